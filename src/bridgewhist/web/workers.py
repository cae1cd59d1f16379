"""Worker processes that each do one job at a time, and a job past its time is killed.

A :class:`Workers` holds ``count`` processes (started on first use, from a ``forkserver``, each
ending with the server however it ends: :mod:`bridgewhist.agents.lifeline`). A job waits for a
free worker, then has ``seconds`` to answer, counted from the moment the worker takes it (the
wait for a worker is not its thinking time). A job that overruns, or whose caller gives up on it
(a cancelled task), is killed with its worker process, and a new worker takes the dead one's
place, so nothing queued behind it waits for a thought nobody will read. With ``count=0`` the jobs
run in one thread of this process (tests, small machines): a thread cannot be killed, so an
overrunning job there is only abandoned. A worker may run at a lower CPU priority (``nice``), so
that what it does never takes the processor from the other pools' workers.

>>> import asyncio, math
>>> workers = Workers(0, name="doctest")
>>> asyncio.run(workers.run(math.sqrt, 16.0, seconds=5.0))
4.0
>>> workers.close()
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import importlib
import multiprocessing
import os
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

from bridgewhist.agents.lifeline import hold, lifeline

__all__ = ["WorkerDied", "Workers"]

T = TypeVar("T")
READY = "ready"


class WorkerDied(RuntimeError):
    """The worker process doing a job ended without answering (killed from outside, or crashed)."""


def serve(jobs: Connection, parent: Connection, nice: int, preload: Sequence[str]) -> None:
    """A worker's life: import ``preload``, say it is ready, then answer each job (a function and
    its arguments) with ``("ok", result)`` or ``("error", exception)``, until the pipe closes."""
    hold(parent)
    if nice:
        os.nice(nice)
    for module in preload:
        importlib.import_module(module)
    jobs.send(READY)
    while True:
        try:
            function, args = jobs.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[str, Any] = ("ok", function(*args))
        except Exception as error:   # the caller decides what a failed job means
            answer = ("error", error)
        try:
            jobs.send(answer)
        except Exception as error:   # an answer or an exception that cannot be pickled
            jobs.send(("error", RuntimeError(f"the job's answer could not be sent back: {error}")))


class _Worker:
    """One worker process and this end of its pipe."""

    def __init__(self, process: BaseProcess, line: Connection) -> None:
        self.process = process
        self.line = line

    def kill(self) -> None:
        """End the process at once and reap it (the pipe is closed by whoever reads it: the
        thread waiting for an answer sees its end)."""
        with contextlib.suppress(Exception):
            self.process.kill()
            self.process.join(5)


class Workers:
    """``count`` worker processes (0: one thread), each doing one job at a time, an overrunning
    job killed with its worker and the worker replaced."""

    def __init__(self, count: int, *, name: str, nice: int = 0, preload: Sequence[str] = ()) -> None:
        self.count = count
        self.name = name
        self.nice = nice
        self.preload = tuple(preload)
        self.closed = False
        self.replaced = 0
        """How many workers were killed (an overrun, a cancelled job) or died, and replaced."""
        self._idle: list[_Worker | None] = [None] * count   # None: not started yet
        self._waiting: collections.deque[asyncio.Future[_Worker | None]] = collections.deque()
        self._busy: set[_Worker] = set()
        # The threads that wait on the workers' pipes (two a worker: a killed worker's thread may
        # still be ending while its replacement is started and given a job).
        self._threads = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, 2 * count),
                                                              thread_name_prefix=name)

    async def run(self, function: Callable[..., T], *args: Any, seconds: float) -> T:
        """``function(*args)`` in a worker, within ``seconds`` of its start there.

        :raises TimeoutError: past ``seconds`` (the worker killed and replaced).
        :raises WorkerDied: the worker ended without answering (it is replaced).
        :raises Exception: whatever ``function`` raised.
        """
        if self.count == 0:
            return await self._in_thread(function, args, seconds)
        loop = asyncio.get_running_loop()
        worker = await self._take() or await self._started()
        self._busy.add(worker)
        try:
            answer = loop.run_in_executor(self._threads, self._ask, worker, function, args)
            kind, value = await asyncio.wait_for(answer, seconds)
        except BaseException:   # overrun, died or given up on: killed, and a fresh one in its place
            self._busy.discard(worker)
            worker.kill()
            self.replaced += 1
            self._give(None)
            raise
        self._busy.discard(worker)
        self._give(worker)
        if kind == "ok":
            return value  # type: ignore[no-any-return]
        raise value

    def close(self) -> None:
        """Kill every worker (a job waiting for one gets :class:`WorkerDied`)."""
        self.closed = True
        for worker in self._busy:
            worker.kill()
        for idle in self._idle:
            if idle is not None:
                idle.kill()
                idle.line.close()
        self._idle = []
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_exception(WorkerDied(f"the {self.name} workers were stopped"))
        self._threads.shutdown(wait=False, cancel_futures=True)

    async def _in_thread(self, function: Callable[..., T], args: tuple[Any, ...], seconds: float) -> T:
        loop = asyncio.get_running_loop()
        began = asyncio.Event()

        def call() -> T:
            loop.call_soon_threadsafe(began.set)
            return function(*args)

        answer = loop.run_in_executor(self._threads, call)
        try:
            await began.wait()   # the time counts from the start of the job, not from the queue
        except BaseException:
            answer.cancel()
            raise
        return await asyncio.wait_for(answer, seconds)

    async def _take(self) -> _Worker | None:
        if self.closed:
            raise WorkerDied(f"the {self.name} workers were stopped")
        if self._idle and not self._waiting:
            return self._idle.pop()
        waiter: asyncio.Future[_Worker | None] = asyncio.get_running_loop().create_future()
        self._waiting.append(waiter)
        try:
            return await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():   # handed one just as it was cancelled
                self._give(waiter.result())
            raise
        finally:
            with contextlib.suppress(ValueError):
                self._waiting.remove(waiter)

    def _give(self, worker: _Worker | None) -> None:
        """A worker free again (None: a place for a new one), to the first job waiting."""
        if self.closed:
            if worker is not None:
                worker.kill()
                worker.line.close()
            return
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(worker)
                return
        self._idle.append(worker)

    async def _started(self) -> _Worker:
        """A new worker for the place just taken (given back if the caller gives up meanwhile)."""
        start = asyncio.get_running_loop().run_in_executor(self._threads, self._start)
        try:
            return await asyncio.shield(start)
        except asyncio.CancelledError:
            start.add_done_callback(lambda done: self._give(
                None if done.cancelled() or done.exception() else done.result()))
            raise
        except BaseException:
            self._give(None)
            raise

    def _start(self) -> _Worker:
        """In a thread: a new worker process, once it has imported what it needs."""
        context = multiprocessing.get_context("forkserver")
        here, there = context.Pipe()
        process = context.Process(target=serve, args=(there, lifeline(), self.nice, self.preload),
                                  name=self.name, daemon=True)
        process.start()
        there.close()
        worker = _Worker(process, here)
        try:
            if here.recv() != READY:
                raise WorkerDied(f"a {self.name} worker did not start")
        except (EOFError, OSError) as error:
            worker.kill()
            here.close()
            raise WorkerDied(f"a {self.name} worker did not start") from error
        return worker

    def _ask(self, worker: _Worker, function: Callable[..., Any], args: tuple[Any, ...]) -> tuple[str, Any]:
        """In a thread: send the job, wait for its answer."""
        try:
            worker.line.send((function, args))
            answer: tuple[str, Any] = worker.line.recv()
        except (EOFError, OSError) as error:
            worker.line.close()
            raise WorkerDied(f"a {self.name} worker ended without answering") from error
        return answer
