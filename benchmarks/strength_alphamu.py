"""The alpha-mu player against the sampling player as the makers, paired on the same deals (not a test).

Each deal is played at several tables with the same cards: the makers' side (the dealer, who
plays dummy's cards too) is ``alphamu`` at one table and ``ddmc`` at the others; the adversaries
are ddmc at its defaults at every table, with the same random generators (every player solves
in its own process, ``workers=0``: a loaded machine cannot time a DDS worker out). The ddmc tables:

- ``solves``: ddmc given, at every card decision, as many double-dummy solves as alphamu spent
  a decision on average in the same deal (its samples; no adaptive sampling);
- ``time``: ddmc sampling batch after batch (10 samples a batch) until it has spent alphamu's
  mean decision time in the same deal, then choosing.

``--ddmc-samples`` and ``--ddmc-time`` fix these instead (and must, without the alphamu table),
or ``--alphamu-from FILE`` reads each deal's alphamu row from an earlier run's file instead of
playing it (the deals that file lacks are skipped): e.g. the ``time`` table played later against
alphamu's recorded decision times (recorded and replayed under the same load: two runs at once).

Every deal's result is appended to ``--out`` (JSON lines) as it finishes, so a long run can be
read while it goes (``--report FILE`` prints the tables from such a file):

    nice -n 19 env PYTHONPATH=src python benchmarks/strength_alphamu.py --deals 100 --out runs.jsonl
        [--first 0] [--tables alphamu,solves,time] [--worlds 16] [--depth 2]
    PYTHONPATH=src python benchmarks/strength_alphamu.py --report runs.jsonl \
        [--against other.jsonl ...] [--chart paired.png]

``--against`` (again for more files) pairs alphamu's rows with another file's tables too (the
same deals played at another setting, or by ddmc later); ``--chart`` draws every paired
difference in tricks a deal, with its interval (matplotlib, the ``plots`` extra).

Reported: the makers' tricks and points a deal at each table, the difference alphamu less ddmc
with its 95% interval (paired by deal), how many deals differ (the makers' cards differ at least
once), the makers' tricks lost against double dummy (:mod:`bridgewhist.analysis.dd_loss`), the
solves a decision and the decision times (median, 95th percentile), of the clock and of the
process's CPU (DDS's threads counted: what one core would take, whatever the load).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bridgewhist.agents import make_agent
from bridgewhist.agents.alphamu import AlphaMuAgent
from bridgewhist.analysis import deal_losses
from bridgewhist.analysis.estimate import Interval, interval95
from bridgewhist.analysis.plots import interval_chart
from bridgewhist.laws import load_law_code
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, new_hand
from bridgewhist.view import view_of


def signed(estimate: Interval) -> str:
    """Mean and 95% interval, as "m [lo, hi]"."""
    return f"{estimate.mean:+.3f} [{estimate.low:+.3f}, {estimate.high:+.3f}]"


def interval(values: list[float]) -> str:
    """The mean of ``values`` and its 95% interval, as "m [lo, hi]"."""
    return signed(interval95(values))


def median_p95(times: list[float]) -> str:
    """Median and 95th percentile of decision times, as "m / p" ("-" when none were kept)."""
    if not times:
        return "-"
    ordered = sorted(times)
    return f"{ordered[len(ordered) // 2]:.3f} / {ordered[int(len(ordered) * 0.95)]:.3f}"


def makers_settings(table: str, args: argparse.Namespace, alphamu: dict[str, Any] | None
                    ) -> tuple[str, dict[str, Any]]:
    """The makers' agent and settings at a table (``alphamu``: that deal's alphamu row)."""
    if table == "alphamu":
        settings: dict[str, Any] = {"worlds": args.worlds, "depth": args.depth, "workers": 0}
        for item in args.set:
            key, _, value = item.partition("=")
            settings[key] = json.loads(value) if value[:1] in "0123456789.-tfn[{" else value
        return "alphamu", settings
    if table == "solves":
        samples = args.ddmc_samples
        if samples is None and alphamu is not None and alphamu["solves"]:
            samples = round(statistics.mean(alphamu["solves"]))
        samples = max(1, samples or 20)
        return "ddmc", {"samples": samples, "max_samples": samples, "workers": 0}
    if table == "time":
        budget = args.ddmc_time
        if budget is None and alphamu is not None and alphamu["times"]:
            budget = statistics.mean(alphamu["times"])
        return "ddmc", {"samples": 10, "max_samples": 100_000, "margin": 99.0,
                        "time_budget": budget or 0.1, "workers": 0}
    return "ddmc", {"workers": 0}


def play_table(code_name: str, seed: int, deal: int, table: str, args: argparse.Namespace,
               alphamu: dict[str, Any] | None = None) -> dict[str, Any]:
    """One deal at one table: the makers' result and what their decisions cost."""
    code = load_law_code(code_name)
    dealer = Seat(deal % 4)
    name, settings = makers_settings(table, args, alphamu)
    agents = {seat: (make_agent(name, random.Random(f"{seed}:{deal}:{seat}"), **settings)
                     if seat.side == dealer.side
                     else make_agent("ddmc", random.Random(f"{seed}:{deal}:{seat}"), workers=0))
              for seat in Seat}
    state = new_hand(code, dealer, rng=random.Random(f"{seed}:{deal}"))
    states: list[HandState] = [state]
    times: list[float] = []
    cpu: list[float] = []
    cards: list[int] = []
    while not states[-1].is_complete:
        current = states[-1]
        seat = current.actor
        view = view_of(current, seat)
        started, started_cpu = time.perf_counter(), time.process_time()
        action = agents[seat].act(view)
        spent, spent_cpu = time.perf_counter() - started, time.process_time() - started_cpu
        current.check(action, by=seat)
        if current.phase == Phase.PLAY and seat.side == dealer.side:
            cards.append(action.value)
            if len(view.legal) > 1:
                times.append(spent)
                cpu.append(spent_cpu)
        states.append(current.apply(action))
    final = states[-1]
    makers = dealer.side
    points = sum(e.points if e.side == makers else -e.points
                 for e in score_deal(code, result_of(final), (0, 0)))
    loss = deal_losses(states)
    solves: list[int] = []
    work: list[float] = []
    for seat in (dealer, dealer.partner):
        agent = agents[seat]
        if isinstance(agent, AlphaMuAgent):
            solves.extend(agent.stats.solves)
            work.extend(agent.stats.work)
    return {"deal": deal, "table": table, "tricks": final.won[makers], "points": points,
            "lost": loss.makers, "adversaries_lost": loss.adversaries, "dd": loss.makers_dd_tricks,
            "times": times, "cpu": cpu, "cards": cards, "solves": solves, "work": work,
            "settings": settings}


