"""The PettingZoo environment: PettingZoo's own checks, the dealer playing dummy, the score."""

from __future__ import annotations

import random

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from bridgewhist.cards import CardSet
from bridgewhist.env import pettingzoo as bw_pz
from bridgewhist.env.encoding import ACTIONS, deal_points, field, observation, seat_reward
from bridgewhist.errors import IllegalActionError
from bridgewhist.seats import SEATS
from bridgewhist.state import Phase
from bridgewhist.view import ScoreContext, view_of

_DICT_SPACE = "ignore:Observation space for each agent probably should be:UserWarning"


# The action mask is in a Dict observation, as in PettingZoo's own classic games, which
# api_test warns of.
@pytest.mark.filterwarnings(_DICT_SPACE)
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_pettingzoo_api_test_passes(code: str) -> None:
    api_test(bw_pz.env(law_code=code), num_cycles=300)


def test_pettingzoo_seed_test_passes() -> None:
    seed_test(bw_pz.env, num_cycles=300)


def _play(game: bw_pz.BridgeWhistEnv, rng: random.Random,
          rewards: dict[str, float] | None = None) -> list[tuple[str, dict[str, object]]]:
    turns = []
    for agent in game.agent_iter():
        obs, reward, done, truncated, info = game.last()
        if rewards is not None:
            rewards[agent] = rewards.get(agent, 0) + reward
        if done or truncated:
            game.step(None)
            continue
        turns.append((agent, dict(info)))
        legal = np.flatnonzero(obs["action_mask"])
        game.step(int(rng.choice(legal)))
    return turns


def test_the_dealers_agent_plays_dummys_cards_and_says_so() -> None:
    game = bw_pz.env(dealer="S")
    game.reset(seed=3)
    turns = _play(game, random.Random(3))
    for_dummy = [(agent, info) for agent, info in turns if info.get("for_dummy")]
    assert for_dummy and all(agent == "player_2" and info["plays_for"] == "N"
                             for agent, info in for_dummy)
    north_plays = [a for a, info in turns if a == "player_0" and info["phase"] == "play"]
    assert north_plays == []  # dummy's own agent never plays a card


def test_rewards_are_each_sides_points_at_the_end() -> None:
    game = bw_pz.env(law_code="english-1904")
    game.reset(seed=11)
    rewards: dict[str, float] = {}
    _play(game, random.Random(11), rewards)
    state = game.hand_state
    points = deal_points(state)
    assert state.is_complete and points == game.points and sum(points) > 0
    assert [rewards[a] for a in bw_pz.AGENTS] == [
        seat_reward(points, seat) for seat in range(4)]


def test_observations_show_what_the_seat_sees_and_no_more() -> None:
    game = bw_pz.env(dealer="N")
    game.reset(seed=5)
    rng = random.Random(5)
    while game.hand_state.phase != Phase.PLAY or not game.hand_state.dummy_exposed:
        mask = game.observe(game.agent_selection)["action_mask"]
        game.step(int(rng.choice(np.flatnonzero(mask))))
    state = game.hand_state
    dummy = state.dummy  # South
    for agent, seat in zip(bw_pz.AGENTS, range(4), strict=True):
        obs = game.observe(agent)["observation"]
        assert field(obs, "hand").sum() == state.hands[seat].bit_count()
        expected_dummy = 0 if seat == dummy else state.hands[dummy].bit_count()
        assert field(obs, "dummy").sum() == expected_dummy
        assert field(obs, "played_by").sum() == 1  # the opening lead
        assert field(obs, "phase")[Phase.PLAY] == 1


@pytest.mark.parametrize("code", ["english-1904", "american-1904"])
def test_masks_and_observations_match_the_engine_at_every_step(code: str) -> None:
    game = bw_pz.env(law_code=code)
    rng = random.Random(21)
    for deal in range(6):
        game.reset(seed=21 + deal)
        while not game.hand_state.is_complete:
            state = game.hand_state
            for agent, seat in zip(bw_pz.AGENTS, SEATS, strict=True):
                seen = game.observe(agent)
                assert (seen["observation"] == observation(view_of(state, seat))).all()
                if agent != game.agent_selection:
                    assert not seen["action_mask"].any()
            mask = game.observe(game.agent_selection)["action_mask"]
            assert {ACTIONS[i] for i in np.flatnonzero(mask)} == set(state.legal_actions())
            game.step(int(rng.choice(np.flatnonzero(mask))))


