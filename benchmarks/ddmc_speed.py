"""ddmc decision time per card over whole deals (not a test).

Four ddmc players play whole deals; every card decision with more than one legal card is
timed. Prints the median and the 95th percentile, and the same for the declaration and
doubling decisions, and how many deals a card decision solved on average (a close decision
samples more, up to ``--max-samples``, by default four times ``--samples``).

    PYTHONPATH=src python benchmarks/ddmc_speed.py [--deals 8] [--samples 20] [--workers 1]
        [--max-samples N] [--inference follows]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from bridgewhist.agents import view_of
from bridgewhist.agents.ddmc.agent import DDMCAgent
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, new_hand


class CountingAgent(DDMCAgent):
    """ddmc, counting the sampled deals it solves in the play."""

    solved = 0

    def _solve_positions(self, positions: Sequence[Any]) -> list[dict[int, int]]:
        self.solved += len(positions)
        return super()._solve_positions(positions)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of the sorted values fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-samples", type=int, default=None)
    parser.add_argument("--inference", default="follows")
    args = parser.parse_args()
    solved = 0
    code = load_law_code("english-1904")
    cards: list[float] = []
    makes: list[float] = []
    by_trick: dict[int, list[float]] = {}
    for deal in range(args.deals):
        agents = {seat: CountingAgent(random.Random(f"{args.seed}:{deal}:{seat}"),
                                      samples=args.samples, max_samples=args.max_samples,
                                      inference=args.inference, workers=args.workers)
                  for seat in Seat}
        state = new_hand(code, Seat(deal % 4), rng=random.Random(f"{args.seed}:{deal}"))
        while not state.is_complete:
            seat = state.actor
            view = view_of(state, seat)
            started = time.perf_counter()
            action = agents[seat].act(view)
            spent = time.perf_counter() - started
            if len(view.legal) > 1:
                if state.phase == Phase.PLAY:
                    cards.append(spent)
                    by_trick.setdefault(len(state.tricks) + 1, []).append(spent)
                else:
                    makes.append(spent)
            state = state.apply(action)
        solved += sum(agent.solved for agent in agents.values())
    cap = agents[Seat.N].max_samples
    print(f"ddmc, {args.samples} samples (up to {cap} when close), inference {args.inference}, "
          f"{args.workers} DDS worker(s), {args.deals} deals")
    print(f"  card decisions     n={len(cards):4d}  median {statistics.median(cards) * 1000:7.1f} ms"
          f"  p95 {percentile(cards, 0.95) * 1000:7.1f} ms"
          f"  {solved / len(cards):.1f} deals solved a decision")
    if makes:
        print(f"  make/double        n={len(makes):4d}  median {statistics.median(makes) * 1000:7.1f} ms"
              f"  p95 {percentile(makes, 0.95) * 1000:7.1f} ms")
    print("  median by trick: " + " ".join(
        f"{trick}:{statistics.median(times) * 1000:.0f}" for trick, times in sorted(by_trick.items())))


if __name__ == "__main__":
    main()
