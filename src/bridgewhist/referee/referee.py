"""The table referee: one deal under LAWS enforcement, over the immutable :class:`HandState`.

A :class:`Referee` wraps the ordinary state. Any seat may make any :class:`Act`: a legal act
goes through as in STRICT play; an irregular one (a revoke, a lead out of turn, an exposed
card, a declaration or double by the wrong player...) is recorded as an :class:`Event` and,
where the code gives someone a choice, a :class:`~bridgewhist.referee.events.Ruling` waits for exactly
that player (the *penalty phase*): nothing else happens until he chooses (P104, A102, W102).
Called cards and suits are :class:`~bridgewhist.referee.events.Obligation` values enforced at every
later turn until carried out; failing to comply when able is itself penalised as the code says
(P79, A75, W75). Established revokes are claimed at the end of the hand and flow, with
american-1904's law 77 trick, into :func:`bridgewhist.scoring.score_deal` via :meth:`result`.

The rules of each chapter live in :mod:`bridgewhist.referee.auction`,
:mod:`~bridgewhist.referee.play`, :mod:`~bridgewhist.referee.exposed`,
:mod:`~bridgewhist.referee.revoke`, :mod:`~bridgewhist.referee.new_deal` and
:mod:`~bridgewhist.referee.penalties` (the choices).

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
from collections.abc import Iterable

from bridgewhist.actions import ActionKind, play
from bridgewhist.acts import Act, Enforcement, Verb, parse_act
from bridgewhist.cards import CARDS, SUIT_MASKS
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.referee.events import Event, Obligation, Ruling
from bridgewhist.scoring import DealResult, RevokeClaim, honours_mask
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, Trick, hand_from_deal, new_hand

__all__ = ["Referee", "Renounce", "force_play", "law_of"]

_NO_CARDS = (0, 0, 0, 0)


def law_of(code: LawCode, english: int | str, american_1904: int | str,
           american_1905: int | str) -> str:
    """The citation of the law that rules a case, by the code's own numbering.

    >>> from bridgewhist.laws import load_law_code
    >>> law_of(load_law_code("american-1904"), 80, 76, 76)
    'american-1904 law 76'
    """
    key = code.key
    number = english if key.startswith("english") else (
        american_1904 if key == "american-1904" else american_1905)
    return f"{key} law {number}"


@dataclasses.dataclass(frozen=True, slots=True)
class Renounce:
    """A card played to a trick of another suit while holding the suit led (or against a
    penalty): ``play`` is its index in the play log, ``trick`` the trick's index.

    ``asked``: "Having none?" was asked before the trick was quitted (P92, A90, W90);
    ``established``: it can no longer be corrected (P91, A89, W86); ``dummy``: dummy's, which
    carries no penalty (P68, A65, W65); ``law``: the law under which it is a revoke.
    """

    seat: Seat
    play: int
    trick: int
    card: int
    law: str
    asked: bool = False
    established: bool = False
    dummy: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class Referee:
    """One deal refereed under the laws. Build it with :meth:`start` or :meth:`from_deal`.

    ``hand`` is the ordinary state (during the play, rebuilt from ``play_start`` and the
    accepted ``plays``); ``pending`` the choice waiting, ``queue`` those waiting after it;
    ``exposed`` the cards of each seat liable to be called; ``outcome`` "" while the deal goes
    on, then ``"closed"`` (played and claims settled), ``"new-deal"`` (the same dealer deals
    again) or ``"void"`` (a deal out of turn: the rightful dealer deals).
    """

    hand: HandState
    enforcement: Enforcement = Enforcement.LAWS
    play_start: HandState | None = None
    plays: tuple[tuple[Seat, int], ...] = ()
    pending: Ruling | None = None
    queue: tuple[Ruling, ...] = ()
    events: tuple[Event, ...] = ()
    exposed: tuple[int, int, int, int] = _NO_CARDS
    obligations: tuple[Obligation, ...] = ()
    forfeited: frozenset[Seat] = frozenset()
    consent: tuple[tuple[Seat, Seat | None], ...] = ()
    no_more_doubling: bool = False
    false_lead: tuple[tuple[Seat, int], ...] = ()
    early: tuple[tuple[Seat, int], ...] = ()
    held_lead: tuple[Seat, int] | None = None
    renounces: tuple[Renounce, ...] = ()
    claims: tuple[RevokeClaim, ...] = ()
    dealer_leads: int = 0
    rest_claimed: bool = False
    conceded: frozenset[Seat] = frozenset()
    abandoned_tricks: int = 0
    abandoned: bool = False
    offered: frozenset[tuple[int, int]] = frozenset()
    hand_closed: bool = False
    started: bool = False
    outcome: str = ""

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

    # -- reading ----------------------------------------------------------------------------
    @property
    def code(self) -> LawCode:
        """The law code in force."""
        return self.hand.code

    @property
    def dealer(self) -> Seat:
        """The dealer."""
        return self.hand.dealer

    @property
    def is_over(self) -> bool:
        """True once the deal is closed, annulled or void: no act is accepted any more."""
        return bool(self.outcome)

    @property
    def trick_index(self) -> int:
        """The index (0-12) of the trick being played."""
        return len(self.hand.tricks)

    @property
    def to_act(self) -> Seat | None:
        """Who must act now: the chooser of a pending ruling, else the player in turn (the
        dealer for dummy), None once the deal is over."""
        if self.outcome:
            return None
        if self.pending is not None:
            return self.pending.chooser
        return self.hand.actor

    def public_events(self) -> tuple[Event, ...]:
        """The events the players may see now: all once the deal is over; before that, not the
        renounces and penalties disobeyed, which the table learns only when they are claimed
        or corrected (a table must not show hidden cards)."""
        if self.outcome:
            return self.events
        return tuple(e for e in self.events if e.public)

    def law(self, english: int | str, american_1904: int | str, american_1905: int | str) -> str:
        """:func:`law_of` this referee's code."""
        return law_of(self.code, english, american_1904, american_1905)

    def holder(self, card: int) -> Seat | None:
        """The seat holding ``card`` now, or None if it is played (or no card)."""
        for seat, hand in zip(Seat, self.hand.hands, strict=True):
            if hand >> card & 1:
                return seat
        return None

    def is_adversary(self, seat: Seat) -> bool:
        """True for the dealer's adversaries (whose exposed cards are liable to be called)."""
        return seat.side != self.dealer.side

    def obligations_of(self, seat: Seat) -> tuple[Obligation, ...]:
        """The standing penalties binding ``seat`` at the current trick."""
        index = self.trick_index
        return tuple(o for o in self.obligations
                     if o.seat == seat and o.trick in (-1, index))

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
            kept = _penalties.complying(self, seat, cards)
            return tuple(Act(actor, play(c)) for c in kept)
        return tuple(Act(actor, a) for a in actions)

    def act(self, text: str) -> Referee:
        """:meth:`apply` an act given in its text form (``"E: SA"``)."""
        return self.apply(parse_act(text))

    def apply(self, act: Act) -> Referee:
        """The referee after ``act`` (this one is unchanged).

        :raises IllegalActionError: for what is no act at all (a card the seat does not hold,
            an option not offered, any act while a ruling waits for another player, any act
            once the deal is over).
        """
        if self.outcome:
            raise IllegalActionError(
                Reason.GAME_OVER,
                f"{act} is too late: the deal is {self.outcome}"
                + (f"; a revoke cannot be claimed once the cards are cut for the next deal "
                   f"({self.law(97, 94, 94)})" if self.outcome == "closed" else ""),
                action=str(act), phase="complete")
        if self.enforcement == Enforcement.STRICT:
            return self._apply_strict(act)
        if self.pending is not None:
            return _penalties.while_pending(self, act)._settle()
        if act.verb == Verb.CHOOSE:
            raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: no penalty is waiting to be chosen",
                                     action=str(act), phase=self.hand.phase.name.lower())
        if act.verb == Verb.DEALING:
            return _new_deal.report(self, act)._settle()
        phase = self.hand.phase
        if act.verb is None:
            assert act.action is not None
            if phase in (Phase.DECLARATION, Phase.DOUBLING):
                return _auction.apply(self, act)._settle()
            if phase == Phase.COMPLETE:
                raise IllegalActionError(Reason.GAME_OVER, f"{act}: all thirteen tricks are played",
                                         action=str(act), phase="complete")
            return _play.apply(self, act)._settle()
        return _exposed.apply_verb(self, act)._settle()

    def _apply_strict(self, act: Act) -> Referee:
        if act.action is None:
            raise IllegalActionError(Reason.UNKNOWN_ACTION,
                                     f"{act}: irregular acts need LAWS enforcement",
                                     action=str(act), phase=self.hand.phase.name.lower())
        return self.with_hand(self.hand.apply(act.action, by=act.seat))

    # -- building blocks for the chapter modules ---------------------------------------------
    def with_hand(self, hand: HandState, **changes: object) -> Referee:
        """A copy with a new ordinary state (and other fields changed); marks the deal as begun."""
        if hand.phase == Phase.PLAY and self.play_start is None and not hand.tricks \
                and not hand.trick:
            changes.setdefault("play_start", hand)
        return dataclasses.replace(self, hand=hand, started=True, **changes)  # type: ignore[arg-type]

    def log(self, act: Act | str, what: str, law: str = "", options: Iterable[str] = (),
            choice: str = "", *, public: bool = True) -> Referee:
        """A copy with one more event (``public=False``: not shown until the deal is over)."""
        event = Event(str(act), what, law, tuple(options), choice, public)
        return dataclasses.replace(self, events=(*self.events, event))

    def ask(self, ruling: Ruling, act: Act | str) -> Referee:
        """Record an irregularity and put its ruling before the entitled player."""
        ref = self.log(act, f"{ruling.offender}'s {ruling.irregularity}: {ruling.chooser} to choose",
                       ruling.law, ruling.keys)
        if ref.pending is None:
            return dataclasses.replace(ref, pending=ruling)
        return dataclasses.replace(ref, queue=(*ref.queue, ruling))

    def expose(self, seat: Seat, cards: int) -> Referee:
        """``cards`` of ``seat`` become exposed cards, liable to be called."""
        exposed = list(self.exposed)
        exposed[seat] |= cards & self.hand.hands[seat]
        return dataclasses.replace(self, exposed=(exposed[0], exposed[1], exposed[2], exposed[3]))

    def bind(self, obligation: Obligation) -> Referee:
        """Add a standing penalty."""
        return dataclasses.replace(self, obligations=(*self.obligations, obligation))

    def replay_plays(self, plays: tuple[tuple[Seat, int], ...], **changes: object) -> Referee:
        """Rebuild the ordinary state from the start of the play with these plays."""
        assert self.play_start is not None
        hand = self.play_start
        for seat, card in plays:
            hand = force_play(hand, seat, card)
        return dataclasses.replace(self, hand=hand, plays=plays, **changes)  # type: ignore[arg-type]

    def play_card(self, seat: Seat, card: int) -> Referee:
        """Put ``card`` of ``seat`` into the trick as played (in turn, or a lead that stands),
        whatever suit it is; keeps the exposed cards and the play log up to date."""
        hand = force_play(self.hand, seat, card)
        exposed = list(self.exposed)
        exposed[seat] &= ~(1 << card)
        ref = dataclasses.replace(
            self, hand=hand, plays=(*self.plays, (seat, card)),
            exposed=(exposed[0], exposed[1], exposed[2], exposed[3]))
        return _revoke.after_play(ref, seat, card, self)

    def _settle(self) -> Referee:
        """After every act: start the next queued ruling, play early cards in their turn, offer
        the calls that fall due, close the hand with its revoke claims."""
        ref = self
        for _ in range(64):
            if ref.outcome or ref.pending is not None:
                return ref
            if ref.queue:
                ref = dataclasses.replace(ref, pending=ref.queue[0], queue=ref.queue[1:])
                continue
            hand = ref.hand
            if hand.phase == Phase.PLAY and ref.held_lead is not None:
                seat, card = ref.held_lead
                ref = dataclasses.replace(ref, held_lead=None)
                if hand.hands[seat] >> card & 1 and not hand.trick and not hand.tricks:
                    ref = ref.log(f"{seat}: {CARDS[card]}", "the lead made during the doubling stands",
                                  ref.law(59, 56, 56)).play_card(seat, card)
                continue
            if hand.phase == Phase.PLAY and ref.early:
                seat, card = ref.early[0]
                if hand.turn == seat:
                    ref = dataclasses.replace(ref, early=ref.early[1:]).play_card(seat, card)
                    continue
            if hand.phase == Phase.COMPLETE or ref.abandoned:
                return _revoke.close_hand(ref)
            if hand.phase == Phase.PLAY:
                due = _exposed.calls_due(ref)
                if due is not ref:
                    ref = due
                    continue
            return ref
        raise AssertionError("the referee did not settle")  # pragma: no cover

    # -- the result -------------------------------------------------------------------------
    def result(self) -> DealResult | None:
        """The deal's result for the scorer (revoke claims and law 77 tricks included), or
        None for a deal annulled or void (no score: P44, A42, W42).

        :raises ValueError: while the deal is still going on.
        """
        if self.outcome in ("new-deal", "void"):
            return None
        if self.outcome != "closed":
            raise ValueError("the deal is not over: play on, and settle the revoke claims")
        hand = self.hand
        strain = hand.strain
        mask = honours_mask(strain)
        honours = tuple((h & mask).bit_count() for h in hand.deal)
        voids = tuple(strain != 4 and not h & SUIT_MASKS[strain] for h in hand.deal)
        won = list(hand.won)
        won[self.dealer.side] += self.abandoned_tricks
        from bridgewhist.cards import Strain

        return DealResult(
            dealer=self.dealer, strain=Strain(strain), tricks=(won[0], won[1]),
            honours=honours, voids=voids,  # type: ignore[arg-type]
            multiplier=hand.multiplier, maker=Seat(hand.maker), revokes=self.claims,
            dealer_leads_out_of_turn=self.dealer_leads)


