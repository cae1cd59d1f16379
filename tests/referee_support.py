"""Helpers for the referee's law tests (imported by the test modules; no fixtures)."""

from __future__ import annotations

from bridgewhist.cards import parse_deal
from bridgewhist.laws import load_law_code
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
