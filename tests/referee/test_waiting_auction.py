"""The audit of issue 32, before the play: each choice the referee puts in the dealing, the
declaration and the doubling, under each code, with the acts that may come while it waits.

A choice waits (``Referee.pending``); the act it holds back (the declaration, the doubling,
the lead) is refused naming the law of reasonable time (P104, A102, W102) and is the player's
once the choice is made; the acts the laws let come meanwhile (a look at one's cards before the
declaration, a dealing report) are taken and the choice still waits. The audit's table is in
docs/laws-intro.md ("While a choice waits").
"""

from __future__ import annotations

import pytest

from bridgewhist.acts import Act, Verb
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.events import RulingKind
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from support.referee import acts, start

TIME = {"english-1904": "104", "american-1904": "102", "american-1905": "102"}
"""Each code's law of reasonable time for the decision (P104, A102, W102)."""


def waits(ref: Referee, code: str, law: str, kind: RulingKind, blocked: str, option: str) -> Referee:
    """The choice ``kind`` waits under ``code``'s ``law``: ``blocked`` is refused naming the law
    of reasonable time, and nothing changes; the referee after the chooser's ``option``."""
    pending = ref.pending
    assert pending is not None and pending.kind == kind and pending.law == f"{code} law {law}"
    with pytest.raises(IllegalActionError) as error:
        ref.act(blocked)
    assert error.value.reason == Reason.PENALTY_PENDING
    assert error.value.law == f"{code} law {TIME[code]}"
    return ref.act(f"{pending.chooser.name}: choose {option}")


def _offered(ref: Referee, text: str) -> bool:
    return text in [str(a) for a in ref.legal_acts()]


# -- before the declaration: a look at one's cards is taken, the declaration waits -------------
def _looked_meanwhile(code: str, law: str, kind: RulingKind, script: tuple[str, ...],
                      option: str) -> Referee:
    """The chooser looks at his cards while the choice waits: taken (P40, A40, W40 speak of a
    card exposed in dealing only, reading L20), and the choice waits for him still."""
    ref = acts(start(code), *script)
    assert ref.pending is not None and ref.pending.kind == kind
    chooser = ref.pending.chooser
    looked = ref.act(f"{chooser.name}: dealing looked")
    assert looked.pending == ref.pending and chooser in looked.looked
    return waits(looked, code, law, kind, "S: hearts", option)


def _adversary_declared(code: str, law: str) -> None:
    after = _looked_meanwhile(code, law, RulingKind.ADVERSARY_DECLARES, ("E: hearts",), "ignore")
    assert after.pending is None and _offered(after, "S: hearts")


def test_english_1904_law_51_the_declaration_waits_for_the_dealers_choice() -> None:
    _adversary_declared("english-1904", "51")


def test_american_1904_law_48_the_declaration_waits_for_the_dealers_choice() -> None:
    _adversary_declared("american-1904", "48")


def test_american_1905_law_48_the_declaration_waits_for_the_dealers_choice() -> None:
    _adversary_declared("american-1905", "48")


def _exposed_before_declaring(code: str, law: str) -> None:
    after = _looked_meanwhile(code, law, RulingKind.EXPOSED_NEW_DEAL, ("N: expose SA",), "play-on")
    assert after.pending is None and _offered(after, "S: hearts")


def test_english_1904_law_70_the_declaration_waits_for_the_eldest_hands_choice() -> None:
    _exposed_before_declaring("english-1904", "70")


def test_american_1904_law_67_the_declaration_waits_for_the_eldest_hands_choice() -> None:
    _exposed_before_declaring("american-1904", "67")


def test_american_1905_law_67_the_declaration_waits_for_the_eldest_hands_choice() -> None:
    _exposed_before_declaring("american-1905", "67")


def _dealer_looked(code: str, law: str) -> None:
    """The claim for the dealer's looking at a card is not taken by the claimant's look (reading
    L20: the words of P40, A40, W40 are of a card exposed): he claims, and the deal is new."""
    after = _looked_meanwhile(code, law, RulingKind.DEALER_LOOKED, ("S: dealing dealer-looked",),
                              "new-deal")
    assert after.outcome == "new-deal" and after.events[-1].law == f"{code} law {law}"


