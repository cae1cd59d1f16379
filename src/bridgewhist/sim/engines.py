"""Where a match is played: this process, a process pool, Ray.

Every engine sends ranges of unit indices (:func:`~bridgewhist.sim.match.chunks`) to
:func:`~bridgewhist.sim.match.play_units` and puts the outcomes back in index order, so the result
never depends on the engine, the number of workers or the order in which tasks finish.

Ray: ``ray.init(local_mode=True)`` is gone from Ray 2.60 (it raises "`local_mode` is no longer
supported"), so :func:`run_ray` starts a private local instance, ``ray.init(address="local",
num_cpus=workers, include_dashboard=False, log_to_driver=False)`` bound to 127.0.0.1, with usage
statistics off (``RAY_USAGE_STATS_ENABLED=0``), and shuts it down afterwards. ``address="local"``
(not None) matters: with None Ray would join a cluster named by ``RAY_ADDRESS`` or the last one
``ray start`` left running. A cluster is joined only when an address is given. If Ray is already
initialised in this process, its instance is used and left running.

Ray (the ``ray`` extra) is imported only by :func:`run_ray`. Progress is told through a
``progress(done, total)`` callable (:data:`~bridgewhist.sim.match.Progress`); the command line
fills it with a progress bar.

>>> from bridgewhist.sim.match import Match
>>> [o.unit for o in run_here(Match("random", "random", 3, seed=2), None)]
[0, 1, 2]
"""

from __future__ import annotations

import concurrent.futures
import logging
import os
from typing import Any

from bridgewhist.errors import BridgeError
from bridgewhist.sim.match import Match, Outcome, Progress, chunks, play_units


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
    # Lazy: Ray is a heavy optional dependency (the 'ray' extra), needed by this engine only.
    import ray  # noqa: PLC0415

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


__all__ = ["run_here", "run_pool", "run_ray"]
