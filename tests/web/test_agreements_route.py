"""The partner player's agreements reach the table (issue 37, item 5): ``GET /api/agreements/{name}``,
the partner player offered, and the hint saying what partner's last card shows."""

from __future__ import annotations

from fastapi.testclient import TestClient

from bridgewhist.actions import Action, ActionKind, parse_action
from bridgewhist.cards import CardSet, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import hand_from_deal
from bridgewhist.view import ScoreContext
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
    assert error["message"] == "unknown agreements: expected books or none"


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
    answer = hint_frame(four_hand_position(state, Seat.E, ScoreContext((0, 0), (0, 0))), seq=3)
    assert answer.partner is not None
    assert "queen of spades" in answer.partner and "not the king of spades" in answer.partner
    declarer = state.apply(Action(ActionKind.PLAY, CardSet.parse("S4").mask.bit_length() - 1))
    assert hint_frame(four_hand_position(declarer, Seat.S, ScoreContext((0, 0), (0, 0))),
                      seq=4).partner is None
