"""Acts a real table makes while a choice waits (issue 32): the referee takes those the laws
provide for, in their order, and refuses the others citing the law that makes the offender
wait (P104, A102, W102). The audit is in docs/laws-intro.md."""

from __future__ import annotations

import pytest

from bridgewhist.acts import Act, Verb
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.events import RulingKind
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from support.referee import acts, in_play, start

LOOKED = "dealing looked"


# -- a claim for a card exposed in dealing: the players look at their cards meanwhile ------------
def test_english_1904_law_40_a_claimant_who_looks_while_the_claim_waits_leaves_it_to_his_partner() -> None:
    """P40: "... the dealer or his partner may claim a new deal ... The claim may not be made by
    a player who has looked at any of his cards." South looks while the choice is his: North may
    still claim; once North has looked too, no one may and the deal stands."""
    ref = acts(start("english-1904"), "E: dealing exposed")
    assert ref.pending is not None and ref.pending.chooser == Seat.S and ref.pending.either
    assert Act(Seat.S, verb=Verb.DEALING, word="looked") in ref.table_acts(Seat.S)
    ref = ref.act(f"S: {LOOKED}")
    assert ref.pending is not None and ref.pending.chooser == Seat.N and not ref.pending.either
    assert ref.events[-1].law == "english-1904 law 40"
    lost = ref.act("S: choose new-deal")        # no longer his: demanding it loses it (P103)
    assert lost.pending is None and not lost.outcome
    assert any(e.law == "english-1904 law 103" for e in lost.events)
    ref = ref.act(f"N: {LOOKED}")
    assert ref.pending is None and not ref.outcome
    assert "no claim, the claimant has looked" in ref.events[-1].what
    assert ref.act("S: hearts").hand.trump is not None      # the deal goes on


def test_american_1904_law_40_the_dealer_who_looks_while_his_claim_waits_loses_it() -> None:
    """A39 gives the claim for an adversary's card to the dealer alone; A40: "The claim may not
    be made by a player who has looked at any of his cards." """
    ref = acts(start("american-1904"), "E: dealing exposed")
    assert ref.pending is not None and ref.pending.chooser == Seat.S and not ref.pending.either
    ref = ref.act(f"S: {LOOKED}")
    assert ref.pending is None and not ref.outcome
    assert ref.events[-1].law == "american-1904 law 40"


def test_american_1905_law_40_the_eldest_hand_who_looks_while_his_claim_waits_loses_it() -> None:
    """W39: a card of the dealer's side exposed in dealing, "the eldest hand may claim a new
    deal"; W40: not a player who has looked at any of his cards."""
    ref = acts(start("american-1905"), "N: dealing exposed")
    assert ref.pending is not None and ref.pending.chooser == Seat.W
    ref = ref.act(f"W: {LOOKED}")
    assert ref.pending is None and ref.events[-1].law == "american-1905 law 40"


def test_american_1905_law_40_a_player_not_entitled_who_looks_leaves_the_claim_where_it_is() -> None:
    """W40: only the claimant's look matters; East, the offender's partner... any other player
    looking changes nothing in the choice waiting."""
    ref = acts(start("american-1905"), "N: dealing exposed", f"E: {LOOKED}", f"S: {LOOKED}")
    assert ref.pending is not None and ref.pending.chooser == Seat.W
    assert ref.looked == {Seat.E, Seat.S}
    assert ref.act("W: choose new-deal").outcome == "new-deal"


def test_english_1904_law_40_a_second_card_exposed_while_the_claim_waits_is_put_next() -> None:
    """P40 for each card: the second claim waits behind the first, each to its claimant (a card
    of the dealer's side: "each adversary", the eldest hand first)."""
    ref = acts(start("english-1904"), "E: dealing exposed", "N: dealing exposed")
    assert ref.pending is not None and ref.pending.chooser == Seat.S
    assert [r.chooser for r in ref.queue] == [Seat.W]
    ref = ref.act("S: choose stand")
    assert ref.pending is not None and ref.pending.offender == Seat.N and ref.pending.chooser == Seat.W


def _first_claim_new_deal(code: str) -> None:
    """P40, A40, W40: two cards exposed in dealing; the first claimant claims the new deal: the
    deal is annulled, and the second claim, on a deal that is no more, waits for no one (found
    by the property test of acts made while a choice waits)."""
    ref = acts(start(code), "E: dealing exposed", "N: dealing exposed")
    assert ref.pending is not None and ref.queue
    ref = ref.act(f"{ref.pending.chooser.name}: choose new-deal")
    assert ref.outcome == "new-deal" and ref.pending is None and not ref.queue


