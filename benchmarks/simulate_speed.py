"""The match simulator's speed: deals per second at 1 and 2 workers, and the speed-up.

For each pair of agents (random against random; maxims against maxims when
``bridgewhist.agents.maxims.agent`` can be imported) the script plays ``--deals`` deals with
:func:`bridgewhist.sim.simulate.simulate` on the ``local`` engine, at 1 worker (in this process, no
pool) and at 2 workers (a process pool, its start-up included in the time), interleaved for
``--rounds`` rounds with the same seed. It prints the median deals per second (best in brackets)
and the speed-up ratio of the medians, 2 workers over 1. Both runs give the same figures (checked).

The issue's targets: at least 200 maxims-against-maxims deals a second per worker, and 2 workers
at least 1.7 times as fast as 1.

Run from the repository root: ``PYTHONPATH=src python benchmarks/simulate_speed.py``.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import statistics
import sys
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent / "src"))

from bridgewhist.sim.match import Match
from bridgewhist.sim.simulate import SimulationResult, simulate


def measure(agent: str, deals: int, rounds: int, seed: int, code: str,
            duplicate: bool) -> dict[int, list[float]]:
    """Deals per second at 1 and 2 workers, one run of each per round, interleaved."""
    speeds: dict[int, list[float]] = {1: [], 2: []}
    match = Match(agent, agent, deals, seed=seed, law_code=code, duplicate=duplicate)
    reference: SimulationResult | None = None
    for _ in range(rounds):
        for workers in (1, 2):
            result = simulate(match, workers=workers)
            if reference is None:
                reference = result
            elif result.figures() != reference.figures():
                raise SystemExit(f"{agent}: {workers} workers gave different figures")
            speeds[workers].append(result.deals_per_second)
    return speeds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals a run (default 2000)")
    parser.add_argument("--rounds", type=int, default=3, help="runs at each worker count (default 3)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--code", default="english-1904")
    parser.add_argument("--duplicate", action="store_true", help="play every deal twice")
    parser.add_argument("--agents", nargs="*", default=None,
                        help="agents to time, each against itself (default: random, and maxims "
                             "when importable)")
    args = parser.parse_args()
    agents = args.agents
    if agents is None:
        agents = ["random"]
        if importlib.util.find_spec("bridgewhist.agents.maxims.agent") is not None:
            agents.append("maxims")
    print(f"deals/s, median (best) of {args.rounds} interleaved rounds of {args.deals} deals"
          f"{' (duplicate: 2 a board)' if args.duplicate else ''}; {args.code}; "
          f"python {platform.python_version()}; {os.cpu_count()} CPUs")
    for agent in agents:
        speeds = measure(agent, args.deals, args.rounds, args.seed, args.code, args.duplicate)
        medians = {w: statistics.median(s) for w, s in speeds.items()}
        for workers, values in speeds.items():
            print(f"  {agent} v {agent}, {workers} worker{'s' if workers > 1 else ' '}"
                  f"  {medians[workers]:9,.0f}  ({max(values):,.0f})")
        print(f"  {agent} speed-up 2/1 workers = {medians[2] / medians[1]:.2f}")


if __name__ == "__main__":
    main()
