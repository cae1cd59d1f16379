"""The referee: declaration and doubling irregularities, law by law and code by code."""

from __future__ import annotations

import pytest

from bridgewhist.cards import CARDS
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.events import RulingKind
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from support.referee import acts, in_play, start

CODES = ("english-1904", "american-1904", "american-1905")


# -- the declaration by the wrong player ----------------------------------------------------
def _partner_declares(code: str, law: str) -> None:
    ref = start(code).act("N: hearts")
    assert ref.pending is not None
    assert (ref.pending.chooser.name, ref.pending.law, ref.pending.keys) == (
        "W", f"{code} law {law}", ("stand", "new-deal"))
    stood = ref.act("W: choose stand")
    assert stood.hand.phase == Phase.DOUBLING and stood.hand.maker == 0 and stood.hand.strain == 1
    assert ref.act("W: choose new-deal").outcome == "new-deal"
    with pytest.raises(IllegalActionError) as error:
        ref.act("S: choose new-deal")  # the dealer has no say
    assert error.value.reason == Reason.NOT_ENTITLED
    # The eldest hand's partner demanding it loses the penalty: the declaration stands.
    assert ref.act("E: choose new-deal").hand.phase == Phase.DOUBLING


def test_english_1904_law_49_partner_declares_without_permission() -> None:
    """P49: "If the dealer's partner make the trump declaration without receiving permission
    from the dealer, the eldest hand may demand: I. That the declaration so made shall stand.
    II. That there shall be a new deal." """
    _partner_declares("english-1904", "49")


def test_american_1904_law_46_partner_declares_without_permission() -> None:
    """A46: "the eldest hand may demand, 1st. That the trump shall stand, or 2d. That there
    shall be a new deal" """
    _partner_declares("american-1904", "46")


def test_american_1905_law_46_partner_declares_without_permission() -> None:
    """W46: "Should the dealer's partner make the trump without receiving permission from the
    dealer, the eldest hand may demand, 1st. That the trump shall stand, or 2d. That there shall
    be a new deal." """
    _partner_declares("american-1905", "46")


def _partner_passes(code: str, law: str) -> None:
    ref = acts(start(code), "S: leave", "N: leave")
    assert ref.pending is not None and ref.pending.law == f"{code} law {law}"
    assert ref.pending.chooser.name == "W" and ref.pending.keys == ("new-deal", "must-declare")
    made = ref.act("W: choose must-declare")
    assert made.hand.turn.name == "N" and made.act("N: spades").hand.phase == Phase.DOUBLING
    assert ref.act("W: choose new-deal").outcome == "new-deal"


def test_english_1904_law_50_partner_passes_the_declaration_back() -> None:
    """P50: "If the dealer's partner pass the declaration to the dealer, the eldest hand may
    demand: I. That there shall be a new deal. II. That the dealer's partner shall himself make
    the declaration." """
    _partner_passes("english-1904", "50")


def test_american_1904_law_47_partner_passes_the_declaration_back() -> None:
    """A47: "it shall be the right of the eldest hand to claim a new deal or to compel the
    offending player to declare the trump" """
    _partner_passes("american-1904", "47")


def test_american_1905_law_47_partner_passes_the_declaration_back() -> None:
    """W47: "Should the dealer's partner pass the declaration to the dealer it shall be the right
    of the eldest hand to claim a new deal or to compel the offending player to declare the
    trump" """
    _partner_passes("american-1905", "47")


def _adversary_declares(code: str, law: str, pass_counts: bool) -> None:
    ref = start(code).act("E: clubs")
    assert ref.pending is not None and ref.pending.chooser.name == "S"
    assert ref.pending.law == f"{code} law {law}" and ref.pending.keys == ("new-deal", "ignore")
    ignored = ref.act("S: choose ignore")
    assert ignored.hand.phase == Phase.DECLARATION and ignored.hand.turn.name == "S"
    assert ref.act("S: choose new-deal").outcome == "new-deal"
    passed = start(code).act("W: leave")
    assert (passed.pending is not None) == pass_counts


