"""The maxims player's play as compiled functions, for the batch environment: what a decision
reads (the engine's :class:`~bridgewhist.agents.maxims.agent.Play`, here an int array ``p``
indexed by the constants below), the questions the rules ask of it, and the rules of following
suit and of renouncing.

Rule for rule :mod:`bridgewhist.agents.maxims.play` (``SECOND_HAND``, ``THIRD_HAND``,
``FOURTH_HAND``, ``VOID``), in the same order; each returns a card (``suit * 16 + rank``) or
:data:`~bridgewhist.env.batch_maxims_eval.NONE`, and each docstring names the engine's rule,
which quotes its book. One difference, by design: the engine's dealer chooses at random among
equal cards of his own hand (Ames: "should false card from his own hand"); here he plays the
card the rule names (the engine's choice without a generator), so that one deal gives one play.
The leads are in :mod:`bridgewhist.env.batch_maxims_leads`.

>>> p = np.zeros(SIZE, dtype=np.int64)
>>> p[HAND] = (1 << 14) | (1 << 5)  # the ace and five of spades
>>> p[POS], p[LED], p[WIN_CARD], p[BEAT] = 1, 0, 9, 9  # the nine of spades led
>>> [int(x) for x in follow(p)]  # second hand low: the five, by the last rule, follow_low
[5, 5]
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.env.batch_maxims_eval import (
    FULL_LANE,
    KING,
    NONE,
    QUEEN,
    above,
    bottom,
    compiled,
    count,
    honours,
    lane,
    low_of_top_run,
    lowest_above,
    masters,
    protected,
    relative,
    table_lead,
    top,
)
from bridgewhist.env.batch_maxims_eval import absolute as absolute_rank

Ints = npt.NDArray[np.int64]

# The fields of a decision (the engine's Play): seats, hands as lanes, the trick.
TURN, DEALER, DUMMY, PARTNER, MAKER, DEALER_SIDE, HAND, HAS_DUMMY = 0, 1, 2, 3, 4, 5, 6, 7
DUMMY_HAND, HAS_PARTNER, PARTNER_HAND, TRUMP, NT, PLAYED, UNSEEN = 8, 9, 10, 11, 12, 13, 14
VOIDS = 15  # four places, one a seat
PARTNER_DOUBLED, POS, OPENING, LED, WIN_CARD, WIN_SEAT, BEAT = 19, 20, 21, 22, 23, 24, 25
PARTNER_WINNING, LEADER, PARTNER_FIRST, OWN_FIRST, HAS_DISCARDED, SIZE = 26, 27, 28, 29, 30, 31


# -- the questions the rules ask (Play's methods) ----------------------------------------------


@compiled
def mine(p: Ints, suit: int) -> int:
    """``Play.lane``: the ranks of ``suit`` in the hand being played."""
    return lane(p[HAND], suit)


@compiled
def others(p: Ints, suit: int) -> int:
    """``Play.others``: the unplayed ranks of ``suit`` not in the hand being played."""
    return FULL_LANE & ~lane(p[PLAYED] | p[HAND], suit)


@compiled
def outside(p: Ints, suit: int) -> int:
    """``Play.outside``: the ranks of ``suit`` the player cannot see."""
    return lane(p[UNSEEN], suit)


@compiled
def void(p: Ints, seat: int, suit: int) -> bool:
    """Whether ``seat`` has shown out of ``suit``."""
    bits: int = p[VOIDS + seat]
    return (bits >> suit & 1) != 0


@compiled
def safe(p: Ints, suit: int) -> bool:
    """``Play.safe``: a lead of ``suit`` no adversary known void of it can ruff."""
    trump = p[TRUMP]
    if trump < 0 or suit == trump:
        return True
    for k in (1, 3):
        seat = (p[TURN] + k) & 3
        if seat == p[DUMMY] and p[HAS_DUMMY] and not p[DEALER_SIDE]:
            if not lane(p[DUMMY_HAND], suit) and lane(p[DUMMY_HAND], trump):
                return False
        elif void(p, seat, suit) and not void(p, seat, trump) and lane(p[UNSEEN], trump):
            return False
    return True


@compiled
def suit_lead(p: Ints, suit: int) -> int:
    """``Play.suit_lead``: the card to lead from ``suit`` by Ames's table, played cards out."""
    held = mine(p, suit)
    gone = lane(p[PLAYED], suit)
    rank = table_lead(relative(held, gone), p[NT] != 0, p[TRUMP] == 1 or p[TRUMP] == 2)
    return suit * 16 + absolute_rank(held, gone, rank)


