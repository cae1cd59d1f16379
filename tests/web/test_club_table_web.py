"""Club tables of five and six at the web server (issue 6 item 4; P17-21, A17-23, W17-23).

Six members (a person and five computer players): the four who cut lowest play, the other two
watch; at the end of the rubber "he who has, or they who have, played a greater number of
consecutive rubbers than the others is, or are, out" (P21; A23, W23): the two who sat out cut in
and two of the four go out. Every view a member out of the rubber (or a spectator) receives
holds no closed hand: only dummy's, once the opening lead is made, and the cards on the table.
"""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

from bridgewhist.laws import load_law_code
from bridgewhist.web.app import create_app
from bridgewhist.web.tables.club import CLUB_KIND, ClubGame
from bridgewhist.web.tables.events import Event, TableEvent
from bridgewhist.web.tables.places import TableConfig
from web.helpers import Frame, Player, join, new_table
from web.test_secrecy import cards_named

pytestmark = pytest.mark.web


def _check_bystander_view(frame: Frame) -> int:
    """A view for a receiver with no seat: no hand but dummy's once a card is led; no card named
    but the cut, the trick, the last trick, dummy's and the finished deals'. The checks made."""
    view = frame["view"]
    assert view["you"]["seat"] is None
    hands = view["hands"]
    led = bool(view.get("last_trick")) or bool((view.get("trick") or {}).get("cards"))
    assert set(hands) <= ({view["dummy"]} if led else set()), (view["phase"], sorted(hands))
    allowed = {c for r in (view["cut"] or {}).get("rounds", []) for c in r.values()}
    for trick in (view.get("trick"), view.get("last_trick")):
        allowed |= set((trick or {}).get("cards", []))
    for cards in hands.values():
        allowed |= set(cards)
    legal = {a["action"] for a in view["legal"]}
    assert legal <= {"next"}
    assert cards_named(frame) <= allowed | {c for c in cards_named(frame) if _in_history(view, c)}
    return 1


def _in_history(view: dict[str, object], card: str) -> bool:
    history = view.get("history") or []
    return any(card in str(item) for item in history)  # type: ignore[union-attr]


def test_p21_a23_a_club_table_of_six_cuts_in_and_out_at_the_end_of_the_rubber(database: str) -> None:
    with TestClient(create_app(database, workers=0, think_seconds=20.0)) as client:
        table_id = new_table(client, kind="club", places=6, computer="random", seed=4)
        token = join(client, table_id, "Ann")
        ann = Player(client, table_id, token)
        spectator = Player(client, table_id, None)
        assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
        rng = random.Random(1)
        sat_out: dict[int, list[str]] = {}
        playing: dict[int, set[str]] = {}
        checked = 0
        try:
            for _ in range(3000):
                ann.drain()
                view = ann.view["view"]
                rubber = view["rubber"]
                if rubber:
                    sat_out.setdefault(rubber, view["sitting_out"])
                    playing.setdefault(rubber, {m["name"] for m in view["members"] if m["seat"]})
                if rubber >= 2:
                    break
                if view["legal"]:
                    ann.send({"type": "action", "action": rng.choice(view["legal"])["action"],
                              "seq": ann.view["seq"]})
                ann.sync(ann.view["seq"] + 1)
            else:
                raise AssertionError("the first rubber did not end")
            spectator.drain()
            for receiver in (ann, spectator):
                for frame in receiver.frames:
                    if frame["type"] == "view" and frame["view"]["you"]["seat"] is None:
                        checked += _check_bystander_view(frame)
        finally:
            ann.close()
            spectator.close()
        assert checked > 50
        assert len(sat_out[1]) == 2 and len(playing[1]) == 4
        # The two out of rubber 1 cut in; two of its four go out (each had one consecutive rubber).
        assert set(sat_out[1]) <= playing[2]
        assert len(sat_out[2]) == 2 and set(sat_out[2]) <= playing[1]
        summary = client.get(f"/api/tables/{table_id}").json()
        assert summary["kind"] == "club" and summary["places"] == 6
        # With Ann out of rubber 2, the computer players play it out and cut again at its end.
        if summary["rubber"] == 2:
            assert summary["sitting_out"] == sat_out[2]
        assert len(summary["sitting_out"]) == 2 and "Ann" in {m["name"] for m in summary["members"]}
        points = summary["roster"]["points"]
        assert sum(points.values()) == 0 and any(points.values())  # the rubber's points entered
    # Kill and restart: the table is rebuilt from its log, roster and all.
    with TestClient(create_app(database, workers=0)) as client:
        again = client.get(f"/api/tables/{table_id}").json()
        assert again["kind"] == "club" and again["rubber"] >= summary["rubber"]
        assert len(again["sitting_out"]) == 2


def test_a_club_table_of_five_refuses_a_sixth_and_bad_sizes(client: TestClient) -> None:
    assert client.post("/api/tables", json={"kind": "club", "places": 7}).status_code == 422
    assert client.post("/api/tables", json={"kind": "four", "places": 5}).status_code == 422
    table_id = new_table(client, kind="club", places=5, seed=2)
    tokens = [join(client, table_id, n) for n in ("Ann", "Bob", "Cy", "Di", "Ed")]
    refused = client.post(f"/api/tables/{table_id}/join", json={"name": "Flo"})
    assert refused.status_code == 409 and refused.json()["error"]["reason"] == "table_full"
    assert refused.json()["error"]["message"].endswith("is full: 5 members belong to it")
    summary = client.get(f"/api/tables/{table_id}").json()
    assert summary["status"] == "playing" and len(summary["sitting_out"]) == 1
    out = summary["sitting_out"][0]
    watcher = Player(client, table_id, tokens[["Ann", "Bob", "Cy", "Di", "Ed"].index(out)])
    try:
        _check_bystander_view(watcher.view)
        watcher.send({"type": "action", "action": "spades", "seq": watcher.view["seq"]})
        error = next(f for f in iter(watcher.ws.receive_json, None) if f["type"] == "error")
        assert error["reason"] == "sitting_out"
    finally:
        watcher.close()


def test_a_club_log_replays_to_the_same_roster() -> None:
    config = TableConfig("c", load_law_code("american-1905"), seed=3)
    game = ClubGame(config)
    log: list[Event] = [TableEvent(table_kind=CLUB_KIND, places=6)]
    game.apply(log[0])
    for name in ("A", "B", "C", "D", "E", "F"):
        for event in game.propose_join(name, person=False, token_hash=None):
            game.apply(event)
            log.append(event)
    again = ClubGame(config)
    for event in log:
        again.apply(event)
    assert again.seat_of_place == game.seat_of_place and len(again.sitting_out()) == 2
