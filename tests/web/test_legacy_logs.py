"""Old event logs stay readable: a server on a copy of ``data/legacy_tables.db`` (written by the
server before its events were typed, ``data/make_legacy_db.py``) loads every table as it stood
then: whose turn, the score, every member's and a spectator's view, the record downloads."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from bridgewhist.web.store import Store
from bridgewhist.web.tables.events import ReplayError, event_json, parse_event
from web.data.make_legacy_db import DATABASE, EXPECTED, snapshot

pytestmark = pytest.mark.web

KINDS = ("four", "laws", "three-hand", "club")


@pytest.fixture(scope="module")
def expected() -> list[dict[str, Any]]:
    tables: list[dict[str, Any]] = json.loads(EXPECTED.read_text())
    assert [t["label"] for t in tables] == list(KINDS)
    return tables


@pytest.fixture
def legacy_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "legacy.db"
    shutil.copyfile(DATABASE, copy)
    return copy


def test_every_old_table_loads_as_it_stood(legacy_copy: Path, expected: list[dict[str, Any]]) -> None:
    with TestClient(create_app(str(legacy_copy), workers=0, think_seconds=20.0)) as client:
        listed = {t["table_id"]: t for t in client.get("/api/tables").json()["tables"]}
        assert set(listed) == {t["table_id"] for t in expected}
        for table in expected:
            now = snapshot(client, table)
            label = table["label"]
            spectator, old = now["views"]["spectator"], table["views"]["spectator"]
            assert spectator["seq"] == old["seq"], label
            for key in ("phase", "turn", "acting", "score", "history", "rubbers"):
                assert spectator["view"][key] == old["view"][key], (label, key)
            assert now["summary"] == table["summary"], label
            assert now["records"] == table["records"], label
            assert now["pbn"] == table["pbn"], label
            for who, frame in table["views"].items():
                assert now["views"][who] == frame, (label, who)


def test_old_tables_play_on(legacy_copy: Path, expected: list[dict[str, Any]]) -> None:
    with TestClient(create_app(str(legacy_copy), workers=0, think_seconds=20.0)) as client:
        for table in expected:
            token, frame = next((t, f) for t, f in table["views"].items() if f["view"]["legal"])
            with client.websocket_connect(f"/ws/tables/{table['table_id']}") as ws:
                ws.send_json({"type": "hello", "token": token})
                ws.receive_json()
                ws.send_json({"type": "action", "action": frame["view"]["legal"][0]["action"],
                              "seq": frame["seq"]})
                while True:
                    got = ws.receive_json()
                    assert got["type"] != "error", (table["label"], got)
                    if got["type"] == "view" and got["seq"] == frame["seq"] + 1:
                        break


def test_every_old_event_reads_as_a_model_and_is_written_back_as_it_was() -> None:
    with sqlite3.connect(f"file:{DATABASE}?mode=ro", uri=True) as connection:
        rows = connection.execute("SELECT kind, data FROM bw_events ORDER BY table_id, seq").fetchall()
    shapes = set()
    for kind, data in rows:
        event = parse_event(json.loads(data))
        assert event.kind == kind and event_json(event) == data
        shapes.add(type(event).__name__)
    assert shapes == {"TableEvent", "JoinEvent", "LeaveEvent", "CutEvent", "NextEvent", "SeatActionEvent",
                      "ActEvent", "PlayerActionEvent"}


def test_a_stored_event_that_is_none_is_refused_naming_the_table_and_the_event(legacy_copy: Path,
                                                                                expected: list[Any]) -> None:
    table_id = expected[0]["table_id"]
    with sqlite3.connect(legacy_copy) as connection:
        connection.execute("UPDATE bw_events SET data = ? WHERE table_id = ? AND seq = 3",
                           ('{"kind":"join","place":"third"}', table_id))
    store = Store(str(legacy_copy))
    try:
        with pytest.raises(ReplayError, match=f"table {table_id}, event 3: .*place"):
            store.load(table_id)
    finally:
        store.close()


def test_the_legacy_database_is_one_self_contained_file() -> None:
    with sqlite3.connect(f"file:{DATABASE}?mode=ro", uri=True) as connection:
        mode = connection.execute("PRAGMA journal_mode").fetchone()[0]
        count = connection.execute("SELECT count(*) FROM bw_events").fetchone()[0]
    assert mode == "delete" and count > 200
