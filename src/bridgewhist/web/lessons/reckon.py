"""Each lesson's right answer, worked out by the engine for the lesson's deal and code.

:func:`reckon` gives the key of the choice the laws, the maxims or Ames's rule make right for a
lesson; ``tests/web/test_lessons.py`` holds each lesson's data (the choice it marks right) to it.

>>> from bridgewhist.web.lessons.catalog import lesson_by_key
>>> reckon(lesson_by_key("values")), reckon(lesson_by_key("honours"))
('24', '80')
"""

from __future__ import annotations

from collections.abc import Callable

from bridgewhist.cards import CardSet, Strain, Suit
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.laws.readings import ChicaneRule, DoublingLimitReading, RevokePenalty
from bridgewhist.three_hand.hand import LEAVE, X_SEAT, make_from_x, rule_make
from bridgewhist.web.lessons.model import Lesson
from bridgewhist.web.lessons.tables import (
    four_hand_deal,
    lead_advice,
    learner_seat,
    lesson_game,
    make_advice,
    three_hand_deal,
)

HONOURS = frozenset(range(10, 15))
"""The ranks of a suit's honours: ten, knave, queen, king, ace."""


def doubling_stops(code: LawCode, value: int) -> bool:
    """Whether one more double of a trick now worth ``value`` is refused by ``code``'s limit."""
    limit = code.effective_doubling_limit
    if limit is None:
        return False
    if code.effective_doubling_limit_reading == DoublingLimitReading.NOT_EXCEED:
        return value * 2 > limit
    return value >= limit


def learners_cards(lesson: Lesson) -> CardSet:
    """The learner's hand in the first deal of a four-hand lesson's table."""
    return CardSet(four_hand_deal(lesson).deal[learner_seat(lesson_game(lesson))])


def chicane_key(lesson: Lesson) -> str:
    """The chicane lesson's choice: the learner's hand must hold no club, and chicane at clubs is
    scored as the code says (a bonus of so many tricks' value, or nothing)."""
    if any(card.suit == Suit.CLUBS for card in learners_cards(lesson)):
        return "the learner holds a club"
    scoring = load_law_code(lesson.code).scoring
    if scoring.chicane_rule != ChicaneRule.BONUS:
        return "0"
    return str(scoring.chicane_multiple * scoring.trick_values[Strain.CLUBS])


def honours_key(lesson: Lesson) -> str:
    """The honours lesson's choice: the learner must hold all five honours of hearts, which score
    as the code reckons five in one hand (doubled only if the code doubles honours)."""
    held = {card.rank for card in learners_cards(lesson) if card.suit == Suit.HEARTS}
    if not held >= HONOURS:
        return "the learner lacks a heart honour"
    scoring = load_law_code(lesson.code).scoring
    value = scoring.honours_five_in_one_hand * scoring.trick_values[Strain.HEARTS]
    return str(value * 2 if scoring.honours_doubled else value)


def three_hand_key(lesson: Lesson) -> str:
    """The three-hand lesson's choice: "rule" when the make from X's hand is Ames's rule's both
    when the dealer names no strain and when he names another."""
    deal = three_hand_deal(lesson)
    rule = rule_make(deal.state.deal[X_SEAT], deal.state.code.scoring.trick_values)
    other = next(strain for strain in Strain if strain != rule)
    made = (deal.apply(LEAVE).state.strain, deal.apply(make_from_x(other)).state.strain)
    return "rule" if made == (rule, rule) else "dealer"


def rubber_key(net: int) -> str:
    """The rubber lesson's choice for a net to the rubber's winners (``ab-26``)."""
    return f"ab-{net}" if net > 0 else f"cd-{-net}"


def _revoke_key(code: LawCode) -> str:
    chosen = code.revoke.penalty == RevokePenalty.CLAIMANTS_CHOOSE
    return f"{'choose' if chosen else 'tricks'}-{code.revoke.penalty_tricks}"


BY_CODE: dict[str, Callable[[LawCode], str]] = {
    "values": lambda code: str(3 * code.scoring.trick_values[Strain.HEARTS]),
    "doubling": lambda code: "no" if doubling_stops(code, 8 * 2 * 2 * 2) else "yes",
    "dummy": lambda code: "dealer" if code.dummy.dealer_plays_dummy else "maker",
    "slam": lambda code: str(code.scoring.grand_slam),
    "rubber": lambda code: rubber_key(104 + code.scoring.rubber_bonus - 178),
    "lead-out-of-turn": lambda code: "call" if code.leads_out_of_turn.adversary_remedy_call_card_or_suit
    else "none",
    "revoke": _revoke_key,
}
"""The lessons whose answer the law code alone decides."""
BY_DEAL: dict[str, Callable[[Lesson], str]] = {
    "make": lambda lesson: str(make_advice(lesson).action),
    "opening-lead": lambda lesson: str(lead_advice(lesson).action),
    "chicane": chicane_key,
    "honours": honours_key,
    "three-hand": three_hand_key,
}
"""The lessons whose answer is read from their deal (the learner's hand, the maxims, Ames's rule)."""


def reckon(lesson: Lesson) -> str:
    """The key of the right choice, worked out by the engine for the lesson's deal and code.

    :raises ValueError: for a lesson the engine has no reckoning for.
    """
    if lesson.key in BY_CODE:
        return BY_CODE[lesson.key](load_law_code(lesson.code))
    if lesson.key in BY_DEAL:
        return BY_DEAL[lesson.key](lesson)
    raise ValueError(f"no reckoning for lesson {lesson.key!r}")


__all__ = ["BY_CODE", "BY_DEAL", "HONOURS", "chicane_key", "doubling_stops", "honours_key", "learners_cards",
           "reckon", "rubber_key", "three_hand_key"]
