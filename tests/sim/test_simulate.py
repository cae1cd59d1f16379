"""The match simulator: determinism across workers and engines, duplicate, statistics, the CLI."""

from __future__ import annotations

import importlib.util
import json
import math
import random

import pytest
from typer.testing import CliRunner

from bridgewhist.actions import DECLARE_ACTIONS, PLAY_ACTIONS, SATISFIED, Action, ActionKind
from bridgewhist.agents import RandomAgent, SeatView, register_agent
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.cli.app import app
from bridgewhist.seats import Seat, Side
from bridgewhist.sim.match import Match, SimulationError, play_unit
from bridgewhist.sim.simulate import mean_ci95, ratio_ci95, simulate

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


class Greedy:
    """A plain player for the sign test: as dealer it names its longest suit (no trumps with
    three aces), never leaves it nor doubles, and always plays its highest legal card."""

    name = "greedy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, view: SeatView) -> Action:
        legal = view.legal
        if SATISFIED in legal:
            return SATISFIED
        declarations = [a for a in legal if a.kind == ActionKind.DECLARE]
        if declarations:
            aces = sum(1 for suit in range(4) if view.hand >> (suit * 16 + 14) & 1)
            if aces >= 3:
                return DECLARE_ACTIONS[4]
            longest = max(range(4), key=lambda s: ((view.hand & SUIT_MASKS[s]).bit_count(), -s))
            return DECLARE_ACTIONS[longest]
        return max(legal, key=lambda a: (a.value & 15, -a.value))


LOG: list[tuple[str, Seat, int]] = []


class Recorder:
    """Plays at random and logs (its name, its seat, the thirteen cards it was dealt)."""

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.inner = RandomAgent(rng)

    def act(self, view: SeatView) -> Action:
        played = 0
        for trick in view.tricks:
            played |= 1 << trick.card_of(view.seat)
        for offset, card in enumerate(view.trick):
            if (view.leader + offset) & 3 == view.seat:
                played |= 1 << card
        LOG.append((self.name, view.seat, view.hand | played))
        return self.inner.act(view)


class Cheat:
    """Plays the ace of spades whatever it holds: always refused by the chooser."""

    name = "cheat"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, view: SeatView) -> Action:
        return PLAY_ACTIONS[14]


register_agent("test-greedy", lambda rng, **_: Greedy(rng))
register_agent("test-rec-a", lambda rng, **_: Recorder("a", rng))
register_agent("test-rec-b", lambda rng, **_: Recorder("b", rng))
register_agent("test-cheat", lambda rng, **_: Cheat(rng))


# -- determinism ---------------------------------------------------------------------------------

def test_the_same_seed_gives_the_same_figures_at_one_and_two_workers() -> None:
    match = Match("test-greedy", "random", 24, seed=11, duplicate=True)
    one = simulate(match)
    two = simulate(match, workers=2)
    assert one.outcomes == two.outcomes
    assert one.figures() == two.figures()
    assert two.to_dict()["workers"] == 2 and one.deals_played == 48
    other = simulate(Match("test-greedy", "random", 24, seed=12, duplicate=True))
    assert other.outcomes != one.outcomes


def test_rubbers_are_deterministic_too_and_every_rubber_has_a_winner() -> None:
    match = Match("random", "test-greedy", 6, seed=4, rubbers=True)
    one, two = simulate(match), simulate(match, workers=2)
    assert one.figures() == two.figures()
    won = one.rubbers_won
    assert won is not None and sum(won) == 6
    assert all(deals >= 2 for outcome in one.outcomes for deals in outcome.deals)
    data = one.to_dict()
    assert data["rubbers_won"] == {"a": won[0], "b": won[1]} and data["rubbers"] == 6
    per_deal = sum(o.nets[0] for o in one.outcomes) / one.deals_played
    assert math.isclose(data["a_minus_b_per_deal"]["mean"], per_deal)


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed")
def test_ray_gives_the_same_result_as_local_processes() -> None:
    match = Match("random", "random", 12, seed=9, duplicate=False)
    local = simulate(match, workers=2)
    on_ray = simulate(match, engine="ray", workers=2)
    assert on_ray.outcomes == local.outcomes
    assert on_ray.figures() == local.figures()
    assert on_ray.to_dict()["engine"] == "ray"


# -- duplicate -----------------------------------------------------------------------------------

def test_duplicate_plays_the_same_cards_with_the_sides_swapped() -> None:
    LOG.clear()
    outcome = play_unit(Match("test-rec-a", "test-rec-b", 1, seed=5, duplicate=True), 3)
    assert len(outcome.nets) == 2 and outcome.deals == (1, 1)
    tables: list[dict[Seat, int]] = [{}, {}]
    for name, seat, hand in LOG:
        a_north_south = (name == "a") == (seat.side == Side.NS)
        tables[0 if a_north_south else 1].setdefault(seat, hand)
        assert tables[0 if a_north_south else 1][seat] == hand
    assert tables[0] and tables[1]
    first, second = tables
    for seat in set(first) & set(second):
        assert first[seat] == second[seat]
    assert len(set(first) & set(second)) >= 2
    assert all(hand.bit_count() == 13 for table in tables for hand in table.values())


