"""A connection's outgoing queue has a bound (issue 31, item 5): past it the connection is given
up (what waited dropped, nothing more queued, the writer told to close with 4413) and its room
forgets it, so a client that does not read cannot grow the server."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.web.connection import CLOSE_SLOW_READER, MAX_QUEUE_CHARS, MAX_QUEUE_FRAMES, Connection
from bridgewhist.web.kinds.four_hand import FourHandKind
from bridgewhist.web.room import Room
from bridgewhist.web.tables.places import TableConfig


def test_the_bound_and_the_close_code_are_the_documented_ones() -> None:
    assert (MAX_QUEUE_FRAMES, MAX_QUEUE_CHARS, CLOSE_SLOW_READER) == (2000, 1 << 20, 4413)


def test_frames_taken_by_the_writer_no_longer_count() -> None:
    connection = Connection(0, "t1", max_frames=3, max_chars=10)

    async def run() -> list[str | None]:
        taken = []
        for _ in range(20):   # a reader keeps up: never past the bound
            connection.send("abcd")
            taken.append(await connection.take())
        return taken
    assert asyncio.run(run()) == ["abcd"] * 20
    assert not connection.closed and connection.queued_chars == 0


def test_past_the_characters_bound_the_connection_is_given_up_with_one_warning(
        caplog: pytest.LogCaptureFixture) -> None:
    connection = Connection(None, "t1", max_frames=100, max_chars=10)
    with caplog.at_level(logging.WARNING, logger="bridgewhist.web"):
        connection.send("x" * 6)
        assert not connection.closed
        connection.send("y" * 6)
        connection.send("z" * 6)   # ignored: given up already
    assert connection.closed and connection.queue.qsize() == 1
    assert asyncio.run(connection.take()) is None
    [record] = caplog.records
    assert "t1" in record.message and "a spectator" in record.message and "12 characters" in record.message


def test_the_room_forgets_a_connection_given_up() -> None:
    game = FourHandKind(TableConfig("t1", load_law_code("english-1904"), seed=5))
    for event in game.propose_join("Ann", person=True, token_hash="h"):
        game.apply(event)
    room = Room(game)
    reader, stalled = Connection(0, "t1"), Connection(None, "t1", max_frames=2)
    room.add(reader)
    room.add(stalled)
    room.send_views()
    room.send_views()
    assert room.connections == {reader, stalled}
    room.send_views()   # the third frame waiting: past the bound
    assert stalled.closed and room.connections == {reader}
    assert reader.queue.qsize() == 3
