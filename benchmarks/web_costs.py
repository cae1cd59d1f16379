"""What one accepted action of the web table costs: the probes ``web_load.py`` reads around its window.

- the CPU of the server processes (and their children) and of the script's own clients, from
  ``/proc/<pid>/stat`` (user + system time);
- on PostgreSQL: the commits of the benchmark's database (``pg_stat_database.xact_commit``), the
  write-ahead log written (``pg_current_wal_lsn()``; the cluster's, so other databases' work counts
  too: the commits of the other databases in the same window are reported beside it), the CPU of
  the ``postgres`` processes (the backends of the benchmark's database apart from the cluster's
  shared ones: WAL writer, checkpointer, background writer, autovacuum), and the notifications on
  the channel ``bw_events`` (this script LISTENs on it: messages, payload bytes and the bytes of the
  protocol's NotificationResponse messages one listening process receives);
- a fresh PostgreSQL database for each run, created and dropped through the cluster's ``postgres``
  database with the URL's role (which needs CREATEDB).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import resource
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg

CHANNEL = "bw_events"
"""The channel the server processes notify on (payload ``"<table_id> <seq>"``)."""

TICK = os.sysconf("SC_CLK_TCK")

NOTIFY_OVERHEAD = 1 + 4 + 4 + len(CHANNEL) + 1 + 1
"""The bytes of a NotificationResponse besides its payload: type, length, sender's pid, the
channel and the two strings' NULs (PostgreSQL's frontend/backend protocol, version 3)."""


def cpu_seconds(pid: int) -> float | None:
    """A process's user + system CPU seconds so far (None once it is gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / TICK   # utime, stime: fields 14 and 15 of stat(5)


def _processes() -> dict[int, tuple[int, str]]:
    """Every process: pid -> (parent's pid, command name)."""
    found: dict[int, tuple[int, str]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        found[int(entry.name)] = (int(stat[stat.rindex(")") + 2:].split()[1]), name)
    return found


def tree(roots: list[int]) -> list[int]:
    """``roots`` and all their descendants still alive."""
    processes = _processes()
    children: dict[int, list[int]] = {}
    for pid, (parent, _name) in processes.items():
        children.setdefault(parent, []).append(pid)
    found, todo = [], [root for root in roots if root in processes]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def postgres_pids() -> list[int]:
    """The processes named ``postgres`` (the cluster's postmaster, backends and helpers)."""
    return [pid for pid, (_parent, name) in _processes().items() if name == "postgres"]


def cpu_of(pids: list[int]) -> dict[int, float]:
    """pid -> CPU seconds, for those still alive."""
    found = {}
    for pid in pids:
        seconds = cpu_seconds(pid)
        if seconds is not None:
            found[pid] = seconds
    return found


def cpu_delta(before: dict[int, float], after: dict[int, float], pids: set[int] | None = None) -> float:
    """CPU seconds spent between two readings (a process new since ``before`` counts from 0)."""
    return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items()
               if pids is None or pid in pids)


def own_cpu() -> float:
    """This process's user + system CPU seconds (the load's clients)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def is_postgres(url: str | None) -> bool:
    """Whether ``url`` is a PostgreSQL URL."""
    return bool(url) and str(url).startswith(("postgresql:", "postgres:"))


def with_database(url: str, name: str) -> str:
    """``url`` naming database ``name`` instead."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


def _admin(url: str) -> psycopg.Connection[Any]:
    return psycopg.connect(with_database(url, "postgres"), autocommit=True, connect_timeout=10)


def create_database(url: str, name: str) -> str:
    """Create database ``name`` on ``url``'s cluster (dropping one of that name first); its URL."""
    with _admin(url) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{name}"')
    return with_database(url, name)


def drop_database(url: str, name: str) -> None:
    """Drop database ``name`` on ``url``'s cluster (closing its connections)."""
    with _admin(url) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@dataclass
class Reading:
    """One look at the costs' counters."""

    at: float
    servers: dict[int, float]
    client: float
    postgres: dict[int, float] = field(default_factory=dict)
    commits: int = 0
    other_commits: int = 0
    wal: int = 0
    size: int = 0                                         # the benchmark database's bytes
    ours: set[int] = field(default_factory=set)           # the benchmark database's backends
    shared: set[int] = field(default_factory=set)         # the cluster's own processes
    connections: int = 0


