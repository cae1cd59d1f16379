"""A three-hand web table that keeps Ames's score of "trick and honor points only".

Ames, "Three Hand Bridge": "A score is kept of each of the three players and may be of trick and
honor points only, or of games or rubbers." The create request chooses the way (``scoring``,
with ``games`` or ``deal_count``); the table event carries it, so a restart rebuilds it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.notation import three_hand_record
from bridgewhist.notation.score import three_hand_score
from bridgewhist.three_hand.scoring import Mode
from bridgewhist.web.app import create_app
from web.helpers import Player, join, new_table

pytestmark = pytest.mark.web


def _play_session(player: Player, rng: random.Random) -> dict[str, Any]:
    """The person acts at random (never ``next`` mid-deal), says ``next`` after each deal, until
    the score is complete; the last view."""
    for _ in range(2000):
        view = player.view["view"]
        if view["phase"] == "over" and view["score"]["is_over"]:
            return dict(view)
        legal = [a["action"] for a in view["legal"]]
        if legal:
            choice = "next" if legal == ["next"] else rng.choice([a for a in legal if a != "next"])
            player.send({"type": "action", "action": choice, "seq": player.view["seq"]})
        player.sync(player.view["seq"] + 1)
    raise AssertionError("the session did not end")


def test_ames_trick_and_honor_points_only_at_a_web_table(database: str) -> None:
    with TestClient(create_app(database, workers=0, think_seconds=20.0)) as client:
        table_id = new_table(client, kind="three-hand", computer="random", seed=5, scoring="points",
                             deal_count=3)
        summary = client.get(f"/api/tables/{table_id}").json()
        assert summary["scoring"] == {"mode": "points", "deal_count": 3}
        token = join(client, table_id, "Ann")
        ann = Player(client, table_id, token)
        assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
        ann.drain()
        try:
            view = _play_session(ann, random.Random(8))
            score = view["score"]
            assert score["mode"] == "points" and score["deal_count"] == 3 and len(score["deals"]) == 3
            assert all(d["games_won_by"] == [] for d in score["deals"])
            for totals in score["totals"].values():
                assert totals["bonus"] == 0 and totals["total"] == totals["below"] + totals["above"]
            assert view["legal"] == [{"action": "next", "words": "Cut for a new session"}]
            assert any("The game is over: 3 deals played." in f.get("text", "") for f in ann.frames)
            seq = ann.view["seq"]
        finally:
            ann.close()
        record = three_hand_record.loads(client.get(f"/api/tables/{table_id}/record.json").text)
        assert record.mode is Mode.POINTS and record.deal_count == 3
        assert three_hand_score(three_hand_record.replay(record).scored)["totals"] == score["totals"]
    # A server started again on the same database rebuilds the table's way of scoring.
    with TestClient(create_app(database, workers=0)) as client:
        again = client.get(f"/api/tables/{table_id}").json()
        assert again["scoring"] == {"mode": "points", "deal_count": 3}
        watcher = Player(client, table_id, None)
        try:
            assert watcher.view["seq"] == seq and watcher.view["view"]["score"]["is_over"]
        finally:
            watcher.close()


def test_a_three_hand_table_keeps_a_rubber_unless_told(client: TestClient) -> None:
    plain = new_table(client, kind="three-hand")
    assert client.get(f"/api/tables/{plain}").json()["scoring"] == {"mode": "rubber"}
    games = new_table(client, kind="three-hand", scoring="games", games=2)
    assert client.get(f"/api/tables/{games}").json()["scoring"] == {"mode": "games", "games": 2}
    points = new_table(client, kind="three-hand", scoring="points")
    assert client.get(f"/api/tables/{points}").json()["scoring"] == {"mode": "points", "deal_count": 9}


@pytest.mark.parametrize(("body", "words"), [
    ({"kind": "three-hand", "scoring": "honours"}, "unknown three-hand mode 'honours'"),
    ({"kind": "three-hand", "scoring": "points", "deal_count": 0}, "deal_count 0"),
    ({"kind": "three-hand", "scoring": "points", "deal_count": 61}, "from 1 to 60"),
    ({"kind": "three-hand", "scoring": "games", "games": 10}, "from 1 to 9"),
    ({"kind": "three-hand", "scoring": "points", "games": 2}, "only a score kept by games"),
    ({"kind": "three-hand", "deal_count": 9}, "only a score of points"),
    ({"kind": "four", "scoring": "points"}, "only a three-hand table"),
    ({"kind": "club", "deal_count": 9}, "only a three-hand table"),
])
def test_create_refuses_a_bad_three_hand_scoring(client: TestClient, body: dict[str, object],
                                                 words: str) -> None:
    response = client.post("/api/tables", json={"code": "english-1904", **body})
    assert response.status_code == 422, response.text
    error = response.json()["error"]
    assert error["reason"] == "bad_scoring" and words in error["message"]
