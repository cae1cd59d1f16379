"""Build ``legacy_tables.db`` and ``legacy_expected.json``: event logs written by an older server.

This script was run against the pre-typing code (commit 1f0cad6 of branch wt-web, before the web
events and frames became pydantic models and the table kinds one protocol), so the database holds
event logs exactly as that server wrote them: ``tests/web/test_legacy_logs.py`` opens a server on a
copy of it and checks that every table loads as it stood then (whose turn, the score, the views,
the record downloads).

One table of each kind, with some events played, each stopped where a person must act (so no
computer player moves once the table is loaded):

- ``four``: a four-hand rubber in strict mode: joins, a member who leaves and a newcomer in his
  place, the cut, a whole deal, ``next`` and part of the second deal;
- ``laws``: a club-laws table: a lead out of turn, the dealer's ruling (the card called), a deal
  played out and part of the next;
- ``three-hand``: a three-hand table scored by points (``deal_count`` 4): a deal and part of the next;
- ``club``: a club table of five, four persons and a computer player (``fill``): a deal and part
  of the next, one member sitting out.

``legacy_expected.json`` holds, for each table, the seat tokens and what the old server answered
once restarted on the database: the summary, each member's and a spectator's view (without the
``connected`` flags), the JSON record of each rubber and the PBN answer.

Run from the repository's root: ``PYTHONPATH=src:tests python tests/web/data/make_legacy_db.py``.
"""

from __future__ import annotations

import json
import random
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app

HERE = Path(__file__).parent
DATABASE = HERE / "legacy_tables.db"
EXPECTED = HERE / "legacy_expected.json"
Frame = dict[str, Any]


class Seat:
    """A member's websocket: the latest view read."""

    def __init__(self, client: TestClient, table_id: str, token: str | None) -> None:
        self.token = token
        self.context = client.websocket_connect(f"/ws/tables/{table_id}")
        self.ws = self.context.__enter__()
        self.ws.send_json({"type": "hello", "token": token})
        self.view: Frame = self._until_view()

    def _until_view(self) -> Frame:
        while True:
            frame: Frame = self.ws.receive_json()
            if frame["type"] == "view":
                return frame
            assert frame["type"] != "error", frame

    def drain(self) -> Frame:
        """Every frame already sent, up to the answer to a ping: the latest view."""
        self.ws.send_json({"type": "ping"})
        while True:
            frame: Frame = self.ws.receive_json()
            if frame["type"] == "pong":
                return self.view
            assert frame["type"] != "error", frame
            if frame["type"] == "view":
                self.view = frame

    def act(self, action: str) -> None:
        self.ws.send_json({"type": "action", "action": action, "seq": self.view["seq"], "ref": "x"})

    def close(self) -> None:
        self.context.__exit__(None, None, None)


def _join(client: TestClient, table_id: str, name: str) -> str:
    response = client.post(f"/api/tables/{table_id}/join", json={"name": name})
    assert response.status_code == 201, response.text
    token: str = response.json()["token"]
    return token


def _create(client: TestClient, **options: Any) -> str:
    response = client.post("/api/tables", json=options)
    assert response.status_code == 201, response.text
    table_id: str = response.json()["table_id"]
    return table_id


