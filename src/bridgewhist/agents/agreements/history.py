"""The cards played so far as the agreements read them: who played what, when, and to what.

A :class:`Play` is one card with what the table knew when it was played: the cards already out
of the hands (``gone``: earlier tricks and the earlier cards of its trick), the cards before it
in its trick, and what kind of play it was (:attr:`Play.kind`: a lead, a card following suit, a
discard or a trump on another suit). Cards of one suit in one hand are *equal* when every card
ranking between them is gone (:func:`touching`).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> plays(view_of(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5)), Seat.W))
[]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from bridgewhist.cards import SUIT_MASKS
from bridgewhist.view import SeatView

__all__ = ["DISCARD", "FOLLOW", "LEAD", "RUFF", "Play", "next_higher_out", "next_lower_out",
           "plays", "rank_of", "suit_cards", "suit_of", "touching", "winning_card"]

LEAD, FOLLOW, DISCARD, RUFF = "lead", "follow", "discard", "ruff"


def suit_of(card: int) -> int:
    """The card's suit (spades 0 to clubs 3)."""
    return card >> 4


def rank_of(card: int) -> int:
    """The card's rank (two 2 to ace 14)."""
    return card & 15


class Play(NamedTuple):
    """One card played: its seat, the card, the cards gone before it, its trick's leader and
    the cards before it in the trick."""

    seat: int
    card: int
    gone: int
    leader: int
    before: tuple[int, ...]

    @property
    def kind(self) -> str:
        """``lead``, ``follow``, ``discard`` or ``ruff`` (``ruff`` needs the trump: see
        :meth:`kind_in`)."""
        return self.kind_in(4)

    def kind_in(self, strain: int) -> str:
        """The kind of play at a make of ``strain`` (a card of another suit than the led one is
        a ruff when it is a trump)."""
        if not self.before:
            return LEAD
        led = suit_of(self.before[0])
        if suit_of(self.card) == led:
            return FOLLOW
        return RUFF if suit_of(self.card) == strain else DISCARD


def plays(view: SeatView) -> list[Play]:
    """Every card played so far, in order."""
    found: list[Play] = []
    gone = 0
    for leader, cards in _tricks(view):
        for offset, card in enumerate(cards):
            found.append(Play((leader + offset) & 3, card, gone, leader, tuple(cards[:offset])))
            gone |= 1 << card
    return found


def touching(high: int, low: int, gone: int) -> bool:
    """Whether two cards of one suit are equal in one hand: every card between them is gone.

    >>> touching(0x0E, 0x0C, 1 << 0x0D), touching(0x0E, 0x0C, 0)
    (True, False)
    """
    return all(gone >> card & 1 for card in range(low + 1, high))


def next_lower_out(card: int, gone: int) -> int | None:
    """The highest card of ``card``'s suit below it not gone, or None.

    >>> next_lower_out(0x0C, 1 << 0x0B), next_lower_out(0x02, 0)
    (10, None)
    """
    for rank in range(rank_of(card) - 1, 1, -1):
        lower = (card & ~15) | rank
        if not gone >> lower & 1:
            return lower
    return None


def next_higher_out(card: int, gone: int) -> int | None:
    """The lowest card of ``card``'s suit above it not gone, or None.

    >>> next_higher_out(0x0C, 1 << 0x0D), next_higher_out(0x0E, 0)
    (14, None)
    """
    for rank in range(rank_of(card) + 1, 15):
        higher = (card & ~15) | rank
        if not gone >> higher & 1:
            return higher
    return None


def winning_card(cards: tuple[int, ...], strain: int) -> int:
    """The card winning a trick so far (``cards`` in order, the first led).

    >>> winning_card((0x05, 0x0B, 0x12), 1), winning_card((0x05, 0x0B, 0x12), 4)
    (18, 11)
    """
    best = cards[0]
    for card in cards[1:]:
        if suit_of(card) == suit_of(best):
            if card > best:
                best = card
        elif suit_of(card) == strain:
            best = card
    return best


def suit_cards(hand: int, suit: int) -> list[int]:
    """The cards of ``suit`` in ``hand``, highest first."""
    mask = hand & SUIT_MASKS[suit]
    return [card for card in range(63, -1, -1) if mask >> card & 1]


def _tricks(view: SeatView) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Each trick so far, the current one last, as (leader, cards played to it)."""
    for trick in view.tricks:
        yield int(trick.leader), tuple(trick.cards)
    if view.trick:
        yield int(view.leader), tuple(view.trick)
