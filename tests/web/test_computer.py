"""Computer players at the web table: in worker processes, within their time budget."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgewhist.agents import register_agent, view_of
from bridgewhist.agents.registry import unregister_agent
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand
from bridgewhist.web.app import create_app
from bridgewhist.web.computer import Thinkers, seat_turn
from support.slow_agents import Sleepy
from web.helpers import Player, join, new_table

pytestmark = pytest.mark.web


@pytest.fixture
def sleepy() -> Iterator[None]:
    register_agent("sleepy", Sleepy)
    Sleepy.release.clear()
    yield
    Sleepy.release.set()
    unregister_agent("sleepy")


def test_an_overrunning_player_gives_way_to_its_first_legal_action(sleepy: None) -> None:
    state = new_hand(load_law_code("american-1905"), Seat.S, rng=random.Random(2))
    thinkers = Thinkers(workers=0, budget=0.05)
    try:
        text = asyncio.run(thinkers.choose("sleepy", "s", seat_turn(0, Seat.S, view_of(state, Seat.S))))
    finally:
        Sleepy.release.set()
        thinkers.close()
    assert text == str(state.legal_actions()[0]) != str(state.legal_actions()[-1])


@pytest.mark.parametrize("computer", ["maxims", "learned"])
def test_computer_players_in_worker_processes_play_a_deal(tmp_path: Path, computer: str) -> None:
    """The lobby offers the player and a served table plays a deal with three of it in a worker
    process (``learned``: issue 38, item 5)."""
    app = create_app(str(tmp_path / "tables.db"), workers=1, think_seconds=30.0)
    with TestClient(app) as client:
        assert computer in client.get("/api/computers").json()["available"]
        table_id = new_table(client, computer=computer)
        token = join(client, table_id, "Ann")
        me = Player(client, table_id, token)
        try:
            client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token})
            view = me.view["view"]
            while view["phase"] != "over":
                frame = me.ws.receive_json()
                if frame["type"] != "view":
                    continue
                view = frame["view"]
                if view["legal"] and view["phase"] != "over":
                    me.send({"type": "action", "action": view["legal"][0]["action"], "seq": frame["seq"]})
            assert sum(view["tricks_won"].values()) == 13
            assert sum(m["kind"] == "computer" for m in view["members"]) == 3
        finally:
            me.close()
