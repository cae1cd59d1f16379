"""The house rules and the advisor's table typed (issue 33, item 1): ``house`` (and a scoring
block's ``law_code``) is the model ``House``, the advice frame's ``advice`` the model
``AdviceTable``; each sends what the untyped dict sent, byte for byte, and holds nothing else."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from pydantic import ValidationError

from bridgewhist.analysis.advise import advise, parse_hand
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.laws.code import HOUSE_LAWS, HouseRules
from bridgewhist.laws.readings import DoublingLimitReading
from bridgewhist.web import advisor
from bridgewhist.web.advisor import AdviceAnswer, AdviceTable, AdvisorAsk, advice_frame
from bridgewhist.web.views.models import House, code_in_force, house_of

pytestmark = pytest.mark.web


def compact(data: Any) -> str:
    """``data`` as pydantic writes JSON: no spaces, non-ASCII as it is."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


HOUSES: list[dict[str, Any]] = [
    {},
    {"doubling_limit": None},
    {"doubling_limit": 100, "doubling_limit_reading": "last_double_passes"},
    {"doubling_limit": 200, "doubling_limit_reading": "not_exceed", "cut_ties_by_suit": True,
     "spade_convention": True},
    {name: index % 2 == 0 for index, name in enumerate(HOUSE_LAWS)},
    {"doubling_limit": 12, "wrong_penalty_forfeits": False, "detached_card_liable": True},
]


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
@pytest.mark.parametrize("house", HOUSES, ids=[compact(h) for h in HOUSES])
def test_the_typed_house_sends_what_the_house_rules_dict_sent(code: str, house: dict[str, Any]) -> None:
    law_code = load_law_code(code, **house)
    assert house_of(law_code.options).model_dump_json() == compact(law_code.options.to_dict())
    assert code_in_force(law_code).model_dump_json() == compact(law_code.to_dict())


def test_the_house_model_holds_every_house_rule_and_no_other() -> None:
    rules = {field.name for field in HouseRules.__dataclass_fields__.values()} - {"laws"}
    assert list(House.model_fields) == [*sorted(rules - set(HOUSE_LAWS), key=list(House.model_fields).index),
                                        *sorted(HOUSE_LAWS)]
    assert set(House.model_fields) == rules | set(HOUSE_LAWS)
    reading = House.model_fields["doubling_limit_reading"].annotation
    assert {r.value for r in DoublingLimitReading} == set(reading.__args__[0].__args__)  # type: ignore[union-attr]
    with pytest.raises(ValidationError):
        House.model_validate({"doubling_limit": "many"})
    with pytest.raises(ValidationError):
        House.model_validate({"no_such_rule": True})


def test_a_null_doubling_limit_is_sent_and_a_code_default_is_not() -> None:
    assert house_of(load_law_code("english-1904", doubling_limit=None).options).model_dump() == {
        "doubling_limit": None}
    assert house_of(load_law_code("english-1904").options).model_dump() == {}


def whole_table(code: LawCode) -> dict[str, Any]:
    """An advisor's table as ``Advice.to_dict`` writes it (two makes), without solving."""
    worth = {"mean": 12.5, "ci95": [3.25, 21.75], "n": 10}
    gain = {"mean": -4.0, "ci95": [-9.5, 1.5], "n": 10}
    return {"hand": "S AK82 H QJ4 D K93 C 752", "score": {"we": 18, "they": 6}, "law_code": code.key,
            "left": False, "samples": 10, "seed": 1, "best": "spades",
            "options": [{"make": "spades", "points": worth, "double_gain": gain, "tricks": 8.4},
                        {"make": "leave", "points": gain, "double_gain": worth, "tricks": 6.0}]}


def test_the_advice_frame_sends_the_advisors_table_as_it_was_sent_untyped() -> None:
    table = whole_table(load_law_code("english-1904"))
    frame = AdviceAnswer(seq=7, advice=AdviceTable.model_validate(table))
    assert frame.model_dump_json() == compact({"type": "advice", "seq": 7, "advice": table, "note": None})


def test_the_advice_table_refuses_what_the_advisor_never_sends() -> None:
    table = whole_table(load_law_code("english-1904"))
    short = {**table["options"][0], "points": {"mean": 1.0, "ci95": [1.0], "n": 2}}
    for broken in ({**table, "hands": {}}, {**table, "best": "trumps"}, {**table, "options": [short]}):
        with pytest.raises(ValidationError):
            AdviceTable.model_validate(broken)


@pytest.mark.skipif(not advisor.ADVISOR_AVAILABLE, reason="the advisor needs DDS (the 'dds' extra)")
def test_the_advisors_real_table_is_read_by_its_model_byte_for_byte() -> None:
    code = load_law_code("american-1905")
    hand = parse_hand("S AK82 H QJ4 D K93 C 752")
    table = advise(hand, (18, 6), code, samples=4, seed=1).to_dict()
    assert AdviceTable.model_validate(table).model_dump_json() == compact(table)


def test_a_worker_answer_not_as_the_table_is_the_advisor_failing(monkeypatch: pytest.MonkeyPatch) -> None:
    class Pool:
        async def run(self, job: Any, ask: AdvisorAsk, *, seconds: float) -> dict[str, Any]:
            return {"hand": "S A", "options": []}

    class Thinkers:
        advisor = Pool()

    ask = AdvisorAsk(0, (0, 0), load_law_code("english-1904"), left=False)
    frame = asyncio.run(advice_frame(Thinkers(), ask, 3))  # type: ignore[arg-type]
    assert frame.advice is None and frame.note == "the advisor failed; the maxims' answer stands"
