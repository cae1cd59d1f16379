"""The declaration: the dealer names the trump or no trumps, or leaves it to his partner.

english-1904 laws 47-48 and 52; american-1904 and american-1905 law 45 and 49.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.actions import LEAVE
>>> state = new_hand(load_law_code("english-1904"), Seat.N, rng=random.Random(7)).apply(LEAVE)
>>> state.turn.name, [str(a) for a in state.legal_actions()]
('S', ['spades', 'hearts', 'diamonds', 'clubs', 'no-trumps'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgewhist.actions import DECLARE_ACTIONS, LEAVE, Action, ActionKind
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.phases import doubling as _doubling
from bridgewhist.phases.stages import Phase
from bridgewhist.seats import SEATS

if TYPE_CHECKING:  # the state's rules take the state; only its type is needed here
    from bridgewhist.state import HandState

_DEALER_CHOICES = (*DECLARE_ACTIONS, LEAVE)
_DOUBLING = Phase.DOUBLING
_DECLARE = ActionKind.DECLARE
_LEAVE = ActionKind.LEAVE


_VERBS = {ActionKind.DOUBLE: "double", ActionKind.SATISFIED: "say satisfied"}


def legal_actions(state: HandState) -> tuple[Action, ...]:
    """The dealer may name any strain or leave it; his partner, once left it, must name one.

    english-1904 laws 47-48; american codes law 45.
    """
    return DECLARE_ACTIONS if state.left_to_partner else _DEALER_CHOICES


def apply(state: HandState, action: Action, check_only: bool) -> HandState | None:
    """Carry out a declaration act, or refuse it citing the law.

    The maker's declaration starts the doubling with the eldest hand (P54, A51, W51).
    """
    (code, dealer, deal, hands, phase, seat, strain, maker, left_to_partner, doubles,
     doubling_side, doubling_first, doubling_asked, last_doublers, leader, trick, tricks, won,
     exposed) = state
    kind = action.kind
    if kind == _DECLARE:
        if not 0 <= action.value <= 4:
            raise IllegalActionError(
                Reason.UNKNOWN_ACTION,
                f"{seat} cannot declare strain number {action.value}: there are five strains, 0-4",
                action=str(action), phase="declaration")
        if check_only:
            return None
        # doubling.start_doubling(state, strain=action.value, maker=seat), as a plain tuple.
        first = (dealer + 1) & 3
        declared: HandState = tuple.__new__(type(state), (
            code, dealer, deal, hands, _DOUBLING, SEATS[first], action.value, seat,
            left_to_partner, 0, first & 1, first, False, (-1, -1), leader, trick, tricks, won,
            exposed,
        ))
        if not _doubling.may_double(declared):
            # A limit below the first double: the doubling is complete at once (reading 6).
            return _doubling.begin_play(declared)
        return declared
    if kind == _LEAVE:
        if left_to_partner:
            raise IllegalActionError(
                Reason.MUST_DECLARE,
                f"{seat} cannot leave the declaration: it was left to him, "
                f"so he must name the trump or no trumps",
                action=str(action), phase="declaration",
                law=code.cite("declaration", "partner_must_declare"),
            )
        if check_only:
            return None
        return tuple.__new__(type(state), (
            code, dealer, deal, hands, phase, SEATS[(seat + 2) & 3], strain, maker, True,
            doubles, doubling_side, doubling_first, doubling_asked, last_doublers, leader, trick,
            tricks, won, exposed,
        ))
    raise IllegalActionError(
        Reason.WRONG_PHASE,
        f"{seat} cannot {_VERBS.get(kind, 'play ' + str(action))}: "
        f"the trump has not been declared; {seat} must "
        + ("name the trump or no trumps" if left_to_partner
           else "name the trump or no trumps, or leave it to his partner"),
        action=str(action), phase="declaration",
        law=code.cite("declaration", "dealer_may_leave_to_partner"),
    )


def phrase(action: Action) -> str:
    """The declaration in the laws' words (P47-48): ``"Hearts"``, ``"I leave it to you, partner"``."""
    if action.kind == ActionKind.LEAVE:
        return "I leave it to you, partner"
    return action.strain.words
