"""The referee: renounces, "Having none?", correction, establishment and claims; new deals."""

from __future__ import annotations

import pytest

from bridgewhist.cards import Card
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.events import RulingKind
from bridgewhist.scoring import RevokeOption, score_deal
from bridgewhist.seats import Seat, Side
from support.referee import acts, finish, in_play, start

CODES = ("english-1904", "american-1904", "american-1905")
# Trick 1: W leads S4, N (dummy) SA, E renounces with HJ though he holds spades.
RENOUNCE = ("W: S4", "N: SA", "E: HJ")


def _legal(ref: object) -> list[str]:
    return [str(a) for a in ref.legal_acts()]  # type: ignore[attr-defined]


def _established(code: str, law: str) -> None:
    ref = acts(in_play(code), *RENOUNCE, "S: S5")
    assert not ref.renounces[0].established                     # the trick is not yet quitted
    ref = ref.act("N: CA")                                       # the next trick is led
    assert ref.renounces[0].established and ref.events[-1].law == f"{code} law {law}"
    with pytest.raises(IllegalActionError):
        ref.act("E: correct")
    # After "Having none?" only the offending side's next play establishes it.
    asked = acts(in_play(code), *RENOUNCE, "W: having-none", "S: S5", "N: CA")
    assert not asked.renounces[0].established
    assert acts(asked, "E: C8").renounces[0].established


def test_english_1904_law_91_when_a_revoke_is_established() -> None:
    """P91: "A revoke is established, if the trick in which it occurs be turned and quitted ...
    or if either the revoking player or his partner, whether in his right turn or otherwise,
    lead or play to the following trick." """
    _established("english-1904", "91")


def test_american_1904_law_89_when_a_revoke_is_established() -> None:
    """A89: "A revoke is established if the trick in which it occurs be turned and quitted ...
    or if either the revoking player or his partner ... have led or played to the following
    trick." """
    _established("american-1904", "89")


def test_american_1905_law_86_when_a_revoke_is_established() -> None:
    """W86: "A revoke is established if the trick in which it occurs be turned and quitted, i.e.
    the hand removed from the trick after it has been gathered and placed face downward on the
    table; or if either the revoking player or his partner ... have led or played to the
    following trick." """
    _established("american-1905", "86")


def _having_none(code: str, law: str) -> None:
    ref = acts(in_play(code), *RENOUNCE, "W: having-none")
    assert ref.renounces[0].asked and ref.events[-1].law == f"{code} law {law}"
    none = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "E: having-none")
    assert none.events[-1].what.startswith("W has none")


def test_english_1904_law_92_having_none() -> None:
    """P92: "A player may ask his partner whether he has not a card of the suit which he has
    renounced; should the question be asked before the trick is turned and quitted, subsequent
    turning and quitting does not establish the revoke" """
    _having_none("english-1904", "92")


def test_american_1904_law_90_having_none() -> None:
    """A90: "A player may ask his partner if he has no card of the suit which he has renounced"
    """
    _having_none("american-1904", "90")


def test_american_1905_law_90_having_none() -> None:
    """W90: "A player may ask his partner, whether he has not a card of the suit which he has
    renounced; should the question be asked before the trick is turned and quitted, subsequent
    turning and quitting does not establish a revoke" """
    _having_none("american-1905", "90")


def _corrected(code: str, law: str) -> None:
    ref = acts(in_play(code), *RENOUNCE, "S: S5", "E: correct")
    assert not ref.renounces and ref.hand.trick == (Card.parse("S4"), Card.parse("SA"))
    assert ref.hand.hands[Seat.S] >> Card.parse("S5") & 1       # S's card taken back, not exposed
    assert not ref.exposed[Seat.S]
    assert ref.pending is not None and ref.pending.law == f"{code} law {law}"
    assert ref.pending.keys == ("expose", "highest", "lowest", "waive")
    exposed = ref.act("S: choose expose")
    assert exposed.exposed[Seat.E] == 1 << Card.parse("HJ")
    low = ref.act("S: choose lowest")
    assert _legal(low) == ["E: S8"]
    high = ref.act("S: choose highest")
    assert _legal(high) == ["E: ST"] and not high.exposed[Seat.E]   # not both (ruling 15)


