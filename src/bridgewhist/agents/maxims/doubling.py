"""The maxims agent's doubling, rule by rule: the leader's double, the makers' redouble, when
to be satisfied.

Each rule is a small function of a :class:`Doubling` that returns an action or None (it does not
apply); :func:`doubling` tries them in order. Every docstring quotes its passage: Fisher Ames,
"Bridge Whist in Brief" (seed 001, "Doubling", and his etiquette) and Hoyle's "Hints for Play"
(seed 000).

>>> from bridgewhist.cards import CardSet
>>> from bridgewhist.agents.maxims.make import Make, Outlook
>>> weak = Make(CardSet.parse_pbn("432.5432.5432.32").mask, Outlook(0, 0, 30))
>>> doubling(Doubling(weak, 0, 0, makers=False, leader=True, by_dummy=False))[0] == SATISFIED
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from bridgewhist.actions import DOUBLE, SATISFIED, Action
from bridgewhist.agents.hand_eval import (
    honours,
    quick_tricks,
    sure_tricks,
)
from bridgewhist.agents.maxims.make import Make


class Doubling(NamedTuple):
    """What a player weighs in the doubling, read from his view."""

    m: Make
    strain: int
    doubles: int
    makers: bool
    """True when this player's side made the trump (a double now is a redouble)."""
    leader: bool
    """True for the eldest hand (the leader), who has the first right to double."""
    by_dummy: bool
    """True when dummy made the trump."""


def defence(m: Make, strain: int) -> int:
    """Tricks this hand should take against the make, in half tricks: quick tricks in the side
    suits, trump length and honours against a suit, a long established suit at no trumps."""
    total = 0
    for suit in range(4):
        ranks = m.lanes[suit]
        if suit == strain:
            total += quick_tricks(ranks) + 2 * max(0, min(m.lens[suit] - 3, 2))
        else:
            total += quick_tricks(ranks)
            if strain == 4 and m.lens[suit] >= 5 and honours(ranks) >= 2:
                total += 2 * (m.lens[suit] - 4)
    return total


def no_trick_above_a_hundred(d: Doubling) -> Action | None:
    """Ames's etiquette, rule 13: "While there is nothing in the code to prevent doubling ad
    infinitum, such a practice may be attended with undesirable results; such as carrying the
    cost of the game far beyond its original design. Therefore; it is suggested that 100 points
    be the limit for any one trick." """
    return SATISFIED if d.m.values[d.strain] << (d.doubles + 1) > 100 else None


def pass_the_spade_double(d: Doubling) -> Action | None:
    """Ames, "Doubling": "If dummy declares spades and the leader is not strong in that suit, he
    had better pass the double over to his partner" ("May I lead?")."""
    if d.strain == 0 and d.by_dummy and d.leader and not d.makers and d.doubles == 0:
        spades = d.m.lanes[0]
        if d.m.hons[0] < 2 or spades.bit_count() < 4:
            return SATISFIED
    return None


def double_the_safety_spade(d: Doubling) -> Action | None:
    """Ames, "Doubling": "but generally the spade make may be doubled when the gain if made would
    do more good than the loss would harm, especially if the make appears to be for safety, as
    is often the case." (Not when the odd trick doubled would put the makers out.)"""
    if d.strain != 0 or not d.by_dummy or d.makers or d.doubles:
        return None
    makers_need = d.m.outlook.need_them
    if 2 * d.m.values[0] < makers_need and defence(d.m, 0) >= 8:
        return DOUBLE
    return None


def double_to_save_the_game(d: Doubling) -> Action | None:
    """Ames, "Doubling": "If the score is much against him and the odd card would save the game,
    some risk may be taken." """
    if d.makers or d.doubles:
        return None
    o = d.m.outlook
    if o.them - o.us >= 12 and o.need_them <= d.m.values[d.strain] and defence(d.m, d.strain) >= 8:
        return DOUBLE
    return None


def double_with_the_odd_card_in_sight(d: Doubling) -> Action | None:
    """Ames, "Doubling": "If the leader, or pone, thinks he can see the odd card with or without
    help from his partner, he should double; but he should not do so on a chance merely."
    (Five tricks of his own and two from partner; six to double again after a redouble.)"""
    if d.makers:
        return None
    need = 10 if d.doubles == 0 else 12
    return DOUBLE if defence(d.m, d.strain) >= need else None


def no_redouble_when_the_odd_card_gives_game(d: Doubling) -> Action | None:
    """Ames, "Doubling": "If the odd card at the double would give the dealer the game, he
    should not redouble, unless on a certainty." (A certainty: his own sure tricks and
    partner's two make nine.)"""
    if not d.makers:
        return None
    o = d.m.outlook
    if d.m.values[d.strain] << d.doubles < o.need_us:
        return None
    sure = sum(sure_tricks(x) for x in d.m.lanes)
    return DOUBLE if sure + 2 >= 9 else SATISFIED


def redouble_very_cautiously(d: Doubling) -> Action | None:
    """Ames, "Doubling": "Redoubling should be very cautiously indulged in. It is apt to be
    reckless on one side or the other." (Only when his own hand and partner's two tricks make
    two odd tricks beyond doubt.)"""
    if not d.makers:
        return None
    sure = sum(sure_tricks(x) for x in d.m.lanes)
    return DOUBLE if d.m.tricks(d.strain) // 2 + 2 >= 9 and sure >= 4 else SATISFIED


def satisfied(d: Doubling) -> Action | None:
    """Ames, "Doubling": "he should not do so on a chance merely" ("May I lead?", "Yes",
    "Satisfied")."""
    return SATISFIED


DOUBLING_RULES: tuple[Callable[[Doubling], Action | None], ...] = (
    no_trick_above_a_hundred, pass_the_spade_double, double_the_safety_spade, double_to_save_the_game,
    double_with_the_odd_card_in_sight, no_redouble_when_the_odd_card_gives_game,
    redouble_very_cautiously, satisfied,
)


def doubling(d: Doubling, skip: frozenset[str] = frozenset()) -> tuple[Action, str]:
    """The doubling act and the rule that chose it; the rules named in ``skip`` stand aside."""
    for rule in DOUBLING_RULES:
        if skip and rule.__name__ in skip:
            continue
        action = rule(d)
        if action is not None:
            return action, rule.__name__
    raise AssertionError("the last rule always applies")  # pragma: no cover


__all__ = ["DOUBLING_RULES", "Doubling", "defence", "doubling"]
