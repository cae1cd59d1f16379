"""evaluate(): duplicate on the published boards, a player or a batch policy, with intervals."""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from bridgewhist.actions import Action
from bridgewhist.agents.registry import (
    UnknownAgentError,
    make_agent,
    register_agent,
    unregister_agent,
)
from bridgewhist.env import evaluate_command
from bridgewhist.env.boards import generate_boards, load_boards
from bridgewhist.env.encoding import action_index
from bridgewhist.env.evaluation import evaluate
from bridgewhist.view import SeatView


class Lowest:
    """A player that always takes its lowest action index."""

    name = "lowest"

    def act(self, view: SeatView) -> Action:
        return min(view.legal, key=action_index)


@pytest.fixture
def lowest() -> Iterator[str]:
    register_agent("lowest", lambda rng, **settings: Lowest())
    yield "lowest"
    unregister_agent("lowest")


def lowest_batch(observations: npt.NDArray[np.float32], masks: npt.NDArray[np.bool_]
                 ) -> npt.NDArray[np.int64]:
    assert observations.shape == (len(masks), 404) and masks.shape == (len(masks), 60)
    actions: npt.NDArray[np.int64] = masks.argmax(axis=1)
    return actions


def test_a_player_against_itself_scores_nothing_in_duplicate() -> None:
    result = evaluate("maxims", opponent="maxims", boards=12, seed=3)
    assert result.per_board_points == (0.0,) * 12 and result.per_board_tricks == (6.5,) * 12
    assert (result.points.mean, result.points.low, result.tricks.mean) == (0.0, 0.0, 6.5)


def test_the_two_sides_of_a_duplicate_are_each_others_mirror() -> None:
    one = evaluate("random", opponent="maxims", boards=30, seed=5)
    other = evaluate("maxims", opponent="random", boards=30, seed=5)
    assert one.per_board_points == tuple(-x for x in other.per_board_points)
    assert all(a + b == 13 for a, b in zip(one.per_board_tricks, other.per_board_tricks, strict=True))
    assert one.points.mean < 0 and one.points.high is not None and one.points.high < 0
    assert one.tricks.low is not None and one.tricks.low < one.tricks.mean < 6.5


def test_a_batch_policy_plays_as_the_player_it_copies_and_is_asked_in_batches(lowest: str) -> None:
    calls: list[int] = []

    def counted(observations: npt.NDArray[np.float32], masks: npt.NDArray[np.bool_]
                ) -> npt.NDArray[np.int64]:
        calls.append(len(masks))
        return lowest_batch(observations, masks)

    named = evaluate(lowest, opponent="random", boards=20, seed=2)
    batch = evaluate(counted, opponent="random", boards=20, seed=2, batch_size=10)
    assert batch.per_board_points == named.per_board_points
    assert batch.per_board_tricks == named.per_board_tricks
    assert batch.policy == "counted" and max(calls) > 10  # several tables a call
    assert sum(calls) > 2 * len(calls)


class FirstSight:
    """The maxims player, noting in ``seen`` each board's dealer and the cards each seat held
    when it first acted (before any card was played: its dealt hand)."""

    name = "first-sight"

    def __init__(self, rng: random.Random, seen: dict[tuple[int, int], int]) -> None:
        self.maxims = make_agent("maxims", rng)
        self.seen = seen

    def act(self, view: SeatView) -> Action:
        if not view.tricks and not view.trick:
            self.seen.setdefault((int(view.dealer), int(view.seat)), view.hand)
        return self.maxims.act(view)


def test_boards_from_a_first_board_are_the_sets_own_past_the_file_too() -> None:
    published = load_boards()
    dealt = generate_boards(published.seed, 2003)
    assert dealt[:len(published.boards)] == published.boards  # the file is the generator's
    seen: dict[tuple[int, int], int] = {}
    register_agent("first-sight", lambda rng, **settings: FirstSight(rng, seen))
    try:
        for first in (3, 2001):
            seen.clear()
            result = evaluate("first-sight", opponent="first-sight", boards=1, first_board=first)
            board = dealt[first - 1]
            assert result.per_board_points == (0.0,) and result.first_board == first
            assert f"(boards {first}-{first})" in result.text()
            assert {dealer for dealer, _ in seen} == {int(board.dealer)}
            assert all(board.hands[seat] == hand for (_, seat), hand in seen.items())
            assert len(seen) >= 2
    finally:
        unregister_agent("first-sight")
    tail = evaluate("random", opponent="maxims", boards=3, seed=6, first_board=2)
    whole = evaluate("random", opponent="maxims", boards=4, seed=6)
    assert tail.per_board_points == whole.per_board_points[1:]  # a board's play is its own


def test_bad_calls_are_refused_before_or_without_half_a_result() -> None:
    with pytest.raises(ValueError, match="boards must be at least 1, not 0"):
        evaluate("random", boards=0)
    with pytest.raises(ValueError, match="first_board must be at least 1, not 0"):
        evaluate("random", boards=1, first_board=0)
    with pytest.raises(UnknownAgentError, match="unknown agent 'wizard'"):
        evaluate("random", opponent="wizard", boards=1)
    with pytest.raises(ValueError, match=r"the policy chose action 59 on board 1, not legal there"):
        evaluate(lambda obs, masks: np.full(len(masks), 59), boards=1)
    with pytest.raises(ValueError, match="a batch policy takes none"):
        evaluate(lowest_batch, boards=1, policy_settings={"samples": 3})
    with pytest.raises(ValueError, match="must return 1 integer action indices"):
        evaluate(lambda obs, masks: np.zeros(len(masks) + 1, dtype=int), boards=1, batch_size=1)


def test_the_command_prints_the_figures_and_refuses_bad_arguments(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert evaluate_command.main(["random", "--boards", "3", "--seed", "4", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    direct = evaluate("random", boards=3, seed=4)
    assert printed["points_per_deal"] == direct.points.to_dict()
    assert printed["law_code"] == {"key": "american-1905", "options": {"doubling_limit": 100}}
    assert evaluate_command.main(["random", "--boards", "2", "--first-board", "2001", "--json",
                                  "--no-progress"]) == 0
    fresh = json.loads(capsys.readouterr().out)
    assert (fresh["first_board"], fresh["boards"]) == (2001, 2)
    assert fresh["points_per_deal"] == evaluate("random", boards=2, first_board=2001).points.to_dict()
    for bad, message in ((["random", "--doubling-limit", "lots"], "--doubling-limit 'lots'"),
                         (["random", "--opponent", "wizard"], "unknown agent 'wizard'"),
                         (["nowhere:policy"], "policy 'nowhere:policy'"),
                         (["random", "--opponent-setting", "=3"], "expected KEY=VALUE")):
        assert evaluate_command.main([*bad, "--no-progress"]) == 2
        err = capsys.readouterr().err.strip()
        assert err.startswith("bridgewhist-evaluate: ") and message in err and "\n" not in err


@pytest.mark.skipif(importlib.util.find_spec("endplay") is None, reason="needs endplay (dds)")
def test_ddmc_as_the_opponent_works_from_a_plain_script_without_a_main_guard(tmp_path: Path) -> None:
    script = tmp_path / "plain.py"
    script.write_text(
        "from bridgewhist.env import evaluate\n"
        "result = evaluate('random', opponent='ddmc', boards=1, seed=1,\n"
        "                  opponent_settings={'samples': 2, 'make_samples': 2})\n"
        "print(result.boards, result.points.n)\n")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2] / "src")}
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=600, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, "1 1\n", "")
