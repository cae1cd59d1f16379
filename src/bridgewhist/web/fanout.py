"""How the server processes of one site hear of each other's commits: PostgreSQL LISTEN/NOTIFY.

Every commit of events on PostgreSQL sends ``NOTIFY bw_events, '<table_id> <seq>'`` in its
transaction (:meth:`~bridgewhist.web.store.Store.append`): the table and the last seq committed,
never an event (a notification is a hint; the events are read from ``bw_events``). Each process
holds one connection of its own that LISTENs (:class:`Fanout`, psycopg 3 async in autocommit) and
hands each notification to :class:`Catchup`, which has the hub read the events after its own
last seq for a table it holds and send each connection its own view of each. So a late or lost
notification is healed by the next one of its table, and, in case none comes, by the catch-up
poll (``poll``) every :data:`CATCHUP_SECONDS`. A connection lost (PostgreSQL restarted, a network
fault) is opened again, with a back-off, and everything held is caught up (``resync``).

>>> parse_payload("t1x 42"), parse_payload("no seq"), parse_payload("")
(('t1x', 42), None, None)
>>> listen_url("postgresql+psycopg://u:p@h:5433/bw")
'postgresql://u:p@h:5433/bw'
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import psycopg
from sqlalchemy.engine import make_url

from bridgewhist.web.store import NOTIFY_CHANNEL

if TYPE_CHECKING:   # the hub makes its Catchup and Fanout: imported for the annotations only
    from bridgewhist.web.hub import Hub
    from bridgewhist.web.room import Room

LOG = logging.getLogger("bridgewhist.web")

CATCHUP_SECONDS = 2.0
"""How often each process asks the database for the last seq of the tables it serves seats at
(one query for them all), so a table whose notifications were all lost still moves on."""
CATCHUP_SECONDS_ENV = "BRIDGEWHIST_CATCHUP_SECONDS"
"""The environment variable that sets :data:`CATCHUP_SECONDS`."""
DROP_SEQS_ENV = "BRIDGEWHIST_TEST_DROP_SEQS"
"""A test hook: the seqs (``"12,13"``) whose notifications this process ignores on purpose, at
every table, to show that the gap is healed from the database (unset: none is ignored)."""
RESYNC_CHUNK = 500
"""Tables asked for their last seq in one query."""
RECONNECT_SECONDS = (0.2, 0.5, 1.0, 2.0, 5.0)
"""The waits before each new try to open the listening connection again (the last repeats)."""


def parse_payload(payload: str) -> tuple[str, int] | None:
    """A notification's table id and seq, or None for a payload that is not ``"<table_id> <seq>"``."""
    table_id, _, seq = payload.partition(" ")
    if not table_id or not seq.isdigit():
        return None
    return table_id, int(seq)


def listen_url(url: str) -> str:
    """The libpq URL (for psycopg) of a SQLAlchemy PostgreSQL URL."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def drop_seqs(text: str) -> frozenset[int]:
    """The seqs named by the test hook :data:`DROP_SEQS_ENV`.

    >>> sorted(drop_seqs("12, 13")), drop_seqs("")
    ([12, 13], frozenset())
    """
    return frozenset(int(part) for part in text.split(",") if part.strip())


def catchup_seconds() -> float:
    """The catch-up poll's interval: :data:`CATCHUP_SECONDS_ENV` if set, else :data:`CATCHUP_SECONDS`."""
    return float(os.environ.get(CATCHUP_SECONDS_ENV) or CATCHUP_SECONDS)