def test_english_1904_law_51_adversary_declares() -> None:
    """P51: "If either of the dealer's adversaries makes the declaration, the dealer may, after
    looking at his hand, either claim a fresh deal or proceed as if no such declaration had been
    made." An adversary's pass has no effect (ruling 7)."""
    _adversary_declares("english-1904", "51", pass_counts=False)


def test_american_1904_law_48_adversary_declares() -> None:
    """A48: "If either of the dealer's adversaries make a declaration, the dealer may ... either
    claim a new deal or proceed as if no declaration had been made." (a pass: ruling 7)"""
    _adversary_declares("american-1904", "48", pass_counts=False)


def test_american_1905_law_48_adversary_makes_or_passes_the_declaration() -> None:
    """W48: "If either of the dealer's adversaries make or pass the declaration, the dealer may,
    after looking at his hand, either claim a new deal or proceed as if no declaration had been
    made." """
    _adversary_declares("american-1905", "48", pass_counts=True)


# -- doubling out of turn -----------------------------------------------------------------------
def _pone_doubles_first(code: str, law: str) -> None:
    ref = acts(start(code), "S: hearts", "E: double")
    assert ref.pending is not None and ref.pending.law == f"{code} law {law}"
    assert ref.pending.chooser.name == "S" and ref.pending.keys == ("stand", "refuse")
    stood = ref.act("S: choose stand")
    assert stood.hand.multiplier == 2 and stood.hand.turn.name == "S"
    refused = ref.act("S: choose refuse")
    assert refused.hand.phase == Phase.PLAY and refused.hand.multiplier == 1


def test_english_1904_law_57_pone_doubles_before_may_i_lead() -> None:
    """P57: "If the right-hand adversary of the dealer double before his partner has asked 'May
    I lead?' the declarer of the trump shall have the right to say whether or not the double
    shall stand." """
    _pone_doubles_first("english-1904", "57")


def test_american_1904_law_54_pone_doubles_before_may_i_lead() -> None:
    """A54: "the declarer of the trump shall have the right to say whether or not the double
    shall stand" """
    _pone_doubles_first("american-1904", "54")


def test_american_1905_law_54_pone_doubles_before_may_i_lead() -> None:
    """W54: "If the right-hand adversary of the dealer double before his partner has asked 'May
    I lead?' the declarer of the trump shall have the right to say whether or not the double
    shall stand." """
    _pone_doubles_first("american-1905", "54")


@pytest.mark.parametrize("code", CODES)
def test_redouble_out_of_turn_decided_by_the_last_doubler(code: str) -> None:
    """P58/A55/W55: "Should any player re-double out of turn, the adversary who last doubled
    shall decide whether or not such double shall stand ... If any double or re-double out of
    turn be not accepted, there shall be no further doubling in that hand." """
    ref = acts(start(code), "S: hearts", "W: double", "N: double")   # S has the first right
    assert ref.pending is not None and ref.pending.chooser.name == "W"
    assert ref.act("W: choose stand").hand.multiplier == 4
    refused = ref.act("W: choose refuse")
    assert refused.hand.phase == Phase.PLAY and refused.no_more_doubling


@pytest.mark.parametrize("code", CODES)
def test_consultation_on_doubling_gives_the_other_side_a_new_deal(code: str) -> None:
    """P58/A55/W55: "Any consultation between partners as to doubling or re-doubling will
    entitle the maker of the trump or the eldest hand, without consultation, to a new deal"
    (reading 9: whichever is of the side that did not consult)."""
    ref = acts(start(code), "S: hearts", "W: consult")
    assert ref.pending is not None and ref.pending.chooser.name == "S"
    assert ref.act("S: choose new-deal").outcome == "new-deal"
    ours = acts(start(code), "S: hearts", "W: double", "N: consult")
    assert ours.pending is not None and ours.pending.chooser.name == "W"


