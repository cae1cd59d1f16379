"""No view ever holds a card its seat could not see at a real table."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.agents import (
    RandomAgent,
    ScoreContext,
    UnknownAgentError,
    chooser,
    make_agent,
    view_of,
)
from bridgewhist.errors import IllegalActionError
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, new_hand


@settings(max_examples=40, deadline=None)
@given(key=st.sampled_from(LAW_CODE_KEYS), seed=st.integers(0, 10_000))
def test_views_hold_only_what_the_seat_may_see(key: str, seed: int) -> None:
    state = new_hand(load_law_code(key), Seat(seed % 4), rng=random.Random(seed))
    agent = RandomAgent(random.Random(seed))
    while True:
        for seat in Seat:
            view = view_of(state, seat)
            assert view.hand == state.hands[seat]
            hidden = 0
            for other in Seat:
                if other == seat:
                    continue
                if other == state.dummy and state.dummy_exposed:
                    assert view.dummy_hand == state.hands[other]
                    continue
                hidden |= state.hands[other]
            if not state.dummy_exposed or seat == state.dummy:
                assert view.dummy_hand is None
            assert not view.visible_cards() & hidden
            assert view.unseen_cards() == hidden
            assert bool(view.legal) == (seat == state.actor and not state.is_complete)
            for other, mask in enumerate(view.voids):
                for suit in range(4):
                    if mask >> suit & 1:  # a void shown is a real void
                        assert not state.hands[other] & (0x7FFC << (16 * suit))
        if state.is_complete:
            break
        state = state.apply(agent(state))


def test_the_dealer_sees_dummy_only_after_the_opening_lead() -> None:
    state = new_hand(load_law_code("american-1904"), Seat.S, rng=random.Random(9))
    for text in range(3):
        state = state.apply(state.legal_actions()[1 if text else 0])
    assert state.phase == Phase.PLAY
    assert view_of(state, Seat.S).dummy_hand is None
    state = state.apply(state.legal_actions()[0])  # the opening lead
    assert view_of(state, Seat.S).dummy_hand == state.hands[Seat.N]
    assert view_of(state, Seat.E).dummy_hand == state.hands[Seat.N]
    view = view_of(state, Seat.S)
    assert state.turn == Seat.N and view.is_my_turn and view.legal == state.legal_actions()
    assert not view_of(state, Seat.N).legal


def test_chooser_asks_the_seat_that_must_act_and_checks_its_answer() -> None:
    class Cheat:
        name = "cheat"

        def act(self, view):  # type: ignore[no-untyped-def]
            return view_of(state, Seat.E).hand  # not an action at all

    asked: list[Seat] = []

    class Recorder(RandomAgent):
        def act(self, view):  # type: ignore[no-untyped-def]
            asked.append(view.seat)
            assert view.context == ScoreContext((10, 0), (1, 0))
            return super().act(view)

    state = new_hand(load_law_code("english-1904"), Seat.W, rng=random.Random(2))
    choose = chooser({seat: Recorder(random.Random(seat)) for seat in Seat},
                     ScoreContext((10, 0), (1, 0)))
    state = state.apply(choose(state))
    assert asked == [Seat.W]
    with pytest.raises((IllegalActionError, AttributeError)):
        chooser({seat: Cheat() for seat in Seat})(state)  # type: ignore[dict-item]


def test_agents_by_name() -> None:
    assert make_agent("random", random.Random(1)).name == "random"
    with pytest.raises(UnknownAgentError, match="unknown agent 'wizard'"):
        make_agent("wizard", random.Random(1))
