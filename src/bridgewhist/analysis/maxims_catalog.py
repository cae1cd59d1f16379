"""The maxims put on trial: each a passage of a period book, stated as a rule about a hand.

Every maxim is one of the maxims player's own rules (:mod:`bridgewhist.agents.maxims.make`,
:mod:`~bridgewhist.agents.maxims.doubling`), so the trial tests the very functions the player
follows, and two more written here (:func:`no_trumps_over_diamonds`,
:func:`beginners_refrain`). Ames's etiquette rule 13 ("100 points be the limit for any one
trick") is left out: it never binds before the third redouble.

As a predicate a rule *applies* when it names a choice for the hand at the score; a
rule that closes its list ("pass it to partner", "spades for safety", "satisfied") applies when
no other rule of its list does. The seeds that hold maxims are Hoyle's "Hints for Play" (seed
000) and Fisher Ames's "Bridge Whist in Brief" (seed 001); the other seeds (Elwell's laws of
1905, "Bridge Axioms and Laws") hold laws only, no advice on play.

>>> len(MAXIMS), len({m.name for m in MAXIMS})
(28, 28)
>>> sorted({m.kind for m in MAXIMS})
['dealer make', 'doubling', 'dummy make', 'redoubling']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from bridgewhist.actions import SATISFIED, Action
from bridgewhist.agents.maxims import doubling as dbl
from bridgewhist.agents.maxims import make as mk
from bridgewhist.agents.maxims.doubling import Doubling
from bridgewhist.agents.maxims.make import Make

__all__ = ["AMES", "HOYLE", "KINDS", "MAXIMS", "Maxim", "beginners_refrain",
           "no_trumps_over_diamonds", "prescription"]

AMES = "Fisher Ames, Bridge Whist in Brief (1904)"
HOYLE = "Hoyle's Games Modernized, Bridge: Hints for Play"
KINDS = ("dealer make", "dummy make", "doubling", "redoubling")
"""dealer make: the dealer's hand before the make; dummy make: the dealer's partner's after "I
leave it to you"; doubling: the eldest hand's (the leader's) first right to double; redoubling:
the maker's hand after the adversaries doubled."""


@dataclasses.dataclass(frozen=True, slots=True)
class Maxim:
    """One maxim: the rule that states it, where it is written, and its words."""

    name: str
    kind: str
    book: str
    section: str
    quote: str
    rule: Callable[..., Any] = dataclasses.field(repr=False, compare=False)
    """The rule: an action (the make, the doubling) or a card (the play), None where it does not
    apply."""
    last: bool = False
    """The rule closes its list: it applies when no other rule of the list does."""


def no_trumps_over_diamonds(m: Make) -> Action | None:
    """Ames, "The Make": "When it is a question between diamonds and no trump, as may happen, the
    no trump make is usually preferable; but the honors must be carefully considered." (The
    question arises when the hand qualifies for diamonds and holds two aces or more, or
    protects every suit; with four diamond honours the honours decide.)"""
    if mk.diamonds_qualify(m) and m.hons[2] < 4 and (m.aces >= 2 or all(m.prot)):
        return mk.NO_TRUMPS
    return None


def beginners_refrain(d: Doubling) -> Action | None:
    """Ames, "Doubling": "Beginners had better refrain from doubling and especially from
    redoubling." (The leader who never doubles.)"""
    return None if d.makers else SATISFIED


def _m(rule: Callable[..., Action | None], kind: str, book: str, section: str, quote: str,
       last: bool = False) -> Maxim:
    return Maxim(rule.__name__, kind, book, section, quote, rule, last)


