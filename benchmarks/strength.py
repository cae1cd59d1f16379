"""Tricks lost against double dummy by each agent, as makers and as adversaries (not a test).

Each agent plays N deals against itself (all four seats); for every card DDS says how many
tricks it throws away (:mod:`bridgewhist.analysis.dd_loss`). Prints a Markdown table of the
mean loss per deal with its 95% interval, for the makers' side (the dealer playing both hands)
and for the adversaries, and the net: the tricks the makers took less their double-dummy
tricks at the opening lead (the adversaries' losses less the makers').

    PYTHONPATH=src python benchmarks/strength.py [--agents maxims,ddmc] [--deals 200] [--seed 0]
        [--first 0] [--set KEY=VALUE ...] [--makers-set KEY=VALUE ...] [--per-deal FILE] [--by-trick]

``--set`` passes a setting to every agent named (e.g. ``--agents ddmc --set inference=none``),
``--makers-set`` to the makers' side only (e.g. more samples for the declarer);
the deals and each seat's random generator depend on the seed only, so runs with different
settings play the same deals, and ``--per-deal`` (JSON: each agent's losses deal by deal)
allows paired comparisons between runs. ``--first`` numbers the deals from another point (deal
``n`` is the same deal in every script that seeds it ``"{seed}:{n}"``, e.g.
``strength_alphamu.py``). ``--by-trick`` adds a table of where the makers' tricks go: their
losses a deal at each trick, and each trick's share of the whole.
"""

from __future__ import annotations

import argparse
import json
import random

from rich.progress import Progress

from bridgewhist.agents import chooser, make_agent
from bridgewhist.analysis import deal_losses
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.sim.simulate import mean_ci95
from bridgewhist.state import HandState, new_hand


def interval(values: list[float]) -> str:
    """Mean and 95% interval (:func:`bridgewhist.sim.simulate.mean_ci95`), as "m [lo, hi]"."""
    estimate = mean_ci95(values)
    low = estimate.mean if estimate.low is None else estimate.low
    high = estimate.mean if estimate.high is None else estimate.high
    return f"{estimate.mean:.2f} [{low:.2f}, {high:.2f}]"


def setting_of(text: str) -> tuple[str, object]:
    """``KEY=VALUE`` as a setting, the value read as an int, a float or text."""
    key, sep, value = text.partition("=")
    if not sep or not key.isidentifier():
        raise SystemExit(f"--set {text!r}: expected KEY=VALUE, like samples=40")
    for convert in (int, float):
        try:
            return key, convert(value)
        except ValueError:
            continue
    return key, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agents", default="maxims,ddmc")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="english-1904")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="an agent setting (int, float or text), repeatable")
    parser.add_argument("--makers-set", action="append", default=[], metavar="KEY=VALUE",
                        help="a setting for the makers' side only (the dealer plays both hands), "
                             "after --set, repeatable")
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument("--per-deal", default=None, metavar="FILE",
                        help="write each agent's losses deal by deal (JSON)")
    parser.add_argument("--by-trick", action="store_true",
                        help="also print the makers' losses a deal at each trick")
    args = parser.parse_args()
    settings = dict(setting_of(text) for text in args.set)
    makers_settings = {**settings, **dict(setting_of(text) for text in args.makers_set)}
    code = load_law_code(args.law_code)
    rows = []
    per_deal: dict[str, dict[str, list[float]]] = {}
    by_trick: dict[str, list[int]] = {}
    with Progress(transient=True) as progress:
        for name in args.agents.split(","):
            task = progress.add_task(name, total=args.deals)
            makers: list[float] = []
            adversaries: list[float] = []
            net: list[float] = []
            tricks = by_trick.setdefault(name, [0] * 13)
            for deal in range(args.first, args.first + args.deals):
                dealer = Seat(deal % 4)
                agents = {seat: make_agent(name, random.Random(f"{args.seed}:{deal}:{seat}"),
                                           **(makers_settings if seat.side == dealer.side else settings))
                          for seat in Seat}
                choose = chooser(agents)
                state = new_hand(code, dealer, rng=random.Random(f"{args.seed}:{deal}"))
                states: list[HandState] = [state]
                while not states[-1].is_complete:
                    states.append(states[-1].apply(choose(states[-1])))
                loss = deal_losses(states)
                makers.append(loss.makers)
                adversaries.append(loss.adversaries)
                net.append(loss.makers_tricks - loss.makers_dd_tricks)
                for trick, thrown in enumerate(loss.makers_by_trick):
                    tricks[trick] += thrown
                progress.advance(task)
            rows.append((name, interval(makers), interval(adversaries), interval(net)))
            per_deal[name] = {"makers": makers, "adversaries": adversaries, "net": net}
    if args.per_deal:
        with open(args.per_deal, "w", encoding="utf-8") as out:
            json.dump({"seed": args.seed, "first": args.first, "law_code": args.law_code,
                       "settings": args.set,
                       "makers_settings": args.makers_set,
                       "losses": per_deal}, out)
    shown = " ".join(args.set + [f"makers: {text}" for text in args.makers_set])
    print(f"{args.deals} deals each (from {args.first}), {args.law_code}, seed {args.seed}"
          + (f", {shown}" if shown else ""))
    print("| agent | makers' tricks lost a deal (95% CI) | adversaries' tricks lost a deal (95% CI) "
          "| makers' tricks taken less double dummy (95% CI) |")
    print("|---|---|---|---|")
    for name, made, defended, taken in rows:
        print(f"| {name} | {made} | {defended} | {taken} |")
    if args.by_trick:
        print_by_trick(by_trick, args.deals)


def print_by_trick(by_trick: dict[str, list[int]], deals: int) -> None:
    """The makers' tricks lost a deal at each trick, and that trick's share of their losses."""
    totals = {name: sum(lost) for name, lost in by_trick.items()}
    print("\n| trick | " + " | ".join(f"{name}: makers' tricks lost a deal (share)" for name in totals)
          + " |")
    print("|---|" + "---|" * len(totals))
    for trick in range(13):
        cells = [f"{lost[trick] / deals:.3f} ({lost[trick] / totals[name] if totals[name] else 0.0:.0%})"
                 for name, lost in by_trick.items()]
        print(f"| {trick + 1} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
