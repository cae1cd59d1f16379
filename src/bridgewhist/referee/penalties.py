"""The penalty phase: the entitled player chooses; standing penalties bind later plays.

While a :class:`~bridgewhist.referee.events.Ruling` waits, only its chooser may act (P104, A102,
W102: the offender gives reasonable time for the decision). The chooser's partner demanding
or suggesting the penalty loses it (P103, A103, W103), and so does consultation where the
code forbids it (A97, W97; P90 allows it for the revoke); a wrong penalty demanded loses it
under the American codes (A102, W102); dummy calling attention to the incident loses the
dealer his penalty (P63, A63, W63). Each chapter module keeps the :class:`Handlers` that carry
out the option chosen for its kinds of ruling; :mod:`~bridgewhist.referee.dispatch` merges them.

:func:`complying` narrows a player's legal cards to those obeying every penalty that binds him
(a called card, a called suit, highest or lowest, win or not win); a player is never made to
revoke to obey (P83, A79, W79).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.referee import Referee
>>> from bridgewhist.seats import Seat
>>> ref = Referee.start(load_law_code("american-1905"), Seat.S, rng=random.Random(4))
>>> ref = ref.act("E: hearts")                # an adversary declares (W48)
>>> ref = ref.act("N: choose new-deal")       # the dealer's partner demands the penalty
>>> ref.pending is None, ref.outcome, ref.events[-1].law
(True, '', 'american-1905 law 103')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from bridgewhist.acts import Act, Verb
from bridgewhist.cards import SUIT_MASKS, Suit
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.phases.play import winning_index
from bridgewhist.referee.events import Obligation, ObligationKind, Option, Ruling, RulingKind
from bridgewhist.referee.state import RefereeState
from bridgewhist.seats import Seat

__all__ = ["INTERJECTIONS", "SUIT_KEYS", "Handler", "Handlers", "Handling", "Interjection", "choose",
           "chosen", "complying", "cut_for_next_deal", "forfeit", "satisfies", "suit_options",
           "while_pending"]

Handler = Callable[[RefereeState, Ruling, str], RefereeState]
"""Carries out the option (its key) chosen for one kind of ruling."""

Handling = Mapping[RulingKind, Handler]
"""The handlers of every kind of ruling (:data:`bridgewhist.referee.dispatch.HANDLERS`)."""

SUIT_KEYS = ("spades", "hearts", "diamonds", "clubs")
"""Option keys for calling a suit, by :class:`~bridgewhist.cards.Suit`."""


class Handlers(dict[RulingKind, Handler]):
    """The handlers of one chapter's rulings, by the ruling's ``kind``.

    >>> handlers = Handlers()
    >>> @handlers.register(RulingKind.RUN)
    ... def _nothing(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    ...     return ref
    >>> list(handlers), Handlers.merge(handlers, Handlers())[RulingKind.RUN] is _nothing
    ([<RulingKind.RUN: 'run'>], True)
    """

    def register(self, kind: RulingKind) -> Callable[[Handler], Handler]:
        """The decorator that registers the handler of ``kind`` of ruling."""

        def add(function: Handler) -> Handler:
            if kind in self:
                raise ValueError(f"two handlers for rulings of kind {kind.value!r}")
            self[kind] = function
            return function

        return add

    @classmethod
    def merge(cls, *tables: Mapping[RulingKind, Handler]) -> Handlers:
        """All the handlers of several chapters.

        :raises ValueError: when two chapters handle the same kind of ruling.
        """
        merged = cls()
        for table in tables:
            for kind, function in table.items():
                merged.register(kind)(function)
        return merged


def suit_options(what: str = "to lead") -> tuple[Option, ...]:
    """One option per suit: ``spades`` ... ``clubs`` ("call spades from W")."""
    return tuple(Option(key, f"call {Suit(i).plural} {what}") for i, key in enumerate(SUIT_KEYS))


def choose(ref: RefereeState, ruling: Ruling, key: str, act: Act | str,
           handlers: Handling) -> RefereeState:
    """Carry out option ``key`` of ``ruling`` (it must be offered) and log the choice."""
    ref = dataclasses.replace(ref, pending=None)
    ref = ref.log(act, f"{ruling.chooser} chooses {key}", ruling.law, ruling.keys, key)
    return handlers[ruling.kind](ref, ruling, key)


def forfeit(ref: RefereeState, ruling: Ruling, act: Act, why: str, law: str,
            handlers: Handling) -> RefereeState:
    """The penalty is lost: the no-penalty option is taken."""
    ref = dataclasses.replace(ref, pending=None).log(act, f"penalty lost: {why}", law)
    if ruling.kind == RulingKind.FALSE_LEAD or ruling.kind == RulingKind.DEALER_FALSE_LEAD:
        # The lead stands for want of a penalty; the trick goes on.
        return handlers[ruling.kind](ref, ruling, "stand")
    return handlers[ruling.kind](ref, ruling, ruling.waiver) if ruling.waiver else ref


def while_pending(ref: RefereeState, act: Act, handlers: Handling) -> RefereeState:
    """An act made while a ruling waits for its chooser (``handlers`` carry out the options of
    every kind of ruling): a choice (:func:`chosen`), else the first of :data:`INTERJECTIONS`
    that takes the act. The acts of the other chapters made meanwhile (a card played to a false
    lead, a dealing report, "Having none?"...) are theirs (:func:`bridgewhist.referee.dispatch.apply`).

    :raises IllegalActionError: ``Reason.PENALTY_PENDING`` for any act but those the laws
        provide for at this moment.
    """
    ruling = ref.pending
    assert ruling is not None
    if act.verb == Verb.CHOOSE:
        return chosen(ref, ruling, act, handlers)
    for interjection in INTERJECTIONS:
        after = interjection(ref, ruling, act, handlers)
        if after is not None:
            return after
    raise IllegalActionError(
        Reason.PENALTY_PENDING,
        f"{act}: waiting for {ruling.chooser} to choose ({ruling.law}); the offender must give reasonable "
        f"time for the decision ({ref.law('time_to_decide')})",
        action=str(act), phase="penalty", law=ref.law("time_to_decide"))


def chosen(ref: RefereeState, ruling: Ruling, act: Act, handlers: Handling) -> RefereeState:
    """A choice made while ``ruling`` waits: the chooser's (or, where the law lets either
    partner answer, his partner's) option is carried out; a wrong penalty demanded is lost under
    the American codes (A102, W102); the partner of the one entitled demanding it loses it
    (P103, A103, W103).

    :raises IllegalActionError: for an option not offered, or a choice by one not entitled.
    """
    chooser = ruling.chooser
    consult_ok = ruling.either or (
        ruling.kind == RulingKind.REVOKE_CLAIM and ref.code.revoke.claimants_may_consult)
    if act.seat == chooser or (consult_ok and act.seat == chooser.partner):
        for key in ruling.keys:
            if key.lower() == act.word.lower():
                return choose(ref, ruling, key, act, handlers)
        if ref.code.general.wrong_penalty_forfeits and ruling.waiver:
            return forfeit(ref, ruling, act, f"{act.word!r} is a wrong penalty: none can be enforced",
                           ref.law("wrong_penalty_demanded"), handlers)
        raise IllegalActionError(
            Reason.UNKNOWN_ACTION,
            f"{act}: {act.word!r} is not offered; {chooser} may choose "
            + ", ".join(ruling.keys), action=str(act), phase="penalty", law=ruling.law)
    if act.seat == chooser.partner and ruling.waiver:
        return forfeit(ref, ruling, act, f"{act.seat}, partner of {chooser} who alone may exact it, "
                       "demanded the penalty", ref.law("partner_demands_penalty"), handlers)
    raise IllegalActionError(
        Reason.NOT_ENTITLED, f"{act}: only {chooser} may choose here ({ruling.law})",
        action=str(act), phase="penalty", law=ruling.law)


Interjection = Callable[[RefereeState, Ruling, Act, Handling], RefereeState | None]
"""A rule for one act made while a ruling waits: the referee after it, or None when the act is
not this rule's."""


def _cut(ref: RefereeState, ruling: Ruling, act: Act, handlers: Handling) -> RefereeState | None:
    if act.verb == Verb.CUT and ruling.kind == RulingKind.REVOKE_CLAIM:
        return cut_for_next_deal(ref, act)
    return None


def _suggested(ref: RefereeState, ruling: Ruling, act: Act, handlers: Handling) -> RefereeState | None:
    if act.verb == Verb.SUGGEST_PENALTY and act.seat == ruling.chooser.partner and ruling.waiver:
        return forfeit(ref, ruling, act, f"{act.seat} suggested the penalty",
                       ref.law("partner_demands_penalty"), handlers)
    return None


def _consulted(ref: RefereeState, ruling: Ruling, act: Act, handlers: Handling) -> RefereeState | None:
    if act.verb != Verb.CONSULT or act.seat.side != ruling.chooser.side:
        return None
    if ruling.kind == RulingKind.SUGGEST:
        # P64, A64, W64: "either of the adversaries may, but without consulting with his partner"
        return forfeit(ref, ruling, act, "the adversaries consulted on dummy's suggestion",
                       ref.law("dummy_suggests_card"), handlers)
    if not ruling.waiver:
        return None
    if ref.code.general.consultation_on_penalty_forfeits:
        return forfeit(ref, ruling, act, "the partners consulted", ref.law("consultation_on_penalty"),
                       handlers)
    return ref.log(act, f"consultation: no {ref.code.key} law forbids it here",
                   ref.law("consultation_on_penalty"))


def _dummy_points_out(ref: RefereeState, ruling: Ruling, act: Act, handlers: Handling) -> RefereeState | None:
    if act.verb == Verb.POINT_OUT and act.seat == ref.dealer.partner and ruling.chooser == ref.dealer \
            and ref.hand.dummy_exposed and ruling.waiver:
        return forfeit(ref, ruling, act, "dummy called attention to the incident",
                       ref.law("dummy_calls_attention"), handlers)
    return None


INTERJECTIONS: tuple[Interjection, ...] = (_cut, _suggested, _consulted, _dummy_points_out)
"""The acts of this chapter that may come while a ruling waits, in the order they are tried:
the cut for the next deal (P97, A94, W94), the penalty suggested by the chooser's partner
(P103, A103, W103), a consultation (P64, A97, W97), dummy calling attention (P63, A63, W63)."""


def cut_for_next_deal(ref: RefereeState, act: Act) -> RefereeState:
    """The cards are cut for the following deal while revoke claims wait: "A revoke cannot be
    claimed after the cards have been cut for the following deal" (P97, A94, W94); the claims
    of the cutter's side not yet made lapse. A claim against the cutter's side stands: the
    referee has put it at the end of the hand, and "the revoke is established if, after it has
    been claimed, the accused player or his partner mix the cards" (P96, A93, W93; reading
    L17). The deal closes once no claim waits.

    :raises IllegalActionError: when anyone but the dealer (who cuts for the next dealer, on
        his left) cuts.
    """
    if act.seat != ref.dealer:
        raise IllegalActionError(
            Reason.NOT_ENTITLED, f"{act}: the pack for the next deal is cut by {ref.dealer}, on the "
            f"right of the next dealer {ref.dealer.left}", action=str(act), phase="penalty",
            law=ref.code.cite("dealing", "cut_by_right_hand"))
    waiting = [r for r in (ref.pending, *ref.queue) if r is not None]
    accused = [r for r in waiting if r.kind == RulingKind.REVOKE_CLAIM and r.offender.side == act.seat.side]
    lapsed = [r for r in waiting if r.kind == RulingKind.REVOKE_CLAIM and r not in accused]
    ref = dataclasses.replace(ref, pending=None, queue=tuple(r for r in waiting if r not in lapsed))
    if lapsed or not accused:
        ref = ref.log(act, f"the cards are cut for the following deal: {len(lapsed)} revoke claim(s) "
                      "can no longer be made", ref.law("revoke_claim_too_late"))
    if accused:
        ref = ref.log(act, f"the accused side has mixed the cards after the claim: {len(accused)} "
                      "revoke(s) established, the claim stands", ref.law("revoke_cards_mixed"))
    return ref if ref.queue else dataclasses.replace(ref, outcome="closed")


def _led_suit(ref: RefereeState) -> int:
    trick = ref.hand.trick
    return trick[0] >> 4 if trick else -1


def satisfies(ref: RefereeState, seat: int, obligation: Obligation, card: int) -> bool:
    """Whether playing ``card`` now carries out ``obligation``."""
    kind = obligation.kind
    trick = ref.hand.trick
    if kind == ObligationKind.PLAY_CARD or kind == ObligationKind.PLAY_SUGGESTED:
        return card == obligation.value
    if kind == ObligationKind.NOT_SUGGESTED:
        return card != obligation.value
    if kind == ObligationKind.LEAD_SUIT:
        return bool(trick) or card >> 4 == obligation.value
    if kind == ObligationKind.NOT_LEAD_SUIT:
        return bool(trick) or card >> 4 != obligation.value
    led = _led_suit(ref)
    if kind in (ObligationKind.HIGHEST, ObligationKind.LOWEST):
        suit = led if led >= 0 else card >> 4
        held = ref.hand.hands[seat] & SUIT_MASKS[suit]
        if card >> 4 != suit or not held:
            return not held
        top = held.bit_length() - 1
        bottom = (held & -held).bit_length() - 1
        return card == (top if kind == ObligationKind.HIGHEST else bottom)
    if kind in (ObligationKind.WIN, ObligationKind.NOT_WIN):
        cards = [*trick, card, *(c for _, c in ref.early)]
        wins = winning_index(cards, ref.hand.strain) == len(trick)
        return wins if kind == ObligationKind.WIN else not wins
    return True


def complying(ref: RefereeState, seat: int, cards: Sequence[int]) -> list[int]:
    """The cards of ``cards`` (the legal ones) that obey every penalty binding ``seat``;
    a penalty the player cannot obey without revoking is left aside (P83, A79, W79)."""
    kept = list(cards)
    for obligation in ref.obligations_of(Seat(seat)):
        narrowed = [c for c in kept if satisfies(ref, seat, obligation, c)]
        if narrowed:
            kept = narrowed
    return kept

