"""The maxims player's leads as compiled functions, for the batch environment.

Rule for rule :mod:`bridgewhist.agents.maxims.leads` (``OPENING_LEADS``, ``ADVERSARY_LEADS``,
``DEALER_LEADS``), in the same order, each named by its engine function (which quotes Ames). A
rule returns a card (``suit * 16 + rank``) or :data:`~bridgewhist.env.batch_maxims_eval.NONE`;
:func:`lead` tries the list of the decision, and like the engine passes over a card the hand
does not hold. The decision ``p`` is :mod:`bridgewhist.env.batch_maxims_play`'s.

>>> from bridgewhist.env.batch_maxims_play import HAND, OPENING, SIZE, TRUMP
>>> p = np.zeros(SIZE, dtype=np.int64)
>>> p[HAND], p[TRUMP] = (1 << 14) | (1 << 13) | (1 << 12) | (1 << 3), -1  # A K Q 3 of spades
>>> p[OPENING] = 1
>>> [int(x) for x in lead(p)]  # established_long_suit (the opening lead's fourth rule): the king
[13, 3]
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.env.batch_maxims_eval import (
    ACE,
    KING,
    NONE,
    QUEEN,
    above,
    bottom,
    compiled,
    count,
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
from bridgewhist.env.batch_maxims_play import (
    DEALER_SIDE,
    DUMMY,
    DUMMY_HAND,
    HAND,
    HAS_DUMMY,
    HAS_PARTNER,
    MAKER,
    NT,
    OPENING,
    OWN_FIRST,
    PARTNER,
    PARTNER_DOUBLED,
    PARTNER_FIRST,
    PARTNER_HAND,
    PLAYED,
    TRUMP,
    TURN,
    UNSEEN,
    best_long_suit,
    mine,
    others,
    outside,
    safe,
    suit_lead,
    void,
)

Ints = npt.NDArray[np.int64]


@compiled
def opening_rule(p: Ints, rule: int) -> int:
    """``OPENING_LEADS[rule]``'s card, or NONE."""
    trump, dummy_made = p[TRUMP], p[MAKER] == p[DUMMY]
    red = trump == 1 or trump == 2
    if rule == 0:  # best_heart_when_pone_doubled_no_trumps
        return 16 + top(mine(p, 1)) if p[NT] and p[PARTNER_DOUBLED] and mine(p, 1) else NONE
    if rule == 1:  # heart_against_dummys_no_trumps
        return suit_lead(p, 1) if p[NT] and dummy_made and mine(p, 1) else NONE
    if rule == 2:  # through_dummys_red_trump_when_pone_doubled
        if red and dummy_made and p[PARTNER_DOUBLED] and mine(p, trump):
            return suit_lead(p, trump)
        return NONE
    if rule == 3:  # established_long_suit
        suit = best_long_suit(p)
        ranks = mine(p, suit)
        return suit_lead(p, suit) if established(ranks) or nearly_established(ranks) else NONE
    if rule == 4:  # singleton_against_a_suit
        if trump < 0 or not mine(p, trump):
            return NONE
        for suit in range(4):
            ranks = mine(p, suit)
            if suit != trump and count(ranks) == 1 and not ranks & (KING | QUEEN):
                return suit * 16 + top(ranks)
        return NONE
    if rule == 5:  # through_dummys_red_trump
        if red and dummy_made and 0 < count(mine(p, trump)) <= 3:
            return suit_lead(p, trump)
        return NONE
    if rule == 6:  # supporting_lead_from_a_weak_suit
        ranks = mine(p, best_long_suit(p))
        if count(ranks) > 4 or (count(ranks) == 4 and honours(ranks) > 1):
            return NONE
        for weak in range(4):
            if weak != trump:
                rank = supporting_card(mine(p, weak))
                if rank >= 0:
                    return weak * 16 + rank
        return NONE
    return suit_lead(p, best_long_suit(p))  # from_the_best_long_suit


