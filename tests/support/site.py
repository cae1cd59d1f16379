"""A site of several ``bridgewhist serve`` processes on one PostgreSQL database, and the seated
websocket clients that play through them (the multi-process tests, tests/web/test_multiprocess.py)."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from support.server import free_port, start_serve

WAIT = 10.0
"""Seconds a client waits for what it expects before the test fails."""


class Process:
    """One ``bridgewhist serve`` of the site: its port and its log (INFO)."""

    def __init__(self, database: str, log: Path, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.log = log
        with log.open("wb") as out:
            self.process = start_serve(database, self.port, log_level="info", log=out, env=env)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """``kill -9``."""
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        """SIGTERM, then ``kill -9`` after 10 s."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


def new_table(process: Process, **body: Any) -> str:
    """A new table's id (created through ``process``)."""
    answer = httpx.post(f"{process.base}/api/tables", json=body)
    assert answer.status_code == 201, answer.text
    return str(answer.json()["table_id"])


def join(process: Process, table_id: str, name: str) -> tuple[str, int]:
    """A person's seat token and place (joined through ``process``)."""
    answer = httpx.post(f"{process.base}/api/tables/{table_id}/join", json={"name": name})
    assert answer.status_code == 201, answer.text
    joined = answer.json()
    return str(joined["token"]), int(joined["member"])


class Client:
    """A seated member's websocket on one process: every frame it is sent, in order."""

    def __init__(self, process: Process, table_id: str, token: str | None, name: str = "") -> None:
        self.table_id = table_id
        self.token = token
        self.name = name
        self.frames: list[dict[str, Any]] = []
        self.ws: ClientConnection | None = None
        self.connect(process)

    def connect(self, process: Process) -> None:
        """(Re)connect to ``process`` with the seat token, as the page does after a drop."""
        self.process = process
        self.connected_at = len(self.frames)
        self.ws = connect(f"ws://127.0.0.1:{process.port}/ws/tables/{self.table_id}", open_timeout=WAIT,
                          legacy=True)
        self.ws.send(json.dumps({"type": "hello", "token": self.token}))
        self.wait(lambda: any(f["type"] == "view" for f in self.frames[self.connected_at:]), "first view")

    def drain(self, timeout: float = 0.0) -> bool:
        """Read the frames waiting (waiting ``timeout`` for the first); False once closed."""
        assert self.ws is not None
        try:
            while True:
                self.frames.append(json.loads(self.ws.recv(timeout=timeout)))
                timeout = 0.0
        except TimeoutError:
            return True
        except ConnectionClosed:
            return False

    def wait(self, until: Callable[[], bool], what: str, timeout: float = WAIT) -> None:
        """Read frames until ``until()``.

        :raises AssertionError: after ``timeout`` seconds, naming ``what``.
        """
        end = time.monotonic() + timeout
        while not until():
            if time.monotonic() > end:
                raise AssertionError(f"{self.name}: no {what} within {timeout:g} s")
            if not self.drain(0.05):
                raise AssertionError(f"{self.name}: the connection closed while waiting for {what}")

    def views(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["type"] == "view"]

    @property
    def view(self) -> dict[str, Any]:
        """The last view frame."""
        return self.views()[-1]

    @property
    def seq(self) -> int:
        return int(self.view["seq"]) if self.views() else -1

    def wait_seq(self, seq: int, timeout: float = WAIT) -> None:
        """Wait for a view of ``seq`` or later."""
        self.wait(lambda: self.seq >= seq, f"view of event {seq}", timeout)

    def legal(self) -> list[str]:
        return [item["action"] for item in self.view["view"]["legal"]]

    def act(self, action: str, seq: int | None = None) -> None:
        assert self.ws is not None
        self.ws.send(json.dumps({"type": "action", "action": action,
                                 "seq": self.seq if seq is None else seq}))

    def wait_answer(self, seq: int, what: str, timeout: float = WAIT) -> None:
        """Wait for a view after ``seq`` or an error frame."""
        self.wait(lambda: self.seq > seq or bool(self.errors()), what, timeout)

    def event_seqs(self, since_connect: bool = False) -> list[int]:
        """The seqs of the event frames received, in order (one event may have several frames);
        ``since_connect``: on the last connection only."""
        frames = self.frames[self.connected_at:] if since_connect else self.frames
        return [int(f["seq"]) for f in frames if f["type"] == "event"]

    def say(self, text: str) -> None:
        assert self.ws is not None
        self.ws.send(json.dumps({"type": "chat", "text": text}))

    def lines(self) -> list[str]:
        """The lines of table talk received as said (not the history sent on connect)."""
        return [f["text"] for f in self.frames if f["type"] == "chat" and not f.get("past")]

    def errors(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["type"] == "error"]

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()


def in_order(seqs: list[int]) -> bool:
    """True when ``seqs`` never goes back and never skips one.

    >>> in_order([3, 4, 4, 5]), in_order([3, 5]), in_order([4, 3])
    (True, False, False)
    """
    return all(b in (a, a + 1) for a, b in itertools.pairwise(seqs))


def first_action(legal: list[str]) -> str:
    """The first legal action that is no double (doubling on without end never ends a deal).

    >>> first_action(["double", "content"]), first_action(["double"])
    ('content', 'double')
    """
    return next((action for action in legal if "double" not in action), legal[0])


def play_one(clients: list[Client], timeout: float = WAIT) -> tuple[Client, str, int]:
    """The member whose turn it is (on the newest view every client has) makes his first legal
    action; every client then waits for its view. Returns who, what and the new seq."""
    seq = max(c.seq for c in clients)
    for client in clients:
        client.wait_seq(seq, timeout)
    mover = next((c for c in clients if c.seq == seq and c.legal()), None)
    assert mover is not None, f"nobody may act at event {seq}"
    action = first_action(mover.legal())
    mover.act(action)
    mover.wait_answer(seq, f"an answer to {action}", timeout)
    assert not mover.errors(), mover.errors()
    for client in clients:
        client.wait_seq(seq + 1, timeout)
    return mover, action, mover.seq


def play_alone(client: Client, end: int, timeout: float = 20.0) -> None:
    """The one person at a computers' table plays his first legal action at each of his turns
    (the computer players take theirs) until the table reaches event ``end``."""
    while client.seq < end:
        client.wait(lambda: client.seq >= end or (bool(client.views()) and bool(client.legal())),
                    f"a turn before event {end}", timeout)
        if client.seq >= end:
            return
        seq = client.seq
        client.act(first_action(client.legal()))
        client.wait_answer(seq, "an answer")
        assert not client.errors(), client.errors()
