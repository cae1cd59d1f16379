"""The HTTP API and the websocket of the web table, on a real database (docs/web-protocol.md)."""

from __future__ import annotations

import json
import random

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.store import Store
from web.helpers import Player, join, new_table, play_random, seat_all

pytestmark = pytest.mark.web


def test_pages_and_health(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"ok": True}
    assert "<html" in client.get("/").text.lower()
    table_id = new_table(client)
    assert "<html" in client.get(f"/t/{table_id}").text.lower()


def test_create_list_and_summary(client: TestClient) -> None:
    table_id = new_table(client, code="american-1905", house={"doubling_limit": 100}, computer="random")
    summary = client.get(f"/api/tables/{table_id}").json()
    assert summary["code"] == "american-1905" and summary["house"] == {"doubling_limit": 100}
    assert summary["status"] == "waiting" and summary["members"] == [] and summary["computer"] == "random"
    assert table_id in [t["table_id"] for t in client.get("/api/tables").json()["tables"]]


@pytest.mark.parametrize(("body", "status", "reason"), [
    ({"code": "scottish-1890"}, 422, "bad_law_code"),
    ({"house": {"doubling_limit": 5}}, 422, "bad_house_rules"),
    ({"house": {"no_such_rule": 1}}, 422, "bad_house_rules"),
    ({"mode": "laws", "kind": "three-hand"}, 422, "mode_not_available"),
    ({"mode": "chaos"}, 422, "bad_mode"),
    ({"computer": "oracle"}, 422, "unknown_computer"),
    ({"seed": "seven"}, 400, "bad_request"),
    ({"colour": "red"}, 400, "bad_request"),
])
def test_create_refuses_bad_options(client: TestClient, body: dict[str, object], status: int,
                                    reason: str) -> None:
    response = client.post("/api/tables", json=body)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["reason"] == reason and error["message"]


def test_join_fill_cut_and_full(client: TestClient) -> None:
    table_id = new_table(client)
    token = join(client, table_id, "Ann")
    second = client.post(f"/api/tables/{table_id}/join", json={"name": "Ann"}).json()
    assert second["name"] == "Ann 2" and second["member"] == 1
    assert client.post(f"/api/tables/{table_id}/fill").status_code == 401
    summary = client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).json()
    assert summary["status"] == "playing" and summary["rubber"] == 1
    assert sorted(m["seat"] for m in summary["members"]) == ["E", "N", "S", "W"]
    full = client.post(f"/api/tables/{table_id}/join", json={"name": "Late"})
    assert full.status_code == 409 and full.json()["error"]["reason"] == "table_full"
    assert full.json()["error"]["message"].endswith("is full: four players are seated")


def test_unknown_table_and_bad_token(client: TestClient) -> None:
    response = client.get("/api/tables/nosuch")
    assert response.status_code == 404 and response.json()["error"]["reason"] == "unknown_table"
    table_id = new_table(client)
    leave = client.post(f"/api/tables/{table_id}/leave", headers={"X-Seat-Token": "forged"})
    assert leave.status_code == 401 and leave.json()["error"]["reason"] == "bad_token"
    assert client.post(f"/api/tables/{table_id}/join", json={"name": ""}).status_code == 400


def test_a_whole_deal_over_websockets_and_its_records(client: TestClient) -> None:
    table_id = new_table(client)
    players, (watcher,) = seat_all(client, table_id)
    try:
        assert client.get(f"/api/tables/{table_id}/record.json").json()["deals"] == []
        seq = play_random(players, [watcher], random.Random(3))
        view = players[0].view["view"]
        assert view["phase"] == "over" and sum(view["tricks_won"].values()) == 13
        assert [a["action"] for a in view["legal"]] == ["next"]
        assert len(view["history"]) == 1 and view["score"]["deals"][0]["deal"] == 1
        record = client.get(f"/api/tables/{table_id}/record.json").json()
        assert len(record["deals"]) == 1 and len(record["deals"][0]["actions"]) >= 54
        assert record["deals"][0]["hands"] == view["history"][0]["hands"]
        pbn = client.get(f"/api/tables/{table_id}/record.pbn").text
        assert '[BridgeWhistLawCode "english-1904"]' in pbn
        players[1].send({"type": "action", "action": "next", "seq": seq, "ref": "n"})
        for p in [*players, watcher]:
            p.sync(seq + 1)
        assert players[0].view["view"]["phase"] == "declaration"
        assert players[0].view["view"]["deal"] == 2
        assert len(client.get(f"/api/tables/{table_id}/record.json").json()["deals"]) == 1
    finally:
        for p in [*players, watcher]:
            p.close()


