"""Start-up grows with the tables in play, not with the history (issue 14, item 6): a table
written within the last hour is loaded when the server starts; a finished or long-idle one is
loaded on first use, and behaves exactly as before."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from web.helpers import Player, join, new_table, play_random, settled_views

pytestmark = pytest.mark.web


def test_a_finished_table_is_loaded_on_first_use_and_plays_on_as_before(tmp_path: Path) -> None:
    database = tmp_path / "tables.db"
    with TestClient(create_app(str(database), workers=0)) as client:
        old, recent = new_table(client, seed=5), new_table(client, seed=6)
        join(client, recent, "Eve")
        tokens: list[str | None] = [join(client, old, name) for name in ("Ann", "Bob", "Cy", "Di")]
        players = [Player(client, old, token) for token in tokens]
        play_random(players, [], random.Random(3))    # the deal is played out and scored
        assert players[0].view["view"]["phase"] == "over"
        for player in players:
            player.close()
        tokens.append(None)
        before = settled_views(client, old, tokens)
        summary = client.get(f"/api/tables/{old}").json()
    with sqlite3.connect(database) as connection:   # last written long ago
        connection.execute("UPDATE bw_tables SET touched = '2026-01-01T00:00:00+00:00' WHERE id = ?", (old,))
    with TestClient(create_app(str(database), workers=0)) as client:
        rooms = client.app.state.hub.rooms
        assert recent in rooms and old not in rooms   # in play: loaded at start; finished: not yet
        assert settled_views(client, old, tokens) == before  # loaded on first use, exactly as it was
        assert old in rooms
        assert client.get(f"/api/tables/{old}").json() == summary
        # Play goes on: the next deal is dealt and its first action accepted.
        players = [Player(client, old, token) for token in tokens[:4]]
        seq = players[0].view["seq"]
        dealer = next(p for p in players if p.view["view"]["legal"])
        dealer.send({"type": "action", "action": dealer.view["view"]["legal"][0]["action"], "seq": seq})
        assert all(p.sync(seq + 1)["seq"] >= seq + 1 for p in players)
        for player in players:
            player.close()
