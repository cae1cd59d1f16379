"""Seeded rubbers of each kind of table played through the real server, every frame each receiver
got captured: the golden frames of ``tests/web/golden/`` (issue 33, item 1).

Each kind of table (four-hand friendly with claims and undo, club-laws with irregularities,
three-hand, club of five) is opened on a fresh app (SQLite, no computer player), a spectator
connects before anyone joins, people take every place and connect, and seeded random choices
from each receiver's ``legal`` list (with seeded claims, undo, answers and irregular acts) play a
whole rubber and the cut of the next. After each action the sender's frames are read, then
everyone's (up to a ``pong``), so each receiver's frames come in one order on every run. The
HTTP answers (the table's summary at the start and the end, the records) are kept too.

The volatile values (the table's id, its creation time, the seat tokens) are replaced by fixed
words; nothing else is changed. Run as a module to write the files again::

    PYTHONPATH=tests .venv/bin/python -m web.golden_play
"""

from __future__ import annotations

import gzip
import json
import random
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from web.helpers import join

GOLDEN = Path(__file__).with_name("golden")
"""Where the golden frames are kept, one gzip-compressed JSON file a kind of table."""

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
MAX_ACTIONS = 2500
"""A rubber that has not ended after this many actions is a bug of the driver."""


@dataclass(frozen=True)
class Kind:
    """One kind of table to play: its creation options, its people, its seed of choices."""

    name: str
    options: dict[str, Any]
    persons: int
    seed: int
    tries: bool = field(default=False)
    """Whether irregular acts are tried (a club-laws table)."""
    consent: bool = field(default=False)
    """Whether claims and undo are asked (a friendly four-hand or club table)."""


KINDS = (
    Kind("four", {"code": "english-1904", "seed": 11}, 4, 3, consent=True),
    Kind("laws", {"code": "american-1905", "seed": 23, "mode": "laws"}, 4, 7, tries=True),
    Kind("three-hand", {"code": "american-1904", "seed": 13, "kind": "three-hand"}, 3, 5),
    Kind("club", {"code": "english-1904", "seed": 14, "kind": "club", "places": 5}, 5, 6, consent=True),
)


@dataclass
class Capture:
    """What a played table sent: the HTTP answers in order, and each receiver's frames as sent."""

    http: list[dict[str, Any]] = field(default_factory=list)
    receivers: dict[str, list[str]] = field(default_factory=dict)


class Receiver:
    """A websocket at a table (a token's, or a spectator's) keeping every frame's text as sent."""

    def __init__(self, client: TestClient, table_id: str, token: str | None) -> None:
        self.context = client.websocket_connect(f"/ws/tables/{table_id}")
        self.ws = self.context.__enter__()
        self.texts: list[str] = []
        self.view: dict[str, Any] = {}
        self.ws.send_json({"type": "hello", "token": token})
        while not self.view:
            self.read()

    def read(self) -> dict[str, Any]:
        """One frame, kept; the latest view is remembered."""
        text = self.ws.receive_text()
        frame: dict[str, Any] = json.loads(text)
        if frame["type"] != "pong":
            self.texts.append(text)
        if frame["type"] == "view":
            self.view = frame
        return frame

    def drain(self) -> None:
        """Read every frame already sent (up to the answer to a ping)."""
        self.ws.send_json({"type": "ping"})
        while self.read()["type"] != "pong":
            pass

    def send(self, frame: dict[str, Any]) -> None:
        self.ws.send_json(frame)

    def close(self) -> None:
        self.context.__exit__(None, None, None)


def _answer(capture: Capture, what: str, response: Any) -> Any:
    """Keep an HTTP answer's text as sent; its JSON (or text)."""
    capture.http.append({"request": what, "status": response.status_code, "text": response.text})
    return response.json() if "json" in response.headers.get("content-type", "") else response.text


def _choice(rng: random.Random, kind: Kind, players: list[Receiver]) -> tuple[Receiver, str] | None:
    """The next action: an answer to an ask, a claim or undo, an irregular act, else a legal one."""
    views = [p.view["view"] for p in players]
    answering = [p for p, v in zip(players, views, strict=True) if v.get("consent", {}).get("answer")]
    if answering:
        return answering[0], "accept" if rng.random() < 0.7 else "play on"
    if kind.consent and rng.random() < 0.04:
        askers = [(p, v["consent"]) for p, v in zip(players, views, strict=True)
                  if v["consent"]["claim"] is not None or v["consent"]["undo"]]
        if askers:
            player, consent = rng.choice(askers)
            if consent["claim"] is not None and (not consent["undo"] or rng.random() < 0.5):
                return player, f"claim {rng.randint(0, consent['claim'])}"
            return player, "undo"
    if kind.tries and rng.random() < 0.05:
        seated = [(p, v) for p, v in zip(players, views, strict=True)
                  if v["you"]["seat"] is not None and v["hands"].get(v["you"]["seat"])]
        if seated:
            player, view = rng.choice(seated)
            extra = [a["action"] for a in view["laws"]["table_acts"]] if "laws" in view else []
            return player, rng.choice([*view["hands"][view["you"]["seat"]], *extra])
    acting = [p for p, v in zip(players, views, strict=True) if v["legal"]]
    if not acting:
        return None
    player = rng.choice(acting)
    return player, rng.choice(player.view["view"]["legal"])["action"]


