"""A real ``bridgewhist serve`` for the browser tests, on a free port with its own SQLite file."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.server import Server, free_port


def bridgewhist_command() -> list[str]:
    """The installed ``bridgewhist`` script, else the module run by this interpreter."""
    script = Path(sys.executable).with_name("bridgewhist")
    if script.exists():
        return [str(script)]
    found = shutil.which("bridgewhist")
    return [found] if found else [sys.executable, "-m", "bridgewhist.cli"]


def serving(where: Path, *options: str) -> Iterator[Server]:
    """``bridgewhist serve`` on a free port with ``options``, storing everything in a fresh SQLite
    file under ``where``; stopped when the generator is closed."""
    port = free_port()
    log = where / "serve.log"
    database = f"sqlite:///{where / 'tables.sqlite3'}"
    command = [*bridgewhist_command(), "serve", "--host", "127.0.0.1", "--port", str(port),
               "--database", database, *options]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with log.open("wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        if process.poll() is not None:
            pytest.fail(f"bridgewhist serve exited with {process.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/api/tables", timeout=2) as response:
                if response.status == 200:
                    break
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"bridgewhist serve did not answer on {url}:\n{log.read_text()}")
        time.sleep(0.1)
    running = Server(process, url, log)
    yield running
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
