"""A four-hand web table as an event log: its places, the cuts, the deals and the rubbers, rebuilt by replay.

:class:`Game` holds one table in memory. It never changes on its own: a request is turned into
events (``propose_*``, which check everything through the rules engine and change nothing), the
events are committed to the database, and only then applied (``apply``). Replaying a
table's committed events from the start rebuilds it exactly: the cut and the deals come from a
random generator seeded by the table's seed and the rubber's number, and each cut and deal event
carries the deal it produced, so a replay that would deal differently is refused, never silently
accepted. The rules are the core's: :class:`bridgewhist.table.Table` cuts, deals, applies and scores.
:class:`RubberGame` is what a four-handed table of any kind shares (the club table's
:class:`~bridgewhist.web.tables.club.ClubGame` and the club-laws table's
:class:`~bridgewhist.web.tables.laws.LawsGame` build on it).

>>> from bridgewhist.laws import load_law_code
>>> game = Game(TableConfig("t1", load_law_code("english-1904"), seed=5))
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     for event in game.propose_join(name, person=True, token_hash=name):
...         game.apply(event)
>>> game.seq, game.rubber_number, game.state is not None
(5, 1, True)
"""

from __future__ import annotations

import random
from typing import Any, Generic, TypeVar

from bridgewhist.actions import parse_action
from bridgewhist.cards import format_deal
from bridgewhist.dealing import next_dealer, shuffle_cut_and_deal
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.referee.table import RefereedTable
from bridgewhist.rubber import seat_names
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.table import Table
from bridgewhist.view import ScoreContext, view_of
from bridgewhist.web.computer import ComputerTurn, seat_turn
from bridgewhist.web.explained import figures_by_key
from bridgewhist.web.hints import HintPosition, four_hand_position
from bridgewhist.web.table_agreements import agent_settings, hint_agreements
from bridgewhist.web.tables.consent import Ask, apply_consent, propose_consent, request_of
from bridgewhist.web.tables.events import (
    ActEvent,
    ConsentEvent,
    CutEvent,
    Event,
    NextEvent,
    PlayerActionEvent,
    ReplayError,
    SeatActionEvent,
)
from bridgewhist.web.tables.places import NEXT, Member, Places, Refused, TableConfig, rubber_rng
from bridgewhist.web.tables.seen import Shown

PLACES = 4
T = TypeVar("T", bound=Table | RefereedTable)


