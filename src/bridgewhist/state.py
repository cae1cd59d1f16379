"""One deal as an immutable state: declaration, doubling, play, result.

:class:`HandState` is a frozen tuple; :meth:`HandState.apply` returns a new state and never
changes the old one. Each phase's rules live in :mod:`bridgewhist.phases`; this module holds
the state's shape and dispatches to them.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.actions import parse_action
>>> state = new_hand(load_law_code("american-1905"), Seat.S, rng=random.Random(1))
>>> state.phase.name, state.turn.name, [str(a) for a in state.legal_actions()]
('DECLARATION', 'S', ['spades', 'hearts', 'diamonds', 'clubs', 'no-trumps', 'leave'])
>>> state = state.apply(parse_action("no-trumps")).apply(parse_action("May I lead?"))
>>> state.turn.name, [str(a) for a in state.legal_actions()]
('E', ['double', 'satisfied'])
>>> state.apply(parse_action("hearts"))
Traceback (most recent call last):
...
bridgewhist.errors.IllegalActionError: E cannot declare hearts: the declaration is made; \
E must double or be satisfied (american-1905 law 49)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from bridgewhist.actions import Action, ActionKind
from bridgewhist.cards import LANE, CardSet, Hands, Strain
from bridgewhist.dealing import dealt_hands
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.phases import declaration, doubling, play
from bridgewhist.phases.stages import PHASES as PHASES
from bridgewhist.phases.stages import Phase as Phase
from bridgewhist.phases.stages import Trick as Trick
from bridgewhist.seats import Seat, Side

SEATS = tuple(Seat)
SEAT_LEFT = tuple(Seat((s + 1) & 3) for s in range(4))
SIDES = tuple(Side)

_apply_play = play.apply_play
_LANE_ACTIONS = play.LANE_ACTIONS
_SPADE_ACTIONS, _HEART_ACTIONS, _DIAMOND_ACTIONS, _CLUB_ACTIONS = _LANE_ACTIONS


class HandState(NamedTuple):
    """The whole state of one deal. Build it with :func:`new_hand` or :func:`hand_from_deal`.

    Seats are :class:`Seat`; ``strain`` and ``maker`` are -1 until the declaration is made;
    ``hands`` are the cards still held (card-set ints); ``deal`` the hands as dealt.
    """

    code: LawCode
    dealer: Seat
    deal: Hands
    hands: Hands
    phase: Phase
    turn: Seat
    strain: int
    maker: int
    left_to_partner: bool
    doubles: int
    doubling_side: int
    doubling_first: int
    doubling_asked: bool
    last_doublers: tuple[int, int]
    leader: Seat
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    won: tuple[int, int]
    dummy_exposed: bool

    def _set(self, **changes: object) -> HandState:
        """A copy with some fields changed (a faster ``_replace`` for the phase modules)."""
        values = list(self)
        for name, value in changes.items():
            values[_FIELD_INDEX[name]] = value
        return tuple.__new__(HandState, values)

    # -- who is who ---------------------------------------------------------------------
    @property
    def eldest(self) -> Seat:
        """The eldest hand (the leader): the dealer's left-hand adversary."""
        return SEAT_LEFT[self.dealer]

    @property
    def pone(self) -> Seat:
        """The dealer's right-hand adversary."""
        return self.dealer.right

    @property
    def dummy(self) -> Seat:
        """The dealer's partner, whose hand is dummy once it is exposed."""
        return self.dealer.partner

    @property
    def dealer_side(self) -> Side:
        """The dealer and his partner."""
        return self.dealer.side

    @property
    def actor(self) -> Seat:
        """The seat whose player must act now: the dealer plays dummy's cards in dummy's turn."""
        if self.phase == Phase.PLAY and self.turn == self.dealer.partner:
            return self.dealer
        return self.turn

    @property
    def trump(self) -> Strain | None:
        """The declared strain, or None before the declaration."""
        return None if self.strain < 0 else Strain(self.strain)

    @property
    def multiplier(self) -> int:
        """2 to the number of doubles (P53, A50, W50)."""
        return 1 << self.doubles

    @property
    def is_complete(self) -> bool:
        """True once the thirteenth trick is turned."""
        return self.phase == Phase.COMPLETE

    def hand(self, seat: Seat) -> CardSet:
        """The cards a seat still holds."""
        return CardSet(self.hands[seat])

    def dealt(self, seat: Seat) -> CardSet:
        """The thirteen cards a seat was dealt."""
        return CardSet(self.deal[seat])

    @property
    def played(self) -> CardSet:
        """Every card played so far, the current trick included."""
        mask = 0
        for dealt, held in zip(self.deal, self.hands, strict=True):
            mask |= dealt & ~held
        return CardSet(mask)

    def tricks_won_by(self, side: Side) -> int:
        """Tricks turned so far by one side."""
        return self.won[side]

    # -- the three verbs ----------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the law allows now, in a stable order (empty once complete)."""
        phase = self.phase
        if phase == _PLAY:
            # legal_plays inlined: this is the hot path of every playout.
            hand = self.hands[self.turn]
            trick = self.trick
            if trick:
                led = trick[0] >> 4
                lane = (hand >> (led << 4)) & LANE
                if lane:
                    return _LANE_ACTIONS[led][lane]
            return (_SPADE_ACTIONS[hand & LANE] + _HEART_ACTIONS[(hand >> 16) & LANE]
                    + _DIAMOND_ACTIONS[(hand >> 32) & LANE] + _CLUB_ACTIONS[hand >> 48])
        if phase == Phase.DECLARATION:
            return declaration.legal_actions(self)
        if phase == Phase.DOUBLING:
            return doubling.legal_actions(self)
        return ()

    def check(self, action: Action, *, by: Seat | None = None) -> None:
        """Do nothing if ``action`` is legal now (and, given ``by``, that seat may make it).

        :raises IllegalActionError: with the :class:`~bridgewhist.errors.Reason`, the
            action, the phase and the law, when it is not.
        """
        if by is not None:
            self._check_actor(action, by)
        self._apply(action, check_only=True)

    def is_legal(self, action: Action, *, by: Seat | None = None) -> bool:
        """True if :meth:`check` would pass."""
        try:
            self.check(action, by=by)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action, *, by: Seat | None = None) -> HandState:
        """The state after ``action`` (this state is unchanged).

        ``by``, when given, is the seat of the player making the action: anyone but
        :attr:`actor` is refused with ``Reason.NOT_YOUR_TURN`` (the dealer acts for dummy).

        :raises IllegalActionError: when the action is not allowed now.
        """
        if by is not None:
            self._check_actor(action, by)
        if self.phase == _PLAY and action.kind == _PLAY_KIND:
            return _apply_play(self, action.value)
        result = self._apply(action, check_only=False)
        assert result is not None
        return result

    def _check_actor(self, action: Action, by: Seat) -> None:
        actor = self.actor
        if by == actor or self.phase == Phase.COMPLETE:
            return
        if self.phase == Phase.PLAY and by == self.dealer.partner:
            why = f"{by} is dummy: the dealer plays dummy's cards"
            law = self.code.cite("dummy", "dealer_plays_dummy")
        else:
            why = f"it is {actor}'s turn" + (
                " to play dummy's card" if actor != self.turn else "")
            law = None
        raise IllegalActionError(
            Reason.DUMMY_CANNOT_ACT if law else Reason.NOT_YOUR_TURN,
            f"{by} cannot {_verb(action)}: {why}", action=str(action),
            phase=self.phase.name.lower(), law=law,
        )

    def _apply(self, action: Action, *, check_only: bool) -> HandState | None:
        phase = self.phase
        if phase == Phase.COMPLETE:
            raise IllegalActionError(
                Reason.GAME_OVER, f"{action} is too late: all thirteen tricks have been played",
                action=str(action), phase=phase.name.lower(),
            )
        if phase == Phase.DECLARATION:
            return declaration.apply(self, action, check_only)
        if phase == Phase.DOUBLING:
            return doubling.apply(self, action, check_only)
        if action.kind != ActionKind.PLAY:
            raise IllegalActionError(
                Reason.WRONG_PHASE,
                f"{self.actor} cannot {_verb(action)}: the play has begun; "
                f"{self.turn} must play a card",
                action=str(action), phase="play",
                law=self.code.cite("declaration", "declaration_final")
                if action.kind in (ActionKind.DECLARE, ActionKind.LEAVE)
                else self.code.cite("doubling", "play_begins_when_satisfied"),
            )
        if check_only:
            play.check_play(self, action.value)
            return None
        return play.apply_play(self, action.value)


