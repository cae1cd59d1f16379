"""The server's start-up with many stored tables: time to healthy and memory, by tables stored.

Plays one four-hand deal to its end in process (four websocket clients acting at random), then
copies that table's row and event log to ``N`` tables of a fresh SQLite file: ``--live`` of them
written just now (in play), the rest last written two days ago (finished). ``bridgewhist serve``
is started on the file and timed until ``/api/health`` answers; its resident memory is read then
(``VmRSS``, ``VmHWM`` of ``/proc``) with the CPU seconds it spent. ``--all-live`` writes every
table just now: what the server did before issue 14, item 6 (every stored table rebuilt at
start). Issue 14 measured 7.2 s to healthy with 5,000 tables.

    PYTHONPATH=src python benchmarks/startup.py --tables 5000 50000 [--live 50] [--all-live]
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx2 as httpx
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _until_view(ws: Any, seq: int) -> dict[str, Any]:
    while True:
        frame: dict[str, Any] = ws.receive_json()
        if frame["type"] == "view" and frame["seq"] >= seq:
            return frame


def play_one_deal(database: Path, seed: int = 7) -> str:
    """A table whose deal is played out and scored, in ``database``; its id."""
    rng = random.Random(seed)
    with TestClient(create_app(str(database), workers=0)) as client:
        table = client.post("/api/tables", json={"code": "english-1904", "seed": seed}).json()["table_id"]
        tokens = [client.post(f"/api/tables/{table}/join", json={"name": n}).json()["token"]
                  for n in ("Ann", "Bob", "Cy", "Di")]
        contexts = [client.websocket_connect(f"/ws/tables/{table}") for _ in tokens]
        sockets = [c.__enter__() for c in contexts]
        for ws, token in zip(sockets, tokens, strict=True):
            ws.send_json({"type": "hello", "token": token})
        views = [_until_view(ws, 0) for ws in sockets]   # every member joined before: one seq
        seq = views[0]["seq"]
        while views[0]["view"]["phase"] != "over":
            acting = next(i for i, v in enumerate(views) if v["view"]["legal"])
            action = rng.choice(views[acting]["view"]["legal"])["action"]
            sockets[acting].send_json({"type": "action", "action": action, "seq": seq})
            seq += 1
            views = [_until_view(ws, seq) for ws in sockets]
        for context in contexts:
            context.__exit__(None, None, None)
    return str(table)


def fill(database: Path, template: Path, table: str, count: int, live: int) -> int:
    """``count`` copies of the template's table in ``database`` (migrated by the template's copy);
    ``live`` written now, the others two days ago. The events stored."""
    database.write_bytes(template.read_bytes())
    now = datetime.now(UTC)
    recent, old = now.isoformat(timespec="microseconds"), (now - timedelta(days=2)).isoformat()
    with sqlite3.connect(database) as db:
        row = db.execute("SELECT created, law_code, mode, computer, seed FROM bw_tables WHERE id = ?",
                         (table,)).fetchone()
        events = db.execute("SELECT seq, kind, data FROM bw_events WHERE table_id = ? ORDER BY seq",
                            (table,)).fetchall()
        db.execute("DELETE FROM bw_events")
        db.execute("DELETE FROM bw_tables")
        for start in range(0, count, 5000):
            ids = [f"copy{n:06d}" for n in range(start, min(count, start + 5000))]
            db.executemany("INSERT INTO bw_tables (id, created, law_code, mode, computer, seed, touched) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?)",
                           [(i, *row, recent if n < live else old) for n, i in enumerate(ids, start)])
            db.executemany("INSERT INTO bw_events (table_id, seq, kind, data) VALUES (?, ?, ?, ?)",
                           [(i, *event) for i in ids for event in events])
            db.commit()
    return count * len(events)


def _memory(pid: int) -> dict[str, float]:
    """Resident memory now and at its peak (MB), and the CPU seconds spent (user and system: on a
    shared machine a steadier figure than the wall clock)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    figures = {"cpu": (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            figures[key] = int(value.split()[0]) / 1024
    return figures


def start(database: Path) -> dict[str, float]:
    """Start ``bridgewhist serve`` on ``database``: seconds to healthy, memory then (MB)."""
    port = _free_port()
    began = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(port), "--database", str(database),
         "--workers", "0", "--log-level", "warning"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/health").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if process.poll() is not None or time.perf_counter() - began > 900:
                raise RuntimeError("the server did not start")
            time.sleep(0.05)
        seconds = time.perf_counter() - began
        return {"seconds": seconds, **_memory(process.pid)}
    finally:
        process.terminate()
        process.wait(60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, nargs="+", default=[5000, 50000])
    parser.add_argument("--live", type=int, default=50, help="tables written just now (in play)")
    parser.add_argument("--all-live", action="store_true", help="every table written just now (as before)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as where:
        template = Path(where) / "template.db"
        table = play_one_deal(template)
        print("tables  live     events   db MB  seconds to healthy  CPU seconds  VmRSS MB  VmHWM MB",
              flush=True)
        for count in args.tables:
            database = Path(where) / f"tables-{count}.db"
            live = count if args.all_live else min(args.live, count)
            events = fill(database, template, table, count, live)
            figures = start(database)
            print(f"{count:6,d} {live:5,d} {events:10,d} {database.stat().st_size / 1e6:7.1f} "
                  f"{figures['seconds']:19.2f} {figures['cpu']:12.2f} {figures['VmRSS']:9.1f} "
                  f"{figures['VmHWM']:9.1f}", flush=True)
            database.unlink()


if __name__ == "__main__":
    main()
