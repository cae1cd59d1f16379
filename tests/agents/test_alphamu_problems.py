"""The alpha-mu player on the single-dummy problem set (tests/agents/alphamu_problems.json).

Each problem is an ending where the double-dummy card is a guess: the sampler (ddmc's rule, the
best average of double-dummy values over the layouts) plays a card that a search of the makers'
strategies to the end of the deal (the adversaries choosing their cards layout by layout, as
alpha-mu assumes) shows to be worse. The player must find a right card; those it
is known to miss are marked ``known_miss`` in the file (and fail here if it starts to solve them,
so the mark stays true) and counted in docs/strength.md.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bridgewhist.agents import make_agent
from bridgewhist.agents.alphamu import Problem, answer, load_problems
from bridgewhist.agents.alphamu.problems import problem_state
from bridgewhist.agents.ddmc.inference import denied_cards
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.cards import Card
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.view import view_of

PROBLEMS = load_problems(Path(__file__).with_name("alphamu_problems.json"))


def test_the_set_is_small_and_every_problem_is_a_guess_for_the_sampler() -> None:
    assert 10 <= len(PROBLEMS) <= 20
    assert len({p.name for p in PROBLEMS}) == len(PROBLEMS)
    for problem in PROBLEMS:
        assert problem.reason and problem.source and problem.theme
        assert problem.sampler not in problem.right, problem.name
        assert answer(problem, solver().card_values_batch, depth=1) == problem.sampler, problem.name


@pytest.mark.parametrize("problem", PROBLEMS, ids=[p.name for p in PROBLEMS])
def test_the_player_finds_the_right_card(problem: Problem) -> None:
    card = answer(problem, solver().card_values_batch)
    if problem.known_miss:
        assert card not in problem.right, f"{problem.name} is solved now: take off known_miss"
        right = " ".join(str(Card(c)) for c in problem.right)
        pytest.xfail(f"known miss: plays {Card(card)}, right: {right}")
    assert card in problem.right, f"{problem.name}: played {Card(card)}"


def test_every_player_can_act_at_each_problem_position() -> None:
    """The ladder counts each player's answers at the problems' positions
    (:func:`problem_state`): the makers to play, the adversaries' cards unseen, every layout of
    them still possible (no void of theirs shown by the earlier tricks)."""
    code = load_law_code("english-1904")
    for index, problem in enumerate(PROBLEMS):
        state = problem_state(problem, code)
        view = view_of(state, state.actor)
        assert state.actor == Seat.S and view.hand == problem.hands[2]
        assert view.unseen_cards() == problem.hands[1] | problem.hands[3]
        assert view.voids[Seat.E] == view.voids[Seat.W] == 0
        action = make_agent("maxims", random.Random(index)).act(view)
        state.check(action, by=state.actor)


def test_the_made_up_tricks_rule_out_no_layout() -> None:
    code = load_law_code("english-1904")
    for problem in PROBLEMS:
        view = view_of(problem_state(problem, code), Seat.S)
        assert denied_cards(view) == (0, 0, 0, 0), problem.name
        assert denied_cards(view, leads=True)[Seat.W] == 0, problem.name
