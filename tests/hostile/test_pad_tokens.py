"""No score pad token in the server's log: a real ``bridgewhist serve`` at log level debug, a pad
made, written, read and exported with its tokens in the ``X-Pad-Token`` header, and the page
opened with the key in the fragment; the whole log is searched for both tokens (issue 16,
item 1: "never the edit token in a URL that a log keeps")."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from support.pads import HOYLE_DEALS, HOYLE_PLAYERS
from support.server import free_port, start_serve

pytestmark = pytest.mark.hostile


def call(url: str, body: Any = None, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["X-Pad-Token"] = token
    data = None if body is None else json.dumps(body).encode()
    with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers),
                                timeout=10) as response:
        text = response.read().decode()
    return json.loads(text) if text.startswith("{") else text


def test_the_log_holds_no_pad_token(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log_path = tmp_path / "server.log"
    with log_path.open("wb") as log:
        server = start_serve(tmp_path / "tables.db", port, log_level="debug", log=log)
    try:
        made = call(f"{base}/api/pads", {"law_code": "english-1904", "players": HOYLE_PLAYERS,
                                         "first_dealer": "N"})
        edit, share, pad = made["edit_token"], made["share_token"], made["pad_id"]
        for entry in HOYLE_DEALS[:2]:
            call(f"{base}/api/pads/{pad}/ops", {"op": "enter", "entry": entry}, edit)
        for token in (edit, share):
            assert call(f"{base}/api/pads/{pad}", token=token)["pad_id"] == pad
            call(f"{base}/api/pads/{pad}/record.pbn", token=token)
        page = call(base + made["url"])   # the key is after '#': never sent
        assert "pad.js" in page
    finally:
        server.terminate()
        server.wait(20)   # the server has ended: every line it logged is in the file
    text = log_path.read_text(errors="replace")
    assert edit not in text and share not in text
