"""The ``learned`` player (issue 38, item 5): the observation it builds from the seat's view is the
environments' own, its plain-Python network gives numpy's scores, its shipped weights are small,
and it plays legal deals as a registered player."""

from __future__ import annotations

import random
import zipfile
from pathlib import Path

import numpy as np
import pytest

from bridgewhist.agents.learned.agent import LearnedAgent, make_learned, shipped_policy
from bridgewhist.agents.learned.features import ACTIONS, INPUT_SIZE, OBS_SIZE, features, inputs
from bridgewhist.agents.learned.policy import WEIGHTS, Policy
from bridgewhist.agents.learned.weights import WeightsError
from bridgewhist.agents.random_agent import RandomAgent
from bridgewhist.agents.registry import agent_names, make_agent
from bridgewhist.env import encoding
from bridgewhist.env.policy_inputs import policy_inputs
from bridgewhist.laws import load_law_code
from bridgewhist.phases.stages import Phase
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, new_hand
from bridgewhist.view import ScoreContext, SeatView, view_of

CODES = ("english-1904", "american-1904", "american-1905")


def dense(view: SeatView) -> np.ndarray:
    out = np.zeros(OBS_SIZE, dtype=np.float32)
    for index, value in features(view):
        out[index] = value
    return out


def deal_views(code: str, seed: int, context: ScoreContext | None = None) -> list[SeatView]:
    """Every seat's view at every decision of a random deal."""
    rng = random.Random(seed)
    state: HandState = new_hand(load_law_code(code), Seat(seed % 4), rng=rng)
    player = RandomAgent(rng)
    views = []
    while not state.is_complete:
        views += [view_of(state, seat, context) for seat in Seat]
        state = state.apply(player.act(view_of(state, state.actor, context)))
    views += [view_of(state, seat, context) for seat in Seat]
    return views


def test_the_actions_are_in_the_environments_order() -> None:
    assert ACTIONS == encoding.ACTIONS


@pytest.mark.parametrize("code", CODES)
def test_the_features_are_the_environments_observation(code: str) -> None:
    for seed in range(12):
        context = ScoreContext(game_score=(seed % 30, 2 * seed % 30), games_won=(seed % 2, 1)) \
            if seed % 3 == 0 else None
        for view in deal_views(code, seed, context):
            assert np.array_equal(dense(view), encoding.observation(view)), view.describe()


def test_the_network_gives_numpys_scores() -> None:
    policy = shipped_policy()
    arrays = np.load(WEIGHTS)
    w1, b1, w2, b2 = (arrays[k] for k in ("w1", "b1", "w2", "b2"))
    for view in deal_views("american-1905", 5):
        x = policy_inputs(encoding.observation(view)[None, :])[0].astype(np.float64)
        expected = np.maximum(x @ w1 + b1, 0) @ w2 + b2
        mine = policy.scores(inputs(view), range(60))
        assert np.allclose(mine, expected, atol=1e-4), view.describe()


def test_the_shipped_weights_are_small() -> None:
    assert WEIGHTS.stat().st_size <= 400_000
    assert shipped_policy().hidden >= 16


def test_the_learned_player_plays_legal_deals_the_same_way_each_time() -> None:
    assert "learned" in agent_names()
    for code in CODES:
        plays: list[list[str]] = []
        for _ in range(2):
            state = new_hand(load_law_code(code), Seat.E, rng=random.Random(9))
            agent = make_agent("learned", random.Random(len(plays)), cards="network")
            plays.append([])
            while not state.is_complete:
                action = agent.act(view_of(state, state.actor))
                state.check(action, by=state.actor)
                state = state.apply(action)
                plays[-1].append(str(action))
        assert plays[0] == plays[1]
        assert sum(state.won) == 13


def test_the_learned_player_takes_one_setting() -> None:
    with pytest.raises(TypeError, match="learned agent takes no settings, not depth"):
        make_learned(random.Random(1), depth=3)
    with pytest.raises(ValueError, match="cards setting must be network or maxims, not 'dds'"):
        make_learned(random.Random(1), cards="dds")


def test_with_the_maxims_at_the_cards_only_the_make_and_doubling_are_the_networks() -> None:
    network = make_learned(random.Random(1), cards="network")
    both = make_learned(random.Random(1))  # the default: the maxims at the cards
    maxims = make_agent("maxims", random.Random(1))
    for seed in range(6):
        state = new_hand(load_law_code("american-1905"), Seat(seed % 4), rng=random.Random(seed))
        while not state.is_complete:
            view = view_of(state, state.actor)
            expected = (maxims if state.phase == Phase.PLAY else network).act(view)
            action = both.act(view)
            assert action == expected, view.describe()
            state = state.apply(action)


def test_the_registered_default_is_the_network_making_and_doubling_with_the_maxims_cards() -> None:
    default, network = (make_agent("learned", random.Random(1), **settings)
                        for settings in ({}, {"cards": "network"}))
    assert isinstance(default, LearnedAgent) and default.card_player is not None  # the baseline
    assert isinstance(network, LearnedAgent) and network.card_player is None


def test_with_no_legal_action_it_says_so() -> None:
    state = new_hand(load_law_code("english-1904"), Seat.N, rng=random.Random(2))
    with pytest.raises(ValueError, match="has no action the learned player knows"):
        LearnedAgent(shipped_policy()).act(view_of(state, Seat.E))


def test_damaged_or_foreign_weights_are_refused_in_one_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.npz"
    broken.write_bytes(b"not a zip")
    with pytest.raises(WeightsError, match="cannot read the weights"):
        Policy(broken)
    doubles = tmp_path / "doubles.npz"
    np.savez(doubles, w1=np.zeros((INPUT_SIZE, 4)), b1=np.zeros(4), w2=np.zeros((4, 60)), b2=np.zeros(60))
    with pytest.raises(WeightsError, match="expected little-endian float32"):
        Policy(doubles)
    wrong = tmp_path / "wrong.npz"
    np.savez(wrong, w1=np.zeros((INPUT_SIZE, 4), np.float32), b1=np.zeros(5, np.float32),
             w2=np.zeros((4, 60), np.float32), b2=np.zeros(60, np.float32))
    with pytest.raises(WeightsError, match="do not make a 513-4-60 network"):
        Policy(wrong)
    missing = tmp_path / "missing.npz"
    with zipfile.ZipFile(missing, "w"):
        pass
    with pytest.raises(WeightsError, match="expected arrays w1"):
        Policy(missing)


@pytest.mark.parametrize("code", CODES)
def test_the_derived_inputs_are_the_batch_ones(code: str) -> None:
    seen = np.zeros(INPUT_SIZE)
    for seed in range(12):
        views = deal_views(code, 100 + seed)
        obs = np.stack([encoding.observation(view) for view in views])
        expected = policy_inputs(obs)
        for row, view in enumerate(views):
            mine = np.zeros(INPUT_SIZE, dtype=np.float32)
            for index, value in inputs(view):
                mine[index] = value
            assert np.array_equal(mine, expected[row]), view.describe()
        seen += expected.sum(axis=0)
    assert (seen[OBS_SIZE:] > 0).sum() >= 100  # every derived field is met: the check is not empty
