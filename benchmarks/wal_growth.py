"""The SQLite write-ahead log under load: its size while M tables play for N seconds, then once idle.

Starts ``bridgewhist serve`` on 127.0.0.1 (a temporary SQLite file, its own process) and has four
websocket clients at each of ``--tables`` tables play random legal actions as fast as the server
takes them (the clients of ``web_load.py``); the size of the database's ``-wal`` file is sampled
every second. Printed: the largest and the last size under load, the size ``--idle`` seconds
after the load stops, the database's own size, and the actions accepted. Issue 14 measured 178 MB
after 60 s of four busy tables before ``journal_size_limit`` and the truncating checkpoint.

    PYTHONPATH=src python benchmarks/wal_growth.py --tables 4 50 [--seconds 60] [--idle 5]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import socket
import tempfile
import time
from pathlib import Path

from web_load import run, start_server  # the same directory: the web load's clients


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


async def measure(tables: int, port: int, database: Path, seconds: float, idle: float,
                  think: float) -> dict[str, float]:
    """Play for ``seconds`` while sampling the log; then wait ``idle`` seconds and look again."""
    wal = Path(f"{database}-wal")
    samples: list[int] = []

    async def sample() -> None:
        while True:
            samples.append(_size(wal))
            await asyncio.sleep(1.0)

    sampler = asyncio.get_running_loop().create_task(sample())
    figures = await run(tables, port, seconds, 0.0, think, 1)
    sampler.cancel()
    under_load = samples[-1] if samples else 0
    await asyncio.sleep(idle)
    return {"tables": tables, "seconds": seconds, "max_mb": max(samples, default=0) / 1e6,
            "last_mb": under_load / 1e6, "idle_mb": _size(wal) / 1e6, "db_mb": _size(database) / 1e6,
            "actions": figures["actions"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, nargs="+", default=[4, 50])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--idle", type=float, default=5.0, help="seconds to wait after the load")
    parser.add_argument("--think", type=float, default=0.0,
                        help="mean seconds a client waits before acting (0: at once)")
    args = parser.parse_args()
    print(f"{'tables':>6} {'seconds':>7} {'wal max MB':>10} {'wal last MB':>11} {'wal idle MB':>11} "
          f"{'db MB':>7} {'actions':>8}")
    for tables in args.tables:
        with tempfile.TemporaryDirectory() as folder:
            database = Path(folder) / "wal.db"
            port = _free_port()
            server = start_server(database, port)
            started = time.perf_counter()
            try:
                figures = asyncio.run(measure(tables, port, database, args.seconds, args.idle, args.think))
            finally:
                os.kill(server.pid, signal.SIGTERM)
                server.wait()
        print(f"{tables:>6} {time.perf_counter() - started:>7.0f} {figures['max_mb']:>10.1f} "
              f"{figures['last_mb']:>11.1f} {figures['idle_mb']:>11.1f} {figures['db_mb']:>7.1f} "
              f"{figures['actions']:>8.0f}", flush=True)


if __name__ == "__main__":
    main()
