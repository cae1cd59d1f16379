"""Load on the web table: N tables played at once over real websockets on loopback.

Starts ``bridgewhist serve`` (a temporary SQLite file, its own process), opens N tables, seats
four clients at each (one websocket each, all in this process) and has them play: the client
whose view has legal actions picks one at random (after ``--think`` seconds), "next" when a deal
is over. Measured over ``--seconds`` after a warm-up: accepted actions per second, and the time
from an action sent to its view (the broadcast of the new ``seq``) received, by every client of
the table: median, 99th percentile, maximum. Errors are counted (any error frame, any dropped
connection).

    PYTHONPATH=src python benchmarks/web_load.py --tables 10 50 100 200 [--seconds 20] [--think 0.5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.asyncio.client import connect


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start_server(database: Path | str, port: int) -> subprocess.Popen[bytes]:
    """``bridgewhist serve`` in its own process; returns once it answers."""
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(port), "--database", str(database),
         "--workers", "0", "--log-level", "warning"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/health").status_code == 200:
                return process
        except httpx.TransportError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the server did not start")


class Load:
    """The measurements shared by every client."""

    def __init__(self, think: float, seed: int) -> None:
        self.think = think
        self.rng = random.Random(seed)
        self.sent: dict[tuple[str, int], float] = {}
        self.latencies: list[float] = []
        self.actions = 0
        self.errors = 0
        self.measuring = False
        self.running = True


async def client(load: Load, port: int, table_id: str, token: str, ready: asyncio.Event) -> None:
    """One seat's websocket: play a random legal action whenever this seat must act."""
    url = f"ws://127.0.0.1:{port}/ws/tables/{table_id}"
    try:
        async with connect(url, max_size=None) as ws:
            await ws.send(json.dumps({"type": "hello", "token": token}))   # the token: never in the URL
            await ready.wait()
            pending: asyncio.Task[None] | None = None
            async for text in ws:
                frame = json.loads(text)
                kind = frame["type"]
                if kind == "error":
                    load.errors += 1
                    continue
                if kind != "view":
                    continue
                seq = frame["seq"]
                started = load.sent.get((table_id, seq))
                if started is not None and load.measuring:
                    load.latencies.append(time.perf_counter() - started)
                legal = frame["view"]["legal"]
                if not legal or not load.running or (pending is not None and not pending.done()):
                    continue
                if legal[0]["action"] == "next" and frame["view"]["you"]["member"] != 0:
                    continue  # one client deals the next hand
                action = load.rng.choice(legal)["action"]
                pending = asyncio.get_running_loop().create_task(_act(load, ws, table_id, seq, action))
    except Exception:
        if load.running:
            load.errors += 1


async def _act(load: Load, ws: Any, table_id: str, seq: int, action: str) -> None:
    if load.think:
        await asyncio.sleep(load.rng.uniform(0.5, 1.5) * load.think)
    if not load.running:
        return
    load.sent[(table_id, seq + 1)] = time.perf_counter()
    if load.measuring:
        load.actions += 1
    await ws.send(json.dumps({"type": "action", "action": action, "seq": seq}))


async def run(tables: int, port: int, seconds: float, warmup: float, think: float,
              seed: int) -> dict[str, Any]:
    """Play ``tables`` tables for ``warmup + seconds``; the figures of the last ``seconds``."""
    load = Load(think, seed)
    ready = asyncio.Event()
    tasks = []
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:
        for n in range(tables):
            created = await http.post("/api/tables", json={"code": "english-1904", "seed": seed + n,
                                                          "computer": "random"})
            table_id = created.json()["table_id"]
            for name in ("Ann", "Bob", "Cy", "Di"):
                token = (await http.post(f"/api/tables/{table_id}/join", json={"name": name})).json()["token"]
                tasks.append(asyncio.create_task(client(load, port, table_id, token, ready)))
    await asyncio.sleep(1.0)
    ready.set()
    await asyncio.sleep(warmup)
    load.measuring = True
    start = time.perf_counter()
    await asyncio.sleep(seconds)
    load.measuring = False
    elapsed = time.perf_counter() - start
    load.running = False
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(load.latencies)
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else float("nan")
    return {"tables": tables, "actions": load.actions, "actions_per_s": load.actions / elapsed,
            "median_ms": statistics.median(lat) * 1000 if lat else float("nan"), "p99_ms": p99 * 1000,
            "max_ms": lat[-1] * 1000 if lat else float("nan"), "broadcasts": len(lat), "errors": load.errors,
            "p90_ms": lat[int(len(lat) * 0.9)] * 1000 if lat else float("nan")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, nargs="+", default=[10, 50, 100, 200])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean seconds a client waits before acting (0: at once)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", default=None,
                        help="a database URL (default: a new SQLite file for each run)")
    args = parser.parse_args()
    print(f"{'tables':>6} {'actions/s':>10} {'median ms':>10} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8} "
          f"{'errors':>6}")
    for tables in args.tables:
        with tempfile.TemporaryDirectory() as folder:
            port = _free_port()
            server = start_server(args.database or Path(folder) / "load.db", port)
            try:
                figures = asyncio.run(run(tables, port, args.seconds, args.warmup, args.think, args.seed))
            finally:
                os.kill(server.pid, signal.SIGTERM)
                server.wait()
        print(f"{figures['tables']:>6} {figures['actions_per_s']:>10.1f} {figures['median_ms']:>10.1f} "
              f"{figures['p90_ms']:>8.1f} {figures['p99_ms']:>8.1f} {figures['max_ms']:>8.1f} "
              f"{figures['errors']:>6}", flush=True)


if __name__ == "__main__":
    main()
