"""What the referee knows of one deal, and the building blocks the chapters rule with.

:class:`RefereeState` holds one deal under LAWS enforcement over the ordinary immutable
:class:`~bridgewhist.state.HandState`: the rulings waiting, the events logged, the exposed
cards, the standing penalties, the renounces... It offers what every chapter of the laws needs
(reading the deal, logging an event, putting a ruling before the entitled player, exposing a
card, binding a penalty, citing a law) and nothing that needs a chapter: the chapters
(:mod:`~bridgewhist.referee.auction`, :mod:`~bridgewhist.referee.play`,
:mod:`~bridgewhist.referee.exposed`, :mod:`~bridgewhist.referee.revoke`,
:mod:`~bridgewhist.referee.new_deal`, :mod:`~bridgewhist.referee.penalties`) build on it,
:mod:`~bridgewhist.referee.dispatch` sends each act to its chapter, and
:class:`~bridgewhist.referee.referee.Referee` is the public face over it.

>>> from bridgewhist.cards import parse_deal
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import hand_from_deal
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
>>> state = RefereeState(hand_from_deal(load_law_code("english-1904"), Seat.S, hands))
>>> state.holder(14).name, state.is_adversary(Seat.E), state.to_act.name
('N', True, 'S')
>>> state.law("declaration_without_permission")
'english-1904 law 49'

"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from bridgewhist.acts import Act, Enforcement
from bridgewhist.cards import CARDS, SUIT_MASKS, Strain
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.phases.play import lead_lays_down_dummy, trick_winner
from bridgewhist.referee.events import Event, Obligation, Ruling
from bridgewhist.scoring import DealResult, RevokeClaim, honours_mask
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, Trick

__all__ = ["RefereeState", "Renounce", "describe", "force_play"]

_NO_CARDS = (0, 0, 0, 0)


def describe(card: int) -> str:
    """A card's short text.

    >>> describe(14)
    'SA'
    """
    return str(CARDS[card])


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
class RefereeState:
    """One deal refereed under the laws, as the chapters read and build it.

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
    asked_of: tuple[Seat, int] | None = None
    """The player last asked "Having none?" and the trick it was asked at (the trick in
    progress, else the last one): he may answer "None" (P92, A90, W90) until that trick is
    quitted."""
    quitted: int = 0
    """How many tricks have been turned and quitted by the act ``quit-trick`` (P91, A89, W86)."""
    looked: frozenset[Seat] = frozenset()
    """The players reported to have looked at their cards during the deal (P40, A40, W40)."""
    outcome: str = ""

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
        """The events the players may see now: all once the hand is played out (the claimants
        search the tricks and the claims are made aloud, P93, A93, W93) or the deal is over;
        before that, not the renounces and penalties disobeyed, which the table learns only
        when they are claimed or corrected (a table must not show hidden cards)."""
        if self.outcome or self.hand_closed:
            return self.events
        return tuple(e for e in self.events if e.public)

    def law(self, case: str) -> str:
        """The citation of the law that rules ``case`` in this code, from its data
        (:class:`~bridgewhist.laws.model.IrregularityLaws`): ``"english-1904 law 49"``.

        :raises KeyError: for a case the law code does not name.
        """
        return self.code.cite("irregularities", case)

    def holder(self, card: int) -> Seat | None:
        """The seat holding ``card`` now, or None if it is played (or no card)."""
        for seat, hand in zip(Seat, self.hand.hands, strict=True):
            if hand >> card & 1:
                return seat
        return None

    def owner(self, act: Act, card: int) -> Seat:
        """The seat whose card ``act`` plays or shows: the act's seat, or dummy when the dealer
        (or dummy) names a card of dummy's.

        :raises IllegalActionError: when the seat does not hold the card.
        """
        holder = self.holder(card)
        seat = act.seat
        dummy = self.dealer.partner
        if holder is not None and (holder == seat or (holder == dummy and seat in (dummy, self.dealer))):
            return holder
        where = "has been played" if holder is None else "is not in the hand"
        raise IllegalActionError(Reason.CARD_NOT_HELD, f"{act}: {describe(card)} {where}",
                                 action=str(act), phase=self.hand.phase.name.lower())

    def is_adversary(self, seat: Seat) -> bool:
        """True for the dealer's adversaries (whose exposed cards are liable to be called)."""
        return seat.side != self.dealer.side

    def obligations_of(self, seat: Seat) -> tuple[Obligation, ...]:
        """The standing penalties binding ``seat`` at the current trick."""
        index = self.trick_index
        return tuple(o for o in self.obligations
                     if o.seat == seat and o.trick in (-1, index))

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
        return DealResult(
            dealer=self.dealer, strain=Strain(strain), tricks=(won[0], won[1]),
            honours=honours, voids=voids,  # type: ignore[arg-type]
            multiplier=hand.multiplier, maker=Seat(hand.maker), revokes=self.claims,
            dealer_leads_out_of_turn=self.dealer_leads)

    # -- building blocks for the chapters ----------------------------------------------------
    def with_hand(self, hand: HandState, **changes: object) -> RefereeState:
        """A copy with a new ordinary state (and other fields changed); marks the deal as begun."""
        if hand.phase == Phase.PLAY and self.play_start is None and not hand.tricks \
                and not hand.trick:
            changes.setdefault("play_start", hand)
        return dataclasses.replace(self, hand=hand, started=True, **changes)  # type: ignore[arg-type]

    def log(self, act: Act | str, what: str, law: str = "", options: Iterable[str] = (),
            choice: str = "", *, public: bool = True) -> RefereeState:
        """A copy with one more event (``public=False``: not shown until the deal is over)."""
        event = Event(str(act), what, law, tuple(options), choice, public)
        return dataclasses.replace(self, events=(*self.events, event))

    def ask(self, ruling: Ruling, act: Act | str) -> RefereeState:
        """Record an irregularity and put its ruling before the entitled player."""
        ref = self.log(act, f"{ruling.offender}'s {ruling.irregularity}: {ruling.chooser} to choose",
                       ruling.law, ruling.keys)
        if ref.pending is None:
            return dataclasses.replace(ref, pending=ruling)
        return dataclasses.replace(ref, queue=(*ref.queue, ruling))

    def expose(self, seat: Seat, cards: int) -> RefereeState:
        """``cards`` of ``seat`` become exposed cards, liable to be called."""
        exposed = list(self.exposed)
        exposed[seat] |= cards & self.hand.hands[seat]
        return dataclasses.replace(self, exposed=(exposed[0], exposed[1], exposed[2], exposed[3]))

    def bind(self, obligation: Obligation) -> RefereeState:
        """Add a standing penalty."""
        return dataclasses.replace(self, obligations=(*self.obligations, obligation))

    def lead_made(self, act: Act | str, leader: Seat) -> RefereeState:
        """A card is led by ``leader`` (in turn or not, held or not): dummy's cards go on the
        table when the code's ``dummy.exposure`` says so (P62, A61, W61)."""
        hand = self.hand
        if hand.dummy_exposed or not lead_lays_down_dummy(self.code, self.dealer, leader):
            return self
        start = self.play_start._set(dummy_exposed=True) if self.play_start is not None else None
        ref = dataclasses.replace(self, hand=hand._set(dummy_exposed=True), play_start=start)
        return ref.log(act, f"{leader} has led: dummy's cards go on the table",
                       self.code.cite("dummy", "exposure"))

    def replay_plays(self, plays: tuple[tuple[Seat, int], ...], **changes: object) -> RefereeState:
        """Rebuild the ordinary state from the start of the play with these plays (dummy's
        cards, once on the table, stay there)."""
        assert self.play_start is not None
        hand = self.play_start
        if self.hand.dummy_exposed:
            hand = hand._set(dummy_exposed=True)
        for seat, card in plays:
            hand = force_play(hand, seat, card)
        return dataclasses.replace(self, hand=hand, plays=plays, **changes)  # type: ignore[arg-type]


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
    winner = trick_winner(trick, state.leader, state.strain)
    won = (state.won[0] + (winner.side == 0), state.won[1] + (winner.side == 1))
    tricks = (*state.tricks, Trick(state.leader, (trick[0], trick[1], trick[2], trick[3]), winner))
    return state._set(hands=new_hands, trick=(), tricks=tricks, won=won, turn=winner,
                      leader=winner, dummy_exposed=True,
                      phase=Phase.COMPLETE if len(tricks) == 13 else Phase.PLAY)
