"""The referee: leads out of turn, cards played in error, calls and their enforcement."""

from __future__ import annotations

import pytest

from bridgewhist.cards import CARDS, Card
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.dispatch import HANDLERS
from bridgewhist.referee.events import Ruling, RulingKind
from bridgewhist.referee.referee import Referee
from bridgewhist.scoring import score_deal
from bridgewhist.seats import Seat
from support.referee import acts, finish, in_play, start

CODES = ("english-1904", "american-1904", "american-1905")


def _legal(ref: object) -> list[str]:
    return [str(a) for a in ref.legal_acts()]  # type: ignore[attr-defined]


# -- adversary's lead out of turn -------------------------------------------------------
def _adversary_leads_out_of_turn(code: str, law: str) -> None:
    ref = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5")   # N wins the first trick
    ref = ref.act("E: HJ")                                          # E leads; it is N's lead
    assert ref.pending is not None and ref.pending.chooser == Seat.S
    assert ref.pending.law == f"{code} law {law}"
    assert ref.pending.keys == ("call-card", "call-suit", "stand")
    card = acts(ref, "S: choose call-card")
    assert card.exposed[Seat.E] == 1 << Card.parse("HJ") and card.hand.turn == Seat.N
    card = acts(card, "N: DA", "E: DJ", "S: D6", "W: D5", "N: HA")
    assert card.pending is not None and card.pending.keys == ("call-HJ", "no-call")
    assert _legal(card.act("S: choose call-HJ")) == ["E: HJ"]
    suit = ref.act("S: choose call-suit")
    assert not suit.exposed[Seat.E] and suit.hand.turn == Seat.N and suit.obligations


def test_english_1904_law_80_adversary_leads_out_of_turn() -> None:
    """P80: "If either of the dealer's adversaries lead out of turn, the dealer may call a suit
    from him or his partner when it is next the turn of either of them to lead, or may call the
    card erroneously led." """
    _adversary_leads_out_of_turn("english-1904", "80")


def test_american_1904_law_76_adversary_leads_out_of_turn() -> None:
    """A76: "If either of the dealer's adversaries lead out of turn, the dealer may either call
    the card erroneously led, or may call a suit when it is next the turn of either adversary to
    lead." """
    _adversary_leads_out_of_turn("american-1904", "76")


def test_american_1905_law_76_adversary_leads_out_of_turn() -> None:
    """W76: "the dealer may call the card erroneously led, or may call a suit when it is the turn
    of either adversary to lead." """
    _adversary_leads_out_of_turn("american-1905", "76")


@pytest.mark.parametrize("code", ("english-1904", "american-1904"))
def test_suit_called_at_the_adversaries_next_lead(code: str) -> None:
    """P80/A76/W76: the suit is called "when it is next the turn of either of them to lead"."""
    ref = acts(in_play(code), "E: HJ", "S: choose call-suit")
    assert ref.pending is not None and ref.pending.kind == RulingKind.CALL_SUIT   # W leads now
    assert ref.pending.chooser == Seat.S and ref.to_act == Seat.S
    ref = ref.act("S: choose clubs")
    assert _legal(ref) == ["W: C3", "W: C2"]


def _dealer_leads_out_of_turn(code: str, law: str, trick: bool) -> Referee:
    ref = in_play(code).act("S: S7")                  # the dealer leads; it is W's lead
    assert ref.pending is not None and ref.pending.law == f"{code} law {law}"
    assert ref.pending.chooser == Seat.W
    keys = ("take-back-and-trick", "stand-and-trick", "take-back", "stand") if trick else (
        "take-back", "stand")
    assert ref.pending.keys == keys
    back = ref.act(f"W: choose {keys[0]}")
    assert back.hand.turn == Seat.W and not back.plays and back.dealer_leads == int(trick)
    # Once the second hand has played, the lead stands.
    stands = ref.act("W: S4")
    assert [CARDS[c] for _, c in stands.plays] == [Card.parse("S7"), Card.parse("S4")]
    return stands


def test_english_1904_law_81_dealer_leads_out_of_turn() -> None:
    """P81: "If the dealer lead out of turn, either from his own hand or from Dummy, he incurs no
    penalty; but he may not rectify the error after the second hand has played." """
    stands = _dealer_leads_out_of_turn("english-1904", "81", trick=False)
    assert stands.pending is None


