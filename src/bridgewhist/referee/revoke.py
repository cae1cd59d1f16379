"""The revoke under LAWS enforcement: the renounce, "Having none?", correction, establishment,
and the claims at the end of the hand.

A player (not dummy) who holds the suit led and plays another renounces (P89, A85, W85);
failing to obey a called penalty when able is punished as a revoke (P79, A75, W75). The
renounce is established when its trick is turned and quitted (here: the next trick is led) or
the offender or his partner plays to the next trick; "Having none?" asked before the trick is
quitted keeps it open until the offending side plays again (P91-92, A89-90, W86/90). Corrected
in time, later cards are taken back unexposed; the dealer calls the card played in error or has
the offender's highest or lowest played to that trick (P94, A91, W91; ruling 15); the dealer's
own renounce: the eldest hand may exact highest or lowest if both adversaries had played and
the dealer is not fourth hand, never from dummy (P95, A92, W92). Dummy's renounce carries no
penalty and, once quitted, the trick stands (P68, A65, W65). At the end of the hand the
claimants of each established revoke, who may search all the tricks (P93, A93, W93), choose
the penalty the code gives (P90, A86, W87) before the next cut (P97, A94, W94).

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.referee import Referee
>>> from bridgewhist.cards import parse_deal
>>> from bridgewhist.seats import Seat
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
>>> ref = Referee.from_deal(load_law_code("american-1905"), Seat.S, hands)
>>> ref = ref.act("S: no-trumps").act("W: satisfied").act("E: satisfied")
>>> ref = ref.act("W: S4").act("N: SA").act("E: HJ")     # E renounces, holding spades
>>> ref.renounces[0].seat.name, ref.renounces[0].established
('E', False)
>>> ref = ref.act("W: having-none").act("E: correct")   # partner asks; E takes his card back
>>> ref.pending.chooser.name, ref.pending.keys
('S', ('expose', 'highest', 'lowest', 'waive'))
"""

from __future__ import annotations

import dataclasses

from bridgewhist.acts import Act
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.model import RevokePenalty
from bridgewhist.phases.play import legal_mask
from bridgewhist.referee.events import Obligation, ObligationKind, Option, Ruling, RulingKind
from bridgewhist.referee.penalties import Handlers, complying
from bridgewhist.referee.state import RefereeState, Renounce, describe, force_play
from bridgewhist.scoring import RevokeClaim, RevokeOption
from bridgewhist.seats import Seat

__all__ = ["HANDLERS", "after_play", "answer_none", "close_hand", "correct", "having_none", "play_card",
           "quit_trick"]

HANDLERS = Handlers()
"""The handlers of this chapter's rulings."""

_ONE_SHOT = (ObligationKind.LEAD_SUIT, ObligationKind.NOT_LEAD_SUIT, ObligationKind.PLAY_SUGGESTED,
             ObligationKind.NOT_SUGGESTED)


def play_card(ref: RefereeState, seat: Seat, card: int) -> RefereeState:
    """Put ``card`` of ``seat`` into the trick as played (in turn, or a lead that stands),
    whatever suit it is; keeps the exposed cards, the play log and the revoke book up to date."""
    hand = force_play(ref.hand, seat, card)
    exposed = list(ref.exposed)
    exposed[seat] &= ~(1 << card)
    after = dataclasses.replace(
        ref, hand=hand, plays=(*ref.plays, (seat, card)),
        exposed=(exposed[0], exposed[1], exposed[2], exposed[3]))
    return after_play(after, seat, card, ref)


def after_play(ref: RefereeState, seat: Seat, card: int, before: RefereeState) -> RefereeState:
    """Book-keeping after ``seat`` has played ``card`` to the trick ``before`` was on: a new
    renounce, a penalty disobeyed, spent penalties, revokes established by this play."""
    hand = before.hand
    index = len(hand.tricks)
    play_index = len(ref.plays) - 1
    dummy = hand.dealer.partner
    renounces = list(ref.renounces)
    # Revokes established by this play (P91, A89, W86) and dummy's tricks that stand (P68).
    for i, r in enumerate(renounces):
        if r.established or index <= r.trick:
            continue
        if r.dummy or seat in (r.seat, r.seat.partner) or not r.asked:
            renounces[i] = dataclasses.replace(r, established=True)
            if not r.dummy:
                ref = ref.log(f"{seat}: {describe(card)}", f"{r.seat}'s revoke is established",
                              ref.law("revoke_established"), public=False)
    trick = hand.trick
    held = hand.hands[seat]
    if trick and held & SUIT_MASKS[trick[0] >> 4] and card >> 4 != trick[0] >> 4:
        law = ref.law("dummy_renounces") if seat == dummy else ref.law("renounce")
        renounces.append(Renounce(seat, play_index, index, card, law, dummy=seat == dummy))
        ref = ref.log(f"{seat}: {describe(card)}", "dummy renounces: no penalty" if seat == dummy
                      else f"{seat} renounces, holding the suit led", law, public=False)
    else:
        legal = [c for c in range(64) if legal_mask(held, trick) >> c & 1]
        kept = complying(before, seat, legal)
        if card not in kept and len(kept) < len(legal):
            established = not ref.code.revoke.disobeyed_penalty_correctable
            law = ref.law("penalty_disobeyed")
            renounces.append(Renounce(seat, play_index, index, card, law, established=established))
            ref = ref.log(f"{seat}: {describe(card)}",
                          f"{seat} does not play as the penalty requires: the penalty of a revoke", law,
                          public=False)
    def keep(o: Obligation) -> bool:
        # Penalties bound to a trick last until it is over (a correction may need them again).
        if o.trick != -1:
            return o.trick >= index
        if o.seat != seat:
            return True
        return o.kind not in _ONE_SHOT or (bool(trick) and o.kind in (ObligationKind.LEAD_SUIT,
                                                                       ObligationKind.NOT_LEAD_SUIT))

    obligations = tuple(o for o in ref.obligations if keep(o))
    return dataclasses.replace(ref, renounces=tuple(renounces), obligations=obligations)


