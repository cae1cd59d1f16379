"""No seat token in the server's log: a real ``bridgewhist serve`` at log level info, whose whole
log is searched for every token it issued after websockets connected with the token in their URL
(issue 14, item 1: the redaction of what still arrives in a URL)."""

from __future__ import annotations

import contextlib
from pathlib import Path

import httpx2 as httpx
import pytest
from websockets.sync.client import connect

from support.server import free_port, start_serve

pytestmark = pytest.mark.hostile


def test_the_log_holds_no_token_it_issued(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log_path = tmp_path / "server.log"
    with log_path.open("wb") as log:
        server = start_serve(tmp_path / "tables.db", port, log_level="info", log=log)
    tokens: list[str] = []
    try:
        table = httpx.post(f"{base}/api/tables", json={"computer": "random"}).json()["table_id"]
        for name in ("Ann", "Bob"):
            tokens.append(httpx.post(f"{base}/api/tables/{table}/join", json={"name": name}).json()["token"])
        for token in [*tokens, "guessed-" + tokens[0][::-1]]:
            with contextlib.suppress(Exception), connect(f"ws://127.0.0.1:{port}/ws/tables/{table}?token={token}",
                                                         open_timeout=10) as ws:
                ws.recv(timeout=10)
    finally:
        server.terminate()
        server.wait(20)   # the server has ended: every line it logged is in the file
    text = log_path.read_text(errors="replace")
    assert "WebSocket" in text, text[-2000:]   # the lines that carried the token are there, redacted
    assert len(tokens) == 2
    for token in tokens:
        assert token not in text
    assert tokens[0][::-1] not in text