def test_english_1904_law_42_a_look_does_not_take_the_claim_for_the_dealers_look() -> None:
    _dealer_looked("english-1904", "42")


def test_american_1904_law_39_a_look_does_not_take_the_claim_for_the_dealers_look() -> None:
    _dealer_looked("american-1904", "39")


def test_american_1905_law_39_a_look_does_not_take_the_claim_for_the_dealers_look() -> None:
    _dealer_looked("american-1905", "39")


# -- a card exposed in dealing: the second claim, a deal out of turn -----------------------
def _second_card_exposed(code: str) -> None:
    """P40, A39-40, W39-40 for each card: the second claim waits behind the first."""
    ref = acts(start(code), "E: dealing exposed", "N: dealing exposed")
    assert ref.pending is not None and ref.pending.chooser == Seat.S
    assert [r.chooser for r in ref.queue] == [Seat.W]
    ref = ref.act("S: choose stand")
    assert ref.pending is not None and ref.pending.offender == Seat.N and ref.pending.chooser == Seat.W


def test_american_1904_law_40_a_second_card_exposed_while_the_claim_waits_is_put_next() -> None:
    _second_card_exposed("american-1904")


def test_american_1905_law_40_a_second_card_exposed_while_the_claim_waits_is_put_next() -> None:
    _second_card_exposed("american-1905")


def test_english_1904_law_45_a_deal_out_of_turn_reported_while_a_claim_waits_stands() -> None:
    """P45: a deal out of turn may be stopped only before the last card is dealt; reported
    after, the deal stands, and the claim for the card exposed waits still."""
    ref = acts(start("english-1904"), "E: dealing exposed", "W: dealing out-of-turn")
    assert ref.events[-1].law == "english-1904 law 45" and not ref.outcome
    assert ref.pending is not None and ref.pending.kind == RulingKind.DEALING_CLAIM


def test_american_1904_law_43_a_deal_out_of_turn_found_while_a_claim_waits_is_void() -> None:
    """A43: a deal out of turn corrected in time is void, the claim waiting with it (L21)."""
    ref = acts(start("american-1904"), "E: dealing exposed", "W: dealing out-of-turn")
    assert ref.outcome == "void" and ref.pending is None and not ref.queue


# -- the declaration and the doubling: the next call waits for the choice --------------------
def _partner_passed_back(code: str, law: str) -> None:
    after = waits(acts(start(code), "S: leave", "N: leave"), code, law, RulingKind.PARTNER_PASSES,
                  "N: hearts", "must-declare")
    assert after.pending is None and _offered(after, "N: hearts")


def test_english_1904_law_50_the_declaration_waits_for_the_eldest_hands_choice() -> None:
    _partner_passed_back("english-1904", "50")


def test_american_1904_law_47_the_declaration_waits_for_the_eldest_hands_choice() -> None:
    _partner_passed_back("american-1904", "47")


def test_american_1905_law_47_the_declaration_waits_for_the_eldest_hands_choice() -> None:
    _partner_passed_back("american-1905", "47")


def _consulted_on_doubling(code: str, law: str) -> None:
    after = waits(acts(start(code), "S: hearts", "W: consult"), code, law, RulingKind.CONSULTATION,
                  "W: double", "play-on")
    assert after.pending is None and _offered(after, "W: double")


def test_english_1904_law_58_the_doubling_waits_for_the_choice_on_a_consultation() -> None:
    _consulted_on_doubling("english-1904", "58")


def test_american_1904_law_55_the_doubling_waits_for_the_choice_on_a_consultation() -> None:
    _consulted_on_doubling("american-1904", "55")


def test_american_1905_law_55_the_doubling_waits_for_the_choice_on_a_consultation() -> None:
    _consulted_on_doubling("american-1905", "55")


