"""The tables' storage: SQLAlchemy 2 on SQLite (the default) or PostgreSQL, migrated by Alembic.

Three tables: ``bw_tables`` (one row a table: its id, law code with house rules, mode, computer
strength, seed, when it was last written), ``bw_events`` (the table's event log, one row an
event, keyed by table and ``seq``) and ``bw_chat`` (what was said at each table, apart from its
log: a line said is no change to the table, so it takes no ``seq``). The event log is the table:
each kind of table replays it (:class:`~bridgewhist.web.kinds.protocol.TableKind`). An event is a typed model
(:mod:`bridgewhist.web.tables.events`) stored as the JSON the server has always written, so old
logs stay readable. The key (table, seq) means two writers can never both commit an event for
one place in the log. Calls are synchronous; the server runs them in one thread of their own.
On PostgreSQL each commit of events also sends ``NOTIFY bw_events, '<table_id> <seq>'`` (the
last seq committed) in its transaction, so the other server processes of a site hear of it only
once it has landed (:mod:`bridgewhist.web.fanout`); they read the events themselves with
:meth:`Store.events_after`.

>>> store = Store("sqlite://")
>>> store.migrate()
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.web.tables.events import JoinEvent
>>> store.create_table(TableConfig("t1", load_law_code("american-1905"), seed=3, created="now"))
>>> store.append("t1", 1, [JoinEvent(place=0, name="Ann", person=True, token="x")])
>>> config, events = store.load("t1")
>>> config.code.key, config.seed, events[0]
('american-1905', 3, JoinEvent(kind='join', place=0, name='Ann', person=True, token='x'))
>>> store.live_table_ids(since="2000-01-01T00:00:00+00:00")
['t1']
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    BigInteger,
    ForeignKey,
    Integer,
    String,
    Text,
    create_engine,
    event,
    func,
    inspect,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column
from sqlalchemy.pool import StaticPool

from bridgewhist.laws import law_code_from_dict
from bridgewhist.web.tables.events import Event, ReplayError, event_json, parse_event
from bridgewhist.web.tables.places import Refused, TableConfig

MIGRATIONS = Path(__file__).with_name("migrations")
NOTIFY_CHANNEL = "bw_events"
"""The PostgreSQL channel told of every commit of events; its payload is ``"<table_id> <seq>"``."""
CHAT_CHANNEL = "bw_chat"
"""The PostgreSQL channel told of every line of table talk kept; its payload is ``"<table_id> <n>"``."""
POOL_SIZE_ENV = "BRIDGEWHIST_DB_POOL_SIZE"
"""The environment variable that sets a PostgreSQL store's pool size (default :data:`POOL_SIZE`)."""
POOL_SIZE = 5
"""Connections a process keeps open to PostgreSQL (SQLAlchemy may open 10 more at a peak)."""
MIGRATION_LOCK = 20_051_904
"""The PostgreSQL advisory lock held while migrating: processes that start together migrate one
after another."""


class Base(DeclarativeBase):
    """The declarative base of the web tables."""


class TableRow(Base):
    """A table as created."""

    __tablename__ = "bw_tables"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    created: Mapped[str] = mapped_column(String(40))
    law_code: Mapped[str] = mapped_column(Text)
    mode: Mapped[str] = mapped_column(String(16))
    computer: Mapped[str] = mapped_column(String(16))
    seed: Mapped[int] = mapped_column(BigInteger)
    # Deferred: loading a table reads only what it always did (a database not yet migrated too).
    touched: Mapped[str | None] = mapped_column(String(40), nullable=True, deferred=True)
    # Each partnership's agreements, "<north-south> <east-west>" (null: an older table, none).
    agreements: Mapped[str | None] = mapped_column(String(64), nullable=True, deferred=True)


