"""The table's agreements (``POST /api/tables`` with ``agreements``, issue 37) as a hostile client
sends them: unknown, huge, hostile or ill-typed sets are refused in one line with a 4xx, never a
500, echoing at most a short part of what was sent; a refused creation opens no table."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app

pytestmark = pytest.mark.hostile

HOSTILE = "<script>alert(1)</script>" + "x" * 5000


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://", workers=0)) as test_client:
        yield test_client


@pytest.mark.parametrize("agreements", [
    {"ns": HOSTILE}, {"ew": "books\u202e"}, {"ns": 7}, {"ns": ["books"]}, {"xx": "books"},
    {"ns": "books", "ew": None, "extra": "none"}, "books", [], {"ns": "\x00"},
], ids=lambda a: repr(a)[:20])
@pytest.mark.parametrize("computer", ["partner", "random"])
def test_bad_agreements_are_refused_in_one_line(client: TestClient, agreements: Any,
                                                computer: str) -> None:
    before = len(client.get("/api/tables").json()["tables"])
    answer = client.post("/api/tables", json={"code": "english-1904", "computer": computer,
                                              "agreements": agreements})
    assert 400 <= answer.status_code < 500, answer.text[:200]
    text = answer.text
    assert "\n" not in text.strip() and len(text) < 1000, text[:200]
    assert "<script>" not in text and "x" * 40 not in text and "\u202e" not in text
    assert len(client.get("/api/tables").json()["tables"]) == before
