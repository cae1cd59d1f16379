"""Double-dummy solving in worker processes, replaced when they die or overrun a time budget.

DDS is native code: a deal may take seconds, a bad call may abort the process, and endplay
always uses DDS thread slot 0, so one process must never solve from two threads at once. A
:class:`DDSPool` keeps ``workers`` processes (``forkserver`` where the platform has it, with
:mod:`bridgewhist.agents.ddmc.dds` and so endplay preloaded once in the server, else ``spawn``; never
``fork``), each solving one job at a time on its main thread. A job is any module-level function
and its arguments (pickled); :meth:`DDSPool.submit` returns a ``concurrent.futures.Future``.

**Failures.** A worker that dies during a job (its exit code is reported) or runs past
``timeout`` seconds (it is killed) is replaced by a fresh process, and the job fails with
:class:`WorkerDiedError` or :class:`WorkerTimeoutError`. By default (``retries=0``) a failed job is
*reported, not retried*: DDS is deterministic, so a deal that overran or crashed a worker will
most likely do it again, and a Monte Carlo caller does better to drop that sample
(``map(..., return_exceptions=True)``). ``retries=n`` re-runs it on a fresh worker up to ``n``
more times. An exception raised by the job itself (a bad position) is passed back as is and the
worker is kept.

Speed: DDS's batch calls (``SolveAllBoards``, ``CalcAllTables``) already run on every core, so
one worker solving a batch of 20 positions is as fast as two solving 10 each; more workers buy
isolation and throughput for many clients, not a faster decision. A job's round trip costs about
0.1 ms. Worker start-up is the cost to keep in mind (importing endplay takes ~0.6 s, as it pulls in
matplotlib): workers are started once and reused; with ``forkserver`` a replacement is a fork of
the preloaded server, a few milliseconds.

>>> from bridgewhist.agents.ddmc.exact import Position
>>> from bridgewhist.cards import CardSet
>>> hands = tuple(CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5"))
>>> with DDSPool(workers=1, timeout=30) as pool:
...     [max(v.values()) for v in pool.solve_positions([Position(hands, 4, 0)] * 3)]
[2, 2, 2]
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import multiprocessing
import os
import pickle
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.context import ForkServerContext, SpawnContext
from typing import Any, Literal, TypeVar, overload

from bridgewhist.agents.ddmc.exact import DDTable, Position
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.agents.lifeline import hold, lifeline
from bridgewhist.errors import BridgeError

__all__ = [
    "DDSPool", "PoolClosedError", "WorkerDiedError", "WorkerError", "WorkerTimeoutError",
    "exit_once", "exit_worker", "sleep_then", "worker_pid",
]

_T = TypeVar("_T")
_PRELOAD = ("bridgewhist.agents.ddmc.dds",)
_READY = b"ready"
_START_FAILURES = 3


class WorkerError(BridgeError, RuntimeError):
    """A job that a worker process could not finish."""


class WorkerDiedError(WorkerError):
    """The worker process died during the job (``exitcode`` as ``multiprocessing`` reports it:
    negative for a signal)."""

    def __init__(self, message: str, exitcode: int | None) -> None:
        super().__init__(message)
        self.exitcode = exitcode


class WorkerTimeoutError(WorkerError):
    """The job ran past the pool's time budget; its worker was killed."""

    def __init__(self, message: str, timeout: float) -> None:
        super().__init__(message)
        self.timeout = timeout


class PoolClosedError(WorkerError):
    """The pool was closed before the job could run."""


# --- the worker side ---------------------------------------------------------------------------

def _worker_main(conn: Connection, preload: tuple[str, ...], line: Connection | None = None) -> None:
    """Load the solver, then run jobs one at a time until told to stop (an empty message); exit
    at once, even within a job, when the pool's process is gone (its ``line``)."""
    if line is not None:
        hold(line)
    for name in preload:
        importlib.import_module(name)
    try:
        conn.send_bytes(_READY)
    except OSError:  # the pool went away while this worker started (BrokenPipeError)
        return
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        if not data:
            return
        job_id = -1
        try:
            job_id, function, args = pickle.loads(data)
            outcome: tuple[int, bool, object] = (job_id, True, function(*args))
        except Exception as error:
            outcome = (job_id, False, error)
        try:
            payload = pickle.dumps(outcome)
        except Exception as error:
            payload = pickle.dumps(
                (job_id, False, WorkerError(f"the job's outcome cannot be sent back: {error!r}"))
            )
        try:
            conn.send_bytes(payload)
        except OSError:  # the pool was closed or killed while the job ran
            return


