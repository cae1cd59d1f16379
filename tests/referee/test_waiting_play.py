"""The audit of issue 32, in the play: each choice the referee puts in the play, under each
code, with the acts that may come while it waits.

The player bound by the choice waits for it before he plays (P104, A102, W102: "the offender
is bound to give reasonable time for the decision"): his card is refused naming that law, and
once the choice is made he plays as it binds him. "Having none?", its answer and the quitted
trick meanwhile (reading L19) are in test_while_pending; the audit's table is in
docs/laws-intro.md ("While a choice waits").
"""

from __future__ import annotations

import pytest

from bridgewhist.errors import IllegalActionError
from bridgewhist.referee.events import RulingKind
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from referee.test_waiting_auction import waits
from support.referee import acts, in_play

TRICK_ONE = ("W: S4", "N: SA", "E: S8", "S: S5")
"""West leads, North (dummy) wins: North to lead the second trick."""


def _legal(ref: Referee) -> list[str]:
    return [str(a) for a in ref.legal_acts()]


def _bar_or_call(code: str, law: str) -> None:
    """The leader's partner exposes a card before the lead: the lead waits for the dealer."""
    after = waits(acts(in_play(code), "E: expose S8"), code, law, RulingKind.BAR_OR_CALL,
                  "W: S4", "bar-suit")
    assert after.pending is None and "W: S4" not in _legal(after) and "W: H5" in _legal(after)


def test_english_1904_law_71_the_lead_waits_for_the_dealers_choice() -> None:
    _bar_or_call("english-1904", "71")


def test_american_1904_law_68_the_lead_waits_for_the_dealers_choice() -> None:
    _bar_or_call("american-1904", "68")


def test_american_1905_law_68_the_lead_waits_for_the_dealers_choice() -> None:
    _bar_or_call("american-1905", "68")


def _trick_call(code: str, law: str) -> None:
    """Fourth hand played before his partner: the partner's card waits for the dealer's call."""
    ref = acts(in_play(code), *TRICK_ONE, "N: HA", "W: H2")
    after = waits(ref, code, law, RulingKind.TRICK_CALL, "E: H9", "win")
    assert after.pending is None and after.obligations_of(Seat.E)


def test_english_1904_law_86_the_partner_waits_for_the_call_before_he_plays() -> None:
    _trick_call("english-1904", "86")


def test_american_1904_law_82_the_partner_waits_for_the_call_before_he_plays() -> None:
    _trick_call("american-1904", "82")


def test_american_1905_law_82_the_partner_waits_for_the_call_before_he_plays() -> None:
    _trick_call("american-1905", "82")


def _two_cards(code: str, law: str) -> None:
    """Two cards led at once: neither is played until the dealer says which."""
    after = waits(acts(in_play(code), "W: two-cards S4 S3"), code, law, RulingKind.TWO_CARDS,
                  "W: S4", "play-S3")
    assert after.pending is None and [str(c) for c in after.hand.trick] == ["S3"]


def test_english_1904_law_73_the_trick_waits_for_the_dealers_choice_of_two_cards() -> None:
    _two_cards("english-1904", "73")


def test_american_1904_law_72_the_trick_waits_for_the_dealers_choice_of_two_cards() -> None:
    _two_cards("american-1904", "72")


def test_american_1905_law_72_the_trick_waits_for_the_dealers_choice_of_two_cards() -> None:
    _two_cards("american-1905", "72")


def _run(code: str, law: str) -> None:
    """Winners led one after another: the dealer's next card waits for his choice."""
    after = waits(acts(in_play(code), "W: run H5 H4"), code, law, RulingKind.RUN, "S: HQ",
                  "partner-wins")
    assert after.pending is None and "S: HQ" in _legal(after)     # the dealer plays dummy's card


def test_english_1904_law_74_the_trick_waits_for_the_choice_on_winners_led() -> None:
    _run("english-1904", "74")


def test_american_1904_law_73_the_trick_waits_for_the_choice_on_winners_led() -> None:
    _run("american-1904", "73")


def test_american_1905_law_73_the_trick_waits_for_the_choice_on_winners_led() -> None:
    _run("american-1905", "73")


def _omitted(code: str, law: str) -> None:
    """A card omitted from a former trick: the trick in hand waits for the dealer's choice."""
    ref = acts(in_play(code), *TRICK_ONE, "N: CA", "E: omitted")
    after = waits(ref, code, law, RulingKind.OMITTED, "E: C8", "stand")
    assert after.pending is None and "E: C8" in _legal(after)


def test_english_1904_law_87_the_trick_waits_for_the_choice_on_a_card_omitted() -> None:
    _omitted("english-1904", "87")


def test_american_1904_law_83_the_trick_waits_for_the_choice_on_a_card_omitted() -> None:
    _omitted("american-1904", "83")


def test_american_1905_law_83_the_trick_waits_for_the_choice_on_a_card_omitted() -> None:
    _omitted("american-1905", "83")


def _call_suit(code: str, law: str) -> None:
    """A suit called for a lead out of turn, at the adversaries' next lead: East, winning a
    trick by a trump, leads once the dealer has named the suit."""
    ref = acts(in_play(code, "clubs"), *TRICK_ONE, "E: HJ", "S: choose call-suit",
               "N: SK", "E: S9", "S: S6", "W: S3", "N: SQ", "E: ST", "S: S7", "W: S2",
               "N: SJ", "E: C8", "S: H6", "W: H5")
    assert ref.hand.turn == Seat.E
    after = waits(ref, code, law, RulingKind.CALL_SUIT, "E: HJ", "diamonds")
    assert after.pending is None and all(a.startswith("E: D") for a in _legal(after))


