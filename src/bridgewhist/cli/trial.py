"""``bridgewhist trial``: the period's maxims put on trial, a report in Markdown and HTML with
a chart a maxim (matplotlib, the ``plots`` extra).

``--quick`` is the smoke run (two deals a maxim, four layouts a decision): the figures mean
little, the pipeline is the whole of it; the committed report in ``docs/trial/`` says with
which command it was made.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Annotated

import typer

from bridgewhist.analysis.trial import run_trial
from bridgewhist.analysis.trial_report import write_report
from bridgewhist.cli.common import BadInput, bad_input, make_console, option
from bridgewhist.laws import load_law_code

__all__ = ["QUICK", "trial_command"]

QUICK = {"deals": 2, "layouts": 4}
"""The settings of ``--quick`` (under two minutes on two cores)."""


def trial_command(
    out: Annotated[Path, typer.Option("--out", help="The folder to write the report into "
                                      "(trial.md, trial.html, plots/).")] = Path("trial-report"),
    quick: Annotated[bool, typer.Option("--quick", help="A smoke run: 2 deals a maxim, 4 "
                                        "layouts a decision.")] = False,
    deals: Annotated[int, typer.Option("--deals", help="Deals a maxim.")] = 24,
    layouts: Annotated[int, typer.Option("--layouts", help="Layouts a decision (half to "
                                         "choose, half to measure).")] = 8,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the deals and layouts.")] = 1904,
    law_code: Annotated[str, typer.Option("--law-code", help="The laws to score by "
                                          "(see 'bridgewhist codes').")] = "english-1904",
    maxim: Annotated[list[str] | None, typer.Option(
        "--maxim", help="Try only this maxim (repeatable).", show_default=False)] = None,
) -> None:
    """Put the period's maxims on trial against simulation; write the report."""
    if quick:
        deals, layouts = QUICK["deals"], QUICK["layouts"]
    console = make_console()
    with bad_input():
        code = option("--law-code", lambda: load_law_code(law_code))
        if deals < 1 or layouts < 2 or layouts > 200:
            raise BadInput("--deals must be at least 1 and --layouts 2 to 200")

        def report(done: int, total: int) -> None:
            print(f"\rsolving situations: {done}/{total}", end="", file=sys.stderr, flush=True)

        try:
            result = run_trial(code, seed=seed, deals=deals, layouts=layouts, maxims=maxim,
                               progress=report)
        except ValueError as error:
            raise BadInput(f"--maxim: {error}") from None
        print(file=sys.stderr)
        command = "bridgewhist trial " + " ".join(shlex.quote(a) for a in (
            "--seed", str(seed), "--deals", str(deals), "--layouts", str(layouts),
            "--law-code", law_code, *[x for name in (maxim or []) for x in ("--maxim", name)]))
        try:
            written = write_report(result, out, command)
        except OSError as error:
            raise BadInput(f"--out: cannot write {out}: {error.strerror}") from None
    for r in result.results:
        cost = "-" if r.cost is None else r.cost.text()
        console.print(f"{r.maxim.name:42} {r.n:4} deals  cost {cost:24} {r.verdict}")
    console.print(f"Wrote {written[0]} and {written[1]} ({len(written) - 2} charts) in "
                  f"{result.seconds:.0f} s.")
