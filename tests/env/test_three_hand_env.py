"""Ames's three-hand game as a PettingZoo environment."""

from __future__ import annotations

import random

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from bridgewhist.env import three_hand as bw_three
from bridgewhist.env.encoding import field
from bridgewhist.three_hand.hand import X_SEAT

_DICT_WARNINGS = (
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:Observation is not a NumPy array:UserWarning",
)


@pytest.mark.filterwarnings(_DICT_WARNINGS[0])
@pytest.mark.filterwarnings(_DICT_WARNINGS[1])
def test_three_hand_env_passes_the_pettingzoo_checks() -> None:
    api_test(bw_three.env(law_code="english-1904", render_mode="ansi"), num_cycles=300)
    seed_test(bw_three.env, num_cycles=300)


def test_a_deal_from_dummys_make_to_the_rewards() -> None:
    game = bw_three.env(law_code="english-1904", dealer=0)
    game.reset(seed=8)
    game.step(57)  # the dealer makes the trump from X's hand, by Ames's rule
    deal = game.deal
    assert deal is not None and deal.x_seen
    seen = field(game.observe("player_0")["observation"], "dummy")
    assert seen.sum() == 13 == deal.state.hands[X_SEAT].bit_count()
    assert field(game.observe("player_1")["observation"], "dummy").sum() == 0  # not yet shown
    rng = random.Random(8)
    rewards = dict.fromkeys(bw_three.PLAYERS, 0.0)
    for agent in game.agent_iter():
        obs, reward, done, truncated, _info = game.last()
        rewards[agent] += reward
        if done or truncated:
            game.step(None)
            continue
        game.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    points = game.points
    assert sum(points) > 0 and points[1] == points[2]  # the two adversaries score alike
    assert abs(sum(rewards.values())) < 1e-9
    assert rewards["player_0"] == points[0] - (points[1] + points[2]) / 2


def test_passing_the_deal_ends_it_with_nothing_scored() -> None:
    game = bw_three.env(dealer=2)
    game.reset(seed=1)
    assert game.agent_selection == "player_2"
    game.step(bw_three.PASS_INDEX)
    assert all(game.terminations.values()) and game.points == (0, 0, 0)
    text = bw_three.env(render_mode="ansi", dealer=0)
    text.reset(seed=2)
    assert (text.render() or "").startswith("three-hand: player_0 deals")
    with pytest.raises(ValueError, match="dealer"):
        bw_three.env(dealer=3)
