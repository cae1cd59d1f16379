"""Hand evaluation for the maxims agent: suit lanes, honours, protected suits, sure tricks.

Everything works on raw ints. A *lane* is one suit's 16-bit rank mask (bit ``r`` for rank
``r``, 2..14), as :mod:`bridgewhist.cards` lays a card-set int out; a *card* is
``suit * 16 + rank``. The words are the period's: a suit is *protected* when it can stop the
adversaries' run of it (Ames, "The Make": "two aces and one other protected suit"), *guarded*
when a king or queen has small cards to keep it (Ames, "The Play": "With king or queen guarded").

>>> from bridgewhist.cards import CardSet
>>> hand = CardSet.parse_pbn("AKQ52.K4.QJ3.876").mask
>>> lengths(hand), honours(lane(hand, 0)), protected(lane(hand, 1)), protected(lane(hand, 3))
((5, 2, 3, 3), 3, True, False)
>>> established(lane(hand, 0)), sure_tricks(lane(hand, 0)), rank_text(lane(hand, 2))
(True, 3, 'QJ3')
>>> table_lead(ACE | KING | (1 << 7) | (1 << 3), nt=False, red_trump=False)  # "lead king"
13
"""

from __future__ import annotations

from bridgewhist.cards import RANK_CHARS
from bridgewhist.fastplay import RANKS
from bridgewhist.phases.play import winning_index

ACE = 1 << 14
KING = 1 << 13
QUEEN = 1 << 12
JACK = 1 << 11
TEN = 1 << 10
HONOURS = ACE | KING | QUEEN | JACK | TEN
"""The honours of a suit: ace, king, queen, knave and ten (P5, A5, W5)."""
TOP3 = ACE | KING | QUEEN
FULL_LANE = 0x7FFC


def lane(hand: int, suit: int) -> int:
    """The ranks ``hand`` holds in ``suit`` as a 16-bit lane."""
    return (hand >> (suit << 4)) & 0xFFFF


def lanes(hand: int) -> tuple[int, int, int, int]:
    """The four lanes of a hand, spades, hearts, diamonds, clubs."""
    return (hand & 0xFFFF, (hand >> 16) & 0xFFFF, (hand >> 32) & 0xFFFF, hand >> 48)


def lengths(hand: int) -> tuple[int, int, int, int]:
    """How many cards the hand holds in each suit."""
    return ((hand & 0xFFFF).bit_count(), ((hand >> 16) & 0xFFFF).bit_count(),
            ((hand >> 32) & 0xFFFF).bit_count(), (hand >> 48).bit_count())


def honours(ranks: int) -> int:
    """The honours (A K Q J T) in a lane."""
    return (ranks & HONOURS).bit_count()


def top(ranks: int) -> int:
    """The highest rank in a lane (-1 for an empty lane)."""
    return ranks.bit_length() - 1


def bottom(ranks: int) -> int:
    """The lowest rank in a lane (-1 for an empty lane)."""
    return (ranks & -ranks).bit_length() - 1


def above(ranks: int, rank: int) -> int:
    """The ranks of ``ranks`` higher than ``rank``."""
    return ranks & ~((2 << rank) - 1) if rank >= 0 else ranks


def lowest_above(ranks: int, rank: int) -> int:
    """The lowest rank of ``ranks`` that beats ``rank`` (-1 when none does)."""
    return bottom(above(ranks, rank))


def fourth_best(ranks: int) -> int:
    """The fourth-highest rank held, or the lowest of a shorter suit."""
    held = RANKS[ranks]
    return held[3] if len(held) >= 4 else held[-1]


def top_sequence(ranks: int) -> int:
    """How many cards head the lane in an unbroken run (A K Q x -> 3, K Q J x -> 3)."""
    count = 0
    rank = top(ranks)
    while rank >= 2 and ranks >> rank & 1:
        count += 1
        rank -= 1
    return count


