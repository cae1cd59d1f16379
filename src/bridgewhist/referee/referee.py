"""The table referee: one deal under LAWS enforcement, over the immutable :class:`HandState`.

A :class:`Referee` wraps the ordinary state. Any seat may make any :class:`Act`: a legal act
goes through as in STRICT play; an irregular one (a revoke, a lead out of turn, an exposed
card, a declaration or double by the wrong player...) is recorded as an :class:`Event` and,
where the code gives someone a choice, a :class:`~bridgewhist.referee.events.Ruling` waits for exactly
that player (the *penalty phase*): the play waits until he chooses (P104, A102, W102), while the
acts the laws provide for at that moment are taken (a look at one's cards, "Having none?", the
trick quitted, a card to a false lead...: :data:`~bridgewhist.referee.dispatch.PENDING_RULES`).
Called cards and suits are :class:`~bridgewhist.referee.events.Obligation` values enforced at every
later turn until carried out; failing to comply when able is itself penalised as the code says
(P79, A75, W75). Established revokes are claimed at the end of the hand and flow, with
american-1904's law 77 trick, into :func:`bridgewhist.scoring.score_deal` via :meth:`result`.

The rules of each chapter live in :mod:`bridgewhist.referee.auction`,
:mod:`~bridgewhist.referee.play`, :mod:`~bridgewhist.referee.exposed`,
:mod:`~bridgewhist.referee.revoke`, :mod:`~bridgewhist.referee.new_deal` and
:mod:`~bridgewhist.referee.penalties` (the choices), over the state and building blocks of
:mod:`~bridgewhist.referee.state`; :mod:`~bridgewhist.referee.dispatch` sends each act to its
chapter. :class:`Referee` is the public face: a :class:`~bridgewhist.referee.state.RefereeState`
that applies acts.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> ref = Referee.start(load_law_code("english-1904"), Seat.S, rng=random.Random(4))
>>> ref = ref.act("N: hearts")               # dummy declares without being asked (P49)
>>> print(ref.pending)
W to choose (N's declaration without permission, english-1904 law 49): stand (the \
declaration stands); new-deal (a new deal)
>>> [str(a) for a in ref.legal_acts()]
['W: choose stand', 'W: choose new-deal']
>>> ref = ref.act("W: choose new-deal")
>>> ref.outcome, ref.is_over
('new-deal', True)
"""

from __future__ import annotations

import dataclasses
import random

from bridgewhist.actions import ActionKind, play
from bridgewhist.acts import Act, Enforcement, Verb, parse_act
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.referee import dispatch, new_deal, offers
from bridgewhist.referee.offers import ConsentAct
from bridgewhist.referee.penalties import complying
from bridgewhist.referee.state import RefereeState
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, hand_from_deal, new_hand

__all__ = ["Referee"]