@compiled
def adversary_rule(p: Ints, rule: int) -> int:
    """``ADVERSARY_LEADS[rule]``'s card, or NONE."""
    trump, partner = p[TRUMP], p[PARTNER]
    if rule == 0:  # give_partner_a_ruff
        if trump < 0 or void(p, partner, trump) or not lane(p[UNSEEN], trump):
            return NONE
        for suit in range(4):
            if suit != trump and void(p, partner, suit) and mine(p, suit) and safe(p, suit):
                return suit * 16 + bottom(mine(p, suit))
        return NONE
    if rule == 1:  # own_established_suit_before_a_poor_one
        led: int = p[PARTNER_FIRST]
        if led < 0 or (led & 15) > 9:
            return NONE
        for suit in range(4):
            if suit != led >> 4 and suit != trump and safe(p, suit):
                ranks = relative(mine(p, suit), lane(p[PLAYED], suit))
                if established(ranks) or nearly_established(ranks):
                    return suit_lead(p, suit)
        return NONE
    if rule == 2:  # return_partners_suit
        led = p[PARTNER_FIRST]
        if led < 0 or led >> 4 == trump:
            return NONE
        suit = led >> 4
        held = mine(p, suit)
        if not held or not safe(p, suit):
            return NONE
        if masters(held, others(p, suit)) and ((held & ACE) != 0 or not p[NT]):
            return suit * 16 + top(held)
        return suit * 16 + (top(held) if count(held) == 2 else bottom(held))
    if rule == 3:  # make_winners_early_at_a_red_trump
        if trump != 1 and trump != 2:
            return NONE
        for suit in range(4):
            if suit != trump and safe(p, suit) and masters(mine(p, suit), others(p, suit)):
                return suit * 16 + top(mine(p, suit))
        return NONE
    if rule == 4:  # continue_own_long_suit
        led = p[OWN_FIRST]
        if led < 0:
            return NONE
        suit = led >> 4
        if count(mine(p, suit)) >= 2 and safe(p, suit) and suit != trump:
            return suit_lead(p, suit)
        return NONE
    if rule == 5:
        return through_strength_up_to_weakness(p)
    if rule == 6:  # force_the_strong_trump_hand
        if trump < 0 or not p[HAS_DUMMY] or count(mine(p, trump)) < 4:
            return NONE
        if count(lane(p[DUMMY_HAND], trump)) < 4:
            return NONE
        for suit in range(4):
            if suit != trump and mine(p, suit) and not lane(p[DUMMY_HAND], suit):
                return suit * 16 + bottom(mine(p, suit))
        return NONE
    if rule == 7:
        return lead_by_the_table(p)
    return lowest_of_longest(p)


@compiled
def through_strength_up_to_weakness(p: Ints) -> int:
    """``leads.through_strength_up_to_weakness``."""
    if not p[HAS_DUMMY]:
        return NONE
    dummy_left = p[DUMMY] == (p[TURN] + 1) & 3
    best, key = -1, 99
    for suit in range(4):
        held, his = mine(p, suit), lane(p[DUMMY_HAND], suit)
        if not held or suit == p[TRUMP] or not safe(p, suit):
            continue
        if dummy_left:
            high = top(his)
            if (high >= 12 and not his >> (high - 1) & 1
                    and not masters(his, others(p, suit) & ~his)):
                k = -high
            else:
                continue
        else:
            k = top(his) if his else 16
        if k < key:
            best, key = suit, k
    return suit_lead(p, best) if best >= 0 else NONE


@compiled
def lead_by_the_table(p: Ints) -> int:
    """``leads.lead_by_the_table``: the longest safe side suit, by the table."""
    best, k0, k1 = -1, -1, -1
    for s in range(4):
        held = mine(p, s)
        if held and safe(p, s) and s != p[TRUMP] and (count(held), honours(held)) > (k0, k1):
            best, k0, k1 = s, count(held), honours(held)
    return suit_lead(p, best) if best >= 0 else NONE


@compiled
def lowest_of_longest(p: Ints) -> int:
    """``leads.lowest_of_longest``: the lowest of the longest suit, a safe one if any."""
    any_safe = False
    for s in range(4):
        if mine(p, s) and safe(p, s):
            any_safe = True
    best, key = -1, -99
    for s in range(4):
        held = mine(p, s)
        if held and (safe(p, s) or not any_safe):
            k = count(held) - (4 if s == p[TRUMP] else 0)
            if k > key:
                best, key = s, k
    return best * 16 + bottom(mine(p, best))


