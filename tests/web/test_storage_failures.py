"""The database refusing (issue 31, item 6), in one process: a table whose opening event cannot be
written leaves nothing behind, and every HTTP route answers ``storage_failed`` (503, the error
body) instead of a 500 with a traceback. The real PostgreSQL stopped and the real full disk are
in tests/hostile/test_database_away.py."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event
from sqlalchemy.engine import Engine

from bridgewhist.laws import load_law_code
from bridgewhist.web.app import create_app
from bridgewhist.web.computer import Thinkers
from bridgewhist.web.hub import Hub
from bridgewhist.web.kinds import kind_for_request
from bridgewhist.web.models import CreateTable
from bridgewhist.web.store import Store
from bridgewhist.web.tables.places import Refused

pytestmark = pytest.mark.web

PAD = {"law_code": "english-1904", "first_dealer": "N", "players": {"N": "A", "E": "C", "S": "B", "W": "D"}}


def refuse(engine: Engine, starting: tuple[str, ...]) -> None:
    """From now on every statement of ``engine`` that starts with one of ``starting`` fails as
    SQLite fails on a full disk."""
    @event.listens_for(engine, "before_cursor_execute")
    def full(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip().upper().startswith(starting):
            raise sqlite3.OperationalError("database or disk is full")


@pytest.mark.parametrize("kind", ["three-hand", "club"])
def test_a_table_whose_opening_event_cannot_be_written_leaves_nothing(kind: str, tmp_path: Path) -> None:
    store = Store(str(tmp_path / "tables.db"))
    store.migrate()
    request = CreateTable(code="american-1905", kind=kind)
    table_kind = kind_for_request(kind, "strict")
    refuse(store.engine, ("INSERT INTO BW_EVENTS",))

    async def create() -> Refused:
        hub = Hub(store, Thinkers(workers=0))
        try:
            await hub.create(load_law_code("american-1905"), "strict", "maxims", 1, table_kind,
                             table_kind.opening(request))
        except Refused as error:
            return error
        finally:
            await hub.stop()
        raise AssertionError("the table was created")

    refused = asyncio.run(create())
    assert (refused.reason, refused.status) == ("storage_failed", 503)
    assert Store(str(tmp_path / "tables.db")).table_ids() == []   # no four-hand ghost of it


def test_every_route_answers_storage_failed_when_the_database_refuses(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with TestClient(create_app(str(tmp_path / "tables.db"), workers=0)) as client:
        table_id = client.post("/api/tables", json={"code": "american-1905"}).json()["table_id"]
        refuse(client.app.state.hub.store.engine, ("SELECT", "INSERT", "UPDATE"))  # type: ignore[attr-defined]
        with caplog.at_level(logging.WARNING, logger="bridgewhist.web"):
            answers = [client.post("/api/tables", json={"code": "american-1905", "kind": "three-hand"}),
                       client.get("/api/tables"),
                       client.post(f"/api/tables/{table_id}/join", json={"name": "Ann"}),
                       client.post("/api/pads", json=PAD),
                       client.get("/api/health")]
    for answer in answers:
        assert answer.status_code == 503, answer.text
        assert answer.json()["error"]["reason"] == "storage_failed", answer.text
    warnings = [r for r in caplog.records
                if r.levelno == logging.WARNING and "storage_failed" in r.getMessage()]
    assert len(warnings) == len(answers), [r.getMessage() for r in warnings]
    assert not any(r.exc_info for r in caplog.records)   # a line each, no traceback