class Referee(RefereeState):
    """One deal refereed under the laws. Build it with :meth:`start` or :meth:`from_deal`.

    Its fields are those of :class:`~bridgewhist.referee.state.RefereeState`; ``hand`` is the
    ordinary state, ``pending`` the choice waiting, ``events`` the referee's log, ``outcome``
    "" while the deal goes on, then ``"closed"``, ``"new-deal"`` or ``"void"``.
    """

    __slots__ = ()

    # -- building ---------------------------------------------------------------------------
    @classmethod
    def start(cls, code: LawCode, dealer: Seat, *, rng: random.Random) -> Referee:
        """Shuffle, cut and deal with ``rng`` and referee the deal."""
        return cls(new_hand(code, dealer, rng=rng))

    @classmethod
    def from_deal(cls, code: LawCode, dealer: Seat, hands: tuple[int, int, int, int]) -> Referee:
        """Referee a deal whose four hands are known.

        :raises ValueError: unless the hands are four disjoint sets of thirteen cards.
        """
        return cls(hand_from_deal(code, dealer, hands))

    @classmethod
    def of(cls, state: RefereeState) -> Referee:
        """The referee over ``state`` (``state`` itself when it is one: the chapters return
        the class they are given)."""
        if isinstance(state, Referee):
            return state
        return cls(**{f.name: getattr(state, f.name) for f in dataclasses.fields(state)})

    # -- the verbs --------------------------------------------------------------------------
    def legal_acts(self) -> tuple[Act, ...]:
        """The regular acts open now: the options of a pending ruling, else the legal actions
        of the player in turn that also comply with every penalty binding him. (Irregular acts
        are always possible: see :meth:`apply`.)"""
        if self.outcome:
            return ()
        if self.pending is not None:
            chooser = self.pending.chooser
            return tuple(Act(chooser, verb=Verb.CHOOSE, word=k) for k in self.pending.keys)
        actor = self.hand.actor
        phase = self.hand.phase
        actions = self.hand.legal_actions()
        if phase == Phase.DOUBLING:
            if actor in self.forfeited or any(s == actor for s, _ in self.consent):
                actions = tuple(a for a in actions if a.kind != ActionKind.DOUBLE)
            return tuple(Act(actor, a) for a in actions)
        if phase == Phase.PLAY:
            seat = self.hand.turn
            cards = [a.value for a in actions]
            kept = complying(self, seat, cards)
            return tuple(Act(actor, play(c)) for c in kept)
        return tuple(Act(actor, a) for a in actions)

    def table_acts(self, seat: Seat) -> tuple[Act, ...]:
        """The acts of a real table (not irregularities) ``seat`` may make now, for a menu:
        ``dealing looked`` before the declaration (P40, A40, W40), dummy's ``lay-down`` before his
        cards are on the table (P62, A61, W61), between tricks the answer ``none`` of the player
        asked "Having none?" and the winner's ``quit-trick`` (P91-92, A89-90, W86/90), the
        dealer's ``cut`` for the following deal while revoke claims wait (P97, A94, W94); each
        offered while a choice waits too where the laws let it be made then
        (:mod:`~bridgewhist.referee.offers`).

        >>> import random
        >>> from bridgewhist.laws import load_law_code
        >>> ref = Referee.start(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
        >>> [str(a) for a in ref.table_acts(Seat.N)]
        ['N: dealing looked', 'N: lay-down']
        """
        return offers.table_acts(self, seat)

    def consent_acts(self, seat: Seat) -> tuple[ConsentAct, ...]:
        """The regular acts ``seat`` may make now only with an adversary's consent, each with
        whose (a re-double after a lead before the doubling was complete, P59, A56, W56): not
        among :meth:`legal_acts`, offered beside them marked with the consent they need."""
        return offers.consent_acts(self, seat)

    def act(self, text: str) -> Referee:
        """:meth:`apply` an act given in its text form (``"E: SA"``)."""
        return self.apply(parse_act(text))

    def apply(self, act: Act) -> Referee:
        """The referee after ``act`` (this one is unchanged).

        :raises IllegalActionError: for what is no act at all (a card the seat does not hold,
            an option not offered, any act while a ruling waits for another player, any act
            once the deal is over).
        """
        if self.outcome == "closed" and new_deal.reopens(self, act):
            return Referee.of(new_deal.report(self, act))  # W43: until the following deal (L9)
        if self.outcome:
            raise IllegalActionError(
                Reason.GAME_OVER,
                f"{act} is too late: the deal is {self.outcome}"
                + (f"; a revoke cannot be claimed once the cards are cut for the next deal "
                   f"({self.law('revoke_claim_too_late')})" if self.outcome == "closed" else ""),
                action=str(act), phase="complete")
        if self.enforcement == Enforcement.STRICT:
            if act.action is None:
                raise IllegalActionError(Reason.UNKNOWN_ACTION,
                                         f"{act}: irregular acts need LAWS enforcement",
                                         action=str(act), phase=self.hand.phase.name.lower())
            return Referee.of(self.with_hand(self.hand.apply(act.action, by=act.seat)))
        return Referee.of(dispatch.apply(self, act))
