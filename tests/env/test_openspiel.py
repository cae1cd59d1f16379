"""The OpenSpiel game passes OpenSpiel's own checks and agrees with the engine."""

from __future__ import annotations

import pickle
import random

import pyspiel
import pytest

from bridgewhist.env import ismcts_match
from bridgewhist.env import openspiel as bw_os
from bridgewhist.env.encoding import ACTIONS, deal_points, seat_reward


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_openspiel_random_sim_test_passes_with_serialisation(code: str) -> None:
    game = pyspiel.load_game("python_bridge_whist", {"law_code": code})
    pyspiel.random_sim_test(game, num_sims=4, serialize=True, verbose=False)


def _dealt(game: pyspiel.Game, rng: random.Random) -> pyspiel.State:
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(rng.choice(outcomes)[0])
    return state


def test_clones_and_deserialised_states_carry_on_alike() -> None:
    game = pyspiel.load_game("python_bridge_whist")
    rng = random.Random(2)
    state = _dealt(game, rng)
    for _ in range(20):
        state.apply_action(rng.choice(state.legal_actions()))
    clone = state.clone()
    restored = game.deserialize_state(state.serialize())
    for other in (clone, restored):
        assert other.history() == state.history()
        assert other.information_state_tensor(1) == state.information_state_tensor(1)
        assert other.legal_actions() == state.legal_actions()
    clone.apply_action(clone.legal_actions()[0])
    assert len(clone.history()) == len(state.history()) + 1  # the clone is its own state
    assert pickle.loads(pickle.dumps(game)).get_type().short_name == "python_bridge_whist"


def test_the_dealer_is_the_current_player_in_dummys_turn_and_returns_are_points() -> None:
    game = pyspiel.load_game("python_bridge_whist", {"law_code": "english-1904"})
    rng = random.Random(9)
    state = _dealt(game, rng)
    while not state.is_terminal():
        hand = state.hand
        assert state.current_player() == int(hand.actor)
        assert state.legal_actions() == sorted(
            i for i, a in enumerate(ACTIONS) if a in hand.legal_actions())
        state.apply_action(rng.choice(state.legal_actions()))
    points = deal_points(state.hand)
    assert state.returns() == [float(seat_reward(points, seat)) for seat in range(4)]


def test_observations_hide_the_other_hands() -> None:
    game = pyspiel.load_game("python_bridge_whist")
    state = _dealt(game, random.Random(4))
    for player in range(4):
        tensor = state.observation_tensor(player)
        assert sum(tensor[:52]) == 13 and sum(tensor[52:104]) == 0
        text = state.information_state_string(player)
        assert text.startswith(f"p{player} ")


def test_american_doubling_is_capped_by_the_parameter() -> None:
    game = pyspiel.load_game("python_bridge_whist", {"max_doubles": 1})
    state = _dealt(game, random.Random(1))
    state.apply_action(56)  # no-trumps
    state.apply_action(58)  # the eldest hand doubles
    assert state.legal_actions() == [59]  # no redouble past the cap
    with pytest.raises(ValueError, match="max_doubles"):
        bw_os.BridgeWhistGame({"max_doubles": 40})


def test_resampled_states_keep_the_players_information() -> None:
    game = pyspiel.load_game("python_bridge_whist")
    rng = random.Random(1)
    state = _dealt(game, rng)
    for _ in range(30):
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    others = [state.resample_from_infostate(player, sampler) for _ in range(5)]
    assert all(o.information_state_string(player) == state.information_state_string(player)
               and o.legal_actions() == state.legal_actions() for o in others)
    assert any(o.hand.deal != state.hand.deal for o in others)


def test_ismcts_plays_a_deal_against_the_maxims_player() -> None:
    results = ismcts_match.play_match(deals=1, simulations=5, seed=0)
    assert len(results) == 1 and results[0] == int(results[0])
