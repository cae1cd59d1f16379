"""New-deal claims arising while dealing (LAWS enforcement): the table reports what happened.

The software's own deal is always correct; at a real table the dealer may err. A report is
the act ``SEAT: dealing WORD [CARD]`` made before the declaration (``imperfect`` at any time
in the hand; ``too-many`` before the first card is played; a deal out of turn as each code
allows). Compulsory new deals (P39, A38, W38) annul the deal at once; a card exposed in
dealing or seen by the dealer gives the player the code names the choice (P40-42, A39-40,
W39-40, ruling 16); a short hand found after play stands (P43, A41, W41); an imperfect pack
voids only that deal (P44, A42, W42); a deal out of turn or with the wrong pack is corrected
only in time (P45, A43, W43).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.referee import Referee
>>> from bridgewhist.seats import Seat
>>> ref = Referee.start(load_law_code("american-1904"), Seat.S, rng=random.Random(1))
>>> ref = ref.act("E: dealing exposed")
>>> ref.pending.chooser.name, ref.pending.law
('S', 'american-1904 law 39')
>>> Referee.start(load_law_code("english-1904"), Seat.S, rng=random.Random(1)).act(
...     "W: dealing faced").outcome
'new-deal'
"""

from __future__ import annotations

import dataclasses

from bridgewhist.acts import Act, Verb
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.events import Option, Ruling, RulingKind
from bridgewhist.referee.penalties import Handlers
from bridgewhist.referee.state import RefereeState
from bridgewhist.seats import Seat
from bridgewhist.state import Phase

__all__ = ["COMPULSORY", "HANDLERS", "WORDS", "both_may_claim", "reopens", "report"]

HANDLERS = Handlers()
"""The handlers of this chapter's rulings."""

COMPULSORY = {
    "imperfect": ("the pack is incorrect or imperfect", "new_deal_imperfect_pack"),
    "faced": ("a card is faced in the pack", "new_deal_faced_card"),
    "irregular": ("the cards were not dealt one at a time in rotation", "new_deal_irregular_dealing"),
    "last-card": ("the last card did not come to the dealer", "new_deal_last_card"),
    "too-many": ("a player has more than thirteen cards", "new_deal_too_many_cards"),
    "two-at-once": ("two cards dealt at once, then a third", "new_deal_two_at_once"),
    "not-cut": ("the pack was not cut", "new_deal_pack_not_cut"),
}
"""Reports that compel a new deal: word -> (what happened, the case the code cites its law for)."""

WORDS = (*COMPULSORY, "exposed", "dealer-looked", "looked", "short", "out-of-turn", "wrong-pack",
         "out-of-turn-stopped", "wrong-pack-stopped", "previous-out-of-turn")
"""Every word a dealing report may use: ``looked`` is a player who looked at his cards during
the deal (he may not claim a new deal for a card exposed in it, P40, A40, W40); ``out-of-turn``
and ``wrong-pack`` are noticed now, the last card dealt; ``...-stopped``: the deal was stopped
before its last card (P45, A43, W43); ``previous-out-of-turn``: the deal before this one was dealt
out of turn, noticed only now that this one is dealt (too late under every code: W43 "before
the cards are dealt for the following deal")."""


def reopens(ref: RefereeState, act: Act) -> bool:
    """Whether ``act`` is a report that may still void a deal already closed: under W43 a deal
    out of turn "must be corrected before the cards are dealt for the following deal", so
    after the last trick too, until the next deal is dealt (reading L9).

    >>> import random
    >>> from bridgewhist.acts import parse_act
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> state = RefereeState(new_hand(load_law_code("american-1905"), Seat.S, rng=random.Random(1)))
    >>> reopens(state, parse_act("W: dealing out-of-turn")), reopens(state, parse_act("W: dealing short"))
    (True, False)
    """
    return (act.verb == Verb.DEALING and act.word == "out-of-turn"
            and ref.code.new_deal.deal_out_of_turn_corrected_until == "the following deal")


