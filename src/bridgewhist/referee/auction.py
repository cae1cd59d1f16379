"""Irregularities of the declaration and the doubling, and their rulings (LAWS enforcement).

The declaration by the wrong player (P49-51, A46-48, W46-48); a double before "May I lead?"
(P57, A54, W54/59), a double or re-double out of turn and its acceptance or refusal, after
which there is no further doubling (P58, A55, W55); consultation on doubling (P58, A55, W55,
reading 9); a lead before the doubling is complete (P59, A56, W56, reading 10); the eldest
hand leading without asking (A58, W58; english-1904 has no law: the lead stands); pone asking
leave to lead (A59, W59) or leading before the opening lead (W60, reading 11; P80/A76 there).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.referee import Referee
>>> from bridgewhist.seats import Seat
>>> ref = Referee.start(load_law_code("english-1904"), Seat.S, rng=random.Random(4))
>>> ref = ref.act("S: hearts").act("E: double")     # pone doubles before "May I lead?"
>>> ref.pending.chooser.name, ref.pending.law, ref.pending.keys
('S', 'english-1904 law 57', ('stand', 'refuse'))
>>> ref = ref.act("S: choose refuse")                # no further doubling: the play begins
>>> ref.hand.phase.name, ref.hand.multiplier
('PLAY', 1)
"""

from __future__ import annotations

import dataclasses

from bridgewhist.actions import DOUBLE, LEAVE, SATISFIED, ActionKind, declare
from bridgewhist.acts import Act
from bridgewhist.cards import CARDS
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.model import EldestLeadsWithoutAsking
from bridgewhist.phases.doubling import begin_play, may_double
from bridgewhist.referee.events import Obligation, ObligationKind, Option, Ruling, RulingKind
from bridgewhist.referee.exposed import expose_card
from bridgewhist.referee.penalties import SUIT_KEYS, Handlers, suit_options
from bridgewhist.referee.revoke import play_card
from bridgewhist.referee.state import RefereeState
from bridgewhist.seats import Seat
from bridgewhist.state import Phase

__all__ = ["HANDLERS", "apply", "consent_needed", "consultation", "declaration_stands", "play_held_lead"]

HANDLERS = Handlers()
"""The handlers of this chapter's rulings."""

_NEW_DEAL = Option("new-deal", "a new deal")
_WAIVE = Option("waive", "no penalty")


def apply(ref: RefereeState, act: Act) -> RefereeState:
    """An ordinary action (a declaration, double, "satisfied" or card) before the play."""
    if ref.hand.phase == Phase.DECLARATION:
        return _declaration(ref, act)
    return _doubling(ref, act)


def _declaration(ref: RefereeState, act: Act) -> RefereeState:
    hand = ref.hand
    seat, action = act.seat, act.action
    assert action is not None
    kind = action.kind
    dealer, partner = hand.dealer, hand.dealer.partner
    if kind == ActionKind.PLAY:
        return expose_card(ref, act, seat, action.value)
    if kind in (ActionKind.DOUBLE, ActionKind.SATISFIED):
        return ref.log(act, "no effect: the trump is not yet declared", ref.law("double_before_declaration"))
    if seat == hand.turn and not (kind == ActionKind.LEAVE and hand.left_to_partner):
        return ref.with_hand(hand.apply(action))
    eldest = dealer.left
    if seat == partner and kind == ActionKind.DECLARE:
        if not 0 <= action.value <= 4:
            raise IllegalActionError(Reason.UNKNOWN_ACTION, f"{act}: no such strain",
                                     action=str(act), phase="declaration")
        return ref.ask(Ruling(eldest, seat, "declaration without permission",
                              ref.law("declaration_without_permission"),
                              (Option("stand", "the declaration stands"), _NEW_DEAL),
                              kind=RulingKind.PARTNER_DECLARES, value=action.value, waiver="stand"), act)
    if seat == partner and hand.left_to_partner:
        return ref.ask(Ruling(eldest, seat, "passing the declaration back",
                              ref.law("declaration_passed_back"),
                              (_NEW_DEAL, Option("must-declare", f"{seat} must declare himself")),
                              kind=RulingKind.PARTNER_PASSES, waiver="must-declare"), act)
    if seat.side == dealer.side:
        return ref.log(act, f"no effect: the declaration is {hand.turn}'s to make",
                       ref.law("dealers_side_speaks_out_of_turn"))
    if kind == ActionKind.LEAVE and not ref.code.declaration.adversary_pass_gives_new_deal:
        return ref.log(act, "an adversary's pass has no effect (ruling 7)",
                       ref.law("declaration_by_adversary"))
    if not 0 <= action.value <= 4 and kind == ActionKind.DECLARE:
        raise IllegalActionError(Reason.UNKNOWN_ACTION, f"{act}: no such strain", action=str(act),
                                 phase="declaration")
    return ref.ask(Ruling(dealer, seat, "declaration by an adversary" if kind == ActionKind.DECLARE
                          else "pass by an adversary", ref.law("declaration_by_adversary"),
                          (_NEW_DEAL, Option("ignore", "proceed as if no declaration had been made")),
                          kind=RulingKind.ADVERSARY_DECLARES, waiver="ignore"), act)


