"""Real ``bridgewhist serve`` processes for the tests: a free port handed out without races
(:func:`free_port`), a server started and answering, and the browser tests' view of one."""

from __future__ import annotations

import fcntl
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

import httpx2 as httpx

PORTS = range(20000, 32768)
"""The ports handed out: below Linux's ephemeral range (32768-60999), so the kernel never gives
one of them to another program's ``bind(0)`` or outgoing connection between our check and the
server's bind."""
PORT_LOCKS = Path(tempfile.gettempdir()) / "bridgewhist-test-ports"
"""One lock file a port: a port is handed out to the one process holding its lock (every test
run, every xdist worker, on this machine), and held until that process ends."""
HELD: list[IO[bytes]] = []
"""The locks of the ports this process was handed (open, so held, until it ends)."""


def free_port() -> int:
    """A port on the loopback that no one listens on and no other test process is handed:
    its lock file in :data:`PORT_LOCKS` taken (never waited for) and kept by this process, then
    checked free with a bind, from :data:`PORTS` (the kernel hands none of them out itself).
    The server started on it may bind at leisure: no other test takes the port meanwhile.

    :raises RuntimeError: if every port of :data:`PORTS` is taken.
    """
    PORT_LOCKS.mkdir(exist_ok=True)
    start = secrets.randbelow(len(PORTS))
    for index in range(len(PORTS)):
        port = PORTS[(start + index) % len(PORTS)]
        try:
            lock = (PORT_LOCKS / str(port)).open("ab")
        except PermissionError:   # another user's lock file: his to hand out
            continue
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:   # another test process holds it
            lock.close()
            continue
        with socket.socket() as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # as the servers bind
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:   # something else listens there
                lock.close()
                continue
        HELD.append(lock)
        return port
    raise RuntimeError(f"no free port in {PORTS.start}-{PORTS.stop - 1}")


def start_serve(database: Path | str, port: int, *, workers: int = 0, log_level: str = "warning",
                log: IO[bytes] | int = subprocess.DEVNULL,
                env: dict[str, str] | None = None, args: tuple[str, ...] = ()) -> subprocess.Popen[bytes]:
    """``bridgewhist serve`` on ``127.0.0.1:port``, returned once ``/api/health`` answers
    (``env``: variables added to this process's environment; ``args``: more options of ``serve``).

    :raises RuntimeError: if the server stops or does not answer within 30 s (it is killed).
    """
    if "--undo-window" not in args:   # the tests' computer players act at once (issue 31's window aside)
        args = ("--undo-window", "0", *args)
    process = subprocess.Popen(
        [sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(port), "--database", str(database),
         "--workers", str(workers), "--log-level", log_level, *args],
        stdout=log, stderr=subprocess.STDOUT if log is not subprocess.DEVNULL else subprocess.DEVNULL,
        env=None if env is None else {**os.environ, **env})
    for _ in range(300):
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/health").status_code == 200:
                return process
        except httpx.TransportError:
            pass
        if process.poll() is not None:
            raise RuntimeError("the server did not start")
        time.sleep(0.1)
    process.kill()
    raise RuntimeError("the server did not answer")


class Server:
    """A running ``bridgewhist serve``: its base URL and its log."""

    def __init__(self, process: subprocess.Popen[bytes], url: str, log: Path) -> None:
        self.process = process
        self.url = url
        self.log = log

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""
