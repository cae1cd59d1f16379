"""Reading: what the cards of players who follow the agreements say about the cards they hold.

:func:`read` turns the cards played so far by the seats read (partner; the adversaries when
they are known to follow the same agreements) into two kinds of facts, by rule and without a
double-dummy solve:

- **denials**, exact consequences of the agreements (:mod:`~bridgewhist.agents.agreements.signals`):
  a lead of the ace denies the king (from ace, king the king is led), of an honour or a card
  under one the card above it, a low lead on a suit make the card below it (a return of
  partner's suit is read by the return's rule alone); a card following
  suit (outside an echo's chance), discarded or trumped, the card below it (the lowest of equal
  cards). The sampler deals these cards elsewhere.
- **checks**, soft consequences weighed in each sampled world (:func:`misfits`): a card followed
  above the lowest is an echo from two cards; a return shows two cards left (high) or three or
  more (low); a low lead at no trump is the fourth best; the first discard's suit is the best
  protected, or the weakest (Ames's system by the make).

A seat that plays a card its earlier cards denied does not follow the agreements: nothing is
read from its cards. Only the view's cards are used.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> from bridgewhist.agents.agreements.model import agreements_named
>>> view = view_of(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5)), Seat.W)
>>> read(view, [1, 3], agreements_named("books")).denied
(0, 0, 0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from bridgewhist.agents.agreements.history import (
    DISCARD,
    FOLLOW,
    LEAD,
    Play,
    next_higher_out,
    next_lower_out,
    plays,
    rank_of,
    suit_of,
    winning_card,
)
from bridgewhist.agents.agreements.model import Agreements
from bridgewhist.agents.agreements.signals import HONOUR, discard_strong, protection
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.view import SeatView

__all__ = ["Check", "Reading", "misfits", "read"]

NT_LEAD, RETURN, FOLLOWED, FIRST_DISCARD = "nt-lead", "return", "follow", "first-discard"


class Check(NamedTuple):
    """A soft fact about one card: its ``kind``, the seat, the card, the cards that seat played
    from then on (``later``: given back to its hand to see what it held), and the rule's
    detail (``echo``: an echo was possible; ``wins``: the card was winning the trick;
    ``strong``: the discard system's best protected suit; ``trump``: the make, whose suit is
    never the one discarded from)."""

    kind: str
    seat: int
    card: int
    later: int
    echo: bool = False
    wins: bool = False
    strong: bool = False
    trump: int = 4


class Reading(NamedTuple):
    """The cards each seat is read not to hold, and the soft checks."""

    denied: tuple[int, int, int, int]
    checks: tuple[Check, ...]


def read(view: SeatView, seats: Sequence[int], agreements: Agreements) -> Reading:
    """What the cards played by ``seats`` (players following ``agreements`` as defenders) say.

    Only the adversaries of the makers signal, so only their cards are read; the denials are
    of cards still unseen by the viewer."""
    if not agreements.items:
        return Reading((0, 0, 0, 0), ())
    makers = int(view.dealer) & 1
    history = plays(view)
    denied = [0, 0, 0, 0]
    played_by = [0, 0, 0, 0]
    later = [0, 0, 0, 0]
    checks: list[Check] = []
    after: list[int] = []
    for play in reversed(history):
        later[play.seat] |= 1 << play.card
        after.append(later[play.seat])
    after.reverse()
    opener: dict[int, int] = {}
    led_by: set[tuple[int, int]] = set()
    discarded: set[int] = set()
    for play, held_later in zip(history, after, strict=True):
        seat = play.seat
        played_by[seat] |= 1 << play.card
        kind = play.kind_in(view.strain)
        suit = suit_of(play.card)
        returned = (kind == LEAD and opener.get(suit) == (seat + 2) & 3
                    and (seat, suit) not in led_by)
        if kind == LEAD:
            opener.setdefault(suit, seat)
            led_by.add((seat, suit))
        if seat not in seats or seat & 1 == makers:
            continue
        if kind == LEAD:
            if returned and agreements.has("return"):
                # The ace, the higher of two or the lowest of three: no sequence's top.
                checks.append(Check(RETURN, seat, play.card, held_later))
                continue
            denied[seat] |= _lead_denials(play, view.strain, agreements)
            if view.strain == 4 and rank_of(play.card) < HONOUR and agreements.has("leads"):
                checks.append(Check(NT_LEAD, seat, play.card, held_later))
        elif kind == FOLLOW:
            led = suit_of(play.before[0])
            echo = agreements.has("echo") and view.strain not in (4, led)
            wins = winning_card((*play.before, play.card), view.strain) == play.card
            if not echo:
                denied[seat] |= _bit(next_lower_out(play.card, play.gone))
            checks.append(Check(FOLLOWED, seat, play.card, held_later, echo=echo, wins=wins))
        else:
            denied[seat] |= _bit(next_lower_out(play.card, play.gone))
            if kind == DISCARD and seat not in discarded and agreements.has("discard"):
                checks.append(Check(FIRST_DISCARD, seat, play.card, held_later,
                                    strong=discard_strong(view), trump=view.strain))
            if kind == DISCARD:
                discarded.add(seat)
    unseen = view.unseen_cards()
    broken = {seat for seat in range(4) if denied[seat] & played_by[seat]}
    result = tuple(0 if seat in broken else denied[seat] & unseen for seat in range(4))
    kept = tuple(check for check in checks if check.seat not in broken)
    return Reading((result[0], result[1], result[2], result[3]), kept)


def _bit(card: int | None) -> int:
    return 0 if card is None else 1 << card


def _lead_denials(play: Play, strain: int, agreements: Agreements) -> int:
    """The cards a lead denies by the leading agreement (see the module's text)."""
    if not agreements.has("leads"):
        return 0
    card, gone = play.card, play.gone
    mask = 0
    if rank_of(card) == 14:
        lower = next_lower_out(card, gone)
        if lower is not None and rank_of(lower) == 13:
            mask |= 1 << lower
    higher = next_higher_out(card, gone)
    if higher is not None and rank_of(higher) >= HONOUR and not (
            rank_of(card) == 13 and rank_of(higher) == 14):
        mask |= 1 << higher
    if rank_of(card) < HONOUR and strain != 4:
        mask |= _bit(next_lower_out(card, gone))
    return mask


def misfits(reading: Reading, hands: Sequence[int]) -> int:
    """How many of the reading's checks the world ``hands`` (the four hands still held) fails.

    >>> returned = Check(RETURN, 1, 0x03, 1 << 0x03)       # East returns the three ...
    >>> misfits(Reading((0, 0, 0, 0), (returned,)), [0, 1 << 0x05, 0, 0])  # ... of five, three
    1
    """
    failed = 0
    for check in reading.checks:
        held = hands[check.seat] | check.later
        suit = suit_of(check.card)
        cards = [c for c in range(suit * 16 + 14, suit * 16 + 1, -1) if held >> c & 1]
        if not _fits(check, cards, held):
            failed += 1
    return failed


def _fits(check: Check, cards: list[int], held: int) -> bool:
    """Whether a holding (``cards``: the suit's, highest first; ``held``: the whole hand at the
    time) agrees with one check."""
    card = check.card
    if check.kind == RETURN:
        return (rank_of(card) == 14 or len(cards) <= 1 or (len(cards) == 2 and card == cards[0])
                or (len(cards) >= 3 and card == cards[-1]))
    if check.kind == NT_LEAD:
        higher = sum(1 for c in cards if c > card)
        return higher == 3 or card == cards[-1]
    if check.kind == FOLLOWED:
        if check.echo and len(cards) == 2:
            return card == cards[0] or check.wins
        if check.wins:
            return True
        return card == cards[-1]
    suits = [s for s in range(4) if held & SUIT_MASKS[s] and s != check.trump]
    if not suits:
        return True
    scores = [protection(held, s) for s in suits]
    mine = protection(held, suit_of(card))
    return mine == (max(scores) if check.strong else min(scores))

