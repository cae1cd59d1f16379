"""Plays out of turn and their rulings (LAWS enforcement).

A lead out of turn by an adversary: the dealer calls the card led or a suit at their next lead
(P80, A76, W76); by the dealer, from his hand or dummy: no penalty, not rectified once the
second hand has played (P81, W77), or one trick to the adversaries except at the thirteenth
(A77). A false lead followed by all three stands; the second and third hands' cards played to
it are taken back when it is corrected (P82, A78, W78; ruling 14). The fourth hand playing
before his partner: the partner may be made to win or not to win (P86) or also to play his
highest or lowest (A82, W82; ruling 6). Any other card played before its turn by an adversary
is an exposed card (P73, A70, W70); by the dealer it costs nothing (P69).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.referee import Referee
>>> from bridgewhist.cards import parse_deal
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
>>> ref = Referee.from_deal(load_law_code("american-1904"), Seat.S, hands)
>>> ref = ref.act("S: no-trumps").act("W: satisfied").act("E: satisfied")
>>> ref = ref.act("E: ST")                 # pone leads instead of the eldest hand
>>> ref.pending.chooser.name, ref.pending.keys
('S', ('call-card', 'call-suit', 'stand'))
"""

from __future__ import annotations

import dataclasses

from bridgewhist.actions import ActionKind
from bridgewhist.acts import Act
from bridgewhist.cards import CARDS
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.model import FourthHandRemedy
from bridgewhist.referee.events import Obligation, ObligationKind, Option, Ruling, RulingKind
from bridgewhist.referee.exposed import expose_card
from bridgewhist.referee.penalties import Handlers, suit_options
from bridgewhist.referee.revoke import play_card
from bridgewhist.referee.state import RefereeState
from bridgewhist.seats import Seat

__all__ = ["HANDLERS", "apply", "follow_false_lead", "lead_out_of_turn", "rectify"]

HANDLERS = Handlers()
"""The handlers of this chapter's rulings."""


def apply(ref: RefereeState, act: Act) -> RefereeState:
    """An ordinary action during the play: a card in turn, out of turn, or a word too late."""
    action = act.action
    assert action is not None
    if action.kind != ActionKind.PLAY:
        return ref.log(act, "no effect: the play has begun", ref.law("declaration_during_play"))
    card = action.value
    seat = ref.owner(act, card)
    hand = ref.hand
    if seat == hand.turn:
        return play_card(ref, seat, card)
    if not hand.trick:
        return lead_out_of_turn(ref, act, seat, card)
    return _premature(ref, act, seat, card)


def lead_out_of_turn(ref: RefereeState, act: Act, seat: Seat, card: int) -> RefereeState:
    """A card led by a seat whose lead it is not: its ruling, then dummy's cards on the table
    if the code says a lead out of turn puts them there (P62)."""
    return _lead_out_of_turn(ref, act, seat, card).lead_made(act, seat)


def _lead_out_of_turn(ref: RefereeState, act: Act, seat: Seat, card: int) -> RefereeState:
    hand = ref.hand
    ref = dataclasses.replace(ref, false_lead=((seat, card),))
    if ref.is_adversary(seat):
        if not hand.tricks and seat == hand.dealer.right \
                and ref.code.leads_out_of_turn.pones_early_lead_calls_eldests_suit:
            ref = dataclasses.replace(ref, false_lead=())
            return ref.ask(Ruling(Seat(hand.maker), seat, "lead before the opening lead",
                                  ref.law("lead_before_opening_lead"),
                                  (*suit_options(f"from {hand.dealer.left}"), Option("waive", "no penalty")),
                                  kind=RulingKind.CALL_ELDEST, waiver="waive"), act)
        return ref.ask(Ruling(hand.dealer, seat, "lead out of turn", ref.law("lead_out_of_turn_by_adversary"),
                              (Option("call-card", "the card led is exposed, liable to be called"),
                               Option("call-suit", "call a suit when either adversary next leads"),
                               Option("stand", "the lead stands")),
                              kind=RulingKind.FALSE_LEAD, value=card, waiver="stand"), act)
    options = [Option("take-back", "the card goes back; the rightful leader leads"),
               Option("stand", "the lead stands")]
    penalty = ref.code.leads_out_of_turn.dealer_penalty_tricks
    what = "no penalty"
    if penalty and len(hand.tricks) < 12:
        options = [Option("take-back-and-trick", "the card goes back, and one trick to the adversaries"),
                   Option("stand-and-trick", "the lead stands, and one trick to the adversaries"),
                   *options]
        what = "one trick"
    chooser = seat.left if seat.left != hand.dealer else seat.right
    return ref.ask(Ruling(chooser, seat, f"lead out of turn ({what})", ref.law("lead_out_of_turn_by_dealer"),
                          tuple(options), kind=RulingKind.DEALER_FALSE_LEAD, value=card, waiver="stand",
                          either=True), act)


