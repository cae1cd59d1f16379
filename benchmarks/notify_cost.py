"""What PostgreSQL's NOTIFY costs a multi-process site: commits with and without it, and a listener's CPU.

Every accepted action of a multi-process site commits its event and notifies ``bw_events``
(payload ``"<table_id> <seq>"``), and every server process LISTENs and receives every
notification. Two limits follow, measured here on a fresh database (``web_costs.create_database``)
with ``pgbench``:

- the actions per second committed (each an event row inserted) by ``--clients`` concurrent
  connections: without and with a ``pg_notify`` in the same transaction (PostgreSQL
  takes one cluster-wide lock from a notifying transaction's pre-commit to its end, the WAL flush
  included, so that notifications queue in commit order: notifying commits are serialised); and
  with the notification in a second transaction of its own after the event's commit, committed
  without waiting for its WAL flush (``synchronous_commit = off``: the lock is then held for
  microseconds; a notification lost in a crash is what the gap-reading already covers);
- the CPU one Python process (psycopg, as a server process would) spends per notification
  received, with ``--listeners`` such processes' connections listening (each a thread here).

    PYTHONPATH=src python benchmarks/notify_cost.py \\
        --database postgresql://bridgewhist:bridgewhist@127.0.0.1:5432/bridgewhist_bench \\
        [--clients 1 4 16] [--seconds 10] [--listeners 1]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
from web_costs import CHANNEL, NOTIFY_OVERHEAD, create_database, drop_database  # the same directory

INSERT = "INSERT INTO ev (table_id, seq, data) VALUES ('t' || :client_id, nextval('s'), " \
         "'{\"kind\":\"action\",\"seat\":\"S\",\"action\":\"HK\"}');\n"
NOTIFY = f"SELECT pg_notify('{CHANNEL}', 'TNd8NwvTJZeR' || ' ' || currval('s'));\n"
SCRIPTS = {
    "commit": INSERT,
    "commit + notify": "BEGIN;\n" + INSERT + NOTIFY + "END;\n",
    "commit, notify": INSERT + "BEGIN;\nSET LOCAL synchronous_commit = off;\n" + NOTIFY + "END;\n",
}


def pgbench() -> str:
    """The pgbench program (on the PATH, else Debian's)."""
    found = shutil.which("pgbench") or next(iter(sorted(Path("/usr/lib/postgresql").glob("*/bin/pgbench"),
                                                        reverse=True)), None)
    if not found:
        raise SystemExit("pgbench not found (Debian: apt-get install postgresql-client)")
    return str(found)


class Listener(threading.Thread):
    """One LISTENing connection counting what it receives."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.connection = psycopg.connect(url, autocommit=True)
        self.connection.execute(f"LISTEN {CHANNEL}")
        self.count = 0
        self.bytes = 0
        self.cpu = 0.0
        self.stopping = False

    def run(self) -> None:
        start = time.thread_time()
        while not self.stopping:
            for note in self.connection.notifies(timeout=0.2):
                self.count += 1
                self.bytes += len(note.payload) + NOTIFY_OVERHEAD
                note.payload.split(" ")   # what a server does before looking up the table
        self.cpu = time.thread_time() - start


def bench(url: str, script: str, clients: int, seconds: float, listeners: int) -> dict[str, float]:
    """Run one pgbench script; its transactions per second and the listeners' figures."""
    parts = urlsplit(url)
    env = dict(os.environ, PGPASSWORD=parts.password or "")
    threads = [Listener(url) for _ in range(listeners)]
    for thread in threads:
        thread.start()
    with tempfile.NamedTemporaryFile("w", suffix=".sql") as file:
        file.write(script)
        file.flush()
        command = [pgbench(), "-n", "-c", str(clients), "-j", str(min(clients, 2)), "-T", str(seconds),
                   "-f", file.name, "-h", parts.hostname or "127.0.0.1", "-p", str(parts.port or 5432),
                   "-U", parts.username or "postgres", parts.path.lstrip("/")]
        out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    time.sleep(0.5)
    for thread in threads:
        thread.stopping = True
    for thread in threads:
        thread.join()
        thread.connection.close()
    match = re.search(r"tps = ([0-9.]+)", out)
    tps = float(match.group(1)) if match else float("nan")
    received = sum(thread.count for thread in threads)
    cpu = sum(thread.cpu for thread in threads)
    nan = float("nan")
    return {"tps": tps, "received": received / max(listeners, 1),
            "us_per_note": cpu / received * 1e6 if received else nan,
            "bytes_per_note": sum(thread.bytes for thread in threads) / received if received else nan}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", required=True, help="a PostgreSQL URL: the cluster and role (CREATEDB)")
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 4, 16])
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--listeners", type=int, default=1)
    args = parser.parse_args()
    name = f"bridgewhist_notify_{os.getpid()}"
    url = create_database(args.database, name)
    try:
        with psycopg.connect(url, autocommit=True) as connection:
            connection.execute("CREATE TABLE ev (table_id varchar(32), seq bigint, data text, "
                               "PRIMARY KEY (table_id, seq))")
            connection.execute("CREATE SEQUENCE s")
        print(f"{'script':<16} {'clients':>7} {'actions/s':>10} {'notes/listener':>14} "
              f"{'listener us/note':>16} {'bytes/note':>10}")
        for clients in args.clients:
            for label, script in SCRIPTS.items():
                figures = bench(url, script, clients, args.seconds, args.listeners)
                print(f"{label:<16} {clients:>7} {figures['tps']:>10.0f} {figures['received']:>14.0f} "
                      f"{figures['us_per_note']:>16.1f} {figures['bytes_per_note']:>10.1f}", flush=True)
    finally:
        drop_database(args.database, name)


if __name__ == "__main__":
    main()
