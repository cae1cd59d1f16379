"""A learner against the maxims player: the batch with the maxims compiled beside the PettingZoo
path (not a test).

Both play whole deals, a random learner at North-South (a uniformly random legal action)
against the maxims player at East-West, under one law code, interleaved over ``--rounds``
rounds in one process, the median reported:

- **pettingzoo**: :func:`bridgewhist.env.pettingzoo.env`, PettingZoo's loop (``agent_iter``,
  ``last``, ``step``); East and West act by the engine's
  :class:`~bridgewhist.agents.maxims.agent.MaximsAgent` on the seat's view (``view_of``), the
  learner by a random action among the mask's;
- **batch**: ``BatchEnv(N, opponent="maxims")`` at each ``--sizes``: one ``step`` is one
  learner action at each of N tables, the maxims' acts compiled in between (auto-reset), the
  learner's actions from ``random_actions``. It runs ``--warmup`` seconds before its timer.

Reported: deals a second, the learner's decisions a second and every decision a second (the
learner's and the maxims'; counted on the PettingZoo path; for the batch, its deals a second
times the mean acts a deal of 300 deals played first on the PettingZoo path with the same
players), and the batch's ratio to the PettingZoo path in deals a second.

    PYTHONPATH=src python benchmarks/maxims_batch_speed.py [--seconds 2] [--rounds 3]
        [--sizes 64 1024 8192] [--code american-1905] [--clock cpu|wall]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.env import pettingzoo as bw_pz
from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.encoding import action_index
from bridgewhist.seats import Seat
from bridgewhist.view import view_of

CLOCK: list[Callable[[], float]] = [time.process_time]

Rates = tuple[float, float, float]
"""Deals, learner decisions and all decisions, a second."""


def pettingzoo_deal(env: Any, maxims: MaximsAgent, rng: np.random.Generator) -> tuple[int, int]:
    """One deal in the PettingZoo environment ``env``, a random learner at NS, ``maxims`` at EW:
    the learner's decisions and all decisions."""
    env.reset(seed=int(rng.integers(1 << 30)))
    raw = env.unwrapped
    learner = total = 0
    for agent in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        seat = Seat(int(agent[-1]))
        if seat in (Seat.E, Seat.W):
            state = raw.hand_state
            action = action_index(maxims.act(view_of(state, state.actor)))
        else:
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            learner += 1
        total += 1
        env.step(action)
    return learner, total


def pettingzoo_rates(seconds: float, code: str, seed: int) -> Rates:
    """The PettingZoo environment, a random learner at NS, the engine's maxims at EW."""
    env = bw_pz.env(law_code=code)
    maxims, rng = MaximsAgent(random.Random(seed)), np.random.default_rng(seed)
    deals = learner = total = 0
    clock = CLOCK[0]
    start = clock()
    while clock() - start < seconds:
        learned, acted = pettingzoo_deal(env, maxims, rng)
        learner += learned
        total += acted
        deals += 1
    elapsed = clock() - start
    return deals / elapsed, learner / elapsed, total / elapsed


def batch_rates(seconds: float, code: str, size: int, seed: int, warmup: float) -> Rates:
    """``BatchEnv(size, opponent="maxims")``, a random learner at NS."""
    env = BatchEnv(size, law_code=code, seed=seed, opponent="maxims", opponent_seats="EW")
    rng = np.random.default_rng(seed)
    clock = CLOCK[0]
    for timed in (False, True):
        deals0, steps = env.deals_done, 0
        start = clock()
        while clock() - start < (seconds if timed else warmup):
            env.step(env.random_actions(rng))
            steps += 1
    elapsed = clock() - start
    deals = env.deals_done - deals0
    return deals / elapsed, steps * size / elapsed, deals * ACTS_A_DEAL[0] / elapsed


ACTS_A_DEAL = [0]
"""The mean number of acts a deal, measured on the PettingZoo path before the timed runs."""


def acts_a_deal(code: str, deals: int, seed: int) -> int:
    """The mean acts a deal (rounded) with a random learner at NS and the maxims at EW."""
    env = bw_pz.env(law_code=code)
    maxims, rng = MaximsAgent(random.Random(seed)), np.random.default_rng(seed)
    acts = sum(pettingzoo_deal(env, maxims, rng)[1] for _ in range(deals))
    return round(acts / deals)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="+", default=[64, 1024, 8192])
    parser.add_argument("--code", default="american-1905")
    parser.add_argument("--warmup", type=float, default=0.5)
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    args = parser.parse_args()
    CLOCK[0] = time.process_time if args.clock == "cpu" else time.perf_counter
    ACTS_A_DEAL[0] = acts_a_deal(args.code, 300, seed=99)
    results: dict[str, list[Rates]] = {}
    for round_ in range(args.rounds):
        results.setdefault("pettingzoo", []).append(
            pettingzoo_rates(args.seconds, args.code, seed=round_))
        for size in args.sizes:
            results.setdefault(f"batch {size}", []).append(
                batch_rates(args.seconds, args.code, size, seed=round_, warmup=args.warmup))
    base = statistics.median(r[0] for r in results["pettingzoo"])
    print(f"{args.code}, {args.clock} clock, median of {args.rounds} rounds of "
          f"{args.seconds:g} s; {ACTS_A_DEAL[0]} acts a deal")
    print(f"{'path':<14}{'deals/s':>12}{'learner/s':>14}{'decisions/s':>14}{'x pz':>8}")
    for name, rows in results.items():
        deals, learner, total = (statistics.median(r[i] for r in rows) for i in range(3))
        print(f"{name:<14}{deals:>12,.0f}{learner:>14,.0f}{total:>14,.0f}{deals / base:>8.1f}")


if __name__ == "__main__":
    main()
