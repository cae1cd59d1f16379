"""A club-laws web table (mode ``laws``): the four-handed table's event log
(:class:`~bridgewhist.web.tables.four_hand.RubberGame`) with each deal refereed
(:class:`~bridgewhist.referee.table.RefereedTable`).

A member may make any act in his own seat's name, in turn or not: a card (a renounce or a card
out of turn is an irregularity the referee rules on), a declaration or double, ``having-none``
(asking partner, P63 P92, A62 A90, W62a W90), ``expose SK``, ``correct SK`` (a renounce taken
back before it is established, P94, A91, W91) or ``choose KEY`` (the option of a ruling waiting
for him). Each accepted act is one ``action`` event ``{"seat", "act"}``; replaying the events
rebuilds every referee exactly. Computer players act through
:func:`~bridgewhist.agents.base.referee_chooser`, in the worker pool, from their seat's view
(:func:`~bridgewhist.web.computer.laws_turn`).

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.web.tables.places import TableConfig
>>> game = LawsGame(TableConfig("t1", load_law_code("english-1904"), mode="laws", seed=5))
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     for event in game.propose_join(name, person=True, token_hash=name):
...         game.apply(event)
>>> dummy = game.state.dealer.partner
>>> place = next(p for p, s in game.seat_of_place.items() if s == dummy)
>>> events = game.propose_action(place, "hearts")   # dummy declares unasked (P49)
>>> events[0].act == f"{dummy.name}: hearts"
True
>>> game.apply(events[0]); game.table.referee.pending.law
'english-1904 law 49'
"""

from __future__ import annotations

from typing import Any

from bridgewhist.acts import Act, Verb, parse_act
from bridgewhist.agents.claims import claim_is_right, tricks_left
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.referee.referee import Referee
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.view import ScoreContext
from bridgewhist.web.computer import ComputerTurn, laws_turn
from bridgewhist.web.hints import HintPosition
from bridgewhist.web.table_agreements import agent_settings
from bridgewhist.web.tables.events import ActEvent, Event, PlayerActionEvent, ReplayError, SeatActionEvent
from bridgewhist.web.tables.four_hand import RubberGame
from bridgewhist.web.tables.places import NEXT, Refused, rubber_rng


def member_act(seat: Seat, text: str) -> Act:
    """A member's act from its text: ``"HK"``, ``"having-none"``, ``"choose call-card"``, or the
    full form ``"S: HK"`` (the seat must then be the member's own).

    >>> str(member_act(Seat.S, "expose SK")), str(member_act(Seat.S, "S: HK"))
    ('S: expose SK', 'S: HK')

    :raises Refused: ``bad_action`` (unreadable) or ``not_your_seat``.
    """
    body = text.strip()
    head, colon, rest = body.partition(":")
    if colon:
        try:
            named = Seat.parse(head.strip())
        except NotationError as error:
            raise Refused("bad_action", str(error)) from None
        if named != seat:
            raise Refused("not_your_seat", f"{text!r}: you sit {seat.full_name} and act only in "
                          f"{seat.full_name}'s name")
        body = rest.strip()
    try:
        return parse_act(f"{seat.name}: {body}")
    except NotationError as error:
        raise Refused("bad_action", str(error)) from None


