"""Fixtures for the browser tests: a real ``bridgewhist serve`` on a free port with its own
SQLite file, and Debian's chromium driven by Playwright (never a downloaded browser).

The tests skip, saying why and how many, only when ``/usr/bin/chromium`` (or
``$BRIDGEWHIST_CHROMIUM``) is absent; CI installs it. The
server and the browser last as long as this package's tests (``scope="package"``), so they are
gone before the rest of the suite runs.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from browser.driver import unpaced, window
from browser.serving import serving
from support.server import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext

CHROMIUM = Path(os.environ.get("BRIDGEWHIST_CHROMIUM", "/usr/bin/chromium"))
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
]

MISSING = None if CHROMIUM.exists() else (
    f"{CHROMIUM} is absent: install Debian's chromium (apt-get install chromium; "
    "scripts/test.sh does where it can)")
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


@pytest.fixture(scope="package")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``bridgewhist serve`` on a free port, storing everything in a fresh SQLite file; its
    computer players act at once (``--undo-window 0``: the undo's own tests serve with one)."""
    yield from serving(tmp_path_factory.mktemp("serve"), "--undo-window", "0")


@pytest.fixture(scope="package")
def browser() -> Iterator[Browser]:
    """Headless chromium from Debian, launched once for the session."""
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh browser profile (its own localStorage) at a desktop size, unpaced."""
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 900}))
    yield made
    made.close()


PHONE_AND_DESKTOP = [(390, 844), (1280, 800)]
"""A phone's window and a desktop's: the two sizes a page is checked at."""


@pytest.fixture(params=PHONE_AND_DESKTOP, ids=[f"{w}x{h}" for w, h in PHONE_AND_DESKTOP])
def sized_context(request: pytest.FixtureRequest,
                  browser: Browser) -> Iterator[BrowserContext]:
    """A fresh browser profile at a phone's size, then at a desktop's, unpaced: a test taking it
    runs at both."""
    width, height = request.param
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    yield made
    made.close()


@pytest.fixture
def desk_and_phone(
        browser: Browser) -> Iterator[tuple[BrowserContext, BrowserContext]]:
    """Two fresh profiles, unpaced: a desktop's window (1280x800) and a phone's (390x844, touch): a
    test that makes something at the desk and looks at it again on the phone takes both."""
    (phone_w, phone_h), (desk_w, desk_h) = PHONE_AND_DESKTOP
    desk = unpaced(browser.new_context(**window(desk_w, desk_h)))
    phone = unpaced(browser.new_context(**window(phone_w, phone_h)))
    yield desk, phone
    desk.close()
    phone.close()
