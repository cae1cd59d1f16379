"""The Gymnasium vector API over the batch: spaces, masks, SAME_STEP autoreset, no copies."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pytest
from gymnasium.spaces import Box, Discrete, MultiDiscrete
from gymnasium.utils.env_checker import data_equivalence
from gymnasium.utils.passive_env_checker import check_obs
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space
from gymnasium.wrappers.vector import RecordEpisodeStatistics

from bridgewhist.env.encoding import ACTIONS, observation
from bridgewhist.env.vector import BridgeWhistVectorEnv
from bridgewhist.seats import Seat
from bridgewhist.state import hand_from_deal
from bridgewhist.view import view_of


def _random(masks: npt.NDArray[np.bool_], rng: np.random.Generator) -> npt.NDArray[np.int64]:
    actions: npt.NDArray[np.int64] = np.where(masks, rng.random(masks.shape), -1).argmax(axis=1)
    return actions


def test_the_spaces_are_gymnasiums_and_every_observation_lies_in_them() -> None:
    envs = BridgeWhistVectorEnv(16, law_code="english-1904", seed=3)
    assert envs.single_observation_space == Box(0.0, 1.0, (404,), dtype=np.float32)
    assert envs.single_action_space == Discrete(60)
    assert envs.observation_space == batch_space(envs.single_observation_space, 16)
    assert envs.action_space == MultiDiscrete(np.full(16, 60))
    assert envs.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    observations, infos = envs.reset(seed=3)
    check_obs(observations, envs.observation_space, "reset")
    rng = np.random.default_rng(0)
    for _ in range(300):
        actions = _random(infos["action_mask"], rng)
        assert envs.action_space.contains(actions)
        observations, rewards, terminations, truncations, infos = envs.step(actions)
        check_obs(observations, envs.observation_space, "step")
        assert rewards.shape == terminations.shape == truncations.shape == (16,)
        assert infos["action_mask"].dtype == np.bool_ and infos["_action_mask"].all()
        assert not truncations.any()


def test_the_same_seed_and_actions_give_the_same_steps() -> None:
    one, two = BridgeWhistVectorEnv(8, seed=5), BridgeWhistVectorEnv(8, seed=5)
    assert data_equivalence(one.reset(seed=9), two.reset(seed=9), exact=True)
    rng = np.random.default_rng(1)
    infos = one.reset(seed=9)[1]
    two.reset(seed=9)
    for _ in range(200):
        actions = _random(infos["action_mask"], rng)
        got, again = one.step(actions), two.step(actions)
        assert data_equivalence(got, again, exact=True)
        infos = got[4]


@pytest.mark.parametrize("compiled", [None, False], ids=["default", "numpy"])
def test_same_step_autoreset_gives_the_ended_deal_in_final_obs_as_the_engine_sees_it(
        compiled: bool | None) -> None:
    envs = BridgeWhistVectorEnv(12, law_code="american-1905", seed=2, compiled=compiled)
    observations, infos = envs.reset(seed=2)
    batch = envs.batch
    states = [hand_from_deal(batch.code, Seat(int(batch.dealer[t])), batch.deal_ints(t))
              for t in range(12)]
    rng = np.random.default_rng(4)
    ended = 0
    while ended < 40:
        actions = _random(infos["action_mask"], rng)
        acting = infos["actor"].copy()
        observations, rewards, terminations, _, infos = envs.step(actions)
        for table in range(12):
            state = states[table].apply(ACTIONS[int(actions[table])])
            if not terminations[table]:
                assert rewards[table] == 0 and infos.get("final_obs", [None] * 12)[table] is None
                states[table] = state
                continue
            ended += 1
            seat = Seat(int(acting[table]))
            assert state.is_complete and infos["_final_obs"][table] and infos["_final_info"][table]
            expected = observation(view_of(state, seat))
            final = infos["final_obs"][table]
            assert (final == expected).all()
            assert rewards[table] == infos["rewards"][table, seat]
            assert (infos["final_info"]["rewards"][table] == infos["rewards"][table]).all()
            fresh = hand_from_deal(batch.code, Seat(int(batch.dealer[table])), batch.deal_ints(table))
            assert (observations[table] == observation(view_of(fresh, fresh.actor))).all()
            states[table] = fresh


def test_gymnasiums_episode_statistics_count_each_deal() -> None:
    envs = RecordEpisodeStatistics(BridgeWhistVectorEnv(8, law_code="english-1904", seed=6))
    _, infos = envs.reset(seed=6)
    rng = np.random.default_rng(2)
    seen = 0
    while seen < 20:
        _, rewards, terminations, _, infos = envs.step(_random(infos["action_mask"], rng))
        if terminations.any():
            episodes = infos["episode"]
            assert (episodes["r"][terminations] == rewards[terminations]).all()
            assert (episodes["l"][terminations] >= 53).all()  # a declaration and 52 cards at least
            seen += int(terminations.sum())


def test_copy_false_returns_the_same_array_and_copy_true_new_ones() -> None:
    shared = BridgeWhistVectorEnv(4, seed=1, copy=False)
    first, infos = shared.reset(seed=1)
    second = shared.step(infos["action_mask"].argmax(axis=1))[0]
    assert second is first and first.flags.c_contiguous and first.dtype == np.float32
    fresh = BridgeWhistVectorEnv(4, seed=1)
    one, infos = fresh.reset(seed=1)
    two = fresh.step(infos["action_mask"].argmax(axis=1))[0]
    assert two is not one and (two == second).all()


def test_an_opponent_seated_leaves_every_decision_and_reward_to_the_learners_side() -> None:
    envs = BridgeWhistVectorEnv(16, law_code="english-1904", seed=8, opponent="maxims")
    _, infos = envs.reset(seed=8)
    rng = np.random.default_rng(3)
    ended = 0
    while ended < 20:
        assert (infos["actor"] % 2 == 0).all()  # North or South
        _, rewards, terminations, _, infos = envs.step(_random(infos["action_mask"], rng))
        assert (rewards == infos["rewards"][:, 0]).all()
        ended += int(terminations.sum())


def test_bad_steps_and_seeds_are_refused() -> None:
    envs = BridgeWhistVectorEnv(4, seed=1)
    envs.reset(seed=1)
    before = envs.batch.turn.copy()
    with pytest.raises(ValueError, match="action 0 is not legal at table 0"):
        envs.step(np.zeros(4, dtype=np.int64))
    assert (envs.batch.turn == before).all()
    with pytest.raises(ValueError, match="seed must be one int"):
        envs.reset(seed=[1, 2, 3, 4])
