"""Tables not in use leave memory (issue 31, item 5); their next use rebuilds them from their log.

A room is *in use* (:func:`in_use`) while a connection is open on it, its lock is held, a
computer player thinks, or a computer turn (or the next deal at a computers' table) is due. A
room not in use for :attr:`Sweeper.idle_seconds` (since its last lookup, ``Hub.room``, or the
last sweep that found it in use) is dropped from the hub's rooms by the hub's periodic sweep
(:meth:`Sweeper.run`, every :attr:`Sweeper.every` seconds); its next use rebuilds it from its
committed events, as the lazy start does (``Hub.room``). A room dropped that something still
holds (a request between its lookup and its use, say a websocket waiting for its hello) is
remembered weakly and taken back on its next lookup or at the next sweep that finds it in use,
never rebuilt beside it: a table never has two rooms in one process.
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bridgewhist.web.room import Room

LOG = logging.getLogger("bridgewhist.web")

IDLE_SECONDS = 300.0
"""A room not in use this many seconds leaves memory (``bridgewhist serve --idle-seconds``)."""
SWEEP_SECONDS = 30.0
"""The longest pause between two sweeps (shorter when :attr:`Sweeper.idle_seconds` is short)."""


def in_use(room: Room) -> bool:
    """True while the room may not leave memory: a connection open, its lock held, a computer
    player thinking, or a computer turn (or the next deal of a computers' table) due."""
    game = room.game
    return (bool(room.connections) or room.thinking or room.lock.locked()
            or game.computer_place() is not None or game.wants_next())


class Sweeper:
    """Drops a hub's rooms once they are not in use for ``idle_seconds``.

    ``rooms`` is the hub's own dictionary (changed in place); ``stale_on_return`` marks a room
    taken back as stale (on PostgreSQL: it heard no notification while it was let go).
    """

    def __init__(self, rooms: dict[str, Room], idle_seconds: float = IDLE_SECONDS, *,
                 stale_on_return: bool = False) -> None:
        self.rooms = rooms
        self.idle_seconds = idle_seconds
        self.stale_on_return = stale_on_return
        self.let_go: weakref.WeakValueDictionary[str, Room] = weakref.WeakValueDictionary()
        """The rooms dropped, while something still holds them."""
        self.dropped = 0
        """How many rooms have left memory since the start."""

    @property
    def every(self) -> float:
        """Seconds between two sweeps: a room leaves at most this long after its idle time."""
        return min(SWEEP_SECONDS, self.idle_seconds / 2)

    def sweep(self, now: float | None = None) -> list[str]:
        """Take back the rooms let go but in use again; drop those idle for :attr:`idle_seconds`
        (``now``: :func:`time.monotonic` unless given). The ids dropped."""
        now = time.monotonic() if now is None else now
        for table_id, room in list(self.let_go.items()):
            if table_id not in self.rooms and in_use(room):
                self._return(table_id, room)
        dropped = []
        for table_id, room in list(self.rooms.items()):
            if in_use(room):
                room.touch(now)
            elif now - room.touched >= self.idle_seconds:
                del self.rooms[table_id]
                self.let_go[table_id] = room
                dropped.append(table_id)
        self.dropped += len(dropped)
        return dropped

    def take_back(self, table_id: str) -> Room | None:
        """The room of ``table_id`` if it was let go and something still holds it (put back in
        the hub's rooms), else None (the table is rebuilt from its log)."""
        room = self.let_go.get(table_id)
        if room is not None:
            self._return(table_id, room)
        return room

    def _return(self, table_id: str, room: Room) -> None:
        del self.let_go[table_id]
        self.rooms[table_id] = room
        if self.stale_on_return:
            room.mark_stale()
        room.touch()

    async def run(self) -> None:
        """Sweep every :attr:`every` seconds until cancelled (a task of the hub's)."""
        while True:
            await asyncio.sleep(self.every)
            dropped = self.sweep()
            if dropped:
                LOG.info("%d table(s) idle for %g s left memory (%d in memory)", len(dropped),
                         self.idle_seconds, len(self.rooms))


__all__ = ["IDLE_SECONDS", "SWEEP_SECONDS", "Sweeper", "in_use"]