class Probe:
    """The counters around a measured window; PostgreSQL's when ``database_url`` is one."""

    def __init__(self, server_pids: list[int], database_url: str | None) -> None:
        self.server_pids = server_pids
        self.url = database_url if is_postgres(database_url) else None
        self.name = urlsplit(self.url).path.lstrip("/") if self.url else ""
        self.stats: psycopg.Connection[Any] | None = None
        self.listener: psycopg.AsyncConnection[Any] | None = None
        self.listening: asyncio.Task[None] | None = None
        self.counting = False
        self.notifications = 0
        self.payload_bytes = 0
        self.own_pids: set[int] = set()

    async def start(self) -> None:
        """Open the statistics connection and LISTEN on :data:`CHANNEL`."""
        if self.url is None:
            return
        self.stats = psycopg.connect(self.url, autocommit=True, connect_timeout=10)
        self.listener = await psycopg.AsyncConnection.connect(self.url, autocommit=True, connect_timeout=10)
        await self.listener.execute(f"LISTEN {CHANNEL}")
        self.own_pids = {self.stats.info.backend_pid, self.listener.info.backend_pid}
        self.listening = asyncio.get_running_loop().create_task(self._listen(self.listener))

    async def _listen(self, listener: psycopg.AsyncConnection[Any]) -> None:
        async for note in listener.notifies():
            if self.counting:
                self.notifications += 1
                self.payload_bytes += len(note.payload.encode())

    async def stop(self) -> None:
        """Close the probe's connections."""
        if self.listening is not None:
            self.listening.cancel()
            with contextlib.suppress(asyncio.CancelledError, psycopg.Error):
                await self.listening
        if self.listener is not None:
            await self.listener.close()
        if self.stats is not None:
            self.stats.close()

    def read(self) -> Reading:
        """The counters now."""
        reading = Reading(time.perf_counter(), cpu_of(tree(self.server_pids)), own_cpu())
        if self.stats is None:
            return reading
        self.stats.execute("SELECT pg_stat_clear_snapshot()")
        for datname, commits in self.stats.execute("SELECT datname, xact_commit FROM pg_stat_database "
                                                   "WHERE datname IS NOT NULL").fetchall():
            if datname == self.name:
                reading.commits = int(commits)
            else:
                reading.other_commits += int(commits)
        row = self.stats.execute("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')").fetchone()
        reading.wal = int(row[0]) if row else 0
        row = self.stats.execute("SELECT pg_database_size(%s)", (self.name,)).fetchone()
        reading.size = int(row[0]) if row else 0
        for pid, datname in self.stats.execute("SELECT pid, datname FROM pg_stat_activity").fetchall():
            if datname == self.name and pid not in self.own_pids:   # its clients' and autovacuum's
                reading.ours.add(int(pid))
            elif datname is None:
                reading.shared.add(int(pid))
        reading.connections = self.stats.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND backend_type = 'client backend' "
            "AND NOT pid = ANY(%s)", (self.name, list(self.own_pids))).fetchone()[0]
        reading.postgres = cpu_of(postgres_pids())
        return reading

    def costs(self, before: Reading, after: Reading, actions: int) -> dict[str, float]:
        """Per accepted action between two readings (NaN for what was not measured)."""
        per = 1.0 / actions if actions else float("nan")
        nan = float("nan")
        figures = {"server_cpu_ms": cpu_delta(before.servers, after.servers) * 1000 * per,
                   "client_cpu_ms": (after.client - before.client) * 1000 * per,
                   "commits": nan, "pg_cpu_ms": nan, "pg_shared_cpu_ms": nan, "wal_bytes": nan,
                   "db_bytes": nan, "notifications": nan, "notify_bytes": nan, "connections": nan,
                   "other_commits": nan}
        if self.stats is None:
            return figures
        ours = before.ours | after.ours
        figures.update(
            commits=(after.commits - before.commits) * per,
            pg_cpu_ms=cpu_delta(before.postgres, after.postgres, ours) * 1000 * per,
            pg_shared_cpu_ms=cpu_delta(before.postgres, after.postgres, after.shared) * 1000 * per,
            wal_bytes=(after.wal - before.wal) * per,
            db_bytes=(after.size - before.size) * per,
            notifications=self.notifications * per,
            notify_bytes=(self.payload_bytes + self.notifications * NOTIFY_OVERHEAD) * per,
            connections=float(after.connections),
            other_commits=float(after.other_commits - before.other_commits))
        return figures
