"""For every test and doctest: the user's data directory (the web table's default database, the
records ``bridgewhist play`` keeps) is a temporary folder, never the real one. And the run's
summary says how many tests ran on PostgreSQL and in the browser; ``--no-postgres`` and
``--no-browser`` leave those tests out on purpose (``scripts/test.sh`` takes the same flags)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

BROWSER_TESTS = Path(__file__).resolve().parent / "tests" / "browser"
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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip, saying why, the tests a flag leaves out."""
    for item in items:
        if config.getoption("no_postgres") and on_postgres(item):
            item.add_marker(pytest.mark.skip(reason="left out on purpose: --no-postgres"))
        if config.getoption("no_browser") and in_browser(item):
            item.add_marker(pytest.mark.skip(reason="left out on purpose: --no-browser"))


def pytest_runtest_call(item: pytest.Item) -> None:
    ran = item.config.stash[RAN]
    ran["postgres"] += on_postgres(item)
    ran["browser"] += in_browser(item)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """One line before pytest's own last line: e.g. ``ran on PostgreSQL: 111, in the browser: 69``."""
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
