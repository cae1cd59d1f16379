"""Exposed cards, called cards and suits, claims of the rest, dummy's suggestions (LAWS).

Before the declaration a card exposed by the dealer's side gives the eldest hand a new deal
(P70, A67, W67); before the lead any exposure costs the offender's partner his doubling, and a
card exposed by the leader's partner may be called or its suit barred (P71, A68, W68;
ruling 12). In play, cards exposed by the dealer's adversaries are liable to be called and the
call may be repeated until they are played (P72-73, P84; A69-70, A80; W69-70, W80); the
dealer's own cost nothing (P69, P75). Two cards played at once (P73, A72, W72), winners led
without waiting (P74, A73, W73), cards thrown down (P76-77, A74, W74), a detached card named
(P78), dummy's suggestion (P64, A64, W64), an adversary claiming the trick before his
partner plays (P102, A100, W100) or referring to the play (A101, W101), and a card omitted
from a former trick, reported at a physical table (P87, A83, W83).

>>> from bridgewhist.cards import CardSet, parse_deal
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.referee import Referee
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
>>> ref = Referee.from_deal(load_law_code("english-1904"), Seat.S, hands)
>>> ref = ref.act("S: hearts").act("W: expose S4")   # the leader shows a card before the lead
>>> sorted(s.name for s in ref.forfeited), str(CardSet(ref.exposed[Seat.W]))
(['E'], 'S4')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from bridgewhist.actions import play
from bridgewhist.acts import Act, Verb
from bridgewhist.cards import SUIT_MASKS, Card, CardSet
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.phases.play import legal_mask
from bridgewhist.referee.events import Obligation, ObligationKind, Option, Ruling, RulingKind
from bridgewhist.referee.penalties import SUIT_KEYS, Handlers, suit_options
from bridgewhist.referee.revoke import play_card
from bridgewhist.referee.state import RefereeState, describe
from bridgewhist.seats import Seat
from bridgewhist.state import Phase

__all__ = ["HANDLERS", "PlayOne", "calls_due", "claim_rest", "claim_trick", "expose_card", "lay_down",
           "name_card", "omitted", "reference", "run", "show", "suggest", "throw_down", "two_cards"]

HANDLERS = Handlers()
"""The handlers of this chapter's rulings."""

_WAIVE = Option("waive", "no penalty")

PlayOne = Callable[[RefereeState, Act], RefereeState]
"""Plays an ordinary card act as the play chapter rules it (:func:`bridgewhist.referee.play.apply`)."""


def _held(ref: RefereeState, act: Act, cards: tuple[int, ...]) -> Seat:
    seats = {ref.owner(act, c) for c in cards}
    if len(seats) != 1:
        raise IllegalActionError(Reason.CARD_NOT_HELD, f"{act}: the cards are not all in one hand",
                                 action=str(act), phase=ref.hand.phase.name.lower())
    return seats.pop()


def expose_card(ref: RefereeState, act: Act, seat: Seat, card: int, *, played: bool = False) -> RefereeState:
    """``seat`` exposes ``card`` (drops it face up, shows it, or plays it before his turn)."""
    seat = ref.owner(act, card) if played or ref.hand.phase == Phase.PLAY else seat
    if not ref.hand.hands[seat] >> card & 1:
        raise IllegalActionError(Reason.CARD_NOT_HELD, f"{act}: {describe(card)} is not in the hand",
                                 action=str(act), phase=ref.hand.phase.name.lower())
    return _exposed(ref, act, seat, 1 << card)