def test_bad_frames_get_error_frames_and_the_connection_survives(client: TestClient) -> None:
    table_id = new_table(client)
    players, (watcher,) = seat_all(client, table_id)
    try:
        seq = players[0].view["seq"]
        acting = next(p for p in players if p.view["view"]["legal"])
        idle = next(p for p in players if not p.view["view"]["legal"])
        cases = [
            (acting, "not json", "bad_json"),
            (acting, "[1, 2]", "bad_frame"),
            (acting, {"type": "shout"}, "unknown_type"),
            (acting, {"type": "action", "seq": seq}, "bad_frame"),
            (acting, {"type": "action", "action": "hearts", "seq": "x"}, "bad_frame"),
            (acting, {"type": "action", "action": "trumps please", "seq": seq}, "bad_action"),
            (acting, {"type": "action", "action": "hearts", "seq": seq - 1}, "stale_seq"),
            (acting, {"type": "action", "action": "SA", "seq": seq}, "wrong_phase"),
            (idle, {"type": "action", "action": "hearts", "seq": seq}, "not_your_turn"),
            (watcher, {"type": "action", "action": "hearts", "seq": seq}, "spectator"),
            (acting, "x" * 5000, "bad_frame"),
        ]
        for player, frame, reason in cases:
            player.send(frame)
            error = player.ws.receive_json()
            assert error["type"] == "error" and error["reason"] == reason, (frame, error)
            assert error["message"]
            assert player.ws.receive_json()["type"] == "view"
        player = acting
        player.send({"type": "action", "action": "SA", "seq": seq, "ref": 7})
        error = player.ws.receive_json()
        assert error["ref"] == 7 and error["law"]
        player.ws.receive_json()
        player.send({"type": "ping"})
        assert player.ws.receive_json() == {"type": "pong"}
        # The table goes on: a legal action is accepted.
        action = player.view["view"]["legal"][0]["action"]
        player.send({"type": "action", "action": action, "seq": seq})
        assert player.sync(seq + 1)["seq"] == seq + 1
    finally:
        for p in [*players, watcher]:
            p.close()


def test_two_actions_on_one_view_only_one_is_accepted(client: TestClient) -> None:
    table_id = new_table(client)
    players, _ = seat_all(client, table_id, spectators=0)
    try:
        seq = players[0].view["seq"]
        acting = next(p for p in players if p.view["view"]["legal"])
        first, second = acting.view["view"]["legal"][:2]
        acting.send({"type": "action", "action": first["action"], "seq": seq})
        acting.send({"type": "action", "action": second["action"], "seq": seq})
        frames: list[dict[str, object]] = []
        acting.sync(seq + 1)
        while True:
            frame = acting.ws.receive_json()
            frames.append(frame)
            if frame["type"] == "error":
                break
        assert frames[-1]["reason"] in ("stale_seq", "not_your_turn")
        record = client.get(f"/api/tables/{table_id}").json()
        assert record["status"] == "playing"
        events = [json.dumps(f) for f in frames]
        assert all('"seq": ' + str(seq + 2) not in e for e in events)
    finally:
        for p in players:
            p.close()


def test_reconnect_gets_the_full_view_and_leave_holds_the_seat(client: TestClient) -> None:
    table_id = new_table(client)
    tokens = [join(client, table_id, name) for name in ("Ann", "Bob", "Cy", "Di")]
    first = Player(client, table_id, tokens[0])
    before = first.view
    first.close()
    again = Player(client, table_id, tokens[0])
    assert again.view["view"]["hands"] == before["view"]["hands"] and again.view["seq"] == before["seq"]
    again.close()
    seat = before["view"]["you"]["seat"]
    left = client.post(f"/api/tables/{table_id}/leave", headers={"X-Seat-Token": tokens[0]}).json()
    assert left["status"] == "waiting"
    assert [m["vacant"] for m in left["members"]].count(True) == 1
    with pytest.raises(Exception):  # noqa: B017 - the old token is refused (close 4401)
        Player(client, table_id, tokens[0])
    back = client.post(f"/api/tables/{table_id}/join", json={"name": "Ann"}).json()
    assert back["member"] == 0
    rejoined = Player(client, table_id, back["token"])
    assert rejoined.view["view"]["you"]["seat"] == seat
    assert rejoined.view["view"]["hands"][seat] == before["view"]["hands"][seat]
    rejoined.close()


def test_computer_players_fill_and_play_on(client: TestClient) -> None:
    table_id = new_table(client, computer="random")
    token = join(client, table_id, "Ann")
    me = Player(client, table_id, token)
    try:
        client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token})
        view = me.view["view"]
        for _ in range(300):
            frame = me.ws.receive_json()
            if frame["type"] != "view":
                continue
            view = frame["view"]
            if view["phase"] == "over":
                break
            if view["legal"]:
                me.send({"type": "action", "action": view["legal"][-1]["action"], "seq": frame["seq"]})
        assert view["phase"] == "over"
        kinds = {m["kind"] for m in view["members"]}
        assert kinds == {"person", "computer"}
    finally:
        me.close()


def test_every_view_received_is_already_in_the_database(client: TestClient, database: str) -> None:

    table_id = new_table(client)
    players, _ = seat_all(client, table_id, spectators=0)
    store = Store(database)
    try:
        seq = players[0].view["seq"]
        for _ in range(12):
            acting = next(p for p in players if p.view["view"]["legal"])
            acting.send({"type": "action", "action": acting.view["view"]["legal"][0]["action"], "seq": seq})
            seq += 1
            acting.sync(seq)
            _, events = store.load(table_id)
            assert len(events) >= seq and events[seq - 1].kind == "action"
            for p in players:
                if p is not acting:
                    p.sync(seq)
    finally:
        store.close()
        for p in players:
            p.close()
