"""The score pads' routes as the tables' (issue 33, item 3): every store call in the hub's one
database thread, typed request bodies documented in the OpenAPI page, and every refusal in the
tables' error shape (reason, message, law) with the field at fault."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.pad_store import PadStore
from support.pads import HOYLE_DEALS, HOYLE_PLAYERS

pytestmark = pytest.mark.web

NEW_PAD = {"law_code": "english-1904", "players": HOYLE_PLAYERS, "first_dealer": "N"}


def test_every_store_call_of_the_pads_runs_in_the_hubs_database_thread(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    threads: dict[str, set[str]] = {}

    def recorded(name: str) -> Callable[..., Any]:
        method = getattr(PadStore, name)

        def call(self: PadStore, *args: Any) -> Any:
            threads.setdefault(name, set()).add(threading.current_thread().name)
            return method(self, *args)
        return call

    for name in ("create", "access", "load", "change"):
        monkeypatch.setattr(PadStore, name, recorded(name))
    made = client.post("/api/pads", json=NEW_PAD).json()
    headers = {"X-Pad-Token": made["edit_token"]}
    base = f"/api/pads/{made['pad_id']}"
    entered = client.post(f"{base}/ops", json={"op": "enter", "entry": HOYLE_DEALS[0]}, headers=headers)
    assert entered.is_success
    for path in ("", "/record.json", "/record.pbn", "/pad.json"):
        assert client.get(base + path, headers=headers).is_success
    assert set(threads) == {"create", "access", "load", "change"}
    assert all(name.startswith("bridgewhist-db") for names in threads.values() for name in names), threads


def test_a_pads_refusal_has_the_tables_error_shape_with_the_field(client: TestClient) -> None:
    table = client.get("/api/tables/nosuchtable").json()["error"]
    pad = client.get("/api/pads/nosuchpad", headers={"X-Pad-Token": "x"})
    assert pad.status_code == 404
    assert set(pad.json()["error"]) == set(table) | {"field"}
    assert pad.json()["error"] == {"reason": "unknown_pad", "message": "no score pad of that id",
                                   "law": None, "field": None}


@pytest.mark.parametrize(("body", "field"), [
    ({**NEW_PAD, "law_code": 5}, "law_code"),
    ({**NEW_PAD, "house": ["doubling_limit"]}, "house"),
])
def test_a_new_pad_not_as_documented_is_the_tables_400(client: TestClient, body: dict[str, Any],
                                                       field: str) -> None:
    answer = client.post("/api/pads", json=body)
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert error["reason"] == "bad_request" and field in error["message"]


def test_an_operation_not_as_documented_is_the_tables_400(client: TestClient) -> None:
    made = client.post("/api/pads", json=NEW_PAD).json()
    answer = client.post(f"/api/pads/{made['pad_id']}/ops", json={"op": ["enter"]},
                         headers={"X-Pad-Token": made["edit_token"]})
    assert answer.status_code == 400 and answer.json()["error"]["reason"] == "bad_request"
    assert "op" in answer.json()["error"]["message"]


def test_the_pads_bodies_are_typed_in_the_openapi_page(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    bodies = {path: schema["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]
              for path in ("/api/pads", "/api/pads/{pad_id}/ops")}
    assert bodies == {"/api/pads": {"$ref": "#/components/schemas/NewPad"},
                      "/api/pads/{pad_id}/ops": {"$ref": "#/components/schemas/PadOp"}}
    assert {"law_code", "house", "players", "first_dealer", "we", "title"} <= set(
        schema["components"]["schemas"]["NewPad"]["properties"])
    refused = schema["paths"]["/api/pads/{pad_id}/ops"]["post"]["responses"]["422"]
    assert refused["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/PadErrorBody"}
