"""Steps per second of the learning environments beside OpenSpiel's C++ bridge (not a test).

Three measurements, interleaved over ``--rounds`` rounds in one process, median reported:

- **openspiel**: ``pyspiel.load_game("bridge(use_double_dummy_result=false)")``, the card play
  only (the deal and a one-bid auction happen outside the timer), one random legal card per
  step (``legal[rng.randrange(len(legal))]``);
- **pettingzoo**: :func:`bridgewhist.env.pettingzoo.env` (the raw environment: it checks the
  order and the actions itself), whole deals (the declaration, the doubling and the play;
  ``reset`` inside the timer), the PettingZoo loop (``agent_iter``, ``last``, a random action
  among the mask's, ``step``); then the same environment in PettingZoo's usual wrappers
  (``OrderEnforcingWrapper(AssertOutOfBoundsWrapper(env))``, as PettingZoo's classic games);
  then :func:`bridgewhist.env.parallel.parallel_env`, one act a parallel step;
- **pettingzoo ceiling**: the same PettingZoo loop over an environment that does nothing (a
  fixed observation, every action legal, 60 steps an episode): what the AEC API and the random
  agent cost per step in Python, whatever the game; and the loop over it with the agent's
  choice left out (always action 0): the API alone;
- **batch**: :class:`bridgewhist.env.batch.BatchEnv` at each ``--sizes``, whole deals with
  auto-reset; a step is one action at one table, so a batch step of N tables counts N;
  random legal actions (``random_actions``, which computes the legal mask); without and with
  the (N, 404) observation built at each step (``observe(out=...)`` into one array kept from
  step to step), by the compiled kernels (numba),
  and without the observation by the numpy path (``compiled=False``). Each batch runs
  ``--warmup`` seconds before its timer (numba loads its compiled kernels on first use).

Memory: the bytes of the batch's state arrays per 1,000 tables (deals in play at once), and
with one float32 observation each.

    PYTHONPATH=src python benchmarks/env_speed.py [--seconds 1.0] [--rounds 3]
        [--sizes 1 64 1024 8192] [--code american-1905] [--warmup 0.3] [--clock wall|cpu]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any, ClassVar

import numpy as np
import pyspiel
from pettingzoo import AECEnv
from pettingzoo.utils.wrappers import AssertOutOfBoundsWrapper, OrderEnforcingWrapper

from bridgewhist.env import parallel as bw_par
from bridgewhist.env import pettingzoo as bw_pz
from bridgewhist.env.batch import BatchEnv

FIRST_BID = 55  # OpenSpiel bridge: 1 club; pass is 52
CLOCK: list[Callable[[], float]] = [time.perf_counter]
"""The clock of every measurement: wall time, or with ``--clock cpu`` this process's CPU time
(steadier on a machine shared with other work, which the wall clock counts as ours)."""


def openspiel_steps(seconds: float, seed: int) -> float:
    """Card-play steps per second of OpenSpiel's C++ bridge, driven from Python."""
    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")
    rng = random.Random(seed)
    steps, spent = 0, 0.0
    while spent < seconds:
        state = game.new_initial_state()
        while state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
        bids = [a for a in state.legal_actions() if a >= FIRST_BID]
        state.apply_action(bids[rng.randrange(len(bids))])
        for _ in range(3):
            state.apply_action(52)
        start = CLOCK[0]()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            steps += 1
        spent += CLOCK[0]() - start
    return steps / spent


class NullEnv(AECEnv):  # type: ignore[misc]
    """Four agents, a fixed observation, every action legal, 60 steps: the API's own cost."""

    metadata: ClassVar[dict[str, Any]] = {"name": "null_v0"}

    def __init__(self) -> None:
        super().__init__()
        self.possible_agents = list(bw_pz.AGENTS)
        self.seen = {"observation": np.zeros(404, np.float32),
                     "action_mask": np.ones(60, np.int8)}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[0]
        self.steps = 0

    def observe(self, agent: str) -> dict[str, Any]:
        return self.seen

    def step(self, action: int | None) -> None:
        if self.terminations[self.agent_selection]:
            self._was_dead_step(action)
            return
        self.steps += 1
        if self.steps == 60:
            self.terminations = dict.fromkeys(self.agents, True)
        self.agent_selection = self.possible_agents[self.steps % 4]


def pettingzoo_loop(game: Any, seconds: float, seed: int, choose: bool = True) -> float:
    """Steps per second of the PettingZoo loop (random legal actions) over ``game``; with
    ``choose=False`` always action 0 (the loop without the agent's work)."""
    game.reset(seed=seed)
    rng = random.Random(seed)
    steps = 0
    start = CLOCK[0]()
    while CLOCK[0]() - start < seconds:
        game.reset()
        for _agent in game.agent_iter():
            obs, _reward, done, truncated, _info = game.last()
            if done or truncated:
                game.step(None)
                continue
            if choose:
                legal = np.flatnonzero(obs["action_mask"])
                game.step(int(legal[rng.randrange(len(legal))]))
            else:
                game.step(0)
            steps += 1
    return steps / (CLOCK[0]() - start)