class Fanout:
    """One process's listening connection: ``channels[channel](table_id, n)`` for each
    notification (:data:`~bridgewhist.web.store.NOTIFY_CHANNEL` the events, others such as the
    table talk's), ``poll()`` every ``every`` seconds, ``resync()`` each time the connection is
    (re)opened."""

    def __init__(self, url: str, *, channels: dict[str, Callable[[str, int], None]],
                 poll: Callable[[], Awaitable[None]], resync: Callable[[], Awaitable[None]],
                 every: float | None = None) -> None:
        self.url = listen_url(url)
        self.channels = channels
        self.poll = poll
        self.resync = resync
        self.every = catchup_seconds() if every is None else every
        self.drop = drop_seqs(os.environ.get(DROP_SEQS_ENV, ""))
        self.connected = asyncio.Event()

    async def run(self) -> None:
        """Listen until cancelled, opening the connection again whenever it is lost."""
        failures = 0
        while True:
            try:
                await self._listen()
            except asyncio.CancelledError:
                raise
            except Exception as error:  # PostgreSQL restarted or unreachable: try again
                self.connected.clear()
                wait = RECONNECT_SECONDS[min(failures, len(RECONNECT_SECONDS) - 1)]
                failures += 1
                LOG.warning("listening for %s failed (%s); again in %.1f s", NOTIFY_CHANNEL,
                            type(error).__name__, wait)
                await asyncio.sleep(wait)
            else:
                failures = 0

    async def _listen(self) -> None:
        async with await psycopg.AsyncConnection.connect(self.url, autocommit=True,
                                                         connect_timeout=10) as connection:
            for channel in self.channels:
                await connection.execute(f"LISTEN {channel}")
            LOG.info("listening for %s", NOTIFY_CHANNEL)
            await self.resync()   # whatever was committed while no one listened
            self.connected.set()
            while True:
                async for notify in connection.notifies(timeout=self.every):
                    self._hear(notify.channel, notify.payload)
                await connection.execute("SELECT 1")   # a dead connection fails here, not never
                await self.poll()

    def _hear(self, channel: str, payload: str) -> None:
        parsed = parse_payload(payload)
        heard = self.channels.get(channel)
        if parsed is None or heard is None:
            LOG.warning("a notification on %s that is not '<table> <n>': %.40r", channel, payload)
            return
        if channel == NOTIFY_CHANNEL and parsed[1] in self.drop:
            LOG.info("table %s: notification of event %d dropped (test hook)", *parsed)
            return
        heard(*parsed)


class Catchup:
    """Keeps a hub's rooms up with the database when other processes commit: one catch-up at a
    time a table (:meth:`~bridgewhist.web.hub.Hub.catch_up`, under its lock), once more if
    another notification came meanwhile."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.catching: set[str] = set()
        """The tables whose catch-up is on its way."""
        self.again: set[str] = set()
        """The tables notified again during it: it goes round once more."""
        self.wanted: dict[str, int] = {}
        """The highest seq heard of each table whose catch-up is on its way."""

    def heard(self, table_id: str, seq: int) -> None:
        """A notification: ``table_id`` has committed up to ``seq``; a table held here and behind
        is caught up now if it has connections here, else marked stale (caught up on its next
        use), so a process reads only the commits of the tables it serves seats at."""
        room = self.hub.rooms.get(table_id)
        if room is None or seq <= room.game.seq:
            return
        if not room.connections:
            room.mark_stale()
            return
        self.wanted[table_id] = max(seq, self.wanted.get(table_id, 0))
        if table_id in self.catching:
            self.again.add(table_id)
            return
        self.catching.add(table_id)
        self.hub.spawn(self._catching(table_id, room))

    async def _catching(self, table_id: str, room: Room) -> None:
        try:
            while True:
                self.again.discard(table_id)
                async with room.lock:
                    # this process's own commit is often heard before it is applied: no read then
                    if room.game.seq < self.wanted.get(table_id, 0):
                        await self.hub.catch_up(room)
                if table_id not in self.again:
                    return
        except Exception as error:  # the database gone: the poll or the next notification heals it
            LOG.warning("table %s: catching up failed (%s)", table_id, type(error).__name__)
        finally:
            self.catching.discard(table_id)
            self.wanted.pop(table_id, None)

    async def poll(self) -> None:
        """Catch up every table with a connection open here that the database shows behind."""
        await self._resync(connected_only=True)

    async def resync(self) -> None:
        """Catch up every table held here (after the listening connection was opened again)."""
        await self._resync(connected_only=False)

    async def _resync(self, *, connected_only: bool) -> None:
        hub = self.hub
        ids = [t for t, r in hub.rooms.items() if r.connections or not connected_only]
        for start in range(0, len(ids), RESYNC_CHUNK):
            chunk = ids[start:start + RESYNC_CHUNK]
            last = await hub.db(hub.store.last_seqs, chunk)
            for table_id in chunk:
                self.heard(table_id, last.get(table_id, 0))


__all__ = ["CATCHUP_SECONDS", "CATCHUP_SECONDS_ENV", "DROP_SEQS_ENV", "RECONNECT_SECONDS", "RESYNC_CHUNK",
           "Catchup", "Fanout",
           "catchup_seconds", "drop_seqs", "listen_url", "parse_payload"]