def _open_renounce(ref: RefereeState, seat: Seat) -> Renounce | None:
    for r in reversed(ref.renounces):
        if r.seat == seat and not r.established:
            return r
    return None


def having_none(ref: RefereeState, act: Act) -> RefereeState:
    """ "Having none?": partner (or dummy, of the dealer) asks before the trick is quitted."""
    target = act.seat.partner
    law = ref.law("having_none")
    if act.seat == ref.dealer.partner and ref.hand.dummy_exposed:
        law = f"{law}; {ref.law('dummy_asks_having_none')}"
    r = _open_renounce(ref, target)
    hand = ref.hand
    ref = dataclasses.replace(ref, asked_of=(target, len(hand.tricks) - (0 if hand.trick else 1)))
    if r is None:
        return ref.log(act, f"{target} has none of the suit (or his revoke is established)", law)
    renounces = tuple(dataclasses.replace(x, asked=True) if x is r else x for x in ref.renounces)
    return dataclasses.replace(ref, renounces=renounces).log(
        act, f"asked before the trick is quitted: {target}'s renounce may be corrected", law)


def answer_none(ref: RefereeState, act: Act) -> RefereeState:
    """The player asked "Having none?" answers "None". Given wrongly, it counts: the question no
    longer keeps his renounce open, so turning and quitting the trick establishes it (P92 "unless
    the question be answered in the negative"; A90, W90); the answer itself establishes nothing
    (P92, the editor's note). The table hears the answer; whether it was true stays hidden."""
    seat = act.seat
    if ref.asked_of is not None and ref.asked_of[0] == seat:
        ref = dataclasses.replace(ref, asked_of=None)
    ref = ref.log(act, f"{seat} answers \u201cNone\u201d", ref.law("having_none"))
    r = _open_renounce(ref, seat)
    if r is None or not r.asked:
        return ref
    renounces = tuple(dataclasses.replace(x, asked=False) if x is r else x for x in ref.renounces)
    return dataclasses.replace(ref, renounces=renounces).log(
        act, f"{seat} answered \u201cNone\u201d wrongly: turning and quitting the trick will establish "
        "his revoke", ref.law("having_none"), public=False)


def quit_trick(ref: RefereeState, act: Act) -> RefereeState:
    """The last trick is turned and quitted (P91, A89, W86): the renounces in it are established,
    unless "Having none?" was asked before it was quitted and not answered "None" (P92, A90,
    W90); dummy's stands (P68, A65, W65). No effect while a trick is in progress (the last trick
    was quitted when the next was led)."""
    hand = ref.hand
    if hand.trick or not hand.tricks:
        return ref.log(act, "no effect: no trick is waiting to be quitted", ref.law("revoke_established"))
    index = len(hand.tricks) - 1
    renounces = list(ref.renounces)
    ref = ref.log(act, f"trick {index + 1} is turned and quitted", ref.law("revoke_established"))
    for i, r in enumerate(renounces):
        if r.trick == index and not r.established and (r.dummy or not r.asked):
            renounces[i] = dataclasses.replace(r, established=True)
            if not r.dummy:
                ref = ref.log(act, f"{r.seat}'s revoke is established", ref.law("revoke_established"),
                              public=False)
    return dataclasses.replace(ref, renounces=tuple(renounces), quitted=len(hand.tricks))