def test_english_1904_law_94_a_renounce_corrected_in_time() -> None:
    """P94: "If a player discover his mistake in time to save a revoke, any player or players who
    have played after him may withdraw their cards ... If the player in fault be one of the
    dealer's adversaries, the dealer may call the card thus played in error, or may require him
    to play his highest or lowest card to that trick in which he has renounced." """
    _corrected("english-1904", "94")


def test_american_1904_law_91_a_renounce_corrected_in_time() -> None:
    """A91: "the card played in error is an exposed card, and the dealer can call it whenever he
    pleases; or he may require the offender to play his highest or lowest card of the suit" """
    _corrected("american-1904", "91")


def test_american_1905_law_91_a_renounce_corrected_in_time() -> None:
    """W91: "If the player in fault be one of the dealer's adversaries, the card played in error is
    an exposed card, and the dealer can call it whenever he pleases; or he may require the
    offender to play his highest or lowest card of the suit to the trick in which he has
    renounced." """
    _corrected("american-1905", "91")


def _dealer_corrects(code: str, law: str) -> None:
    # Trick 1: W S4, N SA, E S8, S renounces H6 as fourth hand: no penalty.
    fourth = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: H6", "S: correct")
    assert fourth.pending is None and fourth.events[-1].law == f"{code} law {law}"
    # N wins; N leads CA, E plays C8, S renounces H6 (third), W C2: both adversaries have played.
    ref = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "N: CA", "E: C8", "S: H6",
               "W: C2", "S: correct")
    assert ref.pending is not None and ref.pending.chooser == Seat.W
    assert ref.pending.keys == ("highest", "lowest", "waive")
    assert _legal(ref.act("W: choose highest")) == ["S: C7"]
    # Dummy's renounce: no penalty can be enforced from dummy.
    dummy = acts(in_play(code), "W: S4", "N: HA", "S: correct")
    assert dummy.pending is None and not dummy.renounces


def test_english_1904_law_95_the_dealer_corrects_a_renounce() -> None:
    """P95: "If the player in fault be the dealer, the eldest hand may require him to play the
    highest or lowest card of the suit in which he has renounced, provided both of the dealer's
    adversaries have played to the current trick; but this penalty cannot be exacted from the
    dealer when he is fourth in hand, nor can it be enforced at all from Dummy." """
    _dealer_corrects("english-1904", "95")


def test_american_1904_law_92_the_dealer_corrects_a_renounce() -> None:
    """A92 (its number lost in the OCR): "If the player in fault be the dealer, the eldest hand
    may require him to play the highest or lowest card of the suit in which he has renounced,
    provided both adversaries of the dealer have played to the current trick" """
    _dealer_corrects("american-1904", "92")


def test_american_1905_law_92_the_dealer_corrects_a_renounce() -> None:
    """W92: "this penalty cannot be exacted against the dealer when he is fourth in hand, nor can
    it be enforced at all from dummy." """
    _dealer_corrects("american-1905", "92")


def _claims(code: str, law: str, options: tuple[str, ...]) -> None:
    assert finish(acts(in_play(code), *RENOUNCE, "S: S5", "N: CA")).outcome == "closed"
    ref2 = acts(in_play(code), *RENOUNCE, "S: S5", "N: CA")
    while ref2.pending is None or ref2.pending.kind != RulingKind.REVOKE_CLAIM:
        ref2 = ref2.apply(ref2.legal_acts()[0])
    ruling = ref2.pending
    assert ruling.chooser == Seat.S and ruling.law == f"{code} law {law}"   # the dealer (reading 3)
    assert ruling.keys == (*options, "waive")
    assert any(e.law == f"{code} law 93" for e in ref2.events)   # the tricks searched
    claimed = ref2.act(f"{ruling.chooser}: choose take-tricks")
    result = claimed.result()
    assert result is not None and result.revokes[0].side == Side.EW
    assert result.revokes[0].option == RevokeOption.TAKE_TRICKS
    waived = ref2.act(f"{ruling.chooser}: choose waive")
    assert waived.result().revokes == ()                         # type: ignore[union-attr]
    with pytest.raises(IllegalActionError) as error:              # too late: the next cut
        claimed.act("S: choose take-tricks")
    assert error.value.reason == Reason.GAME_OVER
    assert score_deal(claimed.code, result)


