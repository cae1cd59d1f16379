"""How long one answer of "play on from here" takes (not a test; issue 35, item 2).

Each round: a deal the random player played to its end (english-1904, the dealer rotating with
the seed), a branch from its first card with the user at the dealer's left (an adversary, so the
computers play the dealer's two hands and his partner-adversary's: up to three cards an answer),
the user always playing his first legal card, to the end. Each answer is timed as the route's
worker runs it (:func:`bridgewhist.web.analysis_branch.branch_text`: the record read, the deal
and the branch replayed, the computers' cards, at the end the double-dummy comparison), with the
computers as the route makes them: ``maxims``, and ``ddmc`` (the strong player, where DDS is
installed) within its per-card budget. Wall time and the process's CPU time (all its threads),
median and 95th percentile over every answer.

    PYTHONPATH=src nice -n 10 python benchmarks/branch_speed.py [--rounds 5] [--seed 0] [--players ...]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from bridgewhist.agents import RandomAgent
from bridgewhist.cards import Card
from bridgewhist.laws import load_law_code
from bridgewhist.notation.record import dumps
from bridgewhist.record import PlayedDeal, Record
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand
from bridgewhist.web.analysis_branch import branch_text


def played_record(seed: int) -> str:
    """A record (JSON) of one deal the random player played to its last card."""
    code = load_law_code("english-1904")
    state = new_hand(code, Seat(seed % 4), rng=random.Random(seed))
    first, agent, actions = state, RandomAgent(random.Random(seed)), []
    while not state.is_complete:
        actions.append(agent(state))
        state = state.apply(actions[-1])
    return dumps(Record(code, (PlayedDeal(first.dealer, first.deal, tuple(actions)),)))


def branch_times(text: str, seat: str, players: str) -> list[tuple[float, float]]:
    """Every answer's wall and CPU time of a branch from card 1 played to its end."""
    cards: tuple[int, ...] = ()
    times = []
    while True:
        wall, cpu = time.perf_counter(), time.process_time()
        answer = branch_text(text, "json", 1, 0, seat, cards, players, f"bench:{len(cards)}")
        times.append((time.perf_counter() - wall, time.process_time() - cpu))
        if answer["outcome"] is not None:
            return times
        cards = (*(int(Card.parse(c["card"])) for c in answer["cards"]), int(Card.parse(answer["legal"][0])))


def stats(values: list[float]) -> str:
    """The median and the 95th percentile."""
    p95 = statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]
    return f"median {statistics.median(values):.3f} s, p95 {p95:.3f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", nargs="+", default=["maxims", "ddmc"])
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.rounds)
    records = [(played_record(seed), Seat(seed % 4).left.name) for seed in seeds]
    branch_times(records[0][0], records[0][1], "maxims")   # warm: DDS loaded, modules imported
    for players in args.players:
        times = [t for text, seat in records for t in branch_times(text, seat, players)]
        print(f"{players}: wall {stats([w for w, _ in times])}; CPU {stats([c for _, c in times])} "
              f"({len(times)} answers, {args.rounds} deals)")
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
