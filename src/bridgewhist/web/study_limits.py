"""The study routes' limits: what the analysis board, the problems and the lessons may ask of
the server however fast they are asked (the hostile tests of ``tests/hostile/test_study_routes*``).

- **Jobs in the study workers.** The analysis board (``web/analysis.py``, "play on from here",
  a PBN deal's analysis) and the problems' solver and puzzle (``web/problems.py``) run in the
  study workers (:attr:`~bridgewhist.web.computer.Thinkers.study`), apart from the advisor's that
  answer the players' hints (``web/advisor.py``): no study job ever holds a hint's worker, so a
  seated player's hint never waits behind them. At most :data:`STUDY_JOBS` study jobs wait or run
  at once in one pool (:func:`gate_of`, one :class:`JobGate` a pool), and at most
  :data:`STUDY_SHARE` of them for one client (:func:`study_client`: its address, and the seat its
  ``X-Seat-Token`` holds as well, each with its own share: a token never buys an address more
  places than its share): past either share a client is refused at once, ``429``
  ``too_many_jobs``; past the pool's limit anyone is, ``503`` ``busy``; nothing queues, so one
  client's flood of solves leaves the others their share, nor keeps hundreds of requests open.
- **Lesson tables.** Each ``POST /api/learn/{key}/table`` opens a real table with three computer
  players. An address may open :data:`LESSON_BURST` at once, then one every
  :data:`LESSON_EVERY` seconds, and the whole server :data:`ALL_LESSONS_BURST`, then one every
  :data:`ALL_LESSONS_EVERY` seconds (:class:`LessonLimits`); past either, ``429`` ``too_fast``
  with the wait in words. Behind a proxy every request has the proxy's address: there the
  server's limit is the one that holds (docs/deploy.md, the guard's per-address cap), and every
  client behind it shares the proxy's study places.

>>> gate = JobGate(limit=3, share=1)
>>> ann, bob, cy = ("", "203.0.113.9"), ("t1", 0), ("", "198.51.100.7")
>>> with gate.admit(ann):
...     try:
...         with gate.admit(bob, ann):   # a seat at ann's address: the address's share is spent
...             pass
...     except Refused as refused:
...         print(refused.status, refused.reason)
...     with gate.admit(bob), gate.admit(cy):   # the others have their share
...         gate.running, gate.held(ann)
429 too_many_jobs
(3, 1)
>>> gate.running, gate.held(ann)
(0, 0)
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

from fastapi import Request

from bridgewhist.web.guard import address_key
from bridgewhist.web.hub import Hub, token_hash
from bridgewhist.web.seat_limits import Holder, RateLimit, holder_of
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.workers import Workers

__all__ = ["ALL_LESSONS_BURST", "ALL_LESSONS_EVERY", "BUSY_WORDS", "LESSON_BURST", "LESSON_EVERY",
           "STUDY_JOBS", "STUDY_SHARE", "TOO_FAST_WORDS", "TOO_MANY_WORDS", "JobGate", "LessonLimits",
           "gate_of", "study_client"]

STUDY_JOBS = 4
"""The most analyses, solves and puzzle steps waiting or running at once in one pool of workers."""
STUDY_SHARE = 2
"""The most of :data:`STUDY_JOBS` one client may hold at once (:func:`study_client`)."""
BUSY_WORDS = (f"the server is busy with {STUDY_JOBS} analyses and problems, the most it takes at once "
              "(busy): nothing was started; ask again in a few seconds")
"""The ``503`` ``busy`` in words, as the routes document it."""
TOO_MANY_WORDS = (f"this client (his address, or his seat's token) already has {STUDY_SHARE} "
                  "analyses or problems waiting or running, the most one client may (too_many_jobs): "
                  "nothing was started; ask again once one has answered")
"""The ``429`` ``too_many_jobs`` in words, as the routes document it."""
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
    """At most ``limit`` jobs admitted at once, at most ``share`` of them for one client (the event
    loop's thread only: no lock needed)."""

    def __init__(self, limit: int = STUDY_JOBS, share: int = STUDY_SHARE) -> None:
        self.limit = limit
        self.share = share
        self.running = 0
        """The jobs admitted and not yet done (waiting for a worker or in one)."""
        self.refused = 0
        """How many were refused since the start (either limit)."""
        self._held: dict[Holder, int] = {}

    def held(self, client: Holder) -> int:
        """The jobs ``client`` has admitted and not yet done."""
        return self._held.get(client, 0)

    @contextlib.contextmanager
    def admit(self, *holders: Holder) -> Iterator[None]:
        """Hold one place while the block runs, counted against each of ``holders`` (a request's
        address and its seat: :func:`study_client`).

        :raises Refused: ``too_many_jobs`` (429) when any of them holds :attr:`share` places;
            ``busy`` (503) when :attr:`limit` jobs hold theirs.
        """
        mine = max(self.held(holder) for holder in holders)
        if mine >= self.share:
            self.refused += 1
            raise Refused("too_many_jobs", f"this client already has {mine} analyses or problems waiting "
                          f"or running, the most one client may (of the server's {self.limit}): "
                          "nothing was started; ask again once one has answered", status=429)
        if self.running >= self.limit:
            self.refused += 1
            raise Refused("busy", f"the server is busy with {self.running} analyses and problems, the "
                          "most it takes at once: nothing was started; ask again in a few seconds",
                          status=503)
        self.running += 1
        for holder in holders:
            self._held[holder] = self.held(holder) + 1
        try:
            yield
        finally:
            self.running -= 1
            for holder in holders:
                left = self._held[holder] - 1
                if left:
                    self._held[holder] = left
                else:
                    del self._held[holder]


_GATES: weakref.WeakKeyDictionary[Workers, JobGate] = weakref.WeakKeyDictionary()


def gate_of(workers: Workers) -> JobGate:
    """The gate of a pool of workers (one a pool, shared by every route that uses it)."""
    gate = _GATES.get(workers)
    if gate is None:
        gate = _GATES[workers] = JobGate()
    return gate


def study_client(request: Request) -> tuple[Holder, ...]:
    """Whose shares a study request counts against: its client's address (as the guard counts it:
    :func:`~bridgewhist.web.guard.address_key`), and the seat its ``X-Seat-Token`` holds at a
    table this server has in memory as well (as :func:`~bridgewhist.web.seat_limits.holder_of`
    names a seat). A seat's token is had for the asking (open a table, join it), so it never buys
    its address places past the address's share; a token good at no table counts as none."""
    peer = None if request.client is None else (request.client.host, request.client.port)
    address = holder_of("", None, address_key(peer))
    token = request.headers.get("x-seat-token")
    if token:
        hub: Hub = request.app.state.hub
        hashed = token_hash(token)
        for table_id, room in list(hub.rooms.items()):
            place = room.game.place_of_token(hashed)
            if place is not None:
                return holder_of(table_id, place, None), address
    return (address,)


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
