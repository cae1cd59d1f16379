"""Compose double-dummy endings for the bundled problems (src/bridgewhist/analysis/problems/).

Deals random endings of ``--cards`` cards a hand (seeded), South to lead, and keeps those where
N-S can win all the tricks (``--spare``: or all but so many) against any defence with exactly one
winning first card, ranked by the number of turns of N-S on the main line where only one card keeps the task.
The ones kept were then named and their solutions stated; tests/analysis/test_problems.py checks
every one with the solver.

    .venv/bin/python tools/compose_problems.py --cards 5 --deals 3000 --seed 1
"""

from __future__ import annotations

import argparse
import random

from tqdm import tqdm

from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis.dd_line import play_card, side_tricks
from bridgewhist.analysis.problem import Problem, dumps_problems
from bridgewhist.analysis.problem_solve import solve_problem
from bridgewhist.cards import Strain
from bridgewhist.fastplay import legal_mask
from bridgewhist.seats import Seat, Side


def _ending(rng: random.Random, cards: int) -> tuple[int, int, int, int]:
    deck = rng.sample([suit * 16 + rank for suit in range(4) for rank in range(2, 15)], 4 * cards)
    hands = [0, 0, 0, 0]
    for index, card in enumerate(deck):
        hands[index % 4] |= 1 << card
    return (hands[0], hands[1], hands[2], hands[3])


def _only_moves(problem: Problem) -> int:
    """The turns of N-S on the main line where one card only keeps the task (of two or more)."""
    solution = solve_problem(problem)
    position, count = problem.position, 0
    for at, step in enumerate(solution.main_line):
        led = position.trick[0] >> 4 if position.trick else -1
        legal = legal_mask(position.hands[step.seat], led).bit_count()
        losing = sum(1 for r in solution.losing if r.at == at)
        count += legal >= 2 and losing == legal - 1
        position, _ = play_card(position, step.card)
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=5)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=int, default=5)
    parser.add_argument("--spare", type=int, default=0,
                        help="tricks N-S may lose: 0 keeps only endings where they win all")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    found: list[tuple[int, Problem]] = []
    for _ in tqdm(range(args.deals), desc="endings"):
        hands = _ending(rng, args.cards)
        trump = rng.randrange(5)
        position = Position(hands, trump, int(Seat.S))
        values = solver().card_values_batch([position])[0]
        best = max(values.values())
        if best < args.cards - args.spare or len(values) < 3:
            continue
        winners = [c for c in values if side_tricks(0, position, values, c, 0) >= best]
        if len(winners) != 1:
            continue
        problem = Problem(hands, Strain(trump), Seat.S, Side.NS, best)
        found.append((_only_moves(problem), problem))
    found.sort(key=lambda item: -item[0])
    kept = []
    for score, problem in found[:args.keep]:
        solution = solve_problem(problem)
        kept.append(Problem(problem.hands, problem.trump, problem.leader, problem.side,
                            problem.tricks, f"only moves {score}", "",
                            tuple(step.card for step in solution.main_line)))
    print(dumps_problems(kept))


if __name__ == "__main__":
    main()
