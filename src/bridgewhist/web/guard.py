"""Slow and idle clients (issue 31, item 4): a deadline for each request head, and a cap on open
connections, in all and from one address, below the process's file-descriptor limit.

Without them, 1,100 sockets each holding half a request line took every file descriptor of a
process limited to 1,024 (systemd's default) and it served nothing for as long as they were held.
Now, on a real ``bridgewhist serve`` (uvicorn on httptools, given the protocol classes of
:func:`protocols`):

- **The head's deadline.** The request line and headers must have come within
  :attr:`ConnectionLimits.head_timeout` seconds of the connection (of its first byte, for a later
  request on a kept-alive connection; between requests uvicorn's keep-alive timeout, 5 s, closes
  an idle one). Late, the connection is closed: with a ``408`` ``request_timeout`` when part of a
  head came, without a word when nothing did (a browser's unused preconnection). A websocket's
  upgrade request is such a head; once upgraded, the page's ``hello`` has its own deadline
  (``web/socket.py``). A request whose head came in time but is still being answered when a
  pipelined second head is late is cut off with it.
- **The caps.** A connection past :attr:`ConnectionLimits.total` open ones, or past
  :attr:`ConnectionLimits.per_address` from its address, is refused: its first bytes are read
  (so closing it sends no reset that could lose the answer) and answered ``503``
  ``too_many_connections`` with ``Connection: close``; one that sends nothing within a second is
  closed. A refused connection holds a file descriptor that short while; past
  :attr:`ConnectionLimits.refusing` of them at once, a new one is closed at once, without a word
  (no HTTP can be spoken without reading). An IPv6 client counts by its /64 network (one host
  has the whole /64), an IPv4-mapped one as IPv4. A websocket counts until it closes.
- **The log.** A refusal or a late head writes a warning at once; those that follow are counted
  and written as one line a :data:`REPORT_SECONDS` while they go on (:class:`Burst`), so a flood
  does not flood the log.

Behind a proxy every connection comes from the proxy's address: there the per-address cap must be
off (``0``) and the proxy limits its clients (docs/deploy.md).

>>> limits = connection_limits(nofile=1024)
>>> limits.head_timeout, limits.total, limits.per_address, limits.refusing
(10.0, 896, 112, 32)
>>> guard = Guard(limits)
>>> [guard.admit("203.0.113.9") is None for _ in range(113)].count(True)
112
>>> print(guard.admit("203.0.113.9"))
('per_address', 'too many connections from your address: the limit is 112; try again in a moment')
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import math
import resource
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from bridgewhist.errors import BridgeError

__all__ = ["HEAD_TIMEOUT", "REPORT_SECONDS", "RESERVE", "Burst", "ConnectionLimits", "Guard",
           "GuardedHttp", "GuardedWebSocket", "LimitsError", "address_key", "connection_limits",
           "file_limit", "protocols"]

log = logging.getLogger("bridgewhist.web.guard")

HEAD_TIMEOUT = 10.0
"""Seconds a request's line and headers may take to come (a browser sends them at once)."""
RESERVE = 64
"""File descriptors kept out of the connection cap at the least, for the database, the workers'
pipes, the log and the refused connections (an eighth of the limit when that is more)."""
REPORT_SECONDS = 60.0
"""While refusals or late heads go on, at most one warning line this often."""
REFUSE_GRACE = 1.0
"""Seconds a refused connection is given to send its first bytes (the answer waits for them)."""
_NOFILE_CEILING = 1 << 20   # an "unlimited" descriptor limit is counted as this many


class LimitsError(BridgeError):
    """A connection setting that cannot hold (the message names the option and why)."""


@dataclass(frozen=True)
class ConnectionLimits:
    """What a server process allows its clients; see :func:`connection_limits`."""

    head_timeout: float
    """Seconds from the connection (or a later request's first byte) to its head's end."""
    total: int
    """Connections open at once, in all."""
    per_address: int
    """Connections open at once from one address (an IPv6 /64); 0: no such cap."""
    refusing: int
    """Refused connections held at once while their answer is sent."""


