"""The score pads' API: created with the players and the cut, entries refused with 422 naming
the field, the share token read-only, operations sent twice applied once, the record exported
(on SQLite, and on PostgreSQL when BRIDGEWHIST_TEST_POSTGRES_URL is set)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from bridgewhist.notation import pbn
from bridgewhist.notation.record import loads, replay
from bridgewhist.web.pad_store import PadRow
from bridgewhist.web.store import Base, Store
from support.pads import AMES_DEALS, AMES_PLAYERS, HOYLE_DEALS, HOYLE_PLAYERS

pytestmark = pytest.mark.web


def create(client: TestClient, code: str = "english-1904",
           players: dict[str, str] = HOYLE_PLAYERS) -> dict[str, Any]:
    answer = client.post("/api/pads", json={"law_code": code, "players": players,
                                            "first_dealer": "N", "title": "Tuesday"})
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def op(client: TestClient, made: dict[str, Any], body: dict[str, Any],
       token: str | None = None) -> Any:
    return client.post(f"/api/pads/{made['pad_id']}/ops", json=body,
                       headers={"X-Pad-Token": token or made["edit_token"]})


def test_hoyles_rubber_through_the_api(client: TestClient) -> None:
    made = create(client)
    assert made["url"].startswith("/pad/#id=") and made["edit_token"] in made["url"]
    for entry in HOYLE_DEALS:
        answer = op(client, made, {"op": "enter", "entry": entry})
        assert answer.status_code == 200, answer.text
    block = answer.json()["pad"]["block"]
    assert block["net"] == {"side": "we", "points": 26}
    read = client.get(f"/api/pads/{made['pad_id']}", headers={"X-Pad-Token": made["share_token"]})
    assert read.json()["can_edit"] is False and read.json()["pad"]["block"] == block
    record = client.get(f"/api/pads/{made['pad_id']}/record.json",
                        headers={"X-Pad-Token": made["share_token"]})
    assert replay(loads(record.text)).rubber.net[1] == 26
    as_pbn = client.get(f"/api/pads/{made['pad_id']}/record.pbn",
                        headers={"X-Pad-Token": made["edit_token"]})
    assert replay(pbn.loads(as_pbn.text)).rubber.net[1] == 26


def test_ames_sheet_through_the_api(client: TestClient) -> None:
    made = create(client, "american-1904", AMES_PLAYERS)
    for entry in AMES_DEALS:
        answer = op(client, made, {"op": "enter", "entry": entry})
    totals = answer.json()["pad"]["block"]["totals"]
    assert (totals["we"]["total"], totals["they"]["total"]) == (390, 244)


@pytest.mark.parametrize(("body", "field"), [
    ({"op": "enter", "entry": {"dealer": "N", "strain": "H", "tricks": {"NS": 8, "EW": 6}}},
     "entry.tricks"),
    ({"op": "enter", "entry": {"dealer": "E", "strain": "NT", "tricks": {"NS": 7, "EW": 6}}},
     "entry.dealer"),
    ({"op": "enter", "entry": {"dealer": "N", "strain": "H", "tricks": {"NS": 7, "EW": 6},
                               "honours": {"side": "NS", "call": "four"}, "chicane": {"NS": 1}}},
     "entry.chicane.NS"),
    ({"op": "shout"}, "op"),
    ({"op": "delete", "deal": 99}, "deal"),
])
def test_a_refused_entry_is_422_naming_the_field(client: TestClient, body: dict[str, Any],
                                                 field: str) -> None:
    made = create(client)
    answer = op(client, made, body)
    assert answer.status_code == 422
    assert answer.json()["error"]["reason"] == "bad_pad"
    assert answer.json()["error"]["field"] == field
    read = client.get(f"/api/pads/{made['pad_id']}", headers={"X-Pad-Token": made["edit_token"]})
    assert read.json()["pad"]["log"] == []


@pytest.mark.parametrize(("body", "field"), [
    ({"law_code": "whist", "players": HOYLE_PLAYERS, "first_dealer": "N"}, "law_code"),
    ({"law_code": "english-1904", "players": {**HOYLE_PLAYERS, "W": ""}, "first_dealer": "N"},
     "players.W"),
    ({"law_code": "english-1904", "players": HOYLE_PLAYERS, "first_dealer": "Q"}, "first_dealer"),
    ({"law_code": "american-1905", "players": HOYLE_PLAYERS, "first_dealer": "N",
      "house": {"doubling_limit": -3}}, "house"),
    ({"law_code": "american-1905", "players": HOYLE_PLAYERS, "first_dealer": "N",
      "house": {"spade_convention": True}}, "house"),
])
def test_a_bad_pad_is_422_naming_the_field(client: TestClient, body: dict[str, Any],
                                           field: str) -> None:
    answer = client.post("/api/pads", json=body)
    assert answer.status_code == 422 and answer.json()["error"]["field"] == field


def test_the_share_token_reads_only_and_tokens_are_checked(client: TestClient) -> None:
    made = create(client)
    entry = {"op": "enter", "entry": HOYLE_DEALS[0]}
    assert op(client, made, entry, made["share_token"]).status_code == 403
    assert op(client, made, entry, "nonsense").status_code == 401
    assert client.get(f"/api/pads/{made['pad_id']}").status_code == 401
    assert client.get("/api/pads/nosuchpad", headers={"X-Pad-Token": "x"}).status_code == 404
    assert made["share_token"] != made["edit_token"]
    assert made["edit_token"] not in made["share_url"]


def test_an_operation_sent_twice_is_applied_once(client: TestClient) -> None:
    made = create(client)
    body = {"op": "enter", "entry": HOYLE_DEALS[0], "op_id": "phone-1"}
    first = op(client, made, body).json()["pad"]
    again = op(client, made, body)
    assert again.status_code == 200 and again.json()["pad"]["log"] == first["log"]
    assert len(first["deals"]) == 1


def test_a_correction_and_a_deletion_keep_the_history(client: TestClient) -> None:
    made = create(client)
    op(client, made, {"op": "enter", "entry": HOYLE_DEALS[0]})
    pad = op(client, made, {"op": "enter", "entry": HOYLE_DEALS[1]}).json()["pad"]
    first, second = pad["deals"][0]["deal_id"], pad["deals"][1]["deal_id"]
    fixed = {**HOYLE_DEALS[0], "honours": {"side": "NS", "call": "simple"}}
    pad = op(client, made, {"op": "correct", "deal": first, "entry": fixed}).json()["pad"]
    assert pad["deals"][0]["history"][0]["honours"]["call"] == "four"
    pad = op(client, made, {"op": "delete", "deal": second}).json()["pad"]
    assert [d["deal_id"] for d in pad["deleted"]] == [second]
    assert [o["op"] for o in pad["log"]] == ["enter", "enter", "correct", "delete"]


def test_the_page_the_worker_and_the_manifest_are_served(client: TestClient) -> None:
    page = client.get("/pad/")
    assert page.status_code == 200 and "pad.js" in page.text
    assert client.get("/pad/sw.js").headers["content-type"].startswith("text/javascript")
    assert client.get("/pad/manifest.webmanifest").json()["start_url"] == "/pad/"
    assert 'href="/pad/"' in client.get("/").text, "the card room has a 'score pad' entry"


def test_the_migration_makes_the_table_the_model_reads(database: str) -> None:
    """Migration 0002 and ``PadRow`` agree, column by column (on each database in the run)."""
    store = Store(database)
    store.migrate()
    try:
        with store.engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
        assert [d for d in differences if "bw_pads" in repr(d)] == []
        assert PadRow.__tablename__ == "bw_pads"
    finally:
        store.close()


def test_a_clubs_doubling_limit_is_kept(client: TestClient) -> None:
    """A55/W55: clubs may limit doubling to 100 a trick (read here as the double that first
    passes it being the last): at no trumps 12, 24, 48, 96, 192, and no fifth double."""
    answer = client.post("/api/pads", json={"law_code": "american-1905", "players": HOYLE_PLAYERS,
                                            "first_dealer": "N", "house": {"doubling_limit": 100}})
    made = answer.json()
    entry = {"dealer": "N", "strain": "NT", "doubles": 5, "tricks": {"NS": 7, "EW": 6},
             "honours": None}
    refused = op(client, made, {"op": "enter", "entry": entry})
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "entry.doubles"
    assert op(client, made, {"op": "enter", "entry": {**entry, "doubles": 4}}).status_code == 200


def test_a_stored_pad_the_checks_now_refuse_is_one_line_not_a_traceback(
        client: TestClient, database: str) -> None:
    """A pad stored before names were checked as a table's (a NUL in a name) is answered with
    one line naming the fault, on every route that reads it, and nothing is changed."""
    made = create(client)
    store = Store(database)
    try:
        with Session(store.engine) as session, session.begin():
            row = session.get(PadRow, made["pad_id"])
            assert row is not None
            document = json.loads(row.document)
            document["players"]["W"] = "D\x00"
            row.document = json.dumps(document)
    finally:
        store.close()
    headers = {"X-Pad-Token": made["edit_token"]}
    base = f"/api/pads/{made['pad_id']}"
    for answer in (client.get(base, headers=headers), client.get(f"{base}/record.json", headers=headers),
                   client.get(f"{base}/record.pbn", headers=headers),
                   client.get(f"{base}/pad.json", headers=headers),
                   op(client, made, {"op": "enter", "entry": HOYLE_DEALS[0]})):
        assert answer.status_code == 500, answer.text
        error = answer.json()["error"]
        assert error["reason"] == "unreadable_pad" and error["field"] == "players.W"
        assert error["message"].isprintable() and "\n" not in error["message"]
