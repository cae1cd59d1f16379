"""The maxims agent's leads: the opening lead, the adversaries' later leads, the dealer's leads.

Rules as in :mod:`bridgewhist.agents.maxims.play`: each a small function of a
:class:`~bridgewhist.agents.maxims.agent.Play` returning a card (``suit * 16 + rank``) or None,
each docstring quoting its passage of Fisher Ames, "Bridge Whist in Brief" ("The Play"). When no
maxim applies the lowest card of the longest suit is led (:func:`lowest_of_longest`).

>>> [rule.__name__ for rule in OPENING_LEADS][:2]
['best_heart_when_pone_doubled_no_trumps', 'heart_against_dummys_no_trumps']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgewhist.agents.hand_eval import (
    ACE,
    KING,
    QUEEN,
    above,
    bottom,
    established,
    honours,
    lane,
    low_of_top_run,
    masters,
    nearly_established,
    relative,
    supporting_card,
    top,
)
from bridgewhist.agents.maxims.play import PlayRule

if TYPE_CHECKING:
    from bridgewhist.agents.maxims.agent import Play


# -- the opening lead -----------------------------------------------------------------------


def best_heart_when_pone_doubled_no_trumps(p: Play) -> int | None:
    """Ames: "If pone doubled a no trump make, lead your best heart. Some players in pone's
    position do not double a no trump unless they hold the ace of hearts." """
    if p.nt and p.partner_doubled and p.lane(1):
        return 16 + top(p.lane(1))
    return None


def heart_against_dummys_no_trumps(p: Play) -> int | None:
    """Ames: "If dummy declares no trump, it is generally well to lead a heart." """
    if p.nt and p.maker == p.dummy and p.lane(1):
        return p.suit_lead(1)
    return None


def through_dummys_red_trump_when_pone_doubled(p: Play) -> int | None:
    """Ames: "If dummy names a red trump it is usually well to lead through it, especially if
    pone doubled; but not up to the dealer if he made a red trump." """
    if p.trump in (1, 2) and p.maker == p.dummy and p.partner_doubled and p.lane(p.trump):
        return p.suit_lead(p.trump)
    return None


def established_long_suit(p: Play) -> int | None:
    """Ames: "The opening lead should usually be from the best long suit, especially if
    established, or nearly established. It is usually an advantage to win the first trick". """
    suit = p.best_long_suit()
    ranks = p.lane(suit)
    if established(ranks) or nearly_established(ranks):
        return p.suit_lead(suit)
    return None


def singleton_against_a_suit(p: Play) -> int | None:
    """Ames: "A singleton lead is proper on a suit make by the other side, because if a trump can
    be saved in ruffing, so much the better; but there is usually some risk in the lead."
    (Not a singleton king or queen, and only with a trump to ruff.)"""
    if p.trump < 0 or not p.lane(p.trump):
        return None
    for suit in range(4):
        ranks = p.lane(suit)
        if suit != p.trump and ranks.bit_count() == 1 and not ranks & (KING | QUEEN):
            return suit * 16 + top(ranks)
    return None


def through_dummys_red_trump(p: Play) -> int | None:
    """Ames: "If dummy names a red trump it is usually well to lead through it" (with no more
    than three trumps: a long trump hand keeps them)."""
    if p.trump in (1, 2) and p.maker == p.dummy and 0 < p.lane(p.trump).bit_count() <= 3:
        return p.suit_lead(p.trump)
    return None


def supporting_lead_from_a_weak_suit(p: Play) -> int | None:
    """Ames: "If the best long suit is of only four cards with but one honor, a supporting lead
    of a high card from a weak suit is usually preferable". """
    suit = p.best_long_suit()
    ranks = p.lane(suit)
    if ranks.bit_count() > 4 or (ranks.bit_count() == 4 and honours(ranks) > 1):
        return None
    for weak in range(4):
        if weak != p.trump:
            rank = supporting_card(p.lane(weak))
            if rank >= 0:
                return weak * 16 + rank
    return None


def from_the_best_long_suit(p: Play) -> int | None:
    """Ames: "The opening lead should usually be from the best long suit" (by the table)."""
    return p.suit_lead(p.best_long_suit())


OPENING_LEADS: tuple[PlayRule, ...] = (
    best_heart_when_pone_doubled_no_trumps, heart_against_dummys_no_trumps,
    through_dummys_red_trump_when_pone_doubled, established_long_suit, singleton_against_a_suit,
    through_dummys_red_trump, supporting_lead_from_a_weak_suit, from_the_best_long_suit,
)

# -- the adversaries' later leads -------------------------------------------------------------


def give_partner_a_ruff(p: Play) -> int | None:
    """Ames: "on a trump make by the other side it is usually well to give partner a chance to
    ruff, if you can." """
    if p.trump < 0 or p.voids[p.partner] >> p.trump & 1 or not lane(p.unseen, p.trump):
        return None
    for suit in range(4):
        if suit != p.trump and p.voids[p.partner] >> suit & 1 and p.lane(suit) and p.safe(suit):
            return suit * 16 + bottom(p.lane(suit))
    return None


