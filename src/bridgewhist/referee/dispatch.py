"""Each act to the chapter of the laws that rules it, then what follows of itself.

:func:`apply` sends an act made under LAWS enforcement to its chapter: a choice or an act
while a ruling waits to :mod:`~bridgewhist.referee.penalties` (with the handlers of every
chapter's rulings, :data:`HANDLERS`), a dealing report to :mod:`~bridgewhist.referee.new_deal`,
an ordinary action to :mod:`~bridgewhist.referee.auction` or :mod:`~bridgewhist.referee.play`,
an irregular verb to :mod:`~bridgewhist.referee.exposed`, :mod:`~bridgewhist.referee.revoke` or
:mod:`~bridgewhist.referee.auction`. :func:`settle` then does what follows without anyone
acting: the next ruling queued, a lead held over the doubling, cards played early, the calls
that fall due, the end of the hand with its revoke claims.

>>> import random
>>> from bridgewhist.acts import parse_act
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.state import RefereeState
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = RefereeState(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(4)))
>>> apply(state, parse_act("N: hearts")).pending.law        # dummy declares unasked (P49)
'english-1904 law 49'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from bridgewhist.acts import Act, Verb
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee import auction, exposed, new_deal, penalties, play, revoke
from bridgewhist.referee.events import FALSE_LEADS, LEAD_CLAIMS, Ruling
from bridgewhist.referee.state import RefereeState
from bridgewhist.state import Phase

__all__ = ["HANDLERS", "PENDING_RULES", "PendingRule", "apply", "apply_verb", "settle", "while_pending"]

HANDLERS = penalties.Handlers.merge(auction.HANDLERS, play.HANDLERS, exposed.HANDLERS,
                                    revoke.HANDLERS, new_deal.HANDLERS)
"""What carries out the option chosen, for every kind of ruling of every chapter."""

_SETTLE_STEPS = 64

Rule = Callable[[RefereeState, Act], RefereeState]


def _two_cards(ref: RefereeState, act: Act) -> RefereeState:
    return exposed.two_cards(ref, act, play.apply)


_PLAY_VERBS: dict[Verb, Rule] = {
    Verb.TWO_CARDS: _two_cards,
    Verb.RUN: exposed.run,
    Verb.CLAIM_REST: exposed.claim_rest,
    Verb.THROW_DOWN: exposed.throw_down,
    Verb.CONCEDE: exposed.throw_down,
    Verb.SUGGEST: exposed.suggest,
    Verb.CLAIM_TRICK: exposed.claim_trick,
    Verb.REFERENCE: exposed.reference,
    Verb.NAME_CARD: exposed.name_card,
    Verb.OMITTED: exposed.omitted,
    Verb.QUIT_TRICK: revoke.quit_trick,
}
"""The verbs that are acts of the play only, by the rule that takes them."""


def apply(ref: RefereeState, act: Act) -> RefereeState:
    """``ref`` after ``act`` under LAWS enforcement, settled (the deal is not over).

    :raises IllegalActionError: for what is no act at all (see
        :meth:`bridgewhist.referee.referee.Referee.apply`).
    """
    if ref.pending is not None:
        return settle(while_pending(ref, act))
    if act.verb == Verb.CHOOSE and ref.rest_claimed and act.word in ("show-hand", "play-on") \
            and not ref.code.exposed_cards.claimant_may_be_required_to_show:
        # Records made while the referee still offered this choice under A74/W74 read on.
        return ref.log(act, "no effect: no one may require the dealer's cards shown",
                       ref.code.cite("exposed_cards", "claimant_may_be_required_to_show"))
    if act.verb == Verb.CHOOSE:
        raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: no penalty is waiting to be chosen",
                                 action=str(act), phase=ref.hand.phase.name.lower())
    if act.verb == Verb.DEALING:
        return settle(new_deal.report(ref, act))
    phase = ref.hand.phase
    if act.verb is None:
        assert act.action is not None
        if phase in (Phase.DECLARATION, Phase.DOUBLING):
            return settle(auction.apply(ref, act))
        if phase == Phase.COMPLETE:
            raise IllegalActionError(Reason.GAME_OVER, f"{act}: all thirteen tricks are played",
                                     action=str(act), phase="complete")
        return settle(play.apply(ref, act))
    return settle(apply_verb(ref, act))


PendingRule = Callable[[RefereeState, Act, Ruling], RefereeState | None]
"""A rule for an act of one chapter made while a ruling waits: the referee after it, or None
when the act is not this rule's."""


def _late_deal_report(ref: RefereeState, act: Act, ruling: Ruling) -> RefereeState | None:
    if ref.hand.phase == Phase.COMPLETE and new_deal.reopens(ref, act):
        return new_deal.report(ref, act)  # W43: the claims wait on a deal that is void (L9)
    return None


def _to_false_lead(ref: RefereeState, act: Act, ruling: Ruling) -> RefereeState | None:
    if ruling.kind in FALSE_LEADS and act.is_play:
        return play.follow_false_lead(ref, act)  # P82, A78, W78; P81, W77
    return None


def _rectified(ref: RefereeState, act: Act, ruling: Ruling) -> RefereeState | None:
    if act.verb == Verb.CORRECT:
        return play.rectify(ref, act)  # the dealer's own lead out of turn (P81, W77, A77)
    return None


def _declaration_stands(ref: RefereeState, act: Act, ruling: Ruling) -> RefereeState | None:
    return auction.declaration_stands(ref, act)  # P49, A46, W46


