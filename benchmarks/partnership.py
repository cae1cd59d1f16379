"""The partnership in duplicate (issue 37): a player against another on the same deals (not a test).

Each deal is played twice with the same cards: player A (``--a``, by default ``partner``) sits
North-South at the first table and East-West at the second, player B (``--b``, ``ddmc``) the
other places; every seat's generator is seeded by the deal and the seat alone, the same at both
tables. A deal's row (appended to ``--out``, JSON lines, as it finishes; a run with the same
file resumes where it stopped) holds A's net points and tricks at each table, each side's
tricks lost against double dummy (:func:`bridgewhist.analysis.deal_losses`) as makers and as
defenders, and how long each of A's card decisions took (seconds of wall time, and of the
process's CPU time: on a loaded machine the wall time counts the waiting too). Scoring is a
deal alone at a game score of 0-0, as ``bridgewhist simulate``.

The report (``--report FILE``, one or more files): A's points and tricks less B's on the same
cards (a deal's figure is the mean over its two tables, as in ``bridgewhist simulate
--duplicate``), each player's tricks lost against double dummy as defenders and as makers on the
same deals, each mean with its 95% interval (:func:`bridgewhist.sim.simulate.mean_ci95`), and A's
decision times (median, 95th percentile, largest).

    nice -n 10 env PYTHONPATH=src python benchmarks/partnership.py --deals 500 \\
        --out benchmarks/results/partnership.jsonl
    PYTHONPATH=src python benchmarks/partnership.py --report benchmarks/results/partnership.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path
from typing import Any

from rich.progress import Progress

from bridgewhist.actions import Action
from bridgewhist.agents import Agent, make_agent
from bridgewhist.analysis import deal_losses
from bridgewhist.dealing import dealt_hands
from bridgewhist.laws import load_law_code
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import SEATS, Seat, Side
from bridgewhist.sim.simulate import mean_ci95
from bridgewhist.state import HandState, Phase, hand_from_deal
from bridgewhist.view import view_of


def setting_of(text: str) -> tuple[str, object]:
    """``KEY=VALUE`` as a setting, the value read as an int, a float or text."""
    key, sep, value = text.partition("=")
    if not sep or not key.isidentifier():
        raise SystemExit(f"setting {text!r}: expected KEY=VALUE, like samples=40")
    for convert in (int, float):
        try:
            return key, convert(value)
        except ValueError:
            continue
    return key, value


def play_table(args: argparse.Namespace, deal: int, a_side: Side) -> dict[str, Any]:
    """One table of a deal: A on ``a_side``; A's net, tricks, losses and decision times."""
    code = load_law_code(args.law_code)
    dealer = SEATS[(Seat.S + deal) & 3]
    hands = dealt_hands(dealer, random.Random(f"{args.seed}:deal:{deal}"))
    agents: dict[Seat, Agent] = {}
    for seat in SEATS:
        rng = random.Random(f"{args.seed}:agent:{deal}:{seat.name}")
        name, settings = (args.a, args.a_settings) if seat.side == a_side else (args.b, args.b_settings)
        agents[seat] = make_agent(name, rng, **settings)
    state = hand_from_deal(code, dealer, hands)
    states: list[HandState] = [state]
    times: list[float] = []
    cpu: list[float] = []
    while not state.is_complete:
        seat = state.actor
        view = view_of(state, seat)
        started, started_cpu = time.perf_counter(), time.process_time()
        action: Action = agents[seat].act(view)
        if seat.side == a_side and state.phase == Phase.PLAY and len(view.legal) > 1:
            times.append(round(time.perf_counter() - started, 4))
            cpu.append(round(time.process_time() - started_cpu, 4))
        state.check(action, by=seat)
        state = state.apply(action)
        states.append(state)
    entries = score_deal(code, result_of(state), (0, 0))
    net = sum(e.points if e.side == a_side else -e.points for e in entries)
    loss = deal_losses(states)
    a_makes = dealer.side == a_side
    a_tricks = state.won[int(a_side)]
    return {"net": net, "a_tricks": a_tricks, "a_makes": a_makes, "strain": state.strain,
            "makers_loss": loss.makers, "adversaries_loss": loss.adversaries,
            "makers_dd": loss.makers_dd_tricks, "makers_tricks": loss.makers_tricks,
            "times": times, "cpu": cpu}