def file_limit() -> int:
    """This process's soft limit on open files (``RLIMIT_NOFILE``), an unlimited one as 2**20."""
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return _NOFILE_CEILING if soft == resource.RLIM_INFINITY else min(soft, _NOFILE_CEILING)


def connection_limits(head_timeout: float | None = None, total: int | None = None,
                      per_address: int | None = None, *, nofile: int | None = None) -> ConnectionLimits:
    """The limits of ``bridgewhist serve``, each not given derived from ``nofile`` (default:
    :func:`file_limit`): ``total`` leaves :data:`RESERVE` descriptors (or an eighth) free,
    ``per_address`` is an eighth of ``total``.

    :raises LimitsError: naming the option, when a value is out of its range or more than the
        descriptor limit allows.

    >>> connection_limits(nofile=256)
    ConnectionLimits(head_timeout=10.0, total=192, per_address=24, refusing=16)
    >>> connection_limits(2.0, 100, 0, nofile=20000).per_address
    0
    >>> try:
    ...     connection_limits(total=1000, nofile=1024)
    ... except LimitsError as error:
    ...     print(str(error).split(" (")[0])
    --max-connections 1000 is more than the open-file limit of this process allows
    """
    nofile = file_limit() if nofile is None else nofile
    head = HEAD_TIMEOUT if head_timeout is None else head_timeout
    if not (math.isfinite(head) and 0 < head <= 3600):
        raise LimitsError(f"--head-timeout must be more than 0 and at most 3600 seconds, not {head:g}")
    most = nofile - RESERVE
    if most < 1:
        raise LimitsError(f"the open-file limit of this process ({nofile}) leaves no room for "
                          f"connections: raise it (ulimit -n) above {RESERVE}")
    if total is None:
        total = max(1, nofile - max(RESERVE, nofile // 8))
    elif not 1 <= total <= most:
        raise LimitsError(f"--max-connections {total} is more than the open-file limit of this "
                          f"process allows ({nofile} open files, {RESERVE} kept for the database and "
                          f"the workers: at most {most}); raise the limit (ulimit -n, or LimitNOFILE= "
                          f"in a systemd unit) or lower the cap" if total > most else
                          f"--max-connections must be at least 1, not {total}")
    if per_address is None:
        per_address = max(1, total // 8)
    elif not 0 <= per_address <= total:
        raise LimitsError(f"--max-connections-per-address must be from 0 (no such cap) to "
                          f"--max-connections ({total}), not {per_address}")
    refusing = max(1, min(64, (nofile - total) // 4))
    return ConnectionLimits(float(head), total, per_address, refusing)


def address_key(peer: Any) -> str:
    """Whom a connection is counted against: its IP address, an IPv6 one's /64 network, an
    IPv4-mapped IPv6 address as IPv4; anything else (a Unix socket) as ``"local"``.

    >>> address_key(("203.0.113.9", 5000)), address_key(("2001:db8:0:1:2:3:4:5", 5, 0, 0))
    ('203.0.113.9', '2001:db8:0:1::/64')
    >>> address_key(("::ffff:203.0.113.9", 5, 0, 0)), address_key(None)
    ('203.0.113.9', 'local')
    """
    host = peer[0] if isinstance(peer, tuple) and peer and isinstance(peer[0], str) else None
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0]) if host else None
    except ValueError:
        return host or "local"
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return "local" if ip is None else str(ip)


Schedule = Callable[[float, Callable[[], None]], object]


class Burst:
    """The guard's warnings: the first event of a burst is written at once, those that follow
    are counted and written as one line every ``every`` seconds while they go on.

    >>> later: list[Callable[[], None]] = []
    >>> burst = Burst(lambda _delay, call: later.append(call), every=60.0)
    >>> burst.note("late", "closed a connection from 10.0.0.1: its request head was late")
    >>> burst.note("late", "...")
    >>> burst.note("per_address", "...")
    >>> burst.pending
    Counter({'late': 1, 'per_address': 1})
    >>> later.pop()()   # a minute on: one line with the counts, and another minute awaited
    >>> burst.pending, len(later)
    (Counter(), 1)
    """

    WORDS: ClassVar[dict[str, str]] = {
        "per_address": "refused (too many from one address)", "total": "refused (too many in all)",
        "late": "closed (request head late)"}

    def __init__(self, schedule: Schedule, every: float = REPORT_SECONDS) -> None:
        self.schedule = schedule
        self.every = every
        self.pending: Counter[str] = Counter()
        self.busy = False

    def note(self, kind: str, detail: str) -> None:
        """One refusal or late head: written now if no burst is going on, else counted."""
        if self.busy:
            self.pending[kind] += 1
            return
        self.busy = True
        log.warning("%s; more such are counted, one line every %g s at most", detail, self.every)
        self.schedule(self.every, self.report)

    def report(self) -> None:
        """The burst's line for the last ``every`` seconds, if anything came; else it is over."""
        if not self.pending:
            self.busy = False
            return
        parts = ", ".join(f"{count:,} {self.WORDS.get(kind, kind)}" for kind, count in
                          sorted(self.pending.items()))
        log.warning("slow or crowding clients in the last %g s: %s", self.every, parts)
        self.pending.clear()
        self.schedule(self.every, self.report)


def _answer(status: str, reason: str, message: str, extra: str = "") -> bytes:
    body = json.dumps({"error": {"reason": reason, "message": message, "law": None}}).encode()
    head = (f"HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {len(body)}\r\n"
            f"{extra}connection: close\r\n\r\n")
    return head.encode("ascii") + body


class Guard:
    """One process's count of open connections by address, and its refusals.

    The counts are kept by the protocols of :func:`protocols`: :meth:`admit` when a connection
    comes, :meth:`hold` once admitted, :meth:`release` when its socket closes (the HTTP protocol's
    or, after an upgrade, the websocket protocol's ``connection_lost``: both may call it)."""

    def __init__(self, limits: ConnectionLimits, schedule: Schedule | None = None) -> None:
        self.limits = limits
        self.open = 0
        self.by_address: Counter[str] = Counter()
        self.refusing = 0
        self.held: dict[object, str] = {}
        self.burst = Burst(schedule or self._later)

    @staticmethod
    def _later(delay: float, call: Callable[[], None]) -> object:
        return asyncio.get_running_loop().call_later(delay, call)

    def admit(self, key: str) -> tuple[str, str] | None:
        """Count a connection from ``key`` (:func:`address_key`) and return None, or, at a cap,
        count nothing and return the cap's kind and the words of the refusal."""
        if self.open >= self.limits.total:
            return "total", (f"too many connections to this server: the limit is {self.limits.total:,}; "
                             "try again in a moment")
        if self.limits.per_address and self.by_address[key] >= self.limits.per_address:
            return "per_address", (f"too many connections from your address: the limit is "
                                   f"{self.limits.per_address:,}; try again in a moment")
        self.open += 1
        self.by_address[key] += 1
        return None

    def hold(self, transport: object, key: str) -> None:
        """Remember that ``transport``'s connection, admitted from ``key``, is open."""
        self.held[transport] = key

    def release(self, transport: object) -> None:
        """``transport``'s connection has closed (a second call does nothing)."""
        key = self.held.pop(transport, None)
        if key is None:
            return
        self.open -= 1
        self.by_address[key] -= 1
        if self.by_address[key] <= 0:
            del self.by_address[key]

    def refused(self, kind: str, key: str, words: str) -> bytes | None:
        """Note a refusal (in the log, as a burst) and return the answer to send, or None when
        too many refused connections are held already: then it is closed at once, unanswered."""
        if kind == "per_address":
            detail = (f"refused a connection from {key}: {self.by_address[key]:,} open from that "
                      f"address, the limit (--max-connections-per-address) is {self.limits.per_address:,}")
        else:
            detail = (f"refused a connection from {key}: {self.open:,} open, the limit "
                      f"(--max-connections) is {self.limits.total:,}")
        self.burst.note(kind, detail)
        if self.refusing >= self.limits.refusing:
            return None
        self.refusing += 1
        return _answer("503 Service Unavailable", "too_many_connections", words, "retry-after: 1\r\n")

    def late(self, key: str) -> bytes:
        """Note a request head that did not come in time; return the ``408`` to send."""
        self.burst.note("late", f"closed a connection from {key}: its request head did not come "
                                f"within {self.limits.head_timeout:g} s (--head-timeout)")
        return _answer("408 Request Timeout", "request_timeout",
                       f"the request's headers did not come within {self.limits.head_timeout:g} s")


class GuardedHttp(HttpToolsProtocol):
    """uvicorn's httptools protocol with the head's deadline and the caps of :attr:`guard`
    (a subclass made by :func:`protocols` sets it)."""

    guard: ClassVar[Guard]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.key = "local"
        self.head_timer: asyncio.TimerHandle | None = None
        self.in_head = False      # part of a request head has come, not yet all of it
        self.refused = False
        self.answer: bytes | None = None   # a refused connection's answer, sent on its first bytes

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self.key = address_key(transport.get_extra_info("peername"))
        refusal = self.guard.admit(self.key)
        if refusal is not None:   # uvicorn's state is never set up: only this class's methods run
            kind, words = refusal
            self.refused, self.transport = True, transport
            self.answer = self.guard.refused(kind, self.key, words)
            if self.answer is None:
                transport.close()
            else:
                grace = min(REFUSE_GRACE, self.guard.limits.head_timeout)
                self.head_timer = self.loop.call_later(grace, transport.close)
            return
        self.guard.hold(transport, self.key)
        super().connection_made(transport)
        self._arm()

    def _arm(self) -> None:
        if self.head_timer is None:
            self.head_timer = self.loop.call_later(self.guard.limits.head_timeout, self._head_late)

    def _disarm(self) -> None:
        if self.head_timer is not None:
            self.head_timer.cancel()
            self.head_timer = None

    def _head_late(self) -> None:
        self.head_timer = None
        if self.transport.is_closing():
            return
        if self.in_head:
            self.transport.write(self.guard.late(self.key))
        self.transport.close()

    def data_received(self, data: bytes) -> None:
        if self.refused:   # answer the first bytes, read no more
            if self.answer is not None and not self.transport.is_closing():
                self.transport.write(self.answer)
                self.transport.close()
            return
        super().data_received(data)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self.in_head = True
        self._arm()

    def on_headers_complete(self) -> None:
        self.in_head = False
        self._disarm()
        super().on_headers_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self.refused:
            if self.answer is not None:
                self.guard.refusing -= 1
                self.answer = None
            if exc is None:
                self.transport.close()
            return
        self.guard.release(self.transport)
        super().connection_lost(exc)


class GuardedWebSocket(WebSocketsSansIOProtocol):
    """uvicorn's websocket protocol, releasing its connection's count in :attr:`guard` when the
    socket closes (the HTTP protocol that upgraded it is no longer told)."""

    guard: ClassVar[Guard]

    def connection_lost(self, exc: Exception | None) -> None:
        self.guard.release(self.transport)
        super().connection_lost(exc)


def protocols(guard: Guard) -> tuple[type[GuardedHttp], type[GuardedWebSocket]]:
    """The classes to give uvicorn as ``http=`` and ``ws=``, both reporting to ``guard``."""
    http = cast("type[GuardedHttp]", type("GuardedHttp", (GuardedHttp,), {"guard": guard}))
    ws = cast("type[GuardedWebSocket]", type("GuardedWebSocket", (GuardedWebSocket,), {"guard": guard}))
    return http, ws

