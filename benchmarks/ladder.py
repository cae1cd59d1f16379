"""The strength ladder (issue 19, item 4): the computer players against one another (not a test).

Six players: ``random``, ``maxims``, ``ddmc`` (its defaults), ``ddmc-100`` (100 samples for every
card), ``alphamu`` (its defaults) and ``partner`` (ddmc signalling and reading by the books'
agreements, issue 37; its defaults); every player solves in its own process (``workers=0``).
Each pair of players plays a duplicate match with :mod:`bridgewhist.sim.match` (each deal twice
with the same cards, the sides swapped; a deal's figure is the first player's net points
averaged over the two tables), ``--deals`` duplicate deals a pairing, ``--slow-deals`` for a
pairing with ``ddmc-100`` or ``alphamu`` in it. The pairings advance together, one deal each in
turn, so a run stopped early is still a round robin. Every deal is appended to ``--out`` (JSON
lines) as it finishes; a run with the same file resumes where it stopped.

A player's figure is its points a deal against the field: the mean over its four opponents of
its mean a deal against each (each opponent weighing the same, however many deals the pairing
has), with a 95% interval from the pairings' standard errors (normal approximation:
``mean +- 1.96 * sqrt(sum of s_j^2 / n_j) / 4``; a pairing of one deal takes the variance of all
the player's deals). The chart shows these (``--chart``, a PNG;
matplotlib, the ``plots`` extra).

The ladder also counts how many of the single-dummy problems (tests/agents/alphamu_problems.json)
each player solves: each player's agent acts at each problem's position
(:func:`~bridgewhist.agents.alphamu.problems.problem_state`, the makers to play, the earlier
tricks made of the other cards), once, seeded; ``--problems`` counts again (the last count of a
file is reported).

    nice -n 19 env PYTHONPATH=src python benchmarks/ladder.py --out benchmarks/results/ladder.jsonl
    PYTHONPATH=src python benchmarks/ladder.py --report benchmarks/results/ladder.jsonl \\
        --chart docs/strength-ladder.png
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import time
from pathlib import Path
from typing import Any

from bridgewhist.agents import make_agent
from bridgewhist.agents.alphamu import load_problems
from bridgewhist.agents.alphamu.problems import problem_state
from bridgewhist.analysis.estimate import Interval
from bridgewhist.analysis.plots import bar_chart
from bridgewhist.laws import load_law_code
from bridgewhist.sim.match import Match, play_unit
from bridgewhist.view import view_of

PLAYERS: dict[str, tuple[str, dict[str, Any]]] = {
    "random": ("random", {}),
    "maxims": ("maxims", {}),
    "ddmc": ("ddmc", {"workers": 0}),
    "ddmc-100": ("ddmc", {"samples": 100, "max_samples": 100, "workers": 0}),
    "alphamu": ("alphamu", {"workers": 0}),
    "partner": ("partner", {"workers": 0}),
}
SLOW = {"ddmc-100", "alphamu"}
PROBLEMS = Path(__file__).resolve().parent.parent / "tests" / "agents" / "alphamu_problems.json"


def read(path: Path) -> list[dict[str, Any]]:
    """The rows of a ladder file (none when it does not exist)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def append(path: Path, row: dict[str, Any]) -> None:
    with path.open("a", encoding="utf-8") as sink:
        sink.write(json.dumps(row) + "\n")


def solve_problems(name: str, seed: int, law_code: str) -> dict[str, Any]:
    """How many of the problems the player solves, acting once at each position."""
    agent_name, settings = PLAYERS[name]
    code = load_law_code(law_code)
    solved = []
    for index, problem in enumerate(load_problems(PROBLEMS)):
        state = problem_state(problem, code)
        agent = make_agent(agent_name, random.Random(f"{seed}:problem:{index}"), **settings)
        action = agent.act(view_of(state, state.actor))
        state.check(action, by=state.actor)
        if action.value in problem.right:
            solved.append(problem.name)
    return {"kind": "problems", "player": name, "solved": solved,
            "total": len(load_problems(PROBLEMS))}