def play(kind: Kind) -> Capture:
    """Play one seeded rubber of ``kind`` (and the cut of the next) through the server."""
    capture = Capture()
    with tempfile.TemporaryDirectory() as folder, \
            TestClient(create_app(str(Path(folder) / "tables.db"), workers=0)) as client:
        created = _answer(capture, "create", client.post("/api/tables", json=kind.options))
        table_id = created["table_id"]
        path = f"/api/tables/{table_id}"
        spectator = Receiver(client, table_id, None)
        _answer(capture, "summary", client.get(path))
        tokens = [join(client, table_id, name) for name in NAMES[:kind.persons]]
        players = [Receiver(client, table_id, token) for token in tokens]
        everyone = [spectator, *players]
        for receiver in everyone:
            receiver.drain()
        _answer(capture, "summary", client.get(path))
        rng = random.Random(kind.seed)
        try:
            for _ in range(MAX_ACTIONS):
                chosen = _choice(rng, kind, players)
                if chosen is None:
                    break
                sender, action = chosen
                new_rubber = action == "next" and "rubber" in next(
                    a["words"] for a in sender.view["view"]["legal"] if a["action"] == "next")
                sender.send({"type": "action", "action": action, "seq": sender.view["seq"], "ref": "r"})
                sender.drain()
                for receiver in everyone:
                    receiver.drain()
                if new_rubber:
                    break
            else:
                raise AssertionError(f"the {kind.name} table's rubber did not end in {MAX_ACTIONS} actions")
            _answer(capture, "summary", client.get(path))
            _answer(capture, "tables", client.get("/api/tables"))
            _answer(capture, "record.json", client.get(f"{path}/record.json?rubber=1"))
            _answer(capture, "record.pbn", client.get(f"{path}/record.pbn?rubber=1"))
        finally:
            for receiver in everyone:
                receiver.close()
        capture.receivers["spectator"] = spectator.texts
        for name, player in zip(NAMES, players, strict=False):
            capture.receivers[name] = player.texts
        return _fixed(capture, table_id, created, tokens)


def _fixed(capture: Capture, table_id: str, created: dict[str, Any], tokens: list[str]) -> Capture:
    """The capture with its volatile values (id, creation time, tokens) replaced by fixed words."""
    assert created["table_id"] == table_id
    stamp = json.loads(capture.http[1]["text"])["created"]   # the first summary's

    def fixed(text: str) -> str:
        text = text.replace(table_id, "TABLE").replace(stamp, "CREATED")
        for number, token in enumerate(tokens, start=1):
            text = text.replace(token, f"TOKEN-{number}")
        return text

    http = [{**answer, "text": fixed(answer["text"])} for answer in capture.http]
    return Capture(http=http, receivers={name: [fixed(t) for t in texts]
                                         for name, texts in capture.receivers.items()})


def golden_path(kind: Kind) -> Path:
    """The golden file of ``kind``."""
    return GOLDEN / f"{kind.name}.json.gz"


def dumps(capture: Capture) -> bytes:
    """The capture as kept: JSON, each frame's text as a string on its own line, gzip-compressed
    without a time stamp."""
    lines = ["{", f'"http": {json.dumps(capture.http, ensure_ascii=False)},', '"receivers": {']
    receivers = list(capture.receivers.items())
    for index, (name, frames) in enumerate(receivers):
        body = ",\n".join(json.dumps(text, ensure_ascii=False) for text in frames)
        lines.append(f'"{name}": [\n{body}\n]' + ("," if index < len(receivers) - 1 else ""))
    lines.append("}}")
    return gzip.compress("\n".join(lines).encode(), mtime=0)


def load(kind: Kind) -> Capture:
    """The golden capture of ``kind``."""
    data = json.loads(gzip.decompress(golden_path(kind).read_bytes()))
    return Capture(http=data["http"], receivers=data["receivers"])


def main() -> None:
    """Write every kind's golden file."""
    GOLDEN.mkdir(exist_ok=True)
    for kind in KINDS:
        capture = play(kind)
        golden_path(kind).write_bytes(dumps(capture))
        frames = sum(len(f) for f in capture.receivers.values())
        print(f"{kind.name}: {frames} frames, {golden_path(kind).stat().st_size} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
