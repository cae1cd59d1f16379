"""The card room: candidates, several club tables, new tables, re-entry, broken-up tables.

english-1904 laws 23, 25 and 26; american-1904 and american-1905 laws 25, 26 and 28. A
:class:`Club` holds the candidates in the room (in the order they came in), the tables
(:class:`~bridgewhist.club.roster.TableRoster`) and what each person's past gives him: the tables he
has belonged to or played at (P23, A25, W25), a prior right of entry after a table was broken
up (P26, A28, W28), and under the American codes a prior right of re-entry kept by one who
left his table so that three candidates could form a fresh one (A26, W26). Immutable: every
step returns a new club.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> club = Club(load_law_code("american-1905"))
>>> for name in ["Ann", "Bob", "Cy", "Di", "Ed"]:
...     club = club.arrive(name)
>>> club, first = club.form_table(["Ann", "Bob", "Cy", "Di", "Ed"], random.Random(1))
>>> sorted(club.tables[first].members), club.room
(['Ann', 'Bob', 'Cy', 'Di', 'Ed'], ())
>>> club = club.break_up(first, "Ann")      # the other four have a prior right elsewhere
>>> sorted(club.priority), club.room, club.tables
(['Bob', 'Cy', 'Di', 'Ed'], ('Ann',), {})
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection, Mapping, Sequence

from bridgewhist.club.roster import ClubError, TableRoster, cut_ranking
from bridgewhist.cutting import Draw
from bridgewhist.errors import NotationError
from bridgewhist.laws.code import LawCode

__all__ = ["Club"]


@dataclasses.dataclass(frozen=True, slots=True)
class Club:
    """The room: ``tables`` by number, ``room`` the candidates at no table in the order they
    came, ``belonged`` the tables each person has belonged to or played at, ``priority`` those
    left by one who broke up a table, ``breakers`` those who broke one up, ``returning`` the
    American prior right of re-entry (name: his original table)."""

    code: LawCode
    tables: Mapping[int, TableRoster] = dataclasses.field(default_factory=dict)
    room: tuple[str, ...] = ()
    belonged: Mapping[str, frozenset[int]] = dataclasses.field(default_factory=dict)
    priority: tuple[str, ...] = ()
    breakers: tuple[str, ...] = ()
    returning: Mapping[str, int] = dataclasses.field(default_factory=dict)

    # -- who is where ------------------------------------------------------------------------
    def table_of(self, name: str) -> int | None:
        """The table a person belongs to or waits for, if any."""
        for number, table in self.tables.items():
            if name in table.members or name in table.waiting:
                return number
        return None

    def arrive(self, name: str) -> Club:
        """A candidate comes into the room (after those already there).

        :raises ClubError: for someone already in the room or at a table.
        """
        if not isinstance(name, str) or not name.strip():
            raise NotationError(f"a candidate needs a name, not {name!r}")
        if name in self.room or self.table_of(name) is not None:
            raise ClubError(f"{name} is already in the room")
        return dataclasses.replace(self, room=(*self.room, name))

    def _with_table(self, number: int, table: TableRoster, *, left: Collection[str] = ()) -> Club:
        belonged = dict(self.belonged)
        for name in (*table.members, *(n for s in table.rubbers for n in s.players)):
            belonged[name] = belonged.get(name, frozenset()) | {number}
        gone = set(table.members) | set(table.waiting)
        return dataclasses.replace(
            self, tables={**self.tables, number: table}, belonged=belonged,
            room=tuple(n for n in self.room if n not in gone and n not in left),
            priority=tuple(n for n in self.priority if n not in gone),
            breakers=tuple(n for n in self.breakers if n not in gone))

    # -- a fresh table -----------------------------------------------------------------------
    def form_table(
        self, names: Sequence[str], rng: random.Random, *, draw: Draw | None = None,
        returning: Collection[str] = (),
    ) -> tuple[Club, int]:
        """Form a fresh table from ``names`` (in the order they came) and seat its first rubber.

        "In the formation of fresh tables, those candidates who have neither belonged to nor
        played at any other table have the prior right of entry; the others decide their right
        of admission by cutting" (P23; A25, W25): the fresh candidates come first, the others
        in the order of their cut; the first six form the table (as
        :meth:`TableRoster.form`), the rest wait in that order. A member of another table who
        joins leaves it: "A player joining one table, whilst belonging to another, loses his
        right of re-entry into the latter, and takes his chance of cutting in, as if he were a
        fresh candidate" (P25). The American codes except one who "enables three candidates
        to form a fresh table. In this event he may signify his intention of returning to his
        original table, and his place at the new one can be filled" (A26, W26): list him in
        ``returning`` and he keeps a prior right of re-entry there (see :meth:`fill_place`).

        ``draw`` gives the cut among the others (when there are some and it decides a place),
        then the table's own cuts.

        :raises ClubError: for fewer than four, an unknown name, a player of a rubber in play,
            or a ``returning`` claim the code does not allow.
        """
        for name in names:
            if name not in self.room and name not in self.priority and self.table_of(name) is None:
                raise ClubError(f"{name} is not in the room")
        full = self.code.tables.max_members
        order = self._entry_order(names, rng, draw)
        movers = [n for n in order if self.table_of(n) is not None]
        self._check_returning(order, movers, returning)
        club = self._leave_tables(movers, returning)
        number = max(self.tables, default=0) + 1
        table = TableRoster.form(self.code, order[:full], rng, draw=draw)
        table = dataclasses.replace(table, waiting=(*table.waiting, *order[full:]))
        return club._with_table(number, table), number

    def _entry_order(self, names: Sequence[str], rng: random.Random, draw: Draw | None) -> list[str]:
        """Fresh candidates first, then those who have belonged to a table in the order of their
        cut when it decides a place (P23, A25, W25)."""
        fresh = [n for n in names if not self.belonged.get(n)]
        others = [n for n in names if self.belonged.get(n)]
        if len(names) > self.code.tables.max_members and len(others) > 1:
            others = list(cut_ranking(others, self.code, rng, draw=draw,
                                      decisive=range(1, len(others)))[0])
        return [*fresh, *others]

    def _check_returning(self, order: list[str], movers: list[str], returning: Collection[str]) -> None:
        """A right of re-entry is kept only where the code keeps it, by one who enables three
        candidates to form a fresh table (A26, W26; P25 never)."""
        law = self.code.cite("tables", "reentry_kept_for_fresh_table")
        candidates = [n for n in order if self.table_of(n) is None]
        for name in returning:
            if name not in movers:
                raise ClubError(f"{name} belongs to no other table, so he has nothing to return to")
            if not self.code.tables.reentry_kept_for_fresh_table:
                raise ClubError(f"{name} cannot keep his place: a player joining one table loses "
                                f"his right of re-entry into the other ({law})")
            if len(order) != 4 or len(candidates) != 3:
                raise ClubError(f"{name} keeps his right of re-entry only when he enables three "
                                f"candidates to form a fresh table ({law})")

    def _leave_tables(self, movers: list[str], returning: Collection[str]) -> Club:
        """Each member of another table leaves it; those ``returning`` keep their way back."""
        club = self
        returns = dict(self.returning)
        for name in movers:
            number = club.table_of(name)
            assert number is not None
            club = club.replace_table(number, club.tables[number].retire(name))
            if name in returning:
                returns[name] = number
            else:
                returns.pop(name, None)
        return dataclasses.replace(club, returning=returns)

    def replace_table(self, number: int, table: TableRoster) -> Club:
        """The club with table ``number``'s roster replaced (after a rubber, a declaration in).

        :raises ClubError: for an unknown table.
        """
        if number not in self.tables:
            raise ClubError(f"there is no table {number}")
        return dataclasses.replace(self, tables={**self.tables, number: table})

    def fill_place(self, name: str, candidate: str) -> Club:
        """One who kept his right of re-entry (A26, W26) goes back to his original table, and
        ``candidate`` takes his place at the new one ("his place at the new one can be
        filled"). He re-enters ahead of any waiting candidate. Between rubbers only.

        :raises ClubError: for one without that right, or while he plays a rubber.
        """
        if name not in self.returning:
            raise ClubError(f"{name} has no prior right of re-entry to another table "
                            f"({self.code.cite('tables', 'reentry_kept_for_fresh_table')})")
        now = self.table_of(name)
        original = self.returning[name]
        if now is None or original not in self.tables:
            raise ClubError(f"{name}'s tables are no longer in the room")
        table = self.tables[now]
        if candidate in self.tables[now].members:
            raise ClubError(f"{candidate} already belongs to that table")
        club = self.replace_table(now, table.retire(name).declare_in(candidate))
        club = club.replace_table(original, club.tables[original].declare_in(name, prior=True))
        returns = {n: t for n, t in self.returning.items() if n != name}
        return dataclasses.replace(club, returning=returns,
                                   room=tuple(n for n in club.room if n != candidate))

    # -- vacancies and broken tables --------------------------------------------------------
    def break_up(self, number: int, by: str) -> Club:
        """``by`` breaks up table ``number``: it is dissolved, its rubber (if any) abandoned,
        and all return to the room. "If any one break up a table, the remaining players have
        the prior right to him of entry into any other" (P26): they enter before him; "the
        remaining players have a prior right to play at other tables" (A28, W28): they enter
        before any other candidate (see :meth:`admit`).

        :raises ClubError: for an unknown table or a breaker who is not at it.
        """
        table = self.tables.get(number)
        if table is None:
            raise ClubError(f"there is no table {number}")
        if by not in table.members:
            raise ClubError(f"{by} does not belong to table {number}")
        remaining = tuple(n for n in table.members if n != by)
        tables = {k: v for k, v in self.tables.items() if k != number}
        returns = {n: t for n, t in self.returning.items() if t != number}
        return dataclasses.replace(
            self, tables=tables, room=(*self.room, *table.waiting, by),
            priority=(*self.priority, *remaining), breakers=(*self.breakers, by),
            returning=returns)

    def admit(self, number: int, names: Sequence[str], rng: random.Random, *,
              draw: Draw | None = None) -> Club:
        """Candidates in the room declare in to table ``number``, in their order of right.

        Those left by one who broke up a table come first: before the one who broke it up
        (P26), or before every other candidate (A28, W28), as the code's
        ``tables.broken_table_players_before_all`` says; "should there not be sufficient
        vacancies at such other table to admit all those candidates, they settle their
        precedence by cutting" (P26; the American codes are silent and we cut too, rulings
        reading 8). The rest keep the order given; under english-1904 those who broke up a
        table come after those they left. Each declares in (P22, A24, W24): a member while
        the table has fewer than six, then a candidate for the next vacancy.

        :raises ClubError: for an unknown table or a name not in the room.
        """
        table = self.tables.get(number)
        if table is None:
            raise ClubError(f"there is no table {number}")
        for name in names:
            if name not in self.room and name not in self.priority:
                raise ClubError(f"{name} is not a candidate in the room")
        favoured = [n for n in names if n in self.priority]
        vacancies = self.code.tables.max_members - len(table.members)
        if len(favoured) > max(vacancies, 0) and len(favoured) > 1:
            decisive = {vacancies} if vacancies > 0 else set()
            favoured = list(cut_ranking(favoured, self.code, rng, draw=draw, decisive=decisive)[0])
        if self.code.tables.broken_table_players_before_all:
            order = [*favoured, *(n for n in names if n not in self.priority)]
        else:
            order = self._before_the_breakers(names, favoured)
        for name in order:
            table = table.declare_in(name)
        return self._with_table(number, table)

    def _before_the_breakers(self, names: Sequence[str], favoured: list[str]) -> list[str]:
        """P26: those left by one who broke up a table have "the prior right to him": each who
        broke one up comes after the last of them, the rest keep their order."""
        ranked = iter(favoured)
        order = [next(ranked) if n in self.priority else n for n in names]
        last = max((order.index(n) for n in favoured), default=-1)
        for breaker in [n for n in order if n in self.breakers]:
            if order.index(breaker) < last:
                order.remove(breaker)
                order.insert(last, breaker)
        return order

