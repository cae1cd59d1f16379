"""One table in play on this server: the table, its lock, its connections, and what the hub
keeps of it between events (:mod:`bridgewhist.web.hub` changes it under its lock)."""

from __future__ import annotations

import asyncio
import math
import time
from typing import Any

from bridgewhist.web.connection import Connection
from bridgewhist.web.kinds import TableKind
from bridgewhist.web.models import EventFrame, ViewFrame, frame_text

__all__ = ["Room"]


class Room:
    """One table in play: the table, its lock, its connections."""

    def __init__(self, game: TableKind) -> None:
        self.game = game
        self.lock = asyncio.Lock()
        self.connections: set[Connection] = set()
        self.thinking = False
        self.stale = False
        """Another process committed after the room's seq while no one was connected here: the
        room is caught up on its next use (``Hub.room``, a connection, a computer turn)."""
        self.said: set[int] = set()
        """The numbers of the lines of table talk sent here lately (:mod:`bridgewhist.web.chat`)."""
        self.touched = time.monotonic()
        """When the room was last looked up or found in use (:mod:`bridgewhist.web.eviction`)."""
        self.backoff = 0.0
        """Seconds the last computer turn refused by the database waited (0.0 once one is taken)."""
        self.person_acted = -math.inf
        """When (the event loop's clock) a person's action was last taken here: the computer
        players wait :attr:`bridgewhist.web.hub.Hub.undo_window` after it."""

    def connected(self) -> set[int]:
        """The places with a connection open."""
        return {c.place for c in self.connections if c.place is not None}

    def summary(self) -> dict[str, Any]:
        """The table in a few words (never a card)."""
        return self.game.summary(self.connected())

    def send_views(self, only: Connection | None = None) -> None:
        """Queue each receiver's view (or only ``only``'s)."""
        game = self.game
        public = game.public_view(self.connected())
        cache: dict[int | None, str] = {}
        for connection in (self.connections if only is None else (only,)):
            text = cache.get(connection.place)
            if text is None:
                view = game.receiver_view(public, connection.place)
                text = frame_text(ViewFrame(seq=game.seq, view=view))
                cache[connection.place] = text
            connection.send(text)
        self.let_closed_go()

    def send_all(self, frames: list[EventFrame]) -> None:
        """Queue frames that are the same for everyone."""
        for frame in frames:
            text = frame_text(frame)
            for connection in self.connections:
                connection.send(text)
        self.let_closed_go()

    def let_closed_go(self) -> None:
        """Forget the connections given up for not reading (:mod:`bridgewhist.web.connection`)."""
        closed = {c for c in self.connections if c.closed}
        if closed:
            self.connections -= closed