def correct(ref: RefereeState, act: Act) -> RefereeState:
    """The renouncing player (the dealer for dummy) takes his card back in time.

    :raises IllegalActionError: when there is no renounce to correct, or it is established.
    """
    seat = act.seat
    r = _open_renounce(ref, seat)
    if r is None and seat == ref.dealer:
        r = _open_renounce(ref, ref.dealer.partner)
    if r is None:
        raise IllegalActionError(Reason.UNKNOWN_ACTION,
                                 f"{act}: {seat} has no renounce that may still be corrected "
                                 f"(a revoke is established once its trick is quitted, "
                                 f"{ref.law('revoke_established')})", action=str(act), phase="play")
    later = ref.plays[r.play + 1:]
    position = r.play % 4  # the play log holds whole tricks of four, in order
    in_trick = ref.plays[r.play - position:r.play - position + 4]
    adversaries_played = {s for s, _ in in_trick if ref.is_adversary(s)}
    fourth = position == 3
    renounces = tuple(x for x in ref.renounces if x.play < r.play)
    ref = ref.replay_plays(ref.plays[:r.play], renounces=renounces, early=())
    ref = ref.log(act, f"{r.seat} corrects the renounce {describe(r.card)}; "
                  f"{len(later)} later card(s) taken back, not exposed", ref.law("renounce_corrected"))
    if r.dummy or r.law == ref.law("penalty_disobeyed"):
        return ref
    suit_led = ref.hand.trick[0] >> 4 if ref.hand.trick else r.card >> 4
    if ref.is_adversary(r.seat):
        return ref.ask(Ruling(ref.dealer, r.seat, "renounce corrected", ref.law("renounce_corrected"),
                              (Option("expose", f"{describe(r.card)} is an exposed card"),
                               Option("highest", f"{r.seat} plays his highest of the suit"),
                               Option("lowest", f"{r.seat} plays his lowest of the suit"),
                               Option("waive", "no penalty")),
                              kind=RulingKind.RENOUNCE_CORRECTED, value=r.card, waiver="waive"), act)
    if len(adversaries_played) == 2 and not fourth:
        return ref.ask(Ruling(ref.dealer.left, r.seat, "renounce corrected by the dealer",
                              ref.law("dealers_renounce_corrected"),
                              (Option("highest", "the dealer plays his highest of the suit"),
                               Option("lowest", "the dealer plays his lowest of the suit"),
                               Option("waive", "no penalty")),
                              kind=RulingKind.RENOUNCE_CORRECTED, value=suit_led, waiver="waive"), act)
    return ref.log(act, "no penalty: both adversaries had not played, or the dealer was fourth hand",
                   ref.law("dealers_renounce_corrected"))


@HANDLERS.register(RulingKind.RENOUNCE_CORRECTED)
def _renounce_corrected(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    seat = ruling.offender
    if key == "expose":
        return ref.expose(seat, 1 << ruling.value)
    if key in ("highest", "lowest"):
        kind = ObligationKind.HIGHEST if key == "highest" else ObligationKind.LOWEST
        return ref.bind(Obligation(seat, kind, ruling.law, trick=ref.trick_index))
    return ref


def close_hand(ref: RefereeState) -> RefereeState:
    """The hand is over: establish what is left, ask for the claims, then close."""
    if ref.hand_closed:
        return dataclasses.replace(ref, outcome="closed")
    renounces = tuple(dataclasses.replace(r, established=True) for r in ref.renounces)
    ref = dataclasses.replace(ref, renounces=renounces, hand_closed=True, false_lead=(), early=())
    english = ref.code.revoke.penalty == RevokePenalty.CLAIMANTS_CHOOSE
    asked = False
    for r in renounces:
        if r.dummy:
            continue
        claimants = r.seat.side.other
        chooser = ref.dealer if claimants == ref.dealer.side else r.seat.left
        if english:
            options: tuple[Option, ...] = (
                Option("take-tricks", "take three tricks from the revoking side"),
                Option("deduct", "deduct the value of three tricks from their score"),
                Option("add", "add the value of three tricks to our score"))
        else:
            options = (Option("take-tricks", "three tricks taken from the revoking side"),)
        law = ref.law("revoke_penalty")
        if not asked:
            ref = ref.log("end of the hand", "the claimants may search all the tricks",
                          ref.law("revoke_search"))
        ref = ref.ask(Ruling(chooser, r.seat, f"revoke ({describe(r.card)} at trick {r.trick + 1})", law,
                             (*options, Option("waive", "no claim")), kind=RulingKind.REVOKE_CLAIM,
                             waiver="waive"), "end of the hand")
        asked = True
    if not asked:
        return dataclasses.replace(ref, outcome="closed")
    return ref


@HANDLERS.register(RulingKind.REVOKE_CLAIM)
def _revoke_claim(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "waive":
        return ref
    option = {"take-tricks": RevokeOption.TAKE_TRICKS, "deduct": RevokeOption.DEDUCT,
              "add": RevokeOption.ADD}[key]
    return dataclasses.replace(ref, claims=(*ref.claims, RevokeClaim(ruling.offender.side, option)))