def report(ref: RefereeState, act: Act) -> RefereeState:
    """Rule on a dealing report, also while a choice waits (a player who looks at his cards
    while a new deal may be claimed takes the claim from himself, P40, A40, W40).

    :raises IllegalActionError: for an unknown word, or a report made too late to matter
        (it is refused, naming the law, so the record shows nothing happened).
    """
    word = act.word
    if word not in WORDS:
        raise IllegalActionError(Reason.UNKNOWN_ACTION,
                                 f"{act}: unknown dealing report; expected one of {', '.join(WORDS)}",
                                 action=str(act), phase="deal")
    if word in COMPULSORY:
        return _compulsory(ref, act)
    if word == "short":
        return ref.log(act, "a short hand found after play: the deal stands; he answers for any "
                       "revoke as if the missing cards were in his hand", ref.law("short_hand"))
    if word == "previous-out-of-turn":
        law = ref.law("deal_out_of_turn")
        raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: too late, the cards are dealt for the "
                                 f"following deal: the deal out of turn stands ({law})",
                                 action=str(act), phase="deal", law=law)
    if word in ("out-of-turn", "wrong-pack", "out-of-turn-stopped", "wrong-pack-stopped"):
        return _out_of_turn(ref, act)
    if ref.started:
        return _too_late(ref, act, ref.law("card_exposed_in_dealing"))
    if word == "looked":
        return _looked(ref, act)
    return _claim(ref, act)


def _played(ref: RefereeState) -> bool:
    hand = ref.hand
    return bool(hand.tricks or hand.trick) or hand.phase == Phase.COMPLETE


def _over(ref: RefereeState, outcome: str) -> RefereeState:
    """The deal ends: no choice waits any more (a claim waiting is moot)."""
    return dataclasses.replace(ref, outcome=outcome, pending=None, queue=())


def _compulsory(ref: RefereeState, act: Act) -> RefereeState:
    """A new deal the code compels (P39, A38, W38), whatever choice waits."""
    word = act.word
    what, case = COMPULSORY[word]
    law = ref.law(case)
    late = (word == "imperfect" and ref.hand.phase == Phase.COMPLETE) or (
        word == "too-many" and _played(ref)) or (word not in ("imperfect", "too-many") and ref.started)
    if late:
        return _too_late(ref, act, law)
    return _over(ref, "new-deal").log(act, f"{what}: there must be a new deal by the same dealer", law)


def _out_of_turn(ref: RefereeState, act: Act) -> RefereeState:
    """A deal out of turn or with the wrong pack, corrected only in time (P45, A43, W43)."""
    word = act.word
    until = ref.code.new_deal.deal_out_of_turn_corrected_until
    if word.endswith("-stopped"):  # stopped while dealing: in time under every code
        in_time = not ref.started
    elif until == "last card dealt":  # P45: "may be stopped before the last card is dealt"
        in_time = False
    elif word == "out-of-turn" and until == "the following deal":
        in_time = True  # W43 "before the cards are dealt for the following deal" (L9)
    else:
        in_time = not _played(ref)
    law = ref.law("deal_out_of_turn")
    if not in_time:
        return ref.log(act, "not corrected in time: the deal stands", law)
    if ref.hand.phase == Phase.COMPLETE:  # after the last trick (W43): its score is struck out
        return _over(ref, "void").log(
            act, "the deal is void, its score struck out: the rightful dealer deals with his "
            "own pack (ruling 16)", law)
    return _over(ref, "void").log(
        act, "the deal is void: the rightful dealer deals with his own pack (ruling 16)", law)


