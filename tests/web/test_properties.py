"""Hypothesis against the HTTP API and the websocket: whatever arrives, the answer is a documented
status with an error body naming the reason, never a server error, and the table goes on."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgewhist.web.app import create_app
from web.helpers import Player, join, new_table

pytestmark = pytest.mark.web

SCALARS = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=20))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=12)
CREATE_FIELDS = st.fixed_dictionaries({}, optional={
    "code": st.sampled_from(["english-1904", "american-1904", "american-1905", "english", "x"]) | JSON,
    "house": st.dictionaries(st.sampled_from(["doubling_limit", "doubling_limit_reading",
                                              "cut_ties_by_suit", "other"]), JSON, max_size=3) | JSON,
    "mode": st.sampled_from(["strict", "laws", "wild"]) | JSON,
    "computer": st.sampled_from(["random", "maxims", "ddmc", "none"]) | JSON,
    "seed": st.integers(min_value=-5, max_value=2**64) | JSON,
})
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def app_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    path: Path = tmp_path_factory.mktemp("props") / "tables.db"
    with TestClient(create_app(str(path), workers=0)) as client:
        yield client


def _documented(response: Any, allowed: set[int]) -> None:
    assert response.status_code in allowed, (response.status_code, response.text)
    if response.status_code >= 400:
        error = response.json()["error"]
        assert set(error) == {"reason", "message", "law"} and error["reason"] and error["message"]


@SETTINGS
@given(body=CREATE_FIELDS | JSON)
def test_creating_tables(app_client: TestClient, body: Any) -> None:
    response = app_client.post("/api/tables", json=body)
    _documented(response, {201, 400, 422})
    if response.status_code == 201:
        table_id = response.json()["table_id"]
        summary = app_client.get(f"/api/tables/{table_id}").json()
        assert summary["status"] == "waiting" and summary["mode"] == body.get("mode", "strict")


@SETTINGS
# "." and ".." are dot segments: every HTTP client removes them from the path (RFC 3986 5.2.4),
# so they never reach the table routes (POST /api/tables/./join is sent as /api/tables/join).
@given(table=st.text(st.characters(min_codepoint=33, max_codepoint=0x2FF, exclude_characters="/?#%\\\x7f"),
                     min_size=1, max_size=30).filter(lambda t: t not in (".", "..")),
       body=JSON, token=st.none() | st.text(max_size=30).filter(str.isprintable))
def test_any_table_any_request(app_client: TestClient, table: str, body: Any, token: str | None) -> None:
    headers = {} if token is None or not token.isascii() else {"X-Seat-Token": token}
    for path, allowed in (("join", {201, 400, 404, 409}), ("fill", {200, 401, 404}),
                          ("leave", {200, 401, 404})):
        _documented(app_client.post(f"/api/tables/{table}/{path}", json=body, headers=headers), allowed)
    _documented(app_client.get(f"/api/tables/{table}"), {200, 404})
    _documented(app_client.get(f"/api/tables/{table}/record.json"), {200, 404})


@pytest.fixture(scope="module")
def seated(app_client: TestClient) -> Iterator[Player]:
    table_id = new_table(app_client)
    tokens = [join(app_client, table_id, n) for n in ("Ann", "Bob", "Cy", "Di")]
    player = Player(app_client, table_id, tokens[0])
    player.drain()
    yield player
    player.close()


@SETTINGS
@given(frame=JSON.map(json.dumps) | st.text(max_size=60)
       | st.fixed_dictionaries({"type": st.just("action"), "action": st.text(max_size=12) | JSON,
                                "seq": st.integers() | JSON}).map(json.dumps))
def test_any_frame_gets_an_answer_and_the_connection_survives(seated: Player, frame: str) -> None:
    before = seated.view["seq"]
    seated.send(frame)
    seated.drain()
    assert seated.view["seq"] in (before, before + 1)
    errors = [f for f in seated.frames[-3:] if f["type"] == "error"]
    for error in errors:
        assert error["reason"] and error["message"]
    seated.send({"type": "ping"})
    assert seated.ws.receive_json() == {"type": "pong"}
