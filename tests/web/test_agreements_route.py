"""The partner player's agreements reach the table (issue 37): ``GET /api/agreements/{name}``,
the partner player offered, each partnership's agreements chosen with the table (and kept by the
store), and the hint saying what partner's last card shows by them."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bridgewhist.actions import Action, ActionKind, parse_action
from bridgewhist.agents.agreements import agreements_named
from bridgewhist.cards import CardSet, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import hand_from_deal
from bridgewhist.view import ScoreContext
from bridgewhist.web.app import create_app
from bridgewhist.web.hints import four_hand_position, hint_frame

DEAL = "N:853.AK2.AK2.5432 94.9876.9876.987 AK72.QJT.QJT.AKQ QJT6.543.543.JT6"


def test_the_books_agreements_are_served_with_their_passages(client: TestClient) -> None:
    response = client.get("/api/agreements/books")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["players"] == ["partner"]
    assert [item["key"] for item in body["items"]] == [
        "leads", "lead_inferences", "third_hand", "echo", "return", "discard"]
    discard = body["items"][-1]
    assert "best protected suit" in discard["sources"][0]["quote"]
    assert client.get("/api/agreements/none").json()["items"] == []


def test_unknown_agreements_are_one_line_naming_the_known_ones(client: TestClient) -> None:
    response = client.get("/api/agreements/<script>")
    assert response.status_code == 404
    error = response.json()["error"]
    assert error["reason"] == "unknown_agreements" and "<script>" not in response.text
    assert error["message"] == "unknown agreements: expected one of books, books-no-discard, none"


def test_a_table_of_partner_players_is_offered_and_opens(client: TestClient) -> None:
    assert "partner" in client.get("/api/computers").json()["available"]
    created = client.post("/api/tables", json={"computer": "partner"})
    assert created.status_code == 201, created.text
    table = client.get(f"/api/tables/{created.json()['table_id']}").json()
    assert table["computer"] == "partner"


def test_the_hint_tells_a_defender_what_partners_lead_shows() -> None:
    state = hand_from_deal(load_law_code("english-1904"), Seat.S, parse_deal(DEAL))
    for text in ("hearts", "satisfied", "satisfied"):
        state = state.apply(parse_action(text))
    for text in ("SQ", "S3"):
        state = state.apply(Action(ActionKind.PLAY, CardSet.parse(text).mask.bit_length() - 1))
    books = agreements_named("books")
    answer = hint_frame(four_hand_position(state, Seat.E, ScoreContext((0, 0), (0, 0)), books), seq=3)
    assert answer.partner is not None
    assert "queen of spades" in answer.partner and "not the king of spades" in answer.partner
    declarer = state.apply(Action(ActionKind.PLAY, CardSet.parse("S4").mask.bit_length() - 1))
    assert hint_frame(four_hand_position(declarer, Seat.S, ScoreContext((0, 0), (0, 0)), books),
                      seq=4).partner is None
    # A partner who follows no agreements (a person, or the table's "none"): nothing is read.
    assert hint_frame(four_hand_position(state, Seat.E, ScoreContext((0, 0), (0, 0))), seq=3).partner is None


def test_each_partnership_chooses_its_agreements_with_the_table(client: TestClient) -> None:
    created = client.post("/api/tables", json={
        "computer": "partner", "agreements": {"ns": "books-no-discard", "ew": "none"}})
    assert created.status_code == 201, created.text
    table = client.get(f"/api/tables/{created.json()['table_id']}").json()
    assert table["agreements"] == {"ns": "books-no-discard", "ew": "none"}
    defaults = client.post("/api/tables", json={"computer": "partner", "kind": "club"}).json()
    assert client.get(f"/api/tables/{defaults['table_id']}").json()["agreements"] == {
        "ns": "books", "ew": "books"}
    plain = client.post("/api/tables", json={"computer": "maxims"}).json()
    assert "agreements" not in client.get(f"/api/tables/{plain['table_id']}").json()   # none follows any
    listed = {t["table_id"]: t for t in client.get("/api/tables").json()["tables"]}
    assert listed[created.json()["table_id"]]["agreements"]["ns"] == "books-no-discard"


@pytest.mark.parametrize(("body", "reason", "message"), [
    ({"computer": "partner", "agreements": {"ns": "<script>wizards"}}, "unknown_agreements",
     "agreements '<script>wizards' for North-South: expected one of books, books-no-discard, none"),
    ({"computer": "ddmc", "agreements": {"ew": "books"}}, "bad_agreements",
     "agreements 'books' for East-West: only the partner computer players follow agreements, not ddmc"),
    ({"computer": "partner", "kind": "three-hand", "agreements": {"ns": "books"}}, "bad_agreements",
     "agreements 'books' for North-South: a three-hand table has no fixed partnerships"),
])
def test_agreements_a_table_cannot_have_are_refused_in_one_line(
        client: TestClient, body: dict[str, object], reason: str, message: str) -> None:
    before = client.get("/api/tables").json()["tables"]
    response = client.post("/api/tables", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["error"] == {"reason": reason, "message": message, "law": None}
    assert client.get("/api/tables").json()["tables"] == before


def test_a_bad_agreements_body_is_a_bad_request(client: TestClient) -> None:
    for agreements in ({"north": "books"}, {"ns": 3}, "books"):
        response = client.post("/api/tables", json={"computer": "partner", "agreements": agreements})
        assert response.status_code == 400, response.text
        assert response.json()["error"]["reason"] == "bad_request"


def test_the_tables_agreements_are_kept_by_the_store(database: str) -> None:
    with TestClient(create_app(database, workers=0)) as first:
        table_id = first.post("/api/tables", json={
            "computer": "partner", "agreements": {"ns": "none", "ew": "books-no-discard"}}).json()["table_id"]
    with TestClient(create_app(database, workers=0)) as again:
        assert again.get(f"/api/tables/{table_id}").json()["agreements"] == {
            "ns": "none", "ew": "books-no-discard"}
