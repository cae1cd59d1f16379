"""The double-dummy Monte Carlo player: legal, sensible, and fast enough in the play."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from bridgewhist.actions import LEAVE, SATISFIED, parse_action
from bridgewhist.agents import chooser, make_agent, view_of
from bridgewhist.agents.ddmc.agent import DDMCAgent, _gap
from bridgewhist.cards import Strain, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal, new_hand

STRONG = "S:AKQJ.AKQ.AKQ.AKQ T98.T98.T98.T987 765.765.765.6543 432.J432.J432.J2"


def test_a_whole_deal_of_ddmc_players_is_legal_and_complete() -> None:
    state = new_hand(load_law_code("american-1905"), Seat.E, rng=random.Random(4))
    choose = chooser({seat: DDMCAgent(random.Random(seat), samples=4, make_samples=2, workers=0)
                      for seat in Seat})
    while not state.is_complete:
        state = state.apply(choose(state))
    assert sum(state.won) == 13


def test_the_dealer_with_four_aces_and_every_top_card_makes_it_himself() -> None:
    """With a hand that takes every trick, leaving it to partner can only lose: the agent names
    a strain, and (four aces) no trumps is worth the most: 100 for the aces and the slam."""
    state = hand_from_deal(load_law_code("english-1904"), Seat.S, parse_deal(STRONG))
    action = DDMCAgent(random.Random(1), make_samples=3, workers=0).act(view_of(state, Seat.S))
    assert action != LEAVE
    assert action == parse_action("no-trumps")


def test_the_adversaries_double_a_hopeless_make_but_the_makers_do_not_redouble_it() -> None:
    """Dummy, left it with nothing, names spades; the adversaries hold every winner."""
    deal = parse_deal("N:T98.T98.T98.T987 AKQJ.AKQ.AKQ.AKQ 765.765.765.6543 432.J432.J432.J2")
    state = hand_from_deal(load_law_code("american-1904"), Seat.N, deal)
    state = state.apply(parse_action("leave")).apply(parse_action("spades"))
    agent = DDMCAgent(random.Random(2), make_samples=3, workers=0)
    assert state.turn == Seat.E  # the eldest hand holds every top card: he doubles
    assert agent.act(view_of(state, Seat.E)) == parse_action("double")
    doubled = state.apply(parse_action("double"))
    assert doubled.turn == Seat.S  # the maker of the trump answers first
    assert agent.act(view_of(doubled, Seat.S)) == SATISFIED


def test_in_the_play_it_takes_the_tricks_double_dummy_says_are_there() -> None:
    """South, on lead at no trumps with every top card, keeps winning tricks."""
    state = hand_from_deal(load_law_code("english-1904"), Seat.W, parse_deal(STRONG))
    for text in ("no-trumps", "satisfied", "satisfied"):
        state = state.apply(parse_action(text))
    assert state.phase == Phase.PLAY and state.turn == Seat.N
    choose = chooser({seat: DDMCAgent(random.Random(seat), samples=3, workers=0)
                      for seat in Seat})
    while not state.is_complete:
        state = state.apply(choose(state))
    assert state.won[Seat.S.side] == 13 - 0


def test_settings_are_checked_and_registered_by_name() -> None:
    with pytest.raises(ValueError, match="samples"):
        DDMCAgent(random.Random(1), samples=0)
    agent = make_agent("ddmc", random.Random(1), samples=5, workers=0)
    assert isinstance(agent, DDMCAgent) and agent.samples == 5


def test_a_pool_of_dds_workers_gives_the_same_choice_as_in_process() -> None:
    state = hand_from_deal(load_law_code("english-1904"), Seat.W, parse_deal(STRONG))
    for text in ("hearts", "satisfied", "satisfied"):
        state = state.apply(parse_action(text))
    state = state.apply(parse_action("D7"))
    view = view_of(state, state.actor)
    in_process = DDMCAgent(random.Random(5), samples=6, workers=0).act(view)
    pooled = DDMCAgent(random.Random(5), samples=6, workers=1).act(view)
    assert in_process == pooled
    assert Strain(state.strain) == Strain.HEARTS


class _Counting(DDMCAgent):
    """A ddmc player that counts the sampled deals it solves in the play."""

    solved = 0

    def _solve_positions(self, positions: Sequence[Any]) -> list[dict[int, int]]:
        self.solved += len(positions)
        return super()._solve_positions(positions)


def _opening_lead() -> HandState:
    state = hand_from_deal(load_law_code("english-1904"), Seat.S, parse_deal(
        "N:AT98.A32.A32.A32 7654.7654.654.54 KJ32.KQ.KQ7.KQ76 Q.JT98.JT98.JT98"))
    for text in ("no-trumps", "satisfied", "satisfied"):
        state = state.apply(parse_action(text))
    assert state.phase == Phase.PLAY and state.turn == Seat.W
    return state


@pytest.mark.parametrize(("margin", "solved"), [(0.0, 2), (99.0, 6)])
def test_a_close_card_decision_samples_more_up_to_the_cap(margin: float, solved: int) -> None:
    """Batches of ``samples`` while the two best cards are within ``margin``; never more than
    ``max_samples``; a margin of 0 is the plain first batch."""
    agent = _Counting(random.Random(3), samples=2, max_samples=6, margin=margin, workers=0)
    view = view_of(_opening_lead(), Seat.W)
    assert agent.act(view) in view.legal
    assert agent.solved == solved


def test_equal_cards_count_once_in_the_gap() -> None:
    """The king and queen together are worth the same in every sample: they do not make the
    decision close; a card worse by a trick on average is a gap of one."""
    assert _gap({1: [3, 2], 2: [3, 2], 3: [2, 1]}) == 1.0
    assert _gap({1: [3, 2], 2: [3, 2]}) == float("inf")


def test_bad_sampling_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="max_samples"):
        DDMCAgent(random.Random(1), samples=20, max_samples=10)
    with pytest.raises(ValueError, match="margin"):
        DDMCAgent(random.Random(1), margin=-1)
    with pytest.raises(ValueError, match="inference"):
        DDMCAgent(random.Random(1), inference="psychic")
    assert DDMCAgent(random.Random(1), samples=30).max_samples == 120


@pytest.mark.parametrize("inference", ["follows", "all", "none"])
def test_every_inference_plays_a_whole_deal(inference: str) -> None:
    state = _opening_lead()
    choose = chooser({seat: DDMCAgent(random.Random(seat), samples=3, max_samples=3,
                                      inference=inference, workers=0) for seat in Seat})
    while not state.is_complete:
        state = state.apply(choose(state))
    assert sum(state.won) == 13