class RubberGame(Places, Generic[T]):
    """A four-handed table: its places, the rubbers played (each a ``T``, the core's table or
    one that builds on it), the deal in play; ``seq`` events applied."""

    def __init__(self, config: TableConfig) -> None:
        self.config = config
        self.places: list[Member | None] = [None] * PLACES
        self.rubbers: list[T] = []
        self.seat_of_place: dict[int, Seat] = {}
        self.seq = 0

    # -- what the table is now --------------------------------------------------------------
    @property
    def table(self) -> T | None:
        """The rubber in play (the core's table), or None before the first cut."""
        return self.rubbers[-1] if self.rubbers else None

    @property
    def started(self) -> bool:
        """True once the first rubber is cut."""
        return bool(self.rubbers)

    @property
    def state(self) -> HandState | None:
        """The deal in play, or None before the first cut."""
        table = self.table
        return None if table is None else table.state

    @property
    def rubber_number(self) -> int:
        """The rubber in play, counting from 1 (0 before the first cut)."""
        return len(self.rubbers)

    def score_figures(self) -> dict[str, dict[str, Any]] | None:
        """How each figure of the rubber in play's block was made (None before the first cut)."""
        if not self.rubbers:
            return None
        table = self.rubbers[-1]
        return figures_by_key(table.rubber, seat_names(table.players))

    def seat_of(self, place: int | None) -> Seat | None:
        """The seat of a place in the rubber in play."""
        return None if place is None else self.seat_of_place.get(place)

    def place_of_seat(self, seat: Seat) -> int:
        """The place of the member sitting at ``seat`` in the rubber in play."""
        return next(p for p, s in self.seat_of_place.items() if s == seat)

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
    def deal_over(self) -> bool:  # pragma: no cover - overridden
        """True when the deal in play is over and ``next`` may follow (False before the first cut)."""
        raise NotImplementedError

    @property
    def status(self) -> str:
        """``waiting``, ``playing`` or ``over`` (a finished rubber, until ``next``)."""
        table = self.table
        if table is None:
            return "waiting"
        if self.deal_over and table.is_over:
            return "over"
        return "waiting" if self.waiting else "playing"

    def computer_seat(self) -> Seat | None:
        """The seat whose computer player must act now, or None."""
        state = self.state
        if state is None or state.is_complete or self.waiting:
            return None
        member = self.place_at(state.actor)
        return state.actor if member is not None and not member.person else None

    def computer_place(self) -> int | None:
        """The place whose computer player must act now, or None."""
        seat = self.computer_seat()
        return None if seat is None else self.place_of_seat(seat)

    def computer_turn(self) -> ComputerTurn[Any] | None:
        """The turn of the computer player who must act now (what its seat may see), or None."""
        seat, state, table = self.computer_seat(), self.state, self.table
        if seat is None or state is None or table is None:
            return None
        rubber = table.rubber
        context = ScoreContext(rubber.game_score, rubber.games_won)
        return seat_turn(self.place_of_seat(seat), seat, view_of(state, seat, context),
                         agent_settings(self.config.agreements, self.config.computer, seat))

    def hint_position(self, place: int) -> HintPosition | None:
        """Where the member in ``place`` may ask the maxims: his seat acts now (the dealer for
        dummy too), or None. A computer partner's cards are read by his side's agreements."""
        seat, state, table = self.seat_of(place), self.state, self.table
        if seat is None or state is None or table is None or self.waiting or state.is_complete:
            return None
        if state.actor != seat:
            return None
        rubber = table.rubber
        partner = self.place_at(seat.partner)
        agreements = hint_agreements(self.config.agreements, self.config.computer, seat,
                                     partner is not None and not partner.person)
        return four_hand_position(state, seat, ScoreContext(rubber.game_score, rubber.games_won),
                                  agreements)

    def wants_next(self) -> bool:
        """True when a deal is over and nobody can say ``next``: the server deals on itself."""
        return (self.deal_over and not self.waiting and not self.persons_seated()
                and not self.table_over_for_good())

    def table_over_for_good(self) -> bool:
        """Computer-only tables stop after their rubber (so they never play forever)."""
        table = self.table
        return table is not None and table.is_over and not self.persons_seated()

    def propose_next(self) -> list[Event]:
        """Deal the next hand (or cut for the next rubber) when the deal in play is over."""
        table = self.table
        if table is None or not self.deal_over:
            raise Refused("wrong_phase", self.not_over_text())
        if table.is_over:
            return [self.cut_event(self.names())]
        return [NextEvent(check=self.next_deal_check(table))]

    def not_over_text(self) -> str:
        """Why ``next`` is refused: the deal in play is not over."""
        return "the deal in play is not over"

    def propose_member_next(self, seat: Seat) -> list[Event]:
        """A member's ``next``: refused while the deal in play is not over."""
        if not self.deal_over:
            raise Refused("wrong_phase", f"{seat} cannot deal the next hand: the deal in play is not over")
        return self.propose_next()

    # -- applying committed events ----------------------------------------------------------
    def apply_cut(self, event: CutEvent) -> None:
        """Cut for the next rubber and seat its four.

        :raises ReplayError: unless four are at the table and the cut deals as when it was played.
        """
        names = [m.name for m in self.members()]
        if len(names) != PLACES:
            raise ReplayError("a cut needs four players")
        table = self.cut(names)
        if event.check not in (None, self.deal_check(table)):
            raise ReplayError(f"rubber {len(self.rubbers) + 1} deals differently from when it was played")
        self.rubbers.append(table)
        by_name = {name: seat for seat, name in table.players.items()}
        self.seat_of_place = {m.place: by_name[m.name] for m in self.members()}

    def apply_next(self, event: NextEvent) -> None:
        """Deal the next hand.

        :raises ReplayError: unless a deal is over and deals as when it was played.
        """
        table = self.table
        if table is None or not self.deal_over or table.is_over:
            raise ReplayError("no deal to deal next")
        table.next_deal()
        if event.check not in (None, self.deal_check(table)):
            raise ReplayError(f"deal {table.deal_number} deals differently from when it was played")

    # -- helpers ----------------------------------------------------------------------------
    def cut(self, names: list[str]) -> T:  # pragma: no cover - overridden
        """The next rubber's table, cut by ``names``."""
        raise NotImplementedError

    def cut_event(self, names: list[str]) -> CutEvent:
        """The cut for the next rubber, with its first deal."""
        return CutEvent(rubber=len(self.rubbers) + 1, check=self.deal_check(self.cut(names)))

    @staticmethod
    def deal_check(table: Table | RefereedTable) -> str:
        """The deal in play and its dealer, to check a replay deals alike."""
        state = table.state
        return format_deal(state.deal, state.dealer)

    def next_dealer(self, table: T) -> Seat:
        """Who deals the next hand: the left-hand player."""
        return next_dealer(table.state.dealer)

    def next_deal_check(self, table: T) -> str:
        """The deal that ``next`` will deal, without touching ``table``: the same shuffle from a
        copy of the table's generator (:meth:`bridgewhist.table.Table.next_deal` deals with it)."""
        rng = random.Random()
        rng.setstate(table.rng.getstate())
        dealer = self.next_dealer(table)
        return format_deal(shuffle_cut_and_deal(dealer, rng).hands, dealer)


