"""The maxims player's make and doubling as compiled functions, for the batch environment.

Rule for rule the functions of :mod:`bridgewhist.agents.maxims.make` and
:mod:`bridgewhist.agents.maxims.doubling`, in the same order (each docstring names the rule
and its book; the passages are quoted there). A hand is read once into a *make* array
(:func:`read_make`: lanes, lengths, honours, protected suits, aces, the score); each rule
returns an action index (:mod:`bridgewhist.env.encoding`) or :data:`NONE`. :func:`declare` and
:func:`double` return the action and the rule's place in its list (``DEALER_RULES``,
``DUMMY_RULES``, ``DOUBLING_RULES``).

>>> import numpy as np
>>> from bridgewhist.cards import CardSet
>>> make = read_make(CardSet.parse_pbn("A54.A83.A962.A74").mask, 0, 0, 30)
>>> declare(make, np.array([2, 8, 6, 4, 12]), False)  # no trumps, by "four_aces"
(56, 0)
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.env.batch_maxims_eval import (
    ACE,
    NONE,
    compiled,
    count,
    honours,
    lane,
    playing_tricks,
    protected,
    quick_tricks,
    sure_entry,
)

Ints = npt.NDArray[np.int64]

SPADES, HEARTS, DIAMONDS, CLUBS, NO_TRUMPS, LEAVE, DOUBLE, SATISFIED = range(52, 60)
# The make array's fields.
LANES, LENS, HONS, PROT, ACES, EVEN, US, THEM, GAME, SIZE = 0, 4, 8, 12, 16, 17, 18, 19, 20, 21


@compiled
def read_make(hand: int, us: int, them: int, game: int) -> Ints:
    """``maxims.make.Make`` with its ``Outlook``: one hand read once for the make."""
    m = np.zeros(SIZE, dtype=np.int64)
    even = True
    for s in range(4):
        ranks = lane(hand, s)
        m[LANES + s] = ranks
        m[LENS + s] = count(ranks)
        m[HONS + s] = honours(ranks)
        m[PROT + s] = 1 if protected(ranks) else 0
        m[ACES] += 1 if ranks & ACE else 0
        if m[LENS + s] > 4 or m[LENS + s] < 2:
            even = False
    m[EVEN] = 1 if even else 0
    m[US] = us
    m[THEM] = them
    m[GAME] = game
    return m


@compiled
def need_us(m: Ints) -> int:
    """``Outlook.need_us``."""
    return max(int(m[GAME] - m[US]), 0)


@compiled
def need_them(m: Ints) -> int:
    """``Outlook.need_them``."""
    return max(int(m[GAME] - m[THEM]), 0)


@compiled
def desperate(m: Ints) -> bool:
    """``Outlook.desperate``."""
    them: int = m[THEM]
    us: int = m[US]
    return them >= 22 and them - us >= 12


@compiled
def odd_tricks_needed(points: int, value: int) -> int:
    """``make.odd_tricks_needed``."""
    return max(1, -(-points // value))


@compiled
def all_protected(m: Ints) -> bool:
    """``all(m.prot)``."""
    total: int = m[PROT] + m[PROT + 1] + m[PROT + 2] + m[PROT + 3]
    return total == 4


@compiled
def protected_besides(m: Ints, suit: int) -> int:
    """``Make.protected_besides``."""
    total = 0
    for s in range(4):
        if s != suit:
            total += m[PROT + s]
    return total


@compiled
def protected_honour_besides(m: Ints, suit: int) -> bool:
    """``Make.protected_honour_besides``."""
    found = False
    for s in range(4):
        found = found or (s != suit and m[PROT + s] != 0 and m[HONS + s] != 0)
    return found


@compiled
def make_tricks(m: Ints, strain: int) -> int:
    """``Make.tricks``: the maker's own tricks at ``strain``, in half tricks."""
    total = 0
    if strain == 4:
        for s in range(4):
            total += playing_tricks(m[LANES + s], False)
        return total
    total = playing_tricks(m[LANES + strain], True)
    spare = m[LENS + strain] - 3
    for suit in range(4):
        if suit != strain:
            total += playing_tricks(m[LANES + suit], False)
            if spare > 0 and m[LENS + suit] < 2:
                ruffs = min(spare, 2 - m[LENS + suit])
                total += 2 * ruffs
                spare -= ruffs
    return total


@compiled
def wins_game_at(m: Ints, values: Ints, strain: int) -> bool:
    """``Make.wins_game_at`` with dummy's two tricks and a trick to spare."""
    needed = 6 + odd_tricks_needed(need_us(m), values[strain])
    return make_tricks(m, strain) // 2 + 2 >= needed + 1


