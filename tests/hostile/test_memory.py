"""Bounded memory (issue 31, item 5), on a real ``bridgewhist serve``: a connection that never
reads is closed with ``4413`` once too many frames wait for it, and the server plays on; a table
left idle leaves memory and comes back from its log exactly as it was, and plays on."""

from __future__ import annotations

import base64
import json
import os
import random
import socket
import struct
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from websockets.sync.client import ClientConnection, connect

from bridgewhist.web.connection import CLOSE_SLOW_READER
from support.server import free_port, start_serve

pytestmark = pytest.mark.hostile

SLOW_READER_LINE = "that does not read"
LEFT_MEMORY_LINE = "left memory"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[int, Path]]:
    """A server whose tables leave memory after half a second idle: its port and its log."""
    port = free_port()
    log_path = tmp_path / "server.log"
    with log_path.open("wb") as log:
        process = start_serve(tmp_path / "tables.db", port, log_level="info", log=log,
                              args=("--idle-seconds", "0.5"))
    yield port, log_path
    process.terminate()
    process.wait(20)
    text = log_path.read_text(errors="replace")
    assert "Traceback" not in text and "Exception in ASGI" not in text, text[-3000:]


def _busy_table(port: int) -> tuple[str, str]:
    """A table with one person (his token) and three computer players."""
    base = f"http://127.0.0.1:{port}"
    table_id = httpx.post(f"{base}/api/tables", json={"code": "english-1904", "seed": 3,
                                                      "computer": "random"}).json()["table_id"]
    token = httpx.post(f"{base}/api/tables/{table_id}/join", json={"name": "Ann"}).json()["token"]
    filled = httpx.post(f"{base}/api/tables/{table_id}/fill", headers={"X-Seat-Token": token})
    assert filled.status_code == 200
    return table_id, token


def _stalled(port: int, table_id: str) -> socket.socket:
    """A spectator's websocket that says hello and then reads nothing (a 4 KiB receive buffer)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws/tables/{table_id} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
                 .encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head
    payload, mask = b'{"type": "hello"}', os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + masked)
    return sock


def _close_code(sock: socket.socket) -> int | None:
    """Read the server's frames to the end; the code of its close frame (None if none came)."""
    data = b""
    while True:
        try:
            chunk = sock.recv(1 << 16)
        except TimeoutError:
            break
        if not chunk:
            break
        data += chunk
    at = 0
    while at + 2 <= len(data):
        opcode, length = data[at] & 0x0F, data[at + 1] & 0x7F
        at += 2
        if length == 126:
            length, at = struct.unpack("!H", data[at:at + 2])[0], at + 2
        elif length == 127:
            length, at = struct.unpack("!Q", data[at:at + 8])[0], at + 8
        if opcode == 0x8:
            return int(struct.unpack("!H", data[at:at + 2])[0])
        at += length
    return None


def _play(ws: ClientConnection, rng: random.Random, until: Any, limit: float = 60.0) -> tuple[int, int]:
    """The person acts at random on each view that asks him, until ``until()`` (asked every 50
    frames) or ``limit`` seconds; the actions sent and the last view's seq. No error frame comes."""
    sent = seq = frames = 0
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and not (frames % 50 == 0 and until()):
        frames += 1
        frame = json.loads(ws.recv(timeout=10))
        assert frame["type"] != "error", frame
        if frame["type"] == "view":
            seq = frame["seq"]
            if frame["view"]["legal"]:
                action = rng.choice(frame["view"]["legal"])["action"]
                ws.send(json.dumps({"type": "action", "action": action, "seq": seq}))
                sent += 1
    return sent, seq


def test_a_spectator_that_never_reads_is_closed_with_4413_and_the_table_plays_on(
        server: tuple[int, Path]) -> None:
    port, log_path = server
    table_id, token = _busy_table(port)
    stalled = _stalled(port, table_id)
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{table_id}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        _play(ws, random.Random(1), lambda: SLOW_READER_LINE in log_path.read_text(errors="replace"))
        assert SLOW_READER_LINE in log_path.read_text(errors="replace")
        # The table plays on for the person who reads.
        assert _play(ws, random.Random(2), lambda: False, limit=1.0)[0] > 0
    assert _close_code(stalled) == CLOSE_SLOW_READER
    stalled.close()
    line = next(x for x in log_path.read_text().splitlines() if SLOW_READER_LINE in x)
    assert line.startswith("WARNING") and table_id in line and "a spectator" in line
    assert httpx.get(f"http://127.0.0.1:{port}/api/health").status_code == 200


def _view(port: int, table_id: str, token: str | None) -> dict[str, Any]:
    """The first view a connection is sent, without who is connected."""
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{table_id}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        while True:
            frame: dict[str, Any] = json.loads(ws.recv(timeout=10))
            if frame["type"] == "view":
                for member in frame["view"]["members"]:
                    member.pop("connected")
                return frame


def test_an_idle_table_leaves_memory_and_is_rebuilt_exactly_and_plays_on(server: tuple[int, Path]) -> None:
    port, log_path = server
    table_id, token = _busy_table(port)
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{table_id}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        assert _play(ws, random.Random(3), lambda: False, limit=1.0)[0] > 0
    deadline = time.monotonic() + 20
    before = _view(port, table_id, token)
    while not before["view"]["legal"] and time.monotonic() < deadline:   # the computers' turns end
        before = _view(port, table_id, token)
    assert before["view"]["legal"], "the table never came back to the person's turn"
    watched = _view(port, table_id, None)
    summary = httpx.get(f"http://127.0.0.1:{port}/api/tables/{table_id}").json()
    while LEFT_MEMORY_LINE not in log_path.read_text(errors="replace") and time.monotonic() < deadline:
        time.sleep(0.1)
    assert LEFT_MEMORY_LINE in log_path.read_text(errors="replace")
    assert httpx.get(f"http://127.0.0.1:{port}/api/tables/{table_id}").json() == summary
    assert _view(port, table_id, token) == before
    assert _view(port, table_id, None) == watched
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{table_id}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        sent, seq = _play(ws, random.Random(4), lambda: False, limit=1.0)
    assert sent > 0 and seq > before["seq"]
