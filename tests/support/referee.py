"""Helpers for the referee's law tests (imported by the test modules; no fixtures)."""

from __future__ import annotations

import random

from bridgewhist.actions import DOUBLE, LEAVE, SATISFIED, declare, play
from bridgewhist.acts import Act, Verb
from bridgewhist.cards import CardSet, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.referee.new_deal import WORDS
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat

HANDS = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
"""North AKQJ.AKQ.AKQ.AKQ, East T98.JT9.JT9.JT98, South 765.876.876.7654, West
432.5432.5432.32. South deals: West is the eldest hand, East pone, North dummy."""


def start(code: str) -> Referee:
    """South deals the fixed hands under ``code``."""
    return Referee.from_deal(load_law_code(code), Seat.S, HANDS)


def acts(ref: Referee, *texts: str) -> Referee:
    """Apply acts in their text form, in order."""
    for text in texts:
        ref = ref.act(text)
    return ref


def in_play(code: str, strain: str = "no-trumps") -> Referee:
    """South names ``strain``; West asks "May I lead?", East says "Yes": West to lead."""
    return acts(start(code), f"S: {strain}", "W: satisfied", "E: satisfied")


def finish(ref: Referee) -> Referee:
    """Play the regular acts (first offered) to the end of the deal."""
    for _ in range(300):
        if ref.is_over:
            return ref
        ref = ref.apply(ref.legal_acts()[0])
    raise AssertionError("the deal did not end")


_VERBS = (Verb.EXPOSE, Verb.SHOW_PARTNER, Verb.DROP_BELOW, Verb.HAVING_NONE, Verb.CORRECT,
          Verb.CONSULT, Verb.SUGGEST_PENALTY, Verb.CLAIM_REST, Verb.THROW_DOWN, Verb.CONCEDE,
          Verb.SUGGEST, Verb.POINT_OUT, Verb.CLAIM_TRICK, Verb.REFERENCE, Verb.LAY_DOWN, Verb.CUT,
          Verb.ANSWER_NONE, Verb.QUIT_TRICK)


def random_act(ref: Referee, rng: random.Random) -> Act:
    """A random act, regular or irregular, by any seat: what the property tests throw at a referee."""
    seat = Seat(rng.randrange(4))
    held = list(CardSet(ref.hand.hands[seat]))
    roll = rng.random()
    table_acts = ref.table_acts(seat)
    if roll < 0.08 and table_acts:  # the acts of a real table: looked, lay-down, cut
        return rng.choice(table_acts)
    if roll < 0.45 and held:
        return Act(seat, play(rng.choice(held)))
    if roll < 0.55:
        return Act(seat, rng.choice((DOUBLE, SATISFIED, LEAVE, declare(rng.randrange(5)))))
    if roll < 0.62 and ref.pending is not None:
        return Act(seat, verb=Verb.CHOOSE, word=rng.choice((*ref.pending.keys, "nonsense")))
    if roll < 0.66:
        return Act(seat, verb=Verb.DEALING, word=rng.choice(WORDS))
    if roll < 0.70 and len(held) >= 2:
        verb = rng.choice((Verb.TWO_CARDS, Verb.RUN))
        return Act(seat, verb=verb, cards=tuple(rng.sample(held, 2)))
    if roll < 0.73 and held:
        return Act(Seat(rng.randrange(4)), verb=Verb.NAME_CARD, cards=(rng.choice(held),),
                   target=seat)
    verb = rng.choice(_VERBS)
    cards = (rng.choice(held),) if held and verb in (Verb.EXPOSE, Verb.SHOW_PARTNER,
                                                     Verb.DROP_BELOW, Verb.SUGGEST) else ()
    if not cards and verb in (Verb.EXPOSE, Verb.SHOW_PARTNER, Verb.DROP_BELOW, Verb.SUGGEST):
        verb = Verb.HAVING_NONE
    return Act(seat, verb=verb, cards=cards)
