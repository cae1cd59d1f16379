"""What searching deeper changes in alphamu's card (not a test).

Deals are played by ddmc at its defaults at every seat (english-1904, seed 0 on); at each of the
makers' card decisions with more than one card, alphamu at depth 2 and alphamu deepening to
``--depth`` (``deepen=True``, the same budget, ``--max-solves``) decide from the same view with
the same random generator (so the same worlds). Printed, over the decisions where depth 2
searched (a guess was open): how many the deeper search finished within the budget, in how
many its card differs from depth 2's, and the CPU time a decision of each:

    PYTHONPATH=src python benchmarks/alphamu_deepen.py [--deals 6] [--depth 3] [--max-solves 1000]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from rich.progress import Progress

from bridgewhist.agents.alphamu import AlphaMuAgent
from bridgewhist.agents.ddmc.agent import DDMCAgent
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, new_hand
from bridgewhist.view import SeatView, view_of


def decide(view: SeatView, **settings: Any) -> tuple[int, float, AlphaMuAgent]:
    """alphamu's card at ``view``, the CPU seconds it took, and the agent (its stats)."""
    agent = AlphaMuAgent(random.Random(1), workers=0, **settings)
    started = time.process_time()
    card = agent.act(view).value
    return card, time.process_time() - started, agent


def percentile(values: list[float], share: float) -> float:
    """The value at ``share`` (0 to 1) of the sorted ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--max-solves", type=int, default=1000)
    args = parser.parse_args()
    code = load_law_code("english-1904")
    searched = finished = changed = 0
    cpu_two: list[float] = []
    cpu_deep: list[float] = []
    with Progress(transient=True) as progress:
        task = progress.add_task("deals", total=args.deals)
        for deal in range(args.seed, args.seed + args.deals):
            state = new_hand(code, Seat(deal % 4), rng=random.Random(deal))
            players = {seat: DDMCAgent(random.Random(seat), workers=0) for seat in Seat}
            while not state.is_complete:
                seat = state.actor
                view = view_of(state, seat)
                if (state.phase == Phase.PLAY and seat.side == state.dealer.side
                        and len(view.legal) > 1):
                    two, cpu, shallow = decide(view, max_solves=args.max_solves)
                    if shallow.stats.searched:
                        deep_card, deep_cpu, deep = decide(view, max_solves=args.max_solves,
                                                           depth=args.depth, deepen=True)
                        searched += 1
                        finished += deep.stats.fallbacks == 0
                        changed += deep_card != two
                        cpu_two.append(cpu)
                        cpu_deep.append(deep_cpu)
                state = state.apply(players[seat].act(view))
            progress.advance(task)
    if not searched:
        print("no decision with an open guess")
        return
    print(f"| deals | decisions searched at depth 2 | depth {args.depth} finished | card changed "
          "| CPU a decision, depth 2: median / p95 (s) | deepening: median / p95 (s) |")
    print("|---:|---:|---:|---:|---|---|")
    print(f"| {args.deals} | {searched} | {finished} | {changed} "
          f"| {percentile(cpu_two, 0.5):.2f} / {percentile(cpu_two, 0.95):.2f} "
          f"| {percentile(cpu_deep, 0.5):.2f} / {percentile(cpu_deep, 0.95):.2f} |")


if __name__ == "__main__":
    main()
