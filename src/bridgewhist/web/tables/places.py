"""What every kind of web table shares: its settings, its places and who holds them, the refusals.

A table never changes on its own: a request is turned into events (``propose_*``, which check
everything and change nothing), the events are committed to the database, and only then applied
(``apply``). :class:`Places` is the part of that about the places: joining, filling with computer
players, leaving, and applying those events. Each kind of table adds its rubbers and deals.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from bridgewhist.laws import LawCode
from bridgewhist.web.tables.events import (
    ActEvent,
    AnswerEvent,
    AskEvent,
    ClaimEvent,
    ConsentEvent,
    CutEvent,
    Event,
    JoinEvent,
    LeaveEvent,
    NextEvent,
    PlayerActionEvent,
    ReplayError,
    SeatActionEvent,
    TableEvent,
    UndoEvent,
)

COMPUTER_NAMES = ("Ames", "Elwell", "Foster", "Hoyle")
"""Computer players' names: after the authors of the period's books on the game."""
MODES = ("strict", "laws")
NEXT = "next"
"""The table's own action: deal the next hand when a deal is over (or cut for a new rubber)."""
PLACE_WORDS = {3: "three", 4: "four", 5: "five", 6: "six"}
"""A table's number of places in words."""


class Refused(Exception):
    """A request the table refuses: ``reason`` (machine-readable), ``message``, ``law``, ``status``."""

    def __init__(self, reason: str, message: str, *, law: str | None = None, status: int = 409) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.law = law
        self.status = status

    def as_dict(self) -> dict[str, Any]:
        """The error body: reason, message, law."""
        return {"reason": self.reason, "message": self.message, "law": self.law}


@dataclasses.dataclass(frozen=True, slots=True)
class TableConfig:
    """What a table is created with: the laws (with house rules), mode, computer strength, seed,
    and the agreements of North-South and of East-West (the names of their sets of carding and
    leading conventions: :mod:`bridgewhist.web.table_agreements`)."""

    table_id: str
    code: LawCode
    mode: str = "strict"
    computer: str = "maxims"
    seed: int = 0
    created: str = ""
    agreements: tuple[str, str] = ("none", "none")


@dataclasses.dataclass(slots=True)
class Member:
    """One place at the table: who holds it. ``vacant`` once its person left during a rubber."""

    place: int
    name: str
    person: bool
    token_hash: str | None
    vacant: bool = False


def rubber_rng(seed: int, rubber: int) -> random.Random:
    """The generator that cuts and deals rubber ``rubber`` of a four-handed table of ``seed``."""
    return random.Random(f"bridgewhist-table:{seed}:{rubber}")