def from_ace(ranks: int) -> int:
    """How many cards run down from the ace unbroken: the suit's certain tricks."""
    return top_sequence(ranks) if ranks & ACE else 0


def protected(ranks: int) -> bool:
    """A suit the adversaries cannot run: the ace, king and one, queen and two, knave and three.

    Ames, "The Make": "Two aces with sure re-entry in the other suits. If the score is behind,
    no trump may be declared with two aces and one other protected suit."
    """
    n = ranks.bit_count()
    return bool(ranks & ACE or (ranks & KING and n >= 2) or (ranks & QUEEN and n >= 3)
                or (ranks & JACK and n >= 4))


def sure_entry(ranks: int) -> bool:
    """A sure re-entry: the ace, or king and queen (a certain trick once the ace is out)."""
    return bool(ranks & ACE or ranks & (KING | QUEEN) == KING | QUEEN)


def losers(ranks: int) -> int:
    """Top losers: the ace, king and queen missing among the first ``min(length, 3)`` places."""
    n = ranks.bit_count()
    if n == 0:
        return 0
    places = (ACE, ACE | KING, TOP3)[min(n, 3) - 1]
    return min(n, 3) - (ranks & places).bit_count()


def established(ranks: int) -> bool:
    """A long suit that runs from the top: four or more cards headed by ace, king, queen
    (or every card of the suit from the ace)."""
    n = ranks.bit_count()
    return n >= 4 and from_ace(ranks) >= min(n, 3)


def nearly_established(ranks: int) -> bool:
    """Within one round of being established: four or more cards with three of the top four
    honours and one top loser (K Q J x, A Q J x, A K J x)."""
    n = ranks.bit_count()
    return n >= 4 and losers(ranks) <= 1 and (ranks & (TOP3 | JACK)).bit_count() >= 3


def sure_tricks(ranks: int) -> int:
    """Tricks the suit takes for certain against any holding: the run from the ace."""
    return from_ace(ranks)


def quick_tricks(ranks: int) -> int:
    """Defensive tricks in half tricks: A K 4, A Q 3, A 2, K Q 2, K and one 1."""
    top2 = ranks & (ACE | KING | QUEEN)
    if top2 & (ACE | KING) == ACE | KING:
        return 4
    if top2 == ACE | QUEEN:
        return 3
    if ranks & ACE:
        return 2
    if top2 == KING | QUEEN:
        return 2
    if ranks & KING and ranks.bit_count() >= 2:
        return 1
    return 0


def playing_tricks(ranks: int, trumps: bool) -> int:
    """Tricks the suit should take in the maker's hand, in half tricks: the top places held
    (length counts in full when trumps; beyond three cards a long side suit with two honours
    adds half a trick a card)."""
    n = ranks.bit_count()
    if n == 0:
        return 0
    lose = losers(ranks)
    if trumps:
        return 2 * max(0, n - lose)
    tricks = 2 * max(0, min(n, 3) - lose)
    if n > 3 and honours(ranks) >= 2:
        tricks += n - 3
    return tricks


def master_rank(mine: int, others: int) -> bool:
    """Whether my highest card in the suit beats every other unplayed card of it."""
    return mine != 0 and top(mine) > top(others)


def masters(mine: int, others: int) -> int:
    """My cards that beat every other unplayed card of the suit."""
    return above(mine, top(others))


def low_of_top_run(mine: int, others: int) -> int:
    """The lowest card equal to my highest, once played cards are removed (with K Q and the
    ace out, the queen): the whist way to win, or to force, cheaply."""
    rank = top(mine)
    if rank < 0:
        return -1
    live = mine | others
    while True:
        below = live & ((1 << rank) - 1)
        if not below:
            return rank
        nxt = below.bit_length() - 1
        if not mine >> nxt & 1:
            return rank
        rank = nxt


def relative(mine: int, played: int) -> int:
    """My lane re-ranked as though the played cards were gone (K Q with the ace played reads
    as A K), so the table of leads applies mid-deal."""
    out = 0
    for rank in RANKS[mine]:
        out |= 1 << (rank + (above(played, rank)).bit_count())
    return out


