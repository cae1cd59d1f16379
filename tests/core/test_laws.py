"""Law codes as data: keys and aliases, citations, self-validation, house rules, the catalogue.

Also a coverage check: every law the catalogue marks IMPLEMENTED in the rules engine's modules
(scoring, rubber, declaration, doubling, play, dealing, presets) has a test named after it.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from bridgewhist.errors import LawCodeError
from bridgewhist.laws import (
    ALIASES,
    AMERICAN_1904,
    AMERICAN_1905,
    ENGLISH_1904,
    LAW_CODE_KEYS,
    LAW_CODES,
    PART_NAMES,
    DoublingLimitReading,
    HouseRules,
    LawCode,
    find_law_code_key,
    law_code_from_dict,
    load_law_code,
)
from bridgewhist.laws.catalog import CATALOG, LawStatus, entry
from bridgewhist.laws.code import _law_numbers
from bridgewhist.laws.model import (
    DealingLaws,
    DoublingLaws,
    LawPart,
    LeadsOutOfTurnLaws,
    RevokeLaws,
    ScoringLaws,
    TableLaws,
)
from support.rules import CODES

ENGINE_MODULES = {
    "bridgewhist.scoring", "bridgewhist.rubber", "bridgewhist.phases.declaration",
    "bridgewhist.phases.doubling", "bridgewhist.phases.play", "bridgewhist.dealing",
    "bridgewhist.laws.presets",
}
LAW_TEST = re.compile(r"def test_(english_1904|american_1904|american_1905)_law_(\d+)_")
MY_FILES = ("test_scoring.py", "test_rubber.py", "test_state.py", "test_laws.py",
            "test_cards.py", "test_properties.py", "test_golden.py")


# --- keys and aliases -------------------------------------------------------------------------


def test_three_codes_by_key() -> None:
    assert LAW_CODE_KEYS == ("english-1904", "american-1904", "american-1905") == CODES
    assert LAW_CODES == {"english-1904": ENGLISH_1904, "american-1904": AMERICAN_1904,
                         "american-1905": AMERICAN_1905}
    for key, law_code in LAW_CODES.items():
        assert law_code.key == key
        assert load_law_code(key) is law_code
        assert law_code.title and law_code.source
    assert ENGLISH_1904.law_count == 108
    assert AMERICAN_1904.law_count == AMERICAN_1905.law_count == 106


@pytest.mark.parametrize(("name", "key"), [
    ("english", "english-1904"), ("English_1904", "english-1904"), ("HOYLE", "english-1904"),
    ("portland turf", "english-1904"), ("english1904", "english-1904"),
    ("ames", "american-1904"), ("American1904", "american-1904"),
    ("american", "american-1905"), ("elwell", "american-1905"), ("revised 1905", "american-1905"),
    (" american-1905 ", "american-1905"),
])
def test_aliases(name: str, key: str) -> None:
    assert find_law_code_key(name) == key
    assert load_law_code(name).key == key


def test_every_alias_names_a_code() -> None:
    for alias, key in ALIASES.items():
        assert key in LAW_CODES
        assert find_law_code_key(alias) == key
        assert alias not in LAW_CODES


def test_unknown_code_lists_the_keys() -> None:
    with pytest.raises(LawCodeError) as error:
        load_law_code("whist")
    message = str(error.value)
    assert "unknown law code 'whist'" in message
    for key in LAW_CODE_KEYS:
        assert key in message
    assert "ames" in message and "elwell" in message


# --- citations --------------------------------------------------------------------------------


@pytest.mark.parametrize("key", CODES)
def test_every_field_cites_a_law_of_its_own_code(key: str) -> None:
    law_code = LAW_CODES[key]
    for name in PART_NAMES:
        part = law_code.part(name)
        fields = {f.name for f in dataclasses.fields(part) if f.name != "laws"}
        assert set(part.laws) == fields, name
        for field in fields:
            numbers = _law_numbers(part.law_for(field))
            assert numbers, (name, field)
            assert all(1 <= n <= law_code.law_count for n in numbers), (name, field)
            assert entry(key, numbers[0]).number == numbers[0]
            cited = law_code.cite(name, field)
            assert cited.startswith(f"{key} law")


def test_citation_format() -> None:
    assert ENGLISH_1904.cite("revoke", "penalty") == "english-1904 law 90"
    assert ENGLISH_1904.cite("scoring", "honours_doubled") == "english-1904 laws 6, 8"
    assert ENGLISH_1904.cite("cutting", "lowest_deals") == "english-1904 laws 17, 19-20"
    assert AMERICAN_1905.cite("revoke", "penalty") == "american-1905 law 87"
    assert AMERICAN_1904.cite("revoke", "penalty") == "american-1904 law 86"
    assert AMERICAN_1904.cite("leads_out_of_turn", "dealer_penalty_tricks") == "american-1904 law 77"
    assert _law_numbers("7-8, 88") == [7, 8, 88]
    assert _law_numbers("") == []
    with pytest.raises(LawCodeError, match="no chapter 'bidding'"):
        ENGLISH_1904.part("bidding")


def test_where_the_codes_differ() -> None:
    """rulings.md, "Where the codes differ", as data."""
    e, a, w = ENGLISH_1904, AMERICAN_1904, AMERICAN_1905
    assert (e.doubling.limit, a.doubling.limit, w.doubling.limit) == (100, None, None)
    assert e.revoke.penalty.value == "claimants_choose"
    assert a.revoke.penalty.value == w.revoke.penalty.value == "tricks_transferred"
    assert (e.revoke.revoking_side_may_score_slam, a.revoke.revoking_side_may_score_slam,
            w.revoke.revoking_side_may_score_slam) == (False, False, True)
    assert (e.leads_out_of_turn.dealer_penalty_tricks, a.leads_out_of_turn.dealer_penalty_tricks,
            w.leads_out_of_turn.dealer_penalty_tricks) == (0, 1, 0)
    assert e.dummy.exposure.value == "on_any_lead"
    assert a.dummy.exposure.value == w.dummy.exposure.value == "after_eldest_leads"
    assert e.scoring.chicane_rule.value == "bonus"
    assert a.scoring.chicane_rule.value == w.scoring.chicane_rule.value == "equal_to_simple_honours"
    assert (e.revoke.claimants_may_consult, a.revoke.claimants_may_consult) == (True, False)
    assert (e.exposed_cards.card_partner_can_see_is_exposed,
            w.exposed_cards.card_partner_can_see_is_exposed) == (False, True)
    assert (e.declaration.adversary_pass_gives_new_deal, a.declaration.adversary_pass_gives_new_deal,
            w.declaration.adversary_pass_gives_new_deal) == (False, False, True)
    for law_code in (e, a, w):
        assert law_code.scoring.trick_values == (2, 8, 6, 4, 12)
        assert law_code.revoke.revoking_side_game_cap == 28
        assert law_code.revoke.penalty_tricks == 3
        assert law_code.options == HouseRules()


# --- self-validation --------------------------------------------------------------------------


def test_a_part_refuses_an_uncited_field() -> None:
    with pytest.raises(LawCodeError, match=r"every field must cite its law; uncited: .*limit_reading"):
        DoublingLaws(laws={"limit": "58"})
    with pytest.raises(LawCodeError, match="unknown: bogus"):
        DoublingLaws(laws={**DoublingLaws.cite_all("58"), "bogus": "1"})
    part = DoublingLaws(limit=100, laws=DoublingLaws.cite_all("58"))
    assert part.law_for("limit") == "58"
    with pytest.raises(TypeError):
        part.laws["limit"] = "1"  # type: ignore[index]


@pytest.mark.parametrize(("build", "message"), [
    (lambda: DoublingLaws(limit=11, laws=DoublingLaws.cite_all("58")), "below the undoubled"),
    (lambda: ScoringLaws(trick_values=(2, 8, 6, 4), laws=ScoringLaws.cite_all("4")),  # type: ignore[arg-type]
     "five values"),
    (lambda: ScoringLaws(game_points=0, laws=ScoringLaws.cite_all("2")), "must be positive"),
    (lambda: ScoringLaws(trick_values=(2, 8, 6, 0, 12), laws=ScoringLaws.cite_all("4")),
     "must be positive"),
    (lambda: DealingLaws(min_cut_packet=0, laws=DealingLaws.cite_all("35")), "1..26"),
    (lambda: DealingLaws(min_cut_packet=27, laws=DealingLaws.cite_all("35")), "1..26"),
    (lambda: LeadsOutOfTurnLaws(dealer_penalty_tricks=-1, laws=LeadsOutOfTurnLaws.cite_all("77")),
     "negative"),
    (lambda: RevokeLaws(penalty_tricks=0, laws=RevokeLaws.cite_all("87")), "must be positive"),
    (lambda: TableLaws(max_members=7, laws=TableLaws.cite_all("21")), "4..6"),
])
def test_a_part_refuses_a_bad_value(build: object, message: str) -> None:
    with pytest.raises(LawCodeError, match=message):
        build()  # type: ignore[operator]


def test_a_code_refuses_a_citation_out_of_range() -> None:
    bad = ScoringLaws(laws=ScoringLaws.cite_all("109"))
    with pytest.raises(LawCodeError, match="cites law 109, but the code has laws 1-108"):
        dataclasses.replace(ENGLISH_1904, scoring=bad)
    with pytest.raises(LawCodeError, match="cites law 107, but the code has laws 1-106"):
        dataclasses.replace(AMERICAN_1905, scoring=ScoringLaws(laws=ScoringLaws.cite_all("107")))
    with pytest.raises(LawCodeError, match="not a law chapter"):
        dataclasses.replace(ENGLISH_1904, tables="tables")  # type: ignore[arg-type]


def test_parts_serialise_enums_by_value() -> None:
    data = ENGLISH_1904.doubling.to_dict()
    assert data["limit"] == 100
    assert data["limit_reading"] == "not_exceed"
    assert data["eldest_leads_without_asking"] == "no_law"
    assert "laws" not in data
    assert isinstance(ENGLISH_1904.scoring.to_dict()["chicane_rule"], str)


# --- house rules ------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [
    {}, {"doubling_limit": 100}, {"doubling_limit": 200}, {"doubling_limit": None},
    {"doubling_limit_reading": "not_exceed"}, {"doubling_limit_reading": "last_double_passes"},
    {"cut_ties_by_suit": True},
    {"doubling_limit": 200, "doubling_limit_reading": "not_exceed", "cut_ties_by_suit": True},
])
def test_house_rules_round_trip(rules: dict[str, object]) -> None:
    house = HouseRules.from_dict(rules)
    assert house.to_dict() == rules
    assert HouseRules.from_dict(house.to_dict()) == house
    for key in CODES:
        law_code = load_law_code(key, **rules)
        assert law_code.to_dict() == {"key": key, "options": rules}
        assert law_code_from_dict(law_code.to_dict()) == law_code


def test_house_rules_set_the_limit_in_force() -> None:
    assert load_law_code("english").effective_doubling_limit == 100
    assert load_law_code("english", doubling_limit=None).effective_doubling_limit is None
    assert load_law_code("english", doubling_limit=200).effective_doubling_limit == 200
    assert load_law_code("american-1905", doubling_limit=100).effective_doubling_limit == 100
    assert load_law_code("american-1904").effective_doubling_limit is None
    assert load_law_code("american-1905", doubling_limit="code").effective_doubling_limit is None
    reading = load_law_code("english", doubling_limit_reading=DoublingLimitReading.LAST_DOUBLE_PASSES)
    assert reading.effective_doubling_limit_reading is DoublingLimitReading.LAST_DOUBLE_PASSES
    assert load_law_code("ames").effective_doubling_limit_reading is \
        DoublingLimitReading.LAST_DOUBLE_PASSES
    # options accumulate, and the code's own parts are untouched
    both = load_law_code("elwell", doubling_limit=100).with_options(cut_ties_by_suit=True)
    assert both.options.to_dict() == {"doubling_limit": 100, "cut_ties_by_suit": True}
    assert both.doubling == AMERICAN_1905.doubling
    assert AMERICAN_1905.options == HouseRules()


def test_unknown_option_error_message() -> None:
    with pytest.raises(LawCodeError) as error:
        load_law_code("english", doubling_limt=100)
    assert str(error.value) == (
        "unknown house rule(s) doubling_limt: known are cut_ties_by_suit, doubling_limit, "
        "doubling_limit_reading, spade_convention, and the laws broken_table_players_before_all, "
        "consultation_on_penalty_forfeits, declaring_in_closes_at_first_cut, detached_card_liable, "
        "disobeyed_penalty_correctable, first_in_room_make_table, "
        "pone_asking_leave_lets_maker_call_suit, pones_early_lead_calls_eldests_suit, "
        "reentry_kept_for_fresh_table, substitute_needs_consent, unauthorised_reference_penalised, "
        "wrong_penalty_forfeits"
    )
    with pytest.raises(LawCodeError, match="unknown house rule"):
        HouseRules.from_dict({"bidding": True})


@pytest.mark.parametrize(("rules", "message"), [
    ({"doubling_limit": 11}, "at least 12"),
    ({"doubling_limit": True}, "whole number"),
    ({"doubling_limit": "100"}, "whole number"),
    ({"doubling_limit": 100.0}, "whole number"),
    ({"doubling_limit_reading": "sometimes"}, "expected one of not_exceed, last_double_passes"),
    ({"cut_ties_by_suit": "yes"}, "true or false"),
])
def test_bad_house_rules(rules: dict[str, object], message: str) -> None:
    with pytest.raises(LawCodeError, match=message):
        HouseRules.from_dict(rules)
    with pytest.raises(LawCodeError, match=message):
        load_law_code("english", **rules)


def test_law_code_from_dict() -> None:
    assert law_code_from_dict("ames") is AMERICAN_1904
    assert law_code_from_dict({"key": "english-1904"}) is ENGLISH_1904
    assert law_code_from_dict({"key": "elwell", "options": {}}) is AMERICAN_1905
    assert law_code_from_dict({"key": "american", "options": {"doubling_limit": 200}}) \
        .effective_doubling_limit == 200
    for bad in (None, 3, {}, {"key": 5}, ["english"]):
        with pytest.raises(LawCodeError, match="a law code must be a key"):
            law_code_from_dict(bad)
    with pytest.raises(LawCodeError, match="options must be an object"):
        law_code_from_dict({"key": "english", "options": [1]})
    with pytest.raises(LawCodeError, match="unknown law code"):
        law_code_from_dict({"key": "contract"})


def test_law_codes_are_values() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        ENGLISH_1904.key = "x"  # type: ignore[misc]
    assert load_law_code("english", doubling_limit=100) == \
        ENGLISH_1904.with_options(doubling_limit=100)
    assert load_law_code("english", doubling_limit=100) != ENGLISH_1904
    assert isinstance(hash(ENGLISH_1904.doubling), int)
    assert isinstance(ENGLISH_1904, LawCode)


# --- the catalogue ------------------------------------------------------------------------------


@pytest.mark.parametrize("key", CODES)
def test_catalogue_lists_every_law_once(key: str) -> None:
    entries = CATALOG[key]
    assert [e.number for e in entries] == list(range(1, LAW_CODES[key].law_count + 1))
    for e in entries:
        assert e.code == key
        assert e.topic and len(e.topic) <= 90
        assert (e.status is LawStatus.IMPLEMENTED) == bool(e.modules)
        if e.status is LawStatus.NO_SOFTWARE:
            assert e.note
        assert entry(key, e.number) is e
    with pytest.raises(KeyError, match="there is no law"):
        entry(key, len(entries) + 1)
    with pytest.raises(KeyError, match="there is no law"):
        entry(key, 0)


def test_catalogue_unknown_code() -> None:
    with pytest.raises(KeyError, match="unknown law code 'whist'"):
        entry("whist", 1)


@pytest.mark.parametrize("key", CODES)
def test_every_law_a_preset_cites_is_catalogued(key: str) -> None:
    law_code = LAW_CODES[key]
    for name in PART_NAMES:
        part: LawPart = law_code.part(name)
        for cited in part.laws.values():
            for number in _law_numbers(cited):
                assert entry(key, number).number == number


def _law_tests() -> set[tuple[str, int]]:
    found: set[tuple[str, int]] = set()
    here = Path(__file__).parent
    for name in MY_FILES:
        path = here / name
        if path.exists():
            for match in LAW_TEST.finditer(path.read_text(encoding="utf-8")):
                found.add((match.group(1).replace("_", "-"), int(match.group(2))))
    return found


def test_every_implemented_engine_law_has_a_named_test() -> None:
    tested = _law_tests()
    missing = []
    for key, entries in CATALOG.items():
        for e in entries:
            engine = e.status is LawStatus.IMPLEMENTED and set(e.modules) & ENGINE_MODULES
            if engine and (key, e.number) not in tested:
                missing.append(f"{key} law {e.number}: {e.topic}")
    assert not missing, "laws without a test:\n" + "\n".join(missing)