def test_english_1904_law_40_a_new_deal_on_the_first_card_ends_the_claim_behind_it() -> None:
    _first_claim_new_deal("english-1904")


def test_american_1904_law_40_a_new_deal_on_the_first_card_ends_the_claim_behind_it() -> None:
    _first_claim_new_deal("american-1904")


def test_american_1905_law_40_a_new_deal_on_the_first_card_ends_the_claim_behind_it() -> None:
    _first_claim_new_deal("american-1905")


def _faced_card(code: str, law: str) -> None:
    """P39, A38, W38: "There must be a new deal ... if a card be faced in the pack": a new deal
    the code compels, whatever claim waits; nothing is left waiting on a deal annulled."""
    ref = acts(start(code), "E: dealing exposed", "W: dealing faced")
    assert ref.outcome == "new-deal" and ref.pending is None and not ref.queue
    assert ref.events[-1].law == f"{code} law {law}"


def test_english_1904_law_39_a_faced_card_found_while_a_claim_waits_compels_a_new_deal() -> None:
    _faced_card("english-1904", "39 II")


def test_american_1904_law_38_a_faced_card_found_while_a_claim_waits_compels_a_new_deal() -> None:
    _faced_card("american-1904", "38c")


def test_american_1905_law_38_a_faced_card_found_while_a_claim_waits_compels_a_new_deal() -> None:
    _faced_card("american-1905", "38c")


def test_american_1905_law_43_a_deal_out_of_turn_found_while_a_claim_waits_is_void() -> None:
    """W43: a deal out of turn corrected in time is void, the claim waiting with it."""
    ref = acts(start("american-1905"), "E: dealing exposed", "W: dealing out-of-turn")
    assert ref.outcome == "void" and ref.pending is None and not ref.queue


# -- the play: "Having none?", its answer and the quitted trick while a penalty waits ------------
def _renounce_then_false_lead(code: str) -> Referee:
    """East renounces to trick 1 (a heart on a spade, holding spades), North (dummy) wins it, and
    East leads out of turn before the trick is quitted: the dealer is to choose."""
    ref = acts(in_play(code), "W: S4", "N: SA", "E: HJ", "S: S5", "E: HT")
    assert ref.pending is not None and ref.pending.kind == RulingKind.FALSE_LEAD
    assert ref.pending.chooser == Seat.S and ref.renounces and not ref.renounces[0].established
    return ref


def _having_none(code: str, law: str) -> None:
    """P92, A90, W90: partner may ask "Having none?" before the trick is turned and quitted; a
    penalty waiting for the dealer on another irregularity does not stop the question. Asked
    in time, the quitted trick does not establish the renounce."""
    ref = _renounce_then_false_lead(code).act("W: having-none")
    assert ref.pending is not None and ref.pending.kind == RulingKind.FALSE_LEAD   # still waiting
    assert ref.events[-1].law.startswith(f"{code} law {law}") and ref.renounces[0].asked
    assert Act(Seat.E, verb=Verb.ANSWER_NONE) in ref.table_acts(Seat.E)
    ref = ref.act("S: quit-trick")
    assert not ref.renounces[0].established and ref.pending is not None


def test_english_1904_law_92_having_none_may_be_asked_while_a_penalty_waits() -> None:
    _having_none("english-1904", "92")


def test_american_1904_law_90_having_none_may_be_asked_while_a_penalty_waits() -> None:
    _having_none("american-1904", "90")


def test_american_1905_law_90_having_none_may_be_asked_while_a_penalty_waits() -> None:
    _having_none("american-1905", "90")


def _quitted(code: str, law: str) -> None:
    """P91, A89, W86: the revoke is established when the trick is turned and quitted; the winner
    (the dealer, for dummy) may quit it while the dealer's choice on the lead out of turn waits,
    and the choice still waits."""
    ref = _renounce_then_false_lead(code)
    assert Act(Seat.S, verb=Verb.QUIT_TRICK) in ref.table_acts(Seat.S)
    ref = ref.act("S: quit-trick")
    assert ref.renounces[0].established and ref.events[-1].law == f"{code} law {law}"
    assert ref.pending is not None and ref.pending.chooser == Seat.S
    assert ref.act("S: choose stand").pending is None


