"""The websocket's frame limits (issue 14, item 2, the web side): a deeply nested frame under the
size limit gets the documented error frame with a code, never a RecursionError; uvicorn reads no
message larger than the frame limit."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from fastapi.testclient import TestClient
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from bridgewhist.web import server
from bridgewhist.web.app import create_app
from bridgewhist.web.models import MAX_FRAME, MAX_FRAME_BYTES, parse_frame
from bridgewhist.web.tables.places import Refused
from support.server import free_port, start_serve
from web.helpers import Player, new_table

pytestmark = pytest.mark.hostile

NESTED = "[" * 2040 + "]" * 2040


@pytest.mark.parametrize("text", [NESTED, '{"type": "action", "action": ' + "[" * 2000 + "]" * 2000 + "}",
                                  "{" * 2040])
def test_a_deep_frame_is_refused_before_decoding(text: str) -> None:
    with pytest.raises(Refused) as error:
        parse_frame(text)
    assert error.value.reason == "bad_frame" and "nested" in error.value.message


def test_brackets_inside_a_string_do_not_count() -> None:
    frame = parse_frame('{"type": "ping", "ref": "' + "[" * 1000 + '"}')
    assert frame.ref == "[" * 1000


def test_a_spectator_sending_a_nested_frame_gets_an_error_frame(caplog: pytest.LogCaptureFixture) -> None:
    with TestClient(create_app("sqlite://", workers=0)) as client:
        table_id = new_table(client)
        spectator = Player(client, table_id, None)
        spectator.drain()
        spectator.send(NESTED)
        frame: dict[str, Any] = spectator.ws.receive_json()
        assert frame["type"] == "error" and frame["reason"] == "bad_frame"
        spectator.send({"type": "ping"})
        assert spectator.drain() is not None   # the connection goes on
        spectator.close()
    assert "RecursionError" not in caplog.text and "Traceback" not in caplog.text


def test_the_server_reads_no_message_larger_than_a_frame(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(server.uvicorn, "run", lambda app, **kw: calls.append(kw))
    server.run(str(tmp_path / "t.db"), host="127.0.0.1", port=8, workers=0, think_seconds=1.0,
               log_level="warning", announce=False)
    assert calls[0]["ws_max_size"] == MAX_FRAME_BYTES <= 4 * MAX_FRAME


def test_a_real_server_closes_with_1009_on_a_message_past_the_limit(tmp_path: Path) -> None:
    port = free_port()
    log_path = tmp_path / "server.log"
    with log_path.open("wb") as log:
        process = start_serve(tmp_path / "tables.db", port, log_level="info", log=log)
    try:
        table = httpx.post(f"http://127.0.0.1:{port}/api/tables", json={}).json()["table_id"]
        with connect(f"ws://127.0.0.1:{port}/ws/tables/{table}", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "hello", "token": None}))
            assert json.loads(ws.recv(timeout=10))["type"] == "view"
            ws.send(json.dumps({"type": "ping", "ref": "x" * MAX_FRAME_BYTES}))   # just past 16 KiB
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    ws.recv(timeout=10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        # The server goes on: a new connection is served.
        with connect(f"ws://127.0.0.1:{port}/ws/tables/{table}", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "hello"}))
            assert json.loads(ws.recv(timeout=10))["type"] == "view"
    finally:
        process.terminate()
        process.wait(20)
    assert "Traceback" not in log_path.read_text(errors="replace")
