"""The open points of issue 13 settled to the letter: W43's window, the dealer rectifying his
own lead out of turn (P81, W77, A77), and A58's claim against dummy's cards going down (A61)."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import ActionKind
from bridgewhist.acts import Act, Verb, parse_act
from bridgewhist.cards import Card
from bridgewhist.errors import IllegalActionError
from bridgewhist.notation.record import dumps, loads, replay
from bridgewhist.referee.events import RulingKind
from bridgewhist.referee.referee import Referee
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from support.referee import acts, finish, in_play, start


def _played_table(code: str, seed: int = 5) -> RefereedTable:
    """A refereed table whose first deal is played out with the regular acts, unclaimed."""
    table = RefereedTable(code, {s: s.full_name for s in Seat}, random.Random(seed))
    while not table.deal_over:  # no doubles: under the American codes they may go on for ever
        table.apply_act(next(a for a in table.referee.legal_acts() if a.action is None
                             or a.action.kind != ActionKind.DOUBLE))
    assert table.referee.outcome == "closed"
    return table


def test_american_1905_law_43_a_deal_out_of_turn_reported_during_play() -> None:
    """W43: "If any one deals when it is the turn of an adversary, such error must be corrected
    before the cards are dealt for the following deal." (corrected during the play: void, and
    the rightful dealer deals, ruling 16)"""
    ref = acts(in_play("american-1905"), "W: S4", "N: SA", "W: dealing out-of-turn")
    assert ref.outcome == "void" and ref.result() is None
    assert ref.events[-1].law == "american-1905 law 43" and "rightful dealer" in ref.events[-1].what


def test_american_1905_law_43_a_deal_out_of_turn_reported_after_the_last_trick() -> None:
    """W43: "such error must be corrected before the cards are dealt for the following deal":
    after the last trick it is still in time; the deal's score is struck out (reading L9)."""
    done = finish(in_play("american-1905"))
    assert done.outcome == "closed" and done.result() is not None
    void = done.act("E: dealing out-of-turn")
    assert void.outcome == "void" and void.result() is None
    assert void.events[-1].law == "american-1905 law 43" and "struck out" in void.events[-1].what
    # Not under the other codes: P45 "otherwise the deal stands good"; A43 "before the play of
    # the first card, otherwise the deal stands good".
    for code in ("english-1904", "american-1904"):
        with pytest.raises(IllegalActionError):
            finish(in_play(code)).act("E: dealing out-of-turn")


def test_american_1905_law_43_the_rubber_does_not_keep_the_struck_deal() -> None:
    """W43 at a refereed table: the struck deal is not scored, the rightful dealer (the same
    seat) deals again, and the record replays to the same rubber."""
    table = _played_table("american-1905")
    dealer = table.referee.dealer
    assert table.rubber.deals and table.next_dealer == dealer.left
    table.apply_act(parse_act(f"{dealer.left.name}: dealing out-of-turn"))
    assert table.referee.outcome == "void" and not table.rubber.deals
    assert table.next_dealer == dealer
    table.next_deal()
    assert table.state.dealer == dealer and not table.rubber.deals
    rebuilt = replay(loads(dumps(table.record())))
    assert rebuilt.referees[0][-1].outcome == "void" and not rebuilt.rubber.deals


def test_american_1905_law_43_a_report_after_the_following_deal_is_refused() -> None:
    """W43: "before the cards are dealt for the following deal": once they are, the deal out
    of turn stands; the report is refused, naming the law."""
    table = _played_table("american-1905")
    table.next_deal()
    with pytest.raises(IllegalActionError) as refused:
        table.apply_act(parse_act("W: dealing previous-out-of-turn"))
    assert refused.value.law == "american-1905 law 43" and "following deal" in str(refused.value)
    assert len(table.rubber.deals) == 1
    with pytest.raises(IllegalActionError, match="english-1904 law 45"):
        start("english-1904").act("W: dealing previous-out-of-turn")


def _rectify(code: str, law: str, followed: str) -> Referee:
    ref = in_play(code).act("S: S7")                  # the dealer leads; it is West's lead
    assert Act(Seat.S, verb=Verb.CORRECT, cards=(int(Card.parse("S7")),)) in ref.table_acts(Seat.S)
    back = ref.act("S: correct S7")
    assert back.hand.turn == Seat.W and not back.plays and not back.false_lead
    assert back.hand.hands[Seat.S] >> int(Card.parse("S7")) & 1 and not any(back.exposed)
    assert any(e.law == f"{code} law {law}" and "rectifies" in e.what for e in back.events)
    stands = ref.act("W: S4")                         # the second hand has played
    with pytest.raises(IllegalActionError) as refused:
        stands.act("S: correct S7")
    assert refused.value.law == f"{code} law {followed}" and "second hand" in str(refused.value)
    return back