_FIELD_INDEX = {name: index for index, name in enumerate(HandState._fields)}


def _verb(action: Action) -> str:
    kind = action.kind
    if kind == ActionKind.DECLARE:
        return f"declare {action}"
    if kind == ActionKind.LEAVE:
        return "leave the declaration to his partner"
    if kind == ActionKind.DOUBLE:
        return "double"
    if kind == ActionKind.SATISFIED:
        return "say satisfied"
    return f"play {action}"


def hand_from_deal(code: LawCode, dealer: Seat, hands: Hands) -> HandState:
    """The state at the start of a deal whose four hands are known.

    :raises ValueError: unless the hands are four disjoint sets of thirteen cards.
    """
    seen = 0
    for seat, mask in zip(SEATS, hands, strict=True):
        if mask.bit_count() != 13 or mask & seen:
            raise ValueError(f"{seat.full_name}'s hand is not thirteen fresh cards: {CardSet(mask)}")
        seen |= mask
    return _start(code, dealer, (hands[0], hands[1], hands[2], hands[3]))


def _start(code: LawCode, dealer: Seat | int, dealt: Hands) -> HandState:
    """The state before the declaration, built as a plain tuple (no keyword parsing)."""
    seat = dealer if type(dealer) is Seat else Seat(dealer)
    return tuple.__new__(HandState, (
        code, seat, dealt, dealt, _DECLARATION, seat, -1, -1, False, 0, -1, -1, False,
        (-1, -1), SEAT_LEFT[dealer], (), (), (0, 0), False,
    ))


def new_hand(code: LawCode, dealer: Seat, *, rng: random.Random) -> HandState:
    """Shuffle, cut and deal with ``rng`` (P34-38, A32-36, W32-36), then start the deal."""
    # dealt_hands deals exactly what shuffle_cut_and_deal deals, and always thirteen fresh
    # cards to each hand, so hand_from_deal's check is skipped.
    return _start(code, dealer, dealt_hands(dealer, rng))


_DECLARATION = Phase.DECLARATION
_PLAY = Phase.PLAY
_PLAY_KIND = ActionKind.PLAY
