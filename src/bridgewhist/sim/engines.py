"""Where a match is played (this process, a process pool, Ray) and how it is shown (Rich).

Every engine sends ranges of unit indices (:func:`~bridgewhist.sim.simulate.chunks`) to
:func:`~bridgewhist.sim.simulate.play_units` and puts the outcomes back in index order, so the result
never depends on the engine, the number of workers or the order in which tasks finish.

Ray: ``ray.init(local_mode=True)`` is gone from Ray 2.60 (it raises "`local_mode` is no longer
supported"), so :func:`run_ray` starts a private local instance, ``ray.init(address="local",
num_cpus=workers, include_dashboard=False, log_to_driver=False)`` bound to 127.0.0.1, with usage
statistics off (``RAY_USAGE_STATS_ENABLED=0``), and shuts it down afterwards. ``address="local"``
(not None) matters: with None Ray would join a cluster named by ``RAY_ADDRESS`` or the last one
``ray start`` left running. A cluster is joined only when an address is given. If Ray is already
initialised in this process, its instance is used and left running.

Rich is imported only by the display helpers (the ``cli`` extra); Ray only by :func:`run_ray`.

>>> from bridgewhist.sim.simulate import Match
>>> [o.unit for o in run_here(Match("random", "random", 3, seed=2), None)]
[0, 1, 2]
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import logging
import os
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from bridgewhist.errors import BridgeError
from bridgewhist.sim.simulate import Match, Outcome, Progress, SimulationResult, chunks, play_units

if TYPE_CHECKING:
    from rich.table import Table


def run_here(match: Match, progress: Progress | None) -> list[Outcome]:
    """Play every unit in this process, in order (``--workers 1``)."""
    outcomes: list[Outcome] = []
    for index in range(match.count):
        outcomes.extend(play_units(match, index, index + 1))
        if progress is not None:
            progress(index + 1, match.count)
    return outcomes


def run_pool(match: Match, workers: int, progress: Progress | None) -> list[Outcome]:
    """Play the units in a :class:`~concurrent.futures.ProcessPoolExecutor` of ``workers``
    processes, several units a task to amortise the cost of sending work.

    The pool uses the platform's start method (fork on Linux, so agents registered by the
    calling program are known to the workers; with spawn only importable registrations are).
    When tasks fail, the later ones not yet started are cancelled, the earlier ones finish, and
    the error of the first failing unit is raised: the same error as in one process.
    """
    parts = chunks(match.count, workers)
    done: dict[int, list[Outcome]] = {}
    errors: dict[int, BaseException] = {}
    finished = 0
    pool = concurrent.futures.ProcessPoolExecutor(max_workers=workers)
    try:
        futures = {pool.submit(play_units, match, start, stop): start for start, stop in parts}
        for future in concurrent.futures.as_completed(futures):
            start = futures[future]
            if future.cancelled():
                continue
            error = future.exception()
            if error is not None:
                errors[start] = error
                for other, later in futures.items():
                    if later > start:
                        other.cancel()
                continue
            outcomes = future.result()
            done[start] = outcomes
            finished += len(outcomes)
            if progress is not None:
                progress(finished, match.count)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    if errors:
        raise errors[min(errors)]
    return [outcome for start, _ in parts for outcome in done[start]]


def run_ray(match: Match, workers: int, progress: Progress | None, *,
            address: str | None = None) -> list[Outcome]:
    """Play the units as Ray tasks (one CPU each) on a private local instance of ``workers``
    CPUs, or on the cluster at ``address``.

    Errors are handled as in :func:`run_pool`: the first failing unit's error is raised.

    :raises SimulationError: (or the package error raised in a task) when a task fails.
    :raises ModuleNotFoundError: when Ray is not installed (the ``ray`` extra).
    """
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    import ray

    started_here = not ray.is_initialized()
    if started_here:
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                   "logging_level": logging.WARNING}
        if address is None:
            options.update(address="local", num_cpus=workers, _node_ip_address="127.0.0.1")
        else:
            options.update(address=address)
        ray.init(**options)
    try:
        task = ray.remote(num_cpus=1, max_retries=0)(play_units)
        shared = ray.put(match)
        parts = chunks(match.count, workers)
        refs = {task.remote(shared, start, stop): start for start, stop in parts}
        pending = list(refs)
        done: dict[int, list[Outcome]] = {}
        errors: dict[int, BaseException] = {}
        finished = 0
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                start = refs[ref]
                try:
                    outcomes = ray.get(ref)
                except ray.exceptions.TaskCancelledError:
                    continue
                except ray.exceptions.RayTaskError as error:
                    cause = getattr(error, "cause", None)
                    errors[start] = cause if isinstance(cause, BridgeError) else error
                    for other in pending:
                        if refs[other] > start:
                            ray.cancel(other)
                    continue
                done[start] = outcomes
                finished += len(outcomes)
            if progress is not None:
                progress(finished, match.count)
        if errors:
            raise errors[min(errors)]
        return [outcome for start, _ in parts for outcome in done[start]]
    finally:
        if started_here:
            ray.shutdown()


# -- display (Rich) ----------------------------------------------------------------------------


@contextlib.contextmanager
def rich_progress(match: Match, enabled: bool) -> Iterator[Progress | None]:
    """A Rich progress bar on standard error (units done / total), or None when not ``enabled``.

    The bar is redrawn at most ten times a second and has no refresh thread (so a process pool
    can fork safely under it).
    """
    if not enabled:
        yield None
        return
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
    from rich.table import Table

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


__all__ = ["results_table", "rich_progress", "run_here", "run_pool", "run_ray"]
