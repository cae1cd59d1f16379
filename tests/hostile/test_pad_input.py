"""The score pad's API against hostile input, on a real ``bridgewhist serve`` (issue 31, item 7):
an ``op_id`` of ``[]`` or ``{}``, a lone surrogate in a name, a seat or a field, are refused in
one line (never a 500 and never a traceback in the log); names refused as a table's are; an
``op_id`` reused for another operation is a 409 naming it, the same operation sent again a 200."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from support.pads import HOYLE_DEALS, HOYLE_PLAYERS
from support.server import free_port, start_serve

pytestmark = pytest.mark.hostile

NEW_PAD = {"law_code": "english-1904", "first_dealer": "N", "players": HOYLE_PLAYERS}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A real server (its base URL and its log), checked for tracebacks when the module ends."""
    where = tmp_path_factory.mktemp("pad-input")
    port = free_port()
    log_path = where / "server.log"
    with log_path.open("wb") as log:
        process = start_serve(where / "tables.db", port, log_level="info", log=log)
    try:
        yield f"http://127.0.0.1:{port}", log_path
    finally:
        process.terminate()
        process.wait(20)
    text = log_path.read_text(errors="replace")
    assert "Traceback" not in text and " 500 " not in text, text[-3000:]


def post(url: str, body: Any, token: str | None = None) -> httpx.Response:
    """POST ``body`` as JSON with every character escaped (so a lone surrogate travels)."""
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["X-Pad-Token"] = token
    return httpx.post(url, content=json.dumps(body).encode("ascii"), headers=headers, timeout=10)


def made(base: str) -> dict[str, Any]:
    answer = post(f"{base}/api/pads", NEW_PAD)
    assert answer.status_code == 201, answer.text
    result: dict[str, Any] = answer.json()
    return result


def assert_one_line_refusal(answer: httpx.Response, status: int, field: str) -> None:
    assert answer.status_code == status, answer.text
    error = answer.json()["error"]
    assert error["field"] == field, error
    assert error["message"].isprintable() and error["field"].isprintable()


@pytest.mark.parametrize("op_id", [[], {}, ["x"], {"a": 1}, "\ud800", "a\x00"],
                         ids=["list", "dict", "list-of-one", "object", "surrogate", "nul"])
def test_an_op_id_that_is_no_text_is_a_422(server: tuple[str, Path], op_id: Any) -> None:
    base, _ = server
    pad = made(base)
    ops = f"{base}/api/pads/{pad['pad_id']}/ops"
    answer = post(ops, {"op": "enter", "entry": HOYLE_DEALS[0], "op_id": op_id}, pad["edit_token"])
    assert_one_line_refusal(answer, 422, "op_id")
    read = httpx.get(f"{base}/api/pads/{pad['pad_id']}", headers={"X-Pad-Token": pad["edit_token"]})
    assert read.status_code == 200 and read.json()["pad"]["log"] == []


@pytest.mark.parametrize(("change", "field"), [
    ({"players": {**HOYLE_PLAYERS, "W": "D\ud800"}}, "players.W"),
    ({"players": {**HOYLE_PLAYERS, "W": "D\x00"}}, "players.W"),
    ({"players": {**HOYLE_PLAYERS, "W": "\u202eD"}}, "players.W"),
    ({"players": {**HOYLE_PLAYERS, "W": "D\u200b"}}, "players.W"),
    ({"players": {**HOYLE_PLAYERS, "W": "D\u2066x\u2069"}}, "players.W"),
], ids=["surrogate", "nul", "rlo", "zwsp", "isolate"])
def test_a_name_a_table_refuses_is_a_422(server: tuple[str, Path], change: dict[str, Any],
                                         field: str) -> None:
    base, _ = server
    answer = post(f"{base}/api/pads", {**NEW_PAD, **change})
    assert_one_line_refusal(answer, 422, field)
    message = answer.json()["error"]["message"]
    assert message.startswith("name may not hold control, direction or zero-width characters")
    assert not any(unicodedata.category(c).startswith("C") for c in message)


def test_a_surrogate_in_a_seat_or_a_field_is_named_printably(server: tuple[str, Path]) -> None:
    base, _ = server
    answer = post(f"{base}/api/pads", {**NEW_PAD, "players": {**HOYLE_PLAYERS, "\ud800": "x"}})
    assert answer.status_code == 422 and answer.json()["error"]["field"].isprintable()
    pad = made(base)
    entry = {**HOYLE_DEALS[0], "\ud800": 1}
    answer = post(f"{base}/api/pads/{pad['pad_id']}/ops", {"op": "enter", "entry": entry},
                  pad["edit_token"])
    assert answer.status_code == 422 and answer.json()["error"]["field"].isprintable()


def test_an_op_id_reused_for_another_operation_is_a_409(server: tuple[str, Path]) -> None:
    base, _ = server
    pad = made(base)
    ops = f"{base}/api/pads/{pad['pad_id']}/ops"
    first = {"op": "enter", "entry": HOYLE_DEALS[0], "op_id": "phone-1"}
    kept = post(ops, first, pad["edit_token"])
    assert kept.status_code == 200
    again = post(ops, first, pad["edit_token"])
    assert again.status_code == 200 and again.json()["pad"] == kept.json()["pad"]
    other = post(ops, {"op": "enter", "entry": HOYLE_DEALS[1], "op_id": "phone-1"}, pad["edit_token"])
    assert_one_line_refusal(other, 409, "op_id")
    assert other.json()["error"]["reason"] == "op_id_reused"
    assert "'phone-1'" in other.json()["error"]["message"]
    read = httpx.get(f"{base}/api/pads/{pad['pad_id']}", headers={"X-Pad-Token": pad["edit_token"]})
    assert len(read.json()["pad"]["log"]) == 1
