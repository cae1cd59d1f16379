"""A record of play as data: the law code, each deal as played or as its result, in order.

Records are the event log: a played deal keeps its hands and every action in its text form, a
refereed deal every act of a LAWS table, a result deal only what the scorer needs. Reading and
writing them (JSON, PBN) and replaying them into states is :mod:`bridgewhist.notation`.

>>> from bridgewhist.laws import load_law_code
>>> Record(load_law_code("english-1904")).deals
()
"""

from __future__ import annotations

import dataclasses

from bridgewhist.actions import Action
from bridgewhist.acts import Act
from bridgewhist.cards import Hands
from bridgewhist.laws.code import LawCode
from bridgewhist.scoring import DealResult
from bridgewhist.seats import Seat

__all__ = ["Deal", "PlayedDeal", "Record", "RefereedDeal", "ResultDeal"]


@dataclasses.dataclass(frozen=True, slots=True)
class PlayedDeal:
    """A deal played card by card: the hands as dealt and the actions in order."""

    dealer: Seat
    hands: Hands
    actions: tuple[Action, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class ResultDeal:
    """A deal entered by a score-keeper as its result only."""

    result: DealResult
    hands: Hands | None = None




@dataclasses.dataclass(frozen=True, slots=True)
class Record:
    """A rubber (or part of one) as recorded."""

    code: LawCode
    deals: tuple[Deal, ...] = ()
    players: dict[Seat, str] = dataclasses.field(default_factory=dict)
    seed: int | None = None
    event: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class RefereedDeal:
    """A deal played at a LAWS table: the hands as dealt and every act in order."""

    dealer: Seat
    hands: Hands
    acts: tuple[Act, ...]


Deal = PlayedDeal | ResultDeal | RefereedDeal
"""One deal of a record: played card by card, refereed under the laws, or entered as a result."""
