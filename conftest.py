"""For every test and doctest: the user's data directory (the web table's default database, the
records ``bridgewhist play`` keeps) is a temporary folder, never the real one. And the run's
summary says how many tests ran on PostgreSQL and in the browser; ``--no-postgres`` and
``--no-browser`` leave those tests out on purpose (``scripts/test.sh`` takes the same flags).

Under pytest-xdist (``-n``; ``scripts/test.sh`` runs ``-n auto --dist loadgroup``) each worker
counts its own tests and the counts are summed when it finishes; each worker has a database of
its own on the PostgreSQL server (``<database>_<worker>``, made afresh), so that no two workers
migrate or notify on one database; a test runs in the worker of its group (``tests/support/parallel.py``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support.hostile import FIGURES
from support.parallel import fresh_database, group_of

ROOT = Path(__file__).resolve().parent
BROWSER_TESTS = ROOT / "tests" / "browser"
POSTGRES_ENV = "BRIDGEWHIST_TEST_POSTGRES_URL"
RAN = pytest.StashKey[dict[str, int]]()
"""How many tests ran (their call began) on PostgreSQL and in the browser."""


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("bridgewhist", "tests left out on purpose (scripts/test.sh takes the same flags)")
    group.addoption("--no-browser", action="store_true", help="skip the browser tests (tests/browser)")
    group.addoption("--no-postgres", action="store_true", help="skip every test on PostgreSQL")


def on_postgres(item: pytest.Item) -> bool:
    """Whether a test runs on PostgreSQL: the web tests' ``database`` given the PostgreSQL URL
    (``BRIDGEWHIST_TEST_POSTGRES_URL``), or a private cluster (the ``cluster`` fixture)."""
    callspec = getattr(item, "callspec", None)
    if callspec is not None and callspec.params.get("database") == "postgresql":
        return True
    return "cluster" in getattr(item, "fixturenames", ())


def in_browser(item: pytest.Item) -> bool:
    """Whether a test is one of the browser tests (``tests/browser``)."""
    return BROWSER_TESTS in item.path.parents


def pytest_configure(config: pytest.Config) -> None:
    config.stash[RAN] = {"postgres": 0, "browser": 0}
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    url = os.environ.get(POSTGRES_ENV)
    if worker and url and not config.getoption("no_postgres"):
        os.environ[POSTGRES_ENV] = fresh_database(url, worker)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip, saying why, the tests a flag leaves out; put each test in its xdist group."""
    for item in items:
        if config.getoption("no_postgres") and on_postgres(item):
            item.add_marker(pytest.mark.skip(reason="left out on purpose: --no-postgres"))
        if config.getoption("no_browser") and in_browser(item):
            item.add_marker(pytest.mark.skip(reason="left out on purpose: --no-browser"))
        if item.get_closest_marker("xdist_group") is None:
            item.add_marker(pytest.mark.xdist_group(group_of(item.path, ROOT)))


def pytest_runtest_call(item: pytest.Item) -> None:
    ran = item.config.stash[RAN]
    ran["postgres"] += on_postgres(item)
    ran["browser"] += in_browser(item)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker's counts, sent to the controller with the worker's output."""
    output: dict[str, Any] | None = getattr(session.config, "workeroutput", None)
    if output is not None:
        output["bridgewhist_ran"] = dict(session.config.stash[RAN])
        output["bridgewhist_break_it"] = FIGURES.counts


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """A worker finished: its counts added to the run's (an xdist hook, run in the controller)."""
    ran: dict[str, int] = node.config.stash[RAN]
    output = getattr(node, "workeroutput", {})
    for key, count in output.get("bridgewhist_ran", {}).items():
        ran[key] += count
    for check, counts in output.get("bridgewhist_break_it", {}).items():
        FIGURES.add(check, **counts)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """The break-it suite's figures when it ran (``break-it: ...``), then one line before pytest's own
    last line: e.g. ``ran on PostgreSQL: 111, in the browser: 69``."""
    for line in FIGURES.lines():
        terminalreporter.write_line(f"break-it: {line}")
    ran = config.stash[RAN]
    postgres = " (--no-postgres)" if config.getoption("no_postgres") else ""
    browser = " (--no-browser)" if config.getoption("no_browser") else ""
    terminalreporter.write_line(
        f"ran on PostgreSQL: {ran['postgres']}{postgres}, in the browser: {ran['browser']}{browser}")


@pytest.fixture(autouse=True, scope="session")
def _data_directory(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """``$XDG_DATA_HOME`` (where platformdirs looks on Linux) in a fresh temporary folder."""
    data = tmp_path_factory.mktemp("data-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(data))
        yield data
