"""Deals consistent with what one seat has seen, for Monte Carlo players.

The hidden cards (:meth:`SeatView.unseen_cards`) are dealt at random among the seats the viewer
cannot see, each receiving as many cards as it still holds, and none receiving a card of a suit
it has shown out of (the voids shown by failing to follow suit). Everything the viewer can see
stays where it is: his own hand, dummy once exposed, the cards played.

>>> import random
>>> from bridgewhist.view import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5))
>>> hands = sample_hands(view_of(state, Seat.W), random.Random(1))
>>> hands[Seat.W] == state.hands[Seat.W], sum(h.bit_count() for h in hands)
(True, 52)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bridgewhist.cards import SUIT_MASKS
from bridgewhist.errors import BridgeError
from bridgewhist.view import SeatView


class SamplingError(BridgeError, RuntimeError):
    """No deal fits what the seat has seen (a contradiction in the view)."""


def hidden_seats(view: SeatView) -> tuple[int, ...]:
    """The seats whose remaining cards the viewer cannot see."""
    seen = {int(view.seat)}
    if view.dummy_hand is not None:
        seen.add(int(view.dealer.partner))
    return tuple(seat for seat in range(4) if seat not in seen)


def cards_held(view: SeatView) -> list[int]:
    """How many cards each seat still holds (13 less those it has played)."""
    counts = [13, 13, 13, 13]
    for trick in view.tricks:
        for offset in range(4):
            counts[(trick.leader + offset) & 3] -= 1
    for offset in range(len(view.trick)):
        counts[(view.leader + offset) & 3] -= 1
    return counts


def sample_hands(view: SeatView, rng: random.Random, *, attempts: int = 200,
                 denied: Sequence[int] = (0, 0, 0, 0)) -> list[int]:
    """One deal of the remaining cards consistent with ``view``: four card-set ints by seat.

    ``denied[seat]`` is a mask of cards that seat is known not to hold beyond its voids (as
    :func:`~bridgewhist.agents.ddmc.inference.denied_cards` reads them from its play). With two
    hidden hands (every view after the opening lead, when cards have been played) every deal
    that respects the voids and the denials is equally likely: the cards only one hand may hold
    go there first, the rest are dealt as from a shuffled pack.

    :raises SamplingError: when no consistent deal is found in ``attempts`` tries.
    """
    counts = cards_held(view)
    hands = [0, 0, 0, 0]
    hands[view.seat] = view.hand
    if view.dummy_hand is not None:
        hands[view.dealer.partner] = view.dummy_hand
    seats = hidden_seats(view)
    unseen = view.unseen_cards()
    cards = [c for c in range(64) if unseen >> c & 1]
    allowed = {seat: ~(_void_mask(view.voids[seat]) | denied[seat]) for seat in seats}
    for _ in range(attempts):
        rng.shuffle(cards)
        room = {seat: counts[seat] for seat in seats}
        dealt = dict.fromkeys(seats, 0)
        # Deal the most constrained cards first: those only some hidden seats may hold.
        ordered = sorted(cards, key=lambda c: sum(1 for s in seats if allowed[s] >> c & 1))
        ok = True
        for card in ordered:
            eligible = [s for s in seats if room[s] and allowed[s] >> card & 1]
            if not eligible:
                ok = False
                break
            weights = [room[s] for s in eligible]
            seat = rng.choices(eligible, weights)[0]
            dealt[seat] |= 1 << card
            room[seat] -= 1
        if ok:
            for seat in seats:
                hands[seat] = dealt[seat]
            return hands
    raise SamplingError(f"no deal fits the view of {view.seat} after {attempts} attempts")


def _void_mask(voids: int) -> int:
    mask = 0
    for suit in range(4):
        if voids >> suit & 1:
            mask |= SUIT_MASKS[suit]
    return mask
