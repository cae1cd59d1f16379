"""The parallel API: PettingZoo's max_cycles, parallel API and seed checks; the illegal-action
policies; whole deals scored as the engine scores them."""

from __future__ import annotations

import random

import numpy as np
import pytest
from pettingzoo.test import max_cycles_test, parallel_api_test, parallel_seed_test

from bridgewhist.env import parallel as bw_par
from bridgewhist.env import pettingzoo as bw_pz
from bridgewhist.env.encoding import deal_points, seat_reward

_DICT_SPACE = "ignore:Observation space for each agent probably should be:UserWarning"


def test_pettingzoo_max_cycles_test_passes() -> None:
    max_cycles_test(bw_par)


@pytest.mark.filterwarnings(_DICT_SPACE)
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.parametrize("code", ["english-1904", "american-1905"])
def test_pettingzoo_parallel_api_and_seed_tests_pass(code: str) -> None:
    parallel_api_test(bw_par.parallel_env(law_code=code), num_cycles=300)
    parallel_seed_test(lambda: bw_par.parallel_env(law_code=code))


def _masked_deal(game: bw_par.BridgeWhistParallelEnv, seed: int) -> tuple[dict[str, float], list[int]]:
    """A whole deal of random legal acts, each agent sending an action every cycle; the
    rewards summed and the actors' actions."""
    rng = random.Random(seed)
    observations, infos = game.reset(seed=seed)
    totals = dict.fromkeys(bw_par.AGENTS, 0.0)
    played = []
    while game.agents:
        actions = {agent: int(rng.choice(np.flatnonzero(obs["action_mask"])))
                   if obs["action_mask"].any() else rng.randrange(60)  # a non-actor: not read
                   for agent, obs in observations.items()}
        played.append(actions[infos[bw_par.AGENTS[0]]["active_agent"]])
        observations, rewards, terminations, _, infos = game.step(actions)
        for agent, reward in rewards.items():
            totals[agent] += reward
    assert all(terminations.values())
    return totals, played


def test_a_whole_deal_is_rewarded_as_the_engine_scores_it_and_only_the_actor_counts() -> None:
    game = bw_par.parallel_env(law_code="english-1904")
    totals, played = _masked_deal(game, 11)
    points = deal_points(game.game.hand_state)
    assert totals == {agent: seat_reward(points, seat) for seat, agent in enumerate(bw_par.AGENTS)}
    assert len(played) >= 53  # every cycle an act: the 52 cards and at least the declaration
    # The same seed and acts in the turn-based AEC environment: the same deal and rewards.
    aec = bw_pz.env(law_code="english-1904")
    aec.reset(seed=11)
    for action in played:
        aec.step(action)
    assert aec.rewards == totals and aec.hand_state == game.game.hand_state


def test_an_illegal_action_is_refused_ends_the_deal_or_raises_by_the_policy() -> None:
    refuse = bw_par.parallel_env(dealer="N", penalty=5)
    refuse.reset(seed=0)
    before = refuse.game.hand_state
    _, rewards, terminations, truncations, infos = refuse.step({"player_0": 58})
    assert rewards == {"player_0": -5.0, "player_1": 0.0, "player_2": 0.0, "player_3": 0.0}
    assert refuse.game.hand_state is before and refuse.agents == list(bw_par.AGENTS)
    assert infos["player_3"]["active_agent"] == "player_0" and not any(terminations.values())
    _, rewards, _, _, _ = refuse.step({"player_1": 52})  # not his turn: player_0 sent nothing
    assert rewards["player_0"] == -5.0 and refuse.game.hand_state is before

    terminate = bw_par.parallel_env(dealer="N", illegal="terminate")
    terminate.reset(seed=0)
    _, rewards, terminations, truncations, _ = terminate.step({"player_0": 3})
    assert rewards == {"player_0": -1.0, "player_1": 0.0, "player_2": 0.0, "player_3": 0.0}
    assert all(terminations.values()) and not any(truncations.values()) and terminate.agents == []

    strict = bw_par.parallel_env(dealer="N", illegal="raise")
    strict.reset(seed=0)
    with pytest.raises(ValueError, match="action 99 of player_0 is not legal now"):
        strict.step({"player_0": 99})
    with pytest.raises(ValueError, match="unknown illegal policy 'ignore'"):
        bw_par.parallel_env(illegal="ignore")
    with pytest.raises(ValueError, match="max_cycles 0 must be at least 1"):
        bw_par.parallel_env(max_cycles=0)


def test_the_aec_form_selects_every_agent_each_cycle() -> None:
    game = bw_par.env(dealer="E", max_cycles=3)
    game.reset(seed=2)
    selected = []
    for agent in game.agent_iter():
        selected.append(agent)
        game.step(None if game.terminations[agent] or game.truncations[agent] else 0)
    assert selected == list(bw_pz.AGENTS) * 4  # three cycles, then each agent's last turn