class LawsGame(RubberGame[RefereedTable]):
    """A club-laws table: the same places, cuts and rubbers, each deal refereed."""

    @property
    def referee(self) -> Referee | None:
        """The deal in play as the referee holds it (None before the first cut)."""
        table = self.table
        return None if table is None else table.referee

    @property
    def deal_over(self) -> bool:
        """True once the referee is done with the deal in play (False before the first cut)."""
        table = self.table
        return table is not None and table.deal_over

    def not_over_text(self) -> str:
        """Why ``next`` is refused: the referee is not done."""
        return "the deal in play is not over (the referee is not done)"

    def hint_position(self, place: int) -> HintPosition | None:
        """Never: a club-laws table offers no hint (each player is on his own under the laws)."""
        return None

    def computer_seat(self) -> Seat | None:
        """The seat whose computer player must act now (a ruling's chooser or the player in
        turn, the dealer for dummy), or None."""
        referee = self.referee
        if referee is None or referee.is_over or self.waiting:
            return None
        seat = referee.to_act
        member = None if seat is None else self.place_at(seat)
        return seat if member is not None and not member.person else None

    def computer_turn(self) -> ComputerTurn[Any] | None:
        """The turn of the computer player who must act now: the referee and the score (it
        decides from its seat's view), or None."""
        seat, table = self.computer_seat(), self.table
        if seat is None or table is None:
            return None
        rubber = table.rubber
        return laws_turn(self.place_of_seat(seat), seat, table.referee,
                         ScoreContext(rubber.game_score, rubber.games_won),
                         agent_settings(self.config.agreements, self.config.computer, seat))

    def propose_action(self, place: int, text: str) -> list[Event]:
        """The event of a member's act (any act, regular or not), checked by the referee.

        :raises Refused: ``not_started``, ``bad_action``, ``not_your_seat`` or the referee's
            reason (``card_not_held``, ``wrong_phase``...) with its message and law.
        """
        table = self.table
        if table is None or self.waiting:
            raise Refused("not_started", "the table is waiting for players: no action can be made yet")
        seat = self.seat_of_place[place]
        if text.strip().lower() == NEXT:
            return self.propose_member_next(seat)
        if text.strip().lower() == "undo":
            raise Refused("no_undo", "there is no undo at a club-laws table: a card played is played "
                          "(only a renounce may be corrected, as the laws allow)")
        act = member_act(seat, text)
        try:
            table.check_act(act)
        except IllegalActionError as error:
            raise Refused(error.reason.value, error.bare_message, law=error.law) from None
        return [ActEvent(seat=seat.name, act=str(act)), *self.computer_concessions(table.referee.apply(act))]

    def computer_concessions(self, referee: Referee) -> list[Event]:
        """The computer adversaries' concessions of the dealer's claim of the rest, once it stands
        and no ruling waits: each concedes only when the claim is right by double dummy
        (:func:`~bridgewhist.agents.claims.claim_is_right`), else plays on (P75-77, A74, W74)."""
        hand = referee.hand
        if not referee.rest_claimed or referee.pending is not None or referee.is_over \
                or hand.phase != Phase.PLAY:
            return []
        events: list[Event] = []
        for seat in (referee.dealer.left, referee.dealer.right):
            member = self.place_at(seat)
            if member is None or member.person or seat in referee.conceded:
                continue
            if claim_is_right(hand, referee.dealer.side, tricks_left(hand)) is not True:
                return events
            act = Act(seat, verb=Verb.CONCEDE)
            referee = referee.apply(act)
            events.append(ActEvent(seat=seat.name, act=str(act)))
        return events

    def apply_action(self, event: SeatActionEvent | ActEvent | PlayerActionEvent) -> None:
        """A seat's act, regular or not.

        :raises ReplayError: for another kind of action, an act in another seat's name, or
            what is no act at all.
        """
        table = self.table
        if table is None:
            raise ReplayError("an act before the cut")
        if not isinstance(event, ActEvent):
            raise ReplayError(f"event {self.seq + 1} is not a club-laws table's act")
        try:
            act = parse_act(event.act)
            if act.seat != Seat.parse(event.seat):
                raise ReplayError(f"act {event.act} is not in {event.seat}'s name")
            table.apply_act(act)
        except (IllegalActionError, NotationError) as error:
            raise ReplayError(f"act {event.act} is refused: {error}") from None

    def cut(self, names: list[str]) -> RefereedTable:
        """The next rubber's table, each deal refereed."""
        rubber = len(self.rubbers) + 1
        return RefereedTable.by_cutting(self.config.code, names, rubber_rng(self.config.seed, rubber),
                                        seed=self.config.seed,
                                        event=f"bridgewhist club-laws table {self.config.table_id}, "
                                              f"rubber {rubber}")

    def next_dealer(self, table: RefereedTable) -> Seat:
        """Who deals next: the dealer the referee's outcome names (:attr:`RefereedTable.next_dealer`)."""
        return table.next_dealer


__all__ = ["LawsGame", "member_act"]