def absolute(mine: int, played: int, rel: int) -> int:
    """The rank of my card whose relative rank (see :func:`relative`) is ``rel``."""
    for rank in RANKS[mine]:
        if rank + above(played, rank).bit_count() == rel:
            return rank
    return bottom(mine)


NINE = 1 << 9


def table_lead(ranks: int, *, nt: bool, red_trump: bool) -> int:
    """The card to lead from a suit (a rank), by Ames's table for long suits ("The usual leads
    from long suits are as follows") and the top of a short honour sequence."""
    n = ranks.bit_count()
    if n >= 4:
        if ranks & (ACE | KING) == ACE | KING:
            return 13  # "From ace, king, etc., lead king."
        if ranks & (ACE | QUEEN | JACK) == ACE | QUEEN | JACK:
            return 12 if nt else 14  # "lead ace, then queen. At no trump, lead queen first."
        if ranks & ACE and n >= 7:
            return 14  # "With more than six in suit lead ace."
        if ranks & ACE and n >= 5 and not ranks & (KING | QUEEN | JACK):
            return 14 if red_trump else fourth_best(ranks)  # "ace and four or five low"
        if ranks & (KING | QUEEN) == KING | QUEEN:
            return 13  # "From king, queen, etc., lead king."
        if ranks & (KING | JACK | TEN) == KING | JACK | TEN:
            return 10  # "From king, jack, ten, etc., lead ten."
        if ranks & (QUEEN | JACK | TEN) == QUEEN | JACK | TEN:
            return 12  # "From queen, jack, ten, etc., lead queen."
        if ranks & (JACK | TEN | NINE) == JACK | TEN | NINE:
            return 11  # "From jack, ten, nine, etc., lead jack."
        # "From other combinations, lead the lowest of the cards held in the suit on a suit
        # make, fourth best on a no trump make."
        return fourth_best(ranks) if nt else bottom(ranks)
    high = top(ranks)
    if n >= 2 and ranks >> (high - 1) & 1 and high >= 10:
        return high  # the top of a short sequence: A K, K Q, Q J, J T, T 9
    return high if n == 2 else bottom(ranks)


def supporting_card(ranks: int) -> int:
    """Ames: "lead the highest from any of the following combinations: queen, jack, x;
    -jack,-ten, x; -ten, nine, x; -queen, jack, -jack, ten, -ten, nine, -jack, x; -ten, x, - or
    either of these cards alone." (-1 when the suit is none of them.)"""
    n = ranks.bit_count()
    high = top(ranks)
    if n == 0 or n > 3 or high > 12 or high < 10:
        return -1
    second = top(ranks ^ (1 << high))
    if n == 1:
        return high
    if second == high - 1:
        return high  # Q J (x), J T (x), T 9 (x)
    return high if n == 2 and high in (10, 11) else -1  # J x, T x


def rank_text(ranks: int) -> str:
    """The ranks held, highest first (``AKT2``)."""
    return "".join(RANK_CHARS[r - 2] for r in RANKS[ranks])


def partial_winner(trick: tuple[int, ...], trump: int) -> tuple[int, int]:
    """``(position, card)`` of the card winning a trick so far (``trump`` -1 at no trumps)."""
    index = winning_index(trick, trump)
    return index, trick[index]


__all__ = [
    "ACE", "FULL_LANE", "HONOURS", "JACK", "KING", "QUEEN", "TEN", "TOP3", "above", "absolute",
    "bottom", "established", "fourth_best", "from_ace", "honours", "lane", "lanes", "lengths",
    "losers", "low_of_top_run", "lowest_above", "master_rank", "masters", "nearly_established",
    "partial_winner", "playing_tricks", "protected", "quick_tricks", "rank_text", "relative",
    "supporting_card", "sure_entry", "sure_tricks", "table_lead", "top", "top_sequence",
]