def declaration_stands(ref: RefereeState, act: Act) -> RefereeState | None:
    """A declaration as to doubling made by an adversary while the eldest hand has still to
    rule on the dealer's partner's declaration made unasked: "if any declaration as to doubling
    or not doubling shall have been made ... the declaration wrongly made shall stand" (P49,
    A46, W46). The declaration stands, then the act is ruled on as it would be; None when the
    act is not such a declaration."""
    ruling = ref.pending
    action = act.action
    if ruling is None or ruling.kind != RulingKind.PARTNER_DECLARES or action is None \
            or action.kind not in (ActionKind.DOUBLE, ActionKind.SATISFIED) or not ref.is_adversary(act.seat):
        return None
    ref = dataclasses.replace(ref, pending=None).log(
        act, "a declaration as to doubling has been made: the declaration wrongly made stands",
        ruling.law, choice="stand")
    return apply(_partner_declares(ref, ruling, "stand"), act)


def _last_doubler(ref: RefereeState, side: int) -> Seat:
    """The player of ``side`` who last doubled; if none, the maker (dealer's side) or eldest."""
    hand = ref.hand
    last = hand.last_doublers[side]
    if last >= 0:
        return Seat(last)
    return Seat(hand.maker) if side == hand.dealer.side else hand.dealer.left


def _doubling(ref: RefereeState, act: Act) -> RefereeState:
    hand = ref.hand
    seat, action = act.seat, act.action
    assert action is not None
    kind = action.kind
    eldest, pone = hand.dealer.left, hand.dealer.right
    maker = Seat(hand.maker)
    if kind in (ActionKind.DECLARE, ActionKind.LEAVE):
        return ref.log(act, "no effect: a declaration once made cannot be altered",
                       ref.law("declaration_altered"))
    if kind == ActionKind.PLAY:
        return _lead_in_doubling(ref, act, seat, action.value)
    early = not hand.doubling_asked and hand.doubles == 0 and hand.turn == eldest
    if kind == ActionKind.SATISFIED:
        if seat == hand.turn:
            return ref.with_hand(hand.apply(SATISFIED))
        if seat == pone and early:
            if ref.code.doubling.pone_asking_leave_lets_maker_call_suit:
                return ref.ask(Ruling(maker, seat, "asking leave to lead", ref.law("pone_asks_leave_to_lead"),
                                      (*suit_options(f"from {eldest}"), _WAIVE), kind=RulingKind.CALL_ELDEST,
                                      waiver="waive"), act)
            return ref.log(act, f"no penalty: {eldest} keeps his right to double",
                           ref.law("pone_asks_leave_to_lead"))
        return ref.log(act, f"no effect: it is {hand.turn}'s turn to double or be satisfied",
                       ref.law("satisfied_out_of_turn"))
    # A double.
    if seat == hand.turn:
        return _double_in_turn(ref, act)
    if hand.doubling_asked and seat == hand.turn.partner:
        # He has said "May I lead?" (or "Satisfied"): that stands; his partner is still to answer.
        return ref.log(act, f"void: {seat} has made his declaration as to doubling; it cannot be "
                       f"altered, and {hand.turn} is still to answer",
                       ref.law("doubling_declaration_altered"))
    if seat == pone and early:
        return ref.ask(Ruling(maker, seat, "double before 'May I lead?'", ref.law("double_before_may_i_lead"),
                              (Option("stand", "the double stands"), Option("refuse", "it does not stand")),
                              kind=RulingKind.DOUBLE_OUT_OF_TURN, waiver="stand"), act)
    giver = _last_doubler(ref, 1 - seat.side)
    return ref.ask(Ruling(giver, seat, "double out of turn", ref.law("double_out_of_turn"),
                          (Option("stand", "the double stands"),
                           Option("refuse", "not accepted: no further doubling")),
                          kind=RulingKind.DOUBLE_OUT_OF_TURN, waiver="stand"), act)


