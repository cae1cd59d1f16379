"""Doubling and redoubling, "May I lead?", as rulings.md reading 1 reads the laws.

english-1904 laws 53-60; american-1904 laws 50-57; american-1905 laws 50-57.

After the declaration the eldest hand doubles or asks "May I lead?"; pone answers "Yes" or
doubles. After a double, the maker of the trump has the first right to redouble or be
satisfied, then his partner; after a redouble the adversaries again, the original doubler
first; within a side, whoever last doubled for it has the first right. Doubling ends when both
members of the side whose turn it is are satisfied, or when the limit in force leaves that side
no double to make.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.actions import parse_action as act
>>> s = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
>>> s = s.apply(act("hearts")).apply(act("double"))
>>> s.turn.name, s.multiplier
('S', 2)
>>> s = s.apply(act("satisfied")).apply(act("redouble"))
>>> s.turn.name, s.multiplier
('W', 4)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgewhist.actions import DOUBLE, SATISFIED, Action, ActionKind
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.model import DoublingLimitReading
from bridgewhist.phases.stages import Phase
from bridgewhist.seats import SEATS

if TYPE_CHECKING:  # the state's rules take the state; only its type is needed here
    from bridgewhist.state import HandState

_BOTH = (DOUBLE, SATISFIED)
_SATISFIED_ONLY = (SATISFIED,)
_PLAY = Phase.PLAY
_DOUBLE = ActionKind.DOUBLE
_SATISFIED = ActionKind.SATISFIED

_Limit = tuple[LawCode, int | None, int, tuple[int, ...]]
_LIMITS: dict[int, _Limit] = {}


def _limit(code: LawCode) -> _Limit:
    """``(code, limit, factor, trick values)`` for ``code``: may double while
    ``(value << doubles) * factor <= limit`` (no limit: None). Cached by identity, as reading
    the code's properties costs more than the doubling itself; law codes are frozen."""
    found = _LIMITS.get(id(code))
    if found is not None and found[0] is code:
        return found
    limit = code.effective_doubling_limit
    factor = 2 if code.effective_doubling_limit_reading == DoublingLimitReading.NOT_EXCEED else 1
    entry: _Limit = (code, limit, factor, code.scoring.trick_values)
    if len(_LIMITS) >= 64:
        _LIMITS.clear()
    _LIMITS[id(code)] = entry
    return entry


def may_double(state: HandState) -> bool:
    """Whether one more double keeps within the limit in force.

    english-1904 law 58: "until the limit of 100 points is reached"; american-1904 and
    american-1905 law 55: "indefinitely", unless a club sets a limit (house rule).
    """
    _code, limit, factor, values = _limit(state.code)
    return limit is None or (values[state.strain] << state.doubles) * factor <= limit


def _may_double(code: LawCode, strain: int, doubles: int) -> bool:
    _code, limit, factor, values = _limit(code)
    return limit is None or (values[strain] << doubles) * factor <= limit


def start_doubling(state: HandState, **changes: object) -> HandState:
    """After the declaration: the eldest hand has the first right to double (P54, A51, W51)."""
    eldest = state.dealer.left
    return state._set(
        phase=Phase.DOUBLING, turn=eldest, doubles=0, doubling_side=int(eldest.side),
        doubling_first=int(eldest), doubling_asked=False, last_doublers=(-1, -1),
        **changes,
    )


def legal_actions(state: HandState) -> tuple[Action, ...]:
    """Double (within the limit) or be satisfied."""
    return _BOTH if may_double(state) else _SATISFIED_ONLY


def _first_right(state: HandState, side: int) -> int:
    last = state.last_doublers[side]
    if last >= 0:
        return last
    return state.maker if side == state.dealer.side else int(state.dealer.left)


def begin_play(state: HandState) -> HandState:
    """The doubling is complete: the eldest hand leads (P60, A57, W57)."""
    eldest = state.dealer.left
    return state._set(phase=Phase.PLAY, turn=eldest, leader=eldest)


