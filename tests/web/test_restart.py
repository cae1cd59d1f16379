"""Kill -9 and restart: `bridgewhist serve` on a SQLite file rebuilds every table exactly."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from websockets.sync.client import connect

from support.server import free_port, start_serve

pytestmark = pytest.mark.web


def _view(port: int, table_id: str, token: str | None) -> dict[str, Any]:
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{table_id}") as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        frame: dict[str, Any] = json.loads(ws.recv())
    view = frame["view"]
    for member in view["members"]:
        member.pop("connected")
    return frame


def _act(port: int, table_id: str, token: str, action: str, seq: int) -> None:
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{table_id}") as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        ws.recv()
        ws.send(json.dumps({"type": "action", "action": action, "seq": seq}))
        while True:
            frame = json.loads(ws.recv())
            assert frame["type"] != "error", frame
            if frame["type"] == "view" and frame["seq"] == seq + 1:
                return


def test_kill_9_and_restart_rebuilds_every_table(tmp_path: Path) -> None:
    database = tmp_path / "tables.db"
    port = free_port()
    server = start_serve(database, port)
    base = f"http://127.0.0.1:{port}"
    try:
        created = httpx.post(f"{base}/api/tables", json={"code": "american-1904", "seed": 4})
        table_id = created.json()["table_id"]
        tokens = [httpx.post(f"{base}/api/tables/{table_id}/join", json={"name": n}).json()["token"]
                  for n in ("Ann", "Bob", "Cy", "Di")]
        other = httpx.post(f"{base}/api/tables", json={"seed": 9}).json()["table_id"]
        httpx.post(f"{base}/api/tables/{other}/join", json={"name": "Eve"})
        for _ in range(30):  # 30 actions: the declaration, the doubling and some tricks
            views = {t: _view(port, table_id, t) for t in tokens}
            token = next(t for t, f in views.items() if f["view"]["legal"])
            frame = views[token]
            _act(port, table_id, token, frame["view"]["legal"][0]["action"], frame["seq"])
        before = {t: _view(port, table_id, t) for t in [*tokens, None]}
        before_other = _view(port, other, None)
    finally:
        os.kill(server.pid, signal.SIGKILL)
        server.wait()
    server = start_serve(database, port)
    try:
        after = {t: _view(port, table_id, t) for t in [*tokens, None]}
        assert after == before
        assert _view(port, other, None) == before_other
        # Play goes on from where it stopped.
        token = next(t for t in tokens if after[t]["view"]["legal"])
        _act(port, table_id, token, after[token]["view"]["legal"][0]["action"], after[token]["seq"])
    finally:
        os.kill(server.pid, signal.SIGKILL)
        server.wait()