@compiled
def red_qualifies(m: Ints, suit: int, table: Ints, slack: int) -> bool:
    """``make._red_qualifies``: a row of Ames's heart or diamond list is met."""
    length, hons = m[LENS + suit], m[HONS + suit]
    if hons >= 4 and suit == 1:
        return True
    guarded = protected_besides(m, suit)
    for row in range(table.shape[0]):
        need_len, need_hons, need_prot = table[row, 0], table[row, 1], table[row, 2]
        eased = 1 if slack and length >= need_len else 0
        if length >= need_len - slack and hons >= need_hons - eased:
            if need_prot < 0 and protected_honour_besides(m, suit):
                return True
            if need_prot >= 0 and guarded >= need_prot:
                return True
    return False


HEART_LIST = np.array([[6, 1, -1], [5, 2, 1], [5, 1, 2], [4, 3, 1], [4, 2, 2]], dtype=np.int64)
DIAMOND_LIST = np.array([[6, 1, 1], [5, 2, 2], [4, 3, 2]], dtype=np.int64)


@compiled
def hearts_qualify(m: Ints, slack: int) -> bool:
    """``make.hearts_qualify`` (Ames, "The Make": the heart list)."""
    return red_qualifies(m, 1, HEART_LIST, slack)


@compiled
def diamonds_qualify(m: Ints) -> bool:
    """``make.diamonds_qualify`` (Ames, "The Make": the diamond list)."""
    if m[HONS + 2] >= 4 and m[LENS + 2] >= 4 and protected_besides(m, 2) >= 1:
        return (m[LANES + 2] & ACE) != 0 or not m[US] > m[THEM]
    if m[LENS + 2] >= 4 and m[HONS + 2] >= 3:
        for s in (0, 3):
            if m[LENS + s] >= 4 and sure_tricks(m[LANES + s]) >= 3:
                return True
    return red_qualifies(m, 2, DIAMOND_LIST, 0)


@compiled
def sure_tricks(ranks: int) -> int:
    """``hand_eval.sure_tricks``: the run from the ace."""
    if not ranks & ACE:
        return 0
    n, rank = 0, 14
    while rank >= 2 and ranks >> rank & 1:
        n += 1
        rank -= 1
    return n


@compiled
def dealer_make(m: Ints, values: Ints) -> tuple[int, int]:
    """``make.DEALER_RULES`` in order: the action and the rule's place."""
    aces = m[ACES]
    adverse = m[THEM] > m[US]
    if aces == 4:  # four_aces
        return NO_TRUMPS, 0
    if aces == 3 and not all_protected(m):  # three_aces_strong_red_suit
        if m[LENS + 1] >= 5 and m[HONS + 1] >= 3 and hearts_qualify(m, 0):
            return HEARTS, 1
        if m[LENS + 2] >= 5 and m[HONS + 2] >= 3 and diamonds_qualify(m):
            return DIAMONDS, 1
    if aces == 3:  # three_aces
        return NO_TRUMPS, 2
    if m[HONS + 1] >= 4 and m[LENS + 1] >= 4 and hearts_qualify(m, 0):  # honours_for_the_larger
        return HEARTS, 3
    if m[HONS + 2] >= 4 and m[LENS + 2] >= 4 and diamonds_qualify(m):
        return DIAMONDS, 3
    if ((aces == 1 or aces == 2) and m[LENS + 1] >= 5 and m[HONS + 1] >= 2  # long_hearts_...
            and (aces == 2 or (m[PROT] and m[PROT + 2] and m[PROT + 3]))
            and hearts_qualify(m, 0)):
        return HEARTS, 4
    if aces == 2:  # two_aces_with_sure_reentry
        all_entries, guarded = True, False
        for s in range(4):
            if not m[LANES + s] & ACE:
                all_entries = all_entries and sure_entry(m[LANES + s])
                guarded = guarded or m[PROT + s] != 0
        if all_entries or (adverse and guarded):
            return NO_TRUMPS, 5
    if aces == 1:  # one_ace_with_sure_reentry
        entries = 0
        for s in range(4):
            if not m[LANES + s] & ACE and sure_entry(m[LANES + s]):
                entries += 1
        if entries == 3 or (entries >= 2 and adverse):
            return NO_TRUMPS, 6
    if hearts_qualify(m, 0):  # hearts
        return HEARTS, 7
    if m[EVEN] and all_protected(m):  # evenly_divided_when_adverse
        return (NO_TRUMPS if adverse else LEAVE), 8
    if diamonds_qualify(m):  # diamonds
        return DIAMONDS, 9
    if desperate(m):  # desperate_no_trumps
        if hearts_qualify(m, 1):
            return HEARTS, 10
        if m[EVEN]:
            return NO_TRUMPS, 10
    if need_us(m) <= 2 * values[3]:  # black_suit_to_win_the_game
        for suit in (3, 0):
            if m[LENS + suit] >= 5 and m[HONS + suit] >= 2 and wins_game_at(m, values, suit):
                return SPADES + suit, 11
    need = need_them(m)
    if need <= 10 and need_us(m) > need:  # black_suit_to_save_the_game
        for suit in (0, 3):
            if m[LENS + suit] < 5 or m[HONS + suit] < 2:
                continue
            their_tricks = 6 + odd_tricks_needed(need, values[suit])
            if make_tricks(m, suit) // 2 + 2 > 13 - their_tricks:
                return SPADES + suit, 12
    if m[HONS + 3] >= 3 and playing_tricks(m[LANES + 3], True) >= 12:  # exceptionally_strong
        return CLUBS, 13
    return LEAVE, 14  # pass_it_to_partner