@compiled
def longest(p: Ints, exclude_trumps: bool) -> int:
    """The longest suit held (the stronger of equals), trumps aside if asked (-1 if none)."""
    best, k0, k1, k2 = -1, -1, -1, -1
    for suit in range(4):
        ranks = mine(p, suit)
        if not ranks or (exclude_trumps and suit == p[TRUMP]):
            continue
        n, h = count(ranks), honours(ranks)
        if (n, h, ranks) > (k0, k1, k2):
            best, k0, k1, k2 = suit, n, h, ranks
    return best


@compiled
def best_long_suit(p: Ints) -> int:
    """``Play.best_long_suit``: the longest suit, trumps aside when there are others."""
    best = longest(p, True)
    return best if best >= 0 else longest(p, False)


@compiled
def can_be_beaten(p: Ints) -> bool:
    """``Play.can_be_beaten``: an adversary still to play may beat the card winning."""
    win, trump, led = p[WIN_CARD], p[TRUMP], p[LED]
    win_suit, win_rank = win >> 4, win & 15
    for offset in range(p[POS] + 1, 4):
        seat = (p[LEADER] + offset) & 3
        if (seat & 1) == (p[TURN] & 1):
            continue
        if seat == p[DUMMY] and p[HAS_DUMMY] and not p[DEALER_SIDE]:
            his = lane(p[DUMMY_HAND], led)
            if his:
                if win_suit == led and top(his) > win_rank:
                    return True
            elif trump >= 0:
                trumps = lane(p[DUMMY_HAND], trump)
                if trumps and (win_suit != trump or top(trumps) > win_rank):
                    return True
            continue
        if void(p, seat, led):
            if trump >= 0 and not void(p, seat, trump):
                trumps = lane(p[UNSEEN], trump)
                if trumps and (win_suit != trump or top(trumps) > win_rank):
                    return True
        elif win_suit == led and top(lane(p[UNSEEN], led)) > win_rank:
            return True
    return False


@compiled
def low(p: Ints) -> int:
    """The lowest card of the suit led."""
    led: int = p[LED]
    return led * 16 + bottom(mine(p, led))


# -- following suit (maxims/play.py) ------------------------------------------------------------


@compiled
def second_hand(p: Ints) -> tuple[int, int]:
    """``SECOND_HAND``: keep_entries, low_when_dummy_beats_all, high_card_of_a_sequence,
    cover_an_honour, save_a_guarded_king_or_queen, follow_low."""
    led, held = p[LED], mine(p, p[LED])
    if p[DEALER_SIDE] and p[HAS_PARTNER]:  # keep_entries
        his = lane(p[PARTNER_HAND], led)
        if his and masters(his, outside(p, led)):
            return low(p), 0
    if (not p[DEALER_SIDE] and p[HAS_DUMMY] and p[DUMMY] == (p[TURN] + 1) & 3
            and top(lane(p[DUMMY_HAND], led)) > top(held)):  # low_when_dummy_beats_all
        return low(p), 1
    run = above(held, p[BEAT])
    if top(run) >= 12:  # high_card_of_a_sequence
        rank = low_of_top_run(run, others(p, led))
        if rank < top(run):
            return led * 16 + rank, 2
    card = cover_an_honour(p)
    if card != NONE:
        return card, 3
    if ((held & KING) != 0 and count(held) >= 2) or ((held & QUEEN) != 0 and count(held) >= 3):
        return low(p), 4  # save_a_guarded_king_or_queen
    return low(p), 5  # follow_low


