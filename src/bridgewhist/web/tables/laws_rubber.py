"""A rubber at a club-laws web table: the core's :class:`~bridgewhist.table.Table` (the cut, the
seating, the shuffles) with each deal refereed by a :class:`~bridgewhist.referee.referee.Referee`.

At a club-laws table any member may make any act (a renounce, a lead out of turn, an exposed
card, "Having none?"...); the referee records it and puts the wronged side's remedy before the
player the code entitles (P104, A102, W102). When the referee is done the deal's
:meth:`~bridgewhist.referee.referee.Referee.result` (revoke claims and penalty tricks included) is
scored; a deal annulled (``new-deal``) or void is not scored and the same dealer deals again
(P44, A42, W42), a deal played out passes the deal to the left (P34, A32, W32).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> table = LawsTable.by_cutting(load_law_code("english-1904"), ["Ann", "Bob", "Cy", "Di"],
...                              random.Random(3))
>>> dealer = table.state.dealer
>>> table.apply_act(parse_act(f"{dealer.partner.name}: hearts")).pending is not None  # P49
True
>>> table.deal_over
False
"""

from __future__ import annotations

from typing import Any

from bridgewhist.actions import Action
from bridgewhist.acts import Act, parse_act
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.record import Record, RefereedDeal
from bridgewhist.referee.referee import Referee
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table, TableError


class LawsTable(Table):
    """A rubber whose deals are refereed under the laws (LAWS enforcement).

    ``referee`` is the deal in play; ``acts`` its acts so far; ``done`` the deals finished, each
    as its record and its final referee. ``state`` is the referee's ordinary state, so the
    views built for STRICT tables read it alike.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.acts: list[Act] = []
        self.done: list[tuple[RefereedDeal, Referee]] = []
        self._said: list[tuple[HandState, Action]] = []
        self.referee: Referee
        self.before: Referee | None = None
        """The referee before the last act (what the announcements compare with)."""
        super().__init__(*args, **kwargs)

    def _deal(self, dealer: Seat) -> None:
        super()._deal(dealer)
        self.referee = Referee.from_deal(self.code, dealer, self._states[0].deal)
        self.acts = []
        self._said = []
        self.before = None

    # -- what the STRICT views read ----------------------------------------------------------
    @property
    def state(self) -> HandState:
        """The ordinary state of the deal in play (as the referee holds it)."""
        return self.referee.hand

    @property
    def states(self) -> tuple[HandState, ...]:
        """The states before each word of the declaration and doubling that took effect, then
        the state now (what :func:`bridgewhist.web.views.four_hand.spoken` reads)."""
        return (*(before for before, _ in self._said), self.referee.hand)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The words of the declaration and doubling that took effect."""
        return tuple(action for _, action in self._said)

    @property
    def deal_number(self) -> int:
        """The deal in play, counting from 1 (annulled deals count: each was dealt)."""
        return len(self.done) + 1

    @property
    def rubber(self) -> Rubber:
        """The rubber scored so far, the deal in play included once the referee is done."""
        if self.referee.is_over:
            result = self.referee.result()
            if result is not None:
                return self._rubber.score(result)
        return self._rubber

    @property
    def abandoned(self) -> bool:
        """Never: club-laws tables do not play the Spade Convention (refused at creation)."""
        return False

    @property
    def deal_over(self) -> bool:
        """True once the referee is done: closed (claims settled), annulled or void."""
        return self.referee.is_over

    @property
    def can_undo(self) -> bool:
        """Never: an act at a club-laws table cannot be taken back except as the laws allow."""
        return False

    @property
    def next_dealer(self) -> Seat:
        """Who deals next: the left-hand player after a deal played out, else the same dealer
        (a new deal, P44, A42, W42; a deal out of turn made void, P36, A34, W34)."""
        referee = self.referee
        return referee.dealer.left if referee.outcome == "closed" else referee.dealer

    # -- acting -----------------------------------------------------------------------------
    def check_act(self, act: Act) -> Referee:
        """The referee after ``act``, the table unchanged.

        :raises IllegalActionError: for what is no act at all (see :meth:`Referee.apply`).
        """
        return self.referee.apply(act)

    def apply_act(self, act: Act) -> Referee:
        """Make ``act`` in the deal in play; the referee after it.

        :raises IllegalActionError: for what is no act at all (the table is unchanged).
        """
        before = self.referee
        after = before.apply(act)
        if (act.action is not None and before.hand.phase in (Phase.DECLARATION, Phase.DOUBLING)
                and after.hand != before.hand):
            self._said.append((before.hand, act.action))
        self.before, self.referee = before, after
        self.acts.append(act)
        return after

    def apply(self, action: Action) -> HandState:
        """Not used at a club-laws table: acts go through :meth:`apply_act`.

        :raises TableError: always.
        """
        raise TableError(f"{action}: a club-laws table takes acts (apply_act), not actions")

    def next_deal(self) -> HandState:
        """Score the deal the referee is done with and deal the next (:attr:`next_dealer`).

        :raises TableError: while the referee is not done.
        :raises IllegalActionError: when the rubber is over.
        """
        referee = self.referee
        if not referee.is_over:
            raise TableError(f"deal {self.deal_number} is not finished: the referee is not done")
        rubber = self.rubber
        if rubber.is_over:
            raise IllegalActionError(Reason.GAME_OVER, f"the rubber is over: {rubber.rubber_over_text()}",
                                     law=self.code.cite("scoring", "games_to_win_rubber"))
        dealer = self.next_dealer
        self.done.append((self._record_of_deal(), referee))
        self._rubber = rubber
        self._deal(dealer)
        return self.state

    def _record_of_deal(self) -> RefereedDeal:
        start = self._states[0]
        return RefereedDeal(start.dealer, start.deal, tuple(self.acts))

    def finished(self) -> list[tuple[RefereedDeal, Referee]]:
        """The deals the referee is done with, the one in play included once done."""
        out = list(self.done)
        if self.referee.is_over:
            out.append((self._record_of_deal(), self.referee))
        return out

    def finished_record(self) -> Record:
        """The rubber's record of its finished refereed deals (never the deal in play)."""
        return Record(self.code, tuple(deal for deal, _ in self.finished()), dict(self.players),
                      self.seed, self.event)

    def record(self) -> Record:
        """The rubber's record, the deal in play included as far as it has gone."""
        deals = [deal for deal, _ in self.done]
        deals.append(self._record_of_deal())
        return Record(self.code, tuple(deals), dict(self.players), self.seed, self.event)


__all__ = ["LawsTable", "parse_act"]
