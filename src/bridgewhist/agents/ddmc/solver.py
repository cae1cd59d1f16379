"""The double-dummy solver (DDS, through endplay), loaded on first use.

endplay is the ``dds`` extra and takes about half a second to import (it loads the native DDS
library), so the players, their worker processes and the analysis reach DDS through
:func:`solver`: the one place :mod:`bridgewhist.agents.ddmc.dds` is imported.

>>> from bridgewhist.cards import parse_deal
>>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
>>> solver().dd_tables([deal], strains=(1,))[0][1]   # hearts: East and West take all thirteen
(0, 13, 0, 13)
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import NamedTuple, Protocol

from bridgewhist.agents.ddmc.exact import DDTable, Position

__all__ = ["CardValues", "DDTables", "MakersTricks", "Solver", "solver"]


class CardValues(Protocol):
    """:func:`bridgewhist.agents.ddmc.dds.card_values_batch`: each legal card's tricks, per position."""

    def __call__(self, positions: Iterable[Position], /) -> list[dict[int, int]]: ...


class DDTables(Protocol):
    """:func:`bridgewhist.agents.ddmc.dds.dd_tables`: the tricks of each strain and declarer, per deal."""

    def __call__(self, deals: Iterable[Sequence[int]], /, strains: Sequence[int] | None = None
                 ) -> list[DDTable]: ...


class MakersTricks(Protocol):
    """:func:`bridgewhist.agents.ddmc.dds.makers_tricks_batch`: the dealer's side's tricks at each
    strain, the eldest hand leading, per deal."""

    def __call__(self, deals: Iterable[Sequence[int]], dealer: int, strains: Sequence[int] = ...,
                 /) -> list[tuple[int, ...]]: ...


class Solver(NamedTuple):
    """DDS's batch entry points (plain functions: they pickle to a worker by name)."""

    card_values_batch: CardValues
    dd_tables: DDTables
    makers_tricks: MakersTricks


@functools.cache
def solver() -> Solver:
    """DDS, imported on the first call."""
    # Lazy: dds.py loads endplay (the 'dds' extra, native DDS, ~0.5 s to import), needed only to solve.
    from bridgewhist.agents.ddmc import dds  # noqa: PLC0415

    return Solver(dds.card_values_batch, dds.dd_tables, dds.makers_tricks_batch)