def consent_needed(ref: RefereeState, seat: Seat) -> tuple[Seat, str] | None:
    """Whose consent a double (or re-double) by ``seat`` needs now, with the law that binds it:
    the adversary's who last doubled after a lead before the doubling was complete (P59, A56,
    W56), the maker's after pone led first (W60) or the eldest hand led without asking (A58,
    W58); None when it needs none."""
    for bound, giver in ref.consent:
        if bound != seat:
            continue
        if giver is None:  # "the adversary who last doubled"
            return _last_doubler(ref, 1 - seat.side), ref.law("lead_before_doubling_complete")
        if seat == ref.dealer.left:
            return giver, ref.law("lead_before_opening_lead")
        return giver, ref.law("double_needing_consent")  # the lead without asking (W58)
    return None


def _double_in_turn(ref: RefereeState, act: Act) -> RefereeState:
    hand = ref.hand
    seat = act.seat
    if seat in ref.forfeited:
        return ref.log(act, f"void: {seat} has forfeited his right to double (ruling 2)",
                       ref.law("double_after_forfeit"))
    if not may_double(hand):
        return ref.log(act, "void: the limit is reached", ref.code.cite("doubling", "limit"))
    needed = consent_needed(ref, seat)
    if needed is not None:
        return ref.ask(Ruling(needed[0], seat, "double that needs consent", needed[1],
                              (Option("consent", "the double stands"),
                               Option("refuse", "no further doubling")),
                              kind=RulingKind.CONSENT_DOUBLE, waiver="consent"), act)
    return ref.with_hand(hand.apply(DOUBLE))


def _lead_in_doubling(ref: RefereeState, act: Act, seat: Seat, card: int) -> RefereeState:
    hand = ref.hand
    if seat.side == hand.dealer.side or ref.held_lead is not None or not hand.hands[seat] >> card & 1:
        return expose_card(ref, act, seat, card)
    ref = _lead_made_in_doubling(ref, act, seat, card)
    if ref.pending is not None and ref.pending.kind == RulingKind.LEAD_WITHOUT_ASKING \
            and ref.code.dummy.dummy_down_ends_lead_claims:
        return ref  # A59: the maker claims before dummy's hand is on the table (see _a58)
    return ref.lead_made(act, seat)


def _lead_made_in_doubling(ref: RefereeState, act: Act, seat: Seat, card: int) -> RefereeState:
    hand = ref.hand
    eldest, pone = hand.dealer.left, hand.dealer.right
    maker = Seat(hand.maker)
    if seat == pone:
        if ref.code.leads_out_of_turn.pones_early_lead_calls_eldests_suit:
            ref = dataclasses.replace(ref, consent=(*ref.consent, (eldest, maker)))
            return ref.ask(Ruling(maker, seat, "lead before the opening lead",
                                  ref.law("lead_before_opening_lead"),
                                  (*suit_options(f"from {eldest}"), _WAIVE), kind=RulingKind.CALL_ELDEST,
                                  waiver="waive"), act)
        return ref.ask(Ruling(hand.dealer, seat, "lead out of turn", ref.law("lead_before_opening_lead"),
                              (Option("call-card", "the card is exposed, liable to be called"),
                               Option("call-suit", "call a suit at their next lead"), _WAIVE),
                              kind=RulingKind.EARLY_FALSE_LEAD, value=card, waiver="waive"), act)
    # The eldest hand leads before the doubling is complete.
    without_asking = not hand.doubling_asked and hand.doubles == 0
    ref = dataclasses.replace(ref, held_lead=(seat, card))
    if hand.turn == seat:
        ref = ref.with_hand(hand.apply(SATISFIED), held_lead=(seat, card))
    rule = ref.code.doubling.eldest_leads_without_asking
    if without_asking and rule == EldestLeadsWithoutAsking.MAKER_CALLS_SUIT_OR_CARD:
        return ref.ask(Ruling(maker, seat, "lead without asking 'May I lead?'",
                              ref.law("lead_without_asking"),
                              (Option("call-card", "the card led must be led"),
                               *suit_options(f"from {eldest}"), _WAIVE),
                              kind=RulingKind.LEAD_WITHOUT_ASKING, value=card, waiver="waive"), act)
    if without_asking and rule == EldestLeadsWithoutAsking.NO_LAW:
        return ref.log(act, "lead without asking: no law; the lead stands (rulings table)",
                       ref.code.cite("doubling", "eldest_leads_without_asking"))
    if without_asking:
        ref = dataclasses.replace(ref, consent=(*ref.consent, (pone, maker)))
        return ref.log(act, f"lead without asking: {pone} may double only with {maker}'s consent",
                       ref.law("lead_without_asking"))
    ref = dataclasses.replace(ref, consent=(*ref.consent, (pone, None)))
    return ref.log(act, f"lead before the doubling is complete: {pone} may re-double only with "
                   "the consent of the adversary who last doubled (reading 10)",
                   ref.law("lead_before_doubling_complete"))


