"""Fixtures of the web table's tests: the app on a real SQLite file (and on PostgreSQL when
BRIDGEWHIST_TEST_POSTGRES_URL is set), clients that join tables and play over websockets."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app

POSTGRES_ENV = "BRIDGEWHIST_TEST_POSTGRES_URL"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "web: the web table's server tests (select with -m web)")


def _databases() -> list[str]:
    kinds = ["sqlite"]
    if os.environ.get(POSTGRES_ENV):
        kinds.append("postgresql")
    return kinds


@pytest.fixture(params=_databases())
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database URL: a fresh SQLite file, or the test PostgreSQL database."""
    if request.param == "postgresql":
        return os.environ[POSTGRES_ENV]
    return str(tmp_path / "tables.db")


@pytest.fixture
def client(database: str) -> Iterator[TestClient]:
    """The app on that database, computer players in one thread (budget 20 s)."""
    with TestClient(create_app(database, workers=0, think_seconds=20.0)) as test_client:
        yield test_client
