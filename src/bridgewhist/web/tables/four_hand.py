"""A web table as an event log: its places, the cuts, the deals and the rubbers, rebuilt by replay.

:class:`Game` holds one table in memory. It never changes on its own: a request is turned into
events (``propose_*``, which check everything through the rules engine and change nothing), the
events are committed to the database, and only then applied (:meth:`Game.apply`). Replaying a
table's committed events from the start rebuilds it exactly: the cut and the deals come from a
random generator seeded by the table's seed and the rubber's number, and each cut and deal event
carries the deal it produced, so a replay that would deal differently is refused, never silently
accepted. The rules are the core's: :class:`bridgewhist.table.Table` cuts, deals, applies and scores.

>>> from bridgewhist.laws import load_law_code
>>> game = Game(TableConfig("t1", load_law_code("english-1904"), seed=5))
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     for event in game.propose_join(name, person=True, token_hash=name):
...         game.apply(event)
>>> game.seq, game.rubber_number, game.state is not None
(5, 1, True)
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from bridgewhist.actions import parse_action
from bridgewhist.cards import format_deal
from bridgewhist.dealing import next_dealer, shuffle_cut_and_deal
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.laws import LawCode
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.table import Table

Event = dict[str, Any]
"""One committed change: ``{"kind": "join" | "leave" | "cut" | "action" | "next", ...}``."""

PLACES = 4
COMPUTER_NAMES = ("Ames", "Elwell", "Foster", "Hoyle")
"""Computer players' names: after the authors of the period's books on the game."""
MODES = ("strict", "laws")
NEXT = "next"
"""The table's own action: deal the next hand when a deal is over (or cut for a new rubber)."""


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


class ReplayError(Exception):
    """A table's committed events cannot be replayed as they were made (the log is not this
    program's, or the program now deals differently)."""


@dataclasses.dataclass(frozen=True, slots=True)
class TableConfig:
    """What a table is created with: the laws (with house rules), mode, computer strength, seed."""

    table_id: str
    code: LawCode
    mode: str = "strict"
    computer: str = "maxims"
    seed: int = 0
    created: str = ""


@dataclasses.dataclass(slots=True)
class Member:
    """One place at the table: who holds it. ``vacant`` once its person left during a rubber."""

    place: int
    name: str
    person: bool
    token_hash: str | None
    vacant: bool = False


def _rubber_rng(seed: int, rubber: int) -> random.Random:
    return random.Random(f"bridgewhist-table:{seed}:{rubber}")


_PLACE_WORDS = {3: "three", 4: "four", 5: "five", 6: "six"}