def play_held_lead(ref: RefereeState) -> RefereeState:
    """The play has begun: the eldest hand's lead made during the doubling stands, if he still
    holds the card and nothing has been played (P59, A56, W56)."""
    assert ref.held_lead is not None
    seat, card = ref.held_lead
    ref = dataclasses.replace(ref, held_lead=None)
    hand = ref.hand
    if hand.hands[seat] >> card & 1 and not hand.trick and not hand.tricks:
        ref = play_card(ref.log(f"{seat}: {CARDS[card]}", "the lead made during the doubling stands",
                                ref.law("lead_before_doubling_complete")), seat, card)
    return ref


def consultation(ref: RefereeState, act: Act) -> RefereeState:
    """Partners consult on doubling: the maker or the eldest hand, whichever is of the other
    side, may claim a new deal (P58, A55, W55; reading 9)."""
    hand = ref.hand
    maker = Seat(hand.maker)
    chooser = maker if maker.side != act.seat.side else hand.dealer.left
    return ref.ask(Ruling(chooser, act.seat, "consultation on doubling", ref.law("consultation_on_doubling"),
                          (_NEW_DEAL, Option("play-on", "no new deal")),
                          kind=RulingKind.CONSULTATION, waiver="play-on"), act)


def _new_deal(ref: RefereeState) -> RefereeState:
    return dataclasses.replace(ref, outcome="new-deal")


def _no_more_doubling(ref: RefereeState) -> RefereeState:
    return ref.with_hand(begin_play(ref.hand), no_more_doubling=True, consent=())


@HANDLERS.register(RulingKind.PARTNER_DECLARES)
def _partner_declares(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "new-deal":
        return _new_deal(ref)
    # The declaration stands, as if the dealer had left it to his partner.
    return ref.with_hand(ref.hand.apply(LEAVE).apply(declare(ruling.value)))


@HANDLERS.register(RulingKind.PARTNER_PASSES)
def _partner_passes(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    return _new_deal(ref) if key == "new-deal" else ref


@HANDLERS.register(RulingKind.ADVERSARY_DECLARES)
def _adversary_declares(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    return _new_deal(ref) if key == "new-deal" else ref


@HANDLERS.register(RulingKind.CONSULTATION)
def _consultation(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    return _new_deal(ref) if key == "new-deal" else ref


@HANDLERS.register(RulingKind.DOUBLE_OUT_OF_TURN)
def _double_out_of_turn(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "refuse":
        return _no_more_doubling(ref)
    hand = ref.hand
    offender = ruling.offender
    if not hand.doubling_asked and hand.doubles == 0 and offender == hand.dealer.right:
        hand = hand.apply(SATISFIED)  # as if "May I lead?" had been asked (P57, A54, W54)
    hand = hand._set(turn=offender)
    if not may_double(hand):
        return ref.log(f"{offender}: double", "void: the limit is reached",
                       ref.code.cite("doubling", "limit"))
    return ref.with_hand(hand.apply(DOUBLE))


@HANDLERS.register(RulingKind.CONSENT_DOUBLE)
def _consent_double(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    consent = tuple(pair for pair in ref.consent if pair[0] != ruling.offender)
    if key == "refuse":
        return _no_more_doubling(ref)
    return ref.with_hand(ref.hand.apply(DOUBLE), consent=consent)


@HANDLERS.register(RulingKind.CALL_ELDEST)
def _call_eldest(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key in SUIT_KEYS:
        return ref.bind(Obligation(ref.dealer.left, ObligationKind.LEAD_SUIT, ruling.law,
                                   SUIT_KEYS.index(key), 0))
    return ref


@HANDLERS.register(RulingKind.LEAD_WITHOUT_ASKING)
def _a58(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key in SUIT_KEYS:
        # The card led goes back to the hand, not exposed (reading 11).
        ref = dataclasses.replace(ref, held_lead=None)
        return ref.bind(Obligation(ruling.offender, ObligationKind.LEAD_SUIT, ruling.law,
                                   SUIT_KEYS.index(key), 0))
    return ref.lead_made(f"{ruling.offender}: lead", ruling.offender)  # the lead stands


@HANDLERS.register(RulingKind.EARLY_FALSE_LEAD)
def _early_false_lead(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "call-card":
        return ref.expose(ruling.offender, 1 << ruling.value)
    if key == "call-suit":
        return ref.bind(Obligation(ruling.offender, ObligationKind.CALL_SUIT_AT_LEAD, ruling.law,
                                   chooser=ruling.chooser))
    return ref
