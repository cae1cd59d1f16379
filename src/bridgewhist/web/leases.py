"""Who takes a table's computer turns when several server processes share one PostgreSQL.

Each table has at most one lease row in ``bw_leases``: the process that holds it (its
:attr:`Leases.holder`, host, pid and a random tag) and until when, on the database's clock. A
process thinks for a computer player, or deals on, only while :meth:`Leases.take` says it holds
the table's lease: taking it renews it; a lease another process let expire (it died, or stopped
acting) is taken over. So one process acts, and a dead holder's tables are taken over within
:data:`LEASE_SECONDS`. At the edge (a holder that thinks past its lease while another takes it
over) both may propose: the table's unique (table, seq) key lets one commit and the other reads
the fresh table. On SQLite one process serves the tables and every lease is its own.

>>> from bridgewhist.web.store import Store
>>> leases = Leases(Store("sqlite://"))
>>> leases.take("t1")
True
"""

from __future__ import annotations

import os
import secrets
import socket
from datetime import datetime, timedelta

from sqlalchemy import DateTime, ForeignKey, String, delete, func
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Mapped, mapped_column

from bridgewhist.web.store import Base, Store

LEASE_SECONDS = 15.0
"""How long a lease holds unless renewed (more than a computer player's default thinking budget,
10 s, so a live holder keeps its tables): a dead holder's tables wait at most this long."""
LEASE_SECONDS_ENV = "BRIDGEWHIST_LEASE_SECONDS"
"""The environment variable that sets :data:`LEASE_SECONDS`."""


class LeaseRow(Base):
    """A table's computer turns: the process that takes them and until when."""

    __tablename__ = "bw_leases"
    table_id: Mapped[str] = mapped_column(String(32), ForeignKey("bw_tables.id"), primary_key=True)
    holder: Mapped[str] = mapped_column(String(80))
    expires: Mapped[datetime] = mapped_column(DateTime(timezone=True))


def new_holder() -> str:
    """This process's name as a holder: host, process id and a random tag (a restarted process
    with the same pid is another holder).

    >>> new_holder().count(":")
    2
    """
    return f"{socket.gethostname()[:50]}:{os.getpid()}:{secrets.token_hex(4)}"


def lease_seconds() -> float:
    """The lease's length: :data:`LEASE_SECONDS_ENV` if set, else :data:`LEASE_SECONDS`.

    >>> lease_seconds() > 0
    True
    """
    return float(os.environ.get(LEASE_SECONDS_ENV) or LEASE_SECONDS)


class Leases:
    """The computer turns' leases of one process. Calls are synchronous (run them in the
    store's thread)."""

    def __init__(self, store: Store, seconds: float | None = None, holder: str | None = None) -> None:
        self.store = store
        self.seconds = lease_seconds() if seconds is None else seconds
        self.holder = holder or new_holder()

    def take(self, table_id: str) -> bool:
        """Take or renew the table's lease; True when this process holds it now (always, on SQLite)."""
        if not self.store.postgres:
            return True
        expires = func.now() + timedelta(seconds=self.seconds)
        row = insert(LeaseRow).values(table_id=table_id, holder=self.holder, expires=expires)
        statement = row.on_conflict_do_update(
            index_elements=[LeaseRow.table_id],
            set_={"holder": row.excluded.holder, "expires": row.excluded.expires},
            where=(LeaseRow.holder == self.holder) | (LeaseRow.expires < func.now()),
        ).returning(LeaseRow.holder)
        with self.store.engine.begin() as connection:
            return connection.execute(statement).first() is not None

    def release(self) -> None:
        """Give up every lease this process holds (a clean stop: the others take over at once)."""
        if not self.store.postgres:
            return
        with self.store.engine.begin() as connection:
            connection.execute(delete(LeaseRow).where(LeaseRow.holder == self.holder))

    def holders(self) -> dict[str, str]:
        """Each table's holder, expired or not (for tests and the curious)."""
        with self.store.engine.connect() as connection:
            rows = connection.execute(LeaseRow.__table__.select()).all()
        return {row.table_id: row.holder for row in rows}


__all__ = ["LEASE_SECONDS", "LEASE_SECONDS_ENV", "LeaseRow", "Leases", "lease_seconds", "new_holder"]
