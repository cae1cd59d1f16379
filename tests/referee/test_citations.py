"""The referee cites its laws from the law code's data (``LawCode.irregularities``)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from bridgewhist.errors import LawCodeError
from bridgewhist.laws import AMERICAN_1904, AMERICAN_1905, ENGLISH_1904, LAW_CODES
from bridgewhist.laws.catalog import entry
from bridgewhist.laws.model import IrregularityLaws
from bridgewhist.referee import new_deal
from support.referee import acts, in_play, start

REFEREE = Path(new_deal.__file__).parent
CASES = {f.name for f in dataclasses.fields(IrregularityLaws) if f.name != "laws"}


def _cited_in_source() -> set[str]:
    found: set[str] = set()
    for path in REFEREE.glob("*.py"):
        found.update(re.findall(r"""\.law\(["']([a-z_0-9]+)["']\)""", path.read_text(encoding="utf-8")))
    found.update(case for _, case in new_deal.COMPULSORY.values())
    return found


def test_every_case_the_referee_cites_is_in_the_data_and_every_case_is_cited() -> None:
    cited = _cited_in_source()
    assert cited - CASES == set(), "cases cited by the referee but not in IrregularityLaws"
    assert CASES - cited == set(), "cases in IrregularityLaws the referee never cites"


@pytest.mark.parametrize("key", list(LAW_CODES))
def test_every_case_cites_a_catalogued_law_of_its_code(key: str) -> None:
    code = LAW_CODES[key]
    for case in CASES:
        cited = code.cite("irregularities", case)
        number = int(re.match(r"\d+", cited.removeprefix(f"{key} law "))[0])  # type: ignore[index]
        assert entry(key, number).number == number, case


def test_citations_say_law_before_several_numbers_as_the_referee_always_has() -> None:
    assert ENGLISH_1904.cite("irregularities", "new_deal_imperfect_pack") == "english-1904 law 39 I, 44"
    assert AMERICAN_1904.cite("irregularities", "new_deal_imperfect_pack") == "american-1904 law 38b, 42"
    assert ENGLISH_1904.cite("irregularities", "new_deal_pack_not_cut") == "english-1904 law 39 VII"
    assert ENGLISH_1904.cite("cutting", "lowest_deals") == "english-1904 laws 17, 19-20"


def test_where_the_codes_cite_differently() -> None:
    cite = [code.cite("irregularities", "double_needing_consent")
            for code in (ENGLISH_1904, AMERICAN_1904, AMERICAN_1905)]
    assert cite == ["english-1904 law 59", "american-1904 law 56", "american-1905 law 58"]
    assert AMERICAN_1904.cite("irregularities", "revoke_established") == "american-1904 law 89"
    assert AMERICAN_1905.cite("irregularities", "revoke_established") == "american-1905 law 86"


def test_the_referee_reads_its_citations_from_the_code() -> None:
    ref = acts(start("english-1904"), "N: hearts")
    assert ref.pending is not None and ref.pending.law == "english-1904 law 49"
    ref = acts(in_play("american-1904"), "E: ST")
    assert ref.pending is not None and ref.pending.law == "american-1904 law 76"
    assert ref.law("lead_out_of_turn_by_adversary") == "american-1904 law 76"
    ref = acts(in_play("american-1905"), "E: ST")
    assert ref.pending is not None and ref.pending.law == "american-1905 law 60"
    with pytest.raises(KeyError):
        ref.law("no_such_case")


def test_a_citation_out_of_the_code_or_unreadable_is_refused() -> None:
    laws = dict(ENGLISH_1904.irregularities.laws)
    with pytest.raises(LawCodeError, match="cites law 109, but the code has laws 1-108"):
        dataclasses.replace(ENGLISH_1904, irregularities=IrregularityLaws(
            laws={**laws, "new_deal_faced_card": "109 II"}))
    with pytest.raises(LawCodeError, match="'x39' is not a law number"):
        dataclasses.replace(ENGLISH_1904, irregularities=IrregularityLaws(
            laws={**laws, "new_deal_faced_card": "x39"}))
    with pytest.raises(LawCodeError, match="uncited: new_deal_faced_card"):
        IrregularityLaws(laws={k: v for k, v in laws.items() if k != "new_deal_faced_card"})
    with pytest.raises(LawCodeError, match="must say the case in words"):
        IrregularityLaws(renounce="", laws=laws)