def _looked(ref: RefereeState, act: Act) -> RefereeState:
    """A player looked at his cards during the deal: he may not claim a new deal for a card
    exposed in it (P40, A40, W40), nor go on claiming one put to him before he looked."""
    law = ref.law("card_exposed_in_dealing")
    looked = ref.looked | {act.seat}
    ref = dataclasses.replace(ref, looked=looked).log(
        act, f"{act.seat} looked at his cards during the deal: he may not claim a new deal "
        "for a card exposed in it", law)
    kept: list[Ruling] = []
    for ruling in (r for r in (ref.pending, *ref.queue) if r is not None):
        entitled = _claimants(ruling, looked) if ruling.kind == RulingKind.DEALING_CLAIM else None
        if entitled is None:
            kept.append(ruling)
        elif entitled:
            kept.append(dataclasses.replace(ruling, chooser=entitled[0], either=len(entitled) == 2))
        else:
            ref = ref.log(act, f"{ruling.offender}'s {ruling.irregularity}: no claim, the claimant has "
                          "looked at his cards; the deal stands and the card cannot be called", law)
    return dataclasses.replace(ref, pending=kept[0] if kept else None, queue=tuple(kept[1:]))


def _claimants(ruling: Ruling, looked: frozenset[Seat]) -> tuple[Seat, ...]:
    """Who may still make the claim ``ruling`` puts: its chooser (and his partner when either
    may) who has not looked at his cards."""
    chooser = ruling.chooser
    entitled = (chooser, chooser.partner) if ruling.either else (chooser,)
    return tuple(s for s in entitled if s not in looked)


def _claim(ref: RefereeState, act: Act) -> RefereeState:
    """A card exposed in dealing, or the dealer looking at one: the player the code names may
    claim a new deal (P40-42, A39-40, W39-40, ruling 16)."""
    dealer = ref.dealer
    rules = ref.code.new_deal
    kind = RulingKind.DEALING_CLAIM
    if act.word == "dealer-looked":
        chooser = dealer.left
        field = "dealer_looks_claimed_by"
        what = "the dealer looked at a card before fifty-one were dealt"
        kind = RulingKind.DEALER_LOOKED
    else:
        dealer_side = act.seat.side == dealer.side
        chooser = dealer.left if dealer_side else dealer
        field = "dealer_side_exposure_claimed_by" if dealer_side else "adversary_exposure_claimed_by"
        what = f"card exposed in dealing (claimed by {getattr(rules, field)})"
    ruling = Ruling(chooser, act.seat, what, ref.code.cite("new_deal", field),
                    (Option("new-deal", "a new deal"),
                     Option("stand", "the deal stands; the card cannot be called")),
                    kind=kind, waiver="stand", either=both_may_claim(getattr(rules, field)))
    if kind == RulingKind.DEALING_CLAIM:
        # P40, A40, W40: "The claim ... may not be made by a player who has looked at any of his cards."
        may_claim = _claimants(ruling, ref.looked)
        if not may_claim:
            return ref.log(act, f"{what}: no claim, the claimant has looked at his cards; the deal "
                           "stands and the card cannot be called", ref.law("card_exposed_in_dealing"))
        ruling = dataclasses.replace(ruling, chooser=may_claim[0], either=len(may_claim) == 2)
    return ref.ask(ruling, act)


def both_may_claim(claimants: str) -> bool:
    """Whether the code's words give the claim to either of two partners ("the dealer or his
    partner", "each adversary", "either adversary"), not to one player ("the dealer", "the
    eldest hand").

    >>> both_may_claim("dealer or partner"), both_may_claim("each adversary"), both_may_claim("dealer")
    (True, True, False)
    """
    return " or " in claimants or claimants.startswith(("each ", "either "))


def _too_late(ref: RefereeState, act: Act, law: str) -> RefereeState:
    raise IllegalActionError(Reason.WRONG_PHASE, f"{act}: too late, the deal stands ({law})",
                             action=str(act), phase=ref.hand.phase.name.lower(), law=law)


@HANDLERS.register(RulingKind.DEALING_CLAIM)
@HANDLERS.register(RulingKind.DEALER_LOOKED)
def _dealing_claim(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
    if key == "new-deal":
        return dataclasses.replace(ref, outcome="new-deal")
    return ref.log(f"{ruling.offender}: dealing", "the card exposed in dealing cannot be called",
                   ref.law("card_exposed_in_dealing"))
