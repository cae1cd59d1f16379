"""The web's size limits (issue 14, item 2, the web side): an HTTP body past 64 KiB is refused
with a 413 and the documented error body, never echoed; a refused request's error shows at most
a short escaped prefix of a bad value."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from bridgewhist.web.limits import MAX_BODY

pytestmark = pytest.mark.hostile


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://", workers=0)) as test_client:
        yield test_client


def _assert_too_large(status: int, body: dict[str, object], text: str) -> None:
    assert status == 413
    assert body["error"] == {"reason": "too_large", "law": None,
                             "message": f"the request body is too large: the limit is {MAX_BODY:,} bytes"}
    assert "yyyy" not in text and len(text) < 200


def test_a_body_past_the_limit_is_refused_with_413_and_not_echoed(client: TestClient) -> None:
    bad = b'{"code": "' + b"y" * (MAX_BODY + 10) + b'"}'
    answer = client.post("/api/tables", content=bad, headers={"content-type": "application/json"})
    _assert_too_large(answer.status_code, answer.json(), answer.text)


def test_a_streamed_body_without_its_length_is_counted(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"code": "'
        for _ in range(40):
            yield b"y" * 4096
        yield b'"}'
    answer = client.post("/api/tables/abc/join", content=chunks(),
                         headers={"content-type": "application/json"})
    _assert_too_large(answer.status_code, answer.json(), answer.text)


def test_a_body_within_the_limit_is_answered_as_before(client: TestClient) -> None:
    answer = client.post("/api/tables", json={"code": "american-1905", "seed": 1, "note": "x" * 1000})
    assert answer.status_code == 400 and answer.json()["error"]["reason"] == "bad_request"


@pytest.mark.parametrize("body", [
    {"code": "american-1905", "seed": 1, "k" * 5000: 1},
    {"code": "american-1905", "seed": 1, "\u202e\x00" * 30: 1},
], ids=["long-field", "control-field"])
def test_a_refused_request_never_echoes_more_than_a_short_prefix(client: TestClient,
                                                                 body: dict[str, object]) -> None:
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 400
    message = answer.json()["error"]["message"]
    assert "k" * 33 not in message and "\u202e" not in message and "\x00" not in message
    assert len(message) < 300


def test_the_openapi_page_documents_the_413_of_every_route_with_a_body(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    posts = {path: routes["post"] for path, routes in paths.items() if "post" in routes}
    assert {"/api/tables", "/api/tables/{table_id}/join", "/api/tables/{table_id}/fill",
            "/api/tables/{table_id}/leave"} <= set(posts)
    for path, route in posts.items():
        answer = route["responses"].get("413")
        assert answer is not None, path
        assert answer["content"]["application/json"]["schema"]["$ref"].endswith("/ErrorBody"), path
        assert "too_large" in answer["description"]
