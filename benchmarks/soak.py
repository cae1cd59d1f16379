"""Soak: the server's memory while busy tables play for minutes, then after everyone leaves.

Starts ``bridgewhist serve`` (a temporary SQLite file, its own process, the computer players in
a thread), opens ``--tables`` tables (computer players ``random`` and ``maxims`` in turn), seats
one person at each (a websocket here) and fills the other three places with computer players;
the person plays a random legal action ``--think`` seconds (on average) after each view that
asks him to act, so every table is busy for ``--minutes``. With ``--life M`` each person leaves
his table after M minutes and a new table is opened in its place (tables come and go, as on a
real server; the ones left wait for ``--idle-seconds``). ``--stalled`` spectators (raw sockets
with a small receive buffer) connect and then never read a byte, as a hostile client would.
Then every client leaves and the server is watched ``--after`` seconds more.

The server's resident memory (psutil if installed, else ``/proc/PID/status``) and the events
stored are sampled every ``--every`` seconds; the samples are printed as a table and written to
``--out`` (``.csv`` and ``.json``). The verdict: the slope of the last third of the busy phase
(least squares, MB a minute) and whether it is a plateau (under ``--flat`` MB a minute).

    PYTHONPATH=src python benchmarks/soak.py [--minutes 10] [--tables 50] [--think 0.3] \\
        [--life 2] [--stalled 2] [--after 60] [--idle-seconds 30] [--out soak]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import csv
import json
import os
import random
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
from web_load import stop_servers, wait_healthy  # the same directory
from websockets.asyncio.client import connect

try:   # optional: /proc is read when psutil is not installed
    import psutil  # type: ignore[import-untyped, import-not-found, unused-ignore]
except ImportError:  # pragma: no cover - depends on the environment
    psutil = None

COMPUTERS = ("random", "maxims")


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (psutil, else ``/proc/PID/status``)."""
    if psutil is not None:
        return float(psutil.Process(pid).memory_info().rss) / 2**20
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def stored_events(database: Path) -> int:
    """The events stored in the server's SQLite file (read only)."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=5) as db:
        return int(db.execute("SELECT count(*) FROM bw_events").fetchone()[0])


def slope(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of (x, y) points (0.0 for fewer than two).

    >>> slope([(0, 1), (1, 3), (2, 5)])
    2.0
    """
    if len(points) < 2:
        return 0.0
    mx = sum(x for x, _ in points) / len(points)
    my = sum(y for _, y in points) / len(points)
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else 0.0


def start_server(database: Path, port: int, extra: list[str]) -> subprocess.Popen[bytes]:
    """``bridgewhist serve`` on loopback, computer players in a thread; returned once it answers."""
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(port), "--database", str(database),
         "--workers", "0", "--log-level", "warning", *extra],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_healthy(process, port)
    return process


def stalled_spectator(port: int, table_id: str) -> socket.socket:
    """A websocket that says hello as a spectator and then never reads (a 4 KiB receive buffer)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws/tables/{table_id} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
                 .encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)
        if not chunk:
            raise RuntimeError("the server closed the stalled spectator's handshake")
        head += chunk
    payload = b'{"type": "hello"}'
    mask = os.urandom(4)
    sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask
                 + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
    return sock


class Play:
    """The people's shared state: their random generator, whether play goes on, the counts."""

    def __init__(self, think: float, seed: int) -> None:
        self.think = think
        self.rng = random.Random(seed)
        self.running = True
        self.actions = 0
        self.errors = 0
        self.reasons: dict[str, int] = {}


async def person(play: Play, port: int, table_id: str, token: str) -> None:
    """One seated person: a random legal action on the latest view, after thinking."""
    latest: dict[str, Any] = {}
    fresh = asyncio.Event()

    async def act(ws: Any) -> None:
        while play.running:
            await fresh.wait()
            fresh.clear()
            await asyncio.sleep(play.rng.uniform(0.5, 1.5) * play.think)
            frame = latest["view"]
            if frame["view"]["legal"] and not fresh.is_set() and play.running:
                play.actions += 1
                action = play.rng.choice(frame["view"]["legal"])["action"]
                await ws.send(json.dumps({"type": "action", "action": action, "seq": frame["seq"]}))

    try:
        async with connect(f"ws://127.0.0.1:{port}/ws/tables/{table_id}", max_size=None) as ws:
            await ws.send(json.dumps({"type": "hello", "token": token}))
            actor = asyncio.get_running_loop().create_task(act(ws))
            try:
                async for text in ws:
                    frame = json.loads(text)
                    if frame["type"] == "error":
                        play.errors += 1
                        reason = frame["error"]["reason"]
                        play.reasons[reason] = play.reasons.get(reason, 0) + 1
                    elif frame["type"] == "view":
                        latest["view"] = frame
                        fresh.set()
            finally:
                actor.cancel()
    except Exception:
        if play.running:
            play.errors += 1


async def open_table(http: httpx.AsyncClient, n: int, seed: int) -> tuple[str, str]:
    """Table ``n``: one person (his token returned with the table's id) and three computer players."""
    created = await http.post("/api/tables", json={"code": "english-1904", "seed": seed + n,
                                                  "computer": COMPUTERS[n % len(COMPUTERS)]})
    table_id = created.json()["table_id"]
    token = (await http.post(f"/api/tables/{table_id}/join", json={"name": "Ann"})).json()["token"]
    filled = await http.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token})
    filled.raise_for_status()
    return table_id, token


