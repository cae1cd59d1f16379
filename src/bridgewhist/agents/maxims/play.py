"""The maxims agent's play to a trick: second, third and fourth hand, ruffs and discards.

Each rule is a small function of a :class:`~bridgewhist.agents.maxims.agent.Play` (one seat's view
read once) returning a card (``suit * 16 + rank``) or None when it does not apply; the rule
lists are tried in order and the first card wins. Each docstring quotes its passage of Fisher
Ames, "Bridge Whist in Brief" (seed 001, "The Play"), which says the rest is "much the same as
at whist". When no maxim applies the lowest legal card of the right suit is played (see
:func:`follow_low`, :func:`discard_lowest_of_weakest`). The leads are in
:mod:`bridgewhist.agents.maxims.leads`.

>>> [rule.__name__ for rule in SECOND_HAND]
['keep_entries', 'low_when_dummy_beats_all', 'high_card_of_a_sequence', 'cover_an_honour', \
'save_a_guarded_king_or_queen', 'follow_low']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bridgewhist.agents.hand_eval import (
    KING,
    QUEEN,
    above,
    bottom,
    honours,
    lane,
    low_of_top_run,
    lowest_above,
    masters,
    protected,
    top,
)

if TYPE_CHECKING:
    from bridgewhist.agents.maxims.agent import Play

PlayRule = Callable[["Play"], int | None]
"""A rule of the play: the card it chooses for a decision, or None when it does not apply."""


# -- following suit -----------------------------------------------------------------------------


def keep_entries(p: Play) -> int | None:
    """Ames, the dealer: "To be able to place the lead in either hand as desired as often as
    possible." (Second hand, the other hand playing last holds the best card: play low here
    and keep this hand's high cards for entries.)"""
    if not p.dealer_side or p.partner_hand is None:
        return None
    his = lane(p.partner_hand, p.led)
    if his and masters(his, p.outside(p.led)):
        return p.led * 16 + bottom(p.lane(p.led))
    return None


def high_card_of_a_sequence(p: Play) -> int | None:
    """Ames: "But with high cards in sequence generally play one of the sequence" (second hand:
    the lowest of a run headed by the queen or better that beats the card played)."""
    run = above(p.lane(p.led), p.beat)
    if top(run) < 12:
        return None
    rank = low_of_top_run(run, p.others(p.led))
    return p.led * 16 + rank if rank < top(run) else None


def low_when_dummy_beats_all(p: Play) -> int | None:
    """Ames: "If dummy can beat anything you hold, play low." """
    if p.dealer_side or p.dummy_hand is None or p.dummy != (p.turn + 1) & 3:
        return None
    if top(lane(p.dummy_hand, p.led)) > top(p.lane(p.led)):
        return p.led * 16 + bottom(p.lane(p.led))
    return None


def cover_an_honour(p: Play) -> int | None:
    """Ames: "At second and third hand the play is much the same as at whist" (the whist rule:
    cover an honour led with a higher one, unless the third hand, seen, holds a card above it)."""
    if p.dealer_side or p.win_card >> 4 != p.led or p.beat < 11 or p.pos != 1:
        return None
    cover = lowest_above(p.lane(p.led), p.beat)
    if cover < 11:
        return None
    third = (p.turn + 1) & 3
    if third == p.dummy and p.dummy_hand is not None and top(lane(p.dummy_hand, p.led)) > cover:
        return None
    leader = (p.turn + 3) & 3
    if leader == p.dummy and p.dummy_hand is not None and lane(p.dummy_hand, p.led) >> (p.beat - 1) & 1:
        return None  # not when dummy leads from a sequence
    return p.led * 16 + cover


def save_a_guarded_king_or_queen(p: Play) -> int | None:
    """Ames: "With king or queen guarded it is usually well to save it at second hand if you
    can." (Keep it and its guard: play the lowest.)"""
    mine = p.lane(p.led)
    if (mine & KING and mine.bit_count() >= 2) or (mine & QUEEN and mine.bit_count() >= 3):
        return p.led * 16 + bottom(mine)
    return None


