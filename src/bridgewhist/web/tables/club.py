"""A club table of five or six members at the web server: the four who cut lowest play, the others
watch, and at the end of each rubber the roster cuts in and out as the laws say.

:class:`ClubGame` is a :class:`~bridgewhist.web.tables.four_hand.Game` with five or six places, its rubbers
seated by the core's :class:`~bridgewhist.club.roster.TableRoster` (P17-21, A17-23, W17-23: the four
lowest play, partners and deal by the cut; at the end of a rubber those out cut in, the players
with the most consecutive rubbers go out, else the highest cut) and
:func:`~bridgewhist.club.play.table_for`. Its log opens with the ``table`` event that names the
kind and the number of places; each ``cut`` event carries the deal the roster's cut produced, so
a replay that would seat or deal differently is refused. A member out of the rubber in play has
no seat: he is sent a bystander's view, never a closed hand.

>>> from bridgewhist.laws import load_law_code
>>> game = ClubGame(TableConfig("c1", load_law_code("english-1904"), seed=5))
>>> game.apply(TableEvent(table_kind=CLUB_KIND, places=5))
>>> for name in ("Ann", "Bob", "Cy", "Di", "Ed"):
...     for event in game.propose_join(name, person=True, token_hash=name):
...         game.apply(event)
>>> len(game.seat_of_place), len(game.sitting_out()), game.status
(4, 1, 'playing')
"""

from __future__ import annotations

import random

from bridgewhist.club.play import rubber_points, table_for
from bridgewhist.club.roster import TableRoster
from bridgewhist.table import Table
from bridgewhist.web.tables.events import CutEvent, Event, ReplayError, TableEvent
from bridgewhist.web.tables.four_hand import Game
from bridgewhist.web.tables.places import NEXT, Member, Refused, TableConfig

CLUB_KIND = "club"
SIZES = (5, 6)
"""A club table's places: "Six players constitute a full table" (A21, W21; P18)."""


def roster_rng(seed: int, rubber: int) -> random.Random:
    """The generator of a club table's cuts (the roster's and the rubber's) for rubber ``rubber``."""
    return random.Random(f"bridgewhist-club-table:{seed}:{rubber}")


class ClubGame(Game):
    """A club table: ``size`` places, a roster, and the rubbers its cuts seat."""

    kind = CLUB_KIND

    def __init__(self, config: TableConfig, size: int = 6) -> None:
        super().__init__(config)
        self.places = [None] * size
        self.rosters: list[TableRoster] = []
        self.label_place: dict[str, int] = {}
        """Each roster name (the member's name at the first cut) and his place."""

    @property
    def size(self) -> int:
        """The table's places (five or six)."""
        return len(self.places)

    @property
    def roster(self) -> TableRoster | None:
        """The roster of the rubber in play (None before the first cut)."""
        return self.rosters[-1] if self.rosters else None

    def sitting_out(self) -> list[Member]:
        """The members who sit out the rubber in play and wait to cut in at its end."""
        if self.table is None:
            return []
        return [m for m in self.members() if m.place not in self.seat_of_place]

    def wants_next(self) -> bool:
        """True when a deal is over and no person plays in the rubber: the server deals on (and at
        the end of the rubber cuts, so a person waiting cuts in)."""
        playing = [self.places[p] for p in self.seat_of_place]
        return (self.deal_over and not self.waiting
                and not any(m is not None and m.person and not m.vacant for m in playing)
                and not self.table_over_for_good())

    # -- proposals --------------------------------------------------------------------------
    def full_text(self) -> str:
        """A full club table: "six members belong to it"."""
        return f"{self.size} members belong to it"

    def propose_action(self, place: int, text: str) -> list[Event]:
        """A member's action; a member sitting out may only say ``next`` (to deal on or cut).

        :raises Refused: ``sitting_out`` for a member out of the rubber, else as
            :meth:`Game.propose_action`.
        """
        if self.table is not None and place not in self.seat_of_place:
            if text.strip().lower() == NEXT and not self.waiting:
                return self.propose_next()
            raise Refused("sitting_out", "you sit out this rubber: you watch, and cut in when it ends "
                          "(P21, A23, W23)")
        return super().propose_action(place, text)

    # -- applying ---------------------------------------------------------------------------
    def apply_table(self, event: TableEvent) -> None:
        """The first event: a club table of five or six places.

        :raises ReplayError: unless it opens the log of a club table of five or six.
        """
        size = 6 if event.places is None else event.places
        if self.seq != 0 or event.table_kind != CLUB_KIND or size not in SIZES:
            raise ReplayError(f"event {self.seq + 1} does not open a club table of five or six")
        self.places = [None] * size

    def apply_cut(self, event: CutEvent) -> None:
        """The roster's cut for the next rubber, and its four seated.

        :raises ReplayError: unless every member is there and the cut seats and deals as when it
            was played.
        """
        names = [m.name for m in self.members()]
        if len(names) != self.size or any(m.vacant for m in self.members()):
            raise ReplayError(f"a club table's cut needs its {self.size} members")
        roster, table = self.next_sitting(names)
        if event.check not in (None, self.deal_check(table)):
            raise ReplayError(f"rubber {len(self.rubbers) + 1} seats or deals differently from when "
                              "it was played")
        if not self.rosters:
            self.label_place = {m.name: m.place for m in self.members()}
        self.rosters.append(roster)
        self.rubbers.append(table)
        self.seat_of_place = {self.label_place[name]: seat for seat, name in table.players.items()}

    # -- the roster's cuts ------------------------------------------------------------------
    def next_sitting(self, names: list[str]) -> tuple[TableRoster, Table]:
        """The roster and table of the next rubber: formed by the first cut, then the last
        rubber's points entered and the next cut in and out (P21, A23, W23)."""
        rubber = len(self.rubbers) + 1
        rng = roster_rng(self.config.seed, rubber)
        roster = self.roster
        if roster is None:
            roster = TableRoster.form(self.config.code, names, rng)
        else:
            last = self.rubbers[-1]
            roster = roster.finish_rubber(rubber_points(last.rubber, dict(last.players)))
            roster = roster.next_rubber(rng)
        table = table_for(roster, rng, seed=self.config.seed,
                          event=f"bridgewhist club table {self.config.table_id}, rubber {rubber}")
        return roster, table

    def cut(self, names: list[str]) -> Table:
        """The next rubber's table, seated by the roster's cut."""
        return self.next_sitting(names)[1]


__all__ = ["CLUB_KIND", "SIZES", "ClubGame", "roster_rng"]
