"""The study routes' limits: what the analysis board, the problems and the lessons may ask of
the server however fast they are asked (the hostile tests of ``tests/hostile/test_study_routes*``).

- **Jobs in the advisor's workers.** The analysis board (``web/analysis.py``) and the problems'
  solver (``web/problems.py``) run in the advisor's workers, which also answer the players' hints
  (``web/advisor.py``). At most :data:`STUDY_JOBS` of their jobs wait or run at once in one pool
  (:func:`gate_of`, one :class:`JobGate` a pool): past it a request is refused at once, ``503``
  ``busy``, instead of queueing; so a flood of solves neither holds the players' advice behind
  minutes of queue nor keeps hundreds of requests open, and the table's computer players, in
  their own workers, move as before.
- **Lesson tables.** Each ``POST /api/learn/{key}/table`` opens a real table with three computer
  players. An address may open :data:`LESSON_BURST` at once, then one every
  :data:`LESSON_EVERY` seconds, and the whole server :data:`ALL_LESSONS_BURST`, then one every
  :data:`ALL_LESSONS_EVERY` seconds (:class:`LessonLimits`); past either, ``429`` ``too_fast``
  with the wait in words. Behind a proxy every request has the proxy's address: there the
  server's limit is the one that holds (docs/deploy.md, the guard's per-address cap).

>>> gate = JobGate(limit=1)
>>> with gate.admit():
...     try:
...         with gate.admit():
...             pass
...     except Refused as refused:
...         print(refused.status, refused.reason)
503 busy
>>> gate.running
0
>>> limits = LessonLimits(clock=lambda: 0.0)
>>> [limits.wait("203.0.113.9") for _ in range(LESSON_BURST + 1)][-1] > 0
True
>>> limits.wait("198.51.100.7")   # another address: its own burst
0.0
"""

from __future__ import annotations

import contextlib
import time
import weakref
from collections.abc import Callable, Iterator

from bridgewhist.web.seat_limits import RateLimit
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.workers import Workers

__all__ = ["ALL_LESSONS_BURST", "ALL_LESSONS_EVERY", "BUSY_WORDS", "LESSON_BURST", "LESSON_EVERY",
           "STUDY_JOBS", "TOO_FAST_WORDS", "JobGate", "LessonLimits", "gate_of"]

STUDY_JOBS = 4
"""The most analyses, solves and puzzle steps waiting or running at once in one pool of workers
(a solve of a whole deal takes about two seconds, so a hint asked behind them waits a few)."""
BUSY_WORDS = ("the server is busy with other analyses and problems (busy): nothing was started; "
              "ask again in a few seconds")
"""The ``503`` ``busy`` in words, as the routes document it."""
LESSON_BURST = 40
"""Lesson tables one address may open at once (each of the twelve lessons three times over)."""
LESSON_EVERY = 5.0
"""Seconds after which an address may open one more lesson table (past its burst)."""
ALL_LESSONS_BURST = 120
"""Lesson tables the whole server may open at once."""
ALL_LESSONS_EVERY = 1.0
"""Seconds after which the server may open one more lesson table (past its burst)."""
IDLE = 600.0
"""Seconds after its last lesson table that an address is forgotten (its burst is full by then)."""
TOO_FAST_WORDS = ("lesson tables opened too fast (too_fast): none was opened; the message says how "
                  "long to wait")
"""The ``429`` of a lesson table in words, as its route documents it."""


class JobGate:
    """At most ``limit`` jobs admitted at once (the event loop's thread only: no lock needed)."""

    def __init__(self, limit: int = STUDY_JOBS) -> None:
        self.limit = limit
        self.running = 0
        """The jobs admitted and not yet done (waiting for a worker or in one)."""
        self.refused = 0
        """How many were refused since the start."""

    @contextlib.contextmanager
    def admit(self) -> Iterator[None]:
        """Hold a place while the block runs.

        :raises Refused: ``busy`` (503) when :attr:`limit` jobs hold theirs.
        """
        if self.running >= self.limit:
            self.refused += 1
            raise Refused("busy", f"the server is busy with {self.running} analyses and problems: "
                          "nothing was started; ask again in a few seconds", status=503)
        self.running += 1
        try:
            yield
        finally:
            self.running -= 1


_GATES: weakref.WeakKeyDictionary[Workers, JobGate] = weakref.WeakKeyDictionary()


def gate_of(workers: Workers) -> JobGate:
    """The gate of a pool of workers (one a pool, shared by every route that uses it)."""
    gate = _GATES.get(workers)
    if gate is None:
        gate = _GATES[workers] = JobGate()
    return gate


class LessonLimits:
    """The lesson tables' rates: each address's and the server's (``clock``: monotonic)."""

    def __init__(self, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.everyone = RateLimit(ALL_LESSONS_BURST, ALL_LESSONS_EVERY, clock)
        self._by_address: dict[str, tuple[RateLimit, float]] = {}
        self._swept = clock()

    def wait(self, address: str) -> float:
        """Take a lesson table's token for ``address`` and the server: 0.0 when both had one,
        else the seconds to wait (none taken)."""
        now = self.clock()
        if now - self._swept >= IDLE / 10:
            self._swept = now
            self._by_address = {a: (r, used) for a, (r, used) in self._by_address.items()
                                if now - used <= IDLE}
        mine = self._by_address.get(address, (RateLimit(LESSON_BURST, LESSON_EVERY, self.clock), now))[0]
        self._by_address[address] = (mine, now)
        wait = mine.take()
        if wait:
            return wait
        wait = self.everyone.take()
        if wait:
            mine.give()   # the server's limit refused it: the address's token is not spent
        return wait
