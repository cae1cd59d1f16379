"""The database away or full (issue 31, item 6): every path answers ``storage_failed`` with one
warning line and no traceback, a computer turn the database refuses backs off, ``/api/health``
tells the load balancer, and the table carries on once the database is back.

On real processes: a private PostgreSQL (tests/support/cluster.py) stopped with ``pg_ctl`` in
the middle of a game, and a real full disk (a small tmpfs, filled to ``ENOSPC``; skipped where
no tmpfs can be mounted).
"""

from __future__ import annotations

import errno
import json
import re
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.web.kinds import kind_for_request
from bridgewhist.web.store import Store
from bridgewhist.web.tables.places import TableConfig
from support.cluster import Cluster, private_cluster
from support.site import Client, Process, first_action, join, new_table

PAD = {"law_code": "english-1904", "first_dealer": "N", "players": {"N": "A", "E": "C", "S": "B", "W": "D"}}
"""A good score pad's body."""


def storage_lines(log: str) -> list[str]:
    """The log's warning lines that report a storage failure."""
    return [line for line in log.splitlines() if line.startswith("WARNING") and "storage_failed" in line]


def computer_waits(log: str, table_id: str) -> list[float]:
    """The waits announced, in order, by the log's lines of the computer turns of ``table_id`` that
    the database refused (``...; again in 0.5 s``)."""
    line = rf"table {re.escape(table_id)}: computer turn: storage_failed \(.*\); again in ([\d.]+) s"
    found = re.findall(line, log)
    return [float(wait) for wait in found]


def assert_storage_failed(answer: httpx.Response) -> None:
    """A 503 with the project's error body, reason ``storage_failed``."""
    assert answer.status_code == 503, answer.text
    error = answer.json()["error"]
    assert error["reason"] == "storage_failed" and error["message"], error


def wait_for_error(client: Client, reason: str) -> dict[str, Any]:
    """The first error frame of ``reason`` the client is sent (waited for)."""
    client.wait(lambda: any(e["reason"] == reason for e in client.errors()), f"a {reason} frame")
    return next(e for e in client.errors() if e["reason"] == reason)


def act_once(client: Client, seq: int) -> bool:
    """The client's first legal action on the view of ``seq``: True once accepted, False if refused."""
    known = len(client.errors())
    client.act(first_action(client.legal()))
    client.wait(lambda: client.seq > seq or len(client.errors()) > known, "an answer")
    return client.seq > seq


def still_connected(client: Client) -> None:
    """The connection answers a ping."""
    assert client.ws is not None
    before = len(client.frames)
    client.ws.send(json.dumps({"type": "ping"}))
    client.wait(lambda: any(f["type"] == "pong" for f in client.frames[before:]), "a pong")


def seated_at_turn(process: Process, name: str, seed: int) -> tuple[str, Client]:
    """A table of ``name`` and three computer players, waited for until it is his turn."""
    table_id = new_table(process, code="american-1905", seed=seed)
    token, _ = join(process, table_id, name)
    assert httpx.post(f"{process.base}/api/tables/{table_id}/fill",
                      headers={"X-Seat-Token": token}).status_code == 200
    client = Client(process, table_id, token, name)
    client.wait(lambda: bool(client.legal()), f"{name}'s turn")
    return table_id, client


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    with private_cluster(halted_ok=True) as made:   # a test that failed while it was halted
        yield made


