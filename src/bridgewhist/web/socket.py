"""One table's websocket: the receiver's views and events out, his actions in.

A connection with a token holds its member's place; without one it is a spectator's. Frames in
are checked here for their shape (JSON object, known ``type``, fields of the right type); the
action itself goes to the hub and the rules engine. Whatever is refused comes back as an error
frame with the reason and the law, followed by the receiver's view; the connection goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from bridgewhist.web.hub import Connection, Hub, Room, token_hash
from bridgewhist.web.tables.four_hand import Refused

LOG = logging.getLogger("bridgewhist.web")
MAX_FRAME = 4096
"""The longest frame a client may send (an action is a few words)."""


def error_frame(error: Refused, ref: Any = None) -> str:
    """An error frame's text."""
    return json.dumps({"type": "error", "ref": ref if isinstance(ref, str | int) else None,
                       **error.as_dict()}, separators=(",", ":"))


def parse_frame(text: str) -> tuple[str, dict[str, Any]]:
    """A client frame's type and body.

    >>> parse_frame('{"type": "ping"}')
    ('ping', {'type': 'ping'})
    >>> parse_frame('[1]')
    Traceback (most recent call last):
    ...
    bridgewhist.web.tables.four_hand.Refused: a frame must be a JSON object with a "type"

    :raises Refused: ``bad_json``, ``bad_frame`` or ``unknown_type``.
    """
    if len(text) > MAX_FRAME:
        raise Refused("bad_frame", f"a frame may be at most {MAX_FRAME} characters")
    try:
        frame = json.loads(text)
    except ValueError:
        raise Refused("bad_json", "the frame is not JSON") from None
    if not isinstance(frame, dict) or not isinstance(frame.get("type"), str):
        raise Refused("bad_frame", 'a frame must be a JSON object with a "type"')
    kind = frame["type"]
    if kind == "action":
        if not isinstance(frame.get("action"), str):
            raise Refused("bad_frame", 'an action frame needs "action": the action\'s text, such as "HK"')
        seq = frame.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise Refused("bad_frame", 'an action frame needs "seq": the number of the view acted on')
    elif kind != "ping":
        raise Refused("unknown_type", f"unknown frame type {kind[:40]!r}: expected 'action' or 'ping'")
    return kind, frame


async def _writer(websocket: WebSocket, connection: Connection) -> None:
    while True:
        text = await connection.queue.get()
        if text is None:
            return
        await websocket.send_text(text)


async def serve_socket(hub: Hub, websocket: WebSocket, table_id: str, token: str | None) -> None:
    """Serve one websocket until it closes."""
    try:
        room = await hub.room(table_id)
    except Refused as error:
        await websocket.close(code=4404, reason=error.message[:120])
        return
    place = None
    if token:
        place = room.game.place_of_token(token_hash(token))
        if place is None:
            await websocket.close(code=4401, reason="that seat token is not good at this table")
            return
    await websocket.accept()
    connection = Connection(place)
    room.connections.add(connection)
    writer = asyncio.get_running_loop().create_task(_writer(websocket, connection))
    room.send_views()
    try:
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None:
                connection.send(error_frame(Refused("bad_frame", "frames are JSON text, not binary")))
                continue
            await _handle(hub, room, connection, text)
    except WebSocketDisconnect:
        pass
    finally:
        room.connections.discard(connection)
        connection.queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await writer
        room.send_views()


async def _handle(hub: Hub, room: Room, connection: Connection, text: str) -> None:
    ref: Any = None
    try:
        kind, frame = parse_frame(text)
        ref = frame.get("ref")
        if kind == "ping":
            connection.send('{"type":"pong"}')
            return
        if connection.place is None:
            raise Refused("spectator", "a spectator cannot act: join the table to take a place")
        await hub.act(room, connection.place, frame["action"], frame["seq"])
    except Refused as error:
        LOG.info("table %s: refused (%s)", room.game.config.table_id, error.reason)
        connection.send(error_frame(error, ref))
        room.send_views(only=connection)


__all__ = ["MAX_FRAME", "error_frame", "parse_frame", "serve_socket"]