@compiled
def cover_an_honour(p: Ints) -> int:
    """``play.cover_an_honour`` (the whist rule Ames keeps at second hand)."""
    led: int = p[LED]
    beat: int = p[BEAT]
    if p[DEALER_SIDE] or p[WIN_CARD] >> 4 != led or beat < 11 or p[POS] != 1:
        return NONE
    cover = lowest_above(mine(p, led), beat)
    if cover < 11:
        return NONE
    third = (p[TURN] + 1) & 3
    if third == p[DUMMY] and p[HAS_DUMMY] and top(lane(p[DUMMY_HAND], led)) > cover:
        return NONE
    leader = (p[TURN] + 3) & 3
    if leader == p[DUMMY] and p[HAS_DUMMY] and lane(p[DUMMY_HAND], led) >> (beat - 1) & 1:
        return NONE
    return led * 16 + cover


@compiled
def low_when_partner_wins(p: Ints) -> bool:
    """``play.low_when_partner_wins``: partner's certain winner is not overtaken."""
    return p[PARTNER_WINNING] != 0 and not can_be_beaten(p)


@compiled
def third_hand(p: Ints) -> tuple[int, int]:
    """``THIRD_HAND``: low_when_partner_wins, low_on_partners_honour, finesse_against_dummy,
    dealers_finesse, third_hand_high, follow_low."""
    led, held, beat = p[LED], mine(p, p[LED]), p[BEAT]
    if low_when_partner_wins(p):
        return low(p), 0
    if (p[PARTNER_WINNING] and p[WIN_CARD] >> 4 == led and beat >= 10 and p[POS] == 2
            and p[LEADER] == p[PARTNER] and not masters(held, others(p, led))):
        return low(p), 1  # low_on_partners_honour
    if not p[DEALER_SIDE] and p[HAS_DUMMY] and p[DUMMY] == (p[TURN] + 1) & 3:
        return finesse_against_dummy(p), 2
    if p[DEALER_SIDE] and led != p[TRUMP] and not void(p, (p[TURN] + 3) & 3, led):
        out = outside(p, led)  # dealers_finesse
        for rank in range(beat + 1, 15):
            if held >> rank & 1:
                higher = above(out, rank)
                if count(higher) == 1 and above(held, top(higher)):
                    return led * 16 + rank, 3
                if not higher:
                    break
    run = above(held, beat)
    if run:  # third_hand_high
        return led * 16 + low_of_top_run(run, others(p, led)), 4
    return low(p), 5


@compiled
def finesse_against_dummy(p: Ints) -> int:
    """``play.finesse_against_dummy`` (it applies whenever dummy plays last and is seen)."""
    led: int = p[LED]
    held = mine(p, led)
    his = lane(p[DUMMY_HAND], led)
    if not his and p[TRUMP] >= 0 and lane(p[DUMMY_HAND], p[TRUMP]):
        return low(p)
    rank = lowest_above(held, max(p[BEAT], top(his)))
    if rank < 0:
        if p[PARTNER_WINNING]:
            return low(p)
        rank = lowest_above(held, p[BEAT]) if not his else -1
        return led * 16 + (rank if rank >= 0 else bottom(held))
    return led * 16 + rank


@compiled
def fourth_hand(p: Ints) -> tuple[int, int]:
    """``FOURTH_HAND``: low_when_partner_wins, win_cheaply, follow_low."""
    if low_when_partner_wins(p):
        return low(p), 0
    if not p[PARTNER_WINNING]:
        rank = lowest_above(mine(p, p[LED]), p[BEAT])
        if rank >= 0:
            return p[LED] * 16 + rank, 1
    return low(p), 2


