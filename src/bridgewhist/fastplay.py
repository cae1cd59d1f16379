"""The int fast path of the play: what a double-dummy or Monte Carlo search runs on.

No objects here, only ints: a card is ``suit * 16 + rank`` and a hand a card-set int with one
16-bit lane per suit (:mod:`bridgewhist.cards`); a trump is ``0..3`` (a suit) or ``4`` (no
trumps, :class:`~bridgewhist.cards.Strain`); a seat is ``0..3`` (N, E, S, W). Nothing is
checked: the caller passes hands that can be played out (at the start of a trick, every hand
holds the same number of cards). :class:`~bridgewhist.state.HandState` is the checked, public
form of the same rules, and the tests drive both with the same choices.

>>> import random
>>> from bridgewhist.cards import FULL_DECK
>>> rng = random.Random(4)
>>> hands = random_deal(rng)
>>> [h.bit_count() for h in hands], hands[0] | hands[1] | hands[2] | hands[3] == FULL_DECK
([13, 13, 13, 13], True)
>>> ns, ew = random_playout(hands, 4, 1, rng)
>>> ns + ew
13
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bridgewhist.cards import SUIT_MASKS
from bridgewhist.phases.play import winning_index

__all__ = [
    "NEXT_SEATS", "RANKS", "card_at", "legal_mask", "random_deal", "random_playout", "trick_winner",
]

_RANKS: list[tuple[int, ...]] = [()] * 0x8000
for _lane in range(4, 0x8000, 4):
    _top = _lane.bit_length() - 1
    _RANKS[_lane] = (_top, *_RANKS[_lane ^ (1 << _top)])
RANKS: Sequence[tuple[int, ...]] = _RANKS
"""For each 16-bit lane of a card set, the ranks it holds, highest first (a lane is below
``0x8000``; one with bit 0 or 1 set, which are no cards, maps to ``()``).

>>> RANKS[(1 << 14) | (1 << 10) | (1 << 2)]
(14, 10, 2)
"""

NEXT_SEATS: tuple[tuple[int, int, int], ...] = ((1, 2, 3), (2, 3, 0), (3, 0, 1), (0, 1, 2))
"""The three seats that play after a leader, in order."""

_DECK: tuple[int, ...] = tuple(s * 16 + r for s in range(4) for r in range(2, 15))
_BITS: tuple[int, ...] = tuple(1 << card for card in range(64))


def legal_mask(hand: int, led_suit: int) -> int:
    """The cards of ``hand`` that may be played: the cards of ``led_suit`` if it holds any,
    else every card; ``led_suit`` is -1 when leading.

    >>> from bridgewhist.cards import CardSet
    >>> hand = CardSet.parse_pbn("AK.2..76").mask
    >>> CardSet(legal_mask(hand, 1)).pbn(), CardSet(legal_mask(hand, 2)).pbn()
    ('.2..', 'AK.2..76')
    >>> legal_mask(hand, -1) == hand
    True
    """
    if led_suit < 0:
        return hand
    return hand & SUIT_MASKS[led_suit] or hand


def trick_winner(cards: Sequence[int], leader: int, trump: int) -> int:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led.

    ``cards`` are in the order played, the first led by ``leader``.

    >>> from bridgewhist.cards import Card
    >>> trick = [Card.parse(c) for c in ("H2", "HA", "S2", "HK")]
    >>> trick_winner(trick, 3, 0), trick_winner(trick, 3, 4)
    (1, 0)
    """
    return (leader + winning_index(cards, trump)) & 3


def card_at(mask: int, index: int) -> int:
    """The ``index``-th card of ``mask``, counting spades first and high cards first in a suit.

    That is the order of :meth:`HandState.legal_actions <bridgewhist.state.HandState.legal_actions>`;
    :func:`random_playout` plays ``card_at(legal, int(rng.random() * legal.bit_count()))``.

    >>> from bridgewhist.cards import CARDS, CardSet
    >>> hand = CardSet.parse_pbn("AK.2..76").mask
    >>> [str(CARDS[card_at(hand, i)]) for i in range(5)]
    ['SA', 'SK', 'H2', 'C7', 'C6']
    """
    for shift in (0, 16, 32, 48):
        ranks = _RANKS[(mask >> shift) & 0xFFFF]
        if index < len(ranks):
            return shift + ranks[index]
        index -= len(ranks)
    raise IndexError(f"card index out of range: the set holds {mask.bit_count()} cards")