class Places:
    """The places of one table (a mixin: the table class gives ``places``, ``config``, ``seq``,
    ``started`` and ``cut_event``)."""

    places: list[Member | None]
    config: TableConfig
    seq: int

    @property
    def started(self) -> bool:  # pragma: no cover - every table class overrides it
        """True once the first rubber is cut."""
        raise NotImplementedError

    def cut_event(self, names: list[str]) -> CutEvent:  # pragma: no cover - overridden
        """The cut for the next rubber by the members ``names``."""
        raise NotImplementedError

    def members(self) -> list[Member]:
        """The places taken, in place order."""
        return [m for m in self.places if m is not None]

    def names(self) -> list[str]:
        """The names at the table."""
        return [m.name for m in self.members()]

    def place_of_token(self, token_hash: str) -> int | None:
        """The place held by the token's member, or None."""
        for member in self.places:
            if member is not None and not member.vacant and member.token_hash == token_hash:
                return member.place
        return None

    def persons_seated(self) -> bool:
        """True when a person (not a computer) holds a place."""
        return any(m is not None and m.person and not m.vacant for m in self.places)

    def unique_name(self, wanted: str) -> str:
        """``wanted``, or with " 2", " 3"... appended when taken at this table."""
        taken = {m.name for m in self.members() if not m.vacant}
        name, n = wanted, 1
        while name in taken:
            n += 1
            name = f"{wanted} {n}"
        return name

    # -- proposals: events for a request, nothing changed -----------------------------------
    def propose_join(self, name: str, *, person: bool, token_hash: str | None) -> list[Event]:
        """Take the first empty (or vacant) place; the cut follows when the table is full.

        :raises Refused: ``table_full`` when no place is free.
        """
        place = self.free_place()
        if place is None:
            raise Refused("table_full", f"table {self.config.table_id} is full: {self.full_text()}")
        join = JoinEvent(place=place, name=self.unique_name(name), person=person, token=token_hash)
        events: list[Event] = [join]
        if not self.started and sum(m is not None for m in self.places) == len(self.places) - 1:
            names = [m.name for m in self.members()]
            names.insert(place, join.name)
            events.append(self.cut_event(names))
        return events

    def full_text(self) -> str:
        """Why no place is free, in words (after "table N is full: ")."""
        count = PLACE_WORDS.get(len(self.places), str(len(self.places)))
        return f"{count} players are seated"

    def propose_fill(self) -> list[Event]:
        """Computer players in every empty or vacant place (the cut follows)."""
        events: list[Event] = []
        places = list(self.places)
        taken = {m.name for m in places if m is not None and not m.vacant}
        names = iter(n for n in COMPUTER_NAMES if n not in taken)
        for place, member in enumerate(places):
            if member is None or member.vacant:
                name = next(names, None) or self.spare_name(taken)
                taken.add(name)
                events.append(JoinEvent(place=place, name=name, person=False, token=None))
                places[place] = Member(place, name, False, None)
        if events and not self.started:
            events.append(self.cut_event([m.name for m in places if m is not None]))
        return events

    def propose_leave(self, place: int) -> list[Event]:
        """Give a place up: freed before the first cut, else held vacant."""
        return [LeaveEvent(place=place)]

    # -- applying committed events ----------------------------------------------------------
    def apply(self, event: Event) -> None:
        """Apply one committed event (also in replay).

        :raises ReplayError: when the event does not fit the table as it stands.
        """
        try:
            match event:
                case TableEvent():
                    self.apply_table(event)
                case JoinEvent():
                    self.apply_join(event)
                case LeaveEvent():
                    self.apply_leave(event)
                case CutEvent():
                    self.apply_cut(event)
                case NextEvent():
                    self.apply_next(event)
                case AskEvent() | AnswerEvent() | ClaimEvent() | UndoEvent():
                    self.apply_consent(event)
                case _:
                    self.apply_action(event)
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise ReplayError(f"event {self.seq + 1} ({event.kind}) does not fit the table: "
                              f"{error}") from None
        self.seq += 1

    def apply_table(self, event: TableEvent) -> None:
        """The event that opens a table with its settings: a four-hand table has none.

        :raises ReplayError: unless the table's kind takes it.
        """
        raise ReplayError(f"unknown event kind {event.kind!r}")

    def apply_cut(self, event: CutEvent) -> None:  # pragma: no cover - overridden
        """Cut for the next rubber."""
        raise NotImplementedError

    def apply_next(self, event: NextEvent) -> None:  # pragma: no cover - overridden
        """Deal the next hand."""
        raise NotImplementedError

    def apply_action(self, event: SeatActionEvent | ActEvent | PlayerActionEvent) -> None:
        """An action of the deal in play."""
        raise NotImplementedError

    def apply_consent(self, event: ConsentEvent) -> None:
        """A claim, an undo or an answer: only at a friendly table (strict mode).

        :raises ReplayError: at any other table.
        """
        raise ReplayError(f"event {self.seq + 1} ({event.kind}) belongs to a friendly four-hand table")

    def apply_join(self, event: JoinEvent) -> None:
        """A member takes his place.

        :raises ReplayError: when the place is taken.
        """
        current = self.places[event.place]
        if current is not None and not current.vacant:
            raise ReplayError(f"place {event.place} is taken")
        self.places[event.place] = Member(event.place, event.name, event.person, event.token)

    def apply_leave(self, event: LeaveEvent) -> None:
        """A member leaves: his place freed before the first cut, else held vacant.

        :raises ReplayError: when the place is empty.
        """
        member = self.places[event.place]
        if member is None:
            raise ReplayError(f"place {event.place} is empty")
        if not self.started:
            self.places[event.place] = None
        else:
            member.vacant = True
            member.token_hash = None

    def free_place(self) -> int | None:
        """The first empty or vacant place, or None."""
        for place, member in enumerate(self.places):
            if member is None or member.vacant:
                return place
        return None

    @staticmethod
    def spare_name(taken: set[str]) -> str:
        """A computer player's name when the authors' names are all taken."""
        n = 1
        while f"Computer {n}" in taken:
            n += 1
        return f"Computer {n}"


__all__ = ["COMPUTER_NAMES", "MODES", "NEXT", "PLACE_WORDS", "Member", "Places", "Refused", "TableConfig",
           "rubber_rng"]
