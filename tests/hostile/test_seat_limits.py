"""Limits per seat, and no table waits for another's computer (issue 31, item 3).

The declaration advisor (once a view, one job at a time), the hints and the table talk are
counted for the seat, however many connections it opens: twelve connections of one seat start
one advisor job, ten of one seat talk at one seat's rate. And a computer decision that overruns
its budget at one table is killed with its worker process and the worker replaced: another
table's computer players neither fall back nor wait behind it (docs/reliability.md, "Limits per
seat").
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web import advisor, computer
from bridgewhist.web.app import create_app
from bridgewhist.web.chat import BURST
from bridgewhist.web.hints import HINT_BURST
from support.thinkers import empty_advice, hold_on_port
from web.helpers import Player, frames_of, join, new_table

pytestmark = pytest.mark.hostile
Frame = dict[str, Any]


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://", workers=0)) as test_client:
        yield test_client


def seat_tokens(client: TestClient) -> tuple[str, list[str]]:
    """A new table with four members; its id and their tokens."""
    table_id = new_table(client)
    return table_id, [join(client, table_id, name) for name in ("Ann", "Bob", "Cy", "Di")]


def test_twelve_connections_of_one_seat_start_one_advisor_job_and_share_its_hints(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[int] = []
    release = threading.Event()

    def counted(ask: advisor.AdvisorAsk) -> dict[str, Any]:
        started.append(ask.hand)
        release.wait(30)
        return empty_advice(ask)

    monkeypatch.setattr(advisor, "advise_for", counted)
    table_id, tokens = seat_tokens(client)
    members = [Player(client, table_id, token) for token in tokens]
    dealer = next(i for i, p in enumerate(members) if p.view["view"]["legal"])
    assert members[dealer].view["view"]["phase"] == "declaration"
    many = [Player(client, table_id, tokens[dealer]) for _ in range(12)]
    try:
        for p in many:
            p.send({"type": "hint"})
        hints = [h for p in many for h in frames_of(p, "hint")]
        too_fast = [e for p in many for e in frames_of(p, "error") if e["reason"] == "too_fast"]
        # The seat's rate (3 at once, one more every 2 s), not each connection's.
        assert len(hints) <= HINT_BURST + 1 and len(hints) + len(too_fast) == 12
        assert [h["advisor"] for h in hints].count("coming") == 1   # once a view, for the seat
        release.set()
        asker = next(p for p in many if any(h["advisor"] == "coming" for h in frames_of(p, "hint")))
        end = time.monotonic() + 30
        while not frames_of(asker, "advice") and time.monotonic() < end:
            time.sleep(0.1)
        assert frames_of(asker, "advice")[0]["advice"]["options"] == []
        assert len(started) == 1   # one advisor job, not twelve
    finally:
        release.set()
        for p in [*members, *many]:
            p.close()


def test_ten_connections_of_one_seat_talk_at_one_seats_rate(client: TestClient) -> None:
    table_id, tokens = seat_tokens(client)
    members = [Player(client, table_id, token) for token in tokens]
    many = [Player(client, table_id, tokens[1]) for _ in range(10)]
    try:
        for n, p in enumerate(many):
            p.send({"type": "chat", "text": f"line {n}"})
            p.send({"type": "chat", "text": f"again {n}"})
        refused = [e for p in many for e in frames_of(p, "error") if e["reason"] == "too_fast"]
        said = frames_of(members[0], "chat")
        assert len(said) <= BURST + 1 and len(said) + len(refused) == 20   # not 20 lines kept
        members[2].send({"type": "chat", "text": "another seat speaks"})   # another seat's own rate
        assert frames_of(members[2], "error") == []   # its pong: the line was sent to everyone first
        assert frames_of(members[0], "chat")[-1]["text"] == "another seat speaks"
    finally:
        for p in [*members, *many]:
            p.close()


def test_a_slow_computer_turn_at_one_table_neither_stalls_nor_spoils_another_tables(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """One worker (the default): table A's computer decision holds it past its 3 s budget; table
    B's computer players, asked meanwhile, play their own choices (no fallback) and finish the deal
    as soon as A's decision is killed; A's worker process ends and a new one serves B."""
    monkeypatch.setattr(computer, "think", hold_on_port)   # a decision at A reaches back and holds
    caplog.set_level(logging.WARNING, logger="bridgewhist.web")
    with socket.create_server(("127.0.0.1", 0)) as listener, \
            TestClient(create_app(str(tmp_path / "t.db"), workers=1, think_seconds=3.0)) as client:
        port = listener.getsockname()[1]
        held: list[socket.socket] = []
        accepting = threading.Thread(target=lambda: held.append(listener.accept()[0]), daemon=True)
        accepting.start()
        a_table = new_table(client, computer="maxims", seed=port)
        ann = join(client, a_table, "Ann")
        a_player = Player(client, a_table, ann)
        client.post(f"/api/tables/{a_table}/fill", headers={"X-Seat-Token": ann})
        for _ in range(100):   # Ann plays her turns until a computer's decision at A holds the worker
            accepting.join(0.2)
            if held:
                break
            view = a_player.drain()
            if view["view"]["legal"]:
                a_player.send({"type": "action", "action": view["view"]["legal"][0]["action"],
                               "seq": view["seq"]})
        assert held, "table A's computer player never began to think"
        listener.close()   # A's later decisions are ordinary ones
        begun = time.monotonic()
        b_table = new_table(client, computer="random", seed=11)
        bob = join(client, b_table, "Bob")
        b_player = Player(client, b_table, bob)
        client.post(f"/api/tables/{b_table}/fill", headers={"X-Seat-Token": bob})
        while b_player.drain()["view"]["phase"] != "over" and time.monotonic() < begun + 30:
            view = b_player.view
            if view["view"]["legal"]:
                b_player.send({"type": "action", "action": view["view"]["legal"][0]["action"],
                               "seq": view["seq"]})
            time.sleep(0.1)
        took = time.monotonic() - begun
        with held[0] as line:
            line.settimeout(10.0)
            assert line.recv(64).decode().strip().isdigit()
            assert line.recv(64) == b""   # A's worker process was killed at its budget
        a_player.close()
        b_player.close()
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert b_player.view["view"]["phase"] == "over" and took < 20, (took, warnings)
    assert not [w for w in warnings if "random" in w], warnings   # B never fell back
    assert sum("maxims overran" in w for w in warnings) == 1, warnings