def low_when_partner_wins(p: Play) -> int | None:
    """Whist, which Ames follows at third and fourth hand: do not overtake a partner's certain
    winner; play the lowest."""
    if p.partner_winning and not p.can_be_beaten():
        return p.led * 16 + bottom(p.lane(p.led))
    return None


def low_on_partners_honour(p: Play) -> int | None:
    """Whist, as Ames keeps it: do not put a high card on partner's honour lead (from a
    sequence, by the table) unless it is the best card left: play the lowest."""
    if not p.partner_winning or p.win_card >> 4 != p.led or p.beat < 10:
        return None
    if p.pos != 2 or (p.view.leader != p.partner):
        return None
    if masters(p.lane(p.led), p.others(p.led)):
        return None
    return p.led * 16 + bottom(p.lane(p.led))


def finesse_against_dummy(p: Play) -> int | None:
    """Ames: the play at third hand "much the same as at whist, except so far as it may be
    modified by the trump make and dummy's hand": with dummy last, play the lowest card that
    beats both the trick and every card dummy holds, or the lowest if none can."""
    if p.dealer_side or p.dummy_hand is None or p.dummy != (p.turn + 1) & 3:
        return None
    his = lane(p.dummy_hand, p.led)
    if not his and p.trump >= 0 and lane(p.dummy_hand, p.trump):
        return p.led * 16 + bottom(p.lane(p.led))
    need = max(p.beat, top(his))
    rank = lowest_above(p.lane(p.led), need)
    if rank < 0:
        if p.partner_winning:
            return p.led * 16 + bottom(p.lane(p.led))
        rank = lowest_above(p.lane(p.led), p.beat) if not his else -1
        return p.led * 16 + (rank if rank >= 0 else bottom(p.lane(p.led)))
    return p.led * 16 + rank


def dealers_finesse(p: Play) -> int | None:
    """Ames, the dealer: "To secure tenace positions by judicious finesses": third hand, play the
    lower card of a tenace when one card lies between it and the top; judicious: not when the
    second hand has shown out of the suit (the missing card is then behind), nor in trumps
    while the adversaries may hold the missing card doubly guarded."""
    if not p.dealer_side or p.led == p.trump:
        return None
    second = (p.turn + 3) & 3
    if p.voids[second] >> p.led & 1:
        return None
    mine, out = p.lane(p.led), p.outside(p.led)
    for rank in range(p.beat + 1, 15):
        if mine >> rank & 1:
            higher = above(out, rank)
            if higher.bit_count() == 1 and above(mine, top(higher)):
                return p.led * 16 + rank
            if not higher:
                return None
    return None


def third_hand_high(p: Play) -> int | None:
    """Whist's "third hand high", which Ames keeps ("much the same as at whist"): the lowest of
    the highest run that wins the trick."""
    run = above(p.lane(p.led), p.beat)
    if not run:
        return None
    return p.led * 16 + p.pick(p.led, low_of_top_run(run, p.others(p.led)), run)


def win_cheaply(p: Play) -> int | None:
    """Whist at fourth hand: win with the lowest card that wins."""
    if p.partner_winning:
        return None
    rank = lowest_above(p.lane(p.led), p.beat)
    return None if rank < 0 else p.led * 16 + p.pick(p.led, rank, above(p.lane(p.led), p.beat))


def follow_low(p: Play) -> int | None:
    """Whist's "second hand low", and when no maxim applies, the lowest card of the suit led."""
    return p.led * 16 + bottom(p.lane(p.led))