def test_english_1904_law_93_claimants_search_the_tricks() -> None:
    """P93: "At the end of the hand, the claimants of a revoke may search all the tricks." P90:
    the adversaries "may, after consultation, either take three tricks ... or deduct the value of
    three tricks ... or add the value of three tricks to their own score" """
    _claims("english-1904", "90", ("take-tricks", "deduct", "add"))


def test_american_1904_law_93_claimants_search_the_tricks() -> None:
    """A93: "At the end of a hand the claimants of a revoke may search all the tricks." """
    _claims("american-1904", "86", ("take-tricks",))


def test_american_1905_law_93_claimants_search_the_tricks() -> None:
    """W93: "At the end of a hand the claimants of a revoke may search all the tricks." """
    _claims("american-1905", "87", ("take-tricks",))


def test_english_1904_law_90_claimants_may_consult() -> None:
    """P90: the adversaries "may, after consultation" choose: either of them may answer."""
    ref = acts(in_play("english-1904"), "W: S4", "N: SA", "E: S8", "S: H6", "N: CA")  # S revokes
    while ref.pending is None or ref.pending.kind != RulingKind.REVOKE_CLAIM:
        ref = ref.apply(ref.legal_acts()[0])
    assert ref.pending.chooser == Seat.W
    answered = ref.act("E: choose deduct")                        # the chooser's partner
    assert answered.result().revokes[0].option == RevokeOption.DEDUCT  # type: ignore[union-attr]


def _too_late(code: str, law: str) -> None:
    ref = finish(acts(in_play(code), *RENOUNCE, "S: S5", "N: CA"))
    with pytest.raises(IllegalActionError) as error:
        ref.act("N: choose take-tricks")
    assert f"{code} law {law}" in str(error.value)


def test_english_1904_law_97_no_claim_after_the_next_cut() -> None:
    """P97: "A revoke cannot be claimed after the cards have been cut for the following deal." """
    _too_late("english-1904", "97")


def test_american_1904_law_94_no_claim_after_the_next_cut() -> None:
    """A94: "A revoke must be claimed before the cards have been cut for the following deal." """
    _too_late("american-1904", "94")


def test_american_1905_law_94_no_claim_after_the_next_cut() -> None:
    """W94: "A revoke must be claimed before the cards have been cut for the following deal." """
    _too_late("american-1905", "94")


@pytest.mark.parametrize("code", CODES)
def test_dummys_renounce_stands_once_quitted(code: str) -> None:
    """P68/A65/W65: dummy "is not liable to the penalty for a revoke; and if he should revoke and
    the error be not discovered until the trick is turned and quitted, the trick stands good."
    """
    ref = finish(acts(in_play(code), "W: S4", "N: HA", "E: S8", "S: S5", "W: S3"))
    assert ref.result().revokes == ()                             # type: ignore[union-attr]


# -- new deals ------------------------------------------------------------------------------
def _compulsory(code: str, law: str) -> None:
    ref = start(code).act("E: dealing faced")
    assert ref.outcome == "new-deal" and ref.result() is None
    assert ref.events[-1].law.startswith(f"{code} law {law}")
    with pytest.raises(IllegalActionError):
        start(code).act("S: hearts").act("E: dealing not-cut")   # too late


def test_english_1904_law_39_new_deal_compulsory() -> None:
    """P39: "There must be a new deal— ... II. If any card be faced in the pack." """
    _compulsory("english-1904", "39")


