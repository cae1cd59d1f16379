"""A spectator's refusal to speak cites the bystanders' law of the table's own code, read from
the code's data (``general.bystander_silent``: english-1904 law 105, american-1904 and
american-1905 law 106), never from the code's name (:func:`bridgewhist.web.chat.spectator_refusal`)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.laws.catalog import CATALOG
from bridgewhist.web.chat import spectator_refusal

pytestmark = pytest.mark.web

BYSTANDER = "A bystander"
"""How the catalogue of each code's laws (bridgewhist.laws.catalog) begins the bystanders' laws."""


def bystanders_law(code: str, number: int) -> str:
    """The citation of the code's bystanders' law ``number``, checked against its catalogue."""
    topics = {entry.number: entry.topic for entry in CATALOG[code]}
    assert topics[number].startswith(BYSTANDER), topics[number]
    return f"{code} law {number}"


def check_refusal(code: str, number: int) -> None:
    law = bystanders_law(code, number)
    refused = spectator_refusal(load_law_code(code))
    assert refused.reason == "spectator" and refused.law == law
    assert refused.message.endswith(f"says nothing unless appealed to ({law})")


def test_english_1904_law_105_a_spectators_remark_is_refused_citing_it() -> None:
    check_refusal("english-1904", 105)


def test_american_1904_law_106_a_spectator_says_nothing_unless_appealed_to() -> None:
    check_refusal("american-1904", 106)


def test_american_1905_law_106_a_spectator_says_nothing_unless_appealed_to() -> None:
    check_refusal("american-1905", 106)


@pytest.mark.parametrize("code", list(CATALOG))
def test_every_code_keeps_its_bystanders_silent(code: str) -> None:
    assert load_law_code(code).general.bystander_silent is True


def test_the_refusal_follows_the_codes_data_not_its_name() -> None:
    american = load_law_code("american-1905")
    laws = {**american.general.laws, "bystander_silent": "105"}
    code = dataclasses.replace(american, general=dataclasses.replace(american.general, laws=laws))
    assert spectator_refusal(code).law == "american-1905 law 105"


def test_the_house_rules_keep_the_codes_citation() -> None:
    code = load_law_code("english-1904").with_options(doubling_limit=200)
    assert spectator_refusal(code).law == "english-1904 law 105"


def test_the_table_pages_note_names_each_codes_own_bystander_law() -> None:
    """The spectator's note on the table page is the same for every table, so it names the law of
    each code, from the codes' data (it said "law 106", wrong at an english-1904 table)."""
    page = Path(__file__).resolve().parents[2] / "src" / "bridgewhist" / "web" / "static" / "table.html"
    match = re.search(r'<p id="chat-note"[^>]*>(.*?)</p>', page.read_text(encoding="utf-8"), re.S)
    assert match is not None
    note = " ".join(match.group(1).split())
    numbers = {key: load_law_code(key).general.laws["bystander_silent"] for key in CATALOG}
    assert f"English law {numbers['english-1904']}" in note, note
    assert {numbers["american-1904"], numbers["american-1905"]} == {numbers["american-1905"]}
    assert f"American law {numbers['american-1905']}" in note, note
    assert len(re.findall(r"\blaw \d+", note)) == 2, note
