"""The kinds of table by name: which class a new table is, and which a stored log rebuilds.

A table's kind is named by its log's first event (``{"kind": "table", "table_kind": ...}``) for
a three-hand or club table; a log without one is a four-hand table's, refereed (``laws``) when
the table was created in mode ``laws``.

>>> kind_for_request("four", "laws").kind_name, kind_for_request("club", "strict").kind_name
('laws', 'club')
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.web.tables.events import TableEvent
>>> config = TableConfig("t", load_law_code("english-1904"))
>>> kind_of_log(config, [TableEvent(table_kind="three-hand")]).kind_name, kind_of_log(config, []).kind_name
('three-hand', 'four')
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgewhist.web.kinds.four_hand import ClubKind, FourHandKind, LawsKind
from bridgewhist.web.kinds.protocol import TableKind
from bridgewhist.web.kinds.three_hand import ThreeHandKind
from bridgewhist.web.tables.events import Event, ReplayError, TableEvent
from bridgewhist.web.tables.places import TableConfig

KINDS: dict[str, type[TableKind]] = {kind.kind_name: kind for kind in (FourHandKind, LawsKind, ThreeHandKind,
                                                                       ClubKind)}
"""Every kind of table by its name."""
FOUR = FourHandKind.kind_name
REQUEST_KINDS = (FOUR, ThreeHandKind.kind_name, ClubKind.kind_name)
"""The kinds a table may be created as (``"kind"`` of ``POST /api/tables``); mode ``laws`` makes a
four-hand table a club-laws one."""


def kind_for_request(kind: str, mode: str) -> type[TableKind]:
    """The kind of a table created as ``kind`` (one of :data:`REQUEST_KINDS`) in ``mode``."""
    return KINDS[LawsKind.kind_name if kind == FOUR and mode == "laws" else kind]


def kind_of_log(config: TableConfig, events: Sequence[Event]) -> type[TableKind]:
    """The kind of the table whose log is ``events``.

    :raises ReplayError: when its first event names no kind of table.
    """
    first = events[0] if events else None
    if isinstance(first, TableEvent):
        kind = KINDS.get(first.table_kind)
        if kind is None:
            raise ReplayError(f"table {config.table_id}: no kind of table is called {first.table_kind!r}")
        return kind
    return LawsKind if config.mode == "laws" else FourHandKind


__all__ = ["FOUR", "KINDS", "REQUEST_KINDS", "kind_for_request", "kind_of_log"]
