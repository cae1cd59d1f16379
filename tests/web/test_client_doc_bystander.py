"""docs/web-client.md on the spectator's silence says what the code does: the refusal cites each
code's own bystanders' law, read from its LawCode (``GeneralLaws.bystander_silent``; the server's
side is ``tests/web/test_chat_bystander.py``), so every law the doc cites beside a bystander is
named with its code and is that code's number, and every code's is there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgewhist.laws import load_law_code

DOC = Path(__file__).resolve().parents[2] / "docs" / "web-client.md"
CODES = ("english-1904", "american-1904", "american-1905")
CITED = re.compile(r"(?:([\w-]+)[,:]? )?\blaws? (\d+[a-z]?(?:(?:, |-)\d+[a-z]?)*)")
"""A law cited: the word before it (a code's key, or another, or none) and its number."""


def bystander_passages() -> list[str]:
    """Each paragraph or list item of the doc that speaks of the bystander, quotations left out
    (a quotation is the words of a page or a law, not the doc citing one)."""
    items = re.split(r"\n\s*\n|\n(?=- )", DOC.read_text(encoding="utf-8"))
    return [re.sub(r'"[^"]*"', '""', item) for item in items if "bystander" in item]


def test_the_doc_speaks_of_the_bystander() -> None:
    assert len(bystander_passages()) >= 2   # the table talk's paragraph and its list item


@pytest.mark.parametrize("passage", bystander_passages())
def test_each_law_cited_beside_the_bystander_is_its_codes_own(passage: str) -> None:
    cites = {load_law_code(key).cite("general", "bystander_silent") for key in CODES}
    for word, number in CITED.findall(" ".join(passage.split())):
        assert f"{word} law {number}" in cites, (f"{word} law {number}", sorted(cites))


def test_every_codes_bystander_law_is_named() -> None:
    text = " ".join(" ".join(bystander_passages()).split())
    for key in CODES:
        assert load_law_code(key).cite("general", "bystander_silent") in text, key
