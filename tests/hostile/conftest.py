"""The break-it suite's options and figures: ``--long`` runs the long form (hundreds of kills,
long fuzzing; docs/reliability.md); what the suite did (``support.hostile.FIGURES``) is printed at
the end of the run by the top-level ``conftest.py``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from support.hostile import FIGURES, Figures
from support.server import free_port, start_serve


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", default=False,
                     help="the break-it suite's long form: hundreds of kill -9s, long fuzzing")
    parser.addoption("--long-budget", type=float, default=None,
                     help="in the long form, stop killing each kind of table after this many seconds")


@pytest.fixture
def long_form(request: pytest.FixtureRequest) -> bool:
    """True when the suite runs in its long form (``--long``)."""
    return bool(request.config.getoption("long", default=False))


@pytest.fixture
def long_budget(request: pytest.FixtureRequest) -> float | None:
    """Seconds the long form may spend killing each kind of table (None: no limit)."""
    budget = request.config.getoption("long_budget", default=None)
    return None if budget is None else float(budget)


@pytest.fixture
def figures() -> Figures:
    """The run's figures, added to by each check."""
    return FIGURES


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    """One real server for the module's checks: its port and its log."""
    where = tmp_path_factory.mktemp("break-it")
    port = free_port()
    log_path = where / "server.log"
    with log_path.open("wb") as log:
        server = start_serve(where / "tables.db", port, log_level="info", log=log)
    yield port, log_path
    server.terminate()
    server.wait(20)
    text = log_path.read_text(errors="replace")
    assert "Traceback" not in text and "Exception in ASGI" not in text, text[-3000:]
