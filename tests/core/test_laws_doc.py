"""docs/laws.md is generated, complete, and every implemented or cited law has its test."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from bridgewhist.laws import LAW_CODES, PART_NAMES
from bridgewhist.laws.catalog import CATALOG, LawStatus
from bridgewhist.laws.code import _law_numbers

ROOT = Path(__file__).resolve().parents[2]


def _tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("laws_doc", ROOT / "tools" / "laws_doc.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["laws_doc"] = module
    spec.loader.exec_module(module)
    return module


def test_catalog_covers_every_law_of_each_code() -> None:
    assert {k: len(v) for k, v in CATALOG.items()} == {
        "english-1904": 108, "american-1904": 106, "american-1905": 106}
    for code, entries in CATALOG.items():
        assert [e.number for e in entries] == list(range(1, LAW_CODES[code].law_count + 1))
        for entry in entries:
            assert entry.status in LawStatus
            if entry.status is LawStatus.NO_SOFTWARE:
                assert entry.note, f"{code} law {entry.number} needs the reason"


def test_docs_laws_md_is_up_to_date() -> None:
    tool = _tool()
    expected = tool.render()
    actual = (ROOT / "docs" / "laws.md").read_text(encoding="utf-8")
    assert actual == expected, "docs/laws.md is stale: run `python tools/laws_doc.py`"


@pytest.mark.parametrize("code", list(CATALOG))
def test_every_implemented_law_has_a_test_named_for_it(code: str) -> None:
    tests = _tool().law_tests()
    missing = [e.number for e in CATALOG[code]
               if e.status is LawStatus.IMPLEMENTED and not tests.get((code, e.number))]
    assert not missing, f"{code}: implemented laws without a test named for them: {missing}"


@pytest.mark.parametrize("code", list(LAW_CODES))
def test_every_law_cited_by_the_code_data_has_a_test(code: str) -> None:
    tests = _tool().law_tests()
    law_code = LAW_CODES[code]
    cited = {n for name in PART_NAMES for value in law_code.part(name).laws.values()
             for n in _law_numbers(value)}
    statuses = {e.number: e.status for e in CATALOG[code]}
    untested = sorted(n for n in cited
                      if statuses[n] is LawStatus.IMPLEMENTED and not tests.get((code, n)))
    assert not untested, f"{code}: laws cited in the data but untested: {untested}"