def rectify(ref: RefereeState, act: Act) -> RefereeState | None:
    """The dealer takes back his own lead out of turn (``S: correct CARD``, from his hand or
    dummy): P81 and W77 "he may not rectify the error after the second hand has played", so
    he may before (reading L15). The card goes back and the rightful leader leads; under A77
    the trick is still due ("shall be the penalty if the dealer lead out of turn"), except at
    the thirteenth. None when ``act`` is not this (a renounce corrected, say).

    :raises IllegalActionError: naming the law, when the second hand has played to the lead.
    """
    if act.seat != ref.dealer or len(act.cards) != 1:
        return None
    card = act.cards[0]
    ruling = ref.pending
    law = ref.law("lead_out_of_turn_by_dealer")
    if ruling is not None and ruling.kind == RulingKind.DEALER_FALSE_LEAD and ref.false_lead[:1] == (
            (ruling.offender, card),):
        ref = dataclasses.replace(ref, pending=None, false_lead=()).log(
            act, "the dealer rectifies his lead out of turn before the second hand has played: the "
            "card goes back, the rightful leader leads", law)
        if "take-back-and-trick" in ruling.keys:
            ref = ref.ask(Ruling(ruling.chooser, ruling.offender, "lead out of turn (one trick)", law,
                                 (Option("exact-trick", "one trick to the adversaries"),
                                  Option("waive", "no penalty")),
                                 kind=RulingKind.DEALER_LEAD_TRICK, waiver="waive", either=True), act)
        return ref
    text = f": {CARDS[card]}"
    if ref.holder(card) is None and any(e.law == law and e.act.endswith(text) for e in ref.events):
        followed = ref.law("dealers_false_lead_followed")
        raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: the dealer may not rectify his lead out "
                                 f"of turn after the second hand has played ({followed})",
                                 action=str(act), phase="play", law=followed)
    return None


def follow_false_lead(ref: RefereeState, act: Act) -> RefereeState:
    """A card played to a false lead before the ruling: all three following make the trick
    stand (P82, A78, W78); the second hand playing ends the dealer's right to rectify (P81, W77).
    """
    assert act.action is not None and ref.pending is not None
    card = act.action.value
    seat = ref.owner(act, card)
    last = ref.false_lead[-1][0]
    if seat != last.left:
        raise IllegalActionError(Reason.PENALTY_PENDING,
                                 f"{act}: only {last.left} may play to the false lead now",
                                 action=str(act), phase="penalty", law=ref.pending.law)
    cards = (*ref.false_lead, (seat, card))
    ruling = ref.pending
    ref = dataclasses.replace(ref, false_lead=cards).log(act, "played to the false lead")
    if ruling.kind == RulingKind.DEALER_FALSE_LEAD and len(cards) == 2:
        ref = dataclasses.replace(ref, pending=None).log(
            act, "the second hand has played: the dealer's lead stands",
            ref.law("dealers_false_lead_followed"))
        if "stand-and-trick" in ruling.keys:
            ref = ref.ask(Ruling(ruling.chooser, ruling.offender, "lead out of turn (one trick)",
                                 ref.law("lead_out_of_turn_by_dealer"),
                                 (Option("exact-trick", "one trick to the adversaries"),
                                  Option("waive", "no penalty")),
                                 kind=RulingKind.DEALER_LEAD_TRICK, waiver="waive", either=True), act)
        return _stand(ref)
    if len(cards) == 4:
        ref = dataclasses.replace(ref, pending=None).log(
            act, "all three have followed: the trick stands, no penalty (ruling 14)",
            ref.law("false_lead_followed_by_all"))
        if ruling.kind == RulingKind.DEALER_FALSE_LEAD and "stand-and-trick" in ruling.keys:
            ref = dataclasses.replace(ref, dealer_leads=ref.dealer_leads + 1).log(
                act, "one trick to the adversaries for the dealer's lead out of turn",
                ref.law("lead_out_of_turn_by_dealer"))
        return _stand(ref)
    return ref