def _doubled_out_of_turn(code: str, law: str) -> None:
    after = waits(acts(start(code), "S: hearts", "E: double"), code, law, RulingKind.DOUBLE_OUT_OF_TURN,
                  "W: satisfied", "refuse")
    assert after.pending is None and after.hand.multiplier == 1


def test_english_1904_law_57_the_doubling_waits_for_the_makers_choice() -> None:
    _doubled_out_of_turn("english-1904", "57")


def test_american_1904_law_54_the_doubling_waits_for_the_makers_choice() -> None:
    _doubled_out_of_turn("american-1904", "54")


def test_american_1905_law_54_the_doubling_waits_for_the_makers_choice() -> None:
    _doubled_out_of_turn("american-1905", "54")


def _consent_waited(code: str, law: str) -> None:
    """The re-double that needs consent made, the consent waits: "Satisfied" in its place is
    refused until the adversary who last doubled answers (R8: refused, no further doubling)."""
    ref = acts(start(code), "S: hearts", "W: double", "S: satisfied", "W: S4", "N: double",
               "W: satisfied", "E: double")
    after = waits(ref, code, law, RulingKind.CONSENT_DOUBLE, "E: satisfied", "refuse")
    assert after.pending is None and after.hand.multiplier == 4


def test_english_1904_law_59_the_doubling_waits_for_the_consent() -> None:
    _consent_waited("english-1904", "59")


def test_american_1904_law_56_the_doubling_waits_for_the_consent() -> None:
    _consent_waited("american-1904", "56")


def test_american_1905_law_56_the_doubling_waits_for_the_consent() -> None:
    _consent_waited("american-1905", "56")


# -- a lead during the doubling: the doubling waits for the maker's choice ------------------
def _pone_led_first(code: str, law: str) -> None:
    after = waits(acts(start(code), "S: hearts", "E: ST"), code, law, RulingKind.EARLY_FALSE_LEAD,
                  "W: double", "waive")
    assert after.pending is None and _offered(after, "W: double")


def test_english_1904_law_80_the_doubling_waits_for_the_choice_on_pones_lead() -> None:
    _pone_led_first("english-1904", "80")


def test_american_1904_law_76_the_doubling_waits_for_the_choice_on_pones_lead() -> None:
    _pone_led_first("american-1904", "76")


def test_american_1905_law_60_the_call_from_the_eldest_hand_waits_and_dummy_stays_up() -> None:
    """W60: pone leads first; the maker may call a suit from the eldest hand. W has no law like
    A59's "dummy has accepted the situation": dummy's laying down his cards waits for the call,
    and so does the eldest hand's "May I lead?"."""
    ref = acts(start("american-1905"), "S: hearts", "E: ST")
    assert Act(Seat.N, verb=Verb.LAY_DOWN) not in ref.table_acts(Seat.N)
    with pytest.raises(IllegalActionError, match="american-1905 law 102"):
        ref.act("N: lay-down")
    after = waits(ref, "american-1905", "60", RulingKind.CALL_ELDEST, "W: satisfied", "clubs")
    assert after.pending is None and _offered(after, "W: satisfied")


def test_american_1904_law_59_the_doubling_waits_for_the_call_from_the_eldest_hand() -> None:
    """A59: pone asks leave to lead; the maker may call a suit from the eldest hand, whose
    doubling waits for the call (dummy laying down ends it: A59, tested in test_auction)."""
    after = waits(acts(start("american-1904"), "S: hearts", "E: satisfied"), "american-1904", "59",
                  RulingKind.CALL_ELDEST, "W: double", "clubs")
    assert after.pending is None and _offered(after, "W: double")


def test_american_1904_law_58_pones_doubling_waits_for_the_claim_on_a_lead_without_asking() -> None:
    """A58: the eldest hand leads without asking "May I lead?"; pone's double or "Satisfied"
    waits for the maker's claim."""
    after = waits(acts(start("american-1904"), "S: hearts", "W: S4"), "american-1904", "58",
                  RulingKind.LEAD_WITHOUT_ASKING, "E: satisfied", "call-card")
    assert after.pending is None and _offered(after, "E: satisfied")
