"""Slow clients against a real server: N sockets each holding half a request line.

Starts ``bridgewhist serve`` on 127.0.0.1 (a temporary SQLite file) with its open-file limit
lowered to ``--nofile`` (systemd's default is 1,024), opens ``--sockets`` connections that each
send half a request line and nothing more, then asks ``/api/health`` (is it answered while they
are held?), watches for ``--watch`` seconds how many of them the server closes, asks
``/api/health`` again, and counts the server's warning lines. Issue 31 found, before
``web/guard.py``: 1,100 sockets at 1,024 open files, nothing served while they were held.

    PYTHONPATH=src python benchmarks/slow_clients.py [--sockets 1100] [--nofile 1024] [--watch 12]
        [-- SERVE OPTIONS, e.g. --head-timeout 2 --max-connections-per-address 0]
"""

from __future__ import annotations

import argparse
import resource
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx2 as httpx

HALF_LINE = b"GET /api/health HTT"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def _health(url: str, timeout: float) -> str:
    started = time.monotonic()
    try:
        answer = httpx.get(f"{url}/api/health", timeout=timeout)
    except httpx.HTTPError as error:
        return f"{type(error).__name__} after {time.monotonic() - started:.2f} s"
    reason = answer.json().get("error", {}).get("reason", "") if answer.status_code != 200 else ""
    return f"{answer.status_code} {reason} in {time.monotonic() - started:.2f} s".replace("  ", " ")


def _closed(sockets: list[socket.socket], watch: float) -> tuple[int, float]:
    """How many of ``sockets`` the server closed (or answered) within ``watch`` seconds, and when."""
    for sock in sockets:
        sock.setblocking(False)
    started, ended = time.monotonic(), set[int]()
    while time.monotonic() - started < watch and len(ended) < len(sockets):
        for i, sock in enumerate(sockets):
            if i not in ended:
                try:
                    sock.recv(4096)
                    ended.add(i)
                except BlockingIOError:
                    pass
                except OSError:
                    ended.add(i)
        time.sleep(0.1)
    return len(ended), time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sockets", type=int, default=1100)
    parser.add_argument("--nofile", type=int, default=1024)
    parser.add_argument("--watch", type=float, default=12.0)
    parser.add_argument("serve", nargs="*", help="options passed to bridgewhist serve (after --)")
    args = parser.parse_args()
    where = Path(tempfile.mkdtemp())
    port = _free_port()
    url = f"http://127.0.0.1:{port}"

    def limit() -> None:
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        resource.setrlimit(resource.RLIMIT_NOFILE, (args.nofile, hard))

    with (where / "server.log").open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(port), "--database",
             str(where / "tables.db"), "--workers", "0", "--log-level", "info", *args.serve],
            stdout=log, stderr=subprocess.STDOUT, preexec_fn=limit)
    try:
        for _ in range(300):
            if _health(url, 1).startswith("200"):
                break
            time.sleep(0.1)
        sockets = []
        for _ in range(args.sockets):
            sock = socket.create_connection(("127.0.0.1", port))
            sock.sendall(HALF_LINE)
            sockets.append(sock)
        options = " ".join(args.serve) or "(defaults)"
        print(f"{args.sockets} sockets, {args.nofile} open files, serve {options}")
        print(f"/api/health while held: {_health(url, 5)}")
        closed, after = _closed(sockets, args.watch)
        print(f"closed by the server: {closed} of {args.sockets} after {after:.1f} s")
        print(f"/api/health after: {_health(url, 5)}")
        for sock in sockets:
            sock.close()
    finally:
        process.terminate()
        process.wait(20)
    lines = (where / "server.log").read_text(errors="replace").splitlines()
    print(f"warning lines: {sum(line.startswith(('WARNING', 'ERROR')) for line in lines)}")


if __name__ == "__main__":
    main()