async def place(play: Play, http: httpx.AsyncClient, port: int, n: int, args: argparse.Namespace,
                opened: list[str]) -> None:
    """One of the busy tables: its person plays until the end; with ``--life``, he leaves after
    that many minutes and a new table takes its place."""
    number = n
    while play.running:
        table_id, token = await open_table(http, number, args.seed)
        opened.append(table_id)
        playing = person(play, port, table_id, token)
        if args.life is None:
            await playing
            return
        with contextlib.suppress(TimeoutError):   # his time is up: he leaves
            await asyncio.wait_for(playing, args.life * 60)
        number += args.tables


async def soak(args: argparse.Namespace, database: Path, port: int, pid: int) -> list[dict[str, Any]]:
    """Play, sampling; then leave, sampling; the samples."""
    samples: list[dict[str, Any]] = []
    started = time.monotonic()

    def sample(phase: str) -> None:
        samples.append({"seconds": round(time.monotonic() - started, 1), "phase": phase,
                        "rss_mb": round(rss_mb(pid), 1), "events": stored_events(database)})

    sample("start")
    play = Play(args.think, args.seed)
    opened: list[str] = []
    http = httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30)
    people = [asyncio.create_task(place(play, http, port, n, args, opened)) for n in range(args.tables)]
    while len(opened) < args.tables:
        await asyncio.sleep(0.1)
    stalled = [await asyncio.to_thread(stalled_spectator, port, t) for t in opened[:args.stalled]]
    end = time.monotonic() + args.minutes * 60
    while time.monotonic() < end:
        await asyncio.sleep(min(args.every, max(0.0, end - time.monotonic())))
        sample("busy")
    play.running = False
    for task in people:
        task.cancel()
    await asyncio.gather(*people, return_exceptions=True)
    await http.aclose()
    for sock in stalled:
        sock.close()
    end = time.monotonic() + args.after
    while time.monotonic() < end:
        await asyncio.sleep(min(args.every, max(0.0, end - time.monotonic())))
        sample("after")
    print(f"tables opened: {len(opened)}, people's actions: {play.actions}, errors: {play.errors} "
          f"{play.reasons}")
    return samples


def verdict(samples: list[dict[str, Any]], flat: float) -> dict[str, Any]:
    """Start, peak and end RSS, the busy phase's last third's slope (MB/min), and the plateau."""
    busy = [s for s in samples if s["phase"] == "busy"]
    third = busy[len(busy) * 2 // 3:]
    per_minute = slope([(s["seconds"] / 60, s["rss_mb"]) for s in third])
    events = busy[-1]["events"] - samples[0]["events"] if busy else 0
    grown = busy[-1]["rss_mb"] - samples[0]["rss_mb"] if busy else 0.0
    return {"start_mb": samples[0]["rss_mb"], "peak_mb": max(s["rss_mb"] for s in samples),
            "end_busy_mb": busy[-1]["rss_mb"] if busy else None, "end_mb": samples[-1]["rss_mb"],
            "events": events, "kb_per_event": round(grown * 1024 / events, 3) if events else None,
            "last_third_mb_per_min": round(per_minute, 2), "plateau": abs(per_minute) < flat}


def main() -> None:
    """Parse the options, run the soak, print and write its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--minutes", type=float, default=10.0, help="the busy phase (default 10)")
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--think", type=float, default=0.3, help="the person's mean seconds to act")
    parser.add_argument("--life", type=float, default=None,
                        help="minutes a table is played before its person leaves and a new table "
                        "takes its place (default: the same tables throughout)")
    parser.add_argument("--stalled", type=int, default=2, help="spectators that never read")
    parser.add_argument("--after", type=float, default=60.0, help="seconds watched after everyone leaves")
    parser.add_argument("--every", type=float, default=5.0, help="seconds between samples")
    parser.add_argument("--idle-seconds", type=float, default=None,
                        help="passed to bridgewhist serve (tables idle that long leave memory)")
    parser.add_argument("--flat", type=float, default=1.0,
                        help="a plateau: the last third's slope under this many MB a minute")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None, help="write OUT.csv and OUT.json")
    args = parser.parse_args()
    # machine speed (no undo window after the persons' actions), and every client from one address
    extra = ["--undo-window", "0", "--max-connections-per-address", "0"]
    extra += [] if args.idle_seconds is None else ["--idle-seconds", str(args.idle_seconds)]
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "soak.db"
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = int(probe.getsockname()[1])
        server = start_server(database, port, extra)
        try:
            samples = asyncio.run(soak(args, database, port, server.pid))
        finally:
            stop_servers([server])
    print(f"{'seconds':>8} {'phase':>6} {'RSS MB':>8} {'events':>8}")
    for s in samples:
        print(f"{s['seconds']:>8.1f} {s['phase']:>6} {s['rss_mb']:>8.1f} {s['events']:>8}")
    figures = verdict(samples, args.flat)
    print(json.dumps(figures))
    if args.out is not None:
        with args.out.with_suffix(".csv").open("w", newline="") as file:
            writer = csv.DictWriter(file, fieldnames=["seconds", "phase", "rss_mb", "events"])
            writer.writeheader()
            writer.writerows(samples)
        options = {k: str(v) for k, v in vars(args).items()}
        text = json.dumps({"options": options, "figures": figures, "samples": samples}, indent=1)
        args.out.with_suffix(".json").write_text(text + "\n")


if __name__ == "__main__":
    main()
