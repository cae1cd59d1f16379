"""The wire's models (bridgewhist.web.models): the OpenAPI page documents the real API, a bad
body is refused naming the field, a bad websocket frame gets an error frame naming the field."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from bridgewhist.web.models import (
    ActionFrame,
    ErrorFrame,
    PingFrame,
    PongFrame,
    ViewFrame,
    error_frame,
    frame_text,
    parse_frame,
)
from bridgewhist.web.tables.places import Refused
from web.friendly import seated
from web.helpers import new_table, seat_all

pytestmark = pytest.mark.web


def test_the_openapi_page_documents_the_bodies_the_answers_and_the_errors(client: TestClient) -> None:
    assert client.get("/docs").status_code == 200
    schema = client.get("/openapi.json").json()
    models = schema["components"]["schemas"]
    assert {"CreateTable", "JoinTable", "Created", "Joined", "TableSummary", "TableList", "MemberSummary",
            "ErrorBody", "Health"} <= set(models)
    assert "HTTPValidationError" not in models
    assert set(models["CreateTable"]["properties"]) == {"code", "house", "mode", "computer", "agreements",
                                                       "seed", "kind", "places", "scoring", "games",
                                                       "deal_count"}
    create = schema["paths"]["/api/tables"]["post"]
    assert create["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/CreateTable")
    assert create["responses"]["201"]["content"]["application/json"]["schema"]["$ref"].endswith("/Created")
    for status in ("400", "422", "503"):
        assert create["responses"][status]["content"]["application/json"]["schema"]["$ref"].endswith(
            "/ErrorBody")
    summary = schema["paths"]["/api/tables/{table_id}"]["get"]["responses"]
    assert summary["200"]["content"]["application/json"]["schema"]["$ref"].endswith("/TableSummary")
    assert "404" in summary and "422" not in summary


@pytest.mark.parametrize(("body", "field"), [
    ({"seed": "seven"}, "seed"), ({"colour": "red"}, "colour"), ({"places": "six"}, "places"),
])
def test_a_bad_body_is_refused_naming_the_field(client: TestClient, body: dict[str, object],
                                                 field: str) -> None:
    response = client.post("/api/tables", json=body)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["reason"] == "bad_request" and f"body.{field}" in error["message"]


@pytest.mark.parametrize(("text", "reason", "named"), [
    ('{"type": "action", "seq": 3}', "bad_frame", '"action"'),
    ('{"type": "action", "action": "HK", "seq": "3"}', "bad_frame", '"seq"'),
    ('{"type": "action", "action": "HK", "seq": true}', "bad_frame", '"seq"'),
    ('{"type": "action", "action": 7, "seq": 3}', "bad_frame", '"action"'),
    ('{"type": "shout"}', "unknown_type", "'shout'"),
    ('{"type": 5}', "bad_frame", '"type"'),
    ("[1]", "bad_frame", '"type"'),
    ("{", "bad_json", "JSON"),
])
def test_a_bad_frame_is_refused_naming_what_is_wrong(text: str, reason: str, named: str) -> None:
    with pytest.raises(Refused) as refused:
        parse_frame(text)
    assert refused.value.reason == reason and named in refused.value.message


def test_frames_are_the_protocol_s_json() -> None:
    action = parse_frame('{"type": "action", "action": "HK", "seq": 3, "ref": "a1", "extra": 1}')
    assert action == ActionFrame(type="action", action="HK", seq=3, ref="a1")
    assert isinstance(parse_frame('{"type": "ping"}'), PingFrame)
    assert frame_text(PongFrame()) == '{"type":"pong"}'
    game = seated()
    view = game.receiver_view(game.public_view(set()), 0)
    assert json.loads(frame_text(ViewFrame(seq=2, view=view))) == {
        "type": "view", "seq": 2, "view": json.loads(view.model_dump_json())}
    with pytest.raises(ValidationError):   # a view is one kind of table's, every field typed
        ViewFrame(seq=2, view={"phase": "play"})
    refused = Refused("must_follow_suit", "S cannot play HK", law="english-1904 law 65")
    assert json.loads(frame_text(error_frame(refused, "a1"))) == {
        "type": "error", "ref": "a1", "reason": "must_follow_suit", "message": "S cannot play HK",
        "law": "english-1904 law 65"}
    assert error_frame(refused, 2.5).ref is None and error_frame(refused, True).ref is True
    assert ErrorFrame(reason="x", message="y").law is None


def test_a_bad_frame_over_the_websocket_gets_an_error_frame_naming_the_field(client: TestClient) -> None:
    table_id = new_table(client)
    players, _ = seat_all(client, table_id, spectators=0)
    try:
        acting = next(p for p in players if p.view["view"]["legal"])
        acting.send({"type": "action", "action": "hearts", "seq": "now", "ref": "r"})
        error = acting.ws.receive_json()
        assert error["type"] == "error" and error["reason"] == "bad_frame" and error["ref"] is None
        assert '"seq"' in error["message"]
        assert acting.ws.receive_json()["type"] == "view"
    finally:
        for p in players:
            p.close()
