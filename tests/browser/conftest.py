"""Fixtures for the browser tests: a real ``bridgewhist serve`` on a free port with its own
SQLite file, and Debian's chromium driven by Playwright (never a downloaded browser).

The tests skip, saying why and how many, only when ``/usr/bin/chromium`` (or
``$BRIDGEWHIST_CHROMIUM``) is absent; CI installs it. The
server and the browser last as long as this package's tests (``scope="package"``), so they are
gone before the rest of the suite runs.
"""

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

from browser.driver import unpaced
from support.server import Server, free_port

CHROMIUM = Path(os.environ.get("BRIDGEWHIST_CHROMIUM", "/usr/bin/chromium"))
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
]

MISSING = None if CHROMIUM.exists() else (
    f"{CHROMIUM} is absent: install Debian's chromium (apt-get install chromium; .ci/run does)")
"""Why the browser tests cannot run here, or None."""
_NOT_RUN: list[str] = []


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without chromium, skip this folder's tests with the reason (never an error, never silently)."""
    if MISSING is None:
        return
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.skip(reason=MISSING))
            _NOT_RUN.append(item.nodeid)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say how many browser tests did not run and why, at the end of every run."""
    if _NOT_RUN:
        terminalreporter.write_line(f"{len(_NOT_RUN)} browser tests did not run: {MISSING}", yellow=True)

sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")


def _bridgewhist_command() -> list[str]:
    script = Path(sys.executable).with_name("bridgewhist")
    if script.exists():
        return [str(script)]
    found = shutil.which("bridgewhist")
    return [found] if found else [sys.executable, "-m", "bridgewhist.cli"]


@pytest.fixture(scope="package")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``bridgewhist serve`` on a free port, storing everything in a fresh SQLite file."""
    where = tmp_path_factory.mktemp("serve")
    port = free_port()
    log = where / "serve.log"
    database = f"sqlite:///{where / 'tables.sqlite3'}"
    command = [*_bridgewhist_command(), "serve", "--host", "127.0.0.1", "--port", str(port),
               "--database", database]
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


@pytest.fixture(scope="package")
def browser() -> Iterator[sync_api.Browser]:
    """Headless chromium from Debian, launched once for the session."""
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def context(browser: sync_api.Browser) -> Iterator[sync_api.BrowserContext]:
    """A fresh browser profile (its own localStorage) at a desktop size, unpaced."""
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 900}))
    yield made
    made.close()
