"""Links that explain themselves (issue 15, item 7) and the static files (item 12): the table's
websocket is accepted, then closed with an application code the page can explain (4404 no such
table, 4401 a seat token not good here; docs/web-protocol.md, "Close codes"); the pages and
scripts are served gzip-compressed with a ``Cache-Control``."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bridgewhist.web.app import STATIC_CACHE
from bridgewhist.web.socket import CLOSE_BAD_TOKEN, CLOSE_UNKNOWN_TABLE
from web.helpers import hello, join, new_table


def test_the_close_codes_are_the_documented_ones() -> None:
    assert (CLOSE_UNKNOWN_TABLE, CLOSE_BAD_TOKEN) == (4404, 4401)


def test_an_unknown_table_is_accepted_then_closed_with_4404_and_a_reason(client: TestClient) -> None:
    with client.websocket_connect("/ws/tables/no-such-table") as ws, \
            pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_text()
    assert closed.value.code == CLOSE_UNKNOWN_TABLE
    assert "no-such-table" in closed.value.reason or "table" in closed.value.reason


def test_a_stale_token_is_accepted_then_closed_with_4401(client: TestClient) -> None:
    table_id = new_table(client)
    join(client, table_id, "Ann")
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws, \
            pytest.raises(WebSocketDisconnect) as closed:
        ws.send_json(hello("stale"))
        ws.receive_text()
    assert closed.value.code == CLOSE_BAD_TOKEN
    assert "token" in closed.value.reason


def test_a_spectator_without_a_token_is_still_served(client: TestClient) -> None:
    table_id = new_table(client)
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        ws.send_json(hello(None))
        assert ws.receive_json()["type"] == "view"


@pytest.mark.parametrize("path", ["/static/js/table.js", "/static/css/style.css", "/static/table.html"])
def test_scripts_and_styles_are_compressed_and_carry_cache_headers(client: TestClient, path: str) -> None:
    answer = client.get(path, headers={"Accept-Encoding": "gzip"})
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.headers["cache-control"] == STATIC_CACHE


@pytest.mark.parametrize("path", ["/", "/t/anything"])
def test_the_pages_carry_cache_headers(client: TestClient, path: str) -> None:
    assert client.get(path).headers["cache-control"] == STATIC_CACHE


def test_a_static_file_asked_again_with_its_etag_is_not_sent_again(client: TestClient) -> None:
    first = client.get("/static/js/table.js")
    again = client.get("/static/js/table.js", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304
