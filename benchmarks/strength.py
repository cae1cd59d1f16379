"""Tricks lost against double dummy by each agent, as makers and as adversaries (not a test).

Each agent plays N deals against itself (all four seats); for every card DDS says how many
tricks it throws away (:mod:`bridgewhist.analysis.dd_loss`). Prints a Markdown table of the
mean loss per deal with its 95% interval, for the makers' side (the dealer playing both hands)
and for the adversaries.

    PYTHONPATH=src python benchmarks/strength.py [--agents maxims,ddmc] [--deals 200] [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics

from rich.progress import Progress

from bridgewhist.agents import chooser, make_agent
from bridgewhist.analysis import deal_losses
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, new_hand


def interval(values: list[float]) -> str:
    """Mean and 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{mean:.2f} [{mean - half:.2f}, {mean + half:.2f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agents", default="maxims,ddmc")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="english-1904")
    args = parser.parse_args()
    code = load_law_code(args.law_code)
    rows = []
    with Progress(transient=True) as progress:
        for name in args.agents.split(","):
            task = progress.add_task(name, total=args.deals)
            makers: list[float] = []
            adversaries: list[float] = []
            for deal in range(args.deals):
                agents = {seat: make_agent(name, random.Random(f"{args.seed}:{deal}:{seat}"))
                          for seat in Seat}
                choose = chooser(agents)
                state = new_hand(code, Seat(deal % 4), rng=random.Random(f"{args.seed}:{deal}"))
                states: list[HandState] = [state]
                while not states[-1].is_complete:
                    states.append(states[-1].apply(choose(states[-1])))
                loss = deal_losses(states)
                makers.append(loss.makers)
                adversaries.append(loss.adversaries)
                progress.advance(task)
            rows.append((name, interval(makers), interval(adversaries)))
    print(f"{args.deals} deals each, {args.law_code}, seed {args.seed}")
    print("| agent | makers' tricks lost a deal (95% CI) | adversaries' tricks lost a deal (95% CI) |")
    print("|---|---|---|")
    for name, made, defended in rows:
        print(f"| {name} | {made} | {defended} |")


if __name__ == "__main__":
    main()
