"""The one rule on the last trick (issue 36), which the terminal and the web table follow: shown
while it lies turned on the table, hidden once the next card is led (P108, A98, W98), shown
again when the hand is over."""

from __future__ import annotations

import random

import pytest

from bridgewhist.agents import RandomAgent
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand
from bridgewhist.view import last_trick_seen


@pytest.mark.parametrize("key", LAW_CODE_KEYS)
def test_a_quitted_trick_is_hidden_until_the_end_of_the_hand(key: str) -> None:
    rng = random.Random(36)
    state = new_hand(load_law_code(key), Seat.S, rng=rng)
    agent = RandomAgent(rng)
    seen = hidden = 0
    while not state.is_complete:
        shown = last_trick_seen(state)
        if state.tricks and state.trick:
            assert shown is None
            hidden += 1
        elif state.tricks:
            assert shown == state.tricks[-1]
            seen += 1
        else:
            assert shown is None
        state = state.apply(agent(state))
    assert last_trick_seen(state) == state.tricks[-1] and seen == 12 and hidden == 36
    number = {"english-1904": "108"}.get(key, "98")
    assert state.code.cite("general", "quitted_trick_hidden") == f"{key} law {number}"
