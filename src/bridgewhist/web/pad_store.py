"""The score pads' storage: one row a pad in ``bw_pads`` (migration 0002), beside the tables.

A pad is kept as its whole document (:meth:`bridgewhist.pad.Pad.to_dict`, the log of every
entry, correction and deletion), with a version: a write that finds the version moved on
(another phone wrote first) reads the pad again and re-applies its operation. The edit and
share tokens are kept only as SHA-256 hashes.

>>> from bridgewhist.web.store import Store
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.pad import Pad
>>> store = Store("sqlite://")
>>> store.migrate()
>>> pads = PadStore(store)
>>> pad = Pad.new(load_law_code("english-1904"), {"N": "A", "E": "C", "S": "B", "W": "D"}, "N")
>>> pad_id, edit, share = pads.create(pad)
>>> pads.access(pad_id, edit), pads.access(pad_id, share), pads.access(pad_id, "x")
('edit', 'view', None)
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import json
import secrets
from collections.abc import Callable

from sqlalchemy import Integer, String, Text, update
from sqlalchemy.orm import Mapped, Session, mapped_column

from bridgewhist.errors import NotationError
from bridgewhist.pad import Pad
from bridgewhist.web.store import Base, Store

__all__ = ["PadRow", "PadStore", "UnknownPad", "UnreadablePad", "share_token_for"]


class PadRow(Base):
    """A score pad as stored."""

    __tablename__ = "bw_pads"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    created: Mapped[str] = mapped_column(String(40))
    edit_hash: Mapped[str] = mapped_column(String(64))
    view_hash: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(Integer)
    document: Mapped[str] = mapped_column(Text)


class UnknownPad(LookupError):
    """No pad of that id is stored."""


class UnreadablePad(Exception):
    """A stored pad that the pad's checks now refuse (kept before a check was added, e.g. a
    name holding a control character): ``field`` and the message name the fault."""

    def __init__(self, error: NotationError) -> None:
        super().__init__(str(error))
        self.field = error.field


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def share_token_for(edit_token: str) -> str:
    """The read-only token of a pad, derived from its edit token (so the keeper's page can
    always show the share link); the edit token cannot be found from it.

    >>> len(share_token_for("abc")), share_token_for("abc") == share_token_for("abd")
    (24, False)
    """
    digest = hashlib.sha256(b"bridgewhist-pad-share:" + edit_token.encode()).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


class PadStore:
    """The pads in the web table's database."""

    def __init__(self, store: Store) -> None:
        self.engine = store.engine

    def create(self, pad: Pad) -> tuple[str, str, str]:
        """Store a new pad: its id, edit token and share (read-only) token."""
        pad_id = secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")
        edit = secrets.token_urlsafe(24)
        share = share_token_for(edit)
        created = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
        with Session(self.engine) as session, session.begin():
            session.add(PadRow(id=pad_id, created=created, edit_hash=_hash(edit),
                               view_hash=_hash(share), version=0,
                               document=json.dumps(pad.to_dict())))
        return pad_id, edit, share

    def _row(self, session: Session, pad_id: str) -> PadRow:
        row = session.get(PadRow, pad_id[:32])
        if row is None:
            raise UnknownPad(pad_id)
        return row

    def access(self, pad_id: str, token: str | None) -> str | None:
        """What ``token`` may do with the pad: ``"edit"``, ``"view"`` or None.

        :raises UnknownPad: when no pad has that id.
        """
        with Session(self.engine) as session:
            row = self._row(session, pad_id)
            if token is None:
                return None
            digest = _hash(token)
            if secrets.compare_digest(digest, row.edit_hash):
                return "edit"
            return "view" if secrets.compare_digest(digest, row.view_hash) else None

    def load(self, pad_id: str) -> tuple[Pad, int]:
        """The pad and its version.

        :raises UnknownPad: when no pad has that id.
        :raises UnreadablePad: when its stored document no longer passes the pad's checks.
        """
        with Session(self.engine) as session:
            row = self._row(session, pad_id)
            document, version = row.document, row.version
        try:
            return Pad.from_dict(json.loads(document)), version
        except NotationError as error:
            raise UnreadablePad(error) from None

    def change(self, pad_id: str, change: Callable[[Pad], Pad]) -> Pad:
        """Apply ``change`` to the stored pad and keep the result, retrying when another write
        came first; ``change`` raises to refuse (nothing is written then)."""
        for _ in range(5):
            pad, version = self.load(pad_id)
            changed = change(pad)
            if changed is pad:
                return pad
            with Session(self.engine) as session, session.begin():
                done = session.execute(
                    update(PadRow).where(PadRow.id == pad_id, PadRow.version == version)
                    .values(version=version + 1, document=json.dumps(changed.to_dict())))
                if done.rowcount == 1:  # type: ignore[attr-defined]
                    return changed
        raise TimeoutError("the pad is being written by others: try again")
