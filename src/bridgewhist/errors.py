"""The exceptions of bridgewhist.

Every error the package raises on purpose derives from :class:`BridgeError`; all but the base
also subclass :class:`ValueError`, so callers that only know the standard library still catch
them.

>>> try:
...     raise IllegalActionError(Reason.NOT_YOUR_TURN, "E cannot play SA: it is S's turn")
... except ValueError as error:
...     print(error.reason.value, "-", error)
not_your_turn - E cannot play SA: it is S's turn
"""

from __future__ import annotations

import enum


class BridgeError(Exception):
    """Base of every error raised by bridgewhist."""


class NotationError(BridgeError, ValueError):
    """Text that cannot be read: a card, a hand, an action, a record.

    ``line`` and ``column`` (1-based) locate the fault in a multi-line text when known;
    ``field`` names the JSON field (a dotted path such as ``deals[2].actions[5]``).
    """

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        field: str | None = None,
    ) -> None:
        self.line = line
        self.column = column
        self.field = field
        where = []
        if field is not None:
            where.append(field)
        if line is not None:
            where.append(f"line {line}" + (f", column {column}" if column is not None else ""))
        self.bare_message = message
        super().__init__(f"{'; '.join(where)}: {message}" if where else message)

    def __reduce__(self) -> tuple[object, ...]:
        return (_notation_error, (self.bare_message, self.line, self.column, self.field))


class LawCodeError(BridgeError, ValueError):
    """A law code or a set of house rules that is unknown or inconsistent."""


class Reason(enum.Enum):
    """Why an action was refused: machine-readable, stable across versions."""

    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_ALLOWED_TO_DECLARE = "not_allowed_to_declare"
    ALREADY_LEFT_TO_PARTNER = "already_left_to_partner"
    MUST_DECLARE = "must_declare"
    DOUBLING_LIMIT = "doubling_limit"
    DOUBLING_RIGHT_FORFEITED = "doubling_right_forfeited"
    CARD_NOT_HELD = "card_not_held"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    DUMMY_CANNOT_ACT = "dummy_cannot_act"
    UNKNOWN_ACTION = "unknown_action"
    PENALTY_PENDING = "penalty_pending"
    NOT_ENTITLED = "not_entitled"


class IllegalActionError(BridgeError, ValueError):
    """An action that is well formed but not allowed now.

    Carries a machine-readable :class:`Reason`, and where known the action's text, the
    phase's name and the law cited (``"american-1905 law 51"``).
    """

    def __init__(
        self,
        reason: Reason,
        message: str,
        *,
        action: str | None = None,
        phase: str | None = None,
        law: str | None = None,
    ) -> None:
        self.reason = reason
        self.action = action
        self.phase = phase
        self.law = law
        self.bare_message = message
        super().__init__(message + (f" ({law})" if law else ""))

    def __reduce__(self) -> tuple[object, ...]:
        return (_illegal_action_error,
                (self.reason, self.bare_message, self.action, self.phase, self.law))


def _notation_error(message: str, line: int | None, column: int | None,
                    field: str | None) -> NotationError:
    """Rebuild a pickled :class:`NotationError` (errors cross process boundaries)."""
    return NotationError(message, line=line, column=column, field=field)


def _illegal_action_error(reason: Reason, message: str, action: str | None, phase: str | None,
                          law: str | None) -> IllegalActionError:
    """Rebuild a pickled :class:`IllegalActionError`."""
    return IllegalActionError(reason, message, action=action, phase=phase, law=law)