def apply(state: HandState, action: Action, check_only: bool) -> HandState | None:
    """Carry out a doubling act, or refuse it citing the law."""
    (code, dealer, deal, hands, phase, seat, strain, maker, left_to_partner, doubles,
     doubling_side, doubling_first, doubling_asked, last_doublers, leader, trick, tricks, won,
     exposed) = state
    kind = action.kind
    if kind == _DOUBLE:
        if not _may_double(code, strain, doubles):
            value = code.scoring.trick_values[state.strain] << state.doubles
            raise IllegalActionError(
                Reason.DOUBLING_LIMIT,
                f"{seat} cannot double: a trick is worth {value} and the limit is "
                f"{code.effective_doubling_limit}",
                action="double", phase="doubling", law=code.cite("doubling", "limit"),
            )
        if check_only:
            return None
        # As _set calls: doubles + 1 and this seat the last doubler for its side; then the
        # play begins (_begin_play) or the other side answers (_first_right).
        doubles += 1
        if seat & 1:
            last_doublers = (last_doublers[0], _INTS[seat])
            answering = 0
        else:
            last_doublers = (_INTS[seat], last_doublers[1])
            answering = 1
        if not _may_double(code, strain, doubles):
            eldest = SEATS[(dealer + 1) & 3]
            return tuple.__new__(type(state), (
                code, dealer, deal, hands, _PLAY, eldest, strain, maker, left_to_partner,
                doubles, doubling_side, doubling_first, doubling_asked, last_doublers, eldest,
                trick, tricks, won, exposed,
            ))
        first = last_doublers[answering]
        if first < 0:
            first = maker if answering == dealer & 1 else (dealer + 1) & 3
        return tuple.__new__(type(state), (
            code, dealer, deal, hands, phase, SEATS[first], strain, maker, left_to_partner,
            doubles, answering, first, False, last_doublers, leader, trick, tricks, won, exposed,
        ))
    if kind == _SATISFIED:
        if check_only:
            return None
        if not doubling_asked:
            return tuple.__new__(type(state), (
                code, dealer, deal, hands, phase, SEATS[(seat + 2) & 3], strain, maker,
                left_to_partner, doubles, doubling_side, doubling_first, True, last_doublers,
                leader, trick, tricks, won, exposed,
            ))
        eldest = SEATS[(dealer + 1) & 3]
        return tuple.__new__(type(state), (
            code, dealer, deal, hands, _PLAY, eldest, strain, maker, left_to_partner, doubles,
            doubling_side, doubling_first, doubling_asked, last_doublers, eldest, trick, tricks,
            won, exposed,
        ))
    law = code.cite("declaration", "declaration_final") if kind in (
        ActionKind.DECLARE, ActionKind.LEAVE) else code.cite("doubling", "eldest_doubles_first")
    what = {ActionKind.DECLARE: f"declare {action}", ActionKind.LEAVE: "leave the declaration",
            ActionKind.PLAY: f"play {action}"}[kind]
    reason = "the declaration is made" if kind != ActionKind.PLAY else "the doubling is not over"
    raise IllegalActionError(
        Reason.WRONG_PHASE,
        f"{seat} cannot {what}: {reason}; {seat} must double or be satisfied",
        action=str(action), phase="doubling", law=law,
    )


_INTS = (0, 1, 2, 3)


def phrase(state: HandState, action: Action) -> str:
    """The act in the laws' words, given the state it is made in.

    "I double", "I re-double", "I double again"; "May I lead?" (the eldest hand declining the
    first double), "Yes" (pone's answer), else "Satisfied" (P54-56, A51-53, W51-53).
    """
    makers = state.dealer.side
    if action.kind == ActionKind.DOUBLE:
        if state.doubles == 0:
            return "I double"
        return "I re-double" if state.turn.side == makers else "I double again"
    if state.doubles == 0:
        return "Yes" if state.doubling_asked else "May I lead?"
    return "Satisfied"