@compiled
def dummy_make(m: Ints) -> tuple[int, int]:
    """``make.DUMMY_RULES`` in order: the action and the rule's place."""
    if m[ACES] == 4 or (m[ACES] == 3 and all_protected(m)):  # dummy_no_trumps
        return NO_TRUMPS, 0
    if hearts_qualify(m, 1 if desperate(m) else 0):  # dummy_follows_the_rules_above
        return HEARTS, 1
    if diamonds_qualify(m):
        return DIAMONDS, 1
    if m[LENS + 3] >= 5 and m[HONS + 3] >= 2 and make_tricks(m, 3) // 2 + 2 >= 8:
        return CLUBS, 2  # dummy_clubs_to_advance
    return SPADES, 3  # dummy_spades_for_safety


@compiled
def declare(m: Ints, values: Ints, by_dummy: bool) -> tuple[int, int]:
    """``make.declaration``: the dealer's make, or dummy's once it is left to him."""
    return dummy_make(m) if by_dummy else dealer_make(m, values)


@compiled
def defence(m: Ints, strain: int) -> int:
    """``doubling.defence``: tricks against the make, in half tricks."""
    total = 0
    for suit in range(4):
        ranks = m[LANES + suit]
        total += quick_tricks(ranks)
        if suit == strain:
            total += 2 * max(0, min(m[LENS + suit] - 3, 2))
        elif strain == 4 and m[LENS + suit] >= 5 and honours(ranks) >= 2:
            total += 2 * (m[LENS + suit] - 4)
    return total


@compiled
def double(m: Ints, values: Ints, strain: int, doubles: int, makers: bool, leader: bool,
           by_dummy: bool) -> tuple[int, int]:
    """``doubling.DOUBLING_RULES`` in order: the action and the rule's place."""
    if values[strain] << (doubles + 1) > 100:  # no_trick_above_a_hundred
        return SATISFIED, 0
    spade_by_dummy = strain == 0 and by_dummy and not makers and doubles == 0
    if spade_by_dummy and leader and (m[HONS] < 2 or m[LENS] < 4):  # pass_the_spade_double
        return SATISFIED, 1
    if spade_by_dummy and 2 * values[0] < need_them(m) and defence(m, 0) >= 8:
        return DOUBLE, 2  # double_the_safety_spade
    if (not makers and doubles == 0 and m[THEM] - m[US] >= 12  # double_to_save_the_game
            and need_them(m) <= values[strain] and defence(m, strain) >= 8):
        return DOUBLE, 3
    if not makers:  # double_with_the_odd_card_in_sight
        if defence(m, strain) >= (10 if doubles == 0 else 12):
            return DOUBLE, 4
        return SATISFIED, 7  # satisfied (the redouble rules are the makers')
    sure = 0
    for s in range(4):
        sure += sure_tricks(m[LANES + s])
    if values[strain] << doubles >= need_us(m):  # no_redouble_when_the_odd_card_gives_game
        return (DOUBLE if sure + 2 >= 9 else SATISFIED), 5
    if make_tricks(m, strain) // 2 + 2 >= 9 and sure >= 4:  # redouble_very_cautiously
        return DOUBLE, 6
    return SATISFIED, 6


__all__ = [
    "CLUBS", "DIAMONDS", "DOUBLE", "HEARTS", "LEAVE", "NONE", "NO_TRUMPS", "SATISFIED",
    "SPADES", "declare", "defence", "double", "read_make",
]
