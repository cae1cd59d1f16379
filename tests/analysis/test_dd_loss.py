"""Losses against double dummy add up: the makers take their double-dummy tricks, plus what the
adversaries throw away, less what they throw away themselves."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import Action, ActionKind
from bridgewhist.agents import RandomAgent
from bridgewhist.agents.ddmc.dds import card_values
from bridgewhist.analysis import deal_losses
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, new_hand


@pytest.mark.parametrize("seed", range(4))
def test_losses_account_for_every_trick(seed: int) -> None:
    state = new_hand(load_law_code("american-1905"), Seat(seed), rng=random.Random(seed))
    states = [state]
    agent = RandomAgent(random.Random(seed))
    while not states[-1].is_complete:
        states.append(states[-1].apply(agent(states[-1])))
    loss = deal_losses(states)
    assert loss.makers_tricks == loss.makers_dd_tricks + loss.adversaries - loss.makers
    assert loss.makers >= 0 and loss.adversaries >= 0
    assert sum(loss.makers_by_trick) == loss.makers and len(loss.makers_by_trick) == 13


def test_an_unfinished_deal_is_refused() -> None:
    state = new_hand(load_law_code("english-1904"), Seat.N, rng=random.Random(1))
    with pytest.raises(ValueError, match="not played to the end"):
        deal_losses([state])


def _dd_best(state: HandState) -> int:
    """A card of the greatest double-dummy value for the side on play (it sees all four hands)."""
    values = card_values(state.hands, state.strain, int(state.leader), state.trick)
    return max(values, key=lambda card: values[card])


def _play_seeing_all(seed: int, spoil: int | None = None) -> tuple[list[HandState], int, int]:
    """Bid at random, then play every card double dummy; at the first decision of dummy's (with
    cards of different values), play dummy's worst card instead when ``spoil`` is given.
    Returns the states, the tricks the spoiled card threw away and the trick it was played to
    (counted from 0)."""
    rng = random.Random(seed)
    state = new_hand(load_law_code("english-1904"), Seat(seed % 4), rng=rng)
    agent = RandomAgent(rng)
    states = [state]
    thrown = spoiled_trick = 0
    while states[-1].phase != Phase.PLAY:
        states.append(states[-1].apply(agent(states[-1])))
    while not states[-1].is_complete:
        state = states[-1]
        card = _dd_best(state)
        if spoil is not None and not thrown and state.turn == state.dummy:
            values = card_values(state.hands, state.strain, int(state.leader), state.trick)
            if len(set(values.values())) > 1:
                card = min(values, key=lambda c: values[c])
                thrown = max(values.values()) - values[card]
                spoiled_trick = sum(state.won)
        states.append(state.apply(Action(ActionKind.PLAY, card)))
    return states, thrown, spoiled_trick


@pytest.mark.parametrize("seed", range(2))
def test_a_player_seeing_all_four_hands_loses_nothing(seed: int) -> None:
    states, _, _ = _play_seeing_all(seed)
    loss = deal_losses(states)
    assert (loss.makers, loss.adversaries) == (0, 0)
    assert loss.makers_tricks == loss.makers_dd_tricks


@pytest.mark.parametrize("seed", range(2))
def test_a_card_from_dummy_below_the_best_is_charged_to_the_makers(seed: int) -> None:
    states, thrown, spoiled_trick = _play_seeing_all(seed, spoil=1)
    loss = deal_losses(states)
    assert thrown > 0
    assert (loss.makers, loss.adversaries) == (thrown, 0)
    assert loss.makers_by_trick == tuple(thrown if trick == spoiled_trick else 0
                                         for trick in range(13))
    assert loss.makers_tricks == loss.makers_dd_tricks - thrown
