"""The tables in play: each in memory with its lock and its connections, committed before sent.

:class:`Hub` owns the store (run in one thread of its own, so the event loop never waits on
the database), the computer players' workers and a :class:`Room` per table. It never asks which
kind of table it holds: every table is a :class:`~bridgewhist.web.kinds.protocol.TableKind`.
Every change goes the same way, under the table's lock: check the request's ``seq``, turn it
into events through the table (the rules engine decides), commit the events, apply them, then
queue the frames for every connection. A client's frames go out through its own queue in order,
so a slow client never holds a table up. A computer player's turn goes one way at every kind of
table: the table says whose turn it is and what he may see, the workers think
(:class:`~bridgewhist.web.computer.Thinkers`, one budget, the first legal action if they overrun
or fail), and the answer is proposed like anyone's.

On PostgreSQL several processes may serve one site (docs/deploy.md): a room is then a cache of
the table's committed log. A commit that finds its seq taken (another process committed first)
reads the events it missed, tells them, and refuses the request with ``stale_seq`` (the fresh
view follows); a join, fill or leave is simply proposed again on the fresh table. Each process
hears of the others' commits through :class:`~bridgewhist.web.fanout.Fanout` and catches up
(:class:`~bridgewhist.web.fanout.Catchup`, :meth:`Hub.catch_up`); a computer turn is taken only
by the process holding the table's lease (:class:`~bridgewhist.web.leases.Leases`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hashlib
import logging
import secrets
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from bridgewhist.laws import LawCode
from bridgewhist.notation.limits import shown
from bridgewhist.web.backoff import backoff_after
from bridgewhist.web.computer import Thinkers
from bridgewhist.web.eviction import IDLE_SECONDS, Sweeper
from bridgewhist.web.fanout import Catchup, Fanout
from bridgewhist.web.kinds import TableKind, kind_of_log
from bridgewhist.web.leases import Leases
from bridgewhist.web.models import EventFrame
from bridgewhist.web.room import Room
from bridgewhist.web.seat_limits import SeatLimits
from bridgewhist.web.store import NOTIFY_CHANNEL, StorageFailed, Store, UnknownTable, failure_cause
from bridgewhist.web.tables.consent import may_judge_claim
from bridgewhist.web.tables.events import Event, JoinEvent, TableEvent
from bridgewhist.web.tables.places import Refused, TableConfig

LOG = logging.getLogger("bridgewhist.web")
T = TypeVar("T")

LIVE_SECONDS = 3600.0
"""A table written within this many seconds is loaded when the server starts; any other (finished,
or idle that long) is loaded on first use, so start-up grows with the tables in play, not with
the history (issue 14, item 6)."""
UNDO_WINDOW = 1.5
"""Seconds the computer players of a served table wait after a person's action (issue 31)."""
RETRIES = 5
"""How many times a join, fill or leave is proposed again on a table another process moved on."""


def token_hash(token: str) -> str:
    """What the database keeps of a seat's token: its SHA-256, never the token."""
    return hashlib.sha256(token.encode()).hexdigest()


