"""A rubber at a table refereed under the laws: the deals in rotation, the record, the score.

:class:`RefereedTable` is the sibling of the core :class:`~bridgewhist.table.Table` for LAWS
enforcement, and like it the one mutable object over immutable states: each deal is a
:class:`~bridgewhist.referee.referee.Referee`, and any seat may make any act (a renounce, a lead
out of turn, an exposed card, "Having none?"...); the referee records it and puts the wronged
side's remedy before the player the code entitles (P104, A102, W102). When the referee is done
the deal's :meth:`~bridgewhist.referee.state.RefereeState.result` (revoke claims and penalty
tricks included) is scored; a deal annulled (``new-deal``) or void is not scored and the same
dealer deals again (P44, A42, W42), a deal played out passes the deal to the left (P34, A32,
W32). An act cannot be taken back except as the laws allow: there is no undo.

>>> import random
>>> from bridgewhist.acts import parse_act
>>> from bridgewhist.laws import load_law_code
>>> table = RefereedTable.by_cutting(load_law_code("english-1904"), ["Ann", "Bob", "Cy", "Di"],
...                                  random.Random(3))
>>> dealer = table.state.dealer
>>> table.apply_act(parse_act(f"{dealer.partner.name}: hearts")).pending.law     # P49
'english-1904 law 49'
>>> table.apply_act(parse_act(f"{dealer.left.name}: choose new-deal")).outcome
'new-deal'
>>> table.deal_over, table.next_dealer == dealer
(True, True)
>>> table.next_deal().dealer == dealer, table.deal_number, len(table.record().deals)
(True, 2, 2)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from bridgewhist.actions import Action
from bridgewhist.acts import Act
from bridgewhist.cutting import CutResult, Draw, cut_for_partners_and_deal
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.record import Record, RefereedDeal
from bridgewhist.referee.referee import Referee
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.table import TableError

__all__ = ["RefereedTable"]


class RefereedTable:
    """A rubber in play at one table, each deal refereed under the laws (LAWS enforcement).

    ``players`` names the seats; ``dealer`` deals first; ``rng`` shuffles and cuts every deal
    (the first is dealt at once). Acts go through :meth:`apply_act`; when the referee is done,
    :meth:`next_deal` scores the deal and deals the next until the rubber is over.
    """

    def __init__(
        self,
        code: LawCode | str,
        players: Mapping[Seat, str],
        rng: random.Random,
        *,
        dealer: Seat = Seat.S,
        seed: int | None = None,
        event: str = "",
        cut: CutResult | None = None,
    ) -> None:
        self.code = load_law_code(code) if isinstance(code, str) else code
        self.players: dict[Seat, str] = {Seat(seat): name for seat, name in players.items()}
        self.rng = rng
        self.seed = seed
        self.event = event
        self.cut = cut
        """The cut for partners and deal that seated the table, when it was cut for."""
        self.before: Referee | None = None
        """The referee before the last act (what the announcements compare with)."""
        self._rubber = Rubber(self.code)
        self._done: list[tuple[RefereedDeal, Referee]] = []
        self._dealt: Referee
        self._referee: Referee
        self._acts: list[Act] = []
        self._said: list[tuple[HandState, Action]] = []
        self._deal(Seat(dealer))

    @classmethod
    def by_cutting(
        cls,
        code: LawCode | str,
        names: Sequence[str],
        rng: random.Random,
        *,
        seed: int | None = None,
        event: str = "",
        draw: Draw | None = None,
    ) -> RefereedTable:
        """Cut for partners and deal (P14-20, A14-20, W14-20), seat the four and deal, as
        :meth:`bridgewhist.table.Table.by_cutting` does.

        :raises NotationError: unless ``names`` are four different names.
        """
        law_code = load_law_code(code) if isinstance(code, str) else code
        cut = cut_for_partners_and_deal(names, law_code, rng, draw=draw)
        seating = cut.seating()
        dealer = next(seat for seat, name in seating.items() if name == cut.dealer)
        return cls(law_code, seating, rng, dealer=dealer, seed=seed, event=event, cut=cut)

    def _deal(self, dealer: Seat) -> None:
        self._dealt = self._referee = Referee.start(self.code, dealer, rng=self.rng)
        self._acts = []
        self._said = []
        self.before = None

    # -- the deal in play -------------------------------------------------------------------
    @property
    def referee(self) -> Referee:
        """The deal in play, as the referee holds it."""
        return self._referee

    @property
    def acts(self) -> tuple[Act, ...]:
        """The acts made so far in the deal in play, in order."""
        return tuple(self._acts)

    @property
    def state(self) -> HandState:
        """The ordinary state of the deal in play (as the referee holds it)."""
        return self._referee.hand

    @property
    def states(self) -> tuple[HandState, ...]:
        """The states before each word of the declaration and doubling that took effect, then
        the state now."""
        return (*(before for before, _ in self._said), self._referee.hand)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The words of the declaration and doubling that took effect."""
        return tuple(action for _, action in self._said)

    @property
    def deal_number(self) -> int:
        """The deal in play, counting from 1 (annulled deals count: each was dealt)."""
        return len(self._done) + 1

    @property
    def rubber(self) -> Rubber:
        """The rubber scored so far, the deal in play included once the referee is done."""
        if self._referee.is_over:
            result = self._referee.result()
            if result is not None:
                return self._rubber.score(result)
        return self._rubber

    @property
    def is_over(self) -> bool:
        """True once the rubber is won: no further deal is dealt."""
        return self.rubber.is_over

    @property
    def deal_over(self) -> bool:
        """True once the referee is done: closed (claims settled), annulled or void."""
        return self._referee.is_over

    @property
    def next_dealer(self) -> Seat:
        """Who deals next: the left-hand player after a deal played out, else the same dealer
        (a new deal, P44, A42, W42; a deal out of turn made void, P36, A34, W34)."""
        referee = self._referee
        return referee.dealer.left if referee.outcome == "closed" else referee.dealer

    # -- acting -----------------------------------------------------------------------------
    def check_act(self, act: Act) -> Referee:
        """The referee after ``act``, the table unchanged.

        :raises IllegalActionError: for what is no act at all (see :meth:`Referee.apply`).
        """
        return self._referee.apply(act)

    def apply_act(self, act: Act) -> Referee:
        """Make ``act`` in the deal in play; the referee after it.

        :raises IllegalActionError: for what is no act at all (the table is unchanged).
        """
        before = self._referee
        after = before.apply(act)
        if (act.action is not None and before.hand.phase in (Phase.DECLARATION, Phase.DOUBLING)
                and after.hand != before.hand):
            self._said.append((before.hand, act.action))
        self.before, self._referee = before, after
        self._acts.append(act)
        return after

    def apply(self, action: Action) -> HandState:
        """Make an ordinary action as the act of the player who must make it (``state.actor``:
        the dealer for dummy), as :meth:`bridgewhist.table.Table.apply` does at a STRICT table;
        the ordinary state after it.

        :raises IllegalActionError: for what is no act at all (the table is unchanged).
        """
        return self.apply_act(Act(self.state.actor, action)).hand

    def next_deal(self) -> HandState:
        """Score the deal the referee is done with and deal the next (:attr:`next_dealer`).

        :raises TableError: while the referee is not done.
        :raises IllegalActionError: when the rubber is over.
        """
        referee = self._referee
        if not referee.is_over:
            raise TableError(f"deal {self.deal_number} is not finished: the referee is not done")
        rubber = self.rubber
        if rubber.is_over:
            raise IllegalActionError(Reason.GAME_OVER, f"the rubber is over: {rubber.rubber_over_text()}",
                                     law=self.code.cite("scoring", "games_to_win_rubber"))
        dealer = self.next_dealer
        self._done.append((self._deal_record(), referee))
        self._rubber = rubber
        self._deal(dealer)
        return self.state

    # -- the record -------------------------------------------------------------------------
    def _deal_record(self) -> RefereedDeal:
        dealt = self._dealt
        return RefereedDeal(dealt.dealer, dealt.hand.deal, tuple(self._acts))

    def finished(self) -> list[tuple[RefereedDeal, Referee]]:
        """The deals the referee is done with, each with its final referee (the one in play
        included once done)."""
        out = list(self._done)
        if self._referee.is_over:
            out.append((self._deal_record(), self._referee))
        return out

    def finished_record(self) -> Record:
        """The rubber's record of its finished refereed deals (never a deal still in play)."""
        return Record(self.code, tuple(deal for deal, _ in self.finished()), dict(self.players),
                      self.seed, self.event)

    def record(self) -> Record:
        """The rubber's record, the deal in play included as far as it has gone."""
        deals = [deal for deal, _ in self._done]
        deals.append(self._deal_record())
        return Record(self.code, tuple(deals), dict(self.players), self.seed, self.event)
