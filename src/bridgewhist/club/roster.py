"""The club table of four, five or six members: who plays each rubber, and who sits out.

english-1904 laws 17-26 ("Formation of Table", "Cutting Out", "Entry and Re-entry");
american-1904 and american-1905 laws 17-28 ("Forming Tables", "Cutting Out", "Rights of
Entry"). A :class:`TableRoster` is one table's members, immutable: every step returns a new
roster. The four who cut lowest play (P17, A17, W17) and cut again for partners and deal
(:func:`bridgewhist.cutting.cut_for_partners_and_deal`; P17, A18, W18); six make a full table
(P18, A21, W21); at the end of a rubber the candidates cut in, and those who have played the
most consecutive rubbers go out, else the highest cut (P21, A23, W23, rulings reading 8).
Entry by declaring in (P22, A24, W24), the order of the candidates for a full table (P18,
A22, W22), substitutes for a rubber (P24, A27, W27). Tables in a room, new tables and
broken-up tables are :mod:`bridgewhist.club.room`.

>>> import random
>>> from bridgewhist.cutting import scripted_draw
>>> from bridgewhist.laws import load_law_code
>>> draw = scripted_draw("SA S2 S3 S4 SK", "HA H2 H3 H4")
>>> roster = TableRoster.form(load_law_code("english"), ["Ann", "Bob", "Cy", "Di", "Ed"],
...                           random.Random(1), draw=draw)
>>> roster.playing, roster.sitting_out            # the four lowest play; Ed cut the king
(('Ann', 'Bob', 'Cy', 'Di'), ('Ed',))
>>> roster = roster.finish_rubber({"Ann": 120, "Bob": 120, "Cy": -120, "Di": -120})
>>> draw = scripted_draw("S5 S6 S9 S8", "D2 D3 D4 D5")   # Ed claims admission; all have 1
>>> roster = roster.next_rubber(random.Random(1), draw=draw)
>>> roster.sitting_out, roster.playing            # the highest of the four goes out
(('Cy',), ('Ann', 'Bob', 'Di', 'Ed'))
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection, Mapping, Sequence
from types import MappingProxyType

from bridgewhist.cards import Card
from bridgewhist.cutting import CutKey, CutResult, Draw, cut_for_partners_and_deal, cut_rank, cut_round
from bridgewhist.dealing import shuffle
from bridgewhist.errors import BridgeError, NotationError
from bridgewhist.laws.code import LawCode

__all__ = ["ClubError", "RubberSitting", "TableRoster", "cut_ranking"]

FULL_TABLE = 6
"""Six make a full table (english-1904 law 18; american codes law 21): the codes' own
``tables.max_members``."""


class ClubError(BridgeError, ValueError):
    """A club-table step the laws do not allow now (naming the law)."""


def _draw(rng: random.Random, draw: Draw | None) -> Draw:
    if draw is not None:
        return draw
    return lambda names: shuffle(rng)[: len(names)]  # a fresh pack each round, one card each


def cut_ranking(
    names: Sequence[str], code: LawCode, rng: random.Random, *, draw: Draw | None = None,
    decisive: Collection[int] = (),
) -> tuple[tuple[str, ...], tuple[Mapping[str, int], ...]]:
    """Everyone cuts; the names from the lowest card to the highest, and the rounds cut.

    The ace is the lowest card and all cut from the same pack (P14-15, A14-15, W14-15).
    ``decisive`` lists the places ``k`` where it matters who is ``k``-th lowest and who is
    next (say 4: the four lowest play): players with equal cards across such a place cut
    again among themselves, until no such tie is left (rulings reading 8); other ties keep
    the order of the first cut. With the house rule ``cut_ties_by_suit`` no two cards tie.

    >>> from bridgewhist.cutting import scripted_draw
    >>> from bridgewhist.laws import load_law_code
    >>> order, rounds = cut_ranking(["A", "B", "C", "D", "E"], load_law_code("english"),
    ...                             random.Random(0), draw=scripted_draw("S2 H9 D9 C3 S4", "HA H2"),
    ...                             decisive={4})
    >>> order, [len(r) for r in rounds]
    (('A', 'D', 'E', 'B', 'C'), [5, 2])

    :raises NotationError: for repeated names or a bad draw.
    """
    if len(set(names)) != len(names) or not all(isinstance(n, str) and n.strip() for n in names):
        raise NotationError(f"those cutting must have different names, not {list(names)!r}")
    pull = _draw(rng, draw)
    keys: dict[str, list[CutKey]] = {name: [] for name in names}
    rounds: list[Mapping[str, int]] = []
    cutters = list(names)
    while cutters:
        shown: list[tuple[str, tuple[Card, ...]]] = []  # more than one card shown: cut again (P16)
        cut = cut_round(cutters, pull, code, shown)
        cards = [int(cut[name]) for name in cutters]
        rounds.append(MappingProxyType(dict(zip(cutters, cards, strict=True))))
        for name, card in zip(cutters, cards, strict=True):
            keys[name].append(cut_rank(card, code))
        order = sorted(names, key=lambda name: keys[name])
        cutters = []
        first = 0
        while first < len(order):
            last = first
            while last + 1 < len(order) and keys[order[last + 1]] == keys[order[first]]:
                last += 1
            if any(first < k <= last for k in decisive):
                cutters.extend(order[first: last + 1])
            first = last + 1
    return tuple(order), tuple(rounds)


@dataclasses.dataclass(frozen=True, slots=True)
class RubberSitting:
    """One rubber at the table: the four and their cut, who sat out, substitutes, points.

    ``substitutes`` maps a player who quit during the rubber to the one he appointed
    (P24, A27, W27); ``points`` is None while the rubber is in play, then each of the four's
    points won (+) or lost (-).
    """

    number: int
    cut: CutResult
    sitting_out: tuple[str, ...]
    substitutes: Mapping[str, str] = dataclasses.field(default_factory=dict)
    points: Mapping[str, int] | None = None

    @property
    def players(self) -> tuple[str, str, str, str]:
        """The four members playing, the dealer first, his partner, then the adversaries."""
        return self.cut.order

    @property
    def in_play(self) -> bool:
        """True until the rubber's points are entered."""
        return self.points is None

    def at_the_table(self, name: str) -> str:
        """Who sits in ``name``'s place now: his substitute, if he has one."""
        return self.substitutes.get(name, name)