class Game(RubberGame[Table]):
    """A four-hand table in strict mode: only legal actions are accepted; claims and undo with
    the others' consent (:mod:`bridgewhist.web.tables.consent`)."""

    ask: Ask | None = None
    """The claim or undo waiting for the others' answers."""
    shown: Shown = Shown()
    """The hands shown by claims (:func:`~bridgewhist.web.tables.consent.shown_in_play`)."""

    def computer_seat(self) -> Seat | None:
        """The seat whose computer player must act now (nobody while an ask waits), or None."""
        return None if self.ask is not None else super().computer_seat()

    def propose_next(self) -> list[Event]:
        """Deal the next hand (or cut), unless an ask waits.

        :raises Refused: ``wrong_phase``.
        """
        if self.ask is not None:
            raise Refused("wrong_phase", f"{self.ask.seat.full_name}'s {self.ask.what} waits for the "
                          "others' answers")
        return super().propose_next()

    def apply_cut(self, event: CutEvent) -> None:
        """Cut for the next rubber; the rubber over keeps only what its record and score need
        (:meth:`bridgewhist.table.Table.compact`), so a table's memory grows by a record a
        rubber, not by every state of every deal played (issue 31, item 5)."""
        if self.rubbers and self.rubbers[-1].is_over:
            self.rubbers[-1].compact()
        super().apply_cut(event)

    def apply_consent(self, event: ConsentEvent) -> None:
        """A claim, an undo or an answer (:func:`~bridgewhist.web.tables.consent.apply_consent`)."""
        apply_consent(self, event)

    @property
    def deal_over(self) -> bool:
        """True when the deal in play is complete (False before the first cut)."""
        state = self.state
        return state is not None and state.is_complete

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
            return self.propose_member_next(seat)
        request = request_of(text)
        if request is not None:
            return propose_consent(self, seat, *request)
        if self.ask is not None:
            raise Refused("wrong_phase", f"{self.ask.seat.full_name}'s {self.ask.what} waits for the "
                          "others' answers: accept or play on first")
        try:
            action = parse_action(text)
        except NotationError as error:
            raise Refused("bad_action", str(error)) from None
        try:
            state.apply(action, by=seat)
        except IllegalActionError as error:
            raise Refused(error.reason.value, error.bare_message, law=error.law) from None
        return [SeatActionEvent(seat=seat.name, action=str(action))]

    def apply_action(self, event: SeatActionEvent | ActEvent | PlayerActionEvent) -> None:
        """A seat's action.

        :raises ReplayError: for another kind of action, or an action the rules refuse.
        """
        table = self.table
        if table is None:
            raise ReplayError("an action before the cut")
        if not isinstance(event, SeatActionEvent):
            raise ReplayError(f"event {self.seq + 1} is not a four-hand table's action")
        try:
            table.state.check(parse_action(event.action), by=Seat.parse(event.seat))
            table.apply(parse_action(event.action))
        except (IllegalActionError, NotationError) as error:
            raise ReplayError(f"action {event.action} is refused: {error}") from None

    def cut(self, names: list[str]) -> Table:
        """The next rubber's table: the four cut for partners and deal."""
        rubber = len(self.rubbers) + 1
        return Table.by_cutting(self.config.code, names, rubber_rng(self.config.seed, rubber),
                                seed=self.config.seed,
                                event=f"bridgewhist table {self.config.table_id}, rubber {rubber}")


__all__ = ["PLACES", "Game", "RubberGame"]
