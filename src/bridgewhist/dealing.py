"""Shuffle, cut and deal (english-1904 laws 34-38; american codes laws 32-37).

The pack is shuffled with an explicit generator, cut by the player on the dealer's right
leaving at least four cards in each packet, and dealt face down one card at a time, in
rotation, beginning with the player on the dealer's left, so the last card comes to the
dealer. There is no misdeal: the dealer deals again (P38, A37, W37).

>>> import random
>>> dealt = shuffle_cut_and_deal(Seat.N, random.Random(5))
>>> [CardSet(h).__len__() for h in dealt.hands], 4 <= dealt.cut <= 48
([13, 13, 13, 13], True)
>>> next_dealer(Seat.W).name
'N'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from bridgewhist.cards import DECK, Card, CardSet, Hands
from bridgewhist.errors import NotationError
from bridgewhist.seats import Seat

MIN_PACKET = 4
"""P35, A33, W33: the cut must not leave fewer than four cards in either packet."""


class Dealt(NamedTuple):
    """The outcome of one deal: the four hands, the pack as shuffled, and where it was cut."""

    hands: Hands
    pack: tuple[Card, ...]
    cut: int


def next_dealer(dealer: Seat) -> Seat:
    """Each player deals in his turn; the order of dealing goes to the left (P34, A32, W32)."""
    return dealer.left


def cut_pack(pack: Sequence[Card], at: int, *, min_packet: int = MIN_PACKET) -> list[Card]:
    """The pack cut after ``at`` cards: the bottom packet is put on top (P35, A33, W33).

    :raises NotationError: when a packet would hold fewer than ``min_packet`` cards.
    """
    if not min_packet <= at <= len(pack) - min_packet:
        raise NotationError(
            f"a cut after {at} cards leaves fewer than {min_packet} cards in a packet "
            f"(cut between {min_packet} and {len(pack) - min_packet})"
        )
    return [*pack[at:], *pack[:at]]


def deal_pack(pack: Sequence[Card], dealer: Seat) -> Hands:
    """Deal the 52 cards one at a time, in rotation, from the dealer's left (P38-39, A36/38, W36/38).

    :raises NotationError: unless the pack is 52 different cards.
    """
    if len(pack) != 52 or len({int(c) for c in pack}) != 52:
        raise NotationError("a pack must be 52 different cards")
    hands = [0, 0, 0, 0]
    seat = int(dealer.left)
    for card in pack:
        hands[seat] |= 1 << card
        seat = (seat + 1) & 3
    return (hands[0], hands[1], hands[2], hands[3])


def shuffle(rng: random.Random) -> list[Card]:
    """A shuffled pack: Fisher-Yates driven by ``rng.random()`` only (never the global RNG)."""
    pack = list(DECK)
    rnd = rng.random
    for i in range(51, 0, -1):
        j = int(rnd() * (i + 1))
        pack[i], pack[j] = pack[j], pack[i]
    return pack


_BIT: dict[int, int] = {card: 1 << card for card in DECK}


def _cut_and_deal(pack: list[Card], at: int, dealer: int) -> Hands:
    """The four hands dealt from ``pack`` cut after ``at`` cards, from the dealer's left."""
    cut = pack[at:] + pack[:at]
    bit = _BIT.__getitem__
    first = sum(map(bit, cut[0::4]))
    second = sum(map(bit, cut[1::4]))
    third = sum(map(bit, cut[2::4]))
    fourth = sum(map(bit, cut[3::4]))
    offset = (dealer + 1) & 3
    if offset == 0:
        return (first, second, third, fourth)
    if offset == 1:
        return (fourth, first, second, third)
    if offset == 2:
        return (third, fourth, first, second)
    return (second, third, fourth, first)


def shuffle_cut_and_deal(dealer: Seat, rng: random.Random, *, min_packet: int = MIN_PACKET) -> Dealt:
    """Shuffle with ``rng``, have the dealer's right-hand adversary cut, and deal.

    The cut point is uniform over the legal places (at least ``min_packet`` cards each side).
    """
    pack = shuffle(rng)
    at = min_packet + int(rng.random() * (53 - 2 * min_packet))
    return Dealt(_cut_and_deal(pack, at, dealer), tuple(pack), at)


def dealt_hands(dealer: Seat | int, rng: random.Random) -> Hands:
    """The hands :func:`shuffle_cut_and_deal` deals with the same ``rng``, without the pack.

    The cheaper path for :func:`~bridgewhist.state.new_hand`; the generator is used exactly as
    :func:`shuffle_cut_and_deal` uses it (with the standard four-card packets).

    >>> dealt_hands(Seat.E, random.Random(5)) == shuffle_cut_and_deal(Seat.E, random.Random(5)).hands
    True
    """
    pack = list(DECK)
    rnd = rng.random
    for i in range(51, 0, -1):
        j = int(rnd() * (i + 1))
        pack[i], pack[j] = pack[j], pack[i]
    return _cut_and_deal(pack, MIN_PACKET + int(rnd() * (53 - 2 * MIN_PACKET)), dealer)


def hands_text(hands: Hands) -> list[str]:
    """The four hands with suit symbols, for display."""
    return [CardSet(h).symbolic() for h in hands]
