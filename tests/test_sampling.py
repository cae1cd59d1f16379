"""Sampled deals keep everything a seat has seen, and respect the voids shown."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.agents import RandomAgent, view_of
from bridgewhist.agents.sampling import cards_held, hidden_seats, sample_hands
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), stop=st.integers(0, 55))
def test_samples_are_consistent_with_the_view(seed: int, stop: int) -> None:
    state = new_hand(load_law_code("american-1905"), Seat(seed % 4), rng=random.Random(seed))
    agent = RandomAgent(random.Random(seed))
    for _ in range(stop):
        if state.is_complete:
            break
        state = state.apply(agent(state))
    if state.is_complete:
        return
    seat = state.actor
    view = view_of(state, seat)
    held = cards_held(view)
    assert held == [h.bit_count() for h in state.hands]
    for sample_seed in range(3):
        hands = sample_hands(view, random.Random(sample_seed))
        assert hands[seat] == state.hands[seat]
        if view.dummy_hand is not None:
            assert hands[state.dummy] == state.hands[state.dummy]
        assert [h.bit_count() for h in hands] == held
        union = 0
        for hand in hands:
            assert not union & hand
            union |= hand
        assert union == sum(state.hands)  # exactly the cards still held
        for other in hidden_seats(view):
            for suit in range(4):
                if view.voids[other] >> suit & 1:
                    assert not hands[other] & SUIT_MASKS[suit]


def test_samples_vary_and_are_reproducible() -> None:
    state = new_hand(load_law_code("english-1904"), Seat.N, rng=random.Random(3))
    view = view_of(state, Seat.E)
    first = sample_hands(view, random.Random(1))
    assert first == sample_hands(view, random.Random(1))
    assert first != sample_hands(view, random.Random(2))
