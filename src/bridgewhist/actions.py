"""The actions of a deal and their text notation.

An action is a small immutable value; all of them are cached, so comparing and hashing are
cheap. Text forms (as records store them): ``hearts`` ... ``no-trumps`` for a declaration,
``leave`` ("I leave it to you, partner"), ``double`` (doubling and redoubling alike),
``satisfied`` ("May I lead?", "Yes", "Satisfied": one act, declining to double), and a card
such as ``SA`` for a play. The period's phrases are read as the same acts.

>>> parse_action("I leave it to you, partner"), parse_action("May I lead?"), parse_action("♥Q")
(Action.parse('leave'), Action.parse('satisfied'), Action.parse('HQ'))
>>> str(parse_action("NT"))
'no-trumps'
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from bridgewhist.cards import CARDS, Card, Strain
from bridgewhist.errors import NotationError


class ActionKind(enum.IntEnum):
    """What an action does."""

    DECLARE = 0
    LEAVE = 1
    DOUBLE = 2
    SATISFIED = 3
    PLAY = 4


_STRAIN_WORDS = ("spades", "hearts", "diamonds", "clubs", "no-trumps")


class Action(NamedTuple):
    """One act at the table: ``kind`` and, for a declaration or a play, ``value``."""

    kind: ActionKind
    value: int = -1
    """The strain (for DECLARE) or the card number (for PLAY); -1 otherwise."""

    @property
    def card(self) -> Card:
        """The card played (PLAY actions only)."""
        return CARDS[self.value]

    @property
    def strain(self) -> Strain:
        """The strain named (DECLARE actions only)."""
        return Strain(self.value)

    def __str__(self) -> str:
        kind = self.kind
        if kind == ActionKind.PLAY:
            card = CARDS.get(self.value)
            return f"card number {self.value}" if card is None else str(card)
        if kind == ActionKind.DECLARE:
            if not 0 <= self.value < 5:
                return f"strain number {self.value}"
            return _STRAIN_WORDS[self.value]
        return ("", "leave", "double", "satisfied")[kind]

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Action:
        """Same as :func:`parse_action`."""
        return parse_action(text)


PLAY_ACTIONS: dict[int, Action] = {number: Action(ActionKind.PLAY, number) for number in CARDS}
"""The play of each card, by card number."""
DECLARE_ACTIONS: tuple[Action, ...] = tuple(Action(ActionKind.DECLARE, s) for s in range(5))
"""The declaration of each strain, by :class:`~bridgewhist.cards.Strain`."""
LEAVE = Action(ActionKind.LEAVE)
DOUBLE = Action(ActionKind.DOUBLE)
SATISFIED = Action(ActionKind.SATISFIED)

play = PLAY_ACTIONS.__getitem__
"""``play(card)``: the cached action that plays a card."""


def declare(strain: Strain | int) -> Action:
    """The cached action that names a strain."""
    return DECLARE_ACTIONS[strain]


_PHRASES: dict[str, Action] = {}
for _words, _action in (
    (("leave", "pass it", "i leave it to you partner", "i leave it to you", "make it partner",
      "leave it to partner", "you make it", "pass to partner"), LEAVE),
    (("double", "i double", "redouble", "re double", "i redouble", "i re double", "double again",
      "i double again", "x", "xx"), DOUBLE),
    (("satisfied", "may i lead", "shall i lead", "play", "yes", "if you please",
      "i am satisfied", "content"), SATISFIED),
):
    for _phrase in _words:
        _PHRASES[_phrase] = _action


def _normalise(text: str) -> str:
    kept = "".join(ch if ch.isalnum() or ch in "♠♥♦♣" else " " for ch in text.lower())
    return " ".join(kept.split())


def parse_action(text: str) -> Action:
    """Read an action from its text form or the period's words for it.

    :raises NotationError: naming the text when it is no action.
    """
    phrase = _normalise(text)
    if not phrase:
        raise NotationError("empty action: expected a declaration, leave, double, satisfied or a card")
    found = _PHRASES.get(phrase)
    if found is not None:
        return found
    try:
        return DECLARE_ACTIONS[Strain.parse(phrase)]
    except NotationError:
        pass
    try:
        return PLAY_ACTIONS[Card.parse(text.strip())]
    except NotationError:
        raise NotationError(
            f"unknown action {text!r}: expected a declaration (hearts, no-trumps...), leave, "
            "double, satisfied, or a card such as SA"
        ) from None
