"""Load on the web table: N tables played at once over real websockets on loopback.

Starts ``bridgewhist serve`` (a temporary SQLite file, its own process; or ``--processes N`` server
processes on one PostgreSQL database), opens N tables, seats four clients at each (one websocket
each, all in this process) and has them play: the client whose view has legal actions picks one at
random (after ``--think`` seconds), "next" when a deal is over. Measured over ``--seconds`` after a
warm-up: accepted actions per second, and the time from an action sent to its view (the broadcast
of the new ``seq``) received, by every client of the table: median, 90th and 99th percentile,
maximum; and the time until the last of the table's four clients has it ("all-seats"). Errors are
counted (any error frame, any dropped connection, and any action whose view has not reached all
four seats within ``--timeout`` seconds: a site whose processes do not tell one another fails
loudly). Then the cost of an accepted action (``web_costs.py``): the servers' CPU, the clients'
CPU, and on PostgreSQL the commits, the write-ahead log, the ``postgres`` processes' CPU and the
notifications on ``bw_events``.

    PYTHONPATH=src python benchmarks/web_load.py --tables 10 50 100 200 [--seconds 20] [--think 0.5]
    PYTHONPATH=src python benchmarks/web_load.py --processes 1 2 --spread seats \
        --database postgresql://bridgewhist:bridgewhist@127.0.0.1:5432/bridgewhist_bench --tables 50 100

With a PostgreSQL URL each run gets a database of its own, ``<name>_<pid>_<run>`` (created and
dropped through the cluster's ``postgres`` database: the role needs CREATEDB), unless
``--reuse-database``. ``--spread seats`` connects a table's four seats round-robin to the
processes; ``--spread tables`` (the default with one process) keeps each table's seats on one.
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
from contextlib import ExitStack
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

import httpx2 as httpx
from web_costs import Probe, create_database, drop_database, is_postgres  # the same directory
from websockets.asyncio.client import connect

SEATS = ("Ann", "Bob", "Cy", "Di")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start_server(database: Path | str, port: int, log: IO[bytes] | None = None,
                 wait: bool = True) -> subprocess.Popen[bytes]:
    """``bridgewhist serve`` in its own process; returns once it answers (unless not ``wait``)."""
    output: IO[bytes] | int = log if log is not None else subprocess.DEVNULL
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(port), "--database", str(database),
         "--workers", "0", "--log-level", "warning"], stdout=output, stderr=output)
    if wait:
        wait_healthy(process, port)
    return process


def wait_healthy(process: subprocess.Popen[bytes], port: int) -> None:
    """Return once the server on ``port`` answers ``/api/health``."""
    for _ in range(600):
        if process.poll() is not None:
            raise RuntimeError(f"the server on port {port} exited with status {process.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/health").status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"the server on port {port} did not start")


def start_servers(database: Path | str, ports: list[int],
                  logs: list[IO[bytes] | None]) -> list[subprocess.Popen[bytes]]:
    """One server per port on one database: the first alone (it migrates the schema), then the rest."""
    servers = [start_server(database, ports[0], logs[0])]
    try:
        servers += [start_server(database, port, log, wait=False)
                    for port, log in zip(ports[1:], logs[1:], strict=True)]
        for server, port in zip(servers[1:], ports[1:], strict=True):
            wait_healthy(server, port)
    except BaseException:
        stop_servers(servers)
        raise
    return servers


def stop_servers(servers: list[subprocess.Popen[bytes]]) -> None:
    """SIGTERM each server, then wait for them all."""
    for server in servers:
        if server.poll() is None:
            os.kill(server.pid, signal.SIGTERM)
    for server in servers:
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


class Load:
    """The measurements shared by every client."""

    def __init__(self, think: float, seed: int, timeout: float = 5.0) -> None:
        self.think = think
        self.timeout = timeout
        self.rng = random.Random(seed)
        self.sent: dict[tuple[str, int], float] = {}          # an action's (table, new seq): when sent
        self.seen: dict[tuple[str, int], set[int]] = {}       # ...: the seats whose view has it
        self.latencies: list[float] = []                      # every seat's, every broadcast
        self.table_latencies: list[float] = []                # until the table's last seat had it
        self.per_table: dict[str, int] = {}                   # accepted actions in the window
        self.actions = 0
        self.accepted = 0
        self.errors = 0
        self.timeouts = 0
        self.measuring = False
        self.running = True

    def received(self, table_id: str, seq: int, seat: int) -> None:
        """Seat ``seat`` of the table has the view of ``seq``."""
        key = (table_id, seq)
        started = self.sent.get(key)
        if started is None:
            return
        seen = self.seen.setdefault(key, set())
        if seat in seen:
            return
        seen.add(seat)
        now = time.perf_counter()
        if len(seen) == 1 and self.measuring:
            self.accepted += 1
            self.per_table[table_id] = self.per_table.get(table_id, 0) + 1
        if self.measuring:
            self.latencies.append(now - started)
        if len(seen) == len(SEATS):
            if self.measuring:
                self.table_latencies.append(now - started)
            del self.sent[key], self.seen[key]

    def expire(self) -> None:
        """Count as errors the actions whose view has not reached every seat within the timeout."""
        limit = time.perf_counter() - self.timeout
        for key in [key for key, started in self.sent.items() if started < limit]:
            self.timeouts += 1
            self.errors += 1
            del self.sent[key]
            self.seen.pop(key, None)


async def client(load: Load, port: int, table_id: str, token: str, ready: asyncio.Event,
                 seat: int = 0) -> None:
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
                load.received(table_id, seq, seat)
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


async def _watch(load: Load) -> None:
    while True:
        await asyncio.sleep(0.25)
        load.expire()


def _percentile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(len(values) * q))] * 1000 if values else float("nan")


async def run(tables: int, port: int | list[int], seconds: float, warmup: float, think: float,
              seed: int, spread: str = "tables", timeout: float = 5.0,
              probe: Probe | None = None) -> dict[str, Any]:
    """Play ``tables`` tables for ``warmup + seconds``; the figures of the last ``seconds``.

    With several ports, table ``n`` is opened on process ``n % len(ports)``; its seats connect
    there too (``spread="tables"``) or round-robin to the processes from there (``"seats"``).
    """
    ports = [port] if isinstance(port, int) else list(port)
    load = Load(think, seed, timeout)
    ready = asyncio.Event()
    tasks = []
    clients = [httpx.AsyncClient(base_url=f"http://127.0.0.1:{p}") for p in ports]
    try:
        for n in range(tables):
            home = n % len(ports)
            http = clients[home]
            created = await http.post("/api/tables", json={"code": "english-1904", "seed": seed + n,
                                                          "computer": "random"})
            table_id = created.json()["table_id"]
            for seat, name in enumerate(SEATS):
                token = (await http.post(f"/api/tables/{table_id}/join", json={"name": name})).json()["token"]
                where = ports[(home + seat) % len(ports)] if spread == "seats" else ports[home]
                tasks.append(asyncio.create_task(client(load, where, table_id, token, ready, seat)))
    finally:
        for http in clients:
            await http.aclose()
    watcher = asyncio.get_running_loop().create_task(_watch(load))
    await asyncio.sleep(1.0)
    ready.set()
    await asyncio.sleep(warmup)
    before = probe.read() if probe else None
    if probe:
        probe.counting = True
    load.measuring = True
    start = time.perf_counter()
    await asyncio.sleep(seconds)
    load.measuring = False
    elapsed = time.perf_counter() - start
    if probe:
        probe.counting = False
    after = probe.read() if probe else None
    load.running = False
    await asyncio.sleep(min(timeout, 1.0))   # the last broadcasts arrive; then the stragglers count
    load.expire()
    watcher.cancel()
    for task in tasks:
        task.cancel()
    await asyncio.gather(watcher, *tasks, return_exceptions=True)
    lat = sorted(load.latencies)
    whole = sorted(load.table_latencies)
    figures = {"tables": tables, "processes": len(ports), "spread": spread, "actions": load.actions,
               "accepted": load.accepted, "actions_per_s": load.accepted / elapsed,
               "median_ms": statistics.median(lat) * 1000 if lat else float("nan"),
               "p90_ms": _percentile(lat, 0.9), "p99_ms": _percentile(lat, 0.99),
               "max_ms": lat[-1] * 1000 if lat else float("nan"), "broadcasts": len(lat),
               "all_p50_ms": statistics.median(whole) * 1000 if whole else float("nan"),
               "all_p99_ms": _percentile(whole, 0.99), "errors": load.errors, "timeouts": load.timeouts,
               "stalled": tables - len(load.per_table)}
    if probe and before and after:
        figures.update(probe.costs(before, after, load.accepted))
    return figures


HEADER = (f"{'tables':>6} {'actions/s':>10} {'median ms':>10} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8} "
          f"{'errors':>6} {'procs':>5} {'spread':>6} {'all p50':>7} {'all p99':>7} {'timeouts':>8} "
          f"{'stalled':>7}")

COST_HEADER = (f"{'procs':>5} {'tables':>6} {'accepted':>8} {'server CPU ms':>13} {'client CPU ms':>13} "
               f"{'pg commits':>10} {'pg CPU ms':>9} {'pg shared ms':>12} {'WAL bytes':>9} {'db bytes':>8} "
               f"{'notifies':>8} {'notify bytes':>12} {'pg conns':>8} {'other commits':>13}")


def row(figures: dict[str, Any]) -> str:
    """The latency line of one run (the first seven columns as before ``--processes``)."""
    return (f"{figures['tables']:>6} {figures['actions_per_s']:>10.1f} {figures['median_ms']:>10.1f} "
            f"{figures['p90_ms']:>8.1f} {figures['p99_ms']:>8.1f} {figures['max_ms']:>8.1f} "
            f"{figures['errors']:>6} {figures['processes']:>5} {figures['spread']:>6} "
            f"{figures['all_p50_ms']:>7.1f} {figures['all_p99_ms']:>7.1f} {figures['timeouts']:>8} "
            f"{figures['stalled']:>7}")


def cost_row(figures: dict[str, Any]) -> str:
    """The cost line of one run: per accepted action over the measured window."""
    return (f"{figures['processes']:>5} {figures['tables']:>6} {figures['accepted']:>8} "
            f"{figures['server_cpu_ms']:>13.2f} {figures['client_cpu_ms']:>13.2f} "
            f"{figures['commits']:>10.2f} {figures['pg_cpu_ms']:>9.2f} {figures['pg_shared_cpu_ms']:>12.2f} "
            f"{figures['wal_bytes']:>9.0f} {figures['db_bytes']:>8.0f} {figures['notifications']:>8.2f} "
            f"{figures['notify_bytes']:>12.1f} {figures['connections']:>8.0f} "
            f"{figures['other_commits']:>13.0f}")


async def measure(database: str, ports: list[int], servers: list[subprocess.Popen[bytes]],
                  args: argparse.Namespace, tables: int, spread: str) -> dict[str, Any]:
    """One run with its cost probe."""
    probe = Probe([server.pid for server in servers], database)
    await probe.start()
    try:
        return await run(tables, ports, args.seconds, args.warmup, args.think, args.seed, spread,
                         args.timeout, probe)
    finally:
        await probe.stop()


def one_run(args: argparse.Namespace, processes: int, tables: int, number: int) -> dict[str, Any]:
    """Start the servers (on a new database), play, stop them."""
    spread = args.spread or ("seats" if processes > 1 else "tables")
    postgres = is_postgres(args.database)
    with tempfile.TemporaryDirectory() as folder, ExitStack() as stack:
        database: str = args.database or str(Path(folder) / "load.db")
        name = ""
        if postgres and not args.reuse_database:
            name = f"{urlsplit(args.database).path.strip('/') or 'bridgewhist_bench'}_{os.getpid()}_{number}"
            database = create_database(args.database, name)
            stack.callback(drop_database, args.database, name)
        ports = [_free_port() for _ in range(processes)]
        logs: list[IO[bytes] | None] = [None] * processes
        if args.server_log:
            Path(args.server_log).mkdir(parents=True, exist_ok=True)
            logs = [stack.enter_context(open(Path(args.server_log) / f"server-{number}-{i}.log", "wb"))
                    for i in range(processes)]
        servers = start_servers(database, ports, logs)
        stack.callback(stop_servers, servers)
        return asyncio.run(measure(database, ports, servers, args, tables, spread))


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
                        help="a database URL (default: a new SQLite file for each run); a PostgreSQL URL "
                             "names the cluster and role: each run gets a new database beside it")
    parser.add_argument("--reuse-database", action="store_true",
                        help="use the PostgreSQL database of --database as it is, for every run")
    parser.add_argument("--processes", type=int, nargs="+", default=[1],
                        help="server processes on one database, a run for each count (>1 needs PostgreSQL)")
    parser.add_argument("--spread", choices=["seats", "tables"], default=None,
                        help="seats: a table's four seats round-robin over the processes (default with "
                             "more than one); tables: each table's seats on one process")
    parser.add_argument("--timeout", type=float, default=5.0,
                        help="seconds within which every seat must have an action's view, else an error")
    parser.add_argument("--server-log", default=None, help="a folder for the servers' output")
    args = parser.parse_args()
    postgres = is_postgres(args.database)
    if max(args.processes) > 1 and not postgres:
        parser.error("--processes above 1 needs --database postgresql://... (one database for every process)")
    if min(args.processes) < 1:
        parser.error("--processes counts server processes: 1 or more")
    results = []
    print(HEADER, flush=True)
    number = 0
    for processes in args.processes:
        for tables in args.tables:
            number += 1
            figures = one_run(args, processes, tables, number)
            results.append(figures)
            print(row(figures), flush=True)
    print(f"\nper accepted action, over the {args.seconds:g} s measured"
          f"{'' if postgres else ' (PostgreSQL columns: only with a PostgreSQL --database)'}")
    print(COST_HEADER)
    for figures in results:
        print(cost_row(figures))
    if any(figures["timeouts"] or figures["stalled"] for figures in results):
        print("\nFAILED: some actions' views never reached every seat of their table (timeouts) or some "
              "tables made no progress (stalled): with several processes, they do not tell one another of "
              "new events; with one, the server is overloaded or down", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