def test_american_1904_law_38_new_deal_compulsory() -> None:
    """A38: "There must be a new deal ... c. If any card be faced in the pack." """
    _compulsory("american-1904", "38")


def test_american_1905_law_38_new_deal_compulsory() -> None:
    """W38: "There must be a new deal— ... c If any card be faced in the pack." """
    _compulsory("american-1905", "38")


def _exposed_dealing(code: str, law: str, adversary_claimant: Seat) -> None:
    ref = start(code).act("N: dealing exposed")
    assert ref.pending is not None and ref.pending.chooser == Seat.W
    assert ref.pending.law == f"{code} law {law}"
    assert ref.act("W: choose new-deal").outcome == "new-deal"
    theirs = start(code).act("E: dealing exposed")
    assert theirs.pending is not None and theirs.pending.chooser == adversary_claimant


def test_english_1904_law_40_card_exposed_while_dealing() -> None:
    """P40: "If, whilst dealing, a card be exposed by either of the dealer's adversaries, the
    dealer or his partner may claim a new deal. A card similarly exposed by the dealer or his
    partner gives the same claim to each adversary." """
    _exposed_dealing("english-1904", "40", Seat.S)


def test_american_1904_law_39_card_exposed_while_dealing() -> None:
    """A39: "a. If the dealer or his partner expose a card. The eldest hand may claim a new deal.
    b. If either adversary expose a card. The dealer may claim a new deal." """
    _exposed_dealing("american-1904", "39", Seat.S)


def test_american_1905_law_39_card_exposed_while_dealing() -> None:
    """W39: "a If the dealer or his partner expose a card. The eldest hand may claim a new deal.
    b If either adversary expose a card. The dealer or his partner may claim a new deal." """
    _exposed_dealing("american-1905", "39", Seat.S)


def _no_call(code: str, law: str) -> None:
    ref = start(code).act("N: dealing exposed").act("W: choose stand")
    assert ref.events[-1].law == f"{code} law {law}" and not any(ref.exposed)


def test_english_1904_law_41_a_last_card_exposed_keeps_the_claim() -> None:
    """P41: "If, in dealing, one of the last cards be exposed, and the dealer completes the deal
    before there is reasonable time to decide as to a fresh deal, the privilege is not thereby
    lost." (the claim is open until the declaration)"""
    ref = start("english-1904").act("E: dealing exposed")
    assert ref.pending is not None and ref.pending.keys == ("new-deal", "stand")


def test_american_1904_law_40_no_call_without_a_new_deal() -> None:
    """A40: "If a new deal does not take place, the card exposed during the deal cannot be
    called." """
    _no_call("american-1904", "40")


def test_american_1905_law_40_no_call_without_a_new_deal() -> None:
    """W40: "If a new deal does not take place, the card exposed during the deal cannot be
    called." """
    _no_call("american-1905", "40")


def test_english_1904_law_42_dealer_looks_at_a_card() -> None:
    """P42: "If the dealer, before he has dealt fifty-one cards, look at any card, his adversaries
    have a right to see it, and may exact a new deal." (either adversary: ruling 16)"""
    ref = start("english-1904").act("S: dealing dealer-looked")
    assert ref.pending is not None and ref.pending.chooser == Seat.W
    assert ref.pending.law == "english-1904 law 42"


def _short(code: str, law: str) -> None:
    ref = acts(in_play(code), "W: S4", "E: dealing short")
    assert ref.outcome == "" and ref.events[-1].law == f"{code} law {law}"


def test_english_1904_law_43_a_short_hand_found_after_play() -> None:
    """P43: "the fourth have less than thirteen, and not discover such deficiency until he has
    played any of his cards, the deal stands good" """
    _short("english-1904", "43")


def test_american_1904_law_41_a_short_hand_found_after_play() -> None:
    """A41: "the deal stands good; should he have played, he is answerable for any revoke" """
    _short("american-1904", "41")


def test_american_1905_law_41_a_short_hand_found_after_play() -> None:
    """W41: "Should three players have their right number of cards, and should the fourth, not
    being dummy, have less than thirteen ... the deal stands good" """
    _short("american-1905", "41")


