"""How long the declaration advisor takes at its default settings (not a test).

Two figures, each the median over ``--rounds`` hands (a fresh random hand each round, its score
drawn from a few of the game's usual scores):

- **call**: :func:`bridgewhist.analysis.advise.advise` in a warm process (DDS loaded), what the
  web table's hint pays per question;
- **command**: ``bridgewhist advise --hand ... --json`` in a fresh process, start to finish
  (Python, Typer and endplay imported, the layouts solved), what a player at the terminal waits.

The target (issue 18): the default settings answer in at most 2 s on 2 cores. The machine's
load average is printed beside the figures (a shared machine's other work slows DDS down).

    PYTHONPATH=src python benchmarks/advise_speed.py [--rounds 7] [--samples N] [--seed 0]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time

from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis.advise import DEFAULT_SAMPLES, advise
from bridgewhist.analysis.hands import DECK_CARDS
from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code

SCORES = ((0, 0), (18, 6), (6, 24), (24, 24), (0, 28))


def hand_text(hand: int) -> str:
    """A hand as the command reads it: ``S AK82 H QJ4 ...``."""
    parts = []
    for suit, letter in enumerate("SHDC"):
        ranks = "".join(str(card)[1:] for card in CardSet(hand) if card.suit == suit)
        parts.append(f"{letter} {ranks or '-'}")
    return " ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    code = load_law_code("english-1904")
    solver()
    calls, commands = [], []
    for round_ in range(args.rounds):
        hand = sum(1 << card for card in rng.sample(DECK_CARDS, 13))
        score = SCORES[round_ % len(SCORES)]
        start = time.perf_counter()
        advise(hand, score, code, samples=args.samples, seed=round_)
        calls.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "bridgewhist.cli", "advise", "--hand", hand_text(hand),
                        "--score", f"We {score[0]}, They {score[1]}", "--samples",
                        str(args.samples), "--seed", str(round_), "--json"],
                       check=True, capture_output=True)
        commands.append(time.perf_counter() - start)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"samples={args.samples} rounds={args.rounds} cores={os.cpu_count()} load average {load}")
    print(f"call    median {statistics.median(calls):.2f} s (best {min(calls):.2f}, worst {max(calls):.2f})")
    print(f"command median {statistics.median(commands):.2f} s (best {min(commands):.2f}, "
          f"worst {max(commands):.2f})")


if __name__ == "__main__":
    main()
