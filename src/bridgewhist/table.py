"""A table in play: the cut for partners and deal, the deals in rotation, undo, the record.

:class:`Table` is the one mutable object of the package: it keeps every state of the deal in
play (with undo and redo), the deals already finished and the rubber as scored so far, and
writes all of it as a :class:`~bridgewhist.notation.record.Record` that
:func:`~bridgewhist.notation.record.replay` rebuilds state for state. :func:`play_rubber`
plays a whole rubber with a ``choose`` function.

>>> import random
>>> from bridgewhist.agents import RandomAgent
>>> from bridgewhist.notation.record import replay
>>> record = play_rubber("english-1904", ["Ann", "Bob", "Cy", "Di"], 7,
...                      RandomAgent(random.Random(7)))
>>> rubber = replay(record).rubber
>>> rubber.is_over, sorted(rubber.games_won) in ([0, 2], [1, 2]), record.seed
(True, True, 7)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from bridgewhist.actions import Action
from bridgewhist.cutting import CutResult, Draw, cut_for_partners_and_deal
from bridgewhist.dealing import next_dealer, shuffle_cut_and_deal
from bridgewhist.errors import BridgeError, IllegalActionError, Reason
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.record import Deal, PlayedDeal, Record
from bridgewhist.rubber import SPADE_CONVENTION, Rubber
from bridgewhist.scoring import result_of
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, hand_from_deal

Choose = Callable[[HandState], Action]
"""A player (or four): given the state, the action of the seat that must act (``state.actor``)."""


class TableError(BridgeError, ValueError):
    """A table operation that cannot be done now: nothing to undo, a deal still in play..."""


def _code(code: LawCode | str) -> LawCode:
    return load_law_code(code) if isinstance(code, str) else code


class Table:
    """A rubber in play at one table, deal by deal.

    ``players`` names the seats; ``dealer`` deals first (the deal then goes to the left);
    ``rng`` shuffles and cuts every deal. The first deal is dealt at once. Actions go through
    :meth:`apply`; when a deal is complete it is scored, and :meth:`next_deal` deals the next
    one until the rubber is over.

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> table = Table("american-1905", {Seat.N: "Ann", Seat.E: "Bob", Seat.S: "Cy",
    ...                                  Seat.W: "Di"}, random.Random(1), dealer=Seat.S)
    >>> table.apply(parse_action("no-trumps")).turn.name
    'W'
    >>> table.undo().phase.name, table.redo().strain
    ('DECLARATION', 4)
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
        self.code = _code(code)
        self.players: dict[Seat, str] = {Seat(seat): name for seat, name in players.items()}
        self.rng = rng
        self.seed = seed
        self.event = event
        self.cut = cut
        """The cut for partners and deal that seated the table, when it was cut for."""
        self._finished: list[tuple[tuple[HandState, ...], tuple[Action, ...]]] = []
        self._rubber = Rubber(self.code)
        self._states: list[HandState] = []
        self._actions: list[Action] = []
        self._redo: list[tuple[Action, HandState]] = []
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
    ) -> Table:
        """Cut for partners and deal (P14-20, A14-20, W14-20), seat the four and deal.

        The lowest deals and sits South, his partner North, the higher adversary on his left.

        >>> import random
        >>> table = Table.by_cutting("english", ["Ann", "Bob", "Cy", "Di"], random.Random(3))
        >>> table.cut is not None and table.players[Seat.S] == table.cut.dealer
        True
        >>> table.state.dealer.name
        'S'

        :raises NotationError: unless ``names`` are four different names.
        """
        law_code = _code(code)
        cut = cut_for_partners_and_deal(names, law_code, rng, draw=draw)
        seating = cut.seating()
        dealer = next(seat for seat, name in seating.items() if name == cut.dealer)
        return cls(law_code, seating, rng, dealer=dealer, seed=seed, event=event, cut=cut)

    # -- the deal in play -------------------------------------------------------------------
    def _deal(self, dealer: Seat) -> None:
        dealt = shuffle_cut_and_deal(dealer, self.rng)
        self._states = [hand_from_deal(self.code, dealer, dealt.hands)]
        self._actions = []
        self._redo = []

    @property
    def state(self) -> HandState:
        """The state of the deal in play now."""
        return self._states[-1]

    @property
    def states(self) -> tuple[HandState, ...]:
        """Every state of the deal in play, from the deal to now."""
        return tuple(self._states)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions made so far in the deal in play, in order."""
        return tuple(self._actions)

    @property
    def deal_number(self) -> int:
        """The deal in play, counting from 1."""
        return len(self._finished) + 1

    @property
    def history(self) -> tuple[tuple[HandState, ...], ...]:
        """The states of every deal so far, the one in play last (as ``replay`` gives them)."""
        return (*(states for states, _ in self._finished), tuple(self._states))

    @property
    def rubber(self) -> Rubber:
        """The rubber scored so far, the deal in play included once it is complete."""
        if self.state.is_complete:
            return self._rubber.score(result_of(self.state))
        return self._rubber

    @property
    def is_over(self) -> bool:
        """True once the rubber is won: no further deal is dealt."""
        return self.rubber.is_over

    @property
    def abandoned(self) -> bool:
        """True when the deal in play is abandoned by the Spade Convention (house rule
        ``spade_convention``: an undoubled spade make is played only when either side has 20
        or more; :func:`~bridgewhist.rubber.spade_convention_abandons`)."""
        return self._rubber.abandons(self.state)

    @property
    def deal_over(self) -> bool:
        """True when the deal in play is complete or abandoned: :meth:`next_deal` may follow."""
        return self.state.is_complete or self.abandoned

    @property
    def can_undo(self) -> bool:
        """True when the deal in play has an action to take back."""
        return len(self._states) > 1

    @property
    def can_redo(self) -> bool:
        """True when an action taken back can be made again."""
        return bool(self._redo)

    def apply(self, action: Action) -> HandState:
        """Make one action in the deal in play; actions taken back can no longer be redone.

        :raises IllegalActionError: when the laws do not allow it now, or the hand is abandoned
            by the Spade Convention (the table is unchanged).
        """
        if self.abandoned:
            raise IllegalActionError(
                Reason.GAME_OVER, f"{action} is too late: the undoubled spade make is not played "
                f"while both sides have less than 20 ({SPADE_CONVENTION}); the deal passes",
                action=str(action), phase="play", law=SPADE_CONVENTION)
        state = self.state.apply(action)
        self._states.append(state)
        self._actions.append(action)
        self._redo.clear()
        return state

    def undo(self) -> HandState:
        """Take back the last action of the deal in play; the state before it.

        :raises TableError: at the start of a deal (a finished deal cannot be reopened).
        """
        if not self.can_undo:
            raise TableError(f"nothing to undo: deal {self.deal_number} has just been dealt")
        self._redo.append((self._actions.pop(), self._states.pop()))
        return self.state

    def redo(self) -> HandState:
        """Make again the last action taken back; the state after it.

        :raises TableError: when no action has been taken back since the last :meth:`apply`.
        """
        if not self._redo:
            raise TableError("nothing to redo")
        action, state = self._redo.pop()
        self._actions.append(action)
        self._states.append(state)
        return state

    def play_out(self, choose: Choose) -> HandState:
        """Apply ``choose(state)`` until the deal in play is complete (or abandoned by the
        Spade Convention); the final state.

        :raises IllegalActionError: when ``choose`` gives an action the laws refuse.
        """
        while not self.deal_over:
            self.apply(choose(self.state))
        return self.state

    def next_deal(self) -> HandState:
        """Score the completed deal and deal the next, the deal passing to the left (P34, A32, W32).

        A deal abandoned by the Spade Convention is not scored; the deal passes all the same.

        :raises TableError: while the deal in play is unfinished.
        :raises IllegalActionError: when the rubber is over.
        """
        if not self.deal_over:
            raise TableError(f"deal {self.deal_number} is not finished: "
                             f"{len(self.state.tricks)} of 13 tricks played")
        rubber = self.rubber
        if rubber.is_over:
            raise IllegalActionError(
                Reason.GAME_OVER, f"the rubber is over: {self.rubber.rubber_over_text()}",
                law=self.code.cite("scoring", "games_to_win_rubber"),
            )
        self._rubber = rubber
        self._finished.append((tuple(self._states), tuple(self._actions)))
        self._deal(next_dealer(self.state.dealer))
        return self.state

    def compact(self) -> None:
        """Once the rubber is over, keep of each of its deals only its first and last states:
        all its record and its score need (a server keeps a table's past rubbers for their
        records, and every state of every deal would grow with each one played). ``history``
        then holds those two states a deal.

        >>> import random
        >>> from bridgewhist.agents import RandomAgent
        >>> table = Table.by_cutting("english-1904", ["A", "B", "C", "D"], random.Random(5))
        >>> table.play_out(RandomAgent(random.Random(5))).is_complete
        True
        >>> while not table.is_over:
        ...     _ = table.next_deal(); _ = table.play_out(RandomAgent(random.Random(5)))
        >>> record, rubber = table.record(), table.rubber
        >>> table.compact()
        >>> table.record() == record, table.rubber == rubber, {len(s) for s in table.history}
        (True, True, {2})

        :raises TableError: while the rubber is not over.
        """
        if not self.is_over:
            raise TableError("only a rubber that is over is compacted: its deals are still played")
        self._finished = [((states[0], states[-1]), actions) for states, actions in self._finished]
        self._states = [self._states[0], self._states[-1]]
        self._redo = []

    # -- the record -------------------------------------------------------------------------
    def record(self) -> Record:
        """Every deal so far (the one in play last, however far it has gone) as a record."""
        deals: list[Deal] = []
        for states, actions in (*self._finished, (tuple(self._states), tuple(self._actions))):
            deals.append(PlayedDeal(states[0].dealer, states[0].deal, actions))
        return Record(self.code, tuple(deals), dict(self.players), self.seed, self.event)

    def finished_record(self) -> Record:
        """The record of the deals played to their end (never a deal in play, nor one abandoned).

        >>> table = Table("english-1904", {Seat.N: "A", Seat.E: "B", Seat.S: "C", Seat.W: "D"},
        ...               random.Random(1))
        >>> len(table.record().deals), len(table.finished_record().deals)
        (1, 0)
        """
        played = (*self._finished, (tuple(self._states), tuple(self._actions)))
        finished = [PlayedDeal(states[0].dealer, states[0].deal, actions)
                    for states, actions in played if states[-1].is_complete]
        return Record(self.code, tuple(finished), dict(self.players), self.seed, self.event)


def play_rubber(
    code: LawCode | str,
    players: Sequence[str],
    rng: random.Random | int,
    choose: Choose,
    *,
    event: str = "",
) -> Record:
    """Cut for partners and deal, then play deals with ``choose`` until the rubber is won.

    ``rng`` (or a seed, which the record keeps) cuts, shuffles and deals; ``choose`` makes
    every action. The record replays to the same states.

    >>> import random
    >>> from bridgewhist.agents import RandomAgent
    >>> record = play_rubber("american-1904", ["A", "B", "C", "D"], random.Random(2),
    ...                      RandomAgent(random.Random(2)))
    >>> sorted(record.players.values()), record.deals[0].dealer.name
    (['A', 'B', 'C', 'D'], 'S')

    :raises NotationError: unless ``players`` are four different names.
    :raises IllegalActionError: when ``choose`` gives an action the laws refuse.
    """
    seed = rng if isinstance(rng, int) else None
    generator = random.Random(rng) if isinstance(rng, int) else rng
    table = Table.by_cutting(code, players, generator, seed=seed, event=event)
    table.play_out(choose)
    while not table.is_over:
        table.next_deal()
        table.play_out(choose)
    return table.record()


__all__ = ["Choose", "Table", "TableError", "play_rubber"]