@dataclasses.dataclass(frozen=True, slots=True)
class TableRoster:
    """One club table: its members, candidates waiting for a vacancy, and its rubbers.

    ``members`` belong to the table (at most six), in their order of entry; ``waiting`` the
    candidates with a right to the next vacancies, in order; ``consecutive`` each member's
    consecutive rubbers; ``rubbers`` every rubber played, the one in play last; ``cut_begun``
    who has cut a card in the cut in progress.
    """

    code: LawCode
    members: tuple[str, ...]
    waiting: tuple[str, ...] = ()
    consecutive: Mapping[str, int] = dataclasses.field(default_factory=dict)
    rubbers: tuple[RubberSitting, ...] = ()
    formation: tuple[Mapping[str, int], ...] = ()
    cut_begun: tuple[str, ...] = ()
    """The members who have cut a card for the next rubber or for cutting out, while that cut
    is in progress (between :meth:`cut_card` and :meth:`next_rubber`)."""

    # -- forming the table -------------------------------------------------------------------
    @classmethod
    def form(cls, code: LawCode, candidates: Sequence[str], rng: random.Random, *,
             draw: Draw | None = None) -> TableRoster:
        """Form a table from ``candidates`` (in the order they came into the room) and seat
        its first rubber.

        english-1904: all the candidates cut (P17); the four lowest play, the next two belong
        to the table, "which is complete with six players", and the rest wait in the order of
        their cards, "the candidate who cut the next lowest card" first (P18). American codes:
        "The prior right of playing is with those first in the room" (A17, W17), so the first
        six in the room make the table ("Six players constitute a full table", A21, W21) and
        cut, the four lowest to play; the others wait in their order of coming, each having
        announced his wish (A22, W22). The four then cut for partners and deal (P17, A18, W18).
        The code's ``tables.first_in_room_make_table`` decides which.

        ``draw`` gives the cards: the first round or rounds for the selection (when there are
        more than four), then the cut for partners.

        :raises ClubError: with fewer than four candidates.
        :raises NotationError: for repeated names or a bad draw.
        """
        names = tuple(candidates)
        if len(names) < 4:
            law = code.cite("tables", "first_in_room_make_table")
            raise ClubError(f"a table needs four players, not {len(names)} "
                            f"({law}: the four who cut the lowest play)")
        all_cut = not code.tables.first_in_room_make_table
        full = code.tables.max_members
        cutting = names if all_cut else names[:full]
        rounds: tuple[Mapping[str, int], ...] = ()
        if len(cutting) > 4:
            places = set(range(4, len(cutting))) if all_cut else {4}
            order, rounds = cut_ranking(cutting, code, rng, draw=draw, decisive=places)
        else:
            order = cutting
        members = order[:full]
        waiting = order[full:] if all_cut else names[full:]
        roster = cls(code, members, waiting, {name: 0 for name in members}, (), rounds)
        return roster._seat(order[:4], rng, draw)

    def _seat(self, four: Sequence[str], rng: random.Random, draw: Draw | None) -> TableRoster:
        cut = cut_for_partners_and_deal(list(four), self.code, rng, draw=draw)
        out = tuple(name for name in self.members if name not in four)
        sitting = RubberSitting(len(self.rubbers) + 1, cut, out)
        return dataclasses.replace(self, rubbers=(*self.rubbers, sitting), cut_begun=())

    # -- who is where ------------------------------------------------------------------------
    @property
    def current(self) -> RubberSitting | None:
        """The rubber in play, or None between rubbers."""
        if self.rubbers and self.rubbers[-1].in_play:
            return self.rubbers[-1]
        return None

    @property
    def playing(self) -> tuple[str, ...]:
        """The four members of the rubber in play (or of the last rubber), in table order."""
        if not self.rubbers:
            return ()
        four = set(self.rubbers[-1].players)
        return tuple(name for name in self._order_of_entry() if name in four)

    def _order_of_entry(self) -> tuple[str, ...]:
        seen = list(self.members)
        for sitting in self.rubbers:
            seen.extend(name for name in sitting.players if name not in seen)
        return tuple(seen)

    @property
    def sitting_out(self) -> tuple[str, ...]:
        """The members out of the rubber in play (or of the last rubber)."""
        return self.rubbers[-1].sitting_out if self.rubbers else ()

    def points(self, name: str) -> int:
        """A member's points over every finished rubber."""
        return sum((s.points or {}).get(name, 0) for s in self.rubbers)

    @property
    def is_full(self) -> bool:
        """Six members: "no player shall have a right to cut into a game which is complete"."""
        return len(self.members) >= self.code.tables.max_members

    # -- the rubber ends ---------------------------------------------------------------------
    def finish_rubber(self, points: Mapping[str, int]) -> TableRoster:
        """Close the rubber in play with each of its four players' points.

        The four add one to their consecutive rubbers, those out start again from none. A
        substitute's appointment is void with the end of the rubber; the points and the rubber
        are the absent player's, and the substitute's own rights are unchanged (A27, W27;
        english-1904 law 24, "during that rubber").

        :raises ClubError: when no rubber is in play, or ``points`` does not name the four.
        """
        sitting = self.current
        if sitting is None:
            raise ClubError("no rubber is in play at this table")
        if set(points) != set(sitting.players):
            raise ClubError(f"the points must name the four who played, "
                            f"{', '.join(sitting.players)}, not {', '.join(points)}")
        consecutive = {name: (self.consecutive.get(name, 0) + 1 if name in sitting.players else 0)
                       for name in self.members}
        done = dataclasses.replace(sitting, points=MappingProxyType(dict(points)))
        return dataclasses.replace(self, consecutive=consecutive,
                                   rubbers=(*self.rubbers[:-1], done))

    def next_rubber(self, rng: random.Random, *, draw: Draw | None = None) -> TableRoster:
        """Cut out and seat the next rubber.

        "At the end of a rubber, should admission be claimed by any one, or by two candidates,
        he who has, or they who have, played a greater number of consecutive rubbers than the
        others is, or are, out; but when all have played the same number, they must cut to
        decide upon the out-goers; the highest are out" (P21; A23, W23). Every member out of
        the last rubber claims admission. With mixed counts the most consecutive rubbers go out
        first and the remaining places are cut for among those equal, the highest out
        (rulings reading 8). The four then cut for partners and deal.

        ``draw`` gives the cards: the cut among those equal (when one is needed), then the cut
        for partners.

        :raises ClubError: while a rubber is in play, or with fewer than four members.
        """
        if self.current is not None:
            raise ClubError("the rubber in play is not finished: cutting out is at its end "
                            f"({self.code.cite('tables', 'most_consecutive_rubbers_go_out')})")
        if len(self.members) < 4:
            raise ClubError(f"the table has {len(self.members)} members: four are needed to "
                            f"play ({self.code.cite('tables', 'first_in_room_make_table')})")
        last = [name for name in self.playing if name in self.members]
        claimants = [name for name in self.members if name not in last]
        going = len(last) + len(claimants) - 4
        if going <= 0:
            return self._seat((*last, *claimants), rng, draw)
        outgoers = self._cut_out(last, going, rng, draw)
        stay = [name for name in last if name not in outgoers]
        return self._seat((*stay, *claimants), rng, draw)

    @property
    def cut_in_progress(self) -> bool:
        """True once a member has cut a card for the next rubber or for cutting out, until the
        rubber is seated: no candidate may declare in meanwhile (P22, A24, W24)."""
        return bool(self.cut_begun)

    def cut_card(self, name: str) -> TableRoster:
        """A member cuts a card "for the purpose of commencing a fresh rubber or of cutting out"
        (P22; A24, W24): the cut is in progress; :meth:`next_rubber` completes it.

        >>> from bridgewhist.laws import load_law_code
        >>> roster = TableRoster(load_law_code("english"), ("A", "B", "C", "D"))
        >>> roster.cut_card("A").cut_in_progress
        True

        :raises ClubError: for one who is not a member, or while a rubber is in play.
        """
        if name not in self.members:
            raise ClubError(f"{name} is not a member of this table: only its members cut")
        if self.current is not None:
            raise ClubError("the rubber in play is not finished: the cut for the next is at its "
                            f"end ({self.code.cite('tables', 'most_consecutive_rubbers_go_out')})")
        begun = self.cut_begun if name in self.cut_begun else (*self.cut_begun, name)
        return dataclasses.replace(self, cut_begun=begun)

    def _cut_out(self, last: list[str], going: int, rng: random.Random,
                 draw: Draw | None) -> tuple[str, ...]:
        laws = self.code.tables
        def count_of(name: str) -> int:
            return self.consecutive.get(name, 0) if laws.most_consecutive_rubbers_go_out else 0
        by_count = sorted(last, key=lambda name: -count_of(name))
        out: list[str] = []
        for count in sorted({count_of(n) for n in last}, reverse=True):
            group = [n for n in by_count if count_of(n) == count]
            room = going - len(out)
            if room <= 0:
                break
            if len(group) <= room:
                out.extend(group)
                continue
            order, _ = cut_ranking(group, self.code, rng, draw=draw,
                                   decisive={len(group) - room if laws.highest_cut_goes_out
                                             else room})
            # "the highest are out"
            out.extend(order[len(group) - room:] if laws.highest_cut_goes_out else order[:room])
        return tuple(out)

    # -- entry and leaving -------------------------------------------------------------------
    def declare_in(self, name: str, *, prior: bool = False) -> TableRoster:
        """A candidate declares in. "A candidate, whether he has played or not, can join a table
        which is not complete by declaring in at any time prior to any of the players having
        cut a card, either for the purpose of commencing a fresh rubber or of cutting out"
        (P22; A24, W24): he is a member and claims admission at the next cut. At a full table
        he waits for a vacancy behind those already waiting (P18: after those who cut; A22,
        W22: "the right to succeed any player who may retire is acquired by announcing the
        desire to do so").

        ``prior``: he has a prior right of re-entry (A26, W26: one who left to enable three
        candidates to form a fresh table and signified his intention of returning), so at a full
        table he waits ahead of the others.

        :raises ClubError: for a member or a candidate already waiting, or at a table not
            complete once a card has been cut for the next rubber (:meth:`cut_card`).
        """
        if not isinstance(name, str) or not name.strip():
            raise NotationError(f"a candidate needs a name, not {name!r}")
        if name in self.members or name in self.waiting:
            raise ClubError(f"{name} already {'belongs to' if name in self.members else 'waits for'}"
                            " this table")
        if self.cut_begun and not self.is_full and self.code.tables.declaring_in_closes_at_first_cut:
            raise ClubError(f"{name} declares in too late: {self.cut_begun[0]} has cut a card for the "
                            f"next rubber ({self.code.cite('tables', 'declaring_in_closes_at_first_cut')})")
        if self.is_full:
            waiting = (name, *self.waiting) if prior else (*self.waiting, name)
            return dataclasses.replace(self, waiting=waiting)
        return dataclasses.replace(self, members=(*self.members, name),
                                   consecutive={**self.consecutive, name: 0})

    def retire(self, name: str) -> TableRoster:
        """A member retires between rubbers (or a waiting candidate withdraws); the first
        candidate waiting takes the vacancy (P18: "the candidate who cut the next lowest card
        has a prior right to any after-comer"; A22, W22: "a prior right to the first
        vacancy").

        :raises ClubError: for a player of the rubber in play (he may appoint a substitute,
            P24, A27, W27, or break up the table), or a name not at the table.
        """
        current = self.current
        if current is not None and name in current.players:
            raise ClubError(
                f"{name} is playing the rubber: to quit before its end he may appoint a "
                f"substitute with the consent of the other three "
                f"({self.code.cite('tables', 'substitute_needs_consent')})")
        if name in self.waiting:
            return dataclasses.replace(self, waiting=tuple(n for n in self.waiting if n != name))
        if name not in self.members:
            raise ClubError(f"{name} does not belong to this table")
        members = tuple(n for n in self.members if n != name)
        waiting = self.waiting
        consecutive = {n: c for n, c in self.consecutive.items() if n != name}
        if waiting and len(members) < self.code.tables.max_members:
            members, waiting = (*members, waiting[0]), waiting[1:]
            consecutive[members[-1]] = 0
        return dataclasses.replace(self, members=members, waiting=waiting,
                                   consecutive=consecutive)

    def substitute(self, absent: str, substitute: str, consenting: Collection[str]) -> TableRoster:
        """A player quitting during the rubber appoints a substitute "with consent of the other
        three players ... during that rubber" (P24; A27, W27: "such appointment shall become
        void with the conclusion of the rubber, and shall not in any way affect the
        substitute's rights").

        :raises ClubError: with no rubber in play, ``absent`` not one of its four, a substitute
            already at the table, or without the consent of the other three.
        """
        current = self.current
        law = self.code.cite("tables", "substitute_needs_consent")
        if current is None:
            raise ClubError(f"no rubber is in play: a substitute serves during a rubber ({law})")
        if absent not in current.players or absent in current.substitutes:
            raise ClubError(f"{absent} is not playing the rubber in play, so he cannot appoint "
                            f"a substitute ({law})")
        if not isinstance(substitute, str) or not substitute.strip():
            raise NotationError(f"a substitute needs a name, not {substitute!r}")
        seated = {current.at_the_table(name) for name in current.players}
        if substitute in seated:
            raise ClubError(f"{substitute} is already playing this rubber")
        others = {current.at_the_table(n) for n in current.players if n != absent}
        if self.code.tables.substitute_needs_consent and set(consenting) != others:
            missing = ", ".join(sorted(others - set(consenting))) or "none"
            raise ClubError(f"{absent} may appoint {substitute} only with the consent of the "
                            f"other three players; missing: {missing} ({law})")
        sitting = dataclasses.replace(
            current, substitutes=MappingProxyType({**current.substitutes, absent: substitute}))
        return dataclasses.replace(self, rubbers=(*self.rubbers[:-1], sitting))