def _settle(seats: list[Seat]) -> list[Seat]:
    """Drain every socket until the views agree on ``seq`` and a person may act (a computer
    player may be thinking); the seats acting now."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        for seat in seats:
            seat.drain()
        if len({s.view["seq"] for s in seats}) == 1:
            acting = [s for s in seats if s.view["view"]["legal"]]
            if acting:
                return acting
        time.sleep(0.05)
    raise AssertionError("nobody may act")


def _play(seats: list[Seat], rng: random.Random, *, steps: int, stop_at_over: bool = True) -> None:
    """Persons act (a random legal action, ``next`` only when asked for) ``steps`` times or until
    the deal is over."""
    for _ in range(steps):
        acting = _settle(seats)
        view = acting[0].view["view"]
        if stop_at_over and view["phase"] == "over":
            return
        legal = [a["action"] for a in view["legal"] if a["action"] != "next"] or ["next"]
        acting[0].act(rng.choice(legal))
    _settle(seats)


def _four(client: TestClient, rng: random.Random) -> dict[str, Any]:
    table_id = _create(client, code="english-1904", seed=11, computer="random")
    tokens = [_join(client, table_id, name) for name in ("Ann", "Bob", "Cy", "Di")]
    seats = [Seat(client, table_id, t) for t in tokens]
    _play(seats, rng, steps=5)
    seats[3].close()
    left = client.post(f"/api/tables/{table_id}/leave", headers={"X-Seat-Token": tokens[3]})
    assert left.status_code == 200, left.text
    tokens[3] = _join(client, table_id, "Eve")
    seats[3] = Seat(client, table_id, tokens[3])
    _play(seats, rng, steps=200)
    _play(seats, rng, steps=1, stop_at_over=False)  # next
    _play(seats, rng, steps=12)
    return _done(table_id, tokens, seats, "four")


def _laws(client: TestClient, rng: random.Random) -> dict[str, Any]:
    table_id = _create(client, code="english-1904", seed=4, mode="laws")
    tokens = [_join(client, table_id, name) for name in ("Ann", "Bob", "Cy", "Di")]
    seats = [Seat(client, table_id, t) for t in tokens]
    acting = _settle(seats)
    while acting[0].view["view"]["phase"] != "play":
        acting[0].act(acting[0].view["view"]["legal"][0]["action"])
        acting = _settle(seats)
    view = seats[0].view["view"]
    third = {"N": "S", "S": "N", "E": "W", "W": "E"}[view["turn"]]
    wrong = next(s for s in seats if s.view["view"]["you"]["seat"] == third)
    wrong.act(wrong.view["view"]["hands"][third][0])  # a lead out of turn (P80)
    acting = _settle(seats)
    ruling = acting[0].view["view"]["laws"]["ruling"]
    assert ruling is not None and ruling["law"] == "english-1904 law 80", ruling
    acting[0].act("choose call-card")
    _play(seats, rng, steps=200)
    _play(seats, rng, steps=1, stop_at_over=False)  # next
    _play(seats, rng, steps=9)
    return _done(table_id, tokens, seats, "laws")


def _three(client: TestClient, rng: random.Random) -> dict[str, Any]:
    table_id = _create(client, code="american-1905", seed=5, kind="three-hand", scoring="points",
                       deal_count=4)
    tokens = [_join(client, table_id, name) for name in ("Ann", "Bob", "Cy")]
    seats = [Seat(client, table_id, t) for t in tokens]
    _play(seats, rng, steps=200)
    _play(seats, rng, steps=1, stop_at_over=False)  # next
    _play(seats, rng, steps=8)
    return _done(table_id, tokens, seats, "three-hand")


def _club(client: TestClient, rng: random.Random) -> dict[str, Any]:
    table_id = _create(client, code="american-1904", seed=2, kind="club", places=5, computer="random")
    tokens = [_join(client, table_id, name) for name in ("Ann", "Bob", "Cy", "Di")]
    filled = client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": tokens[0]})
    assert filled.status_code == 200, filled.text
    seats = [Seat(client, table_id, t) for t in tokens]
    _play(seats, rng, steps=200)
    _play(seats, rng, steps=1, stop_at_over=False)  # next
    _play(seats, rng, steps=10)
    return _done(table_id, tokens, seats, "club")


def _done(table_id: str, tokens: list[str], seats: list[Seat], label: str) -> dict[str, Any]:
    _settle(seats)  # the table stops where a person acts
    for seat in seats:
        seat.close()
    return {"label": label, "table_id": table_id, "tokens": tokens}


def snapshot(client: TestClient, table: dict[str, Any]) -> dict[str, Any]:
    """What the server answers about a table: its summary, every member's view and a spectator's
    (without the ``connected`` flags), each rubber's JSON record, and the PBN answer."""
    table_id = table["table_id"]
    summary = client.get(f"/api/tables/{table_id}").json()
    for member in summary["members"]:
        member.pop("connected")
    views = {}
    for token in [*table["tokens"], None]:
        seat = Seat(client, table_id, token)
        frame = seat.view
        seat.close()
        for member in frame["view"]["members"]:
            member.pop("connected")
        views[token or "spectator"] = frame
    records = [client.get(f"/api/tables/{table_id}/record.json?rubber={n}").text
               for n in range(1, summary["rubber"] + 1)]
    pbn = client.get(f"/api/tables/{table_id}/record.pbn")
    return {"summary": summary, "views": views, "records": records,
            "pbn": {"status": pbn.status_code, "text": pbn.text}}


def main() -> int:
    for path in (DATABASE, DATABASE.with_name(DATABASE.name + "-wal"),
                 DATABASE.with_name(DATABASE.name + "-shm")):
        path.unlink(missing_ok=True)
    rng = random.Random(1904)
    with TestClient(create_app(str(DATABASE), workers=0, think_seconds=20.0)) as client:
        tables = [_four(client, rng), _laws(client, rng), _three(client, rng), _club(client, rng)]
    with TestClient(create_app(str(DATABASE), workers=0, think_seconds=20.0)) as client:
        expected = [{**t, **snapshot(client, t)} for t in tables]
    with sqlite3.connect(DATABASE) as connection:  # one self-contained file, no write-ahead log
        connection.execute("PRAGMA journal_mode=DELETE")
        connection.execute("VACUUM")
    EXPECTED.write_text(json.dumps(expected, sort_keys=True, separators=(",", ":")) + "\n")
    for table in expected:
        print(table["label"], table["summary"]["status"], "seq", table["views"]["spectator"]["seq"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