DEALER, DUMMY, DOUBLE, REDOUBLE = KINDS
MAXIMS: tuple[Maxim, ...] = (
    _m(mk.four_aces, DEALER, HOYLE, "maxim 1", "Holding four aces, the dealer plays sans atout"),
    _m(mk.three_aces_strong_red_suit, DEALER, HOYLE, "maxim 2", "unless he has a strong red "
       "suit ... In this case, the strong red suit should be declared."),
    _m(mk.three_aces, DEALER, AMES, "The Make", "Three aces. There is a reasonable chance that "
       "dummy may have a re-entry card in the fourth suit."),
    _m(mk.honours_for_the_larger_total, DEALER, AMES, "The Make", "when he holds such honors as "
       "will materially increase his total score in one make ... he should make for the larger "
       "total score, provided nothing is risked on the game."),
    _m(mk.long_hearts_rather_than_no_trumps, DEALER, AMES, "The Make", "if with two aces, or one "
       "ace and protection in the other suits, a long and strong heart suit is held ... the "
       "heart make would be better."),
    _m(mk.two_aces_with_sure_reentry, DEALER, AMES, "The Make", "Two aces with sure re-entry in "
       "the other suits. If the score is behind, no trump may be declared with two aces and one "
       "other protected suit."),
    _m(mk.one_ace_with_sure_reentry, DEALER, AMES, "The Make", "One ace, with sure re-entry in "
       "the other suits, or in two suits if the score is adverse."),
    _m(mk.hearts, DEALER, AMES, "The Make", "Hearts may be declared with holdings as good as the "
       "following:- Six, with one honor and an honor in another suit protected. Five, with two "
       "honors and one protected suit ..."),
    _m(mk.evenly_divided_when_adverse, DEALER, AMES, "The Make", "If the score is adverse, no "
       "trump may be declared on an evenly divided hand with every suit protected; but if the "
       "score is in your favor, pass it to partner."),
    _m(mk.diamonds, DEALER, AMES, "The Make", "Diamonds are not considered a good make at any "
       "stage of the game ... But, with holdings as good as the following, diamonds may be "
       "declared. Six, with one honor and one protected suit ..."),
    _m(mk.desperate_no_trumps, DEALER, AMES, "The Make", "with the score 0 to 28 against him, and "
       "an evenly divided hand ... he may make it no trump, as a desperate chance"),
    _m(mk.black_suit_to_win_the_game, DEALER, HOYLE, "maxim 4", "if the dealer can make game a "
       "certainty by declaring a black suit trumps, he should usually do so."),
    _m(mk.black_suit_to_save_the_game, DEALER, AMES, "The Make", "A black suit should not be "
       "declared by the dealer at any stage of the game, unless it insures winning or saving "
       "the game."),
    _m(mk.exceptionally_strong_clubs, DEALER, HOYLE, "maxim 3", "if he cannot safely declare "
       "No-trumps or a red suit, and is not exceptionally strong in clubs, he should pass the "
       "option to his partner."),
    _m(no_trumps_over_diamonds, DEALER, AMES, "The Make", "When it is a question between "
       "diamonds and no trump, as may happen, the no trump make is usually preferable; but the "
       "honors must be carefully considered."),
    _m(mk.pass_it_to_partner, DEALER, AMES, "The Make", "If his hand is worthless, he had better "
       "pass the make", last=True),
    _m(mk.dummy_no_trumps, DUMMY, AMES, "Dummy Makes", "his hand is to be led through and "
       "exposed ... He should not rely on more than two tricks from the dealer."),
    _m(mk.dummy_follows_the_rules_above, DUMMY, AMES, "Dummy Makes", "He should generally follow "
       "the rules above given"),
    _m(mk.dummy_clubs_to_advance, DUMMY, AMES, "Dummy Makes", "He should not declare clubs for "
       "safety; but only when he thinks they will ensure an advance on the game score"),
    _m(mk.dummy_spades_for_safety, DUMMY, AMES, "Dummy Makes", "if he does not see any chance to "
       "score, he should make it spades for safety.", last=True),
    _m(dbl.pass_the_spade_double, DOUBLE, AMES, "Doubling", "If dummy declares spades and the "
       "leader is not strong in that suit, he had better pass the double over to his partner"),
    _m(dbl.double_the_safety_spade, DOUBLE, AMES, "Doubling", "the spade make may be doubled "
       "when the gain if made would do more good than the loss would harm, especially if the "
       "make appears to be for safety"),
    _m(dbl.double_to_save_the_game, DOUBLE, AMES, "Doubling", "If the score is much against him "
       "and the odd card would save the game, some risk may be taken."),
    _m(dbl.double_with_the_odd_card_in_sight, DOUBLE, AMES, "Doubling", "If the leader, or pone, "
       "thinks he can see the odd card with or without help from his partner, he should double; "
       "but he should not do so on a chance merely."),
    _m(beginners_refrain, DOUBLE, AMES, "Doubling", "Beginners had better refrain from doubling "
       "and especially from redoubling."),
    _m(dbl.satisfied, DOUBLE, AMES, "Doubling", "he should not do so on a chance merely "
       "(\"May I lead?\")", last=True),
    _m(dbl.no_redouble_when_the_odd_card_gives_game, REDOUBLE, AMES, "Doubling", "If the odd card "
       "at the double would give the dealer the game, he should not redouble, unless on a "
       "certainty."),
    _m(dbl.redouble_very_cautiously, REDOUBLE, AMES, "Doubling", "Redoubling should be very "
       "cautiously indulged in. It is apt to be reckless on one side or the other."),
)

_LISTS = {kind: tuple(m for m in MAXIMS if m.kind == kind) for kind in KINDS}


def prescription(maxim: Maxim, situation: Make | Doubling) -> Action | None:
    """The choice ``maxim`` prescribes in ``situation`` (a :class:`Make` for the makes, a
    :class:`Doubling` for the doubling), or None where it does not apply.

    >>> from bridgewhist.cards import CardSet
    >>> from bridgewhist.agents.maxims.make import Outlook
    >>> aces = Make(CardSet.parse_pbn("A54.A83.A962.A74").mask, Outlook(0, 0, 30))
    >>> str(prescription(MAXIMS[0], aces)), prescription(MAXIMS[14], aces)
    ('no-trumps', None)
    """
    if not maxim.last:
        return _action(maxim.rule(situation))
    others = [m for m in _LISTS[maxim.kind] if not m.last and m.rule.__module__ != __name__]
    if any(m.rule(situation) is not None for m in others):
        return None
    return _action(maxim.rule(situation))


def _action(choice: object) -> Action | None:
    return choice if isinstance(choice, Action) else None