def run(args: argparse.Namespace) -> None:
    out = Path(args.out)
    rows = read(out)
    done = {(r["a"], r["b"], r["unit"]) for r in rows if r["kind"] == "deal"}
    if not any(r["kind"] == "problems" for r in rows):
        for name in PLAYERS:
            append(out, solve_problems(name, args.seed, args.law_code))
    pairings = list(itertools.combinations(PLAYERS, 2))
    counts = {(a, b): args.slow_deals if {a, b} & SLOW else args.deals for a, b in pairings}
    for unit in range(max(counts.values())):
        for a, b in pairings:
            if unit >= counts[(a, b)] or (a, b, unit) in done:
                continue
            match = Match(PLAYERS[a][0], PLAYERS[b][0], counts[(a, b)], seed=args.seed,
                          duplicate=True, law_code=args.law_code, settings_a=PLAYERS[a][1],
                          settings_b=PLAYERS[b][1])
            started = time.perf_counter()
            outcome = play_unit(match, unit)
            append(out, {"kind": "deal", "a": a, "b": b, "unit": unit, "nets": list(outcome.nets),
                         "value": outcome.value, "seconds": round(time.perf_counter() - started, 2)})


def field(rows: list[dict[str, Any]]) -> dict[str, tuple[Interval, int]]:
    """Each player's points a deal against the field (see the module's text) and its deals."""
    pairs: dict[tuple[str, str], list[float]] = {}
    for row in rows:
        if row["kind"] == "deal":
            pairs.setdefault((row["a"], row["b"]), []).append(row["value"])
            pairs.setdefault((row["b"], row["a"]), []).append(-row["value"])
    figures = {}
    for name in PLAYERS:
        against = [values for (player, _), values in pairs.items() if player == name and values]
        if not against:
            continue
        means = [statistics.mean(values) for values in against]
        every = [value for values in against for value in values]
        pooled = statistics.variance(every) if len(every) > 1 else 0.0
        variance = sum((statistics.variance(values) if len(values) > 1 else pooled) / len(values)
                       for values in against)
        mean = statistics.mean(means)
        half = 1.96 * math.sqrt(variance) / len(against)
        deals = sum(len(values) for values in against)
        figures[name] = (Interval(mean, mean - half, mean + half, deals), deals)
    return figures


def report(path: Path, chart: Path | None) -> None:
    """Print the ladder's tables (and draw its chart) from a ladder file."""
    rows = read(path)
    figures = field(rows)
    problems = {r["player"]: r for r in rows if r["kind"] == "problems"}
    order = sorted(figures, key=lambda name: -figures[name][0].mean)
    print("| player | duplicate deals played | points a deal against the field (95% CI) "
          "| problems solved |")
    print("|---|---|---|---|")
    for name in order:
        estimate, deals = figures[name]
        solved = problems.get(name)
        shown = f"{len(solved['solved'])} of {solved['total']}" if solved else "-"
        print(f"| {name} | {deals} | {estimate.mean:+.1f} [{estimate.low:+.1f}, "
              f"{estimate.high:+.1f}] | {shown} |")
    print("\n| row less column, points a deal (duplicate deals) | " + " | ".join(PLAYERS) + " |")
    print("|---" * (len(PLAYERS) + 1) + "|")
    for a in PLAYERS:
        cells = []
        for b in PLAYERS:
            values = [r["value"] for r in rows if r["kind"] == "deal" and (r["a"], r["b"]) == (a, b)]
            values += [-r["value"] for r in rows if r["kind"] == "deal" and (r["a"], r["b"]) == (b, a)]
            cells.append(f"{statistics.mean(values):+.1f} ({len(values)})" if values else "")
        print(f"| {a} | " + " | ".join(cells) + " |")
    if chart is not None and order:
        bar_chart(order, [figures[name][0] for name in order], "points a deal against the field",
                  "The strength ladder: duplicate round robin, 95% intervals", chart,
                  highlight=order.index("alphamu") if "alphamu" in order else None)
        print(f"\nchart: {chart}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12, help="duplicate deals a pairing")
    parser.add_argument("--slow-deals", type=int, default=4,
                        help="duplicate deals a pairing with ddmc-100 or alphamu in it")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="english-1904")
    parser.add_argument("--out", default="ladder.jsonl", help="append each deal here (JSON lines)")
    parser.add_argument("--report", default=None, metavar="FILE", help="only report FILE")
    parser.add_argument("--chart", default=None, help="draw the chart here (PNG)")
    parser.add_argument("--problems", action="store_true",
                        help="count the problems solved again (appended; the last count is reported)")
    args = parser.parse_args()
    if args.problems:
        for name in PLAYERS:
            append(Path(args.out), solve_problems(name, args.seed, args.law_code))
    elif args.report is None:
        run(args)
    report(Path(args.report or args.out), Path(args.chart) if args.chart else None)


if __name__ == "__main__":
    main()