def own_established_suit_before_a_poor_one(p: Play) -> int | None:
    """Ames: "Return partner's suit before showing your own, unless it appears that he has led a
    poor long suit and you have one that is established or within one round of being
    established." """
    led = p.partner_first_lead
    if led < 0 or (led & 15) > 9:
        return None
    for suit in range(4):
        if suit != led >> 4 and suit != p.trump and p.safe(suit):
            ranks = relative(p.lane(suit), lane(p.played, suit))
            if established(ranks) or nearly_established(ranks):
                return p.suit_lead(suit)
    return None


def return_partners_suit(p: Play) -> int | None:
    """Ames: "Return the higher of any two, the lowest of any three or more remaining in your
    hand of partner's long suit, except that, if you hold the ace, generally return that."
    (His long suit: a trump lead through dummy's red trump is not one to return.)"""
    led = p.partner_first_lead
    if led < 0 or led >> 4 == p.trump:
        return None
    suit = led >> 4
    mine = p.lane(suit)
    if not mine or not p.safe(suit):
        return None
    if masters(mine, p.others(suit)) and (mine & ACE or not p.nt):
        return suit * 16 + top(mine)
    return suit * 16 + (top(mine) if mine.bit_count() == 2 else bottom(mine))


def make_winners_early_at_a_red_trump(p: Play) -> int | None:
    """Ames: "on a red suit make, it is generally best to make your winners early and to get in
    what ruffs you can." """
    if p.trump not in (1, 2):
        return None
    for suit in range(4):
        if suit != p.trump and p.safe(suit) and masters(p.lane(suit), p.others(suit)):
            return suit * 16 + top(p.lane(suit))
    return None


def continue_own_long_suit(p: Play) -> int | None:
    """Ames: "At no trump a more backward game is played, the object being to keep the command
    of the suits as long as possible consistently with safety": go on with the long suit first
    led until it is established."""
    led = p.own_first_lead
    if led < 0:
        return None
    suit = led >> 4
    if p.lane(suit).bit_count() >= 2 and p.safe(suit) and suit != p.trump:
        return p.suit_lead(suit)
    return None


def through_strength_up_to_weakness(p: Play) -> int | None:
    """Ames: "Lead through strength and up to weakness. But do not lead through a sequence."
    (Through dummy when he sits on the left and holds an honour not in sequence; up to him
    when he plays last and is weakest.)"""
    if p.dummy_hand is None:
        return None
    dummy_left = p.dummy == (p.turn + 1) & 3
    best, key = -1, 99
    for suit in range(4):
        mine, his = p.lane(suit), lane(p.dummy_hand, suit)
        if not mine or suit == p.trump or not p.safe(suit):
            continue
        if dummy_left:
            high = top(his)
            if high >= 12 and not his >> (high - 1) & 1 and not masters(his, p.others(suit) & ~his):
                k = -high
            else:
                continue
        else:
            k = top(his) if his else 16
        if k < key:
            best, key = suit, k
    return p.suit_lead(best) if best >= 0 else None


def force_the_strong_trump_hand(p: Play) -> int | None:
    """Ames: "Forcing adverse trump strength is advisable": lead a suit dummy is void of when he
    holds the long trumps (with four trumps of one's own to profit by it)."""
    if p.trump < 0 or p.dummy_hand is None or p.lane(p.trump).bit_count() < 4:
        return None
    if lane(p.dummy_hand, p.trump).bit_count() < 4:
        return None
    for suit in range(4):
        if suit != p.trump and p.lane(suit) and not lane(p.dummy_hand, suit):
            return suit * 16 + bottom(p.lane(suit))
    return None


def lead_by_the_table(p: Play) -> int | None:
    """Ames: "The usual leads from long suits are as follows" (the table, the played cards
    counted out, from the longest suit that cannot be ruffed; trumps only when nothing else)."""
    safe = [s for s in range(4) if p.lane(s) and p.safe(s) and s != p.trump]
    if not safe:
        return None
    return p.suit_lead(max(safe, key=lambda s: (p.lane(s).bit_count(), honours(p.lane(s)), -s)))


def lowest_of_longest(p: Play) -> int | None:
    """No maxim applies: the lowest card of the longest suit (a safe one if there is one)."""
    safe = [s for s in range(4) if p.lane(s) and p.safe(s)] or [s for s in range(4) if p.lane(s)]
    suit = max(safe, key=lambda s: (p.lane(s).bit_count() - 4 * (s == p.trump), -s))
    return suit * 16 + bottom(p.lane(suit))


ADVERSARY_LEADS: tuple[PlayRule, ...] = (
    give_partner_a_ruff, own_established_suit_before_a_poor_one, return_partners_suit,
    make_winners_early_at_a_red_trump, continue_own_long_suit, through_strength_up_to_weakness,
    force_the_strong_trump_hand, lead_by_the_table, lowest_of_longest,
)