class Hub:
    """Every table of one server."""

    def __init__(self, store: Store, thinkers: Thinkers, *, idle_seconds: float = IDLE_SECONDS) -> None:
        self.store = store
        self.thinkers = thinkers
        self.rooms: dict[str, Room] = {}
        self.undo_window = 0.0
        """Seconds the computer players wait after a person's action before acting, so that a
        misclick tapped back at once is taken back with their consent, nobody having acted since
        (``bridgewhist serve --undo-window``, default :data:`UNDO_WINDOW`; 0 in the tests)."""
        self.seat_limits = SeatLimits()
        """The talk, hint and advisor limits of each seat (or spectator's address): web/seat_limits.py."""
        self.sweeper = Sweeper(self.rooms, idle_seconds, stale_on_return=store.postgres)
        """Lets the rooms not in use for ``idle_seconds`` leave memory (a task from :meth:`start`)."""
        self.live_seconds = LIVE_SECONDS
        self._loading = asyncio.Lock()
        self._db = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bridgewhist-db")
        self._checkpointer = concurrent.futures.ThreadPoolExecutor(max_workers=1,
                                                                   thread_name_prefix="bridgewhist-wal")
        self._tasks: set[asyncio.Task[None]] = set()
        self._stopping = False
        self.leases = Leases(store)
        self.fanout: Fanout | None = None
        """The listening connection, on PostgreSQL (set going by :meth:`start`)."""
        self.listeners: dict[str, Callable[[str, int], None]] = {}
        """What else hears the other processes' notifications, by channel (register before :meth:`start`)."""

    async def db(self, function: Callable[..., T], *args: Any) -> T:
        """Run a store call in the database thread.

        :raises StorageFailed: when the database does not answer or refuses (an
            :class:`~sqlalchemy.exc.IntegrityError`, a key taken, is raised as it is).
        """
        try:
            return await asyncio.get_running_loop().run_in_executor(self._db, function, *args)
        except IntegrityError:
            raise
        except SQLAlchemyError as error:
            raise StorageFailed(failure_cause(error)) from None

    async def start(self) -> None:
        """Migrate the database, rebuild the tables in play (written within :attr:`live_seconds`)
        and set their computer players going; every other table waits for its first use."""
        await self.db(self.store.migrate)
        since = (datetime.now(UTC) - timedelta(seconds=self.live_seconds)).isoformat(timespec="microseconds")
        for table_id in await self.db(self.store.live_table_ids, since):
            await self.room(table_id)
        if self.store.needs_checkpoints:
            self.spawn(self._checkpoints())
        self.spawn(self.sweeper.run())
        if self.store.postgres:
            catchup = Catchup(self)
            self.fanout = Fanout(self.store.url, channels={NOTIFY_CHANNEL: catchup.heard, **self.listeners},
                                 poll=catchup.poll, resync=catchup.resync)
            self.spawn(self.fanout.run())

    async def _checkpoints(self, every: float = 2.0) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(every)
            try:
                await loop.run_in_executor(self._checkpointer, self.store.checkpoint)
            except Exception as error:  # a busy database: try again at the next tick
                LOG.warning("checkpoint failed: %s", type(error).__name__)

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run a task of the hub's: every task the hub or its parts start (computer turns, sweeps,
        catch-ups, the table talk's relays) is one, cancelled and awaited when it stops; once it
        is stopping, nothing more is started (``coroutine`` is closed unrun)."""
        if self._stopping:
            coroutine.close()
            return
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        """Cancel the hub's tasks and wait for their end, stop the computer players, close the database."""
        self._stopping = True
        tasks = list(self._tasks)   # none is added from now on (spawn refuses)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.thinkers.close()
        self._checkpointer.shutdown(wait=True)
        if self.store.postgres:
            try:
                await self.db(self.leases.release)
            except Exception as error:  # the database gone: the leases expire by themselves
                LOG.warning("releasing the leases failed: %s", type(error).__name__)
        try:
            await self.db(self.store.checkpoint)
        except StorageFailed as error:   # a full disk: the write-ahead log is read at the next start
            LOG.warning("the last checkpoint failed: %s", error.cause)
        await self.db(self.store.close)
        self._db.shutdown(wait=True)

    # -- tables -----------------------------------------------------------------------------
    async def create(self, code: LawCode, mode: str, computer: str, seed: int | None,
                     kind: type[TableKind], opening: TableEvent | None = None,
                     agreements: tuple[str, str] = ("none", "none")) -> Room:
        """Store a new table of ``kind`` and open its room; ``opening`` (the kind's settings) is
        the first event of its log; ``agreements`` North-South's and East-West's."""
        table_id = secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")
        config = TableConfig(table_id, code, mode, computer,
                             secrets.randbelow(2**31) if seed is None else seed,
                             datetime.now(UTC).isoformat(timespec="microseconds"), agreements)
        game = kind(config)
        events = [] if opening is None else [opening]
        await self.db(self.store.create_table, config, events)   # the table with its opening, or nothing
        for event in events:
            game.apply(event)
        room = Room(game)
        self.rooms[table_id] = room
        return room

    async def room(self, table_id: str) -> Room:
        """The room of a table, rebuilt from its events on first use or after it left memory (its
        computer players then set going); a room let go that something still holds is taken back.

        :raises Refused: ``unknown_table`` (404).
        """
        room = self.rooms.get(table_id)
        if room is not None:
            room.touch()
            if room.stale:
                await self.refresh(room)
            return room
        async with self._loading:
            room = self.rooms.get(table_id) or self.sweeper.take_back(table_id)
            if room is None:
                room = Room(await self._rebuild(table_id))
                self.rooms[table_id] = room
                self.kick(room)
            room.touch()
        if room.stale:
            await self.refresh(room)
        return room

    async def _rebuild(self, table_id: str) -> TableKind:
        try:
            config, events = await self.db(self.store.load, table_id)
        except UnknownTable:
            raise Refused("unknown_table", f"there is no table {shown(table_id)}", status=404) from None
        game = kind_of_log(config, events)(config)
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
        except IntegrityError:
            LOG.info("table %s: event %d was committed by another process", game.config.table_id,
                     game.seq + 1)
            await self.catch_up(room)
            raise Refused("stale_seq", "the table moved on before your action was saved (another player "
                          "acted first): look again and act on the new view") from None
        except StorageFailed as error:
            # Nothing was applied: the room is as it was (no read of the database, which may be
            # away). A commit that landed all the same is read back by the next commit (its seq
            # taken) or, on PostgreSQL, by its own notification.
            raise StorageFailed(error.cause, "the table could not be saved; nothing was accepted") from None
        self._tell(room, events)

    def _tell(self, room: Room, events: list[Event]) -> None:
        """Apply committed events, queue their frames and each receiver's view, kick the computer."""
        game = room.game
        for event in events:
            game.apply(event)
            LOG.info("table %s: event %d %s", game.config.table_id, game.seq, event.kind)
            room.send_all([EventFrame(seq=game.seq, kind=item["kind"], text=item["text"])
                           for item in game.announce(event)])
        room.send_views()
        self.kick(room)

    # -- other processes' commits -----------------------------------------------------------
    async def catch_up(self, room: Room) -> None:
        """Apply and tell the events committed after the room's seq by another process (the caller
        holds the room's lock)."""
        game = room.game
        table_id = game.config.table_id
        room.caught_up()
        missed = await self.db(self.store.events_after, table_id, game.seq)
        if not missed:
            return
        if missed[0][0] != game.seq + 1:   # never: the log has no holes; rebuild all the same
            LOG.error("table %s: the log jumps from %d to %d; rebuilt", table_id, game.seq, missed[0][0])
            room.replace_game(await self._rebuild(table_id))
            room.send_views()
            self.kick(room)
            return
        LOG.info("table %s: events %d..%d from the database", table_id, missed[0][0], missed[-1][0])
        self._tell(room, [event for _, event in missed])

    async def refresh(self, room: Room) -> None:
        """Catch a room up with the database before a connection opens on it (PostgreSQL only:
        on SQLite this process wrote every event)."""
        if self.store.postgres:
            async with room.lock:
                await self.catch_up(room)

    async def join(self, room: Room, name: str) -> tuple[str, int, str]:
        """A person takes a place: (token, place, name as seated)."""
        token = secrets.token_urlsafe(24)
        events = await self._again(room, lambda: room.game.propose_join(name, person=True,
                                                                        token_hash=token_hash(token)))
        joined = events[0]
        assert isinstance(joined, JoinEvent)
        return token, joined.place, joined.name

    def place_of(self, room: Room, token: str | None) -> int:
        """The place a token holds.

        :raises Refused: ``bad_token`` (401).
        """
        place = None if not token else room.game.place_of_token(token_hash(token))
        if place is None:
            raise Refused("bad_token", "that seat token is not (or no longer) good at this table", status=401)
        return place

    async def token_place(self, room: Room, token: str | None) -> int:
        """The place a token holds, as :meth:`place_of`; on PostgreSQL a token new to this process
        may be of a join another process committed a moment ago (its notification not yet heard,
        or lost): the room is caught up from the database and asked once more.

        :raises Refused: ``bad_token`` (401).
        """
        try:
            return self.place_of(room, token)
        except Refused:
            if not token or not self.store.postgres:
                raise
        await self.refresh(room)
        return self.place_of(room, token)

    async def fill(self, room: Room, token: str | None) -> None:
        """Computer players in the empty places (asked by a member)."""
        await self.token_place(room, token)

        def propose() -> list[Event]:
            self.place_of(room, token)
            return room.game.propose_fill()
        await self._again(room, propose)

    async def leave(self, room: Room, token: str | None) -> None:
        """A member gives his place up."""
        place = await self.token_place(room, token)
        await self._again(room, lambda: room.game.propose_leave(self.place_of(room, token)))
        room.unseat(place)
        room.send_views()

    async def _again(self, room: Room, propose: Callable[[], list[Event]]) -> list[Event]:
        """Commit what ``propose`` makes of the table, under its lock; proposed again (at most
        :data:`RETRIES` times) when another process moved the table on first."""
        for attempt in range(RETRIES):
            async with room.lock:
                events = propose()
                try:
                    await self.commit(room, events)
                except Refused as error:
                    if error.reason != "stale_seq" or attempt == RETRIES - 1:
                        raise
                    continue
                return events
        raise AssertionError("unreachable")  # pragma: no cover

    async def act(self, room: Room, place: int, text: str, seq: int) -> None:
        """A member's action, made on the view of ``seq``.

        :raises Refused: ``stale_seq`` or whatever the table or the laws refuse.
        """
        async with room.lock:
            if seq > room.game.seq:   # a view from another process, ahead of this one
                await self.catch_up(room)
            if seq != room.game.seq:
                raise Refused("stale_seq", f"the table has moved on: your view is of event {seq}, the "
                              f"table is at event {room.game.seq}; look again and act on the new view")
            room.person_acts(asyncio.get_running_loop().time())
            await self.commit(room, await self.propose(room.game, place, text))

    @staticmethod
    async def propose(game: TableKind, place: int, text: str) -> list[Event]:
        """The events of an action. One that may judge or settle a claim by double dummy
        (:func:`~bridgewhist.web.tables.consent.may_judge_claim`; DDS takes up to a fifth of a
        second on a whole deal, ``benchmarks/claim_settle.py``) is proposed in a thread, off the
        event loop (the table is only read); the rest, quick, in the loop (a thread for every
        card costs the other tables' latency)."""
        if may_judge_claim(text):
            return await asyncio.to_thread(game.propose_action, place, text)
        return game.propose_action(place, text)

    # -- computer players -------------------------------------------------------------------
    def kick(self, room: Room) -> None:
        """Set the computer player going when it is its turn (or deal on at a computers' table)."""
        game = room.game
        if game.computer_place() is None and not game.wants_next():
            return
        if room.start_thinking():
            self.spawn(self._computer(room))

    async def _lease(self, room: Room) -> bool:
        """Wait until this process holds the table's lease while a computer turn waits (at once on
        SQLite); False when none waits any more (another process took it)."""
        if not self.store.postgres:
            return True
        while room.game.computer_place() is not None or room.game.wants_next():
            if await self.db(self.leases.take, room.game.config.table_id):
                if not room.stale:
                    return True
                async with room.lock:   # held, on a table that moved on unwatched here: look again
                    await self.catch_up(room)
                continue
            await asyncio.sleep(self.leases.seconds / 3)
        return False

    async def _computer(self, room: Room) -> None:
        try:
            failed = await self._computer_tried(room)
            wait = room.after_turn(failed=failed)
            if failed:   # still thinking meanwhile: nothing else starts the turn
                await asyncio.sleep(wait)
        finally:
            room.stop_thinking()
        if room.game.computer_place() is not None or room.game.wants_next():
            await asyncio.sleep(0)
            self.kick(room)

    async def _computer_tried(self, room: Room) -> bool:
        """Take a computer turn; True when it failed (logged in one line) and is tried again only
        after :func:`backoff_after` seconds, so a database away or full is not asked in a loop."""
        table_id = room.game.config.table_id
        try:
            if await self._lease(room):
                await self._computer_turn(room)
        except StorageFailed as error:
            LOG.warning("table %s: computer turn: storage_failed (%s); again in %.1f s", table_id,
                        error.cause, backoff_after(room.backoff))
            return True
        except Refused as error:   # stale_seq: another process acted first; think again on the new table
            if error.reason == "stale_seq":
                LOG.info("table %s: computer player refused (stale_seq)", table_id)
                return False
            LOG.warning("table %s: computer player refused (%s)", table_id, error.reason)
            return True
        except asyncio.CancelledError:
            raise
        except Exception:
            LOG.exception("table %s: computer player failed", table_id)
            return True
        return False

    async def _computer_turn(self, room: Room) -> None:
        """The server deals on, or the computer player whose turn it is thinks and acts."""
        game = room.game
        if game.wants_next():
            async with room.lock:
                if game.wants_next():
                    await self.commit(room, game.propose_next())
            return
        wait = room.person_acted + self.undo_window - asyncio.get_running_loop().time()
        if wait > 0:   # a person's misclick may still be tapped back: nobody acts after it yet
            await asyncio.sleep(wait)
        turn = game.computer_turn()
        if turn is None:
            return
        seq = game.seq
        config = game.config
        LOG.info("table %s: computer turn at event %d (%s)", config.table_id, seq, self.leases.holder)
        text = await self.thinkers.choose(config.computer, f"{config.seed}:{seq}:{turn.label}", turn)
        async with room.lock:
            if room.game is not game or game.seq != seq:
                return  # the table moved on while it thought: think again
            await self.commit(room, await self.propose(game, turn.place, text))


__all__ = ["UNDO_WINDOW", "Hub", "token_hash"]