class Places:
    """The places of one table (a mixin: the table class gives ``places``, ``config``,
    ``table`` and ``_cut_event``)."""

    places: list[Member | None]
    config: Any

    @property
    def table(self) -> Any:  # pragma: no cover - every table class overrides it
        """The rubber in play, or None before the first cut."""
        raise NotImplementedError

    def _cut_event(self, names: list[str]) -> Event:  # pragma: no cover - overridden
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
        place = self._free_place()
        if place is None:
            raise Refused("table_full", f"table {self.config.table_id} is full: {self._full_text()}")
        events: list[Event] = [{"kind": "join", "place": place, "name": self.unique_name(name),
                                "person": person, "token": token_hash}]
        if self.table is None and sum(m is not None for m in self.places) == len(self.places) - 1:
            names = [m.name for m in self.members()]
            names.insert(place, events[0]["name"])
            events.append(self._cut_event(names))
        return events

    def _full_text(self) -> str:
        """Why no place is free, in words (after "table N is full: ")."""
        count = _PLACE_WORDS.get(len(self.places), str(len(self.places)))
        return f"{count} players are seated"

    def propose_fill(self) -> list[Event]:
        """Computer players in every empty or vacant place (the cut follows)."""
        events: list[Event] = []
        places = list(self.places)
        taken = {m.name for m in places if m is not None and not m.vacant}
        names = iter(n for n in COMPUTER_NAMES if n not in taken)
        for place, member in enumerate(places):
            if member is None or member.vacant:
                name = next(names, None) or self._spare_name(taken)
                taken.add(name)
                events.append({"kind": "join", "place": place, "name": name, "person": False,
                               "token": None})
                places[place] = Member(place, name, False, None)
        if events and self.table is None:
            events.append(self._cut_event([m.name for m in places if m is not None]))
        return events

    def propose_leave(self, place: int) -> list[Event]:
        """Give a place up: freed before the first cut, else held vacant."""
        return [{"kind": "leave", "place": place}]

    # -- applying committed events ----------------------------------------------------------
    seq: int

    def apply(self, event: Event) -> None:
        """Apply one committed event (also in replay).

        :raises ReplayError: when the event does not fit the table as it stands.
        """
        kind = event.get("kind")
        try:
            if kind == "table":
                self._apply_table(event)
            elif kind == "join":
                self._apply_join(event)
            elif kind == "leave":
                self._apply_leave(int(event["place"]))
            elif kind == "cut":
                self._apply_cut(event)
            elif kind == "action":
                self._apply_action(event)
            elif kind == "next":
                self._apply_next(event)
            else:
                raise ReplayError(f"unknown event kind {kind!r}")
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise ReplayError(f"event {self.seq + 1} ({kind}) does not fit the table: {error}") from None
        self.seq += 1

    def _apply_table(self, event: Event) -> None:
        """The event that opens a table with its settings: a four-hand table has none."""
        raise ReplayError(f"unknown event kind {event.get('kind')!r}")

    def _apply_cut(self, event: Event) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def _apply_action(self, event: Event) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def _apply_next(self, event: Event) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def _apply_join(self, event: Event) -> None:
        place = int(event["place"])
        current = self.places[place]
        if current is not None and not current.vacant:
            raise ReplayError(f"place {place} is taken")
        self.places[place] = Member(place, str(event["name"]), bool(event["person"]), event.get("token"))

    def _apply_leave(self, place: int) -> None:
        member = self.places[place]
        if member is None:
            raise ReplayError(f"place {place} is empty")
        if self.table is None:
            self.places[place] = None
        else:
            member.vacant = True
            member.token_hash = None

    def _free_place(self) -> int | None:
        for place, member in enumerate(self.places):
            if member is None or member.vacant:
                return place
        return None

    def _spare_name(self, taken: set[str]) -> str:
        n = 1
        while f"Computer {n}" in taken:
            n += 1
        return f"Computer {n}"