def _imperfect(code: str, law: str) -> None:
    ref = acts(in_play(code), "W: S4", "N: dealing imperfect")
    assert ref.outcome == "new-deal" and ref.result() is None
    assert law in ref.events[-1].law


def test_english_1904_law_44_an_imperfect_pack() -> None:
    """P44: "If a pack, during or after a rubber, be proved incorrect or imperfect, such proof does
    not alter any past score ...; that hand in which the imperfection was detected is null and
    void; the dealer deals again." """
    _imperfect("english-1904", "44")


def test_american_1904_law_42_an_imperfect_pack() -> None:
    """A42: "such proof renders only the current deal void, and does not affect any prior
    score. The dealer must deal again" """
    _imperfect("american-1904", "42")


def test_american_1905_law_42_an_imperfect_pack() -> None:
    """W42: "If during the play of a deal a pack be proven incorrect or imperfect, such proof
    renders only the current deal void" """
    _imperfect("american-1905", "42")


def test_english_1904_law_45_dealing_out_of_turn() -> None:
    """P45: "Any one dealing out of turn, or with the adversary's cards, may be stopped before the
    last card is dealt, otherwise the deal stands good" """
    assert start("english-1904").act("W: dealing out-of-turn-stopped").outcome == "void"
    late = acts(start("english-1904"), "S: hearts", "W: dealing out-of-turn")
    assert late.outcome == "" and late.events[-1].law == "english-1904 law 45"


def test_american_1904_law_43_dealing_out_of_turn() -> None:
    """A43: "Any one dealing out of turn or with the adversaries' cards must be corrected before
    the play of the first card, otherwise the deal stands good." """
    assert acts(start("american-1904"), "S: hearts", "W: dealing out-of-turn").outcome == "void"
    late = acts(in_play("american-1904"), "W: S4", "W: dealing out-of-turn")
    assert late.outcome == ""


def test_american_1905_law_43_dealing_out_of_turn() -> None:
    """W43: "If any one deals when it is the turn of an adversary, such error must be corrected
    before the cards are dealt for the following deal." """
    assert acts(in_play("american-1905"), "W: S4", "W: dealing out-of-turn").outcome == "void"
    late = acts(in_play("american-1905"), "W: S4", "W: dealing wrong-pack")
    assert late.outcome == ""


def test_a_renounce_is_not_shown_to_the_table_before_the_deal_is_over() -> None:
    """A renounce is the offender's secret until it is discovered: the public log hides it
    (hidden information is never leaked) and shows it once the deal is over."""
    ref = acts(in_play("english-1904"), *RENOUNCE, "S: S5", "N: CA")
    assert not any("renounces" in e.what for e in ref.public_events())
    assert any("renounces" in e.what for e in ref.events)
    done = finish(ref)
    assert any("renounces" in e.what for e in done.public_events())


def test_english_1904_law_40_the_dealers_partner_may_claim_the_new_deal() -> None:
    """P40: "If, whilst dealing, a card be exposed by either of the dealer's adversaries, the
    dealer or his partner may claim a new deal." """
    ref = start("english-1904").act("E: dealing exposed")
    assert ref.act("N: choose new-deal").outcome == "new-deal"
    assert start("english-1904").act("N: dealing exposed").act("E: choose new-deal").outcome == "new-deal"


def test_american_1905_law_39_the_dealers_partner_may_claim_the_new_deal() -> None:
    """W39: "b If either adversary expose a card. The dealer or his partner may claim a new
    deal." """
    ref = start("american-1905").act("W: dealing exposed")
    assert ref.act("N: choose new-deal").outcome == "new-deal"


def test_american_1904_law_39_only_the_dealer_may_claim_the_new_deal() -> None:
    """A39: "b. If either adversary expose a card. The dealer may claim a new deal." (his
    partner's demand is no claim: the deal stands, the card cannot be called)"""
    ref = start("american-1904").act("W: dealing exposed").act("N: choose new-deal")
    assert ref.outcome == "" and ref.pending is None
    assert not start("american-1904").act("N: dealing exposed").pending.either  # type: ignore[union-attr]