def _exposed(ref: RefereeState, act: Act, seat: Seat, cards: int, law: str = "") -> RefereeState:
    hand = ref.hand
    dealer = hand.dealer
    names = str(CardSet(cards))
    before_lead = not hand.tricks and not hand.trick and hand.phase != Phase.COMPLETE
    if before_lead:
        partner = seat.partner
        if ref.code.exposed_cards.exposure_before_lead_forfeits_partners_double and \
                hand.phase != Phase.PLAY:
            ref = dataclasses.replace(ref, forfeited=ref.forfeited | {partner}).log(
                act, f"{names} exposed before the lead: {partner} forfeits his right to double",
                ref.law("exposed_before_lead"))
        if hand.phase == Phase.DECLARATION and seat.side == dealer.side:
            return ref.ask(Ruling(dealer.left, seat, "card exposed before the declaration",
                                  ref.law("exposed_before_declaration"),
                                  (Option("new-deal", "a new deal"), Option("play-on", "no new deal")),
                                  kind=RulingKind.EXPOSED_NEW_DEAL, waiver="play-on"), act)
    if seat.side == dealer.side:
        return ref.log(act, f"{names} exposed by the dealer's side: no penalty (only the adversaries' "
                       "cards are liable to be called)", ref.law("exposed_by_dealers_side"))
    ref = ref.expose(seat, cards)
    if before_lead and seat == dealer.right and cards.bit_count() == 1:
        card = cards.bit_length() - 1
        return ref.ask(Ruling(dealer, seat, "card exposed by the leader's partner",
                              ref.law("exposed_by_leaders_partner"),
                              (Option("call", f"{names} stays exposed, liable to be called"),
                               Option("bar-suit", f"{dealer.left} may not lead {CardSet(cards)}'s suit")),
                              kind=RulingKind.BAR_OR_CALL, value=card, waiver="call"), act)
    return ref.log(act, f"{names} exposed: liable to be called", law or ref.law("exposed_card"))