class Game(Places):
    """One table: its places, the rubbers played, the deal in play; ``seq`` events applied."""

    def __init__(self, config: TableConfig) -> None:
        self.config = config
        self.places: list[Member | None] = [None] * PLACES
        self.rubbers: list[Table | RefereedTable] = []
        self.seat_of_place: dict[int, Seat] = {}
        self.seq = 0
        self.view_cache: dict[str, Any] = {}
        """Parts of the views kept between events by :mod:`bridgewhist.web.views.four_hand`."""

    # -- what the table is now --------------------------------------------------------------
    @property
    def table(self) -> Table | RefereedTable | None:
        """The rubber in play (the core's table), or None before the first cut."""
        return self.rubbers[-1] if self.rubbers else None

    @property
    def state(self) -> HandState | None:
        """The deal in play, or None before the first cut."""
        table = self.table
        return None if table is None else table.state

    @property
    def rubber_number(self) -> int:
        """The rubber in play, counting from 1 (0 before the first cut)."""
        return len(self.rubbers)

    def seat_of(self, place: int | None) -> Seat | None:
        """The seat of a place in the rubber in play."""
        return None if place is None else self.seat_of_place.get(place)

    def place_at(self, seat: Seat) -> Member | None:
        """The member sitting at ``seat`` in the rubber in play."""
        for place, where in self.seat_of_place.items():
            if where == seat:
                return self.places[place]
        return None

    @property
    def waiting(self) -> bool:
        """True while the table waits for players: a place empty or a seat vacant."""
        return any(m is None or m.vacant for m in self.places) or self.table is None

    @property
    def status(self) -> str:
        """``waiting``, ``playing`` or ``over`` (a finished rubber, until ``next``)."""
        if self.table is None:
            return "waiting"
        if self.state is not None and self.state.is_complete and self.table.is_over:
            return "over"
        return "waiting" if self.waiting else "playing"

    def computer_to_act(self) -> Seat | None:
        """The seat whose computer player must act now, or None."""
        state = self.state
        if state is None or state.is_complete or self.waiting:
            return None
        member = self.place_at(state.actor)
        return state.actor if member is not None and not member.person else None

    def wants_next(self) -> bool:
        """True when a deal is over and nobody can say ``next``: the server deals on itself."""
        state = self.state
        return (state is not None and state.is_complete and not self.waiting
                and not self.persons_seated() and not self.table_over_for_good())

    def table_over_for_good(self) -> bool:
        """Computer-only tables stop after their rubber (so they never play forever)."""
        table = self.table
        return table is not None and table.is_over and not self.persons_seated()

    def propose_action(self, place: int, text: str) -> list[Event]:
        """The events of a member's action (``next`` or an action of the deal), checked by the core.

        :raises Refused: ``not_started``, ``bad_action`` (unreadable text) or the core's reason
            (``not_your_turn``, ``must_follow_suit``...) with its message and law.
        """
        state, table = self.state, self.table
        if state is None or table is None or self.waiting:
            raise Refused("not_started", "the table is waiting for players: no action can be made yet")
        seat = self.seat_of_place[place]
        if text.strip().lower() == NEXT:
            return self._propose_next(seat)
        try:
            action = parse_action(text)
        except NotationError as error:
            raise Refused("bad_action", str(error)) from None
        try:
            state.apply(action, by=seat)
        except IllegalActionError as error:
            raise Refused(error.reason.value, error.bare_message, law=error.law) from None
        return [{"kind": "action", "seat": seat.name, "action": str(action)}]

    def propose_next(self) -> list[Event]:
        """Deal the next hand (or cut for the next rubber) when the deal in play is over."""
        state = self.state
        if state is None or not state.is_complete:
            raise Refused("wrong_phase", "the deal in play is not over")
        table = self.table
        assert table is not None
        if table.is_over:
            return [self._cut_event(self.names())]
        return [{"kind": "next", "check": self._next_deal_check(table)}]

    def _propose_next(self, seat: Seat) -> list[Event]:
        state = self.state
        assert state is not None
        if not state.is_complete:
            raise Refused("wrong_phase", f"{seat} cannot deal the next hand: the deal in play is not over")
        return self.propose_next()

    # -- applying committed events ----------------------------------------------------------
    def _apply_cut(self, event: Event) -> None:
        names = [m.name for m in self.members()]
        if len(names) != PLACES:
            raise ReplayError("a cut needs four players")
        table = self._cut(names)
        if event.get("check") not in (None, self._deal_check(table)):
            raise ReplayError(f"rubber {len(self.rubbers) + 1} deals differently from when it was played")
        self.rubbers.append(table)
        by_name = {name: seat for seat, name in table.players.items()}
        self.seat_of_place = {m.place: by_name[m.name] for m in self.members()}

    def _apply_action(self, event: Event) -> None:
        table = self.table
        if table is None:
            raise ReplayError("an action before the cut")
        try:
            table.state.check(parse_action(str(event["action"])), by=Seat.parse(str(event["seat"])))
            table.apply(parse_action(str(event["action"])))
        except (IllegalActionError, NotationError) as error:
            raise ReplayError(f"action {event['action']} is refused: {error}") from None

    def _apply_next(self, event: Event) -> None:
        table = self.table
        if table is None or not table.state.is_complete or table.is_over:
            raise ReplayError("no deal to deal next")
        table.next_deal()
        if event.get("check") not in (None, self._deal_check(table)):
            raise ReplayError(f"deal {table.deal_number} deals differently from when it was played")

    # -- helpers ----------------------------------------------------------------------------
    def _cut(self, names: list[str]) -> Table | RefereedTable:
        rubber = len(self.rubbers) + 1
        return Table.by_cutting(self.config.code, names, _rubber_rng(self.config.seed, rubber),
                                seed=self.config.seed,
                                event=f"bridgewhist table {self.config.table_id}, rubber {rubber}")

    def _cut_event(self, names: list[str]) -> Event:
        return {"kind": "cut", "rubber": len(self.rubbers) + 1,
                "check": self._deal_check(self._cut(names))}

    @staticmethod
    def _deal_check(table: Table | RefereedTable) -> str:
        state = table.state
        return format_deal(state.deal, state.dealer)

    @staticmethod
    def _next_deal_check(table: Table | RefereedTable) -> str:
        """The deal that ``next`` will deal, without touching ``table``: the same shuffle from a
        copy of the table's generator (:meth:`bridgewhist.table.Table.next_deal` deals with it)."""
        rng = random.Random()
        rng.setstate(table.rng.getstate())
        dealer = next_dealer(table.state.dealer)
        return format_deal(shuffle_cut_and_deal(dealer, rng).hands, dealer)


__all__ = ["COMPUTER_NAMES", "MODES", "NEXT", "Event", "Game", "Member", "Refused", "ReplayError",
           "TableConfig"]