# -- leads before the doubling is complete ------------------------------------------------
def _lead_during_doubling(code: str, law: str) -> None:
    ref = acts(start(code), "S: hearts", "W: double", "S: satisfied", "W: S4")
    assert ref.held_lead is not None and ref.consent and ref.consent[0][0].name == "E"
    assert any(e.law == f"{code} law {law}" for e in ref.events)
    # The dealer's side keeps its right to re-double (reading 10).
    ref = ref.act("N: double")
    assert ref.hand.multiplier == 4 and ref.hand.turn.name == "W"
    ref = ref.act("W: satisfied").act("E: double")
    assert ref.pending is not None and ref.pending.kind == RulingKind.CONSENT_DOUBLE
    assert ref.pending.chooser.name == "N"      # the adversary who last doubled
    refused = ref.act("N: choose refuse")
    assert refused.hand.phase == Phase.PLAY
    assert [(s.name, str(CARDS[c])) for s, c in refused.plays] == [("W", "S4")]  # the held lead


def test_english_1904_law_59_lead_before_the_doubling_is_complete() -> None:
    """P59: "If the eldest hand lead before the doubling be completed, his partner may re-double
    only with the consent of the adversary who last doubled; but such lead shall not affect the
    right of either adversary to double." """
    _lead_during_doubling("english-1904", "59")


def test_american_1904_law_56_lead_before_the_doubling_is_complete() -> None:
    """A56: "If the eldest hand lead before the doubling be completed, his partner may redouble
    only with the consent of the adversary who last doubled" """
    _lead_during_doubling("american-1904", "56")


def test_american_1905_law_56_lead_before_the_doubling_is_complete() -> None:
    """W56: "his partner may redouble only with the consent of the adversary who last doubled;
    but such lead shall not affect the right of either adversary to double." """
    _lead_during_doubling("american-1905", "56")


def test_american_1904_law_58_eldest_leads_without_asking() -> None:
    """A58: "Should the eldest hand lead without asking permission of his partner, the maker of
    the trump may call a suit or the card originally led." (reading 11: a suit called, the card
    goes back to the hand, unexposed)"""
    ref = acts(start("american-1904"), "S: hearts", "W: S4")
    assert ref.pending is not None and ref.pending.chooser.name == "S"
    assert ref.pending.keys == ("call-card", "spades", "hearts", "diamonds", "clubs", "waive")
    called = acts(ref, "S: choose diamonds", "E: satisfied")
    assert called.hand.phase == Phase.PLAY and not called.exposed[3]
    assert [str(a) for a in called.legal_acts()] == ["W: D5", "W: D4", "W: D3", "W: D2"]
    kept = acts(ref, "S: choose call-card", "E: satisfied")
    assert kept.plays == ((kept.hand.dealer.left, kept.plays[0][1]),)


def test_american_1905_law_58_eldest_leads_without_asking() -> None:
    """W58: "Should the eldest hand lead without asking permission, his partner may double, but
    only if the maker of the trump consent." """
    ref = acts(start("american-1905"), "S: hearts", "W: S4")
    assert ref.pending is None and ref.hand.turn.name == "E"
    ref = ref.act("E: double")
    assert ref.pending is not None and ref.pending.chooser.name == "S"
    assert ref.pending.keys == ("consent", "refuse")
    assert ref.act("S: choose consent").hand.multiplier == 2


def test_english_1904_eldest_leads_without_asking_has_no_law() -> None:
    """english-1904 has no law for the eldest hand's lead without asking: the lead stands
    (rulings table), and pone may still answer or double."""
    ref = acts(start("english-1904"), "S: hearts", "W: S4", "E: double")
    assert ref.pending is None and ref.hand.multiplier == 2