# -- the dealer's leads -----------------------------------------------------------------------


def ruff_in_the_weak_hand(p: Play) -> int | None:
    """Ames, "The Play", the dealer: "To use the trumps in the weak hand for ruffing." (Lead a
    loser from the long trump hand in a suit the other hand is void of.)"""
    if p.trump < 0 or p.partner_hand is None:
        return None
    mine, his = p.lane(p.trump), lane(p.partner_hand, p.trump)
    if not his or his.bit_count() > mine.bit_count():
        return None
    for suit in range(4):
        ranks = p.lane(suit)
        if suit != p.trump and ranks and not lane(p.partner_hand, suit) \
                and not masters(ranks, p.outside(suit)):
            return suit * 16 + bottom(ranks)
    return None


def draw_trumps_when_strong(p: Play) -> int | None:
    """Ames, the dealer: "To extract the adversaries' trumps, if strong enough." """
    if p.trump < 0 or p.partner_hand is None:
        return None
    out = p.outside(p.trump)
    mine, his = p.lane(p.trump), lane(p.partner_hand, p.trump)
    if not out or not mine:
        return None
    ours = mine.bit_count() + his.bit_count()
    top_ours = masters(mine | his, out)
    if ours < out.bit_count() + 3 and not (top_ours and ours > out.bit_count()):
        return None
    if masters(mine, out):
        return p.trump * 16 + low_of_top_run(mine, out | his)
    if masters(his, out):
        return p.trump * 16 + bottom(mine)
    return p.trump * 16 + (top(mine) if mine.bit_count() >= 3 and mine >> (top(mine) - 1) & 1
                           and top(mine) >= 11 else bottom(mine))


def unblock_the_short_hand(p: Play) -> int | None:
    """Ames, the dealer: "To unblock in either hand so as to bring in long suits." (Cash the
    short hand's winners first in a suit the other hand is longer in.)"""
    if p.partner_hand is None or (p.trump >= 0 and p.outside(p.trump)):
        return None
    for suit in range(4):
        mine, his = p.lane(suit), lane(p.partner_hand, suit)
        out = p.outside(suit)
        if mine and his.bit_count() > mine.bit_count() and masters(mine, out) and (
                masters(his, out) or not out):
            return suit * 16 + top(mine)
    return None


def finesse_for_a_tenace(p: Play) -> int | None:
    """Ames, the dealer: "To secure tenace positions by judicious finesses." (Lead a small card
    toward the other hand's A Q, or its guarded king, the missing card being on the left.)"""
    if p.partner_hand is None:
        return None
    for suit in range(4):
        mine, his = p.lane(suit), lane(p.partner_hand, suit)
        out = p.outside(suit)
        if not mine or not his or suit == p.trump or not out:
            continue
        high_out = top(out)
        below = his & ((1 << high_out) - 1)
        card = top(below)
        if card < 10 or bottom(mine) > card or above(out, card).bit_count() != 1:
            continue
        if his >> high_out or his.bit_count() >= 2:
            return suit * 16 + bottom(mine)
    return None


def cash_or_establish(p: Play) -> int | None:
    """Ames, the dealer: "To gain and keep command of adversaries' suits" and "to bring in long
    suits": with the trumps out (or at no trumps), lead the longest suit of the two hands,
    its winners first."""
    if p.partner_hand is None or (p.trump >= 0 and p.outside(p.trump)):
        return None
    best, key = -1, (-1, -1)
    for suit in range(4):
        mine = p.lane(suit)
        if mine and suit != p.trump:
            k = (mine.bit_count() + lane(p.partner_hand, suit).bit_count(), mine)
            if k > key:
                best, key = suit, k
    if best < 0:
        return None
    mine = p.lane(best)
    if masters(mine, p.outside(best)):
        return best * 16 + top(mine)
    return p.suit_lead(best)


def winners_before_they_are_ruffed(p: Play) -> int | None:
    """Ames: "on a red suit make, it is generally best to make your winners early"; for the
    dealer too, when the adversaries keep trumps he is not strong enough to draw: cash a side
    winner of the hand on lead while no adversary has shown out of it."""
    if p.trump < 0 or not p.outside(p.trump):
        return None
    for suit in range(4):
        mine = p.lane(suit)
        if suit != p.trump and p.safe(suit) and masters(mine, p.outside(suit)) and p.outside(suit):
            return suit * 16 + top(mine)
    return None


DEALER_LEADS: tuple[PlayRule, ...] = (
    ruff_in_the_weak_hand, draw_trumps_when_strong, unblock_the_short_hand, finesse_for_a_tenace,
    cash_or_establish, winners_before_they_are_ruffed, lead_by_the_table, lowest_of_longest,
)


__all__ = ["ADVERSARY_LEADS", "DEALER_LEADS", "OPENING_LEADS"]
