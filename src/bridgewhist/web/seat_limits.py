"""Limits per seat: table talk, hints and the declaration advisor, counted for whoever asks, not
for each connection (issue 31, item 3).

A member may open as many connections as he likes with his seat's token; they share one set of
limits, kept for his place at the table (:func:`holder_of`). A connection without a place (a
spectator) is counted by its client's address, whatever table it watches. The hub keeps them
(:class:`SeatLimits`): a seat's :class:`SeatLimit` holds its talk's rate and its hints' rate (each
a :class:`RateLimit`: a burst, then one every so many seconds), the view (``seq``) for which it
last asked the advisor (once a view) and the advisor's job it has running (one at a time). A
holder unheard of for :data:`IDLE` seconds is forgotten; by then both its rates are full again.

The hints' rate counts a person's turns, not his seats (issue 36): each new view in which he asks
gives one token back (:meth:`SeatLimit.hint_wait`), so the dealer, who plays dummy's cards and
his own, has a hint at each turn however fast the play; only asks again at one turn spend the
burst. A refusal says its wait in whole seconds, rounded up (:func:`wait_words`): never "0 s".

>>> limits = SeatLimits(clock=lambda: 0.0)
>>> a, b = limits.of(holder_of("t1", 2, "10.0.0.7")), limits.of(holder_of("t1", 2, "10.0.0.8"))
>>> a is b   # one seat, however many connections (and from wherever)
True
>>> [a.talk.take() for _ in range(TALK_BURST + 1)][-1]   # the seat's burst spent: wait
3.0
>>> limits.of(holder_of("t1", None, "10.0.0.7")) is a   # a spectator: his address
False
"""

from __future__ import annotations

import asyncio
import dataclasses
import math
import time
from collections.abc import Callable

__all__ = ["HINT_BURST", "HINT_EVERY", "IDLE", "TALK_BURST", "TALK_EVERY", "Holder", "RateLimit", "SeatLimit",
           "SeatLimits", "holder_of", "wait_words"]

TALK_BURST = 5
"""Lines a seat may say at once."""
TALK_EVERY = 3.0
"""Seconds after which a seat may say one more line (past the burst)."""
HINT_BURST = 3
"""Hints a seat may ask for at once."""
HINT_EVERY = 2.0
"""Seconds after which a seat may ask for one more hint (past the burst)."""
IDLE = 600.0
"""Seconds after its last use that a holder's limits are forgotten (its rates are full long before)."""

Holder = tuple[str, int | str]
"""Whose limits: ``(table_id, place)`` for a seat, ``("", address)`` for a spectator."""


def holder_of(table_id: str, place: int | None, address: str | None) -> Holder:
    """Whose limits a connection counts against: its seat at the table, else its client's address.

    >>> holder_of("t1", 0, "127.0.0.1"), holder_of("t1", None, "127.0.0.1"), holder_of("t1", None, None)
    (('t1', 0), ('', '127.0.0.1'), ('', 'unknown'))
    """
    return (table_id, place) if place is not None else ("", address or "unknown")


def wait_words(wait: float) -> str:
    """A refusal's wait in words: whole seconds, rounded up (a wait is never "0 s").

    >>> wait_words(0.3), wait_words(2.0), wait_words(2.1)
    ('1 s', '2 s', '3 s')
    """
    return f"{max(1, math.ceil(wait))} s"


class RateLimit:
    """A bucket of ``burst`` tokens, one more every ``every`` seconds (``clock``: monotonic)."""

    def __init__(self, burst: int = TALK_BURST, every: float = TALK_EVERY,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.burst = burst
        self.every = every
        self.clock = clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self) -> float:
        """Take a token: 0.0 when one was free, else the seconds to wait for the next (none taken)."""
        now = self.clock()
        self.tokens = min(float(self.burst), self.tokens + (now - self.at) / self.every)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return 0.0
        return (1.0 - self.tokens) * self.every

    def give(self) -> None:
        """Give one token back (never past the burst)."""
        self.tokens = min(float(self.burst), self.tokens + 1.0)


@dataclasses.dataclass(slots=True)
class SeatLimit:
    """One holder's limits: its talk's and its hints' rates, the view it last asked the advisor
    for, and the advisor's job it has running."""

    talk: RateLimit
    hints: RateLimit
    used: float
    advised: int | None = None
    """The view (``seq``) for which the advisor was last asked (once a view)."""
    advising: asyncio.Task[None] | None = None
    """The advisor's job asked for last (at most one runs at a time)."""
    hint_turn: int | None = None
    """The view (``seq``) of the holder's last ask for a hint."""

    def hint_wait(self, seq: int) -> float:
        """Take a hint's token at the view ``seq``: 0.0 when free, else the seconds to wait. A new
        view gives a token back first, so one ask a turn is never refused.

        >>> limit = SeatLimits(clock=lambda: 0.0).of(holder_of("t1", 0, None))
        >>> [limit.hint_wait(seq) for seq in (1, 2, 3, 4, 5)]   # one a turn: never refused
        [0.0, 0.0, 0.0, 0.0, 0.0]
        >>> [limit.hint_wait(5) for _ in range(3)]   # again at one turn: the rest of the burst
        [0.0, 0.0, 2.0]
        """
        if seq != self.hint_turn:
            self.hint_turn = seq
            self.hints.give()
        return self.hints.take()

    def advisor_busy(self) -> bool:
        """Whether the advisor's job asked for last is still running."""
        return self.advising is not None and not self.advising.done()


class SeatLimits:
    """Every holder's limits at one server (held by the hub)."""

    def __init__(self, *, idle: float = IDLE, clock: Callable[[], float] = time.monotonic) -> None:
        self.idle = idle
        self.clock = clock
        self._limits: dict[Holder, SeatLimit] = {}
        self._swept = clock()

    def __len__(self) -> int:
        return len(self._limits)

    def of(self, holder: Holder) -> SeatLimit:
        """The holder's limits (new ones, full, for a holder not heard of lately)."""
        now = self.clock()
        if now - self._swept >= self.idle / 10:
            self._sweep(now)
        limit = self._limits.get(holder)
        if limit is None:
            limit = self._limits[holder] = SeatLimit(RateLimit(TALK_BURST, TALK_EVERY, self.clock),
                                                     RateLimit(HINT_BURST, HINT_EVERY, self.clock), now)
        limit.used = now
        return limit

    def advising(self) -> list[asyncio.Task[None]]:
        """The advisor's job each holder asked for last (running or done): a job is started only
        with the hint that answers ``advisor: "coming"``, so a test reads here that none was."""
        return [limit.advising for limit in self._limits.values() if limit.advising is not None]

    def _sweep(self, now: float) -> None:
        self._swept = now
        for holder, limit in list(self._limits.items()):
            if now - limit.used > self.idle and not limit.advisor_busy():
                del self._limits[holder]