def test_english_1904_law_45_a_deal_out_of_turn_noticed_after_the_last_card_stands() -> None:
    """P45: "Any one dealing out of turn, or with the adversary's cards, may be stopped before the
    last card is dealt, otherwise the deal stands good, and the game must proceed as if no
    mistake had been made." (noticed once the last card is dealt, before the declaration)"""
    for word in ("out-of-turn", "wrong-pack"):
        ref = start("english-1904").act(f"W: dealing {word}")
        assert ref.outcome == "" and ref.events[-1].law == "english-1904 law 45"
        assert "stands" in ref.events[-1].what
    assert start("english-1904").act("E: dealing wrong-pack-stopped").outcome == "void"


def test_american_1904_law_43_a_deal_out_of_turn_noticed_after_the_last_card() -> None:
    """A43: "Any one dealing out of turn or with the adversaries' cards must be corrected before
    the play of the first card, otherwise the deal stands good." (after the last card, before
    the first card is played: still in time)"""
    assert start("american-1904").act("W: dealing out-of-turn").outcome == "void"
    assert start("american-1904").act("W: dealing out-of-turn-stopped").outcome == "void"


def _looked(code: str, law: str) -> None:
    ref = acts(start(code), "S: dealing looked", "E: dealing exposed")
    assert ref.pending is not None and ref.pending.chooser == Seat.N and not ref.pending.either
    both = acts(start(code), "S: dealing looked", "N: dealing looked", "E: dealing exposed")
    assert both.pending is None and both.outcome == "" and not any(both.exposed)
    assert both.events[-1].law == f"{code} law {law}" and "cannot be called" in both.events[-1].what
    eldest = acts(start(code), "W: dealing looked", "N: dealing exposed")
    if code == "english-1904":  # "gives the same claim to each adversary": East has not looked
        assert eldest.pending is not None and eldest.pending.chooser == Seat.E
    else:                       # W39a: "The eldest hand may claim a new deal"
        assert eldest.pending is None and eldest.outcome == ""


def test_english_1904_law_40_a_player_who_looked_may_not_claim() -> None:
    """P40: "The claim may not be made by a player who has looked at any of his cards. If a new
    deal does not take place, the exposed card cannot be called." """
    _looked("english-1904", "40")


def test_american_1905_law_40_a_player_who_looked_may_not_claim() -> None:
    """W40: "The claim for a new deal by reason of a card exposed during the deal may not be made
    by a player who has looked at any of his cards. If a new deal does not take place, the card
    exposed during the deal cannot be called." """
    _looked("american-1905", "40")


def test_american_1904_law_40_a_player_who_looked_may_not_claim() -> None:
    """A40: "The claim for a new deal by reason of a card exposed during the deal may not be made
    by a player who has looked at any of his cards." (A39b gives it to the dealer alone)"""
    ref = acts(start("american-1904"), "S: dealing looked", "E: dealing exposed")
    assert ref.pending is None and ref.outcome == ""
    assert ref.events[-1].law == "american-1904 law 40"


def _cut_ends_the_claims(code: str, law: str) -> None:
    ref = acts(in_play(code), *RENOUNCE, "S: S5", "N: CA")         # E's revoke is established
    while ref.pending is None or ref.pending.kind != RulingKind.REVOKE_CLAIM:
        ref = ref.apply(ref.legal_acts()[0])
    assert ref.pending.chooser == Seat.S
    with pytest.raises(IllegalActionError) as error:               # the next dealer W's right cuts
        ref.act("E: cut")
    assert error.value.reason == Reason.NOT_ENTITLED
    cut = ref.act("S: cut")
    assert cut.outcome == "closed" and cut.events[-1].law == f"{code} law {law}"
    assert cut.result().revokes == ()                              # type: ignore[union-attr]
    with pytest.raises(IllegalActionError):
        acts(in_play(code), "S: cut")                              # only once the hand is played


