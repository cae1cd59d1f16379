"""Signalling: among cards of equal value, the card the partnership's agreements prescribe.

The sampling player finds which of its legal cards are worth the most tricks in its worlds (the
*candidates*: those of the best average, or within its tolerance); :func:`choose_card` picks
among them only, so an agreement never costs a trick the search could see. The defenders
signal (the makers give nothing away, Ames, "The Play"): a lead from an honour sequence its top
(the king from ace, king), else the lowest (the fourth best at no trump); partner's suit
returned with the ace, the higher of two, the lowest of three or more; following suit, the
lowest, save the echo (two cards of a plain suit on a suit make: the higher first); the first
discard from the best protected suit against no trump or a red make, the weakest on a black
make or after partner's double. Without agreements, or for the makers, the lowest candidate
(the ``ddmc`` player's own choice).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> from bridgewhist.agents.agreements.model import agreements_named
>>> view = view_of(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5)), Seat.W)
>>> choose_card(view, [0x2E, 0x2D, 0x23], agreements_named("none"))   # the lowest: the three
35
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgewhist.agents.agreements.history import (
    DISCARD,
    plays,
    rank_of,
    suit_cards,
    suit_of,
    touching,
)
from bridgewhist.agents.agreements.model import Agreements
from bridgewhist.view import SeatView

__all__ = ["HONOUR", "choose_card", "defends", "discard_strong", "lead_card", "protection",
           "returned_suits"]

HONOUR = 10
"""The lowest honour's rank (the ten)."""
_POINTS = {14: 4, 13: 3, 12: 2, 11: 1}


def defends(view: SeatView) -> bool:
    """Whether the viewer is one of the makers' adversaries."""
    return int(view.seat) & 1 != int(view.dealer) & 1


def protection(hand: int, suit: int) -> tuple[int, int]:
    """How well ``hand`` protects ``suit``: its honours (ace 4, king 3, queen 2, knave 1), then
    its length.

    >>> protection(0x4000 | 0x1000 | 0x0008, 0)     # A Q 3 of spades
    (6, 3)
    """
    cards = suit_cards(hand, suit)
    return sum(_POINTS.get(rank_of(card), 0) for card in cards), len(cards)


def discard_strong(view: SeatView) -> bool:
    """Whether the first discard is from the best protected suit (against no trump or a red
    make, partner not having doubled) rather than the weakest (Ames, "The Play": the discard).

    >>> from types import SimpleNamespace as V
    >>> discard_strong(V(strain=4, seat=1, last_doublers=(-1, -1))), discard_strong(
    ...     V(strain=0, seat=1, last_doublers=(-1, -1)))
    (True, False)
    """
    partner_doubled = view.last_doublers[int(view.seat) & 1] == (int(view.seat) + 2) & 3
    return view.strain in (1, 2, 4) and not partner_doubled


def returned_suits(view: SeatView, seat: int) -> set[int]:
    """The suits ``seat``'s partner opened (led first in the deal) that ``seat`` has not led yet:
    a lead of one is a return."""
    opener: dict[int, int] = {}
    led_by_seat: set[int] = set()
    for play in plays(view):
        if not play.before:
            opener.setdefault(suit_of(play.card), play.seat)
            if play.seat == seat:
                led_by_seat.add(suit_of(play.card))
    partner = (seat + 2) & 3
    return {suit for suit, first in opener.items() if first == partner and suit not in led_by_seat}


def lead_card(hand: int, candidates: Sequence[int], gone: int, notrump: bool) -> int:
    """The lead among ``candidates`` (cards of one suit of ``hand``): the top of the highest
    honour sequence among them (the king from ace, king), else the fourth best at no trump when
    it is a candidate, else the lowest.

    >>> from bridgewhist.cards import CardSet
    >>> hand = CardSet.parse("SA SK S7 S3").mask
    >>> cards = [c for c in range(64) if hand >> c & 1]
    >>> str(CardSet(1 << lead_card(hand, cards, 0, False)))
    'SK'
    >>> str(CardSet(1 << lead_card(hand, [c for c in cards if c & 15 < 10], 0, False)))
    'S3'
    """
    for card in sorted(candidates, reverse=True):
        if rank_of(card) < HONOUR:
            break
        equal = [c for c in candidates if c != card and (
            touching(card, c, gone) if c < card else touching(c, card, gone))]
        if equal:
            top = max([card, *equal])
            king = (top & ~15) | 13
            if rank_of(top) == 14 and king in equal:
                return king
            return top
    if notrump:
        held = suit_cards(hand, suit_of(candidates[0]))
        if len(held) >= 4 and held[3] in candidates:
            return held[3]
    return min(candidates, key=rank_of)


def choose_card(view: SeatView, candidates: Sequence[int], agreements: Agreements) -> int:
    """The card to play among ``candidates`` (legal cards of equal value, in the order of
    ``view.legal``) by the agreements; the lowest when none applies."""
    lowest = min(candidates, key=rank_of)
    if not agreements.items or not defends(view) or len(candidates) == 1:
        return lowest
    gone = view.played
    if not view.trick:
        return _lead(view, candidates, agreements, gone)
    led = suit_of(view.trick[0])
    if suit_of(candidates[0]) == led:
        return _follow(view, candidates, agreements, led)
    return _discard(view, candidates, agreements, lowest)


def _lead(view: SeatView, candidates: Sequence[int], agreements: Agreements, gone: int) -> int:
    suits = [suit_of(card) for card in candidates]
    if agreements.has("return"):
        for suit in returned_suits(view, int(view.seat)):
            if suit in suits:
                cards = [c for c in candidates if suit_of(c) == suit]
                held = suit_cards(view.hand, suit)
                ace = (suit << 4) | 14
                wanted = ace if ace in held else held[0] if len(held) == 2 else held[-1]
                if wanted in cards:
                    return wanted
                return lead_card(view.hand, cards, gone, view.strain == 4)
    suit = suit_of(min(candidates, key=rank_of))
    cards = [c for c in candidates if suit_of(c) == suit]
    if not agreements.has("leads"):
        return min(cards, key=rank_of)
    return lead_card(view.hand, cards, gone, view.strain == 4)


def _follow(view: SeatView, candidates: Sequence[int], agreements: Agreements, led: int) -> int:
    held = suit_cards(view.hand, led)
    echo = (agreements.has("echo") and view.strain != 4 and led != view.strain
            and len(held) == 2 and all(card in candidates for card in held))
    return held[0] if echo else min(candidates, key=rank_of)


def _discard(view: SeatView, candidates: Sequence[int], agreements: Agreements,
             lowest: int) -> int:
    plain = [card for card in candidates if suit_of(card) != view.strain]
    seat = int(view.seat)
    first = not any(play.seat == seat and play.kind_in(view.strain) == DISCARD
                    for play in plays(view))
    if not plain or not first or not agreements.has("discard"):
        return lowest
    suits = {suit_of(card) for card in plain}
    strong = discard_strong(view)
    suit = (max if strong else min)(sorted(suits), key=lambda s: protection(view.hand, s))
    return min((card for card in plain if suit_of(card) == suit), key=rank_of)

