"""Real ``bridgewhist serve`` processes for the tests: a free port, a server started and
answering, and the browser tests' view of one."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

import httpx2 as httpx


def free_port() -> int:
    """A port on the loopback no one listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


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