def test_an_agent_against_itself_scores_nothing_in_duplicate() -> None:
    result = simulate(Match("random", "random", 20, seed=2, duplicate=True))
    assert [o.value for o in result.outcomes] == [0.0] * 20
    assert any(o.nets[0] for o in result.outcomes)
    assert result.per_deal.to_dict() == {"mean": 0.0, "ci95": [0.0, 0.0], "sd": 0.0, "n": 20}


def test_a_sensible_player_beats_random() -> None:
    result = simulate(Match("test-greedy", "random", 150, seed=1, duplicate=True))
    low = result.per_deal.low
    assert low is not None and low > 0, result.per_deal
    reverse = simulate(Match("random", "test-greedy", 150, seed=1, duplicate=True))
    high = reverse.per_deal.high
    assert high is not None and high < 0, reverse.per_deal


# -- statistics ----------------------------------------------------------------------------------

def test_mean_and_interval_of_a_known_sample() -> None:
    sample = [2, 4, 4, 4, 5, 5, 7, 9]
    estimate = mean_ci95(sample)
    sd = math.sqrt(32 / 7)
    half = 1.959963984540054 * sd / math.sqrt(8)
    assert estimate.mean == 5.0 and math.isclose(estimate.sd or 0, sd)
    assert math.isclose(estimate.low or 0, 5 - half) and math.isclose(estimate.high or 0, 5 + half)
    assert estimate.n == 8
    assert mean_ci95([7]).to_dict() == {"mean": 7.0, "ci95": [None, None], "sd": None, "n": 1}
    with pytest.raises(SimulationError):
        mean_ci95([])


def test_points_per_deal_over_rubbers_of_different_lengths() -> None:
    values, weights = [100, -50, 30], [4, 2, 6]
    estimate = ratio_ci95(values, weights)
    ratio = 80 / 12
    residuals = [v - ratio * w for v, w in zip(values, weights, strict=True)]
    sd = math.sqrt(sum(r * r for r in residuals) / 2) / 4
    assert math.isclose(estimate.mean, ratio) and math.isclose(estimate.sd or 0, sd)
    assert math.isclose(estimate.high or 0, ratio + 1.959963984540054 * sd / math.sqrt(3))


# -- errors and the command ----------------------------------------------------------------------

def test_an_illegal_action_in_a_worker_is_reported_with_its_deal() -> None:
    with pytest.raises(SimulationError, match=r"deal 0 \(seed 3\):"):
        simulate(Match("test-cheat", "random", 4, seed=3), workers=2)


def test_bad_matches_are_refused_before_any_work() -> None:
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        simulate(Match("random", "nobody", 3))
    with pytest.raises(SimulationError, match="at least 1"):
        simulate(Match("random", "random", 0))
    with pytest.raises(SimulationError, match="unknown engine"):
        simulate(Match("random", "random", 1), engine="spark")


def test_the_command_prints_json_with_the_interval() -> None:
    result = runner.invoke(app, ["simulate", "random", "test-greedy", "--deals", "8", "--seed", "6",
                                 "--duplicate", "--json", "--no-progress"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    expected = simulate(Match("random", "test-greedy", 8, seed=6, duplicate=True))
    assert data["a_minus_b_per_deal"] == json.loads(json.dumps(expected.per_deal.to_dict()))
    low, high = data["a_minus_b_per_deal"]["ci95"]
    assert low <= data["a_minus_b_per_deal"]["mean"] <= high
    assert data["deals"] == 16 and data["duplicate"] is True and data["seed"] == 6
    assert data["agents"] == {"a": "random", "b": "test-greedy"}
    assert data["engine"] == "local" and data["workers"] == 1 and "rubbers_won" not in data


def test_the_command_prints_a_table_for_rubbers() -> None:
    result = runner.invoke(app, ["simulate", "random", "random", "--rubbers", "2", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert "points per rubber" in result.output and "rubbers won" in result.output


@pytest.mark.parametrize(("args", "message"), [
    (["random", "nobody"], "unknown agent 'nobody'"),
    (["random", "random", "--deals", "0"], "--deals 0: at least 1 is needed"),
    (["random", "random", "--deals", "2", "--rubbers", "2"], "not both"),
    (["random", "random", "--engine", "spark"], "--engine spark"),
    (["random", "random", "--workers", "0"], "--workers 0"),
    (["random", "random", "--law-code", "nowhere"], "--law-code: unknown law code"),
])
def test_bad_options_give_one_line_and_exit_code_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", *args])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bridgewhist: error: ") and message in lines[0]
