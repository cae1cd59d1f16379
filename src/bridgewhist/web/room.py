"""One table in play on this server: the table, its lock, its connections, and what the hub
keeps of it between events. This module is the one that changes a room: every other reads its
state through read-only properties and changes it through its methods (issue 33, item 3), the
hub (:mod:`bridgewhist.web.hub`) under the room's lock.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.web.kinds.four_hand import FourHandKind
>>> from bridgewhist.web.tables.places import TableConfig
>>> room = Room(FourHandKind(TableConfig("t1", load_law_code("english-1904"), seed=5)))
>>> room.start_thinking(), room.start_thinking(), room.thinking
(True, False, True)
>>> room.after_turn(failed=True), room.after_turn(failed=True), room.after_turn(failed=False)
(0.5, 1.0, 0.0)
"""

from __future__ import annotations

import asyncio
import math
import time

from bridgewhist.web.backoff import backoff_after
from bridgewhist.web.connection import Connection
from bridgewhist.web.kinds import TableKind
from bridgewhist.web.models import EventFrame, TableSummary, ViewFrame, frame_text

__all__ = ["REMEMBER", "Room"]

REMEMBER = 100
"""How many of its last lines of table talk a room remembers as sent (never relayed twice)."""


class Room:
    """One table in play: the table, its lock, its connections."""

    def __init__(self, game: TableKind) -> None:
        self._game = game
        self.lock = asyncio.Lock()
        """Held by the hub while it changes the table (never by the room itself)."""
        self._connections: set[Connection] = set()
        self._thinking = False
        self._stale = False
        self._said: set[int] = set()
        self._touched = time.monotonic()
        self._backoff = 0.0
        self._person_acted = -math.inf

    # -- what the others read ---------------------------------------------------------------
    @property
    def game(self) -> TableKind:
        """The table (its kind's log applied to its rules)."""
        return self._game

    @property
    def connections(self) -> frozenset[Connection]:
        """The connections open on the table (a copy: :meth:`add`, :meth:`discard` change them)."""
        return frozenset(self._connections)

    @property
    def thinking(self) -> bool:
        """A computer turn is being taken (:meth:`start_thinking`, :meth:`stop_thinking`)."""
        return self._thinking

    @property
    def stale(self) -> bool:
        """Another process committed after the room's seq while no one was connected here: the
        room is caught up on its next use (``Hub.room``, a connection, a computer turn)."""
        return self._stale

    @property
    def touched(self) -> float:
        """When (:func:`time.monotonic`) the room was last looked up or found in use
        (:mod:`bridgewhist.web.eviction`)."""
        return self._touched

    @property
    def backoff(self) -> float:
        """Seconds the last computer turn refused by the database waited (0.0 once one is taken)."""
        return self._backoff

    @property
    def person_acted(self) -> float:
        """When (the event loop's clock) a person's action was last taken here: the computer
        players wait :attr:`bridgewhist.web.hub.Hub.undo_window` after it."""
        return self._person_acted

    def has_said(self, n: int) -> bool:
        """Whether line ``n`` of the table talk was sent to the room's connections lately."""
        return n in self._said

    # -- the changes ------------------------------------------------------------------------
    def add(self, connection: Connection) -> None:
        """A connection opens on the table."""
        self._connections.add(connection)

    def discard(self, connection: Connection) -> None:
        """A connection closes (nothing if it is not open here)."""
        self._connections.discard(connection)

    def unseat(self, place: int) -> None:
        """The connections of ``place`` watch as spectators from now on (its member left)."""
        for connection in self._connections:
            if connection.place == place:
                connection.place = None

    def replace_game(self, game: TableKind) -> None:
        """The table rebuilt from its log (the hub's, when the log it holds is found broken)."""
        self._game = game

    def touch(self, now: float | None = None) -> None:
        """The room is in use at ``now`` (:func:`time.monotonic` unless given)."""
        self._touched = time.monotonic() if now is None else now

    def mark_stale(self) -> None:
        """Another process committed to the table: catch it up on its next use."""
        self._stale = True

    def caught_up(self) -> None:
        """The room is being caught up with the database (no longer stale)."""
        self._stale = False

    def person_acts(self, at: float) -> None:
        """A person's action is taken at ``at`` (the event loop's clock)."""
        self._person_acted = at

    def start_thinking(self) -> bool:
        """Mark a computer turn begun; False (and nothing changed) when one is under way already."""
        if self._thinking:
            return False
        self._thinking = True
        return True

    def stop_thinking(self) -> None:
        """The computer turn is over (taken, given up or failed)."""
        self._thinking = False

    def after_turn(self, *, failed: bool) -> float:
        """Note a computer turn's end: the seconds to wait before the next, doubling while the
        database refuses (:func:`~bridgewhist.web.backoff.backoff_after`), 0.0 once one is taken."""
        self._backoff = backoff_after(self._backoff) if failed else 0.0
        return self._backoff

    def remember(self, n: int) -> None:
        """Note line ``n`` of the table talk as sent here (the last :data:`REMEMBER` are kept)."""
        self._said.add(n)
        if len(self._said) > 2 * REMEMBER:
            newest = max(self._said)
            self._said = {k for k in self._said if k > newest - REMEMBER}

    # -- the frames -------------------------------------------------------------------------
    def connected(self) -> set[int]:
        """The places with a connection open."""
        return {c.place for c in self._connections if c.place is not None}

    def summary(self) -> TableSummary:
        """The table in a few words (never a card)."""
        return self.game.summary(self.connected())

    def send_views(self, only: Connection | None = None) -> None:
        """Queue each receiver's view (or only ``only``'s)."""
        game = self.game
        public = game.public_view(self.connected())
        cache: dict[int | None, str] = {}
        for connection in (self._connections if only is None else (only,)):
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
            for connection in self._connections:
                connection.send(text)
        self.let_closed_go()

    def let_closed_go(self) -> None:
        """Forget the connections given up for not reading (:mod:`bridgewhist.web.connection`)."""
        closed = {c for c in self._connections if c.closed}
        if closed:
            self._connections -= closed
