"""What a DDS solve costs by the tricks left to play (not a test): the source of alpha-mu's
``SOLVE_WEIGHTS`` (:mod:`bridgewhist.agents.alphamu.search`).

For each number of tricks left (13 down to 2), ``--positions`` random positions are made by
dealing a deal and playing random legal cards up to that trick and 0 to 3 cards into it; they
are solved in one ``card_values_batch`` (every legal card's value, as the search solves), and the
CPU time of the process (DDS's threads counted) and the clock time a solve are printed, with each
size's cost relative to a whole deal's:

    PYTHONPATH=src python benchmarks/solve_cost.py [--positions 48] [--seed 5]
"""

from __future__ import annotations

import argparse
import random
import time

from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.fastplay import card_at, legal_mask, random_deal, trick_winner


def random_position(rng: random.Random, tricks_played: int, into_trick: int) -> Position:
    """A random deal played at random for ``tricks_played`` tricks and ``into_trick`` cards."""
    hands = random_deal(rng)
    leader, trump = 1, rng.randrange(5)
    for number in range(tricks_played + 1):
        trick: list[int] = []
        for turn in range(4 if number < tricks_played else into_trick):
            seat = (leader + turn) & 3
            legal = legal_mask(hands[seat], trick[0] >> 4 if trick else -1)
            card = card_at(legal, rng.randrange(legal.bit_count()))
            trick.append(card)
            hands[seat] &= ~(1 << card)
        if number < tricks_played:
            leader = trick_winner(tuple(trick), leader, trump)
    return Position((hands[0], hands[1], hands[2], hands[3]), trump, leader, tuple(trick))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=48, help="positions of each size")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    solve = solver().card_values_batch
    solve([random_position(rng, 5, 0)])   # DDS loaded and warm
    whole: float | None = None
    print("| tricks left | CPU ms a solve | clock ms a solve | cost / a whole deal's |")
    print("|---:|---:|---:|---:|")
    for played in range(12):
        positions = [random_position(rng, played, rng.randrange(4)) for _ in range(args.positions)]
        cpu, clock = time.process_time(), time.perf_counter()
        solve(positions)
        cpu = 1000 * (time.process_time() - cpu) / len(positions)
        clock = 1000 * (time.perf_counter() - clock) / len(positions)
        whole = whole or cpu
        print(f"| {13 - played} | {cpu:.2f} | {clock:.2f} | {cpu / whole:.3f} |", flush=True)


if __name__ == "__main__":
    main()
