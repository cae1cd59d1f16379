"""A table's house rules may vary each law a field decides (bridgewhist.laws.code.HOUSE_LAWS):
the server takes it by name, keeps it in the summary, and refuses a value that is not true or
false with one line naming the law (issue 33)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from web.helpers import new_table


def test_a_club_laws_table_takes_a_house_law_by_name(client: TestClient) -> None:
    table_id = new_table(client, code="english-1904", mode="laws",
                         house={"unauthorised_reference_penalised": True})
    summary = client.get(f"/api/tables/{table_id}").json()
    assert summary["house"] == {"unauthorised_reference_penalised": True}


def test_a_house_law_that_is_not_true_or_false_is_refused(client: TestClient) -> None:
    response = client.post("/api/tables", json={"house": {"wrong_penalty_forfeits": "yes"}})
    assert response.status_code == 422, response.text
    error = response.json()["error"]
    assert error["reason"] == "bad_house_rules"
    assert error["message"] == "house rules: wrong_penalty_forfeits must be true or false, not 'yes'"
