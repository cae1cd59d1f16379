"""The tables in play: each in memory with its lock and its connections, committed before sent.

:class:`Hub` owns the store (run in one thread of its own, so the event loop never waits on
the database), the computer players' workers and a :class:`Room` per table. Every change goes
the same way, under the table's lock: check the request's ``seq``, turn it into events through
:class:`~bridgewhist.web.tables.four_hand.Game` (the rules engine decides), commit the events, apply them,
then queue the frames for every connection. A client's frames go out through its own queue in
order, so a slow client never holds a table up.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hashlib
import json
import logging
import secrets
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from bridgewhist.agents import ScoreContext, view_of
from bridgewhist.laws import LawCode
from bridgewhist.web.computer import Thinkers
from bridgewhist.web.store import Store, UnknownTable
from bridgewhist.web.tables.club import ClubGame, club_part
from bridgewhist.web.tables.four_hand import Event, Game, Refused, TableConfig
from bridgewhist.web.tables.laws import LawsGame, make_game
from bridgewhist.web.tables.laws import computer_turn as laws_computer_turn
from bridgewhist.web.tables.three_hand import (
    CLUB,
    FOUR,
    THREE_HAND,
    ThreeGame,
    kind_of,
    table_event,
    think_three,
)
from bridgewhist.web.views.announce import event_frames
from bridgewhist.web.views.four_hand import public_part, receiver_view
from bridgewhist.web.views.three_hand import three_event_frames, three_public, three_receiver_view

AnyGame = Game | ThreeGame
"""A table of any kind: the four-handed rubber (and the club table), or three-hand bridge."""


def new_game(config: TableConfig, kind: str) -> AnyGame:
    """An empty game of the table's kind."""
    if kind == CLUB:
        return ClubGame(config)
    return ThreeGame(config) if kind == THREE_HAND else make_game(config)

LOG = logging.getLogger("bridgewhist.web")
T = TypeVar("T")


def token_hash(token: str) -> str:
    """What the database keeps of a seat's token: its SHA-256, never the token."""
    return hashlib.sha256(token.encode()).hexdigest()


class Connection:
    """One websocket: its place (None for a spectator) and its queue of frames (text)."""

    def __init__(self, place: int | None) -> None:
        self.place = place
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()

    def send(self, text: str) -> None:
        """Queue a frame."""
        self.queue.put_nowait(text)


class Room:
    """One table in play: the game, its lock, its connections."""

    def __init__(self, game: AnyGame) -> None:
        self.game: AnyGame = game
        self.lock = asyncio.Lock()
        self.connections: set[Connection] = set()
        self.thinking = False

    def connected(self) -> set[int]:
        """The places with a connection open."""
        return {c.place for c in self.connections if c.place is not None}

    def send_views(self, only: Connection | None = None) -> None:
        """Queue each receiver's view (or only ``only``'s)."""
        game = self.game
        public = (three_public(game, self.connected()) if isinstance(game, ThreeGame)
                  else public_part(game, self.connected()))
        if isinstance(game, ClubGame):
            public.update(club_part(game))
        cache: dict[int | None, str] = {}
        for connection in (self.connections if only is None else (only,)):
            text = cache.get(connection.place)
            if text is None:
                view = (three_receiver_view(game, public, connection.place) if isinstance(game, ThreeGame)
                        else receiver_view(game, public, connection.place))
                text = json.dumps({"type": "view", "seq": game.seq, "view": view}, separators=(",", ":"))
                cache[connection.place] = text
            connection.send(text)

    def send_all(self, frames: list[dict[str, Any]]) -> None:
        """Queue frames that are the same for everyone."""
        for frame in frames:
            text = json.dumps(frame, separators=(",", ":"))
            for connection in self.connections:
                connection.send(text)


