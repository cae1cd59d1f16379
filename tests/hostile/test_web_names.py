"""Names at the web table (issue 14, item 5, the web side): normalised to Unicode NFC; control,
direction-override and zero-width characters refused with a 422 naming the field; at most 40
characters."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from bridgewhist.web.models import MAX_NAME
from web.helpers import new_table

pytestmark = pytest.mark.hostile


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://", workers=0)) as test_client:
        yield test_client


@pytest.mark.parametrize("kind", ["four", "three-hand", "club"])
def test_a_name_is_kept_in_nfc(client: TestClient, kind: str) -> None:
    table_id = new_table(client, kind=kind)
    answer = client.post(f"/api/tables/{table_id}/join", json={"name": "Ame\u0301lie"})
    assert answer.status_code == 201 and answer.json()["name"] == "Am\u00e9lie"
    members = client.get(f"/api/tables/{table_id}").json()["members"]
    assert [m["name"] for m in members if m["name"].startswith("Am")] == ["Am\u00e9lie"]


@pytest.mark.parametrize("bad", ["Ann\x00", "\u202eAnn", "An\u200bn", "Ann\u2066x\u2069", "A\x1bnn",
                                 "Ann\ufeff"],
                         ids=["nul", "rlo", "zwsp", "isolate", "escape", "bom"])
@pytest.mark.parametrize("kind", ["four", "club"])
def test_control_direction_and_zero_width_characters_are_refused(client: TestClient, bad: str,
                                                                  kind: str) -> None:
    table_id = new_table(client, kind=kind)
    answer = client.post(f"/api/tables/{table_id}/join", json={"name": bad})
    assert answer.status_code == 422, answer.text
    error = answer.json()["error"]
    assert error["reason"] == "bad_name" and error["message"].startswith("name may not hold")
    assert not any(unicodedata.category(c).startswith("C") for c in error["message"])
    assert client.get(f"/api/tables/{table_id}").json()["status"] == "waiting"
    assert all(m["name"] != bad for m in client.get(f"/api/tables/{table_id}").json()["members"])


def test_a_name_longer_than_the_limit_is_refused(client: TestClient) -> None:
    table_id = new_table(client)
    answer = client.post(f"/api/tables/{table_id}/join", json={"name": "x" * (MAX_NAME + 1)})
    assert answer.status_code == 422
    assert answer.json()["error"] == {"reason": "bad_name", "law": None,
                                      "message": f"name may be at most {MAX_NAME} characters, not 41"}
    answer = client.post(f"/api/tables/{table_id}/join", json={"name": "e\u0301" * MAX_NAME})
    assert answer.status_code == 201 and answer.json()["name"] == "\u00e9" * MAX_NAME
