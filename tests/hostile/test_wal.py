"""SQLite's write-ahead log stays bounded: ``journal_size_limit`` on every connection, and the
store's checkpoint truncates the log once the tables are idle, or at once when the log is past its
force limit (issue 14, item 3). The figures under load: ``benchmarks/wal_growth.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.web import store as store_module
from bridgewhist.web.store import WAL_SIZE_LIMIT, Store
from bridgewhist.web.tables.events import JoinEvent
from bridgewhist.web.tables.places import TableConfig

pytestmark = pytest.mark.hostile


def burst(store: Store, tables: int = 20, events: int = 150) -> None:
    """A burst of writes: ``tables`` tables of ``events`` one-event commits (about 10 MB of log)."""
    for number in range(tables):
        table_id = f"t{number}"
        store.create_table(TableConfig(table_id, load_law_code("english-1904"), seed=number, created="now"))
        for seq in range(1, events + 1):
            store.append(table_id, seq, [JoinEvent(place=seq % 4, name="N" * 60, person=True,
                                                   token=f"{number}-{seq}-" + "x" * 2000)])


@pytest.fixture
def store(tmp_path: Path) -> Store:
    made = Store(str(tmp_path / "tables.db"))
    made.migrate()
    yield made
    made.close()


def test_every_connection_has_a_journal_size_limit(store: Store) -> None:
    with store.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_size_limit").scalar() == WAL_SIZE_LIMIT


def test_the_log_is_truncated_after_a_burst_once_idle(store: Store) -> None:
    store.idle_seconds = 0.0
    burst(store)
    assert store.wal_bytes() > 2 * WAL_SIZE_LIMIT   # the burst wrote a large log: checked below
    assert store.checkpoint() == "TRUNCATE"
    assert store.wal_bytes() == 0
    assert len(store.load("t3")[1]) == 150   # nothing lost


def test_a_busy_store_checkpoints_passively_and_the_log_file_stays_bounded(store: Store) -> None:
    store.idle_seconds = 3600.0   # never idle: the checkpoint never waits for readers
    for round_ in range(5):
        burst(store, tables=4, events=150) if round_ == 0 else _more(store, round_)
        assert store.checkpoint() == "PASSIVE"
        assert store.wal_bytes() > WAL_SIZE_LIMIT   # each round writes more than the limit
    # the next commit after a complete checkpoint restarts the log, its file cut to the limit
    store.append("t0", 10_000, [JoinEvent(place=0, name="N", person=True, token="z")])
    assert store.wal_bytes() <= WAL_SIZE_LIMIT


def test_a_log_past_the_force_limit_is_truncated_even_when_busy(store: Store,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "WAL_FORCE_TRUNCATE", 1_000_000)
    store.idle_seconds = 3600.0
    burst(store, tables=2, events=300)
    assert store.checkpoint() == "TRUNCATE"
    assert store.wal_bytes() == 0


def _more(store: Store, round_: int) -> None:
    for number in range(4):
        base = 150 * round_ + 1
        for seq in range(base, base + 150):
            store.append(f"t{number}", seq, [JoinEvent(place=0, name="N", person=True, token="y" * 2000)])