class Hub:
    """Every table of one server."""

    def __init__(self, store: Store, thinkers: Thinkers) -> None:
        self.store = store
        self.thinkers = thinkers
        self.rooms: dict[str, Room] = {}
        self._loading = asyncio.Lock()
        self._db = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bridgewhist-db")
        self._checkpointer = concurrent.futures.ThreadPoolExecutor(max_workers=1,
                                                                   thread_name_prefix="bridgewhist-wal")
        self._tasks: set[asyncio.Task[None]] = set()

    async def db(self, function: Callable[..., T], *args: Any) -> T:
        """Run a store call in the database thread."""
        return await asyncio.get_running_loop().run_in_executor(self._db, function, *args)

    async def start(self) -> None:
        """Migrate the database, rebuild every stored table, set the computer players going."""
        await self.db(self.store.migrate)
        for table_id in await self.db(self.store.table_ids):
            room = await self.room(table_id)
            self.kick(room)
        if self.store.needs_checkpoints:
            self._spawn(self._checkpoints())

    async def _checkpoints(self, every: float = 2.0) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(every)
            try:
                await loop.run_in_executor(self._checkpointer, self.store.checkpoint)
            except Exception as error:  # a busy database: try again at the next tick
                LOG.warning("checkpoint failed: %s", type(error).__name__)

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        """Stop the computer players and close the database."""
        for task in list(self._tasks):
            task.cancel()
        self.thinkers.close()
        self._checkpointer.shutdown(wait=True)
        await self.db(self.store.checkpoint)
        await self.db(self.store.close)
        self._db.shutdown(wait=True)

    # -- tables -----------------------------------------------------------------------------
    async def create(self, code: LawCode, mode: str, computer: str, seed: int | None,
                     kind: str = FOUR, places: int | None = None,
                     settings: dict[str, Any] | None = None) -> Room:
        """Store a new table of ``kind`` and open its room (another kind than ``four`` is named by
        the log's first event, with ``settings``: a three-hand table's way of scoring)."""
        table_id = secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")
        config = TableConfig(table_id, code, mode, computer,
                             secrets.randbelow(2**31) if seed is None else seed,
                             datetime.now(UTC).isoformat(timespec="microseconds"))
        await self.db(self.store.create_table, config)
        game = new_game(config, kind)
        if kind != FOUR:
            first = table_event(kind, **({"places": places} if kind == CLUB else {}), **(settings or {}))
            await self.db(self.store.append, table_id, 1, [first])
            game.apply(first)
        room = Room(game)
        self.rooms[table_id] = room
        return room

    async def room(self, table_id: str) -> Room:
        """The room of a table, rebuilt from its events on first use.

        :raises Refused: ``unknown_table`` (404).
        """
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        async with self._loading:
            room = self.rooms.get(table_id)
            if room is None:
                room = Room(await self._rebuild(table_id))
                self.rooms[table_id] = room
        return room

    async def _rebuild(self, table_id: str) -> AnyGame:
        try:
            config, events = await self.db(self.store.load, table_id)
        except UnknownTable:
            raise Refused("unknown_table", f"there is no table {table_id!r}", status=404) from None
        game = new_game(config, kind_of(events))
        for event in events:
            game.apply(event)
        return game

    async def list_rooms(self, limit: int = 100) -> list[Room]:
        """The newest tables."""
        return [await self.room(t) for t in await self.db(self.store.table_ids, limit)]

    # -- changes ----------------------------------------------------------------------------
    async def commit(self, room: Room, events: list[Event]) -> None:
        """Commit events (the caller holds the room's lock), apply them, queue their frames.

        :raises Refused: ``storage_failed`` when the database refuses (nothing is applied).
        """
        if not events:
            return
        game = room.game
        try:
            await self.db(self.store.append, game.config.table_id, game.seq + 1, events)
        except Exception as error:
            LOG.error("table %s: storing events %d.. failed: %s", game.config.table_id, game.seq + 1,
                      type(error).__name__)
            room.game = await self._rebuild(game.config.table_id)
            room.send_views()
            raise Refused("storage_failed", "the table could not be saved; nothing was accepted",
                          status=503) from None
        for event in events:
            game.apply(event)
            LOG.info("table %s: event %d %s", game.config.table_id, game.seq, event["kind"])
            room.send_all(three_event_frames(game, event) if isinstance(game, ThreeGame)
                          else event_frames(game, event))
        room.send_views()
        self.kick(room)

    async def join(self, room: Room, name: str) -> tuple[str, int, str]:
        """A person takes a place: (token, place, name as seated)."""
        token = secrets.token_urlsafe(24)
        async with room.lock:
            events = room.game.propose_join(name, person=True, token_hash=token_hash(token))
            await self.commit(room, events)
        place = int(events[0]["place"])
        return token, place, str(events[0]["name"])

    def place_of(self, room: Room, token: str | None) -> int:
        """The place a token holds.

        :raises Refused: ``bad_token`` (401).
        """
        place = None if not token else room.game.place_of_token(token_hash(token))
        if place is None:
            raise Refused("bad_token", "that seat token is not (or no longer) good at this table", status=401)
        return place

    async def fill(self, room: Room, token: str | None) -> None:
        """Computer players in the empty places (asked by a member)."""
        async with room.lock:
            self.place_of(room, token)
            await self.commit(room, room.game.propose_fill())

    async def leave(self, room: Room, token: str | None) -> None:
        """A member gives his place up."""
        async with room.lock:
            place = self.place_of(room, token)
            await self.commit(room, room.game.propose_leave(place))
        for connection in list(room.connections):
            if connection.place == place:
                connection.place = None
        room.send_views()

    async def act(self, room: Room, place: int, text: str, seq: int) -> None:
        """A member's action, made on the view of ``seq``.

        :raises Refused: ``stale_seq`` or whatever the table or the laws refuse.
        """
        async with room.lock:
            if seq != room.game.seq:
                raise Refused("stale_seq", f"the table has moved on: your view is of event {seq}, the "
                              f"table is at event {room.game.seq}; look again and act on the new view")
            await self.commit(room, room.game.propose_action(place, text))

    # -- computer players -------------------------------------------------------------------
    def kick(self, room: Room) -> None:
        """Set the computer player going when it is its turn (or deal on at a computers' table)."""
        game = room.game
        if room.thinking or (game.computer_to_act() is None and not game.wants_next()):
            return
        room.thinking = True
        self._spawn(self._computer(room))

    async def _computer(self, room: Room) -> None:
        try:
            await self._computer_turn(room)
        except Refused as error:
            LOG.warning("table %s: computer player refused (%s)", room.game.config.table_id, error.reason)
        except asyncio.CancelledError:
            raise
        except Exception:
            LOG.exception("table %s: computer player failed", room.game.config.table_id)
        finally:
            room.thinking = False
        if room.game.computer_to_act() is not None or room.game.wants_next():
            await asyncio.sleep(0)
            self.kick(room)

    async def _computer_turn(self, room: Room) -> None:
        game = room.game
        if game.wants_next():
            async with room.lock:
                if game.wants_next():
                    await self.commit(room, game.propose_next())
            return
        if isinstance(game, ThreeGame):
            await self._three_computer_turn(room, game)
            return
        if isinstance(game, LawsGame):
            await laws_computer_turn(self, room)
            return
        seat = game.computer_to_act()
        state, table = game.state, game.table
        if seat is None or state is None or table is None:
            return
        seq = game.seq
        rubber = table.rubber
        context = ScoreContext(rubber.game_score, rubber.games_won)
        text = await self.thinkers.choose(game.config.computer, f"{game.config.seed}:{seq}:{seat.name}",
                                          view_of(state, seat, context))
        async with room.lock:
            if room.game is not game or game.seq != seq:
                return  # the table moved on while it thought: think again
            place = next(p for p, s in game.seat_of_place.items() if s == seat)
            await self.commit(room, game.propose_action(place, text))

    async def _three_computer_turn(self, room: Room, game: ThreeGame) -> None:
        place = game.computer_to_act()
        if place is None:
            return
        seq = game.seq
        text = await self.thinkers.choose(game.config.computer, f"{game.config.seed}:{seq}:{place}",
                                          game.computer_view(place), function=think_three)
        async with room.lock:
            if room.game is not game or game.seq != seq:
                return  # the table moved on while it thought: think again
            await self.commit(room, game.propose_action(place, text))


__all__ = ["Connection", "Hub", "Room", "token_hash"]