@compiled
def dealer_rule(p: Ints, rule: int) -> int:
    """``DEALER_LEADS[rule]``'s card, or NONE."""
    trump = p[TRUMP]
    his_hand = p[PARTNER_HAND]
    if rule == 0:  # ruff_in_the_weak_hand
        if trump < 0 or not p[HAS_PARTNER]:
            return NONE
        held, his = mine(p, trump), lane(his_hand, trump)
        if not his or count(his) > count(held):
            return NONE
        for suit in range(4):
            ranks = mine(p, suit)
            if (suit != trump and ranks and not lane(his_hand, suit)
                    and not masters(ranks, outside(p, suit))):
                return suit * 16 + bottom(ranks)
        return NONE
    if rule == 1:
        return draw_trumps_when_strong(p)
    trumps_out = trump >= 0 and outside(p, trump) != 0
    if rule == 2:  # unblock_the_short_hand
        if not p[HAS_PARTNER] or trumps_out:
            return NONE
        for suit in range(4):
            held, his, out = mine(p, suit), lane(his_hand, suit), outside(p, suit)
            if (held and count(his) > count(held) and masters(held, out)
                    and (masters(his, out) or not out)):
                return suit * 16 + top(held)
        return NONE
    if rule == 3:  # finesse_for_a_tenace
        if not p[HAS_PARTNER]:
            return NONE
        for suit in range(4):
            held, his, out = mine(p, suit), lane(his_hand, suit), outside(p, suit)
            if not held or not his or suit == trump or not out:
                continue
            high_out = top(out)
            card = top(his & ((1 << high_out) - 1))
            if card < 10 or bottom(held) > card or count(above(out, card)) != 1:
                continue
            if his >> high_out or count(his) >= 2:
                return suit * 16 + bottom(held)
        return NONE
    if rule == 4:  # cash_or_establish
        if not p[HAS_PARTNER] or trumps_out:
            return NONE
        best, k0, k1 = -1, -1, -1
        for suit in range(4):
            held = mine(p, suit)
            if held and suit != trump:
                k = count(held) + count(lane(his_hand, suit))
                if (k, held) > (k0, k1):
                    best, k0, k1 = suit, k, held
        if best < 0:
            return NONE
        if masters(mine(p, best), outside(p, best)):
            return best * 16 + top(mine(p, best))
        return suit_lead(p, best)
    if rule == 5:  # winners_before_they_are_ruffed
        if trump < 0 or not outside(p, trump):
            return NONE
        for suit in range(4):
            held = mine(p, suit)
            if (suit != trump and safe(p, suit) and masters(held, outside(p, suit))
                    and outside(p, suit)):
                return suit * 16 + top(held)
        return NONE
    if rule == 6:
        return lead_by_the_table(p)
    return lowest_of_longest(p)


@compiled
def draw_trumps_when_strong(p: Ints) -> int:
    """``leads.draw_trumps_when_strong``."""
    trump: int = p[TRUMP]
    if trump < 0 or not p[HAS_PARTNER]:
        return NONE
    out = outside(p, trump)
    held, his = mine(p, trump), lane(p[PARTNER_HAND], trump)
    if not out or not held:
        return NONE
    ours = count(held) + count(his)
    if ours < count(out) + 3 and not (masters(held | his, out) and ours > count(out)):
        return NONE
    if masters(held, out):
        return trump * 16 + low_of_top_run(held, out | his)
    if masters(his, out):
        return trump * 16 + bottom(held)
    high = top(held)
    if count(held) >= 3 and held >> (high - 1) & 1 and high >= 11:
        return trump * 16 + high
    return trump * 16 + bottom(held)


@compiled
def lead(p: Ints) -> tuple[int, int]:
    """The lead and its rule's place in the list of the decision (the dealer's, the opening
    lead, the adversaries' later leads); a card not held passes to the next rule."""
    hand = p[HAND]
    if p[DEALER_SIDE]:
        for rule in range(8):
            card = dealer_rule(p, rule)
            if card >= 0 and hand >> card & 1:
                return card, rule
    elif p[OPENING]:
        for rule in range(8):
            card = opening_rule(p, rule)
            if card >= 0 and hand >> card & 1:
                return card, rule
    else:
        for rule in range(9):
            card = adversary_rule(p, rule)
            if card >= 0 and hand >> card & 1:
                return card, rule
    return NONE, -1


__all__ = [
    "adversary_rule", "dealer_rule", "draw_trumps_when_strong", "lead", "lead_by_the_table",
    "lowest_of_longest", "opening_rule", "through_strength_up_to_weakness",
]