def test_american_1904_law_59_pone_asks_leave_to_lead() -> None:
    """A59: "Should the right-hand adversary of the dealer ask permission to lead, the maker of
    the trump may call a suit from the eldest hand. This does not affect the right of any player
    to double or re-double." """
    ref = acts(start("american-1904"), "S: hearts", "E: satisfied")
    assert ref.pending is not None and ref.pending.law == "american-1904 law 59"
    ref = acts(ref, "S: choose clubs", "W: double")
    assert ref.hand.multiplier == 2
    ref = acts(ref, "S: satisfied", "N: satisfied")
    assert [str(a) for a in ref.legal_acts()] == ["W: C3", "W: C2"]


def test_american_1905_law_59_pone_asks_leave_to_lead() -> None:
    """W59: "Should the right-hand adversary of the dealer ask permission to lead, the eldest hand
    does not thereby lose his right to double." """
    ref = acts(start("american-1905"), "S: hearts", "E: satisfied")
    assert ref.pending is None and ref.events[-1].law == "american-1905 law 59"
    assert ref.act("W: double").hand.multiplier == 2


def test_american_1905_law_60_pone_leads_before_the_opening_lead() -> None:
    """W60: "If the right-hand adversary of the dealer lead out of turn, the maker of the trump
    may call a suit from the eldest hand, who may only double if the maker of the trump
    consent." """
    ref = acts(start("american-1905"), "S: hearts", "E: ST")
    assert ref.pending is not None and ref.pending.chooser.name == "S"
    assert ref.pending.law == "american-1905 law 60"
    ref = ref.act("S: choose spades")
    assert not ref.exposed[1]                   # the card goes back (reading 11)
    ref = ref.act("W: double")
    assert ref.pending is not None and ref.pending.kind == RulingKind.CONSENT_DOUBLE
    ref = acts(ref, "S: choose refuse")
    assert ref.hand.phase == Phase.PLAY
    assert [str(a) for a in ref.legal_acts()] == ["W: S4", "W: S3", "W: S2"]


@pytest.mark.parametrize("code", ("english-1904", "american-1904"))
def test_pone_lead_during_doubling_is_a_lead_out_of_turn(code: str) -> None:
    """P80/A76: a lead out of turn by an adversary before the opening lead: the dealer may call
    the card or a suit at their next lead."""
    ref = acts(start(code), "S: hearts", "E: ST")
    assert ref.pending is not None and ref.pending.keys == ("call-card", "call-suit", "waive")
    ref = acts(ref, "S: choose call-suit", "W: satisfied", "E: satisfied")
    assert ref.pending is not None and ref.pending.kind == RulingKind.CALL_SUIT
    ref = ref.act("S: choose hearts")
    assert [str(a) for a in ref.legal_acts()] == ["W: H5", "W: H4", "W: H3", "W: H2"]


def test_in_play_helper_reaches_the_opening_lead() -> None:
    assert in_play("english-1904").hand.turn.name == "W"


# -- a declaration as to doubling stands (P61, A60, W60) ----------------------------------
def _doubling_declaration_final(code: str, law: str) -> None:
    ref = acts(start(code), "S: hearts", "W: satisfied")         # "May I lead?"
    after = ref.act("W: double")                                  # he has not doubled
    assert after.pending is None and after.hand.multiplier == 1
    assert after.hand.turn == Seat.E and after.events[-1].law == f"{code} law {law}"
    assert after.act("E: double").hand.multiplier == 2            # his partner still answers


def test_english_1904_law_61_may_i_lead_then_i_double_is_no_double() -> None:
    """P61: "A declaration once made cannot be altered." (the eldest hand who asked "May I
    lead?" has not doubled by saying "I double"; his partner is still to answer)"""
    _doubling_declaration_final("english-1904", "61")


def test_american_1904_law_60_may_i_lead_then_i_double_is_no_double() -> None:
    """A60: "A declaration as to doubling or redoubling, once made cannot be altered." """
    _doubling_declaration_final("american-1904", "60")


def test_american_1905_law_60_may_i_lead_then_i_double_is_no_double() -> None:
    """W60: "A declaration as to doubling or re-doubling once made cannot be altered." """
    _doubling_declaration_final("american-1905", "60")


