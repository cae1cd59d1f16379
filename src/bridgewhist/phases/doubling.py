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
from bridgewhist.laws.model import DoublingLimitReading
from bridgewhist.seats import Seat
from bridgewhist.state import Phase

if TYPE_CHECKING:
    from bridgewhist.state import HandState

_BOTH = (DOUBLE, SATISFIED)
_SATISFIED_ONLY = (SATISFIED,)


def may_double(state: HandState) -> bool:
    """Whether one more double keeps within the limit in force.

    english-1904 law 58: "until the limit of 100 points is reached"; american-1904 and
    american-1905 law 55: "indefinitely", unless a club sets a limit (house rule).
    """
    code = state.code
    limit = code.effective_doubling_limit
    if limit is None:
        return True
    value = code.scoring.trick_values[state.strain] << state.doubles
    if code.effective_doubling_limit_reading == DoublingLimitReading.NOT_EXCEED:
        return value * 2 <= limit
    return value <= limit


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


def _begin_play(state: HandState) -> HandState:
    eldest = state.dealer.left
    return state._set(phase=Phase.PLAY, turn=eldest, leader=eldest)


def apply(state: HandState, action: Action, check_only: bool) -> HandState | None:
    """Carry out a doubling act, or refuse it citing the law."""
    code = state.code
    seat = state.turn
    kind = action.kind
    if kind == ActionKind.DOUBLE:
        if not may_double(state):
            value = code.scoring.trick_values[state.strain] << state.doubles
            raise IllegalActionError(
                Reason.DOUBLING_LIMIT,
                f"{seat} cannot double: a trick is worth {value} and the limit is "
                f"{code.effective_doubling_limit}",
                action="double", phase="doubling", law=code.cite("doubling", "limit"),
            )
        if check_only:
            return None
        doubler_side = int(seat.side)
        last = list(state.last_doublers)
        last[doubler_side] = int(seat)
        answering = 1 - doubler_side
        doubled = state._set(doubles=state.doubles + 1, last_doublers=(last[0], last[1]))
        if not may_double(doubled):
            return _begin_play(doubled)
        first = _first_right(doubled, answering)
        return doubled._set(
            turn=Seat(first), doubling_side=answering, doubling_first=first, doubling_asked=False,
        )
    if kind == ActionKind.SATISFIED:
        if check_only:
            return None
        if not state.doubling_asked:
            return state._set(doubling_asked=True, turn=seat.partner)
        return _begin_play(state)
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