SECOND_HAND: tuple[PlayRule, ...] = (
    keep_entries, low_when_dummy_beats_all, high_card_of_a_sequence, cover_an_honour,
    save_a_guarded_king_or_queen, follow_low,
)
THIRD_HAND: tuple[PlayRule, ...] = (
    low_when_partner_wins, low_on_partners_honour, finesse_against_dummy, dealers_finesse,
    third_hand_high, follow_low,
)
FOURTH_HAND: tuple[PlayRule, ...] = (low_when_partner_wins, win_cheaply, follow_low)

# -- void of the suit led: ruff or discard ------------------------------------------------------


def ruff(p: Play) -> int | None:
    """Ames: "on a red suit make, it is generally best to make your winners early and to get in
    what ruffs you can"; the dealer: "To use the trumps in the weak hand for ruffing." (Ruff
    with the lowest trump that wins, unless partner's card is sure to win.)"""
    if p.trump < 0 or not p.lane(p.trump) or (p.partner_winning and not p.can_be_beaten()):
        return None
    beat = p.beat if p.win_card >> 4 == p.trump else 0
    rank = lowest_above(p.lane(p.trump), beat)
    return None if rank < 0 else p.trump * 16 + rank


def discard_first_from_best_protected(p: Play) -> int | None:
    """Ames: "when the adversaries have made no trump, or a red trump, discard first from your
    best protected suit; but on a spade make, or if partner doubled their make, discard first
    from your weakest suit." (The first clause, a card it can spare.)"""
    if p.dealer_side or p.has_discarded or not (p.nt or p.trump in (1, 2)) or p.partner_doubled:
        return None
    best, key = -1, (-1, -1)
    for suit in range(4):
        ranks = p.lane(suit)
        if suit != p.trump and protected(ranks) and protected(ranks ^ (1 << bottom(ranks))):
            k = (honours(ranks), ranks.bit_count())
            if k > key:
                best, key = suit, k
    return None if best < 0 else best * 16 + bottom(p.lane(best))


def discard_first_from_weakest(p: Play) -> int | None:
    """Ames: "on a spade make, or if partner doubled their make, discard first from your weakest
    suit." """
    if p.dealer_side or p.has_discarded or not (p.trump == 0 or p.partner_doubled):
        return None
    return discard_lowest_of_weakest(p)


def keep_guards_to_reentries(p: Play) -> int | None:
    """Ames: "Subsequent discards must be according to the hand and dummy's cards. Try to keep
    guards to possible re-entry cards, and if partner is evidently protecting one suit, try and
    protect another if possible." (Throw from a suit with no winner and no guarded honour.)"""
    best, key = -1, (99, 99)
    for suit in range(4):
        ranks = p.lane(suit)
        if not ranks or suit == p.trump:
            continue
        worth = 0
        if masters(ranks, p.others(suit)):
            worth += 4
        if (protected(ranks) or ranks & (KING | QUEEN)) and not protected(ranks ^ (1 << bottom(ranks))):
            worth += 2
        if p.dummy_hand is not None and not p.dealer_side and masters(lane(p.dummy_hand, suit),
                                                                      p.others(suit)):
            worth -= 1  # dummy commands it: no use guarding
        k = (worth, -ranks.bit_count())
        if k < key:
            best, key = suit, k
    return None if best < 0 else best * 16 + bottom(p.lane(best))


def discard_lowest_of_weakest(p: Play) -> int | None:
    """No maxim applies: the lowest card of the weakest suit (fewest honours, then shortest),
    trumps last."""
    suits = [s for s in range(4) if p.lane(s)]
    suit = min(suits, key=lambda s: (s == p.trump, honours(p.lane(s)), top(p.lane(s)), s))
    return suit * 16 + bottom(p.lane(suit))


VOID: tuple[PlayRule, ...] = (
    ruff, discard_first_from_best_protected, discard_first_from_weakest, keep_guards_to_reentries,
    discard_lowest_of_weakest,
)


__all__ = ["FOURTH_HAND", "SECOND_HAND", "THIRD_HAND", "VOID", "PlayRule"]