def test_american_1905_law_77_dealer_leads_out_of_turn() -> None:
    """W77: "If the dealer lead out of turn, either from his own hand or dummy, he incurs no
    penalty; but he may not rectify the error after the second hand has played." """
    stands = _dealer_leads_out_of_turn("american-1905", "77", trick=False)
    assert stands.pending is None


def test_american_1904_law_77_dealer_leads_out_of_turn_costs_a_trick() -> None:
    """A77: "One trick taken from the offending player and added to those of the adversaries
    shall be the penalty if the dealer lead out of turn, either from his own hand or dummy ...
    except at the play of the thirteenth trick." """
    stands = _dealer_leads_out_of_turn("american-1904", "77", trick=True)
    assert stands.pending is not None and stands.pending.kind == RulingKind.DEALER_LEAD_TRICK
    ref = finish(stands.act("W: choose exact-trick"))
    result = ref.result()
    assert result is not None and result.dealer_leads_out_of_turn == 1
    entries = score_deal(ref.code, result)
    assert any(e.kind == "lead-out-of-turn" for e in entries)


def _false_lead_followed(code: str, law: str) -> None:
    first = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5")     # N to lead
    ref = acts(first, "E: HJ", "S: H8")                     # S plays to E's false lead
    assert ref.pending is not None
    ref = ref.act("W: H5")
    assert ref.pending is not None
    ref = ref.act("N: HA")                                  # all three have followed
    assert ref.pending is None and len(ref.hand.tricks) == 2
    assert ref.hand.tricks[1].leader == Seat.E
    assert any(e.law == f"{code} law {law}" for e in ref.events)
    # Partly followed and then corrected: the followers' cards go back, not exposed.
    partial = acts(first, "E: HJ", "S: H8", "S: choose call-card")
    assert len(partial.plays) == 4 and not partial.exposed[Seat.S]
    assert partial.hand.hands[Seat.S] >> Card.parse("H8") & 1


def test_english_1904_law_82_false_lead_followed_by_all_three_stands() -> None:
    """P82: "If any player lead out of turn, and the other three have followed him, the trick is
    complete, and the error cannot be rectified; but if only the second, or the second and
    third, have played to the false lead, their cards ... are taken back" """
    _false_lead_followed("english-1904", "82")


def test_american_1904_law_78_false_lead_followed_by_all_three_stands() -> None:
    """A78: "If any player lead out of turn and the other three follow him, the trick is complete
    and the error cannot be rectified" """
    _false_lead_followed("american-1904", "78")


def test_american_1905_law_78_false_lead_followed_by_all_three_stands() -> None:
    """W78: "if only the second, or second and third play to the false lead, their cards may be
    taken back" """
    _false_lead_followed("american-1905", "78")


# -- exposed cards called, repeated, and a suit called that the player lacks ---------------
def _call_repeated(code: str, law: str) -> None:
    ref = acts(in_play(code), "E: expose DJ", "S: choose call")  # before the lead: P71/A68/W68
    assert ref.exposed[Seat.E]
    ref = acts(ref, "W: S4", "N: SA")
    assert ref.pending is None  # E cannot play DJ to spades: no call (P83)
    ref = acts(ref, "E: S8", "S: S5", "N: DA")
    assert ref.pending is not None and ref.pending.law == f"{code} law {law}"
    ref = ref.act("S: choose no-call").act("E: D9")
    assert ref.exposed[Seat.E]                                # still exposed
    ref = acts(ref, "S: D6", "W: D5", "N: DK")
    assert ref.pending is not None and ref.pending.keys == ("call-DJ", "no-call")  # called again
    ref = ref.act("S: choose call-DJ")
    assert _legal(ref) == ["E: DJ"]


def test_english_1904_law_84_the_call_may_be_repeated() -> None:
    """P84: "The call of a card may be repeated until such card has been played." """
    _call_repeated("english-1904", "84")


def test_american_1904_law_80_the_call_may_be_repeated() -> None:
    """A80: "The call of an exposed card may be repeated at every trick until such card has been
    played." """
    _call_repeated("american-1904", "80")


def test_american_1905_law_80_the_call_may_be_repeated() -> None:
    """W80: "The call of an exposed card may be repeated at every trick until such card has been
    played." """
    _call_repeated("american-1905", "80")


def test_american_1904_law_81_a_called_suit_lacking_pays_the_penalty() -> None:
    """A81: "If a player called on to lead a suit have none of it, the penalty is paid." """
    _paid("american-1904", "81")


def test_american_1905_law_81_a_called_suit_lacking_pays_the_penalty() -> None:
    """W81: "If a player called on to lead a suit have none of it, the penalty is paid." """
    _paid("american-1905", "81")


