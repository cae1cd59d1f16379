"""The referee: STRICT enforcement through the same API; revokes by both sides."""

from __future__ import annotations

import dataclasses

import pytest

from bridgewhist.acts import Enforcement
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat, Side
from support.referee import acts, finish, in_play, start


def test_strict_enforcement_refuses_irregular_acts() -> None:
    ref = dataclasses.replace(start("english-1904"), enforcement=Enforcement.STRICT)
    with pytest.raises(IllegalActionError) as error:
        ref.act("N: hearts")
    assert error.value.reason == Reason.NOT_YOUR_TURN
    with pytest.raises(IllegalActionError):
        ref.act("S: expose S7")
    assert ref.act("S: hearts").hand.phase.name == "DOUBLING"


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_revokes_by_both_sides_neither_wins_the_game(code: str) -> None:
    """P99/A95/W95: "Should the players on both sides subject themselves to the revoke penalty
    neither can win the game by that hand": E renounces at trick 1, S at trick 2."""
    ref = acts(in_play(code), "W: S4", "N: SA", "E: HJ", "S: S5", "N: CA", "E: C8", "S: H6",
               "W: C2")
    ref = finish(ref)
    result = ref.result()
    assert result is not None and {c.side for c in result.revokes} == {Side.NS, Side.EW}
    rubber = Rubber(ref.code).score(result)
    assert rubber.deals[0].game_won_by is None and rubber.games_won == (0, 0)


def _omitted(code: str, law: str) -> None:
    ref = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "N: CA", "E: omitted")
    assert ref.pending is not None and ref.pending.chooser.name == "S"
    assert ref.pending.law == f"{code} law {law}" and ref.pending.keys == ("new-deal", "stand")
    assert ref.act("S: choose new-deal").outcome == "new-deal"
    assert ref.act("S: choose stand").outcome == ""
    dummy = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "N: omitted")
    assert dummy.pending is None and dummy.events[-1].law == f"{code} law {law}"


def test_english_1904_law_87_a_card_omitted_from_a_former_trick() -> None:
    """P87: "If any one (not being Dummy) omit playing to a former trick, and such error be not
    discovered until he has played to the next, the adversaries may claim a new deal; should
    they decide that the deal stand good ... the surplus card at the end of the hand is
    considered to have been played to the imperfect trick, but does not constitute a revoke
    therein." """
    _omitted("english-1904", "87")


def test_american_1904_law_83_a_card_omitted_from_a_former_trick() -> None:
    """A83: "If any one, not being dummy, omit playing to a former trick and such error be not
    corrected until he has played to the next, the adversaries may claim a new deal" """
    _omitted("american-1904", "83")


def test_american_1905_law_83_a_card_omitted_from_a_former_trick() -> None:
    """W83: "should they decide that the deal stands good, the surplus card at the end of the
    hand is considered to have been played to the imperfect trick, but does not constitute a
    revoke therein." """
    _omitted("american-1905", "83")


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_either_adversary_may_answer_where_the_law_says_so(code: str) -> None:
    """A77 (ruling 5: "either adversary may exact it"), P64/A64/W64 ("either of the adversaries
    may"): the chooser's partner answers without losing the penalty."""
    ref = acts(in_play(code), "W: S4", "N: suggest SK")
    assert ref.pending is not None and ref.pending.chooser.name == "E"
    answered = ref.act("W: choose play")
    assert answered.pending is None and answered.obligations


def test_english_1904_law_42_either_adversary_may_exact_the_new_deal() -> None:
    """P42: "his adversaries have a right to see it, and may exact a new deal" (ruling 16)."""
    ref = start("english-1904").act("S: dealing dealer-looked")
    assert ref.act("E: choose new-deal").outcome == "new-deal"


def _omitted_asks_the_dealer_not_dummy(code: str, law: str) -> None:
    # West reports he omitted to play to a former trick after playing to the next.
    ref = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "N: CA", "E: C8", "S: C4",
               "W: omitted")
    assert ref.pending is not None and ref.pending.chooser == Seat.S      # not dummy, North
    assert ref.pending.law == f"{code} law {law}" and not ref.pending.either
    assert ref.act("S: choose new-deal").outcome == "new-deal"
    against_dealer = acts(in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "N: CA", "E: C8",
                          "S: omitted")
    assert against_dealer.pending is not None and against_dealer.pending.either
    assert against_dealer.act("E: choose new-deal").outcome == "new-deal"   # either adversary


def test_english_1904_law_87_the_adversaries_claim_through_the_dealer_not_dummy() -> None:
    """P87: "If any one (not being Dummy) omit playing to a former trick ... the adversaries may
    claim a new deal"; P62: "the duty ... of claiming and enforcing any penalties arising during
    the hand, shall devolve upon the dealer, unassisted by his partner." """
    _omitted_asks_the_dealer_not_dummy("english-1904", "87")


def test_american_1904_law_83_the_adversaries_claim_through_the_dealer_not_dummy() -> None:
    """A83: "If any one, not being dummy, omit playing to a former trick ... the adversaries may
    claim a new deal" (dummy "has no part whatever in the game", A62)."""
    _omitted_asks_the_dealer_not_dummy("american-1904", "83")


def test_american_1905_law_83_the_adversaries_claim_through_the_dealer_not_dummy() -> None:
    """W83: "If anyone, not being dummy, omit playing to a former trick ... the adversaries may
    claim a new deal" (dummy "takes no part whatever in the play", W62)."""
    _omitted_asks_the_dealer_not_dummy("american-1905", "83")
