"""The page "From contract bridge" says each code's doubling limit from the code's data
(``doubling.limit``), never from the code's name: a code whose data changed is said as changed."""

from __future__ import annotations

import dataclasses

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.laws.code import LawCode
from bridgewhist.web import contract_bridge
from bridgewhist.web.contract_bridge import DIFFERENCES, doubling_limits


def test_the_limits_are_each_codes_own() -> None:
    assert doubling_limits() == ("english-1904 stops at 100 points a trick; "
                                 "american-1904 and american-1905 set no limit")
    assert any(doubling_limits() in point.then for point in DIFFERENCES)


def test_the_limits_follow_the_data_not_the_names(monkeypatch: pytest.MonkeyPatch) -> None:
    def unlimited(key: str) -> LawCode:
        code = load_law_code(key)
        return dataclasses.replace(code, doubling=dataclasses.replace(code.doubling, limit=None))

    monkeypatch.setattr(contract_bridge, "load_law_code", unlimited)
    assert doubling_limits() == "english-1904, american-1904 and american-1905 set no limit"