def test_english_1904_law_80_the_lead_waits_for_the_suit_called() -> None:
    _call_suit("english-1904", "80")


def test_american_1904_law_76_the_lead_waits_for_the_suit_called() -> None:
    _call_suit("american-1904", "76")


def test_american_1905_law_76_the_lead_waits_for_the_suit_called() -> None:
    _call_suit("american-1905", "76")


def _call_card(code: str, law: str) -> None:
    """An exposed card may be called when its holder is to play: his card waits for the call."""
    ref = acts(in_play(code), *TRICK_ONE, "E: HJ", "S: choose call-card", "N: DA", "E: DJ",
               "S: D6", "W: D5", "N: HA")
    after = waits(ref, code, law, RulingKind.CALL_CARD, "E: H9", "call-HJ")
    assert after.pending is None and _legal(after) == ["E: HJ"]


def test_english_1904_law_84_the_holder_waits_for_the_call_of_his_exposed_card() -> None:
    _call_card("english-1904", "84")


def test_american_1904_law_80_the_holder_waits_for_the_call_of_his_exposed_card() -> None:
    _call_card("american-1904", "80")


def test_american_1905_law_80_the_holder_waits_for_the_call_of_his_exposed_card() -> None:
    _call_card("american-1905", "80")


def _renounce_corrected(code: str, law: str) -> None:
    """A renounce corrected in time: the card in its place waits for the dealer's choice."""
    ref = acts(in_play(code), "W: S4", "N: SA", "E: HJ", "S: S5", "E: correct")
    after = waits(ref, code, law, RulingKind.RENOUNCE_CORRECTED, "E: S9", "lowest")
    assert after.pending is None and _legal(after) == ["E: S8"]


def test_english_1904_law_94_the_card_in_place_waits_for_the_choice() -> None:
    _renounce_corrected("english-1904", "94")


def test_american_1904_law_91_the_card_in_place_waits_for_the_choice() -> None:
    _renounce_corrected("american-1904", "91")


def test_american_1905_law_91_the_card_in_place_waits_for_the_choice() -> None:
    _renounce_corrected("american-1905", "91")


def test_english_1904_law_75_the_play_waits_for_the_choice_on_the_dealers_claim() -> None:
    """P75: the dealer claims the rest; the play waits for the adversary's choice."""
    ref = acts(in_play("english-1904"), *TRICK_ONE, "S: claim-rest")
    after = waits(ref, "english-1904", "75", RulingKind.SHOW_HAND, "S: SK", "play-on")
    assert after.pending is None and "S: SK" in _legal(after)


def _suggested(code: str, law: str) -> None:
    """Dummy suggests a card: the dealer's card waits for the call, and the adversaries who
    consult lose it ("but without consulting with his partner")."""
    ref = acts(in_play(code), "W: S4", "N: suggest SK")
    assert ref.pending is not None and ref.pending.kind == RulingKind.SUGGEST
    with pytest.raises(IllegalActionError, match=f"{code} law 10[24]"):
        ref.act("S: SA")
    lost = ref.act("W: consult")
    assert lost.pending is None and lost.events[-1].law == f"{code} law {law}"
    assert "penalty lost" in lost.events[-1].what and not lost.obligations


def test_american_1904_law_64_the_call_is_made_without_consulting() -> None:
    _suggested("american-1904", "64")


def test_american_1905_law_64_the_call_is_made_without_consulting() -> None:
    _suggested("american-1905", "64")


def test_english_1904_law_90_a_consultation_on_another_penalty_leaves_the_choice_waiting() -> None:
    """No english-1904 law forbids consulting on a penalty (P90 allows it for the revoke): the
    consultation is logged and the dealer's choice on the lead out of turn waits still."""
    ref = acts(in_play("english-1904"), *TRICK_ONE, "E: HJ")
    consulted = ref.act("N: consult")
    assert consulted.pending == ref.pending and consulted.events[-1].law == "english-1904 law 90"
    assert consulted.act("S: choose stand").pending is None


def _revoke_claims_waiting(code: str) -> Referee:
    """East renounces to the first trick; the deal played out, the adversaries' claim waits."""
    ref = acts(in_play(code), "W: S4", "N: SA", "E: HJ", "S: S5")
    while ref.pending is None:
        ref = ref.apply(ref.legal_acts()[0])
    assert ref.pending.kind == RulingKind.REVOKE_CLAIM
    return ref


def test_american_1905_law_43_a_deal_out_of_turn_found_while_revoke_claims_wait_is_void() -> None:
    """W43: corrected "before the cards are dealt for the following deal", the deal out of turn
    is void, and the revoke claims waiting on it with it (readings L9, L21)."""
    void = _revoke_claims_waiting("american-1905").act("E: dealing out-of-turn")
    assert void.outcome == "void" and void.pending is None and not void.queue
    assert void.events[-1].law == "american-1905 law 43" and void.result() is None


def _too_late(code: str) -> None:
    """P45 ("otherwise the deal stands good") and A43 (only "before the play of the first
    card"): reported while the revoke claims wait, the deal out of turn is refused, and the
    claims wait still."""
    ref = _revoke_claims_waiting(code)
    with pytest.raises(IllegalActionError):
        ref.act("E: dealing out-of-turn")
    assert ref.pending is not None and ref.pending.kind == RulingKind.REVOKE_CLAIM


def test_english_1904_law_45_a_deal_out_of_turn_is_too_late_while_revoke_claims_wait() -> None:
    _too_late("english-1904")


def test_american_1904_law_43_a_deal_out_of_turn_is_too_late_while_revoke_claims_wait() -> None:
    _too_late("american-1904")