def load_rows(path: str) -> dict[str, dict[int, dict[str, Any]]]:
    """A results file's rows by table, then by deal."""
    rows: dict[str, dict[int, dict[str, Any]]] = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            rows.setdefault(row["table"], {})[row["deal"]] = row
    return rows


def report(path: str, against: Sequence[str] = (), chart: str | None = None) -> None:
    """Print the paired tables from a file of results; with ``against``, alphamu's rows are
    paired with those files' tables too (e.g. the same deals at another setting); with
    ``chart``, the paired differences in tricks a deal are drawn there (a PNG)."""
    rows = load_rows(path)
    base = rows.get("alphamu", {})
    print(f"{len(base)} deals with alphamu as the makers ({path})\n")
    print("| makers | deals | tricks a deal | points a deal | tricks lost v DD a deal "
          "| decision median / p95 (s) | CPU a decision, median / p95 (s) | DD solves a decision |")
    print("|---|---|---|---|---|---|---|---|")
    compared = [(f"{'' if table == 'alphamu' else 'ddmc '}{table} ({Path(other).stem})", by_deal)
                for other in against for table, by_deal in load_rows(other).items()]
    listed = list(rows.items()) + compared
    for table, by_deal in listed:
        results = list(by_deal.values())
        solves = [s for r in results for s in r["solves"]]
        shown = f"{statistics.mean(solves):.0f}" if solves else "-"
        clock = median_p95([t for r in results for t in r["times"]])
        cpu = median_p95([t for r in results for t in r.get("cpu", ())])  # kept from 2026-11-27
        print(f"| {table} | {len(results)} | {interval([r['tricks'] for r in results])} "
              f"| {interval([r['points'] for r in results])} | {interval([r['lost'] for r in results])} "
              f"| {clock} | {cpu} | {shown} |")
    print("\n| alphamu less | paired deals | deals that differ | tricks a deal (95% CI) "
          "| points a deal (95% CI) | tricks lost v DD (95% CI) |")
    print("|---|---|---|---|---|---|")
    others = [(f"ddmc ({table})", by_deal) for table, by_deal in rows.items() if table != "alphamu"]
    bars: list[tuple[str, Interval]] = []
    for label, by_deal in others + compared:
        deals = sorted(set(by_deal) & set(base))
        if len(deals) < 2:
            continue
        differ = sum(base[d]["cards"] != by_deal[d]["cards"] for d in deals)
        def diff(key: str, deals: list[int] = deals, by_deal: dict[int, dict[str, Any]] = by_deal
                 ) -> list[float]:
            return [base[d][key] - by_deal[d][key] for d in deals]
        tricks = interval95(diff("tricks"))
        print(f"| {label} | {len(deals)} | {differ} | {signed(tricks)} "
              f"| {interval(diff('points'))} | {interval(diff('lost'))} |")
        bars.append((f"{label}: {len(deals)} deals, {differ} differ", tricks))
    if chart is not None and bars:
        interval_chart([label for label, _ in bars], [value for _, value in bars],
                       "makers' tricks a deal, alphamu less (95% interval)",
                       f"alphamu ({Path(path).stem}) less other makers, paired by deal",
                       Path(chart))
        print(f"\nchart: {chart}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="english-1904")
    parser.add_argument("--tables", default="alphamu,solves,time")
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="another alphamu setting (e.g. defence=dd, window=0.5, slack=1)")
    parser.add_argument("--ddmc-samples", type=int, default=None,
                        help="ddmc's samples a decision at the 'solves' table (default: alphamu's "
                             "mean solves a decision in the same deal)")
    parser.add_argument("--ddmc-time", type=float, default=None,
                        help="ddmc's seconds a decision at the 'time' table (default: alphamu's "
                             "mean decision time in the same deal)")
    parser.add_argument("--alphamu-from", default=None, metavar="FILE",
                        help="read each deal's alphamu row from FILE instead of playing it")
    parser.add_argument("--out", default=None, help="append each deal's results here (JSON lines)")
    parser.add_argument("--report", default=None, metavar="FILE", help="only print the tables of FILE")
    parser.add_argument("--against", action="append", default=[], metavar="FILE",
                        help="with --report: pair alphamu's rows with FILE's tables as well "
                             "(may be given again)")
    parser.add_argument("--chart", default=None, metavar="PNG",
                        help="with --report: draw the paired differences in tricks a deal here")
    args = parser.parse_args()
    if args.report:
        report(args.report, args.against, args.chart)
        return
    out = args.out or f"strength_alphamu_{args.seed}.jsonl"
    recorded = load_rows(args.alphamu_from).get("alphamu", {}) if args.alphamu_from else None
    tables = args.tables.split(",")
    if recorded is not None and "alphamu" in tables:
        parser.error("--alphamu-from replaces the alphamu table: leave it out of --tables")
    for deal in range(args.first, args.first + args.deals):
        alphamu: dict[str, Any] | None = None
        if recorded is not None:
            alphamu = recorded.get(deal)
            if alphamu is None:
                continue
        for table in tables:
            row = play_table(args.law_code, args.seed, deal, table, args, alphamu)
            if table == "alphamu":
                alphamu = row
            with open(out, "a", encoding="utf-8") as sink:
                sink.write(json.dumps(row) + "\n")
    report(out)


if __name__ == "__main__":
    main()