def test_english_1904_law_81_the_dealer_may_rectify_his_lead_before_the_second_hand_plays() -> None:
    """P81: "If the dealer lead out of turn, either from his own hand or from Dummy, he incurs no
    penalty; but he may not rectify the error after the second hand has played." """
    back = _rectify("english-1904", "81", "81")
    assert back.pending is None and back.dealer_leads == 0


def test_american_1905_law_77_the_dealer_may_rectify_his_lead_before_the_second_hand_plays() -> None:
    """W77: "If the dealer lead out of turn, either from his own hand or dummy, he incurs no
    penalty; but he may not rectify the error after the second hand has played." """
    back = _rectify("american-1905", "77", "77")
    assert back.pending is None and back.dealer_leads == 0


def test_american_1904_law_77_a_rectified_lead_still_costs_the_trick() -> None:
    """A77: "One trick taken from the offending player and added to those of the adversaries
    shall be the penalty if the dealer lead out of turn, either from his own hand or dummy":
    rectified or not, the lead was made; the adversaries may exact the trick."""
    back = _rectify("american-1904", "77", "78")
    assert back.pending is not None and back.pending.kind == RulingKind.DEALER_LEAD_TRICK
    assert back.pending.chooser == Seat.W
    assert back.act("W: choose exact-trick").dealer_leads == 1


def test_american_1904_law_61_the_makers_claim_comes_before_dummy_goes_down() -> None:
    """A61: "As soon as the eldest hand has led, the dealer's partner shall place his cards face
    upward on the table"; A58: "Should the eldest hand lead without asking permission of his
    partner, the maker of the trump may call a suit or the card originally led"; A59: "no
    penalty can be exacted after the dummy hand or any part of it is on the table, since he
    (Dummy) has accepted the situation". The claim is asked first; dummy goes down once the
    lead stands; a suit called sends the card back, so no lead is made yet (reading L16)."""
    led = acts(start("american-1904"), "S: hearts", "W: S4")
    assert led.pending is not None and led.pending.kind == RulingKind.LEAD_WITHOUT_ASKING
    assert not led.hand.dummy_exposed
    for key in ("call-card", "waive"):                       # the lead stands: dummy goes down
        assert led.act(f"S: choose {key}").hand.dummy_exposed
    called = acts(led, "S: choose diamonds", "E: satisfied")  # no lead made: not yet
    assert not called.hand.dummy_exposed
    assert called.act("W: D5").hand.dummy_exposed
    down = led.act("N: lay-down")                              # A61 first, then A59
    assert down.hand.dummy_exposed and down.pending is None
    assert [e.law for e in down.events[-2:]] == ["american-1904 law 61", "american-1904 law 59"]
    # Dummy the maker (the dealer left it): the claim is his, and laying down gives it up.
    own = acts(start("american-1904"), "S: leave", "N: hearts", "W: S4")
    assert own.pending is not None and own.pending.chooser == Seat.N
    assert own.act("N: lay-down").pending is None


def _accused_cut(code: str, law: str) -> None:
    ref = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: H6", "N: CA")   # S renounces
    while ref.pending is None or ref.pending.kind != RulingKind.REVOKE_CLAIM:
        ref = ref.apply(ref.legal_acts()[0])
    assert ref.pending.chooser == Seat.W                                   # the claim against S
    cut = ref.act("S: cut")                                                # S, accused, cuts
    assert cut.outcome == "" and cut.pending is not None and cut.pending.chooser == Seat.W
    assert cut.events[-1].law == f"{code} law {law}" and "claim stands" in cut.events[-1].what
    done = cut.act("W: choose take-tricks")
    assert done.outcome == "closed" and done.result().revokes                # type: ignore[union-attr]


def test_english_1904_law_96_the_accused_cutting_the_cards_does_not_defeat_the_claim() -> None:
    """P96: "If a revoke be claimed, and the accused player or his partner mix the cards before
    they have been sufficiently examined by the adversaries, the revoke is established." (the
    dealer's cut for the next deal, his side accused; reading L17)"""
    _accused_cut("english-1904", "96")


def test_american_1904_law_93_the_accused_cutting_the_cards_does_not_defeat_the_claim() -> None:
    """A93: "the revoke is established if, after it has been claimed, the accused player or his
    partner mix the cards before they have been sufficiently examined by the adversaries." """
    _accused_cut("american-1904", "93")


def test_american_1905_law_93_the_accused_cutting_the_cards_does_not_defeat_the_claim() -> None:
    """W93: "the revoke is established if, after it has been claimed, the accused player or his
    partner mix the cards before they have been sufficiently examined by the adversaries." """
    _accused_cut("american-1905", "93")