@compiled
def follow(p: Ints) -> tuple[int, int]:
    """The card to follow suit with in second, third or fourth place, and the rule's place."""
    if p[POS] == 1:
        return second_hand(p)
    if p[POS] == 2:
        return third_hand(p)
    return fourth_hand(p)


# -- void of the suit led (maxims/play.py VOID) --------------------------------------------------


@compiled
def weakest(p: Ints) -> int:
    """``play.discard_lowest_of_weakest``: the lowest card of the weakest suit, trumps last."""
    best, k0, k1, k2 = -1, 99, 99, 99
    for s in range(4):
        ranks = mine(p, s)
        if not ranks:
            continue
        key = (1 if s == p[TRUMP] else 0, honours(ranks), top(ranks))
        if key < (k0, k1, k2):
            best, k0, k1, k2 = s, key[0], key[1], key[2]
    return best * 16 + bottom(mine(p, best))


@compiled
def renounce(p: Ints) -> tuple[int, int]:
    """``VOID``: ruff, discard_first_from_best_protected, discard_first_from_weakest,
    keep_guards_to_reentries, discard_lowest_of_weakest."""
    trump = p[TRUMP]
    if trump >= 0 and mine(p, trump) and not low_when_partner_wins(p):  # ruff
        beat = p[BEAT] if p[WIN_CARD] >> 4 == trump else 0
        rank = lowest_above(mine(p, trump), beat)
        if rank >= 0:
            return trump * 16 + rank, 0
    defender_first = not p[DEALER_SIDE] and not p[HAS_DISCARDED]
    if defender_first and (p[NT] != 0 or trump == 1 or trump == 2) and not p[PARTNER_DOUBLED]:
        best, k0, k1 = -1, -1, -1  # discard_first_from_best_protected
        for suit in range(4):
            ranks = mine(p, suit)
            if (suit != trump and protected(ranks) and protected(ranks ^ (1 << bottom(ranks)))
                    and (honours(ranks), count(ranks)) > (k0, k1)):
                best, k0, k1 = suit, honours(ranks), count(ranks)
        if best >= 0:
            return best * 16 + bottom(mine(p, best)), 1
    if defender_first and (trump == 0 or p[PARTNER_DOUBLED] != 0):
        return weakest(p), 2  # discard_first_from_weakest
    best, k0, k1 = -1, 99, 99  # keep_guards_to_reentries
    for suit in range(4):
        ranks = mine(p, suit)
        if not ranks or suit == trump:
            continue
        worth = 0
        if masters(ranks, others(p, suit)):
            worth += 4
        if ((protected(ranks) or (ranks & (KING | QUEEN)) != 0)
                and not protected(ranks ^ (1 << bottom(ranks)))):
            worth += 2
        if (p[HAS_DUMMY] and not p[DEALER_SIDE]
                and masters(lane(p[DUMMY_HAND], suit), others(p, suit))):
            worth -= 1
        if (worth, -count(ranks)) < (k0, k1):
            best, k0, k1 = suit, worth, -count(ranks)
    if best >= 0:
        return best * 16 + bottom(mine(p, best)), 3
    return weakest(p), 4


__all__ = [
    "BEAT",
    "DEALER",
    "DEALER_SIDE",
    "DUMMY",
    "DUMMY_HAND",
    "HAND",
    "HAS_DISCARDED",
    "HAS_DUMMY",
    "HAS_PARTNER",
    "LEADER",
    "LED",
    "MAKER",
    "NT",
    "OPENING",
    "OWN_FIRST",
    "PARTNER",
    "PARTNER_DOUBLED",
    "PARTNER_FIRST",
    "PARTNER_HAND",
    "PARTNER_WINNING",
    "PLAYED",
    "POS",
    "SIZE",
    "TRUMP",
    "TURN",
    "UNSEEN",
    "VOIDS",
    "WIN_CARD",
    "WIN_SEAT",
    "best_long_suit",
    "can_be_beaten",
    "follow",
    "longest",
    "mine",
    "others",
    "outside",
    "renounce",
    "safe",
    "suit_lead",
]
