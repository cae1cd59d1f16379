"""One table's websocket: the receiver's views and events out, his actions in.

The first frame a client sends is a ``hello`` with its seat token (or none): the token never
travels in the URL, which a log, a proxy or a browser's history keeps. A connection with a token
holds its member's place; without one it is a spectator's. Frames in
are checked here by their models (:func:`~bridgewhist.web.models.parse_frame`: a JSON object, a
known ``type``, fields of the right type); the action itself goes to the hub and the rules engine.
Whatever is refused comes back as an error frame with the reason and the law, followed by the
receiver's view; the connection goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from bridgewhist.web.advisor import ADVISOR_AVAILABLE, NO_DDS, AdvisorAsk, advice_frame
from bridgewhist.web.chat import say, send_history
from bridgewhist.web.connection import CLOSE_SLOW_READER, SLOW_READER, Connection
from bridgewhist.web.hints import hint_frame
from bridgewhist.web.hub import Hub
from bridgewhist.web.models import (
    ChatFrame,
    HelloFrame,
    HintFrame,
    PingFrame,
    PongFrame,
    error_frame,
    frame_text,
    parse_frame,
)
from bridgewhist.web.room import Room
from bridgewhist.web.seat_limits import Holder, SeatLimit, holder_of, wait_words
from bridgewhist.web.store import StorageFailed
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.tables.seen import undo_index

LOG = logging.getLogger("bridgewhist.web")

CLOSE_BAD_TOKEN = 4401
"""Close code: the seat token is not good at this table (docs/web-protocol.md, "Close codes")."""
CLOSE_UNKNOWN_TABLE = 4404
"""Close code: there is no such table on this server."""
CLOSE_BAD_HELLO = 4400
"""Close code: the first frame was not a good ``hello``, or a token came in the URL."""
CLOSE_NO_HELLO = 4408
"""Close code: no ``hello`` came within :data:`HELLO_TIMEOUT` seconds of the accept."""
CLOSE_TRY_AGAIN = 1013
"""Close code (the standard "try again later"): the database did not answer while the connection
opened, for a table this process does not hold; an error frame ``storage_failed`` comes first."""
ADVISOR_BUSY = "the advisor is still reckoning this seat's last ask: ask again once its table has come"
"""Why the advisor is not asked again while the seat's last job runs (one at a time a seat)."""
TOKEN_IN_URL = 'the seat token goes in the first frame {"type": "hello"}, never in the URL'
UNDO_TRIES = 3
"""Times a named undo is tried on the table as it stands before its ``stale_seq`` is said."""
HELLO_TIMEOUT = 5.0
"""Seconds the server waits for a connection's first frame, the ``hello``."""


async def _writer(websocket: WebSocket, connection: Connection) -> None:
    while True:
        text = await connection.take()
        if text is None:
            if connection.closed:   # it did not read: too many frames waited (web/connection.py)
                await websocket.close(code=CLOSE_SLOW_READER, reason=SLOW_READER)
            return
        await websocket.send_text(text)


async def _hello(websocket: WebSocket) -> HelloFrame | None:
    """The connection's first frame, a ``hello``; None once the connection is closed for want of one."""
    if "token" in websocket.query_params:   # an old client: refused, whatever the token
        await websocket.close(code=CLOSE_BAD_HELLO, reason=TOKEN_IN_URL)
        return None
    try:
        message = await asyncio.wait_for(websocket.receive(), HELLO_TIMEOUT)
    except TimeoutError:
        await websocket.close(code=CLOSE_NO_HELLO, reason=f"no hello frame within {HELLO_TIMEOUT:g} s")
        return None
    if message["type"] == "websocket.disconnect":
        return None
    try:
        frame = parse_frame(message.get("text") or "")
    except Refused as error:
        reason = f"the first frame must be a hello: {error.message}"
        await websocket.close(code=CLOSE_BAD_HELLO, reason=reason[:120])
        return None
    if not isinstance(frame, HelloFrame):
        await websocket.close(code=CLOSE_BAD_HELLO,
                              reason=f"the first frame must be a hello, not {frame.type}")
        return None
    return frame


async def serve_socket(hub: Hub, websocket: WebSocket, table_id: str) -> None:
    """Serve one websocket until it closes."""
    # Accepted first, then closed with an application code the page can explain (a close before
    # the accept is an HTTP 403, which a browser reports only as 1006).
    await websocket.accept()
    failure: StorageFailed | None = None   # the database away: the table as held here, and the error
    try:
        room = await hub.room(table_id)
    except StorageFailed as error:
        held = hub.rooms.get(table_id)
        if held is None:
            await _try_again(websocket, table_id, error)
            return
        room, failure = held, error
    except Refused as error:
        await websocket.close(code=CLOSE_UNKNOWN_TABLE, reason=error.message[:120])
        return
    hello = await _hello(websocket)
    if hello is None:
        return
    place = None
    if hello.token:
        try:
            place = await hub.token_place(room, hello.token)
        except StorageFailed as error:   # a token new here cannot be checked now
            await _try_again(websocket, table_id, error)
            return
        except Refused:
            await websocket.close(code=CLOSE_BAD_TOKEN, reason="that seat token is not good at this table")
            return
    if failure is None:
        try:
            await hub.refresh(room)   # another process's commits this one has not heard of yet
        except StorageFailed as error:
            failure = error
    connection = Connection(place, table_id)
    room.add(connection)
    writer = asyncio.get_running_loop().create_task(_writer(websocket, connection))
    room.send_views()
    # The limits are the seat's (every connection of it together), or the address's for a spectator.
    holder = holder_of(room.game.config.table_id, place, websocket.client.host if websocket.client else None)
    asked: set[asyncio.Task[None]] = set()   # this connection's advisor jobs
    try:
        if failure is None:
            try:
                await send_history(hub, room, connection)   # inside: a connection closed meanwhile is let go
            except StorageFailed as error:
                failure = error
        if failure is not None:   # kept open: the view from memory, actions refused until it is back
            LOG.warning("table %s: a connection: storage_failed (%s)", table_id, failure.cause)
            connection.send(error_frame(failure))
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None:
                connection.send(error_frame(Refused("bad_frame", "frames are JSON text, not binary")))
                continue
            await _handle(hub, room, connection, text, holder, asked)
    except WebSocketDisconnect:
        pass
    finally:
        for task in asked:   # an advisor's table nobody will read: its job is stopped
            task.cancel()
        room.discard(connection)
        connection.queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await writer
        room.send_views()


