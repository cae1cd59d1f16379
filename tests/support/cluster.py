"""A private PostgreSQL cluster for the multi-process tests: its own data directory and port, so
a test may restart it (or fill it with databases) without disturbing anyone else's.

Made with Debian's ``initdb`` and ``pg_ctl`` (``/usr/lib/postgresql/<version>/bin``), run as the
``postgres`` user when the tests run as root (CI), else as the user running them; trusted
connections on the loopback only, without fsync (a test's data need not survive the machine).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from support.server import free_port

BIN_ROOT = Path("/usr/lib/postgresql")


def postgres_bin() -> Path | None:
    """The newest installed PostgreSQL's ``bin`` directory, or None."""
    if not BIN_ROOT.is_dir():
        return None
    versions = sorted((p for p in BIN_ROOT.iterdir() if (p / "bin" / "initdb").exists()),
                      key=lambda p: int(p.name) if p.name.isdigit() else 0)
    return versions[-1] / "bin" if versions else None


class Cluster:
    """A PostgreSQL cluster in a temporary directory on a free port (:meth:`start` it first)."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="bw-pg-", dir="/tmp"))
        self.data = self.root / "data"
        self.port = free_port()
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(self.root, "postgres", "postgres")

    def _run(self, *args: str) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.as_root:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def _ctl(self, action: str) -> None:
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"), "-o", options, "-w",
                  "-m", "fast", action)

    def start(self) -> None:
        """Create the cluster (the first time) and start it."""
        if not self.data.exists():
            self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync",
                      "-E", "UTF8")
        self._ctl("start")

    def restart(self) -> None:
        """Stop the cluster (fast: every connection is cut) and start it again."""
        self._ctl("restart")

    def halt(self) -> None:
        """Stop the cluster (fast: every connection is cut), keeping its data: :meth:`start` it again."""
        self._ctl("stop")

    def stop(self) -> None:
        """Stop the cluster and remove its directory."""
        try:
            self._ctl("stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        """The URL of a database of the cluster."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; its URL."""
        name = f"bridgewhist_mp_{secrets.token_hex(4)}"
        with psycopg.connect(self.url(), autocommit=True) as connection:
            connection.execute(f"CREATE DATABASE {name}")
        return self.url(name)


@contextlib.contextmanager
def private_cluster(*, halted_ok: bool = False) -> Iterator[Cluster]:
    """A private cluster started for a test and stopped after it (the test skipped where no
    server binaries are); ``halted_ok``: a cluster the test left halted is no failure to stop."""
    bin_dir = postgres_bin()
    if bin_dir is None:
        pytest.skip("no PostgreSQL server binaries (initdb) here")
    made = Cluster(bin_dir)
    made.start()
    try:
        yield made
    finally:
        with contextlib.suppress(*((subprocess.CalledProcessError,) if halted_ok else ())):
            made.stop()