def test_postgresql_stopped_every_path_answers_storage_failed_and_the_table_carries_on(
        cluster: Cluster, tmp_path: Path) -> None:
    process = Process(cluster.url(), tmp_path / "serve.log")
    try:
        _table_id, ann = seated_at_turn(process, "Ann", seed=11)
        assert httpx.get(f"{process.base}/api/health").status_code == 200
        cluster.halt()

        health = httpx.get(f"{process.base}/api/health", timeout=20)
        assert_storage_failed(health)   # the load balancer sends no one here meanwhile
        assert_storage_failed(httpx.get(f"{process.base}/api/tables", timeout=20))
        assert_storage_failed(httpx.post(f"{process.base}/api/tables", json={"code": "american-1905"},
                                         timeout=20))
        assert_storage_failed(httpx.post(f"{process.base}/api/pads", json=PAD, timeout=20))
        seq = ann.seq
        ann.act(first_action(ann.legal()))
        wait_for_error(ann, "storage_failed")
        assert ann.seq == seq   # nothing accepted
        still_connected(ann)
        for attempt in range(5):   # a page reconnecting: its view from memory and the error, kept open
            again = Client(process, ann.table_id, ann.token, f"Ann again {attempt}")
            wait_for_error(again, "storage_failed")
            assert again.seq == seq
            still_connected(again)
            again.close()
        failures = 4 + 1 + 5   # three HTTP calls and the health check, the action, five connections
        log = process.log_text()
        assert "Traceback" not in log and "Exception in ASGI" not in log, log[-3000:]
        assert len(storage_lines(log)) <= failures, storage_lines(log)

        cluster.start()
        for _ in range(100):   # bounded: the database answers again within seconds
            if httpx.get(f"{process.base}/api/health", timeout=20).status_code == 200:
                break
            time.sleep(0.2)
        assert httpx.get(f"{process.base}/api/health").json()["ok"] is True
        for _ in range(3):   # the first may meet a pool's dead connection: storage_failed, nothing accepted
            if act_once(ann, seq):
                break
        ann.wait_seq(seq + 2)   # accepted, and the computer players answer it
        assert httpx.get(f"{process.base}/api/tables").status_code == 200
        assert "Traceback" not in process.log_text()
    finally:
        process.stop()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 16 MiB tmpfs, unmounted at the end (skipped where none can be mounted)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(disk)],
                             capture_output=True, check=False)
    if mounted.returncode != 0:
        pytest.skip("cannot mount a tmpfs here (it needs root)")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def computers_table(database: Path) -> str:
    """A table of four computer players, stored but last written long ago (the server loads it
    on first use); its id."""
    store = Store(str(database))
    store.migrate()
    config = TableConfig("computers4", load_law_code("american-1905"), seed=5, created="2000-01-01")
    game = kind_for_request("four", "strict")(config)
    store.create_table(config)
    store.append(config.table_id, 1, game.propose_fill())
    store.checkpoint()
    store.close()
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE bw_tables SET touched = '2000-01-01T00:00:00+00:00'")
    return config.table_id


def fill(disk: Path) -> Path:
    """Write a file on ``disk`` until it has no room left; the file."""
    filler = disk / "filler"
    with filler.open("wb", buffering=0) as out:
        for size in (1 << 20, 4096, 512):
            block = b"\0" * size
            for _ in range(100_000):   # bounded: 16 MiB at most
                try:
                    out.write(block)
                except OSError as error:
                    assert error.errno == errno.ENOSPC, error
                    break
    return filler


def test_a_full_disk_answers_storage_failed_and_the_computers_back_off(small_disk: Path,
                                                                       tmp_path: Path) -> None:
    database = small_disk / "tables.db"
    computers = computers_table(database)
    process = Process(str(database), tmp_path / "serve.log")
    port = process.port
    try:
        _table_id, bob = seated_at_turn(process, "Bob", seed=12)
        wal = Path(f"{database}-wal")
        for _ in range(100):   # the idle table's write-ahead log is emptied by the next checkpoint
            if not wal.exists() or wal.stat().st_size == 0:
                break
            time.sleep(0.1)
        filler = fill(small_disk)

        seq = bob.seq
        bob.act(first_action(bob.legal()))
        wait_for_error(bob, "storage_failed")
        assert bob.seq == seq
        still_connected(bob)
        assert_storage_failed(httpx.post(f"http://127.0.0.1:{port}/api/tables",
                                         json={"code": "american-1905", "kind": "three-hand"}))
        assert_storage_failed(httpx.post(f"http://127.0.0.1:{port}/api/pads", json=PAD))

        watcher = Client(process, computers, None, "spectator")   # the computers' table loads and plays
        stuck = watcher.seq
        end = time.monotonic() + 30
        while len(computer_waits(process.log_text(), computers)) < 3:   # three refusals in a row
            assert time.monotonic() < end, "no three computer turns were refused"
            time.sleep(0.1)
        # Not a loop: each refusal in a row doubles the wait before the next try (web/backoff.py).
        assert computer_waits(process.log_text(), computers)[:3] == [0.5, 1.0, 2.0]
        log = process.log_text()
        assert "Traceback" not in log and "Exception in ASGI" not in log, log[-3000:]

        filler.unlink()
        watcher.wait_seq(stuck + 3, timeout=30)   # the computers carry on once there is room
        assert act_once(bob, seq), bob.errors()
        assert [t["table_id"] for t in httpx.get(f"http://127.0.0.1:{port}/api/tables").json()["tables"]
                if t.get("kind") not in (None, "four")] == []   # no refused three-hand table left behind
    finally:
        process.stop()