def force_play(state: HandState, seat: Seat, card: int) -> HandState:
    """``state`` after ``seat`` plays ``card``, whatever suit it is: a lead by any seat (the
    lead then stands), a follow by the seat in turn. Used only by the referee.

    :raises IllegalActionError: if ``seat`` does not hold ``card``.
    """
    hands = list(state.hands)
    if not hands[seat] >> card & 1:
        raise IllegalActionError(Reason.CARD_NOT_HELD, f"{seat} does not hold {CARDS.get(card, card)}",
                                 action=str(CARDS.get(card, card)), phase="play")
    if not state.trick:
        state = state._set(turn=seat, leader=seat)
    hands[seat] &= ~(1 << card)
    trick = (*state.trick, card)
    new_hands = (hands[0], hands[1], hands[2], hands[3])
    if len(trick) < 4:
        return state._set(hands=new_hands, trick=trick, turn=seat.left, dummy_exposed=True)
    winner = _play_rules.trick_winner(trick, state.leader, state.strain)
    won = (state.won[0] + (winner.side == 0), state.won[1] + (winner.side == 1))
    tricks = (*state.tricks, Trick(state.leader, (trick[0], trick[1], trick[2], trick[3]), winner))
    return state._set(hands=new_hands, trick=(), tricks=tricks, won=won, turn=winner,
                      leader=winner, dummy_exposed=True,
                      phase=Phase.COMPLETE if len(tricks) == 13 else Phase.PLAY)


from bridgewhist.phases import play as _play_rules  # noqa: E402
from bridgewhist.referee import auction as _auction  # noqa: E402
from bridgewhist.referee import exposed as _exposed  # noqa: E402
from bridgewhist.referee import new_deal as _new_deal  # noqa: E402
from bridgewhist.referee import penalties as _penalties  # noqa: E402
from bridgewhist.referee import play as _play  # noqa: E402
from bridgewhist.referee import revoke as _revoke  # noqa: E402
