"""How long the analysis board and the problem solver take (not a test; issue 35, item 4).

Two figures, each over ``--rounds`` seeds (seed ``--seed`` onwards), in a warm process (DDS
loaded), with the median and the 95th percentile of the wall time and of the process's CPU time
(all its threads: DDS's included), since a shared machine's other work stretches the wall time:

- **deal**: :func:`bridgewhist.analysis.board.analyse_deal` on a deal the random player played
  to its end (english-1904): every legal card valued at all 52 positions, every make solved;
- **problem**: :func:`bridgewhist.analysis.problem_solve.solve_problem` on a deal of thirteen
  cards a hand (South to lead, a trump drawn from the seed; the task the tricks N-S take double
  dummy): the main line, the reply to every other defence, every losing card refuted.

The targets: a median of at most 1 s for each.

    PYTHONPATH=src nice -n 10 python benchmarks/analysis_speed.py [--rounds 20] [--seed 0]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable

from tqdm import tqdm

from bridgewhist.agents import RandomAgent
from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis.board import analyse_deal
from bridgewhist.analysis.dd_line import side_tricks
from bridgewhist.analysis.problem import Problem
from bridgewhist.analysis.problem_solve import solve_problem
from bridgewhist.cards import Strain
from bridgewhist.fastplay import random_deal
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, new_hand


def played_deal(seed: int) -> list[HandState]:
    """A deal the random player plays to its last card."""
    states = [new_hand(load_law_code("english-1904"), Seat(seed % 4), rng=random.Random(seed))]
    agent = RandomAgent(random.Random(seed))
    while not states[-1].is_complete:
        states.append(states[-1].apply(agent(states[-1])))
    return states


def thirteen_card_problem(seed: int) -> Problem:
    """A whole deal as a problem: N-S to win what they take double dummy, South to lead."""
    rng = random.Random(seed)
    hands = tuple(random_deal(rng))
    trump = rng.randrange(5)
    position = Position((hands[0], hands[1], hands[2], hands[3]), trump, int(Seat.S))
    values = solver().card_values_batch([position])[0]
    tricks = max(side_tricks(0, position, values, card, 0) for card in values)
    return Problem(position.hands, Strain(trump), Seat.S, Side.NS, max(tricks, 1))


def timed(work: Callable[[], object]) -> tuple[float, float]:
    """The wall time and the process's CPU time of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


def summary(name: str, times: list[tuple[float, float]]) -> str:
    """One line: the median and the 95th percentile of the wall and CPU times."""
    def stats(values: list[float]) -> str:
        p95 = statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]
        return f"median {statistics.median(values):.2f} s, p95 {p95:.2f} s"
    return (f"{name}: wall {stats([w for w, _ in times])}; "
            f"CPU {stats([c for _, c in times])} ({len(times)} seeds)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    solver()
    seeds = range(args.seed, args.seed + args.rounds)
    deals = [played_deal(seed) for seed in seeds]
    problems = [thirteen_card_problem(seed) for seed in seeds]
    deal_times = [timed(lambda d=deal: analyse_deal(d)) for deal in tqdm(deals, desc="deals")]
    problem_times = [timed(lambda p=problem: solve_problem(p))
                     for problem in tqdm(problems, desc="problems")]
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} CPUs")
    print(summary("whole deal's analysis", deal_times))
    print(summary("13-card problem solved", problem_times))


if __name__ == "__main__":
    main()
