"""Score a policy in duplicate on the published boards, in one call: :func:`evaluate`.

Each board of a published board set (:mod:`bridgewhist.env.boards`) is played twice with the
same cards and dealer: the policy North-South against the opponent East-West, then the
opponent North-South against the policy East-West. A board's figures are the averages over
its two tables of the policy's side's points less the other side's (each deal scored alone at
love all, as :mod:`bridgewhist.sim.match` scores a deal) and of the tricks the policy's side
won; :func:`evaluate` returns their means over the boards with 95% intervals
(:func:`bridgewhist.sim.simulate.mean_ci95`).

The policy is a registered player's name (:mod:`bridgewhist.agents.registry`: ``random``,
``maxims``, ``ddmc``, ... or one a program registers) or a *batch policy*: a function of the
observations ``(M, 404)`` float32 and the legal masks ``(M, 60)`` bool of the ``M`` tables
where it must act, returning ``M`` action indices (:mod:`bridgewhist.env.encoding`, the same
arrays as :class:`~bridgewhist.env.batch.BatchEnv`); the tables of up to ``batch_size`` boards
are played in step, so a network is called once for all of them. The opponent is a registered
player's name. Each seat's player is built for each board from a generator seeded by ``seed``,
the board and the seat alone, the same at both tables, so a player against itself scores
exactly 0. ``first_board`` starts elsewhere than board 1, for boards the policy was not
chosen on: boards past the shipped file's are dealt by the set's own generator from its
recorded seed (:func:`~bridgewhist.env.boards.generate_boards`, of which the file holds the
first boards), so boards 2,001-4,000 of set v1 are as reproducible as the first 2,000.
``ddmc`` and ``alphamu`` solve in this process (``workers=0``) unless their settings
say otherwise, so a script needs no ``if __name__ == "__main__":`` guard.

>>> result = evaluate("random", opponent="random", boards=4, seed=1)
>>> result.points.mean, result.tricks.mean, result.boards
(0.0, 6.5, 4)
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from bridgewhist.agents.base import Agent
from bridgewhist.agents.registry import make_agent
from bridgewhist.env.boards import Board, generate_boards, load_boards
from bridgewhist.env.encoding import ACTIONS, deal_points, legal_vector, observation
from bridgewhist.env.rewards import DEFAULT_DOUBLING_LIMIT, DoublingLimit, env_law_code
from bridgewhist.seats import SEATS, Side
from bridgewhist.sim.simulate import Estimate, mean_ci95
from bridgewhist.state import HandState, hand_from_deal
from bridgewhist.view import view_of

__all__ = ["IN_PROCESS", "BatchPolicy", "Evaluation", "evaluate"]

BatchPolicy = Callable[[npt.NDArray[np.float32], npt.NDArray[np.bool_]], npt.ArrayLike]
"""``policy(observations, masks) -> actions``: (M, 404) float32 and (M, 60) bool to M indices."""

IN_PROCESS: Mapping[str, Mapping[str, Any]] = {"ddmc": {"workers": 0}, "alphamu": {"workers": 0}}
"""Settings :func:`evaluate` gives these players unless told otherwise: solve in this process."""


@dataclasses.dataclass(frozen=True, slots=True)
class Evaluation:
    """A policy's duplicate result: points and tricks a deal for its side, with 95% intervals,
    and each board's figures (``per_board_points``, ``per_board_tricks``, in board order)."""

    policy: str
    opponent: str
    law_code: dict[str, Any]
    board_set: int
    boards: int
    first_board: int
    seed: int | str
    points: Estimate
    tricks: Estimate
    per_board_points: tuple[float, ...]
    per_board_tricks: tuple[float, ...]
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON-ready data (without the per-board figures)."""
        return {"policy": self.policy, "opponent": self.opponent, "law_code": self.law_code,
                "board_set": self.board_set, "boards": self.boards,
                "first_board": self.first_board, "seed": self.seed,
                "points_per_deal": self.points.to_dict(), "tricks_per_deal": self.tricks.to_dict(),
                "seconds": round(self.seconds, 3)}

    def text(self) -> str:
        """One line: who played whom, on what, and the figures."""
        span = "" if self.first_board == 1 else (
            f" (boards {self.first_board}-{self.first_board + self.boards - 1})")
        return (f"{self.policy} against {self.opponent}, {self.boards} boards{span} of board set "
                f"v{self.board_set} in duplicate ({self.law_code['key']}, seed {self.seed}): "
                f"{self.points.text(1)} points and {self.tricks.text(2)} tricks a deal (95%)")


@dataclasses.dataclass(slots=True)
class _Table:
    """One table of one board: its state and the players of its four seats (None: the policy)."""

    board: int
    policy_side: Side
    state: HandState
    players: list[Agent | None]


def _player(name: str, seed: int | str, board: Board, seat: int,
            settings: Mapping[str, Any]) -> Agent:
    rng = random.Random(f"{seed}:evaluate:{board.number}:{SEATS[seat].name}")
    return make_agent(name, rng, **{**IN_PROCESS.get(name, {}), **settings})


def _tables(boards: Sequence[Board], policy: str | None, opponent: str, seed: int | str,
            policy_settings: Mapping[str, Any], opponent_settings: Mapping[str, Any],
            code: Any) -> list[_Table]:
    tables = []
    for board in boards:
        for side in (Side.NS, Side.EW):
            players: list[Agent | None] = []
            for seat in range(4):
                if (seat & 1) != side:
                    players.append(_player(opponent, seed, board, seat, opponent_settings))
                elif policy is None:
                    players.append(None)
                else:
                    players.append(_player(policy, seed, board, seat, policy_settings))
            tables.append(_Table(board.number, side,
                                 hand_from_deal(code, board.dealer, board.hands), players))
    return tables


def _play(tables: list[_Table], policy: BatchPolicy | None) -> None:
    """Play the tables to their ends, the batch policy called once a round for all its tables."""
    live = [t for t in tables if not t.state.is_complete]
    while live:
        waiting = []
        for table in live:
            state = table.state
            agent = table.players[state.actor]
            if agent is None:
                waiting.append(table)
                continue
            action = agent.act(view_of(state, state.actor))
            state.check(action, by=state.actor)
            table.state = state.apply(action)
        if waiting and policy is not None:
            _ask(waiting, policy)
        live = [t for t in live if not t.state.is_complete]


def _ask(waiting: list[_Table], policy: BatchPolicy) -> None:
    masks = np.stack([legal_vector(t.state) for t in waiting]).astype(bool)
    views = np.stack([observation(view_of(t.state, t.state.actor)) for t in waiting])
    actions = np.asarray(policy(views, masks))
    if actions.shape != (len(waiting),) or not np.issubdtype(actions.dtype, np.integer):
        raise ValueError(f"the policy must return {len(waiting)} integer action indices, "
                         f"not an array of shape {actions.shape} and type {actions.dtype}")
    for row, table in enumerate(waiting):
        action = int(actions[row])
        if not (0 <= action < masks.shape[1] and masks[row, action]):
            raise ValueError(f"the policy chose action {action} on board {table.board}, not "
                             f"legal there (legal: {np.flatnonzero(masks[row]).tolist()})")
        table.state = table.state.apply(ACTIONS[action])


def evaluate(policy: str | BatchPolicy, opponent: str = "maxims", boards: int = 100,
             seed: int | str = 0, *, law_code: str = "american-1905",
             doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT, board_set: int = 1,
             policy_settings: Mapping[str, Any] | None = None,
             opponent_settings: Mapping[str, Any] | None = None, batch_size: int = 256,
             progress: Callable[[int, int], None] | None = None,
             first_board: int = 1) -> Evaluation:
    """Play ``boards`` boards of ``board_set`` from ``first_board`` (1: the published file's
    first) in duplicate, ``policy`` against ``opponent`` (see the module's text);
    ``progress(done, total)`` is told of the boards finished after each board (a batch policy:
    each group of ``batch_size`` boards).

    :raises ValueError: for a count below 1 or a first board below 1, an unknown player or law
        code, a bad setting (or any for a batch policy), or a batch policy's answer that is not
        a legal action at each table.
    """
    published = load_boards(board_set)
    if boards < 1:
        raise ValueError(f"boards must be at least 1, not {boards}")
    if first_board < 1:
        raise ValueError(f"first_board must be at least 1, not {first_board}")
    last = first_board + boards - 1
    dealt = (published.boards if last <= len(published.boards)
             else generate_boards(published.seed, last))
    chosen = dealt[first_board - 1:last]
    if batch_size < 1:
        raise ValueError(f"batch_size must be at least 1, not {batch_size}")
    code = env_law_code(law_code, doubling_limit)
    name = policy if isinstance(policy, str) else getattr(policy, "__name__", "policy")
    named = policy if isinstance(policy, str) else None
    batch = None if isinstance(policy, str) else policy
    settings_a, settings_b = dict(policy_settings or {}), dict(opponent_settings or {})
    if batch is not None and settings_a:
        raise ValueError("policy_settings are a registered player's: a batch policy takes none")
    _player(opponent, seed, chosen[0], 0, settings_b)  # unknown names fail before play
    if named is not None:
        _player(named, seed, chosen[0], 0, settings_a)
    started = time.perf_counter()
    points: list[float] = []
    tricks: list[float] = []
    step = batch_size if batch is not None else 1  # a player's tables need no company
    for start in range(0, boards, step):
        group = chosen[start:min(start + step, boards)]
        tables = _tables(group, named, opponent, seed, settings_a, settings_b, code)
        _play(tables, batch)
        for first, second in zip(tables[::2], tables[1::2], strict=True):
            nets, won = [], []
            for table in (first, second):
                ns, ew = deal_points(table.state)
                side = table.policy_side
                nets.append(ns - ew if side == Side.NS else ew - ns)
                won.append(table.state.won[side])
            points.append(sum(nets) / 2)
            tricks.append(sum(won) / 2)
        if progress is not None:
            progress(len(points), boards)
    return Evaluation(name, opponent, code.to_dict(), published.version, boards, first_board, seed,
                      mean_ci95(points), mean_ci95(tricks), tuple(points), tuple(tricks),
                      time.perf_counter() - started)