async def _try_again(websocket: WebSocket, table_id: str, error: StorageFailed) -> None:
    LOG.warning("table %s: a connection: storage_failed (%s); closed, to try again", table_id, error.cause)
    await websocket.send_text(frame_text(error_frame(error)))
    await websocket.close(code=CLOSE_TRY_AGAIN, reason="the database does not answer: try again shortly")


async def _advise(hub: Hub, connection: Connection, ask: AdvisorAsk, seq: int, limit: SeatLimit) -> None:
    try:
        connection.send((await advice_frame(hub.thinkers, ask, seq)).model_dump_json())
    except asyncio.CancelledError:   # the asker left before the answer: the seat may ask again
        if limit.advised == seq:
            limit.advised = None
        raise


def _hint(hub: Hub, room: Room, connection: Connection, holder: Holder,
          asked: set[asyncio.Task[None]]) -> None:
    if connection.place is None:
        raise Refused("spectator", "a spectator cannot ask for a hint: join the table to take a place")
    position = room.game.hint_position(connection.place)
    if position is None:
        raise Refused("no_hint", "no hint now: the maxims are asked only by the player whose turn it is, "
                      "at a friendly table (never at a club-laws table)")
    limit = hub.seat_limits.of(holder)
    seq = room.game.seq
    wait = limit.hint_wait(seq)
    if wait:
        raise Refused("too_fast", f"too many hints at once: wait {wait_words(wait)}")
    answer = hint_frame(position, seq)
    ask = position.advisor
    if ask is not None and not ADVISOR_AVAILABLE:
        answer.advisor, answer.advisor_note = "unavailable", NO_DDS
    elif ask is not None and limit.advised == seq:   # once a view, for the seat: the advisor is not free
        answer.advisor = "sent"
    elif ask is not None and limit.advisor_busy():   # one job at a time, for the seat
        answer.advisor, answer.advisor_note = "unavailable", ADVISOR_BUSY
    elif ask is not None:
        answer.advisor, limit.advised = "coming", seq
        task = asyncio.get_running_loop().create_task(_advise(hub, connection, ask, seq, limit))
        limit.advising = task
        asked.add(task)
        task.add_done_callback(asked.discard)
    connection.send(answer.model_dump_json())


async def _act(hub: Hub, room: Room, place: int, text: str, seq: int) -> None:
    """A member's action on the view of ``seq``. An undo that names its act (``undo 41``) is not
    tied to a view: the page shows the computer players' acts at its own pace, so its view may lag
    the table; the act named decides (:func:`~bridgewhist.web.tables.seen.undo_named_refusal`),
    on the table as it stands (issue 36)."""
    if undo_index(text) is None:
        await hub.act(room, place, text, seq)
        return
    for attempt in range(UNDO_TRIES):
        try:
            await hub.act(room, place, text, room.game.seq)
            return
        except Refused as error:   # stale_seq: another process committed first; try on its table
            if error.reason != "stale_seq" or attempt == UNDO_TRIES - 1:
                raise


async def _handle(hub: Hub, room: Room, connection: Connection, text: str, holder: Holder,
                  asked: set[asyncio.Task[None]]) -> None:
    ref: Any = None
    try:
        frame = parse_frame(text)
        ref = frame.ref
        if isinstance(frame, PingFrame):
            connection.send(PongFrame())
            return
        if isinstance(frame, HelloFrame):
            raise Refused("bad_frame", "hello is the first frame only: reconnect to change the token")
        if isinstance(frame, ChatFrame):
            await say(hub, room, connection, hub.seat_limits.of(holder).talk, frame.text)
            return
        if isinstance(frame, HintFrame):
            _hint(hub, room, connection, holder, asked)
            return
        if connection.place is None:
            raise Refused("spectator", "a spectator cannot act: join the table to take a place")
        await _act(hub, room, connection.place, frame.action, frame.seq)
    except Refused as error:   # storage_failed: a warning, one line
        (LOG.warning if error.reason == "storage_failed" else LOG.info)(
            "table %s: refused (%s%s)", room.game.config.table_id, error.reason,
            f": {error.cause}" if isinstance(error, StorageFailed) else "")
        connection.send(error_frame(error, ref))
        room.send_views(only=connection)


__all__ = ["CLOSE_BAD_HELLO", "CLOSE_BAD_TOKEN", "CLOSE_NO_HELLO", "CLOSE_TRY_AGAIN", "CLOSE_UNKNOWN_TABLE",
           "HELLO_TIMEOUT", "serve_socket"]
