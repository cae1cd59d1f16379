"""Losses against double dummy add up: the makers take their double-dummy tricks, plus what the
adversaries throw away, less what they throw away themselves."""

from __future__ import annotations

import random

import pytest

from bridgewhist.agents import RandomAgent
from bridgewhist.analysis import deal_losses
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand


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


def test_an_unfinished_deal_is_refused() -> None:
    state = new_hand(load_law_code("english-1904"), Seat.N, rng=random.Random(1))
    with pytest.raises(ValueError, match="not played to the end"):
        deal_losses([state])
