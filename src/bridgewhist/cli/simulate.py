"""``bridgewhist simulate``: agent A (North-South) against agent B (East-West) over deals or
rubbers, with a progress bar and the results in a table (or JSON).

>>> import json
>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["simulate", "random", "random", "--deals", "3", "--seed", "1",
...                                   "--json"])
>>> result.exit_code, json.loads(result.output)["deals"]
(0, 3)
"""

from __future__ import annotations

import contextlib
import json
import secrets
import time
from collections.abc import Iterator
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.progress import Progress as RichProgress
from rich.table import Table

from bridgewhist.cli.common import (
    BadInput,
    LawCodeOption,
    ProgressOption,
    bad_input,
    make_console,
    option,
    parse_settings,
    show_progress,
)
from bridgewhist.errors import BridgeError
from bridgewhist.laws import load_law_code
from bridgewhist.sim.match import Match, Progress
from bridgewhist.sim.simulate import SimulationResult, simulate

__all__ = ["results_table", "rich_progress", "simulate_command"]


def simulate_command(
    agent_a: Annotated[str, typer.Argument(metavar="A", show_default=False,
                                           help="Agent A, seated North-South (a registered name).")],
    agent_b: Annotated[str, typer.Argument(metavar="B", show_default=False,
                                           help="Agent B, seated East-West (a registered name).")],
    deals: Annotated[int | None, typer.Option("--deals", help="Play this many deals, each scored "
                                              "at love all (100 if neither is given).",
                                              show_default=False)] = None,
    rubbers: Annotated[int | None, typer.Option("--rubbers", help="Play this many rubbers instead.",
                                                show_default=False)] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the match (random if not "
                                             "given).", show_default=False)] = None,
    duplicate: Annotated[bool, typer.Option("--duplicate", help="Play every deal twice with the "
                                            "same cards, the sides swapped.")] = False,
    workers: Annotated[int, typer.Option("--workers", help="Processes (1: play in this "
                                         "process).")] = 1,
    engine: Annotated[str, typer.Option("--engine", help="local or ray.")] = "local",
    law_code: LawCodeOption = "english-1904",
    as_json: Annotated[bool, typer.Option("--json", help="Print the results as JSON.")] = False,
    progress: ProgressOption = None,
    ray_address: Annotated[str | None, typer.Option(
        "--ray-address", help="With --engine ray, join this Ray cluster instead of starting a "
        "private local instance.", show_default=False)] = None,
    a_settings: Annotated[list[str] | None, typer.Option(
        "--a", help="A setting of agent A, KEY=VALUE (repeatable), e.g. --a samples=40.",
        show_default=False)] = None,
    b_settings: Annotated[list[str] | None, typer.Option(
        "--b", help="A setting of agent B, KEY=VALUE (repeatable).", show_default=False)] = None,
) -> None:
    """Pit agent A (North-South) against agent B (East-West) over deals or rubbers."""
    with bad_input():
        if deals is not None and rubbers is not None:
            raise BadInput("give --deals or --rubbers, not both")
        option("--law-code", lambda: load_law_code(law_code))
        if engine not in ("local", "ray"):
            raise BadInput(f"--engine {engine}: expected local or ray")
        if workers < 1:
            raise BadInput(f"--workers {workers}: at least 1 is needed")
        for name, value in (("--deals", deals), ("--rubbers", rubbers)):
            if value is not None and value < 1:
                raise BadInput(f"{name} {value}: at least 1 is needed")
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        count = rubbers if rubbers is not None else 100 if deals is None else deals
        match = Match(agent_a, agent_b, count, seed=seed, rubbers=rubbers is not None,
                      duplicate=duplicate, law_code=law_code,
                      settings_a=parse_settings("--a", a_settings or []),
                      settings_b=parse_settings("--b", b_settings or []))
        show = show_progress(progress)
        try:
            match.check()
        except BridgeError:
            raise
        except (TypeError, ValueError) as error:
            raise BadInput(f"agent settings: {error}") from None
        try:
            with rich_progress(match, show) as report:
                result = simulate(match, engine=engine, workers=workers, progress=report,
                                  ray_address=ray_address)
        except ModuleNotFoundError as error:
            if error.name != "ray":
                raise
            raise BadInput("--engine ray needs the ray package (the 'ray' extra)") from None
        if as_json:
            typer.echo(json.dumps(result.to_dict(), indent=2))
            return
        make_console().print(results_table(result))


@contextlib.contextmanager
def rich_progress(match: Match, enabled: bool) -> Iterator[Progress | None]:
    """A Rich progress bar on standard error (units done / total), or None when not ``enabled``.

    The bar is redrawn at most ten times a second and has no refresh thread (so a process pool
    can fork safely under it).
    """
    if not enabled:
        yield None
        return
    unit = "rubbers" if match.rubbers else "deals"
    if match.duplicate:
        unit = f"{unit} (duplicate pairs)"
    bar = RichProgress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
        TaskProgressColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
        console=Console(stderr=True), auto_refresh=False, transient=False,
    )
    task = bar.add_task(f"{match.agent_a} v {match.agent_b}: {unit}", total=match.count)
    last = 0.0

    def update(done: int, total: int) -> None:
        nonlocal last
        now = time.monotonic()
        bar.update(task, completed=done, total=total)
        if done >= total or now - last >= 0.1:
            last = now
            bar.refresh()

    with bar:
        yield update


def results_table(result: SimulationResult) -> Table:
    """The results as a Rich table: points per deal (and rubber) with 95% intervals, rubbers
    won, deals played, time and speed."""
    match = result.match
    per_deal = result.per_deal
    title = (f"{match.agent_a} (A) v {match.agent_b} (B) · {match.count} "
             f"{'rubbers' if match.rubbers else 'deals'}{' duplicate' if match.duplicate else ''}"
             f" · seed {match.seed} · {match.code().key}")
    table = Table(title=title, title_justify="left", header_style="bold")
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_column("95% interval", justify="right")

    def interval(low: float | None, high: float | None) -> str:
        return "-" if low is None or high is None else f"{low:.1f} to {high:.1f}"

    table.add_row("A − B points per deal", f"{per_deal.mean:.1f}", interval(per_deal.low, per_deal.high))
    per_rubber, won = result.per_rubber, result.rubbers_won
    if per_rubber is not None and won is not None:
        table.add_row("A − B points per rubber", f"{per_rubber.mean:.1f}",
                      interval(per_rubber.low, per_rubber.high))
        table.add_row("rubbers won (A - B)", f"{won[0]} - {won[1]}", "")
    samples = "pairs" if match.duplicate else ("rubbers" if match.rubbers else "deals")
    table.add_row(f"samples ({samples})", str(per_deal.n), "")
    table.add_row("deals played", str(result.deals_played), "")
    table.add_row("seconds", f"{result.seconds:.2f}", "")
    table.add_row(f"deals per second ({result.engine}, {result.workers} worker"
                  f"{'s' if result.workers != 1 else ''})", f"{result.deals_per_second:,.0f}", "")
    return table
