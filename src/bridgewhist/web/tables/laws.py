"""A club-laws web table (mode ``laws``): the event log of :class:`~bridgewhist.web.tables.four_hand.Game`
with each deal refereed (:class:`~bridgewhist.referee.table.RefereedTable`).

A member may make any act in his own seat's name, in turn or not: a card (a renounce or a card
out of turn is an irregularity the referee rules on), a declaration or double, ``having-none``
(asking partner, P63 P92, A62 A90, W62a W90), ``expose SK``, ``correct SK`` (a renounce taken
back before it is established, P94, A91, W91) or ``choose KEY`` (the option of a ruling waiting
for him). Each accepted act is one ``action`` event ``{"seat", "act"}``; replaying the events
rebuilds every referee exactly. Computer players act through
:func:`~bridgewhist.agents.base.referee_chooser`, in the worker pool, from their seat's view.

>>> from bridgewhist.laws import load_law_code
>>> game = make_game(TableConfig("t1", load_law_code("english-1904"), mode="laws", seed=5))
>>> for name in ("Ann", "Bob", "Cy", "Di"):
...     for event in game.propose_join(name, person=True, token_hash=name):
...         game.apply(event)
>>> dummy = game.state.dealer.partner
>>> place = next(p for p, s in game.seat_of_place.items() if s == dummy)
>>> events = game.propose_action(place, "hearts")   # dummy declares unasked (P49)
>>> events[0]["act"] == f"{dummy.name}: hearts"
True
>>> game.apply(events[0]); game.table.referee.pending.law
'english-1904 law 49'
"""

from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING

from bridgewhist.acts import Act, parse_act
from bridgewhist.agents import ScoreContext, make_agent
from bridgewhist.agents.base import referee_chooser
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.referee.referee import Referee
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.table import Table
from bridgewhist.web.computer import LOG, _settings
from bridgewhist.web.tables.four_hand import NEXT, Event, Game, Refused, ReplayError, TableConfig, _rubber_rng

if TYPE_CHECKING:
    from bridgewhist.web.hub import Hub, Room


def make_game(config: TableConfig) -> Game:
    """The game of a table: refereed (:class:`LawsGame`) in mode ``laws``, else STRICT."""
    return LawsGame(config) if config.mode == "laws" else Game(config)


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