def worker_pid() -> int:
    """The worker's process id (a job, for tests and diagnostics)."""
    return os.getpid()


def exit_worker(code: int = 3) -> None:
    """Kill the worker at once with ``os._exit`` (a job that tests the recovery)."""
    os._exit(code)


def sleep_then(seconds: float, value: _T) -> _T:
    """Sleep, then return ``value`` (a job that tests the time budget)."""
    time.sleep(seconds)
    return value


def exit_once(marker: str, value: _T) -> _T:
    """Kill the worker the first time (creating the file ``marker``), return ``value`` the next
    (a job that tests the retries)."""
    if not os.path.exists(marker):
        with open(marker, "w", encoding="utf-8") as handle:
            handle.write("died once\n")
        os._exit(3)
    return value


# --- the pool side -----------------------------------------------------------------------------

@dataclass
class _Job:
    number: int
    name: str
    payload: bytes
    future: Future[Any]
    attempts: int = 0


@dataclass
class _Worker:
    process: Any
    conn: Connection
    job: _Job | None = None
    deadline: float = field(default=float("inf"))
    ready: bool = False


class DDSPool:
    """Worker processes for double-dummy jobs, with a time budget per job.

    ``workers`` processes; ``timeout`` seconds a job may run once started (``None``: no limit);
    ``retries`` extra runs for a job whose worker died or overran; ``context`` ``"forkserver"``
    or ``"spawn"`` (default: forkserver where available).

    :raises ValueError: for a bad setting.
    """

    def __init__(self, workers: int = 2, timeout: float | None = 30.0, *, retries: int = 0,
                 context: str | None = None) -> None:
        if workers < 1:
            raise ValueError(f"workers={workers}: a pool needs at least one worker")
        if timeout is not None and timeout <= 0:
            raise ValueError(f"timeout={timeout}: the time budget must be positive seconds or None")
        if retries < 0:
            raise ValueError(f"retries={retries} must be 0 or more")
        methods = multiprocessing.get_all_start_methods()
        method = context or ("forkserver" if "forkserver" in methods else "spawn")
        if method not in ("forkserver", "spawn") or method not in methods:
            raise ValueError(f"context={method!r}: use 'forkserver' or 'spawn' (never fork a solver)")
        if method == "forkserver":
            server = multiprocessing.get_context("forkserver")
            server.set_forkserver_preload(list(_PRELOAD))
            self._context: ForkServerContext | SpawnContext = server
        else:
            self._context = multiprocessing.get_context("spawn")
        self.timeout = timeout
        self.retries = retries
        self.restarts = 0
        """How many workers have been replaced after dying or overrunning."""
        self._lock = threading.Lock()
        self._pending: deque[_Job] = deque()
        self._numbers = 0
        self._closing = False
        self._terminating = False
        self._fds_open = True
        self._start_failures = 0
        self._wake_read, self._wake_write = os.pipe()
        os.set_blocking(self._wake_read, False)
        self._workers = [self._start_worker() for _ in range(workers)]
        self._thread = threading.Thread(target=self._run, name="dds-pool", daemon=True)
        self._thread.start()

    # -- public API ------------------------------------------------------------------------------

    @property
    def workers(self) -> int:
        """The number of worker processes."""
        return len(self._workers)

    def submit(self, function: Callable[..., _T], *args: object) -> Future[_T]:
        """Run ``function(*args)`` in a worker; ``function`` must be importable by name.

        :raises PoolClosedError: once the pool is closed.
        :raises pickle.PicklingError: (or ``TypeError``/``AttributeError``) when the job cannot
            be sent to a process.
        """
        future: Future[_T] = Future()
        with self._lock:
            if self._closing:
                raise PoolClosedError("the DDS pool is closed: no more jobs")
            self._numbers += 1
            number = self._numbers
        payload = pickle.dumps((number, function, args))
        name = f"{getattr(function, '__qualname__', function)!s} (job {number})"
        with self._lock:
            self._pending.append(_Job(number, name, payload, future))
        self._wake()
        return future

    @overload
    def map(self, function: Callable[[Any], _T], items: Iterable[object]) -> list[_T]: ...

    @overload
    def map(self, function: Callable[[Any], _T], items: Iterable[object], *,
            return_exceptions: Literal[False]) -> list[_T]: ...

    @overload
    def map(self, function: Callable[[Any], _T], items: Iterable[object], *,
            return_exceptions: bool) -> list[_T | BaseException]: ...

    def map(self, function: Callable[[Any], _T], items: Iterable[object], *,
            return_exceptions: bool = False) -> list[_T] | list[_T | BaseException]:
        """``function(item)`` for each item, spread over the workers, in order.

        The first failure is raised, unless ``return_exceptions``: then it stands in the list in
        place of its result.
        """
        futures = [self.submit(function, item) for item in items]
        results: list[_T | BaseException] = []
        for future in futures:
            error = future.exception()
            if error is not None and not return_exceptions:
                raise error
            results.append(error if error is not None else future.result())
        return results

    def solve_positions(self, positions: Sequence[Position]) -> list[dict[int, int]]:
        """:func:`~bridgewhist.agents.ddmc.dds.card_values_batch`, one share of ``positions`` per
        worker (each share one ``SolveAllBoards`` call, up to 200 positions)."""
        return [values for share in self.map(solver().card_values_batch, self._shares(positions))
                for values in share]

    def dd_tables(self, deals: Sequence[Sequence[int]], strains: Sequence[int] | None = None
                  ) -> list[DDTable]:
        """:func:`~bridgewhist.agents.ddmc.dds.dd_tables`, one share of ``deals`` per worker."""
        solve = functools.partial(solver().dd_tables, strains=None if strains is None else tuple(strains))
        return [table for share in self.map(solve, self._shares(deals)) for table in share]

    def close(self) -> None:
        """Finish the jobs already submitted, then stop the workers (idempotent)."""
        with self._lock:
            self._closing = True
        self._wake()
        self._thread.join()

    def terminate(self) -> None:
        """Kill the workers now; jobs not finished fail with :class:`PoolClosedError`."""
        with self._lock:
            self._closing = True
            self._terminating = True
            dropped = list(self._pending)
            self._pending.clear()
        for job in dropped:
            job.future.cancel()
        for worker in list(self._workers):
            worker.process.kill()
        self._wake()
        self._thread.join()

    def __enter__(self) -> DDSPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the manager thread ----------------------------------------------------------------------

    def _shares(self, items: Sequence[Any]) -> list[list[Any]]:
        count = max(1, min(len(self._workers), len(items)))
        size = -(-len(items) // count)
        return [list(items[start:start + size]) for start in range(0, len(items), size)] if items else []

    def _wake(self) -> None:
        with self._lock:
            if self._fds_open:
                with contextlib.suppress(OSError):
                    os.write(self._wake_write, b"x")

    def _start_worker(self) -> _Worker:
        parent, child = self._context.Pipe(duplex=True)
        process = self._context.Process(target=_worker_main, args=(child, _PRELOAD, lifeline()),
                                        name="dds-worker", daemon=True)
        process.start()
        child.close()
        return _Worker(process, parent)

    def _run(self) -> None:
        try:
            while self._step():
                pass
        finally:
            self._shutdown()

    def _step(self) -> bool:
        """Hand out jobs, wait for an event, handle it; False once closed and idle."""
        with self._lock:
            for worker in self._workers:
                while worker.ready and worker.job is None and self._pending:
                    job = self._pending.popleft()
                    if job.attempts or job.future.set_running_or_notify_cancel():
                        self._send(worker, job)
            if self._closing and not self._pending and all(w.job is None for w in self._workers):
                return False
        now = time.monotonic()
        deadline = min((w.deadline for w in self._workers if w.job is not None), default=float("inf"))
        waiting = None if deadline == float("inf") else max(0.0, deadline - now)
        watched: list[Any] = [self._wake_read]
        for worker in self._workers:
            watched += [worker.conn, worker.process.sentinel]
        ready = set(wait(watched, waiting))
        if self._wake_read in ready:
            with contextlib.suppress(BlockingIOError):
                os.read(self._wake_read, 4096)
        for worker in list(self._workers):
            if worker.conn in ready or worker.process.sentinel in ready:
                self._collect(worker)
        now = time.monotonic()
        for worker in list(self._workers):
            if worker.job is not None and worker.deadline <= now and self.timeout is not None:
                worker.process.kill()
                worker.process.join()
                job = worker.job
                self._replace(worker, job, WorkerTimeoutError(
                    f"DDS job {job.name} overran its {self.timeout:g} s budget: worker "
                    f"{worker.process.pid} killed and replaced", self.timeout))
        return True

    def _send(self, worker: _Worker, job: _Job) -> None:
        worker.job = job
        worker.deadline = time.monotonic() + self.timeout if self.timeout is not None else float("inf")
        with contextlib.suppress(OSError):  # a dead worker: its sentinel reports it
            worker.conn.send_bytes(job.payload)

    def _collect(self, worker: _Worker) -> None:
        """Read a worker's answer, or replace it if it died."""
        try:
            if worker.conn.poll():
                data = worker.conn.recv_bytes()
                if data == _READY:
                    worker.ready = True
                    self._start_failures = 0
                    return
                number, ok, value = pickle.loads(data)
                job = worker.job
                worker.job, worker.deadline = None, float("inf")
                if job is not None and job.number == number:
                    if ok:
                        job.future.set_result(value)
                    else:
                        job.future.set_exception(value)
                return
        except (EOFError, OSError):
            pass  # the worker is gone (or going): its end of the pipe is closed
        worker.process.join(timeout=5)
        if worker.process.is_alive():
            worker.process.kill()
            worker.process.join()
        job = worker.job
        code = worker.process.exitcode
        if not worker.ready:
            self._start_failures += 1
            if self._start_failures >= _START_FAILURES:
                self._give_up(worker, code)
                return
        error = None if job is None else WorkerDiedError(
            f"DDS job {job.name} killed its worker {worker.process.pid} (exit code {code}): "
            "worker replaced", code)
        self._replace(worker, job, error)

    def _replace(self, worker: _Worker, job: _Job | None, error: WorkerError | None) -> None:
        worker.conn.close()
        index = self._workers.index(worker)
        with self._lock:
            closing, terminating = self._closing, self._terminating
        if terminating:
            del self._workers[index]
            if job is not None and not job.future.done():
                job.future.set_exception(PoolClosedError(f"DDS job {job.name}: pool terminated"))
            return
        if closing and not self._pending and (job is None or job.attempts >= self.retries):
            del self._workers[index]
        else:
            self._workers[index] = self._start_worker()
            self.restarts += 1
        if job is None or error is None:
            return
        job.attempts += 1
        if job.attempts <= self.retries:
            with self._lock:
                self._pending.appendleft(job)
        else:
            job.future.set_exception(error)

    def _give_up(self, worker: _Worker, code: int | None) -> None:
        """Workers keep dying before they are ready: fail every job and close."""
        worker.conn.close()
        self._workers.remove(worker)
        with self._lock:
            self._closing = True
            dropped = list(self._pending)
            self._pending.clear()
        for job in dropped:
            if job.attempts or job.future.set_running_or_notify_cancel():
                job.future.set_exception(WorkerError(
                    f"DDS job {job.name}: {_START_FAILURES} workers in a row died while starting "
                    f"(last exit code {code}); the pool is closed"))

    def _shutdown(self) -> None:
        for worker in self._workers:
            with contextlib.suppress(OSError):
                worker.conn.send_bytes(b"")
        for worker in self._workers:
            worker.process.join(timeout=2)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
            worker.conn.close()
            if worker.job is not None and not worker.job.future.done():
                worker.job.future.set_exception(PoolClosedError(f"DDS job {worker.job.name}: pool closed"))
        with self._lock:
            for job in self._pending:
                if not job.future.done():
                    job.future.set_exception(PoolClosedError(f"DDS job {job.name}: pool closed"))
            self._pending.clear()
        self._workers.clear()
        with self._lock:
            self._fds_open = False
            os.close(self._wake_read)
            os.close(self._wake_write)
