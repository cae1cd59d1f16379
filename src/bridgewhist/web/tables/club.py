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
>>> from bridgewhist.web.tables.three_hand import CLUB, table_event
>>> game = ClubGame(TableConfig("c1", load_law_code("english-1904"), seed=5))
>>> game.apply(table_event(CLUB, places=5))
>>> for name in ("Ann", "Bob", "Cy", "Di", "Ed"):
...     for event in game.propose_join(name, person=True, token_hash=name):
...         game.apply(event)
>>> len(game.seat_of_place), len(game.sitting_out()), game.status
(4, 1, 'playing')
"""

from __future__ import annotations

import random
from typing import Any

from bridgewhist.club.play import rubber_points, table_for
from bridgewhist.club.roster import TableRoster
from bridgewhist.table import Table
from bridgewhist.web.tables.four_hand import Event, Game, Member, Refused, ReplayError, TableConfig

CLUB_KIND = "club"
SIZES = (5, 6)
"""A club table's places: "Six players constitute a full table" (A21, W21; P18)."""


def _roster_rng(seed: int, rubber: int) -> random.Random:
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
        state = self.state
        playing = [self.places[p] for p in self.seat_of_place]
        return (state is not None and state.is_complete and not self.waiting
                and not any(m is not None and m.person and not m.vacant for m in playing)
                and not self.table_over_for_good())

    # -- proposals --------------------------------------------------------------------------
    def _full_text(self) -> str:
        """A full club table: "six members belong to it"."""
        return f"{self.size} members belong to it"

    def propose_action(self, place: int, text: str) -> list[Event]:
        """A member's action; a member sitting out may only say ``next`` (to deal on or cut).

        :raises Refused: ``sitting_out`` for a member out of the rubber, else as
            :meth:`Game.propose_action`.
        """
        if self.table is not None and place not in self.seat_of_place:
            if text.strip().lower() == "next" and not self.waiting:
                return self.propose_next()
            raise Refused("sitting_out", "you sit out this rubber: you watch, and cut in when it ends "
                          "(P21, A23, W23)")
        return super().propose_action(place, text)

    # -- applying ---------------------------------------------------------------------------
    def _apply_table(self, event: Event) -> None:
        """The first event: a club table of five or six places."""
        try:
            size = int(event.get("places", 6))
        except (TypeError, ValueError):
            raise ReplayError(f"a club table of {event.get('places')!r} places") from None
        if self.seq != 0 or event.get("table_kind") != CLUB_KIND or size not in SIZES:
            raise ReplayError(f"event {self.seq + 1} does not open a club table of five or six")
        self.places = [None] * size

    def _apply_cut(self, event: Event) -> None:
        names = [m.name for m in self.members()]
        if len(names) != self.size or any(m.vacant for m in self.members()):
            raise ReplayError(f"a club table's cut needs its {self.size} members")
        roster, table = self._next_sitting(names)
        if event.get("check") not in (None, self._deal_check(table)):
            raise ReplayError(f"rubber {len(self.rubbers) + 1} seats or deals differently from when "
                              "it was played")
        if not self.rosters:
            self.label_place = {m.name: m.place for m in self.members()}
        self.rosters.append(roster)
        self.rubbers.append(table)
        self.seat_of_place = {self.label_place[name]: seat for seat, name in table.players.items()}

    # -- the roster's cuts ------------------------------------------------------------------
    def _next_sitting(self, names: list[str]) -> tuple[TableRoster, Table]:
        """The roster and table of the next rubber: formed by the first cut, then the last
        rubber's points entered and the next cut in and out (P21, A23, W23)."""
        rubber = len(self.rubbers) + 1
        rng = _roster_rng(self.config.seed, rubber)
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

    def _cut(self, names: list[str]) -> Table:
        return self._next_sitting(names)[1]

    def _cut_event(self, names: list[str]) -> Event:
        return {"kind": "cut", "rubber": len(self.rubbers) + 1,
                "check": self._deal_check(self._cut(names))}


def club_part(game: ClubGame) -> dict[str, Any]:
    """What a club table's view and summary add: its places, who sits out and waits to cut in,
    each member's consecutive rubbers and points over the finished rubbers (never a card)."""
    roster = game.roster
    by_label = {label: game.places[place] for label, place in game.label_place.items()}

    def name(label: str) -> str:
        member = by_label.get(label)
        return member.name if member is not None else label

    return {
        "kind": CLUB_KIND, "places": game.size,
        "sitting_out": [m.name for m in game.sitting_out()],
        "roster": None if roster is None else {
            "consecutive": {name(k): v for k, v in roster.consecutive.items()},
            "points": {name(k): roster.points(k) for k in roster.members},
        },
    }


__all__ = ["CLUB_KIND", "SIZES", "ClubGame", "club_part"]
