"""The maxims player's hand evaluation as compiled functions, for the batch environment.

The same measures as :mod:`bridgewhist.agents.hand_eval`, one for one, on the same raw ints:
a *lane* is one suit's 16-bit rank mask (bit ``r`` for rank ``r``, 2..14), a hand is four lanes
(``suit * 16 + rank``), a card ``suit * 16 + rank``. Compiled by numba when it is installed
(:data:`COMPILED`), else plain Python. Each docstring names the engine's function it mirrors;
the words and books are quoted there. tests/env/test_batch_maxims.py checks every decision
built on them against the engine's maxims player.

>>> hand = to_lanes(np.uint64(0b1_0000_0000_0011))  # the two, the three and the ace of spades
>>> lane(hand, 0) == (1 << 14) | (1 << 3) | (1 << 2), protected(lane(hand, 0))
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import numpy as np

try:
    import numba
except ImportError:  # plain Python: correct, slow
    numba = None  # type: ignore[assignment]

COMPILED = numba is not None
"""Whether numba compiled these functions."""

F = TypeVar("F", bound=Callable[..., Any])

ACE = 1 << 14
KING = 1 << 13
QUEEN = 1 << 12
JACK = 1 << 11
TEN = 1 << 10
NINE = 1 << 9
HONOURS = ACE | KING | QUEEN | JACK | TEN
TOP3 = ACE | KING | QUEEN
FULL_LANE = 0x7FFC
NONE = -9999
"""A rule that does not apply (the engine's None)."""


def compiled(function: F) -> F:
    """``function`` compiled in nopython mode (cached on disk), or itself without numba."""
    if numba is None:
        return function
    return cast(F, numba.njit(cache=True, nogil=True)(function))


@compiled
def to_lanes(bits: np.uint64) -> int:
    """A batch card set (bit ``suit * 13 + rank - 2``) as the engine's four lanes."""
    out = 0
    for suit in range(4):
        out |= ((int(bits >> np.uint64(13 * suit)) & 0x1FFF) << 2) << (16 * suit)
    return out


@compiled
def lane(hand: int, suit: int) -> int:
    """``hand_eval.lane``: the ranks ``hand`` holds in ``suit``."""
    return (hand >> (suit * 16)) & 0xFFFF


@compiled
def count(ranks: int) -> int:
    """``int.bit_count`` of a lane."""
    n = 0
    while ranks:
        ranks &= ranks - 1
        n += 1
    return n


@compiled
def top(ranks: int) -> int:
    """``hand_eval.top``: the highest rank (-1 for an empty lane)."""
    rank = -1
    while ranks:
        ranks >>= 1
        rank += 1
    return rank


@compiled
def bottom(ranks: int) -> int:
    """``hand_eval.bottom``: the lowest rank (-1 for an empty lane)."""
    return top(ranks & -ranks)


@compiled
def above(ranks: int, rank: int) -> int:
    """``hand_eval.above``: the ranks higher than ``rank``."""
    return ranks & ~((2 << rank) - 1) if rank >= 0 else ranks


@compiled
def lowest_above(ranks: int, rank: int) -> int:
    """``hand_eval.lowest_above``: the lowest rank that beats ``rank`` (-1 if none)."""
    return bottom(above(ranks, rank))


@compiled
def honours(ranks: int) -> int:
    """``hand_eval.honours``: the honours (A K Q J T) in a lane."""
    return count(ranks & HONOURS)


@compiled
def fourth_best(ranks: int) -> int:
    """``hand_eval.fourth_best``: the fourth-highest rank, or the lowest of a shorter suit."""
    seen = 0
    rank = top(ranks)
    while ranks:
        rank = top(ranks)
        seen += 1
        if seen == 4:
            return rank
        ranks ^= 1 << rank
    return rank


@compiled
def from_ace(ranks: int) -> int:
    """``hand_eval.from_ace``: the unbroken run down from the ace."""
    if not ranks & ACE:
        return 0
    n = 0
    rank = 14
    while rank >= 2 and ranks >> rank & 1:
        n += 1
        rank -= 1
    return n


@compiled
def protected(ranks: int) -> bool:
    """``hand_eval.protected``: ace, king and one, queen and two, knave and three."""
    n = count(ranks)
    return ((ranks & ACE) != 0 or ((ranks & KING) != 0 and n >= 2)
            or ((ranks & QUEEN) != 0 and n >= 3) or ((ranks & JACK) != 0 and n >= 4))


@compiled
def sure_entry(ranks: int) -> bool:
    """``hand_eval.sure_entry``: the ace, or king and queen."""
    return (ranks & ACE) != 0 or ranks & (KING | QUEEN) == KING | QUEEN


@compiled
def losers(ranks: int) -> int:
    """``hand_eval.losers``: the ace, king and queen missing among the first places."""
    n = count(ranks)
    if n == 0:
        return 0
    places = ACE if n == 1 else (ACE | KING if n == 2 else TOP3)
    return min(n, 3) - count(ranks & places)


@compiled
def established(ranks: int) -> bool:
    """``hand_eval.established``: four or more cards running from the ace."""
    n = count(ranks)
    return n >= 4 and from_ace(ranks) >= min(n, 3)


@compiled
def nearly_established(ranks: int) -> bool:
    """``hand_eval.nearly_established``: four or more, one top loser, three of A K Q J."""
    return count(ranks) >= 4 and losers(ranks) <= 1 and count(ranks & (TOP3 | JACK)) >= 3


@compiled
def quick_tricks(ranks: int) -> int:
    """``hand_eval.quick_tricks``: defensive tricks in half tricks."""
    top2 = ranks & TOP3
    if top2 & (ACE | KING) == ACE | KING:
        return 4
    if top2 == ACE | QUEEN:
        return 3
    if ranks & ACE:
        return 2
    if top2 == KING | QUEEN:
        return 2
    if ranks & KING and count(ranks) >= 2:
        return 1
    return 0


@compiled
def playing_tricks(ranks: int, trumps: bool) -> int:
    """``hand_eval.playing_tricks``: the suit's tricks in the maker's hand, in half tricks."""
    n = count(ranks)
    if n == 0:
        return 0
    lose = losers(ranks)
    if trumps:
        return 2 * max(0, n - lose)
    tricks = 2 * max(0, min(n, 3) - lose)
    if n > 3 and honours(ranks) >= 2:
        tricks += n - 3
    return tricks


@compiled
def masters(mine: int, others: int) -> int:
    """``hand_eval.masters``: my cards above every other unplayed card of the suit."""
    return above(mine, top(others))


@compiled
def low_of_top_run(mine: int, others: int) -> int:
    """``hand_eval.low_of_top_run``: the lowest card equal to my highest."""
    rank = top(mine)
    if rank < 0:
        return -1
    live = mine | others
    while True:
        below = live & ((1 << rank) - 1)
        if not below:
            return rank
        nxt = top(below)
        if not mine >> nxt & 1:
            return rank
        rank = nxt


@compiled
def relative(mine: int, played: int) -> int:
    """``hand_eval.relative``: my lane re-ranked as though the played cards were gone."""
    out = 0
    for rank in range(2, 15):
        if mine >> rank & 1:
            out |= 1 << (rank + count(above(played, rank)))
    return out


@compiled
def absolute(mine: int, played: int, rel: int) -> int:
    """``hand_eval.absolute``: the rank of my card whose relative rank is ``rel``."""
    for rank in range(14, 1, -1):
        if mine >> rank & 1 and rank + count(above(played, rank)) == rel:
            return rank
    return bottom(mine)


@compiled
def table_lead(ranks: int, nt: bool, red_trump: bool) -> int:
    """``hand_eval.table_lead``: Ames's table of leads from long suits, and the top of a short
    honour sequence."""
    n = count(ranks)
    if n >= 4:
        if ranks & (ACE | KING) == ACE | KING:
            return 13
        if ranks & (ACE | QUEEN | JACK) == ACE | QUEEN | JACK:
            return 12 if nt else 14
        if ranks & ACE and n >= 7:
            return 14
        if ranks & ACE and n >= 5 and not ranks & (KING | QUEEN | JACK):
            return 14 if red_trump else fourth_best(ranks)
        if ranks & (KING | QUEEN) == KING | QUEEN:
            return 13
        if ranks & (KING | JACK | TEN) == KING | JACK | TEN:
            return 10
        if ranks & (QUEEN | JACK | TEN) == QUEEN | JACK | TEN:
            return 12
        if ranks & (JACK | TEN | NINE) == JACK | TEN | NINE:
            return 11
        return fourth_best(ranks) if nt else bottom(ranks)
    high = top(ranks)
    if n >= 2 and ranks >> (high - 1) & 1 and high >= 10:
        return high
    return high if n == 2 else bottom(ranks)


@compiled
def supporting_card(ranks: int) -> int:
    """``hand_eval.supporting_card``: the high card of Ames's supporting leads (-1 if none)."""
    n = count(ranks)
    high = top(ranks)
    if n == 0 or n > 3 or high > 12 or high < 10:
        return -1
    second = top(ranks ^ (1 << high))
    if n == 1:
        return high
    if second == high - 1:
        return high
    return high if n == 2 and (high == 10 or high == 11) else -1


__all__ = [
    "ACE", "COMPILED", "FULL_LANE", "HONOURS", "JACK", "KING", "NONE", "QUEEN", "TEN", "TOP3",
    "above", "absolute", "bottom", "compiled", "count", "established", "fourth_best",
    "from_ace", "honours", "lane", "losers", "low_of_top_run", "lowest_above", "masters",
    "nearly_established", "playing_tricks", "protected", "quick_tricks", "relative",
    "supporting_card", "sure_entry", "table_lead", "to_lanes", "top",
]
