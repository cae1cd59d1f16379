"""The break-it suite's clients of a real ``bridgewhist serve``: a seat's (or a spectator's)
websocket that says hello, keeps every frame, and acts on its latest view; what a table stored,
read straight from its SQLite file."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.sync.client import ClientConnection, connect

Frame = dict[str, Any]

KINDS: dict[str, tuple[dict[str, Any], int]] = {
    "four-hand": ({"code": "english-1904"}, 4),
    "laws": ({"code": "american-1905", "mode": "laws"}, 4),
    "three-hand": ({"kind": "three-hand"}, 3),
}
"""Each kind of table the suite plays: its creation body and its members."""


def new_table(port: int, body: dict[str, Any], names: list[str]) -> tuple[str, list[str]]:
    """A table and its members' tokens."""
    base = f"http://127.0.0.1:{port}/api/tables"
    created = httpx.post(base, json=body, timeout=30)
    assert created.status_code == 201, created.text
    table: str = created.json()["table_id"]
    tokens = []
    for name in names:
        joined = httpx.post(f"{base}/{table}/join", json={"name": name}, timeout=30)
        assert joined.status_code == 201, joined.text
        tokens.append(joined.json()["token"])
    return table, tokens


class Client:
    """One websocket at a table of a real server: every frame it got, its latest view."""

    def __init__(self, port: int, table: str, token: str | None, timeout: float = 20.0) -> None:
        self.timeout = timeout
        self.ws: ClientConnection = connect(f"ws://127.0.0.1:{port}/ws/tables/{table}", open_timeout=timeout,
                                            close_timeout=1, legacy=True)
        self.ws.send(json.dumps({"type": "hello", "token": token}))
        self.frames: list[Frame] = []
        self.view: Frame = self.until(lambda f: f["type"] == "view")

    def read(self) -> Frame:
        frame: Frame = json.loads(self.ws.recv(timeout=self.timeout))
        self.frames.append(frame)
        if frame["type"] == "view":
            self.view = frame
        return frame

    def until(self, done: Any) -> Frame:
        """Read until a frame ``done`` accepts; that frame."""
        while True:
            frame = self.read()
            if done(frame):
                return frame

    def sync(self, seq: int) -> Frame:
        """The latest view once it is of at least ``seq`` (read until it is)."""
        if self.view["seq"] >= seq:
            return self.view
        return self.until(lambda f: f["type"] == "view" and f["seq"] >= seq)

    def drain(self) -> Frame:
        """Every frame already sent, up to the answer to a ping: the latest view."""
        self.ws.send(json.dumps({"type": "ping"}))
        self.until(lambda f: f["type"] == "pong")
        return self.view

    def act(self, action: str, seq: int, ref: str) -> bool:
        """Send an action on the view of ``seq``: True once acknowledged (a view past ``seq``), False
        if refused (an error frame with ``ref``)."""
        self.ws.send(json.dumps({"type": "action", "action": action, "seq": seq, "ref": ref}))
        frame = self.until(lambda f: (f["type"] == "view" and f["seq"] > seq)
                           or (f["type"] == "error" and f.get("ref") == ref))
        return bool(frame["type"] == "view")

    def close(self) -> None:
        self.ws.close()


def stored_events(database: Path, table: str) -> dict[int, Frame]:
    """A table's events as its SQLite file holds them, by ``seq`` (read-only)."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT seq, data FROM bw_events WHERE table_id = ?", (table,)).fetchall()
    return {seq: json.loads(data) for seq, data in rows}


def action_of(event: Frame) -> str | None:
    """The action an action event stores (the act's text after its seat at a club-laws table)."""
    if event.get("kind") != "action":
        return None
    text = event.get("action", event.get("act"))
    return None if text is None else str(text)


class Figures:
    """What the break-it suite did (kills, actions acknowledged, frames checked, inputs tried), by
    check: printed at the end of the run."""

    def __init__(self) -> None:
        self.counts: dict[str, dict[str, int]] = {}

    def add(self, check: str, **counts: int) -> None:
        mine = self.counts.setdefault(check, {})
        for name, count in counts.items():
            mine[name] = mine.get(name, 0) + count

    def lines(self) -> list[str]:
        return [f"{check}: " + ", ".join(f"{name} {count:,}" for name, count in counts.items())
                for check, counts in sorted(self.counts.items())]


FIGURES = Figures()
"""The run's figures (in each xdist worker its own: the top-level ``conftest.py`` sums them in the
controller and prints them, ``break-it: ...``, at the end of the run)."""
