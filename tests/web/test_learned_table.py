"""The ``learned`` player at the web table (issue 38, item 5): the lobby offers it and a served
table plays a deal with it in a worker process."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from web.helpers import Player, join, new_table

pytestmark = pytest.mark.web


def test_a_served_table_plays_a_deal_with_the_learned_player(tmp_path: Path) -> None:
    app = create_app(str(tmp_path / "tables.db"), workers=1, think_seconds=30.0)
    with TestClient(app) as client:
        assert "learned" in client.get("/api/computers").json()["available"]
        table_id = new_table(client, computer="learned")
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
            computers = [m for m in view["members"] if m["kind"] == "computer"]
            assert len(computers) == 3
        finally:
            me.close()
