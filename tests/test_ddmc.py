"""The double-dummy Monte Carlo player: legal, sensible, and fast enough in the play."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import LEAVE, SATISFIED, parse_action
from bridgewhist.agents import chooser, make_agent, view_of
from bridgewhist.agents.ddmc import DDMCAgent
from bridgewhist.cards import Strain, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, hand_from_deal, new_hand

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