def parallel_loop(code: str, seconds: float, seed: int) -> float:
    """Steps (acts) per second of the parallel environment, whole deals, the actor sending a
    random legal action."""
    game = bw_par.parallel_env(law_code=code)
    game.reset(seed=seed)
    rng = random.Random(seed)
    steps = 0
    start = CLOCK[0]()
    while CLOCK[0]() - start < seconds:
        observations, infos = game.reset()
        while game.agents:
            actor = infos[game.agents[0]]["active_agent"]
            legal = np.flatnonzero(observations[actor]["action_mask"])
            observations, _r, _t, _tr, infos = game.step(
                {actor: int(legal[rng.randrange(len(legal))])})
            steps += 1
    return steps / (CLOCK[0]() - start)


def batch_steps(seconds: float, seed: int, code: str, size: int, observe: bool,
                compiled: bool = True, warmup: float = 0.3) -> float:
    """Table-steps per second of the batch environment at one batch size."""
    batch = BatchEnv(size, law_code=code, seed=seed, compiled=compiled)
    seen = np.empty((size, 404), dtype=np.float32)
    start = CLOCK[0]()
    while CLOCK[0]() - start < warmup:
        batch.step(batch.random_actions())
        if observe:
            batch.observe(out=seen)
    steps = 0
    start = CLOCK[0]()
    while CLOCK[0]() - start < seconds:
        batch.step(batch.random_actions())
        if observe:
            batch.observe(out=seen)
        steps += size
    return steps / (CLOCK[0]() - start)


def batch_bytes_per_1000(code: str) -> tuple[int, int]:
    """Bytes of the batch's state per 1,000 tables, without and with one observation each."""
    batch = BatchEnv(1000, law_code=code, seed=0)
    state = sum(value.nbytes for value in vars(batch).values() if isinstance(value, np.ndarray)
                and value.shape[:1] == (1000,))
    return state, state + batch.observe().nbytes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 64, 1024, 8192])
    parser.add_argument("--code", default="american-1905")
    parser.add_argument("--warmup", type=float, default=0.3, help="untimed seconds per batch run")
    parser.add_argument("--clock", choices=["wall", "cpu"], default="wall")
    args = parser.parse_args()
    CLOCK[0] = time.process_time if args.clock == "cpu" else time.perf_counter
    runs: dict[str, Callable[[int], float]] = {
        "openspiel bridge card play (C++)": lambda s: openspiel_steps(args.seconds, s),
        "pettingzoo AEC env(), whole deals": lambda s: pettingzoo_loop(
            bw_pz.env(law_code=args.code), args.seconds, s),
        "pettingzoo AEC env(), PZ's wrappers": lambda s: pettingzoo_loop(
            OrderEnforcingWrapper(AssertOutOfBoundsWrapper(bw_pz.env(law_code=args.code))),
            args.seconds, s),
        "pettingzoo parallel_env(), whole deals": lambda s: parallel_loop(args.code, args.seconds, s),
        "pettingzoo loop ceiling (null env)": lambda s: pettingzoo_loop(NullEnv(), args.seconds, s),
        "pettingzoo API alone (null, no agent)": lambda s: pettingzoo_loop(
            NullEnv(), args.seconds, s, choose=False),
    }
    for size in args.sizes:
        runs[f"batch N={size}"] = (lambda s, n=size: batch_steps(
            args.seconds, s, args.code, n, False, warmup=args.warmup))
        runs[f"batch N={size} + observe"] = (lambda s, n=size: batch_steps(
            args.seconds, s, args.code, n, True, warmup=args.warmup))
        runs[f"batch N={size}, numpy path"] = (lambda s, n=size: batch_steps(
            args.seconds, s, args.code, n, False, compiled=False, warmup=args.warmup))
    figures: dict[str, list[float]] = {name: [] for name in runs}
    for round_ in range(args.rounds):
        for name, run in runs.items():
            figures[name].append(run(args.seed + round_))
    base = statistics.median(figures["openspiel bridge card play (C++)"])
    print(f"steps/s, median of {args.rounds} rounds of {args.seconds:g} s ({args.code}, "
          f"{args.clock} clock)")
    print(f"| {'environment':<38} | {'steps/s':>12} | {'us/step':>8} | {'x openspiel':>11} |")
    print(f"|{'-' * 40}|{'-' * 13}:|{'-' * 9}:|{'-' * 12}:|")
    for name, values in figures.items():
        median = statistics.median(values)
        print(f"| {name:<38} | {median:>12,.0f} | {1e6 / median:>8.3f} | {median / base:>11.2f} |")
    env_us = 1e6 / statistics.median(figures["pettingzoo AEC env(), whole deals"])
    loop_us = 1e6 / statistics.median(figures["pettingzoo loop ceiling (null env)"])
    api_us = 1e6 / statistics.median(figures["pettingzoo API alone (null, no agent)"])
    print(f"0.5x openspiel allows {2e6 / base:.2f} us a step; PettingZoo's loop with a random agent "
          f"over a null env takes {loop_us:.2f} us ({api_us:.2f} us without the agent's choice); "
          f"the game adds {env_us - loop_us:.2f} us a step")
    state, with_obs = batch_bytes_per_1000(args.code)
    print(f"batch memory per 1,000 deals: {state / 1024:,.0f} KiB state, "
          f"{with_obs / 1024:,.0f} KiB with one float32 observation each")


if __name__ == "__main__":
    main()
