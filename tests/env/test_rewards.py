"""The doubling cap and the reward scale: the same in the PettingZoo, OpenSpiel and batch games.

Every deal here is the same script: the dealer declares spades, every seat doubles while it may
(up to ten doubles), then each plays its lowest legal card. Spades are worth 2 a trick, so under
a club limit of 100 the American codes (law 55: the double that first passes the limit is the
last) allow six doubles (128 a trick) and the English code (law 58: no double past the limit)
five (64); uncapped, the script's ten.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel
import pytest

from bridgewhist.env import openspiel as bw_os
from bridgewhist.env import parallel, pettingzoo, rewards, three_hand
from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.vector import BridgeWhistVectorEnv
from bridgewhist.errors import LawCodeError

assert bw_os.GAME_TYPE  # registers python_bridge_whist
DOUBLE, SATISFIED, SPADES = 58, 59, 52
CASES = [("american-1905", 100, 6), ("american-1904", 100, 6), ("english-1904", 100, 5),
         ("american-1905", 200, 7), ("american-1905", None, 10)]


def _scripted(mask: np.ndarray, doubles: int) -> int:
    if mask[SPADES]:
        return SPADES
    if mask[DOUBLE] and doubles < 10:
        return DOUBLE
    if mask[SATISFIED]:
        return SATISFIED
    return int(np.flatnonzero(mask)[0])


def _batch(code: str, limit: rewards.DoublingLimit, scale: float = 1.0) -> tuple[int, float]:
    batch = BatchEnv(1, law_code=code, seed=4, doubling_limit=limit, reward_scale=scale)
    doubles = 0
    while True:
        action = _scripted(batch.legal_mask()[0], doubles)
        doubles += action == DOUBLE
        reward, done = batch.step(np.array([action]))
        if done[0]:
            return doubles, float(reward[0, 0])


def _aec(game: Any) -> tuple[int, float]:
    """The scripted deal played in a PettingZoo AEC environment (seed 4): the doublings made
    and player_0's reward."""
    game.reset(seed=4)
    doubles, reward = 0, 0.0
    for agent in game.agent_iter():
        observation, got, terminated, _, _ = game.last()
        if terminated:
            reward = float(got) if agent == "player_0" else reward
            game.step(None)
            continue
        action = _scripted(observation["action_mask"], doubles)
        doubles += action == DOUBLE
        game.step(action)
    return doubles, reward


def _pettingzoo(code: str, limit: rewards.DoublingLimit, scale: float = 1.0) -> tuple[int, float]:
    return _aec(pettingzoo.env(law_code=code, doubling_limit=limit, reward_scale=scale))


def _openspiel(code: str, limit: rewards.DoublingLimit, scale: float = 1.0) -> tuple[int, float]:
    params = {"law_code": code, "doubling_limit": limit or 0, "reward_scale": scale,
              "max_doubles": 12}
    state = pyspiel.load_game("python_bridge_whist", params).new_initial_state()
    rng = random.Random(4)
    doubles = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            continue
        mask = np.zeros(60, dtype=np.int8)
        mask[state.legal_actions()] = 1
        action = _scripted(mask, doubles)
        doubles += action == DOUBLE
        state.apply_action(action)
    return doubles, float(state.returns()[0])


def _three_hand(code: str, limit: rewards.DoublingLimit, scale: float = 1.0) -> tuple[int, float]:
    return _aec(three_hand.env(law_code=code, dealer=0, doubling_limit=limit, reward_scale=scale))


GAMES = [pytest.param(_batch, id="batch"), pytest.param(_pettingzoo, id="pettingzoo"),
         pytest.param(_openspiel, id="openspiel"), pytest.param(_three_hand, id="three-hand")]


@pytest.mark.parametrize("play", GAMES)
@pytest.mark.parametrize(("code", "limit", "expected"), CASES)
def test_the_doubling_stops_at_the_club_limit_by_default_and_not_uncapped(
        play: object, code: str, limit: rewards.DoublingLimit, expected: int) -> None:
    assert callable(play)
    doubles, reward = play(code, limit)
    assert doubles == expected
    assert reward != 0 and abs(reward) <= 13 * 2 * 2 ** expected + 600


@pytest.mark.parametrize("play", GAMES)
def test_the_default_is_the_club_limit_and_the_scale_divides_the_reward(play: object) -> None:
    assert callable(play)
    assert play("american-1905", rewards.DEFAULT_DOUBLING_LIMIT) == play("american-1905", 100)
    doubles, points = play("american-1905", 100)
    assert play("american-1905", 100, rewards.REWARD_UNIT) == (doubles, points / 100)


def test_the_environments_default_to_the_club_limit() -> None:
    assert BatchEnv(1).code.effective_doubling_limit == 100
    assert pettingzoo.env().code.effective_doubling_limit == 100
    game = pyspiel.load_game("python_bridge_whist")
    assert game.code.effective_doubling_limit == 100
    assert game.get_parameters()["doubling_limit"] == 100
    assert BatchEnv(1, doubling_limit=None).code.effective_doubling_limit is None
    assert parallel.parallel_env().game.code.effective_doubling_limit == 100
    uncapped = parallel.parallel_env(doubling_limit=None, reward_scale=100).game
    assert (uncapped.code.effective_doubling_limit, uncapped.reward_scale) == (None, 100.0)
    vector = BridgeWhistVectorEnv(2, doubling_limit=200, reward_scale=10).batch
    assert (vector.code.effective_doubling_limit, vector.reward_scale) == (200, 10.0)
    assert BatchEnv(1, law_code="english-1904", doubling_limit="code").code.effective_doubling_limit == 100


def test_bad_limits_and_scales_get_one_line_errors() -> None:
    for scale in (0, -1.0, float("nan"), float("inf"), True):
        with pytest.raises(ValueError, match="reward_scale must be a finite number above 0"):
            BatchEnv(1, reward_scale=scale)
        with pytest.raises(ValueError, match="reward_scale must be a finite number above 0"):
            pettingzoo.env(reward_scale=scale)
        with pytest.raises(ValueError, match="reward_scale must be a finite number above 0"):
            three_hand.env(reward_scale=scale)
    for limit in (5, 10**7):
        with pytest.raises(LawCodeError, match="doubling_limit must be"):
            BatchEnv(1, doubling_limit=limit)
        with pytest.raises(LawCodeError, match="doubling_limit must be"):
            pettingzoo.env(doubling_limit=limit)
    with pytest.raises(ValueError, match="reward_scale"):
        pyspiel.load_game("python_bridge_whist", {"reward_scale": 0.0})


def test_random_play_under_the_default_has_a_reward_a_learner_can_use() -> None:
    batch = BatchEnv(256, law_code="american-1905", seed=11)
    seen: list[np.ndarray] = []
    while sum(len(s) for s in seen) < 2000:
        reward, done = batch.step(batch.random_actions())
        seen.append(reward[done, 0])
    points = np.concatenate(seen)
    assert np.abs(points).max() <= 13 * 12 * 16 + 600  # no trick ever worth over 192
    assert 100 < points.std() < 400
