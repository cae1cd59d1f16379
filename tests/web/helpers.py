"""Helpers of the web tests: seat four people at a table and play over websockets."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from jsonschema import Draft202012Validator

Frame = dict[str, Any]


def new_table(client: TestClient, **options: Any) -> str:
    """Create a table; its id."""
    response = client.post("/api/tables", json={"code": "english-1904", "seed": 11, **options})
    assert response.status_code == 201, response.text
    table_id: str = response.json()["table_id"]
    return table_id


def join(client: TestClient, table_id: str, name: str) -> str:
    """Take a place; the token."""
    response = client.post(f"/api/tables/{table_id}/join", json={"name": name})
    assert response.status_code == 201, response.text
    token: str = response.json()["token"]
    return token


def hello(token: str | None) -> Frame:
    """The first frame of a connection: the seat token (never in the URL), or none to watch."""
    return {"type": "hello", "token": token}


def read_until_view(ws: Any, seq: int | None = None, log: list[Frame] | None = None) -> Frame:
    """Frames until a view (of at least ``seq``); every frame read goes to ``log``."""
    while True:
        frame: Frame = ws.receive_json()
        if log is not None:
            log.append(frame)
        if frame["type"] == "view" and (seq is None or frame["seq"] >= seq):
            return frame


class Player:
    """A websocket at a table (a token's, or a spectator's) with every frame it received."""

    def __init__(self, client: TestClient, table_id: str, token: str | None) -> None:
        self.context = client.websocket_connect(f"/ws/tables/{table_id}")
        self.ws = self.context.__enter__()
        self.frames: list[Frame] = []
        try:
            self.ws.send_json(hello(token))
            self.view = read_until_view(self.ws, log=self.frames)
        except BaseException:
            # Refused after the accept (a close code 44xx): leave the session, then say so.
            self.context.__exit__(None, None, None)
            raise

    def sync(self, seq: int) -> Frame:
        """Read until the view of ``seq``."""
        self.view = read_until_view(self.ws, seq, self.frames)
        return self.view

    def drain(self) -> Frame:
        """Read every frame already sent (up to the answer to a ping); the latest view."""
        self.ws.send_json({"type": "ping"})
        while True:
            frame: Frame = self.ws.receive_json()
            if frame["type"] == "pong":
                return self.view
            self.frames.append(frame)
            if frame["type"] == "view":
                self.view = frame

    def send(self, frame: Frame | str) -> None:
        if isinstance(frame, str):
            self.ws.send_text(frame)
        else:
            self.ws.send_json(frame)

    def close(self) -> None:
        self.context.__exit__(None, None, None)


def settled_views(client: TestClient, table_id: str, tokens: list[str | None]) -> list[Frame]:
    """Each token's latest view (None: a spectator's), read by a fresh websocket closed after,
    without who is connected: what a table rebuilt from its log must show again."""
    views = []
    for token in tokens:
        player = Player(client, table_id, token)
        views.append(player.drain())
        player.close()
    for frame in views:
        for member in frame["view"]["members"]:
            member.pop("connected")
    return views


def seat_all(client: TestClient, table_id: str, names: tuple[str, ...] = ("Ann", "Bob", "Cy", "Di"),
             spectators: int = 1) -> tuple[list[Player], list[Player]]:
    """Four people take the places and connect, with spectators; every connection drained."""
    tokens = [join(client, table_id, name) for name in names]
    players = [Player(client, table_id, t) for t in tokens]
    watchers = [Player(client, table_id, None) for _ in range(spectators)]
    for p in players + watchers:
        p.drain()
    return players, watchers


@contextmanager
def seated_table(client: TestClient, **options: Any) -> Iterator[tuple[list[Player], list[Player]]]:
    """A new table (``options`` as for :func:`new_table`) with four people seated and a spectator;
    every connection closed on leaving."""
    players, watchers = seat_all(client, new_table(client, **options))
    try:
        yield players, watchers
    finally:
        for p in players + watchers:
            p.close()


def frames_of(player: Player, kind: str) -> list[Frame]:
    """Every frame of type ``kind`` the player has had so far (what is waiting read first)."""
    player.drain()
    return [f for f in player.frames if f["type"] == kind]


def play_random(players: list[Player], spectators: list[Player], rng: random.Random, *,
                until_over: bool = True, max_actions: int = 200) -> int:
    """Seated players act at random from their own legal lists until the deal is over; the seq."""
    everyone = players + spectators
    seq = players[0].view["seq"]
    for _ in range(max_actions):
        acting = [p for p in players if p.view["view"]["legal"]]
        if not acting or (until_over and players[0].view["view"]["phase"] == "over"):
            return seq
        player = acting[0]
        choice = rng.choice(player.view["view"]["legal"])["action"]
        if choice == "next" and until_over:
            return seq
        player.send({"type": "action", "action": choice, "seq": seq, "ref": f"r{seq}"})
        seq += 1
        for p in everyone:
            p.sync(seq)
    return seq


SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "schema"
"""The published JSON Schema of every message (tools/web_schema.py)."""


def published(name: str) -> Draft202012Validator:
    """The validator of the published schema ``name`` (``pad-answer``...), itself checked."""
    found = json.loads((SCHEMA / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(found)
    return Draft202012Validator(found)
