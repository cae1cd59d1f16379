"""The routes this session added, as a hostile client tries them (issue 31, item 8): the list of
computer players (`GET /api/computers`) and the HTML page of an unknown path answer the same
whatever is sent, echo nothing of the request, never a 500, and show no card."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from support.secrecy import CARD

pytestmark = pytest.mark.hostile

HOSTILE_PATHS = ["/<script>alert(1)</script>", "/%00%0d%0aSet-Cookie:x=1", "/t/../../etc/passwd",
                 "/" + "x" * 5000, "/pad/%ff%fe", "/\u202eevil"]


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://", workers=0)) as test_client:
        yield test_client


def test_the_computers_list_is_the_same_whatever_is_sent(client: TestClient) -> None:
    plain = client.get("/api/computers")
    assert plain.status_code == 200
    for params, headers in (({"x": "<b>"}, {}), ({}, {"accept": "text/html"}),
                            ({"available": "alphamu"}, {"x-seat-token": "stolen"})):
        answer = client.get("/api/computers", params=params, headers=headers)
        assert answer.status_code == 200 and answer.json() == plain.json()
    assert client.post("/api/computers", json={"available": ["x"]}).status_code in (404, 405)
    assert client.get("/api/computers").json() == plain.json()   # nothing changed it


@pytest.mark.parametrize("path", HOSTILE_PATHS, ids=range(len(HOSTILE_PATHS)))
def test_an_unknown_page_echoes_nothing_of_its_path(client: TestClient, path: str) -> None:
    page = client.get(path, headers={"accept": "text/html"})
    assert page.status_code in (400, 404) and len(page.text) < 10_000
    assert "<script>alert" not in page.text and "Set-Cookie" not in page.headers.get("set-cookie", "")
    assert "passwd" not in page.text and "x" * 100 not in page.text and "\u202e" not in page.text
    assert not CARD.findall(page.text.replace("<", " ").replace(">", " "))
    api = client.get("/api" + path, headers={"accept": "text/html"})
    assert api.status_code in (400, 404) and "<script>alert" not in api.text
