"""Playing rubbers at a club table: the roster seats each rubber, a :class:`Table` plays it.

:func:`play_club` forms a :class:`~bridgewhist.club.roster.TableRoster` from the members, plays each
rubber with a ``choose`` function at a :class:`~bridgewhist.table.Table` seated by the
roster's cut, enters each player's points (the difference of the totals, won or lost by each
player of a side: P11, A11, W11) and cuts out for the next rubber.

>>> import random
>>> from bridgewhist.agents import RandomAgent
>>> roster, records = play_club("english", ["Ann", "Bob", "Cy", "Di", "Ed"], 2, 7,
...                             lambda table: RandomAgent(random.Random(7)))
>>> len(roster.rubbers), [len(s.sitting_out) for s in roster.rubbers]
(2, [1, 1])
>>> sum(roster.points(name) for name in roster.members)      # what one side wins, the other loses
0
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from bridgewhist.club.roster import TableRoster
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.record import Record
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat
from bridgewhist.table import Choose, Table

__all__ = ["play_club", "rubber_points", "table_for"]


def table_for(roster: TableRoster, rng: random.Random, *, seed: int | None = None,
              event: str = "") -> Table:
    """A :class:`Table` for the rubber in play, seated by its cut (the dealer South).

    :raises ValueError: when no rubber is in play.
    """
    sitting = roster.current
    if sitting is None:
        raise ValueError("no rubber is in play at this table")
    seating = sitting.cut.seating()
    dealer = next(seat for seat, name in seating.items() if name == sitting.cut.dealer)
    return Table(roster.code, seating, rng, dealer=dealer, seed=seed, event=event, cut=sitting.cut)


def rubber_points(rubber: Rubber, players: dict[Seat, str]) -> dict[str, int]:
    """Each player's points from a finished rubber: "the difference between the two scores is
    the number of points won, or lost, by the winners of the rubber" (P11; A11, W11), for each
    player of the side."""
    side, net = rubber.net
    points = {}
    for seat, name in players.items():
        points[name] = 0 if side is None else (net if seat.side == side else -net)
    return points


def play_club(
    code: LawCode | str,
    members: Sequence[str],
    rubbers: int,
    rng: random.Random | int,
    choose: Callable[[Table], Choose],
) -> tuple[TableRoster, tuple[Record, ...]]:
    """Form the table, play ``rubbers`` rubbers with ``choose(table)``; the roster and records.

    :raises ClubError: with fewer than four members.
    :raises ValueError: for fewer than one rubber.
    """
    if rubbers < 1:
        raise ValueError(f"at least one rubber is needed, not {rubbers}")
    law_code = load_law_code(code) if isinstance(code, str) else code
    seed = rng if isinstance(rng, int) else None
    generator = random.Random(rng) if isinstance(rng, int) else rng
    roster = TableRoster.form(law_code, members, generator)
    records = []
    for number in range(1, rubbers + 1):
        if number > 1:
            roster = roster.next_rubber(generator)
        table = table_for(roster, generator, seed=seed, event=f"Club rubber {number}")
        chooser = choose(table)
        table.play_out(chooser)
        while not table.is_over:
            table.next_deal()
            table.play_out(chooser)
        roster = roster.finish_rubber(rubber_points(table.rubber, table.players))
        records.append(table.record())
    return roster, tuple(records)