def run(args: argparse.Namespace) -> None:
    out = Path(args.out)
    done = {row["deal"] for row in read(out)}
    todo = [deal for deal in range(args.first, args.first + args.deals) if deal not in done]
    with Progress() as progress:
        task = progress.add_task(f"{args.a} v {args.b}", total=len(todo))
        for deal in todo:
            tables = [play_table(args, deal, side) for side in (Side.NS, Side.EW)]
            with out.open("a", encoding="utf-8") as sink:
                sink.write(json.dumps({"deal": deal, "a": args.a, "b": args.b, "seed": args.seed,
                                       "a_settings": args.a_settings,
                                       "b_settings": args.b_settings, "tables": tables}) + "\n")
            progress.advance(task)


def read(path: Path) -> list[dict[str, Any]]:
    """The rows of a results file (none when it does not exist)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def interval(values: list[float], digits: int = 2) -> str:
    """Mean and 95% interval, as "m [lo, hi]"."""
    estimate = mean_ci95(values)
    low = estimate.mean if estimate.low is None else estimate.low
    high = estimate.mean if estimate.high is None else estimate.high
    return f"{estimate.mean:+.{digits}f} [{low:+.{digits}f}, {high:+.{digits}f}]"


def report(paths: list[Path]) -> None:
    """Print the paired table from results files (the deals of all)."""
    rows = [row for path in paths for row in read(path)]
    if not rows:
        raise SystemExit(f"{', '.join(map(str, paths))}: no deals yet")
    a, b = rows[0]["a"], rows[0]["b"]
    if a == b:   # the same player at two settings: tell them apart
        a, b = f"{a} (A)", f"{b} (B)"
    points = [sum(t["net"] for t in r["tables"]) / 2 for r in rows]
    # A's tricks at its two tables less B's on the same cards: at the first table A holds NS,
    # at the second EW, so A's tricks less B's are (t0 - (13 - t1)).
    tricks = [(r["tables"][0]["a_tricks"] - (13 - r["tables"][1]["a_tricks"])) / 2 for r in rows]
    a_def = [t["adversaries_loss"] for r in rows for t in r["tables"] if not t["a_makes"]]
    b_def = [t["adversaries_loss"] for r in rows for t in r["tables"] if t["a_makes"]]
    a_make = [t["makers_loss"] for r in rows for t in r["tables"] if t["a_makes"]]
    b_make = [t["makers_loss"] for r in rows for t in r["tables"] if not t["a_makes"]]
    paired_def = [sum(t["adversaries_loss"] * (-1 if t["a_makes"] else 1) for t in r["tables"])
                  for r in rows]
    times = sorted(s for r in rows for t in r["tables"] for s in t["times"])
    cpu = sorted(s for r in rows for t in r["tables"] for s in t.get("cpu", []))
    print(f"{len(rows)} duplicate deals ({2 * len(rows)} played), {a} v {b}, seed {rows[0]['seed']}, "
          f"settings A {rows[0]['a_settings']} B {rows[0]['b_settings']}")
    print("| measure | mean a deal (95% CI) |")
    print("|---|---|")
    print(f"| {a} less {b}: points (duplicate, same cards) | {interval(points, 1)} |")
    print(f"| {a} less {b}: tricks | {interval(tricks, 3)} |")
    print(f"| {a} defending: tricks lost v double dummy | {interval(a_def)} |")
    print(f"| {b} defending: tricks lost v double dummy | {interval(b_def)} |")
    print(f"| {a} less {b} defending, same deals | {interval(paired_def)} |")
    print(f"| {a} making: tricks lost v double dummy | {interval(a_make)} |")
    print(f"| {b} making: tricks lost v double dummy | {interval(b_make)} |")
    for label, spent in (("wall", times), ("CPU", cpu)):
        if spent:
            p95 = spent[min(len(spent) - 1, int(0.95 * len(spent)))]
            print(f"| {a}'s card decisions (choices only), {label} time: median / p95 / max (s), "
                  f"{len(spent)} decisions | {statistics.median(spent):.3f} / {p95:.3f} / "
                  f"{spent[-1]:.3f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="partner")
    parser.add_argument("--b", default="ddmc")
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="english-1904")
    parser.add_argument("--a-set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--b-set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--out", default="partnership.jsonl")
    parser.add_argument("--report", default=None, nargs="+", metavar="FILE",
                        help="only report these files")
    args = parser.parse_args()
    args.a_settings = {"workers": 0, **dict(setting_of(t) for t in args.a_set)}
    args.b_settings = {"workers": 0, **dict(setting_of(t) for t in args.b_set)}
    if args.report is None:
        run(args)
    report([Path(p) for p in args.report] if args.report else [Path(args.out)])


if __name__ == "__main__":
    main()