def _paid(code: str, law: str) -> None:
    ref = acts(in_play(code), "W: C3", "N: CA", "E: C8", "S: C4", "N: CK", "E: C9", "S: C5", "W: C2")
    ruling = Ruling(Seat.S, Seat.W, "suit called", "x", (), kind=RulingKind.CALL_SUIT)
    after = HANDLERS[RulingKind.CALL_SUIT](ref, ruling, "clubs")
    assert after.events[-1].law == f"{code} law {law}" and not after.obligations


def test_english_1904_law_85_called_suit_none_held() -> None:
    """P85: "If a player called on to lead a suit have none of it, the penalty is paid." """
    _paid("english-1904", "85")


# -- the fourth hand before his partner -----------------------------------------------------
def _fourth_before_second(code: str, law: str, keys: tuple[str, ...]) -> None:
    """N leads HA at trick 2; W (fourth) plays before E (second)."""
    ref = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "N: HA")
    ref = ref.act("W: H2")                        # fourth hand plays before his partner E
    assert ref.pending is not None and ref.pending.offender == Seat.E
    assert ref.pending.law == f"{code} law {law}" and ref.pending.keys == keys
    ref = ref.act(f"S: choose {keys[0]}")
    assert ref.early and ref.hand.turn == Seat.E


def test_english_1904_law_86_fourth_hand_plays_before_his_partner() -> None:
    """P86: "Should the third hand not have played, and the fourth play before his partner, the
    latter (not being Dummy or his partner) may be called on to win, or not to win, the
    trick." """
    _fourth_before_second("english-1904", "86", ("win", "not-win", "waive"))
    ref = acts(in_play("english-1904"), "W: S4", "N: SA", "E: S8", "S: S5", "N: HA", "W: H2",
               "S: choose not-win")
    assert _legal(ref) == ["E: HJ", "E: HT", "E: H9"]     # none can beat the ace
    ref = ref.act("E: H9")
    assert ref.hand.turn == Seat.S and ref.early == ((Seat.W, Card.parse("H2")),)


def test_american_1904_law_82_fourth_hand_plays_before_the_second() -> None:
    """A82: "Should the fourth hand (not being dummy or dealer) play before the second has played
    to the trick, the latter may be called upon to play his highest or lowest card of the suit
    played, or to win or lose the trick." """
    _fourth_before_second("american-1904", "82", ("highest", "lowest", "win", "lose", "waive"))
    ref = acts(in_play("american-1904"), "W: S4", "N: SA", "E: S8", "S: S5", "N: HA", "W: H2",
               "S: choose lowest")
    assert _legal(ref) == ["E: H9"]


def test_american_1905_law_82_fourth_hand_plays_before_his_partner() -> None:
    """W82: "Should the third hand not have played and the fourth play before his partner, the
    latter (not being dummy or dealer) may be called upon to play his highest or lowest card of
    the suit played, or to win or lose the trick." """
    _fourth_before_second("american-1905", "82", ("highest", "lowest", "win", "lose", "waive"))
    ref = acts(in_play("american-1905"), "W: S4", "N: SA", "E: S8", "S: S5", "N: HA", "W: H2",
               "S: choose highest")
    assert _legal(ref) == ["E: HJ"]
    ref = acts(ref, "E: HJ", "S: H6")
    assert len(ref.hand.tricks) == 2 and ref.hand.tricks[1].cards[3] == Card.parse("H2")


# -- failing to obey a call ---------------------------------------------------------------
def _disobeys(code: str, law: str) -> None:
    if code == "english-1904":   # called on to lead clubs, W leads a heart
        ref = acts(in_play(code), "E: HJ", "S: choose call-suit", "S: choose clubs", "W: H5")
        assert ref.renounces and ref.renounces[-1].seat == Seat.W and ref.renounces[-1].established
        assert ref.renounces[-1].law == f"{code} law {law}"
        result = finish(ref).result()
        assert result is not None and result.revokes and result.revokes[0].side == Seat.W.side
        return
    ref = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "N: HA", "W: H2",
               "S: choose highest", "E: H9")               # E plays low, able to play high
    assert ref.renounces and ref.renounces[-1].seat == Seat.E
    assert ref.renounces[-1].law == f"{code} law {law}"
    done = finish(ref)
    result = done.result()
    assert result is not None and result.revokes and result.revokes[0].side == Seat.E.side