def _dummy_down(ref: RefereeState, act: Act, ruling: Ruling) -> RefereeState | None:
    if act.verb == Verb.LAY_DOWN and ruling.kind in LEAD_CLAIMS \
            and act.seat == ref.dealer.partner and ref.code.dummy.dummy_down_ends_lead_claims:
        # A61 then A59 (reading L16): his cards go down on the lead, and the claim is lost.
        ref = exposed.lay_down(ref, act, led=True)
        return penalties.forfeit(ref, ruling, act, "dummy's hand is on the table: he has accepted the "
                                 "situation", ref.code.cite("dummy", "dummy_down_ends_lead_claims"), HANDLERS)
    return None


def _dealing_report(ref: RefereeState, act: Act, ruling: Ruling) -> RefereeState | None:
    if act.verb == Verb.DEALING and not ref.started:
        return new_deal.report(ref, act)  # before the declaration: a look, a claim, a new deal
    return None


_QUESTIONS: dict[Verb, Rule] = {
    Verb.HAVING_NONE: revoke.having_none,
    Verb.ANSWER_NONE: revoke.answer_none,
    Verb.QUIT_TRICK: revoke.quit_trick,
}
"""The acts of the play that do not wait on a choice: "Having none?", its answer, and the
trick turned and quitted (P91-92, A89-90, W86/90; the project's reading L18)."""


def _question(ref: RefereeState, act: Act, ruling: Ruling) -> RefereeState | None:
    rule = _QUESTIONS.get(act.verb) if act.verb is not None else None
    if rule is not None and ref.hand.phase == Phase.PLAY:
        return rule(ref, act)
    return None


PENDING_RULES: tuple[PendingRule, ...] = (_late_deal_report, _to_false_lead, _rectified,
                                          _declaration_stands, _dummy_down, _dealing_report, _question)
"""The acts of the chapters that may come while a ruling waits, in the order they are tried;
any other act goes to :func:`bridgewhist.referee.penalties.while_pending`."""


def while_pending(ref: RefereeState, act: Act) -> RefereeState:
    """An act made while a ruling waits: the first of :data:`PENDING_RULES` that takes it, else
    the penalty chapter's (a choice, a suggestion, a consultation... or a refusal).

    :raises IllegalActionError: for an act the laws do not provide for at this moment.
    """
    ruling = ref.pending
    assert ruling is not None
    for rule in PENDING_RULES:
        after = rule(ref, act, ruling)
        if after is not None:
            return after
    return penalties.while_pending(ref, act, HANDLERS)


def apply_verb(ref: RefereeState, act: Act) -> RefereeState:
    """Every irregular verb but a choice and a dealing report, to the chapter that rules it.

    :raises IllegalActionError: for an act of the play made before the play, and for what is
        no act of the play.
    """
    verb = act.verb
    hand = ref.hand
    if verb == Verb.HAVING_NONE:
        return revoke.having_none(ref, act)
    if verb == Verb.CORRECT:
        rectified = play.rectify(ref, act)
        return revoke.correct(ref, act) if rectified is None else rectified
    if verb == Verb.ANSWER_NONE:
        return revoke.answer_none(ref, act)
    if verb == Verb.CONSULT:
        if hand.phase == Phase.DOUBLING:
            return auction.consultation(ref, act)
        return ref.log(act, "no effect: nothing to consult on")
    if verb == Verb.SUGGEST_PENALTY or verb == Verb.POINT_OUT:
        return ref.log(act, "no effect: no penalty is waiting")
    if verb in (Verb.DROP_BELOW, Verb.SHOW_PARTNER, Verb.EXPOSE):
        return exposed.show(ref, act)
    if verb == Verb.LAY_DOWN:
        return exposed.lay_down(ref, act)
    if verb == Verb.CUT:
        raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: the pack is cut for the following deal "
                                 "only once the hand is played", action=str(act),
                                 phase=hand.phase.name.lower())
    if hand.phase != Phase.PLAY:
        raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: only during the play", action=str(act),
                                 phase=hand.phase.name.lower())
    rule = _PLAY_VERBS.get(verb) if verb is not None else None
    if rule is None:
        raise IllegalActionError(Reason.UNKNOWN_ACTION, f"{act}: not an act of the play", action=str(act),
                                 phase="play")
    return rule(ref, act)


def settle(ref: RefereeState) -> RefereeState:
    """After every act: start the next queued ruling, play early cards in their turn, offer
    the calls that fall due, close the hand with its revoke claims."""
    for _ in range(_SETTLE_STEPS):
        if ref.outcome in ("new-deal", "void"):
            # A deal annulled or void: the claims waiting on it wait for no one (P44, A42, W42).
            return dataclasses.replace(ref, pending=None, queue=()) if ref.pending or ref.queue else ref
        if ref.outcome or ref.pending is not None:
            return ref
        if ref.queue:
            ref = dataclasses.replace(ref, pending=ref.queue[0], queue=ref.queue[1:])
            continue
        hand = ref.hand
        if hand.phase == Phase.PLAY and ref.held_lead is not None:
            ref = auction.play_held_lead(ref)
            continue
        if hand.phase == Phase.PLAY and ref.early:
            seat, card = ref.early[0]
            if hand.turn == seat:
                ref = revoke.play_card(dataclasses.replace(ref, early=ref.early[1:]), seat, card)
                continue
        if hand.phase == Phase.COMPLETE or ref.abandoned:
            return revoke.close_hand(ref)
        if hand.phase == Phase.PLAY:
            due = exposed.calls_due(ref)
            if due is not ref:
                ref = due
                continue
        return ref
    raise AssertionError("the referee did not settle")  # pragma: no cover