def test_english_1904_law_91_the_trick_quitted_while_a_penalty_waits_establishes_the_revoke() -> None:
    _quitted("english-1904", "91")


def test_american_1904_law_89_the_trick_quitted_while_a_penalty_waits_establishes_the_revoke() -> None:
    _quitted("american-1904", "89")


def test_american_1905_law_86_the_trick_quitted_while_a_penalty_waits_establishes_the_revoke() -> None:
    _quitted("american-1905", "86")


def test_american_1905_law_102_an_act_the_choice_waits_on_is_refused() -> None:
    """W102: "the offender must give reasonable time for the decision": the offender's partner
    exposing a card, or the dealer declaring, waits for the choice; the refusal names the law."""
    ref = _renounce_then_false_lead("american-1905")
    with pytest.raises(IllegalActionError) as error:
        ref.act("W: expose S3")
    assert error.value.reason == Reason.PENALTY_PENDING and "american-1905 law 102" in str(error.value)
    waiting = acts(start("american-1905"), "E: dealing exposed")
    with pytest.raises(IllegalActionError, match="american-1905 law 102"):
        waiting.act("S: hearts")


# -- a double that needs consent: offered beside the regular acts, marked with whose -------------
def _redouble(code: str, law: str) -> None:
    """P59, A56, W56: "If the eldest hand lead before the doubling be completed, his partner may
    re-double only with the consent of the adversary who last doubled." The re-double is not a
    regular act of East's, but it is offered to him, marked with North's consent and the law;
    made, the consent is put to North."""
    ref = acts(start(code), "S: hearts", "W: double", "S: satisfied", "W: S4", "N: double",
               "W: satisfied")
    assert [str(a) for a in ref.legal_acts()] == ["E: satisfied"]
    [offered] = ref.consent_acts(Seat.E)
    assert str(offered.act) == "E: double" and offered.consent_of == Seat.N
    assert offered.law == f"{code} law {law}"
    assert ref.consent_acts(Seat.W) == () and ref.consent_acts(Seat.N) == ()
    asked = ref.apply(offered.act)
    assert asked.pending is not None and asked.pending.kind == RulingKind.CONSENT_DOUBLE
    assert asked.pending.chooser == Seat.N and asked.consent_acts(Seat.E) == ()
    assert asked.pending.law == offered.law      # the ruling cites the law the offer named
    assert asked.act("N: choose consent").hand.multiplier == 8


def test_english_1904_law_59_redouble_needs_consent() -> None:
    _redouble("english-1904", "59")


def test_american_1904_law_56_redouble_needs_consent() -> None:
    _redouble("american-1904", "56")


def test_american_1905_law_56_the_redouble_is_offered_with_whose_consent() -> None:
    _redouble("american-1905", "56")


def test_american_1905_law_56_redouble_needs_consent() -> None:
    """W56, the brief's case by name: the consent act is offered until consent is given or
    refused; refused, there is no further doubling and the held lead is played."""
    ref = acts(start("american-1905"), "S: hearts", "W: double", "S: satisfied", "W: S4",
               "N: double", "W: satisfied")
    assert [str(c) for c in ref.consent_acts(Seat.E)] == [
        "E: double (with N's consent, american-1905 law 56)"]
    refused = ref.act("E: double").act("N: choose refuse")
    assert refused.consent_acts(Seat.E) == () and refused.hand.multiplier == 4


def test_american_1905_law_58_pone_doubles_only_with_the_makers_consent() -> None:
    """W58: the eldest hand leading without asking "May I lead?", "his partner may double only
    with the consent of the maker of the trump"."""
    ref = acts(start("american-1905"), "S: hearts", "W: S4")
    assert ref.hand.turn == Seat.E
    [offered] = ref.consent_acts(Seat.E)
    assert offered.consent_of == Seat.S and offered.law == "american-1905 law 58"


def test_american_1905_law_60_the_eldest_hand_doubles_only_with_the_makers_consent() -> None:
    """W60: pone leading before the opening lead, the eldest hand "may only double if the maker
    of the trump consent"."""
    ref = acts(start("american-1905"), "S: hearts", "E: ST", "S: choose spades")
    [offered] = ref.consent_acts(Seat.W)
    assert str(offered.act) == "W: double" and offered.consent_of == Seat.S
    assert offered.law == "american-1905 law 60"