def test_ansi_render_draws_the_table() -> None:
    game = bw_pz.env(render_mode="ansi", dealer="E")
    game.reset(seed=1)
    text = game.render()
    assert text is not None and text.startswith("Dealer E") and "N: 13 cards" in text
    rng = random.Random(1)
    while not game.hand_state.dummy_exposed:
        game.step(int(rng.choice(np.flatnonzero(game.observe(game.agent_selection)["action_mask"]))))
    state = game.hand_state
    text = game.render() or ""
    dummy = state.dummy
    assert f"{dummy.name}: {CardSet(state.hands[dummy]).symbolic()}" in text  # dummy is shown
    hidden = [seat for seat in SEATS if seat != dummy]
    assert all(f"{seat.name}: {state.hands[seat].bit_count()} cards" in text for seat in hidden)
    assert CardSet(state.hands[hidden[0]]).symbolic() in bw_pz.draw(state, reveal=True)
    assert bw_pz.env().render() is None


def test_bad_arguments_get_one_line_errors() -> None:
    with pytest.raises(ValueError, match="render_mode"):
        bw_pz.env(render_mode="human")
    game = bw_pz.env()
    game.reset(seed=0)
    before = game.hand_state
    with pytest.raises(ValueError, match="action index"):
        game.step(99)
    with pytest.raises(IllegalActionError, match="cannot play") as refused:
        game.step(12)  # the ace of spades, before the declaration
    assert "\n" not in str(refused.value)
    assert game.hand_state is before and game.agent_selection == bw_pz.AGENTS[before.actor]


@pytest.mark.filterwarnings(_DICT_SPACE)
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_rubber_option_plays_a_whole_rubber_and_rewards_each_deal() -> None:
    api_test(bw_pz.env(rubber=True), num_cycles=300)
    game = bw_pz.env(law_code="english-1904", rubber=True, dealer="N")
    game.reset(seed=4)
    rng = random.Random(4)
    rewards: dict[str, float] = {}
    dealers, scores_seen = [], set()
    for agent in game.agent_iter():
        obs, reward, done, truncated, _info = game.last()
        rewards[agent] = rewards.get(agent, 0) + reward
        if done or truncated:
            game.step(None)
            continue
        if game.hand_state.dealer not in dealers[-1:]:
            dealers.append(game.hand_state.dealer)
        scores_seen.add(tuple(field(obs["observation"], "score").tolist()))
        context = ScoreContext(game.rubber.game_score, game.rubber.games_won)
        seat = SEATS[game.seated.index(agent)]
        assert (obs["observation"] == observation(view_of(game.hand_state, seat, context))).all()
        game.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    rubber = game.rubber
    assert rubber.is_over and len(dealers) == len(rubber.deals) >= 2
    assert [int(d) for d in dealers] == [i % 4 for i in range(len(dealers))]  # the deal passes left
    ns, ew = rubber.totals
    assert rewards["player_0"] == ns - ew and rewards["player_1"] == ew - ns
    assert len(scores_seen) > 1  # the score at the table is in the observations


@pytest.mark.filterwarnings(_DICT_SPACE)
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_cut_option_seats_the_agents_by_the_cut() -> None:
    api_test(bw_pz.env(cut=True, rubber=True), num_cycles=200)
    game = bw_pz.env(cut=True)
    seatings = set()
    for seed in range(8):
        game.reset(seed=seed)
        cut = game.cut_result
        assert cut is not None
        state = game.hand_state
        assert game.seated[state.dealer] == cut.dealer  # the lowest cut deals
        assert game.agent_selection == cut.dealer  # and declares first
        pair = {game.seated[state.dealer], game.seated[state.dealer.partner]}
        assert pair in [set(p) for p in cut.partnerships]
        seatings.add(game.seated)
    assert len(seatings) > 1
    with pytest.raises(ValueError, match="cut"):
        bw_pz.env(cut=True, dealer="N")