def test_english_1904_law_79_disobeying_a_call_is_a_revoke() -> None:
    """P79: "If a player, who has rendered himself liable to have the highest or lowest of a
    suit called, or to win or not to win a trick, fail to play as desired, though able to do
    so ... he incurs the penalty of a revoke." """
    _disobeys("english-1904", "79")


def test_american_1904_law_75_disobeying_a_call_is_a_revoke() -> None:
    """A75: "If a player who has rendered himself liable to have the highest or lowest of a suit
    called ... fail to play as directed ... he is liable to the penalty for revoke, unless such
    play be corrected before the trick is turned and quitted" """
    _disobeys("american-1904", "75")
    ref = acts(in_play("american-1904"), "W: S4", "N: SA", "E: S8", "S: S5", "N: HA", "W: H2",
               "S: choose highest", "E: H9", "E: correct")
    assert not ref.renounces and _legal(ref) == ["E: HJ"]


def test_american_1905_law_75_disobeying_a_call_is_a_revoke() -> None:
    """W75: "... or if called upon to win or lose a trick, fail to do so when he can ..., he is
    liable to the penalty for revoke, unless such play be corrected before the trick is turned
    and quitted." """
    _disobeys("american-1905", "75")


def test_no_one_is_made_to_revoke_by_a_call() -> None:
    """P83/A79/W79: "In no case can a player be compelled to play a card which would oblige him
    to revoke": an exposed diamond is not called while he must follow to spades."""
    ref = acts(in_play("english-1904"), "E: expose DJ", "S: choose call", "W: S4", "N: SA")
    assert ref.pending is None and "E: DJ" not in _legal(ref)


def test_acts_while_a_ruling_waits_are_refused() -> None:
    """P104: "the offender is bound to give reasonable time for the decision of his
    adversaries": nothing else happens while the choice waits."""
    ref = in_play("english-1904").act("E: HJ")
    with pytest.raises(IllegalActionError) as error:
        ref.act("N: SA")
    assert error.value.reason == Reason.PENALTY_PENDING


# -- when dummy's cards go on the table (P62, A61, W61) ------------------------------------
def test_english_1904_law_62_dummy_goes_down_on_a_lead_out_of_turn() -> None:
    """P62: "As soon as a card is led, whether in or out of turn, the dealer's partner shall
    place his cards face upwards on the table" """
    ref = in_play("english-1904").act("E: HJ")                   # pone leads: W's lead
    assert ref.pending is not None and ref.hand.dummy_exposed
    assert ref.events[-1].law == "english-1904 law 62"
    back = ref.act("S: choose call-suit")                        # the card goes back
    assert back.hand.dummy_exposed and not back.hand.trick      # dummy stays on the table
    dealer_leads = in_play("english-1904").act("S: H6")
    assert dealer_leads.hand.dummy_exposed


def _eldest_lead_held(code: str, law: str) -> None:
    ref = acts(start(code), "S: hearts", "W: double", "S: satisfied")  # N may still re-double
    ref = ref.act("W: S4")                                       # W leads during the doubling
    assert ref.hand.phase.name == "DOUBLING" and ref.hand.dummy_exposed
    assert any(e.law == f"{code} law {law}" for e in ref.events)
    ref = ref.act("N: satisfied")
    assert ref.hand.trick == (Card.parse("S4"),) and ref.hand.dummy_exposed


def test_english_1904_law_62_dummy_goes_down_on_a_lead_held_over_the_doubling() -> None:
    """P62: "As soon as a card is led, whether in or out of turn, the dealer's partner shall
    place his cards face upwards on the table" (a lead made before the doubling is complete)"""
    _eldest_lead_held("english-1904", "62")


def test_american_1904_law_61_dummy_goes_down_when_the_eldest_hand_has_led() -> None:
    """A61: "As soon as the eldest hand has led, the dealer's partner shall place his cards face
    upward on the table" (a lead made before the doubling is complete, A56)"""
    _eldest_lead_held("american-1904", "61")


def test_american_1905_law_61_dummy_goes_down_when_the_eldest_hand_has_led() -> None:
    """W61: "As soon as the eldest hand has led, the dealer's partner shall place his cards face
    upward on the table" (a lead made before the doubling is complete, W56); a lead out of turn
    by pone does not put them there."""
    _eldest_lead_held("american-1905", "61")
    ref = acts(start("american-1905"), "S: hearts", "W: satisfied", "E: satisfied").act("E: HJ")
    assert ref.pending is not None and not ref.hand.dummy_exposed