def test_english_1904_law_97_cutting_for_the_next_deal_ends_the_claims() -> None:
    """P97: "A revoke cannot be claimed after the cards have been cut for the following deal." """
    _cut_ends_the_claims("english-1904", "97")


def test_american_1904_law_94_cutting_for_the_next_deal_ends_the_claims() -> None:
    """A94: "A revoke must be claimed before the cards have been cut for the following deal." """
    _cut_ends_the_claims("american-1904", "94")


def test_american_1905_law_94_cutting_for_the_next_deal_ends_the_claims() -> None:
    """W94: "A revoke must be claimed before the cards have been cut for the following deal." """
    _cut_ends_the_claims("american-1905", "94")


# -- turning and quitting, and the answer "None" (P91-92, A89-90, W86/90) -------------------
def _quitted(code: str, law: str) -> None:
    trick = acts(in_play(code), *RENOUNCE, "S: S5")                   # N won trick 1 with SA
    assert not trick.renounces[0].established
    assert [str(a) for a in trick.table_acts(Seat.S)] == ["S: quit-trick"]  # the dealer gathers N's
    quitted = trick.act("S: quit-trick")
    assert quitted.renounces[0].established and quitted.events[-1].law == f"{code} law {law}"
    with pytest.raises(IllegalActionError):
        quitted.act("E: correct")
    asked = acts(in_play(code), *RENOUNCE, "W: having-none", "S: S5", "S: quit-trick")
    assert not asked.renounces[0].established                         # the question keeps it open
    assert acts(asked, "E: correct").renounces == ()


def _answered_none(code: str, law: str) -> None:
    asked = acts(in_play(code), *RENOUNCE, "W: having-none")
    assert [str(a) for a in asked.table_acts(Seat.E)] == ["E: none"]
    wrong = asked.act("E: none")                                      # he holds spades
    assert not wrong.renounces[0].established                         # not by itself (P92 note)
    assert wrong.public_events()[-1].what == "E answers \u201cNone\u201d"      # the table hears no more
    quitted = acts(wrong, "S: S5", "S: quit-trick")
    assert quitted.renounces[0].established and quitted.events[-1].law == f"{code} law {law}"


def test_english_1904_law_91_a_revoke_is_established_when_the_trick_is_turned_and_quitted() -> None:
    """P91: "A revoke is established, if the trick in which it occurs be turned and quitted—i.e.
    the hand removed from that trick after it has been turned face downwards on the table" """
    _quitted("english-1904", "91")


def test_american_1904_law_89_a_revoke_is_established_when_the_trick_is_turned_and_quitted() -> None:
    """A89: "A revoke is established if the trick in which it occurs be turned and quitted, i.e.,
    the hand removed from the trick after it has been turned and placed face downward" """
    _quitted("american-1904", "89")


def test_american_1905_law_86_a_revoke_is_established_when_the_trick_is_turned_and_quitted() -> None:
    """W86: "A revoke is established if the trick in which it occurs be turned and quitted, i.e.
    the hand removed from the trick after it has been gathered and placed face downward on the
    table" """
    _quitted("american-1905", "86")


def test_english_1904_law_92_the_answer_none_given_wrongly_counts() -> None:
    """P92: "should the question be asked before the trick is turned and quitted, subsequent
    turning and quitting does not establish the revoke, and the error may be corrected, unless
    the question be answered in the negative" """
    _answered_none("english-1904", "91")


def test_american_1904_law_90_the_answer_none_given_wrongly_counts() -> None:
    """A90: "subsequent turning and quitting does not establish a revoke, and the error may be
    corrected unless the question be answered in the negative" """
    _answered_none("american-1904", "89")


def test_american_1905_law_90_the_answer_none_given_wrongly_counts() -> None:
    """W90: "should the question be asked before the trick is turned and quitted, subsequent
    turning and quitting does not establish a revoke, and the error may be corrected unless the
    question be answered in the negative" """
    _answered_none("american-1905", "86")