class EventRow(Base):
    """One event of a table's log."""

    __tablename__ = "bw_events"
    table_id: Mapped[str] = mapped_column(String(32), ForeignKey("bw_tables.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    data: Mapped[str] = mapped_column(Text)


class ChatRow(Base):
    """One line said at a table (the table talk, :mod:`bridgewhist.web.chat`), numbered per table."""

    __tablename__ = "bw_chat"
    table_id: Mapped[str] = mapped_column(String(32), ForeignKey("bw_tables.id"), primary_key=True)
    n: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[str] = mapped_column(String(40))
    place: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(160))
    text: Mapped[str] = mapped_column(Text)


class UnknownTable(LookupError):
    """No table of that id is stored."""


STORAGE_WORDS = ("the database did not answer or refused the write (away or full): nothing was done; "
                 "try again shortly")
"""The message of a :class:`StorageFailed` sent to a client (the cause goes only to the log)."""


class StorageFailed(Refused):
    """``storage_failed`` (503): the database did not answer or refused a write (away, full,
    a connection lost); nothing was done. ``cause`` says what failed in one line, for the log
    only (it may name the database's host)."""

    def __init__(self, cause: str, message: str = STORAGE_WORDS) -> None:
        super().__init__("storage_failed", message, status=503)
        self.cause = cause


def is_storage_error(error: BaseException) -> bool:
    """True for a database's failure to answer or to write; False for a key already taken (an
    :class:`~sqlalchemy.exc.IntegrityError`: the caller's to decide) and anything else.

    >>> from sqlalchemy.exc import OperationalError
    >>> full = OperationalError("INSERT", {}, Exception("disk full"))
    >>> is_storage_error(full), is_storage_error(ValueError())
    (True, False)
    """
    return isinstance(error, SQLAlchemyError) and not isinstance(error, IntegrityError)


def failure_cause(error: BaseException) -> str:
    """A database error in one line: the driver's error's name and the first line of its message.

    >>> import sqlite3
    >>> from sqlalchemy.exc import OperationalError
    >>> full = sqlite3.OperationalError("database or disk is full")
    >>> failure_cause(OperationalError("INSERT ...", {}, full))
    'OperationalError: database or disk is full'
    """
    original = getattr(error, "orig", None) or error
    lines = str(original).strip().splitlines()
    return f"{type(original).__name__}: {lines[0][:160] if lines else 'no message'}"


def normalise_url(url: str) -> str:
    """A database URL SQLAlchemy can open: a bare path is a SQLite file, ``postgresql://`` uses
    psycopg 3.

    >>> normalise_url("tables.db"), normalise_url("postgresql://u@h/db")
    ('sqlite:///tables.db', 'postgresql+psycopg://u@h/db')
    """
    if "://" not in url:
        return f"sqlite:///{url}"
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


WAL_SIZE_LIMIT = 4 * 1024 * 1024
"""SQLite's ``journal_size_limit`` on every connection: the bytes the write-ahead log's file keeps
after a checkpoint resets the log."""

WAL_FORCE_TRUNCATE = 16 * 1024 * 1024
"""A write-ahead log larger than this is truncated at the next checkpoint even while tables are
busy (writers then wait for that checkpoint, at most :data:`CHECKPOINT_WAIT_MS`)."""

IDLE_SECONDS = 1.0
"""How long after the last write the store counts as idle: its checkpoints then truncate the log."""

CHECKPOINT_WAIT_MS = 250
"""How long a truncating checkpoint waits for readers before it gives up until the next tick."""


def _sqlite_pragmas(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def connect(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        # WAL: readers never wait for the writer; NORMAL: a commit survives the process being
        # killed (kill -9), the write-ahead log being synced at checkpoints.
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        # Checkpoints (the write-ahead log copied into the database, with an fsync) are run by
        # Store.checkpoint on a timer in a thread of their own, never by a commit that happens to
        # cross the log's size limit, so no action waits for one.
        cursor.execute("PRAGMA wal_autocheckpoint=0")
        # Each time a checkpoint resets the log, its file is cut back to this size (without it the
        # file keeps the largest size it ever reached until a clean shutdown).
        cursor.execute(f"PRAGMA journal_size_limit={WAL_SIZE_LIMIT}")
        cursor.close()


class Store:
    """The tables in a database at ``url`` (see :func:`normalise_url`)."""

    def __init__(self, url: str) -> None:
        self.url = normalise_url(url)
        self.idle_seconds = IDLE_SECONDS
        self._last_write = 0.0   # time.monotonic() of the last commit
        self._agreements_kept = False   # bw_tables.agreements seen (migration 0006)
        if self.url.startswith("sqlite"):
            memory = self.url in ("sqlite://", "sqlite:///:memory:")
            self.engine = create_engine(
                self.url, connect_args={"check_same_thread": False},
                **({"poolclass": StaticPool} if memory else {}))
            _sqlite_pragmas(self.engine)
        else:
            # A server that does not answer is an error after 10 s, not a wait without end.
            self.engine = create_engine(self.url, pool_pre_ping=True,
                                        pool_size=int(os.environ.get(POOL_SIZE_ENV) or POOL_SIZE),
                                        connect_args={"connect_timeout": 10} if "psycopg" in self.url else {})

    @property
    def postgres(self) -> bool:
        """True on PostgreSQL: several server processes may share the store (they are told of
        each commit on :data:`NOTIFY_CHANNEL`)."""
        return self.url.startswith("postgresql")

    def migrate(self) -> None:
        """Bring the schema to the newest migration (Alembic ``upgrade head``)."""
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self.engine.begin() as connection:
            if self.postgres:   # two processes starting at once: one migrates, the other waits
                connection.execute(select(func.pg_advisory_xact_lock(MIGRATION_LOCK)))
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
        self._agreements_kept = True

    @property
    def needs_checkpoints(self) -> bool:
        """True for a SQLite file (its write-ahead log is checkpointed by :meth:`checkpoint`)."""
        return self.url.startswith("sqlite") and self.url not in ("sqlite://", "sqlite:///:memory:")

    def wal_bytes(self) -> int:
        """The size of the SQLite write-ahead log's file (0 when there is none)."""
        database = self.engine.url.database
        if not self.needs_checkpoints or not database:
            return 0
        try:
            return Path(f"{database}-wal").stat().st_size
        except FileNotFoundError:
            return 0

    def checkpoint(self) -> str | None:
        """Copy SQLite's write-ahead log into the database file; the mode used is returned.

        While tables are busy the checkpoint is PASSIVE (it never blocks a writer); once no write
        has come for :attr:`idle_seconds`, or the log's file has grown past
        :data:`WAL_FORCE_TRUNCATE`, it is TRUNCATE, which empties the log's file. None when there
        is nothing to do (no SQLite file, or an empty log).
        """
        size = self.wal_bytes()
        if size == 0:
            return None
        idle = time.monotonic() - self._last_write >= self.idle_seconds
        mode = "TRUNCATE" if idle or size > WAL_FORCE_TRUNCATE else "PASSIVE"
        with self.engine.connect() as connection:
            connection.exec_driver_sql(f"PRAGMA busy_timeout={CHECKPOINT_WAIT_MS}")
            try:
                connection.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})")
            finally:
                connection.exec_driver_sql("PRAGMA busy_timeout=5000")   # sqlite3's default
        return mode

    def close(self) -> None:
        """Close every connection."""
        self.engine.dispose()

    def create_table(self, config: TableConfig, events: Sequence[Event] = ()) -> None:
        """Store a new table with its first ``events`` (its opening, the kind's settings), in one
        transaction: a failure leaves nothing (no table without its opening, read back as another
        kind)."""
        self._last_write = time.monotonic()
        with Session(self.engine) as session, session.begin():
            session.add(TableRow(id=config.table_id, created=config.created,
                                 law_code=json.dumps(config.code.to_dict()), mode=config.mode,
                                 computer=config.computer, seed=config.seed, touched=now(),
                                 agreements=" ".join(config.agreements)))
            session.flush()   # the table's row before its events (their foreign key)
            session.add_all(EventRow(table_id=config.table_id, seq=1 + i, kind=e.kind, data=event_json(e))
                            for i, e in enumerate(events))

    def ping(self) -> None:
        """Ask the database for ``SELECT 1`` (the readiness check).

        :raises sqlalchemy.exc.SQLAlchemyError: when it does not answer.
        """
        with self.engine.connect() as connection:
            connection.execute(select(1))

    def append(self, table_id: str, first_seq: int, events: Sequence[Event]) -> None:
        """Commit ``events`` as ``first_seq``, ``first_seq + 1``... in one transaction (on
        PostgreSQL with its notification, sent when the transaction commits).

        :raises sqlalchemy.exc.IntegrityError: when one of those seqs is already taken.
        """
        self._last_write = time.monotonic()
        with Session(self.engine) as session, session.begin():
            session.add_all(EventRow(table_id=table_id, seq=first_seq + i, kind=e.kind, data=event_json(e))
                            for i, e in enumerate(events))
            session.execute(update(TableRow).where(TableRow.id == table_id).values(touched=now()))
            if self.postgres and events:
                payload = f"{table_id} {first_seq + len(events) - 1}"
                session.execute(select(func.pg_notify(NOTIFY_CHANNEL, payload)))

    def events_after(self, table_id: str, seq: int) -> list[tuple[int, Event]]:
        """The events of a table after ``seq``, in order, each with its seq.

        >>> store = Store("sqlite://"); store.migrate()
        >>> from bridgewhist.laws import load_law_code
        >>> from bridgewhist.web.tables.events import JoinEvent
        >>> store.create_table(TableConfig("t1", load_law_code("english-1904")))
        >>> store.append("t1", 1, [JoinEvent(place=0, name="Ann", person=True, token=None),
        ...                        JoinEvent(place=1, name="Bob", person=True, token=None)])
        >>> [(seq, event.name) for seq, event in store.events_after("t1", 1)]
        [(2, 'Bob')]
        """
        with Session(self.engine) as session:
            rows = session.execute(select(EventRow.seq, EventRow.data)
                                   .where(EventRow.table_id == table_id, EventRow.seq > seq)
                                   .order_by(EventRow.seq)).all()
            return [(n, _event(table_id, n, data)) for n, data in rows]

    def last_seqs(self, table_ids: Sequence[str]) -> dict[str, int]:
        """The last committed seq of each of ``table_ids`` that has events.

        >>> store = Store("sqlite://"); store.migrate()
        >>> from bridgewhist.laws import load_law_code
        >>> from bridgewhist.web.tables.events import JoinEvent
        >>> store.create_table(TableConfig("t1", load_law_code("english-1904")))
        >>> store.append("t1", 1, [JoinEvent(place=0, name="Ann", person=True, token=None)])
        >>> store.last_seqs(["t1", "t2"])
        {'t1': 1}
        """
        if not table_ids:
            return {}
        with Session(self.engine) as session:
            rows = session.execute(select(EventRow.table_id, func.max(EventRow.seq))
                                   .where(EventRow.table_id.in_(list(table_ids)))
                                   .group_by(EventRow.table_id)).all()
            return {table_id: int(last) for table_id, last in rows}

    def append_chat(self, table_id: str, at: str, place: int, name: str, text: str) -> int:
        """Keep a line said at a table; its number (1 for the table's first).

        >>> store = Store("sqlite://"); store.migrate()
        >>> from bridgewhist.laws import load_law_code
        >>> store.create_table(TableConfig("t1", load_law_code("english-1904")))
        >>> store.append_chat("t1", "now", 0, "Ann", "Good evening"), store.chat("t1")[0].text
        (1, 'Good evening')
        """
        self._last_write = time.monotonic()
        for attempt in range(3):   # another process kept a line at that number first: the next one
            try:
                with Session(self.engine) as session, session.begin():
                    last = session.scalar(select(func.max(ChatRow.n)).where(ChatRow.table_id == table_id))
                    n = (last or 0) + 1
                    session.add(ChatRow(table_id=table_id, n=n, at=at, place=place, name=name, text=text))
                    session.flush()
                    if self.postgres:
                        session.execute(select(func.pg_notify(CHAT_CHANNEL, f"{table_id} {n}")))
                return n
            except IntegrityError:
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    def chat_line(self, table_id: str, n: int) -> ChatRow | None:
        """Line ``n`` said at a table, or None."""
        with Session(self.engine, expire_on_commit=False) as session:
            row = session.get(ChatRow, (table_id, n))
            session.expunge_all()
            return row

    def chat(self, table_id: str, limit: int = 50) -> list[ChatRow]:
        """The last ``limit`` lines said at a table, oldest first."""
        with Session(self.engine, expire_on_commit=False) as session:
            rows = session.scalars(select(ChatRow).where(ChatRow.table_id == table_id)
                                   .order_by(ChatRow.n.desc()).limit(limit)).all()
            session.expunge_all()
            return list(reversed(rows))

    def _agreements(self, session: Session, table_id: str) -> tuple[str, str]:
        """A table's agreements, North-South's and East-West's (none on a database not yet
        migrated to keep them, as an older table's)."""
        if not self._agreements_kept:
            columns = inspect(self.engine).get_columns(TableRow.__tablename__)
            self._agreements_kept = any(column["name"] == "agreements" for column in columns)
        kept = (session.scalar(select(TableRow.agreements).where(TableRow.id == table_id))
                if self._agreements_kept else None)
        pair = (kept or "none none").split()
        return pair[0], pair[1]

    def _config(self, row: TableRow, session: Session) -> TableConfig:
        return TableConfig(row.id, law_code_from_dict(json.loads(row.law_code)), row.mode, row.computer,
                           row.seed, row.created, self._agreements(session, row.id))

    def load(self, table_id: str) -> tuple[TableConfig, list[Event]]:
        """A table and its events in order.

        :raises UnknownTable: when no table has that id.
        :raises ReplayError: when a stored event is no event (naming the table and its place).
        """
        with Session(self.engine) as session:
            row = session.get(TableRow, table_id)
            if row is None:
                raise UnknownTable(table_id)
            rows = session.execute(select(EventRow.seq, EventRow.data).where(EventRow.table_id == table_id)
                                   .order_by(EventRow.seq)).all()
            return self._config(row, session), [_event(table_id, seq, data) for seq, data in rows]

    def table_ids(self, limit: int | None = None) -> list[str]:
        """The tables' ids, newest first."""
        with Session(self.engine) as session:
            query = select(TableRow.id).order_by(TableRow.created.desc(), TableRow.id)
            if limit is not None:
                query = query.limit(limit)
            return list(session.scalars(query).all())

    def live_table_ids(self, since: str) -> list[str]:
        """The ids of the tables written at or after ``since`` (an ISO time in UTC, as :func:`now`)."""
        with Session(self.engine) as session:
            return list(session.scalars(select(TableRow.id).where(TableRow.touched >= since)).all())


def now() -> str:
    """The time now as the store keeps it (ISO, UTC, to the microsecond): sorts as it reads."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _event(table_id: str, seq: int, data: str) -> Event:
    try:
        return parse_event(json.loads(data))
    except (ValueError, ReplayError) as error:
        raise ReplayError(f"table {table_id}, event {seq}: {error}") from None


__all__ = ["CHAT_CHANNEL", "CHECKPOINT_WAIT_MS", "IDLE_SECONDS", "MIGRATION_LOCK", "NOTIFY_CHANNEL",
           "POOL_SIZE", "POOL_SIZE_ENV", "STORAGE_WORDS", "WAL_FORCE_TRUNCATE", "WAL_SIZE_LIMIT", "Base",
           "ChatRow", "EventRow", "StorageFailed", "Store", "TableRow", "UnknownTable", "failure_cause",
           "is_storage_error", "normalise_url", "now"]