def random_deal(rng: random.Random) -> list[int]:
    """Four random hands of thirteen cards (N, E, S, W), uniformly over all deals.

    A partial Fisher-Yates shuffle driven by ``rng.random()`` only: 39 draws place 39 cards
    and the 13 left over make the first hand. (It deals other hands than
    :func:`~bridgewhist.dealing.shuffle_cut_and_deal` for the same generator: no cut, and no
    rotation from the dealer's left.)

    >>> from bridgewhist.cards import FULL_DECK
    >>> hands = random_deal(random.Random(1))
    >>> sorted(h.bit_count() for h in hands), sum(hands) == FULL_DECK
    ([13, 13, 13, 13], True)
    """
    deck = list(_DECK)
    rnd = rng.random
    for i in range(51, 12, -1):
        j = int(rnd() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    bit = _BITS.__getitem__
    return [sum(map(bit, deck[:13])), sum(map(bit, deck[13:26])), sum(map(bit, deck[26:39])),
            sum(map(bit, deck[39:]))]


def random_playout(hands: Sequence[int], trump: int, leader: int, rng: random.Random,
                   ) -> tuple[int, int]:
    """Play the hands out at random from the start of a trick; the tricks won by (NS, EW).

    Each card is ``card_at(legal, int(rng.random() * n))`` among the ``n`` legal cards
    (:func:`legal_mask`): one ``rng.random()`` per card, uniform over the legal cards, in the
    order :meth:`HandState.legal_actions <bridgewhist.state.HandState.legal_actions>` lists
    them. ``hands`` is not changed.

    >>> from bridgewhist.cards import parse_deal
    >>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    >>> random_playout(deal, 0, 1, random.Random(0)), random_playout(deal, 1, 1, random.Random(0))
    ((13, 0), (0, 13))
    """
    held = [hands[0], hands[1], hands[2], hands[3]]
    rnd = rng.random
    ranks_of = _RANKS
    next_seats = NEXT_SEATS
    trump_shift = trump * 16 if 0 <= trump < 4 else -1
    ns = 0
    tricks = held[leader].bit_count()
    for _ in range(tricks):
        # The lead: any card.
        hand = held[leader]
        index = int(rnd() * hand.bit_count())
        ranks = ranks_of[hand & 0xFFFF]
        if index < len(ranks):
            led = 0
        else:
            index -= len(ranks)
            ranks = ranks_of[(hand >> 16) & 0xFFFF]
            if index < len(ranks):
                led = 16
            else:
                index -= len(ranks)
                ranks = ranks_of[(hand >> 32) & 0xFFFF]
                if index < len(ranks):
                    led = 32
                else:
                    index -= len(ranks)
                    ranks = ranks_of[hand >> 48]
                    led = 48
        best = ranks[index]
        held[leader] = hand ^ (1 << (led + best))
        winner = leader
        # best is the winning card's rank, plus 16 once trumped: a card that does not follow
        # suit and is no trump never wins.
        for seat in next_seats[leader]:
            hand = held[seat]
            ranks = ranks_of[(hand >> led) & 0xFFFF]
            if ranks:
                rank = ranks[int(rnd() * len(ranks))]
                held[seat] = hand ^ (1 << (led + rank))
                if rank > best:
                    best = rank
                    winner = seat
                continue
            index = int(rnd() * hand.bit_count())
            ranks = ranks_of[hand & 0xFFFF]
            if index < len(ranks):
                shift = 0
            else:
                index -= len(ranks)
                ranks = ranks_of[(hand >> 16) & 0xFFFF]
                if index < len(ranks):
                    shift = 16
                else:
                    index -= len(ranks)
                    ranks = ranks_of[(hand >> 32) & 0xFFFF]
                    if index < len(ranks):
                        shift = 32
                    else:
                        index -= len(ranks)
                        ranks = ranks_of[hand >> 48]
                        shift = 48
            rank = ranks[index]
            held[seat] = hand ^ (1 << (shift + rank))
            if shift == trump_shift and rank + 16 > best:
                best = rank + 16
                winner = seat
        leader = winner
        if not winner & 1:
            ns += 1
    return ns, tricks - ns
