"""What the maxims would say: the maxims player's choice for a seat, with the maxim and its book.

:func:`advise` asks the maxims player (:class:`~bridgewhist.agents.maxims.agent.MaximsAgent`)
for its action from one seat's :class:`~bridgewhist.view.SeatView` only, and gives the rule
that chose it with the rule's words (the passage its docstring quotes) and the book they come
from. A rule that is no maxim (the lowest card when none applies) says so and names no book.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5))
>>> advice = advise(view_of(state, Seat.S))
>>> advice.action in state.legal_actions(), advice.rule != "", advice.words != ""
(True, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from bridgewhist.actions import Action
from bridgewhist.agents.maxims import doubling, leads, make, play
from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.view import SeatView

AMES = 'Fisher Ames, "Bridge Whist in Brief" (1904)'
HOYLE = 'Hoyle\'s Games Modernized, "Bridge", Hints for Play: the four maxims'
WHIST = 'the whist that Ames refers to ("much the same as at whist")'


class Advice(NamedTuple):
    """The maxims player's choice: the action, the rule's name, its words and its book (None
    when no maxim applies)."""

    action: Action
    rule: str
    words: str
    book: str | None


def _rules() -> dict[str, Callable[..., Any]]:
    found: dict[str, Callable[..., Any]] = {}
    for rules in (make.DEALER_RULES, make.DUMMY_RULES, doubling.DOUBLING_RULES, leads.OPENING_LEADS,
                  leads.ADVERSARY_LEADS, leads.DEALER_LEADS, play.SECOND_HAND, play.THIRD_HAND,
                  play.FOURTH_HAND, play.VOID):
        for rule in rules:
            found[rule.__name__] = rule
    return found


RULES = _rules()
"""Every rule of the maxims player by its name."""


def book_of(words: str) -> str | None:
    """The book a rule's words come from, by the author they name first (None: no maxim).

    >>> book_of('Hoyle, maxim 1: "Holding four aces..."')
    'Hoyle\\'s Games Modernized, "Bridge", Hints for Play: the four maxims'
    >>> book_of("No maxim applies: the lowest card.") is None
    True
    """
    first = words.split(":", 1)[0]
    if first.startswith("No maxim"):
        return None
    if "Hoyle" in first:
        return HOYLE
    if first.startswith("Whist"):
        return WHIST
    return AMES


def rule_words(rule: str) -> str:
    """A rule's words: its docstring on one line ("" for a name that is no rule).

    >>> rule_words("four_aces")[:40]
    'Ames, "The Make": "Four aces. Dummy may '
    """
    found = RULES.get(rule)
    return " ".join((found.__doc__ or "").split()) if found is not None else ""


def advise(view: SeatView) -> Advice:
    """The maxims player's action for ``view``'s seat (from that view only), with its maxim.

    :raises IllegalActionError: when the seat has nothing to do now.
    """
    agent = MaximsAgent(random.Random(0))
    action = agent.act(view)
    words = rule_words(agent.last_rule)
    if not words:
        words = "No maxim applies: the last action the laws allow."
    return Advice(action, agent.last_rule, words, book_of(words))


__all__ = ["AMES", "HOYLE", "RULES", "WHIST", "Advice", "advise", "book_of", "rule_words"]
