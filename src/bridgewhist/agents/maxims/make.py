"""The maxims agent's make (the dealer's and dummy's), rule by rule.

Each rule is a small function that returns an action or None (it does not apply); the
dispatcher :func:`declaration` tries them in order. Every docstring quotes its passage: Fisher
Ames, "Bridge Whist in Brief" (seed 001; sections "The Make", "Dummy Makes") and Hoyle's "Hints
for Play" (seed 000, the four maxims). The doubling is in :mod:`bridgewhist.agents.maxims.doubling`.

>>> from bridgewhist.cards import CardSet
>>> make = Make(CardSet.parse_pbn("A54.A83.A962.A74").mask, Outlook(0, 0, 30))
>>> str(declaration(make)[0]), declaration(make)[1]
('no-trumps', 'four_aces')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from bridgewhist.actions import DECLARE_ACTIONS, LEAVE, Action
from bridgewhist.agents.hand_eval import (
    ACE,
    honours,
    lanes,
    playing_tricks,
    protected,
    sure_entry,
    sure_tricks,
)

SPADES, HEARTS, DIAMONDS, CLUBS, NO_TRUMPS = DECLARE_ACTIONS
TRICK_VALUES = (2, 8, 6, 4, 12)
"""Points a trick above six (P4, A4, W4), by strain; a law code may give its own."""


class Outlook(NamedTuple):
    """The score as it bears on the make: points toward game for us and for them."""

    us: int
    them: int
    game: int = 30

    @property
    def need_us(self) -> int:
        """Points we still need for game."""
        return max(self.game - self.us, 0)

    @property
    def need_them(self) -> int:
        """Points they still need for game."""
        return max(self.game - self.them, 0)

    @property
    def adverse(self) -> bool:
        """They are ahead toward game."""
        return self.them > self.us

    @property
    def favourable(self) -> bool:
        """We are ahead toward game."""
        return self.us > self.them

    @property
    def desperate(self) -> bool:
        """They are within a trick of game and we are far from it (Ames's "0 to 28")."""
        return self.them >= 22 and self.them - self.us >= 12


def odd_tricks_needed(points: int, value: int) -> int:
    """Tricks above six needed to score ``points`` at ``value`` a trick."""
    return max(1, -(-points // value))


class Make:
    """One hand read once for the make: lanes, lengths, honours, aces, protected suits."""

    __slots__ = ("aces", "evenly_divided", "hand", "hons", "lanes", "lens", "outlook", "prot",
                 "values")

    def __init__(self, hand: int, outlook: Outlook,
                 values: tuple[int, ...] = TRICK_VALUES) -> None:
        self.hand = hand
        self.outlook = outlook
        self.values = values
        self.lanes = lanes(hand)
        self.lens = tuple(x.bit_count() for x in self.lanes)
        self.hons = tuple(honours(x) for x in self.lanes)
        self.aces = sum(1 for x in self.lanes if x & ACE)
        self.prot = tuple(protected(x) for x in self.lanes)
        self.evenly_divided = max(self.lens) <= 4 and min(self.lens) >= 2

    def protected_besides(self, suit: int) -> int:
        """Protected suits other than ``suit``."""
        return sum(1 for s in range(4) if s != suit and self.prot[s])

    def protected_honour_besides(self, suit: int) -> bool:
        """An honour in another suit, protected."""
        return any(s != suit and self.prot[s] and self.hons[s] for s in range(4))

    def tricks(self, strain: int) -> int:
        """Tricks the maker's own hand should take at ``strain``, in half tricks (ruffing
        values counted at a suit make: a void or singleton with trumps to spare)."""
        if strain == 4:
            return sum(playing_tricks(x, False) for x in self.lanes)
        total = playing_tricks(self.lanes[strain], True)
        spare = self.lens[strain] - 3
        for suit in range(4):
            if suit != strain:
                total += playing_tricks(self.lanes[suit], False)
                if spare > 0 and self.lens[suit] < 2:
                    ruffs = min(spare, 2 - self.lens[suit])
                    total += 2 * ruffs
                    spare -= ruffs
        return total

    def wins_game_at(self, strain: int, dummy_tricks: int = 2, margin: int = 1) -> bool:
        """Own tricks and dummy's ``dummy_tricks`` reach the odd tricks this side needs for game,
        with ``margin`` tricks to spare ("insures winning the game")."""
        needed = 6 + odd_tricks_needed(self.outlook.need_us, self.values[strain])
        return self.tricks(strain) // 2 + dummy_tricks >= needed + margin


MakeRule = Callable[[Make], Action | None]

# -- the dealer's make --------------------------------------------------------------------


def four_aces(m: Make) -> Action | None:
    """Ames, "The Make": "Four aces. Dummy may be relied upon for three tricks ... and the four
    aces count 100 on the honor score. With four aces no trump should be declared at any stage
    of the game." Hoyle, maxim 1: "Holding four aces, the dealer plays sans atout"."""
    return NO_TRUMPS if m.aces == 4 else None


def hearts_qualify(m: Make, slack: int = 0) -> bool:
    """Ames, "The Make": "Hearts may be declared with holdings as good as the following:- Six,
    with one honor and an honor in another suit protected. Five, with two honors and one
    protected suit Five, with one honor and two protected suits ... Four with three honors and
    one protected suit Four with two honors and two protected suits. Four honors." (``slack``:
    "At desperate stages of the score hearts may be declared with somewhat less strength".)"""
    return _red_qualifies(m, 1, ((6, 1, -1), (5, 2, 1), (5, 1, 2), (4, 3, 1), (4, 2, 2)), slack)


def diamonds_qualify(m: Make) -> bool:
    """Ames, "The Make": "with holdings as good as the following, diamonds may be declared. Six,
    with one honor and one protected suit ... Five, with two honors and two protected suits.
    Four, with three honors and two protected suits, or one established black suit. Four
    honors, with one protected suit. If the honors do not include the ace, pass the make if
    ahead on the score." """
    if m.hons[2] >= 4 and m.lens[2] >= 4 and m.protected_besides(2) >= 1:
        return bool(m.lanes[2] & ACE) or not m.outlook.favourable
    if m.lens[2] >= 4 and m.hons[2] >= 3 and any(
            m.lens[s] >= 4 and sure_tricks(m.lanes[s]) >= 3 for s in (0, 3)):
        return True
    return _red_qualifies(m, 2, ((6, 1, 1), (5, 2, 2), (4, 3, 2)), 0)


def _red_qualifies(m: Make, suit: int, table: tuple[tuple[int, int, int], ...], slack: int) -> bool:
    length, hons = m.lens[suit], m.hons[suit]
    if hons >= 4 and suit == 1:
        return True
    guarded = m.protected_besides(suit)
    for need_len, need_hons, need_prot in table:
        if length >= need_len - slack and hons >= need_hons - (slack and length >= need_len):
            if need_prot < 0 and m.protected_honour_besides(suit):
                return True
            if need_prot >= 0 and guarded >= need_prot:
                return True
    return False


def three_aces_strong_red_suit(m: Make) -> Action | None:
    """Hoyle, maxim 2: "Holding three aces, he should do likewise, unless he has a strong red
    suit, giving assurance of a high score without risk, while the No-trump call involves
    dangerous weakness in one suit. In this case, the strong red suit should be declared." """
    if m.aces != 3 or all(m.prot):
        return None
    for suit, qualifies in ((1, hearts_qualify), (2, diamonds_qualify)):
        if m.lens[suit] >= 5 and m.hons[suit] >= 3 and qualifies(m):
            return DECLARE_ACTIONS[suit]
    return None


def three_aces(m: Make) -> Action | None:
    """Ames, "The Make": "Three aces. There is a reasonable chance that dummy may have a
    re-entry card in the fourth suit". Hoyle, maxim 2: "Holding three aces, he should do
    likewise" (play sans atout)."""
    return NO_TRUMPS if m.aces == 3 else None


def honours_for_the_larger_total(m: Make) -> Action | None:
    """Ames, "The Make": "when he holds such honors as will materially increase his total score
    in one make, even though another make might yield more on the game score, he should make
    for the larger total score, provided nothing is risked on the game." (Four red honours in
    one hand count eight tricks, 48 or 64, against nothing for one or two aces.)"""
    if m.hons[1] >= 4 and m.lens[1] >= 4 and hearts_qualify(m):
        return HEARTS
    if m.hons[2] >= 4 and m.lens[2] >= 4 and diamonds_qualify(m):
        return DIAMONDS
    return None


def long_hearts_rather_than_no_trumps(m: Make) -> Action | None:
    """Ames, "The Make": "But if with two aces, or one ace and protection in the other suits, a
    long and strong heart suit is held, especially with three honors, the heart make would be
    better." """
    if m.aces not in (1, 2) or m.lens[1] < 5 or m.hons[1] < 2:
        return None
    if m.aces == 1 and not all(m.prot[s] for s in range(4) if s != 1):
        return None
    return HEARTS if hearts_qualify(m) else None


def two_aces_with_sure_reentry(m: Make) -> Action | None:
    """Ames, "The Make": "Two aces with sure re-entry in the other suits. If the score is behind,
    no trump may be declared with two aces and one other protected suit." """
    if m.aces != 2:
        return None
    others = [s for s in range(4) if not m.lanes[s] & ACE]
    if all(sure_entry(m.lanes[s]) for s in others):
        return NO_TRUMPS
    if m.outlook.adverse and any(m.prot[s] for s in others):
        return NO_TRUMPS
    return None


def one_ace_with_sure_reentry(m: Make) -> Action | None:
    """Ames, "The Make": "One ace, with sure re-entry in the other suits, or in two suits if the
    score is adverse." """
    if m.aces != 1:
        return None
    entries = sum(1 for x in m.lanes if not x & ACE and sure_entry(x))
    return NO_TRUMPS if entries == 3 or (entries >= 2 and m.outlook.adverse) else None


def hearts(m: Make) -> Action | None:
    """Ames, "The Make": "Hearts may be declared with holdings as good as the following" (the
    list in :func:`hearts_qualify`)."""
    return HEARTS if hearts_qualify(m) else None


def evenly_divided_when_adverse(m: Make) -> Action | None:
    """Ames, "The Make": "If the score is adverse, no trump may be declared on an evenly divided
    hand with every suit protected; but if the score is in your favor, pass it to partner." """
    if m.evenly_divided and all(m.prot):
        return NO_TRUMPS if m.outlook.adverse else LEAVE
    return None


def diamonds(m: Make) -> Action | None:
    """Ames, "The Make": "Diamonds are not considered a good make at any stage of the game,
    unless they ensure a decided advantage on the score. They should not be made on
    speculation. But, with holdings as good as the following, diamonds may be declared." """
    return DIAMONDS if diamonds_qualify(m) else None


def desperate_no_trumps(m: Make) -> Action | None:
    """Ames, "The Make": "with the score 0 to 28 against him, and an evenly divided hand,
    without great strength in hearts, he may make it no trump, as a desperate chance, for
    unless he can go out on this deal, it is practically certain that the other side will make
    game on the next deal." And: "At desperate stages of the score hearts may be declared with
    somewhat less strength, but only as a last chance." """
    if not m.outlook.desperate:
        return None
    if hearts_qualify(m, slack=1):
        return HEARTS
    return NO_TRUMPS if m.evenly_divided else None


def black_suit_to_win_the_game(m: Make) -> Action | None:
    """Ames, "The Make": "A black suit should not be declared by the dealer at any stage of the
    game, unless it insures winning or saving the game." Hoyle, maxim 4: "When the score of the
    dealer and his partner is approaching game, if the dealer can make game a certainty by
    declaring a black suit trumps, he should usually do so." """
    if m.outlook.need_us > 2 * m.values[3]:
        return None
    for suit in (3, 0):
        if m.lens[suit] >= 5 and m.hons[suit] >= 2 and m.wins_game_at(suit):
            return DECLARE_ACTIONS[suit]
    return None


def black_suit_to_save_the_game(m: Make) -> Action | None:
    """Ames, "The Make": a black suit only if "it insures winning or saving the game": when the
    adversaries are close to game and the dealer holds a long black suit, he names it, so that
    they need many tricks to go out at its low value while his own tricks stop them."""
    need = m.outlook.need_them
    if need > 10 or m.outlook.need_us <= need:
        return None
    for suit in (0, 3):
        if m.lens[suit] < 5 or m.hons[suit] < 2:
            continue
        their_tricks = 6 + odd_tricks_needed(need, m.values[suit])
        if m.tricks(suit) // 2 + 2 > 13 - their_tricks:
            return DECLARE_ACTIONS[suit]
    return None


def exceptionally_strong_clubs(m: Make) -> Action | None:
    """Hoyle, maxim 3: "Early in the game, if he cannot safely declare No-trumps or a red suit,
    and is not exceptionally strong in clubs, he should pass the option to his partner."
    Exceptionally strong: clubs that take six tricks by themselves (eight with dummy's two,
    the odd trick twice over: Ames, "Less than six points do not give any material
    advantage")."""
    if m.hons[3] >= 3 and playing_tricks(m.lanes[3], True) >= 12:
        return CLUBS
    return None


def pass_it_to_partner(m: Make) -> Action | None:
    """Ames, "The Make": "If his hand is worthless, he had better pass the make, unless dummy is a
    very poor player." Hoyle, maxim 3: "he should pass the option to his partner." """
    return LEAVE


DEALER_RULES: tuple[MakeRule, ...] = (
    four_aces, three_aces_strong_red_suit, three_aces, honours_for_the_larger_total,
    long_hearts_rather_than_no_trumps, two_aces_with_sure_reentry, one_ace_with_sure_reentry,
    hearts, evenly_divided_when_adverse, diamonds, desperate_no_trumps,
    black_suit_to_win_the_game, black_suit_to_save_the_game, exceptionally_strong_clubs,
    pass_it_to_partner,
)

# -- dummy's make ---------------------------------------------------------------------------


def dummy_no_trumps(m: Make) -> Action | None:
    """Ames, "Dummy Makes": "he knows that the dealer cannot declare a red suit, or no trump ...
    and that his hand is to be led through and exposed ... He should not rely on more than two
    tricks from the dealer." So no trumps only on four aces, or three aces with every suit
    protected (the dealer cannot be counted on to stop the fourth)."""
    if m.aces == 4 or (m.aces == 3 and all(m.prot)):
        return NO_TRUMPS
    return None


def dummy_follows_the_rules_above(m: Make) -> Action | None:
    """Ames, "Dummy Makes": "He should generally follow the rules above given" (the heart and
    diamond lists; at desperate stages hearts with somewhat less strength)."""
    if hearts_qualify(m, slack=1 if m.outlook.desperate else 0):
        return HEARTS
    return DIAMONDS if diamonds_qualify(m) else None


def dummy_clubs_to_advance(m: Make) -> Action | None:
    """Ames, "Dummy Makes": "He should not declare clubs for safety; but only when he thinks
    they will ensure an advance on the game score" (the odd trick with no more than the
    dealer's two tricks: "He should not rely on more than two tricks from the dealer")."""
    if m.lens[3] >= 5 and m.hons[3] >= 2 and m.tricks(3) // 2 + 2 >= 8:
        return CLUBS
    return None


def dummy_spades_for_safety(m: Make) -> Action | None:
    """Ames, "Dummy Makes": "if he does not see any chance to score, he should make it spades for
    safety." """
    return SPADES


DUMMY_RULES: tuple[MakeRule, ...] = (
    dummy_no_trumps, dummy_follows_the_rules_above, dummy_clubs_to_advance,
    dummy_spades_for_safety,
)


def declaration(m: Make, by_dummy: bool = False, skip: frozenset[str] = frozenset()
                ) -> tuple[Action, str]:
    """The make and the rule that chose it (the dealer's, or dummy's once it is left to him);
    the rules named in ``skip`` stand aside (the trial's amendments)."""
    for rule in DUMMY_RULES if by_dummy else DEALER_RULES:
        if skip and rule.__name__ in skip:
            continue
        action = rule(m)
        if action is not None:
            return action, rule.__name__
    raise AssertionError("the last rule always applies")  # pragma: no cover


__all__ = [
    "DEALER_RULES", "DUMMY_RULES", "Make", "Outlook", "declaration", "diamonds_qualify",
    "hearts_qualify", "odd_tricks_needed",
]
