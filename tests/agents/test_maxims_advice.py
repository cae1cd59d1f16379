"""What the maxims would say (issue 15, item 8): the maxims player's own choice, with its words and book."""

from __future__ import annotations

import random

import pytest

from bridgewhist.agents.maxims.advice import AMES, HOYLE, RULES, WHIST, advise, book_of, rule_words
from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand
from bridgewhist.view import view_of


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_the_advice_is_the_maxims_players_own_choice_at_every_step_of_a_deal(code: str) -> None:
    for deal in range(5):
        state = new_hand(load_law_code(code), Seat(deal % 4), rng=random.Random(deal))
        while not state.is_complete:
            view = view_of(state, state.actor)
            agent = MaximsAgent(random.Random(0))
            advice = advise(view)
            assert advice.action == agent.act(view)
            assert advice.rule == agent.last_rule
            assert advice.words and (advice.book is None) == advice.words.startswith("No maxim")
            state = state.apply(advice.action)


def test_every_rule_quotes_its_passage_and_names_its_book() -> None:
    for name in RULES:
        words = rule_words(name)
        assert words, name
        assert book_of(words) in {AMES, HOYLE, WHIST, None}, name
    assert book_of(rule_words("four_aces")) == AMES
    assert book_of(rule_words("three_aces_strong_red_suit")) == HOYLE
    assert book_of(rule_words("win_cheaply")) == WHIST
    assert book_of(rule_words("lowest_of_longest")) is None
    assert rule_words("no_such_rule") == ""
