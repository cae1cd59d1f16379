"""Tables not in use leave memory (issue 31, item 5): a room idle for the hub's ``idle_seconds``
is dropped and its memory freed; never while a connection is open, its lock held, a computer
thinking or a computer turn due; rebuilt from its log on next use exactly as it was; and a room
dropped that something still holds is taken back, never rebuilt beside it."""

from __future__ import annotations

import asyncio
import gc
import random
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgewhist.laws import load_law_code
from bridgewhist.web.app import create_app
from bridgewhist.web.connection import Connection
from bridgewhist.web.eviction import SWEEP_SECONDS, Sweeper, in_use
from bridgewhist.web.hub import Hub
from bridgewhist.web.kinds.four_hand import FourHandKind
from bridgewhist.web.room import Room
from bridgewhist.web.tables.places import TableConfig
from web.helpers import Player, join, new_table, play_random, settled_views

pytestmark = pytest.mark.web

FAR = 10.0**6
"""Seconds ahead: every room is long idle then."""


def _room(people: int = 4) -> Room:
    """A room of a four-hand table: ``people`` persons, the rest computer players, all seated."""
    game = FourHandKind(TableConfig("t1", load_law_code("english-1904"), seed=5))
    for n in range(4):
        for event in game.propose_join(f"P{n}", person=n < people, token_hash=f"h{n}"):
            game.apply(event)
    return Room(game)


def test_an_idle_room_leaves_and_a_room_in_use_stays() -> None:
    rooms = {"t1": _room()}
    sweeper = Sweeper(rooms, idle_seconds=60.0)
    now = time.monotonic()
    assert sweeper.sweep(now) == [] and "t1" in rooms        # touched just now
    assert sweeper.sweep(now + 61) == ["t1"] and rooms == {}
    assert sweeper.dropped == 1


def test_a_room_is_never_dropped_while_a_connection_is_open_or_a_computer_thinks() -> None:
    room = _room()
    rooms = {"t1": room}
    sweeper = Sweeper(rooms, idle_seconds=1.0)
    connection = Connection(0, "t1")
    room.add(connection)
    assert sweeper.sweep(time.monotonic() + FAR) == [] and in_use(room)
    room.discard(connection)
    assert room.start_thinking()
    assert sweeper.sweep(time.monotonic() + FAR) == []
    room.stop_thinking()
    # The sweep that found it in use counts its idle time from then.
    assert sweeper.sweep(room.touched + 0.5) == []
    assert sweeper.sweep(room.touched + 1.0) == ["t1"]


def test_a_room_is_never_dropped_while_its_lock_is_held() -> None:
    room = _room()
    rooms = {"t1": room}
    sweeper = Sweeper(rooms, idle_seconds=1.0)

    async def held() -> list[str]:
        async with room.lock:
            return sweeper.sweep(time.monotonic() + FAR)
    assert asyncio.run(held()) == [] and "t1" in rooms
    assert sweeper.sweep(room.touched + 1.0) == ["t1"]   # let go once the lock is free


def test_a_room_whose_computer_turn_is_due_is_never_dropped() -> None:
    room = _room(people=0)   # four computer players: a turn is always due
    assert room.game.computer_place() is not None or room.game.wants_next()
    rooms = {"t1": room}
    assert Sweeper(rooms, idle_seconds=1.0).sweep(time.monotonic() + FAR) == [] and "t1" in rooms


def test_a_room_dropped_but_still_held_is_taken_back_not_rebuilt() -> None:
    room = _room()
    rooms = {"t1": room}
    sweeper = Sweeper(rooms, idle_seconds=1.0, stale_on_return=True)
    assert sweeper.sweep(time.monotonic() + FAR) == ["t1"]
    assert sweeper.take_back("t1") is room and rooms["t1"] is room and room.stale
    # At the sweep: a connection opened on a dropped room (it waited for its hello) brings it back.
    sweeper.sweep(time.monotonic() + FAR)
    waiting = Connection(None, "t1")
    room.add(waiting)
    assert "t1" not in rooms
    sweeper.sweep()
    assert rooms["t1"] is room
    # A room no one holds is freed: nothing to take back.
    room.discard(waiting)
    del waiting
    sweeper.sweep(time.monotonic() + FAR)
    del room
    gc.collect()
    assert sweeper.take_back("t1") is None and "t1" not in rooms


def test_the_sweep_runs_often_enough_for_its_idle_time() -> None:
    assert Sweeper({}, idle_seconds=600.0).every == SWEEP_SECONDS
    assert Sweeper({}, idle_seconds=0.2).every == 0.1


def test_an_idle_table_leaves_memory_and_comes_back_exactly_as_it_was(tmp_path: Path) -> None:
    with TestClient(create_app(str(tmp_path / "tables.db"), workers=0, idle_seconds=0.3)) as client:
        hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
        table_id = new_table(client, seed=7)
        tokens: list[str | None] = [join(client, table_id, name) for name in ("Ann", "Bob", "Cy", "Di")]
        players = [Player(client, table_id, token) for token in tokens]
        play_random(players, [], random.Random(4), max_actions=30)
        for player in players:
            player.close()
        tokens.append(None)
        before = settled_views(client, table_id, tokens)
        summary = client.get(f"/api/tables/{table_id}").json()
        for _ in range(100):   # the sweep lets it go within idle_seconds + every
            if table_id not in hub.rooms:
                break
            time.sleep(0.05)
        assert table_id not in hub.rooms
        gc.collect()
        assert table_id not in hub.sweeper.let_go   # freed, not merely unlisted
        assert client.get(f"/api/tables/{table_id}").json() == summary   # rebuilt from its log
        assert settled_views(client, table_id, tokens) == before
        # Play goes on from where it was.
        players = [Player(client, table_id, token) for token in tokens[:4]]
        seq = players[0].view["seq"]
        actor = next(p for p in players if p.view["view"]["legal"])
        actor.send({"type": "action", "action": actor.view["view"]["legal"][0]["action"], "seq": seq})
        assert all(p.sync(seq + 1)["seq"] >= seq + 1 for p in players)
        for player in players:
            player.close()


def test_the_hub_takes_back_a_room_it_let_go_that_a_request_still_holds(tmp_path: Path) -> None:
    with TestClient(create_app(str(tmp_path / "tables.db"), workers=0)) as client:
        hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
        table_id = new_table(client, seed=3)
        portal = client.portal
        assert portal is not None
        held = portal.call(hub.room, table_id)   # a request between its lookup and its use
        assert portal.call(hub.sweeper.sweep, time.monotonic() + FAR) == [table_id]
        assert table_id not in hub.rooms
        assert portal.call(hub.room, table_id) is held and hub.rooms[table_id] is held