def _stand(ref: RefereeState) -> RefereeState:
    """Play the false lead and the cards played to it into the trick."""
    cards = ref.false_lead
    ref = dataclasses.replace(ref, false_lead=())
    for seat, card in cards:
        ref = play_card(ref, seat, card)
    return ref


def _take_back(ref: RefereeState) -> RefereeState:
    return dataclasses.replace(ref, false_lead=())


@HANDLERS.register(RulingKind.FALSE_LEAD)
def _false_lead(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "stand":
        return _stand(ref)
    ref = _take_back(ref)
    if key == "call-card":
        return ref.expose(ruling.offender, 1 << ruling.value)
    return ref.bind(Obligation(ruling.offender, ObligationKind.CALL_SUIT_AT_LEAD, ruling.law,
                               chooser=ruling.chooser))


@HANDLERS.register(RulingKind.DEALER_FALSE_LEAD)
def _dealer_false_lead(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key.endswith("-and-trick"):
        ref = dataclasses.replace(ref, dealer_leads=ref.dealer_leads + 1)
    return _stand(ref) if key.startswith("stand") else _take_back(ref)


@HANDLERS.register(RulingKind.DEALER_LEAD_TRICK)
def _a77(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "exact-trick":
        return dataclasses.replace(ref, dealer_leads=ref.dealer_leads + 1)
    return ref


def _premature(ref: RefereeState, act: Act, seat: Seat, card: int) -> RefereeState:
    """A card played to the current trick before its turn."""
    hand = ref.hand
    leader = hand.leader
    second = leader.left
    if len(hand.trick) == 1 and seat == leader.right and not any(s == seat for s, _ in ref.early):
        ref = dataclasses.replace(ref, early=(*ref.early, (seat, card)))
        if not ref.is_adversary(second):
            return ref.log(act, "the fourth hand played before his partner: no penalty against the "
                           "dealer or dummy", ref.law("fourth_hand_before_partner"))
        if ref.code.cards_played_in_error.fourth_hand_remedy == FourthHandRemedy.WIN_OR_NOT_WIN:
            options: tuple[Option, ...] = (Option("win", f"{second} must win the trick if he can"),
                                           Option("not-win", f"{second} must not win it"))
        else:
            options = (Option("highest", f"{second} plays his highest of the suit"),
                       Option("lowest", f"{second} plays his lowest of the suit"),
                       Option("win", f"{second} must win the trick if he can"),
                       Option("lose", f"{second} must lose it"))
        return ref.ask(Ruling(hand.dealer, second, "partner played fourth before him",
                              ref.law("fourth_hand_before_partner"),
                              (*options, Option("waive", "no penalty")),
                              kind=RulingKind.TRICK_CALL, waiver="waive"), act)
    return expose_card(ref, act, seat, card, played=True)


@HANDLERS.register(RulingKind.TRICK_CALL)
def _trick_call(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    kinds = {"highest": ObligationKind.HIGHEST, "lowest": ObligationKind.LOWEST,
             "win": ObligationKind.WIN, "not-win": ObligationKind.NOT_WIN,
             "lose": ObligationKind.NOT_WIN}
    if key not in kinds:
        return ref
    return ref.bind(Obligation(ruling.offender, kinds[key], ruling.law, trick=ref.trick_index))