# -- the proviso: a declaration as to doubling makes the wrong declaration stand -----------
def _proviso(code: str, law: str) -> None:
    ref = acts(start(code), "N: hearts")                          # dummy declares unasked
    assert ref.pending is not None and ref.pending.law == f"{code} law {law}"
    asked = ref.act("W: satisfied")                               # "May I lead?"
    assert asked.pending is None and asked.hand.strain == 1 and asked.hand.maker == Seat.N
    assert asked.hand.turn == Seat.E and any(e.choice == "stand" for e in asked.events)
    doubled = ref.act("W: double")
    assert doubled.hand.multiplier == 2 and doubled.hand.turn == Seat.N  # the maker answers


def test_english_1904_law_49_a_declaration_as_to_doubling_makes_it_stand() -> None:
    """P49: "But if any declaration as to doubling or not doubling shall have been made, or if
    a new deal is not claimed, the declaration wrongly made shall stand." """
    _proviso("english-1904", "49")


def test_american_1904_law_46_a_declaration_as_to_doubling_makes_it_stand() -> None:
    """A46: "the eldest hand may demand, 1st. That the trump shall stand, or 2d. That there
    shall be a new deal, provided, that no declaration as to doubling has been made." """
    _proviso("american-1904", "46")


def test_american_1905_law_46_a_declaration_as_to_doubling_makes_it_stand() -> None:
    """W46: "But if any declaration as to doubling, or not doubling, shall have been made, or if
    a new deal be not claimed, the declaration wrongly made shall stand." """
    _proviso("american-1905", "46")


# -- dummy lays his cards on the table (P62, A59, A61, W61) -------------------------------
def test_american_1904_law_59_dummy_on_the_table_has_accepted_the_situation() -> None:
    """A59: "In these last two cases no penalty can be exacted after the dummy hand or any part
    of it is on the table, since he (Dummy) has accepted the situation." """
    led = acts(start("american-1904"), "S: hearts", "W: S4")       # A58: lead without asking
    assert led.pending is not None and not led.hand.dummy_exposed  # the maker claims first
    down = led.act("N: lay-down")
    assert down.pending is None and down.hand.dummy_exposed
    assert any(e.law == "american-1904 law 59" and "penalty lost" in e.what for e in down.events)
    asked = acts(start("american-1904"), "S: hearts", "E: satisfied")   # pone asks leave
    down = asked.act("N: lay-down")
    assert down.pending is None and down.hand.dummy_exposed
    assert not down.obligations                                    # no suit called from W
    kept = led.act("S: choose call-card")                          # claimed in time: the lead
    assert kept.hand.dummy_exposed                                 # stands, and dummy goes down


def test_american_1905_law_61_dummy_laying_down_takes_no_penalty_away() -> None:
    """W61: "As soon as the eldest hand has led, the dealer's partner shall place his cards face
    upward on the table" (W60 has not A59's "Dummy has accepted the situation")."""
    ref = acts(start("american-1905"), "S: hearts", "W: satisfied", "E: satisfied", "E: S8")
    assert ref.pending is not None and ref.pending.kind == RulingKind.CALL_ELDEST
    with pytest.raises(IllegalActionError) as error:
        ref.act("N: lay-down")
    assert error.value.reason == Reason.PENALTY_PENDING


def test_english_1904_law_71_dummy_laying_down_before_the_lead_forfeits_the_redouble() -> None:
    """P71: "If after the deal has been completed, and before a card is led, any player shall
    expose a card, his partner shall forfeit any right to double or re-double" (dummy's cards
    laid down during the doubling)."""
    ref = acts(start("english-1904"), "S: hearts", "N: lay-down")
    assert ref.hand.dummy_exposed and Seat.S in ref.forfeited
    with pytest.raises(IllegalActionError):
        ref.act("E: lay-down")                                     # only dummy lays his down
    played = acts(in_play("english-1904"), "W: S4", "N: lay-down")
    assert played.events[-1].what == "dummy's cards are already on the table"