class LawsGame(Game):
    """A club-laws table: the same places, cuts and rubbers, each deal refereed."""

    @property
    def laws_table(self) -> RefereedTable | None:
        """The rubber in play, refereed (None before the first cut)."""
        table = self.table
        assert table is None or isinstance(table, RefereedTable)
        return table

    @property
    def referee(self) -> Referee | None:
        """The deal in play as the referee holds it (None before the first cut)."""
        table = self.laws_table
        return None if table is None else table.referee

    @property
    def status(self) -> str:
        """``waiting``, ``playing`` or ``over`` (a finished rubber, until ``next``)."""
        table = self.laws_table
        if table is None:
            return "waiting"
        if table.deal_over and table.is_over:
            return "over"
        return "waiting" if self.waiting else "playing"

    def computer_to_act(self) -> Seat | None:
        """The seat whose computer player must act now (a ruling's chooser or the player in
        turn, the dealer for dummy), or None."""
        referee = self.referee
        if referee is None or referee.is_over or self.waiting:
            return None
        seat = referee.to_act
        member = None if seat is None else self.place_at(seat)
        return seat if member is not None and not member.person else None

    def wants_next(self) -> bool:
        """True when the referee is done and nobody can say ``next``: the server deals on."""
        table = self.laws_table
        return (table is not None and table.deal_over and not self.waiting
                and not self.persons_seated() and not self.table_over_for_good())

    def propose_action(self, place: int, text: str) -> list[Event]:
        """The event of a member's act (any act, regular or not), checked by the referee.

        :raises Refused: ``not_started``, ``bad_action``, ``not_your_seat`` or the referee's
            reason (``card_not_held``, ``wrong_phase``...) with its message and law.
        """
        table = self.laws_table
        if table is None or self.waiting:
            raise Refused("not_started", "the table is waiting for players: no action can be made yet")
        seat = self.seat_of_place[place]
        if text.strip().lower() == NEXT:
            return self._propose_next(seat)
        act = member_act(seat, text)
        try:
            table.check_act(act)
        except IllegalActionError as error:
            raise Refused(error.reason.value, error.bare_message, law=error.law) from None
        return [{"kind": "action", "seat": seat.name, "act": str(act)}]

    def propose_next(self) -> list[Event]:
        """Deal the next hand (or cut for the next rubber) once the referee is done."""
        table = self.laws_table
        if table is None or not table.deal_over:
            raise Refused("wrong_phase", "the deal in play is not over (the referee is not done)")
        if table.is_over:
            return [self._cut_event(self.names())]
        return [{"kind": "next", "check": self._next_deal_check(table)}]

    def _propose_next(self, seat: Seat) -> list[Event]:
        table = self.laws_table
        if table is None or not table.deal_over:
            raise Refused("wrong_phase", f"{seat} cannot deal the next hand: the deal in play is not over")
        return self.propose_next()

    def _apply_action(self, event: Event) -> None:
        table = self.laws_table
        if table is None:
            raise ReplayError("an act before the cut")
        try:
            act = parse_act(str(event["act"]))
            if act.seat != Seat.parse(str(event["seat"])):
                raise ReplayError(f"act {event['act']} is not in {event['seat']}'s name")
            table.apply_act(act)
        except (IllegalActionError, NotationError) as error:
            raise ReplayError(f"act {event['act']} is refused: {error}") from None

    def _apply_next(self, event: Event) -> None:
        table = self.laws_table
        if table is None or not table.deal_over or table.is_over:
            raise ReplayError("no deal to deal next")
        table.next_deal()
        if event.get("check") not in (None, self._deal_check(table)):
            raise ReplayError(f"deal {table.deal_number} deals differently from when it was played")

    def _cut(self, names: list[str]) -> RefereedTable:
        rubber = len(self.rubbers) + 1
        return RefereedTable.by_cutting(self.config.code, names, _rubber_rng(self.config.seed, rubber),
                                        seed=self.config.seed,
                                        event=f"bridgewhist club-laws table {self.config.table_id}, "
                                              f"rubber {rubber}")

    @staticmethod
    def _next_deal_check(table: Table | RefereedTable) -> str:
        """The deal ``next`` will deal, from a copy of the table's generator, by the dealer the
        referee's outcome names (:attr:`RefereedTable.next_dealer`)."""
        from bridgewhist.cards import format_deal
        from bridgewhist.dealing import shuffle_cut_and_deal

        assert isinstance(table, RefereedTable)
        rng = random.Random()
        rng.setstate(table.rng.getstate())
        dealer = table.next_dealer
        return format_deal(shuffle_cut_and_deal(dealer, rng).hands, dealer)


# -- computer players -------------------------------------------------------------------------
def think_laws(name: str, seed: str, referee: Referee, context: ScoreContext, budget: float) -> str:
    """Run in a worker: the computer player's act (its answer to a ruling waiting for it, else
    its act in turn obeying every penalty binding it), as text. The agent sees only its seat's
    view (:func:`~bridgewhist.agents.base.referee_chooser`)."""
    agent = make_agent(name, random.Random(seed), **_settings(name, budget))
    return str(referee_chooser({seat: agent for seat in Seat}, context)(referee))


async def computer_turn(hub: Hub, room: Room) -> None:
    """The computer player whose turn it is at a club-laws table acts (or the server deals on)."""
    game = room.game
    assert isinstance(game, LawsGame)
    if game.wants_next():
        async with room.lock:
            if game.wants_next():
                await hub.commit(room, game.propose_next())
        return
    seat = game.computer_to_act()
    table = game.laws_table
    if seat is None or table is None:
        return
    seq = game.seq
    referee = table.referee
    rubber = table.rubber
    context = ScoreContext(rubber.game_score, rubber.games_won)
    thinkers = hub.thinkers
    loop = asyncio.get_running_loop()
    future = loop.run_in_executor(thinkers.pool, think_laws, game.config.computer,
                                  f"{game.config.seed}:{seq}:{seat.name}", referee, context, thinkers.budget)
    try:
        text = await asyncio.wait_for(future, thinkers.budget)
    except Exception as error:  # overran or failed: the first regular act
        LOG.warning("computer player %s failed at a club-laws table (%s); it makes its first legal act",
                    game.config.computer, type(error).__name__)
        text = str(referee.legal_acts()[0])
    async with room.lock:
        if room.game is not game or game.seq != seq:
            return  # the table moved on while it thought: think again
        place = next(p for p, s in game.seat_of_place.items() if s == seat)
        await hub.commit(room, game.propose_action(place, text))


__all__ = ["LawsGame", "computer_turn", "make_game", "member_act", "think_laws"]
