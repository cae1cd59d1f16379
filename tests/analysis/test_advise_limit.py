"""The declaration advisor under the doubling limit in force: the adversaries' gain by doubling is
counted only where the limit lets them double (english-1904 law 58, american-1904 and
american-1905 law 55 with a club's limit), and the advice names the limit and its law."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bridgewhist.actions import DECLARE_ACTIONS, DOUBLE
from bridgewhist.agents.ddmc.make_value import make_value
from bridgewhist.analysis import advise as advise_module
from bridgewhist.analysis.advise import Doubling, advise, doubles_allowed
from bridgewhist.analysis.hands import parse_hand
from bridgewhist.laws import load_law_code
from bridgewhist.laws.code import LawCode
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand

HAND = parse_hand("S AKQ4 H AK3 D AQ2 C AJ3")
"""Four aces: doubling his no-trumper loses the adversaries points (tests/analysis/test_advise.py)."""
HEARTS, NO_TRUMPS = 1, 4


def by_make(code: LawCode, *, left: bool = False) -> dict[str, Any]:
    advice = advise(HAND, (0, 0), code, left=left, samples=6, seed=1)
    return {o.make: o for o in advice.options} | {"": advice}


def test_a_house_limit_under_24_forbids_doubling_a_no_trumper_and_its_gain_is_nothing() -> None:
    free = by_make(load_law_code("english-1904"))
    capped = by_make(load_law_code("english-1904", doubling_limit=23))
    assert free["no-trumps"].double_gain.mean < 0   # under the code's 100 the double is open (and loses)
    gain = capped["no-trumps"].double_gain
    assert (gain.mean, gain.low, gain.high, gain.n) == (0.0, 0.0, 0.0, 6)   # no double: nothing gained
    for make in ("spades", "hearts", "diamonds", "clubs"):   # doubled, each stays within 23
        assert capped[make].double_gain == free[make].double_gain, make
        assert capped[make].points == free[make].points
    assert capped[""].doubling == Doubling(23, "english-1904 law 58", ("no-trumps",))
    assert free[""].doubling == Doubling(100, "english-1904 law 58", ())
    assert capped[""].to_dict()["doubling"] == {"limit": 23, "law": "english-1904 law 58",
                                                "forbidden": ["no-trumps"]}


def test_leave_counts_no_double_where_partner_would_make_a_forbidden_trump(
        monkeypatch: pytest.MonkeyPatch) -> None:
    doubled: list[int] = []

    def counted(code: LawCode, deal: list[int], dealer: Seat, strain: int, won: int, **kw: Any) -> float:
        if kw.get("multiplier", 1) == 2:
            doubled.append(strain)
        return make_value(code, deal, dealer, strain, won, **kw)

    monkeypatch.setattr(advise_module, "make_value", counted)
    weak = parse_hand("S 2 H 65432 D 5432 C 432")   # partner, holding the cards, makes no trumps at times
    free = advise(weak, (0, 0), load_law_code("english-1904"), samples=6, seed=1)
    assert doubled.count(NO_TRUMPS) > 6 and doubled.count(HEARTS) >= 6   # leave made no trumps on a layout
    doubled.clear()
    capped = advise(weak, (0, 0), load_law_code("english-1904", doubling_limit=15), samples=6, seed=1)
    assert doubled and {HEARTS, NO_TRUMPS}.isdisjoint(doubled), sorted(set(doubled))   # 16 and 24: forbidden
    assert capped.doubling is not None and capped.doubling.forbidden == ("hearts", "no-trumps")
    leave, leave_free = capped.options[-1], free.options[-1]
    assert leave.make == "leave" and leave.double_gain != leave_free.double_gain
    assert leave.points == leave_free.points   # the make's own worth is the same


@pytest.mark.parametrize(("key", "law"), [("english-1904", "english-1904 law 58"),
                                          ("american-1904", "american-1904 law 55"),
                                          ("american-1905", "american-1905 law 55")])
def test_each_code_cites_its_own_law_for_the_limit(key: str, law: str) -> None:
    assert by_make(load_law_code(key, doubling_limit=12))[""].doubling.law == law


def test_the_last_double_passes_reading_forbids_no_first_double() -> None:
    code = load_law_code("american-1905", doubling_limit=12, doubling_limit_reading="last_double_passes")
    assert doubles_allowed(code) == (True,) * 5
    assert by_make(code)[""].doubling == Doubling(12, "american-1905 law 55", ())
    assert by_make(load_law_code("american-1905"))[""].doubling == Doubling(None, "american-1905 law 55", ())


@pytest.mark.parametrize("reading", ["not_exceed", "last_double_passes"])
def test_the_advisor_reads_the_limit_as_the_table_does(reading: str) -> None:
    for limit in (12, 15, 16, 23, 24, 100, None):
        code = load_law_code("english-1904", doubling_limit=limit, doubling_limit_reading=reading)
        table = [DOUBLE in new_hand(code, Seat.S, rng=random.Random(limit or 0)).apply(DECLARE_ACTIONS[s])
                 .legal_actions() for s in range(5)]
        assert list(doubles_allowed(code)) == table, (limit, reading)
