"""The declaration advisor reckons under the table's own law code, house rules and all: the ask
carries the table's :class:`~bridgewhist.laws.code.LawCode` whole (it pickles to the advisor's
worker), and the worker's function (:func:`~bridgewhist.web.advisor.advise_for`) scores by that
code, never by one reloaded from its key."""

from __future__ import annotations

import dataclasses
import pickle
import random
from typing import Any

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.laws.code import LawCode
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand
from bridgewhist.view import ScoreContext
from bridgewhist.web import advisor
from bridgewhist.web.advisor import AdvisorAsk, advise_for, advisor_ask

pytestmark = pytest.mark.web


def house_code() -> LawCode:
    """english-1904 with a table's house rules: a doubling limit of 12 and the Spade Convention."""
    return load_law_code("english-1904").with_options(doubling_limit=12, spade_convention=True)


def test_the_ask_carries_the_tables_code_with_its_house_rules_through_a_pickle() -> None:
    code = house_code()
    state = new_hand(code, Seat.E, rng=random.Random(2))
    ask = advisor_ask(state, Seat.E, ScoreContext())
    assert ask is not None and ask.code is state.code
    sent = pickle.loads(pickle.dumps(ask))   # as the advisor's worker receives it
    assert sent == ask and sent.code == code
    assert sent.code.options.to_dict() == {"doubling_limit": 12, "spade_convention": True}
    assert sent.code.effective_doubling_limit == 12 != load_law_code("english-1904").effective_doubling_limit


def test_the_workers_function_advises_under_the_asks_code_not_its_key(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[LawCode] = []

    class Figures:
        def to_dict(self) -> dict[str, Any]:
            return {"options": []}

    def advise(hand: int, score: tuple[int, int], code: LawCode, **options: Any) -> Figures:
        seen.append(code)
        return Figures()

    monkeypatch.setattr(advisor, "advise", advise)
    code = house_code()
    state = new_hand(code, Seat.S, rng=random.Random(4))
    advise_for(AdvisorAsk(state.hands[Seat.S], (0, 0), pickle.loads(pickle.dumps(code)), left=False))
    assert seen == [code] and seen[0].options == code.options


@pytest.mark.skipif(not advisor.ADVISOR_AVAILABLE, reason="the advisor needs DDS (the 'dds' extra)")
def test_the_advisors_figures_follow_the_tables_code_data() -> None:
    english = load_law_code("english-1904")
    spades, hearts, diamonds, clubs, no_trumps = english.scoring.trick_values
    values = (spades * 2, hearts * 2, diamonds * 2, clubs * 2, no_trumps * 2)   # every trick worth twice
    doubled = dataclasses.replace(english, scoring=dataclasses.replace(english.scoring, trick_values=values))
    hand = new_hand(english, Seat.S, rng=random.Random(6)).hands[Seat.S]
    plain = advise_for(AdvisorAsk(hand, (0, 0), english, left=False))
    table = advise_for(AdvisorAsk(hand, (0, 0), doubled, left=False))
    assert [o["tricks"] for o in table["options"]] == [o["tricks"] for o in plain["options"]]
    assert [o["points"] for o in table["options"]] != [o["points"] for o in plain["options"]]