@HANDLERS.register(RulingKind.EXPOSED_NEW_DEAL)
def _exposed_new_deal(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    return dataclasses.replace(ref, outcome="new-deal") if key == "new-deal" else ref


@HANDLERS.register(RulingKind.BAR_OR_CALL)
def _bar_or_call(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key != "bar-suit":
        return ref
    exposed = list(ref.exposed)
    exposed[ruling.offender] &= ~(1 << ruling.value)
    ref = dataclasses.replace(ref, exposed=(exposed[0], exposed[1], exposed[2], exposed[3]))
    return ref.bind(Obligation(ref.dealer.left, ObligationKind.NOT_LEAD_SUIT, ruling.law,
                               ruling.value >> 4, 0))


def show(ref: RefereeState, act: Act) -> RefereeState:
    """A card dropped face up or shown (``expose``), shown to partner only (``show-partner``) or
    dropped below the table (``drop-below``)."""
    verb = act.verb
    if verb == Verb.DROP_BELOW:
        _held(ref, act, act.cards)
        return ref.log(act, "a card below the table is not an exposed card",
                       ref.law("card_dropped_below_table"))
    if verb == Verb.SHOW_PARTNER and not ref.code.exposed_cards.card_partner_can_see_is_exposed:
        _held(ref, act, act.cards)
        return ref.log(act, "a card only partner can see is not an exposed card (ruling 13)",
                       ref.code.cite("exposed_cards", "card_partner_can_see_is_exposed"))
    seat = _held(ref, act, act.cards)
    mask = sum(1 << c for c in act.cards)
    law = ref.law("card_shown_to_partner") if verb == Verb.SHOW_PARTNER else ""
    return _exposed(ref, act, seat, mask, law)


def lay_down(ref: RefereeState, act: Act, *, led: bool = False) -> RefereeState:
    """Dummy lays his cards face upward on the table (P62, A61, W61). Before the declaration
    or the lead, that is exposing them (P70-71, A67-68, W67-68: the dealer forfeits his right
    to re-double); after, it is what the law asks of him. ``led``: a lead is waiting on the
    maker's claim (A58, reading L16), so it is after the lead.

    :raises IllegalActionError: when anyone but the dealer's partner lays his cards down as
        dummy (an adversary's cards thrown down are ``throw-down``).
    """
    dummy = ref.dealer.partner
    hand = ref.hand
    if act.seat != dummy:
        raise IllegalActionError(Reason.NOT_ENTITLED, f"{act}: only the dealer's partner, {dummy}, lays "
                                 "his cards down as dummy (an adversary throws his down: throw-down)",
                                 action=str(act), phase=hand.phase.name.lower())
    if hand.dummy_exposed:
        return ref.log(act, "dummy's cards are already on the table", ref.code.cite("dummy", "exposure"))
    before_lead = hand.phase != Phase.PLAY or (not hand.tricks and not hand.trick)
    if before_lead and hand.phase != Phase.PLAY and not led:
        ref = _exposed(ref, act, dummy, hand.hands[dummy], "")
    hand = ref.hand
    start = ref.play_start._set(dummy_exposed=True) if ref.play_start is not None else None
    return dataclasses.replace(ref, hand=hand._set(dummy_exposed=True), play_start=start).log(
        act, "dummy's cards are on the table", ref.code.cite("dummy", "exposure"))


def claim_rest(ref: RefereeState, act: Act) -> RefereeState:
    """The dealer says "I have the rest": under P75 either adversary may have his cards shown;
    under A74/W74 no one may, and the adversaries' cards exposed on the claim are not called.

    :raises IllegalActionError: when anyone but the dealer claims.
    """
    dealer = ref.dealer
    if act.seat != dealer:
        raise IllegalActionError(Reason.NOT_ENTITLED, f"{act}: only the dealer claims the rest",
                                 action=str(act), phase="play")
    ref = dataclasses.replace(ref, rest_claimed=True)
    if not ref.code.exposed_cards.claimant_may_be_required_to_show:
        return ref.log(act, "the dealer claims the rest: cards the adversaries expose believing it "
                       "are not liable to be called; no one may require his cards shown",
                       ref.code.cite("exposed_cards", "claimant_may_be_required_to_show"))
    # P75 "he may be required to place his cards face upwards": by either adversary.
    return ref.ask(Ruling(dealer.left, dealer, "claim of the remaining tricks",
                          ref.law("dealer_claims_the_rest"),
                          (Option("show-hand", "the dealer places his cards face up (not liable "
                                  "to be called)"), Option("play-on", "play on")),
                          kind=RulingKind.SHOW_HAND, waiver="play-on", either=True), act)


def reference(ref: RefereeState, act: Act) -> RefereeState:
    """An adversary's unauthorised reference to the play: the dealer may call a suit at the
    adversaries' next lead (A101, W101; no english-1904 law)."""
    if not ref.is_adversary(act.seat) or not ref.code.general.unauthorised_reference_penalised:
        return ref.log(act, "no penalty for this remark under this code")
    return ref.bind(Obligation(act.seat, ObligationKind.CALL_SUIT_AT_LEAD, ref.law("unauthorised_reference"),
                               chooser=ref.dealer)).log(
        act, "unauthorised reference: the dealer may call a suit at the adversaries' next lead",
        ref.law("unauthorised_reference"))


def two_cards(ref: RefereeState, act: Act, play_one: PlayOne) -> RefereeState:
    """Two or more cards played at once: the dealer chooses the one played, the rest are
    exposed (P73, A72, W72); ``play_one`` plays a card when no penalty follows."""
    seat = _held(ref, act, act.cards)
    hand = ref.hand
    if seat != hand.turn or not ref.is_adversary(seat):
        # The dealer (or a player out of turn) loses nothing: the first card is played in turn.
        return play_one(ref, Act(act.seat, play(act.cards[0]))).log(
            act, "two cards at once: the first is played, no penalty against the dealer",
            ref.law("two_cards_at_once"))
    legal = legal_mask(hand.hands[seat], hand.trick)
    playable = [c for c in act.cards if legal >> c & 1] or list(act.cards)
    ref = ref.expose(seat, sum(1 << c for c in act.cards))
    return ref.ask(Ruling(hand.dealer, seat, "two cards played at once", ref.law("two_cards_at_once"),
                          tuple(Option(f"play-{describe(c)}", f"{describe(c)} to this trick; the rest "
                                       "exposed") for c in playable),
                          kind=RulingKind.TWO_CARDS, waiver=f"play-{describe(playable[0])}"), act)


@HANDLERS.register(RulingKind.TWO_CARDS)
def _two_cards_choice(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    card = Card.parse(key.removeprefix("play-"))
    return play_card(ref, ruling.offender, card)


def run(ref: RefereeState, act: Act) -> RefereeState:
    """Winning cards led one after another without waiting for partner (P74, A73, W73)."""
    seat = _held(ref, act, act.cards)
    hand = ref.hand
    if hand.trick or seat != hand.turn or not ref.is_adversary(seat):
        return ref.log(act, "no effect: only the adversary whose lead it is can lead on without "
                       "waiting") if not ref.is_adversary(seat) else expose_card(ref, act, seat, act.cards[0])
    first, rest = act.cards[0], act.cards[1:]
    ref = play_card(ref, seat, first).expose(seat, sum(1 << c for c in rest))
    return ref.ask(Ruling(hand.dealer, seat, "winning cards led without waiting for partner",
                          ref.law("winners_led_without_waiting"),
                          (Option("partner-wins", f"{seat.partner} must win this trick if he can"),
                           _WAIVE), kind=RulingKind.RUN, waiver="waive"), act)


@HANDLERS.register(RulingKind.RUN)
def _run_choice(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key != "partner-wins":
        return ref
    return ref.bind(Obligation(ruling.offender.partner, ObligationKind.WIN, ruling.law,
                               trick=ref.trick_index))


@HANDLERS.register(RulingKind.SHOW_HAND)
def _show_hand(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    return ref


def throw_down(ref: RefereeState, act: Act) -> RefereeState:
    """Cards thrown face up on the table, or a hand thrown down conceding the dealer's claim
    (P75-77, A74, W74)."""
    seat = act.seat
    if not ref.is_adversary(seat):
        return ref.log(act, "the dealer's cards shown are not liable to be called",
                       ref.law("dealers_cards_shown"))
    if act.verb == Verb.CONCEDE or (ref.rest_claimed and ref.code.exposed_cards.false_claim_excuses_exposure):
        conceded = ref.conceded | {seat}
        ref = dataclasses.replace(ref, conceded=conceded)
        if ref.rest_claimed and len(conceded) == 2:
            # the trick in progress is among those abandoned: the dealer claimed it too
            remaining = 13 - len(ref.hand.tricks)
            return dataclasses.replace(ref, abandoned=True, abandoned_tricks=remaining).log(
                act, f"the hands are abandoned: {remaining} trick(s) to the dealer as claimed and "
                "admitted", ref.law("hands_abandoned"))
        if ref.rest_claimed and ref.code.exposed_cards.false_claim_excuses_exposure:
            return ref.log(act, "cards shown believing the dealer's claim are not liable to be called",
                           ref.law("cards_thrown_down"))
        if act.verb == Verb.CONCEDE and not ref.rest_claimed:
            return ref.log(act, "no effect: the dealer has claimed nothing")
    ref = ref.expose(seat, ref.hand.hands[seat])
    return ref.log(act, f"{seat}'s cards thrown face up are exposed, liable to be called",
                   ref.law("cards_thrown_down"))


def suggest(ref: RefereeState, act: Act) -> RefereeState:
    """Dummy suggests a card from dummy (P64, A64, W64).

    :raises IllegalActionError: unless it is dummy suggesting a card of dummy's.
    """
    dummy = ref.dealer.partner
    card = act.cards[0]
    if act.seat != dummy or not ref.hand.hands[dummy] >> card & 1:
        raise IllegalActionError(Reason.NOT_ENTITLED, f"{act}: only dummy's player suggests dummy's card",
                                 action=str(act), phase="play")
    return ref.ask(Ruling(dummy.left, dummy, "suggesting a card from dummy", ref.law("dummy_suggests_card"),
                          (Option("play", f"{describe(card)} must be played"),
                           Option("not-play", f"{describe(card)} must not be played"), _WAIVE),
                          kind=RulingKind.SUGGEST, value=card, waiver="waive", either=True), act)


@HANDLERS.register(RulingKind.SUGGEST)
def _suggest_choice(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "waive":
        return ref
    kind = ObligationKind.PLAY_SUGGESTED if key == "play" else ObligationKind.NOT_SUGGESTED
    return ref.bind(Obligation(ruling.offender, kind, ruling.law, ruling.value))


def claim_trick(ref: RefereeState, act: Act) -> RefereeState:
    """An adversary claims the trick before his partner has played (P102, A100, W100)."""
    seat = act.seat
    hand = ref.hand
    partner = seat.partner
    played = [(hand.leader + i) & 3 for i in range(len(hand.trick))]
    if not ref.is_adversary(seat) or not hand.trick or partner in played:
        return ref.log(act, "no penalty: only an adversary before his partner has played")
    return ref.ask(Ruling(hand.dealer, partner, "trick claimed by his partner before he played",
                          ref.law("trick_claimed_before_partner_plays"),
                          (Option("highest", f"{partner} plays his highest of the suit led"),
                           Option("lowest", f"{partner} plays his lowest of the suit led"),
                           Option("win", f"{partner} must win the trick if he can"),
                           Option("lose", f"{partner} must lose it"), _WAIVE),
                          kind=RulingKind.TRICK_CALL, waiver="waive"), act)


def name_card(ref: RefereeState, act: Act) -> RefereeState:
    """The dealer names a card detached from an adversary's hand (P78; english-1904 only)."""
    dealer = ref.dealer
    target = act.target
    assert target is not None
    if not ref.code.exposed_cards.detached_card_liable or act.seat != dealer \
            or not ref.is_adversary(target):
        return ref.log(act, "no effect under this code")
    card = act.cards[0]
    if ref.hand.hands[target] >> card & 1:
        return ref.expose(target, 1 << card).log(act, f"{describe(card)} named: liable to be called",
                                                 ref.law("detached_card_named"))
    return ref.bind(Obligation(dealer, ObligationKind.CALL_SUIT_AT_LEAD, ref.law("detached_card_named"),
                               chooser=dealer.left)).log(
        act, "a wrong card named: a suit may be called when the dealer or dummy first leads",
        ref.law("detached_card_named"))


def omitted(ref: RefereeState, act: Act) -> RefereeState:
    """A card omitted from a former trick, found after the offender played to the next: the
    adversaries may claim a new deal; else the surplus card counts for the imperfect trick and
    is no revoke there (P87, A83, W83). Dummy's omission gives no claim."""
    seat = act.seat
    law = ref.law("card_omitted_from_trick")
    if not ref.hand.tricks:
        raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: no former trick to have omitted",
                                 action=str(act), phase="play", law=law)
    dealer = ref.dealer
    if seat == dealer.partner:
        return ref.log(act, "dummy omitted a card: the surplus card counts for the imperfect trick",
                       law)
    # "the adversaries may claim a new deal": the dealer's, for his side (dummy takes no part,
    # P62, A61, W61); against the dealer, either adversary.
    adversary = ref.is_adversary(seat)
    return ref.ask(Ruling(dealer if adversary else dealer.left, seat, "card omitted from a former trick",
                          law, (Option("new-deal", "a new deal"),
                                Option("stand", "the deal stands; the surplus card counts for the "
                                       "imperfect trick, no revoke there")),
                          kind=RulingKind.OMITTED, waiver="stand", either=not adversary), act)


@HANDLERS.register(RulingKind.OMITTED)
def _omitted_choice(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    return dataclasses.replace(ref, outcome="new-deal") if key == "new-deal" else ref


def calls_due(ref: RefereeState) -> RefereeState:
    """Offer the calls that fall due at this turn (the same referee when none does): a suit
    called at a side's next lead (P80, P78; A76, A101; W76, W101) and the call of an exposed
    card the player in turn can play (P84, A80, W80)."""
    hand = ref.hand
    seat = hand.turn
    index = ref.trick_index
    if not hand.trick:
        for obligation in ref.obligations:
            if obligation.kind == ObligationKind.CALL_SUIT_AT_LEAD and obligation.seat.side == seat.side:
                rest = tuple(o for o in ref.obligations if o is not obligation)
                chooser = obligation.chooser or hand.dealer
                ref = dataclasses.replace(ref, obligations=rest)
                return ref.ask(Ruling(chooser, seat, "suit called at his lead", obligation.law,
                                      (*suit_options(f"from {seat}"), _WAIVE), kind=RulingKind.CALL_SUIT,
                                      waiver="waive"), f"{seat} to lead")
    exposed = ref.exposed[seat]
    if not exposed or not ref.is_adversary(seat) or (seat, index) in ref.offered:
        return ref
    legal = legal_mask(hand.hands[seat], hand.trick)
    callable_cards = [c for c in CardSet(exposed & legal)]
    if not callable_cards:
        return ref
    ref = dataclasses.replace(ref, offered=ref.offered | {(int(seat), index)})
    return ref.ask(Ruling(hand.dealer, seat, "exposed card", ref.law("exposed_card_called"),
                          (*(Option(f"call-{describe(c)}", f"{describe(c)} must be played now")
                             for c in callable_cards), Option("no-call", "no call this time")),
                          kind=RulingKind.CALL_CARD, waiver="no-call"), f"{seat} to play")


@HANDLERS.register(RulingKind.CALL_SUIT)
def _call_suit(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key not in SUIT_KEYS:
        return ref
    suit = SUIT_KEYS.index(key)
    seat = ruling.offender
    if not ref.hand.hands[seat] & SUIT_MASKS[suit]:
        return ref.log(f"{seat} to lead", f"{seat} has no {key}: the penalty is paid",
                       ref.law("called_suit_not_held"))
    return ref.bind(Obligation(seat, ObligationKind.LEAD_SUIT, ruling.law, suit, ref.trick_index))


@HANDLERS.register(RulingKind.CALL_CARD)
def _call_card(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if not key.startswith("call-"):
        return ref
    card = Card.parse(key.removeprefix("call-"))
    return ref.bind(Obligation(ruling.offender, ObligationKind.PLAY_CARD, ruling.law, card,
                               ref.trick_index))

