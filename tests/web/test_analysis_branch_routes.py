"""Play on from here over HTTP (issue 35, item 2): a branch of a finished deal is played against
the computers without touching the table's record; a deal in progress is refused without a card;
a card, a seat or a player refused is a one-line 422 naming it."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]

from bridgewhist.analysis.board_record import analyse_record, deal_states
from bridgewhist.analysis.branch import branch_start, replay_branch
from bridgewhist.cards import Card
from bridgewhist.notation.record import loads
from bridgewhist.web.analysis_work import COMPUTERS
from web.helpers import Player, join, new_table, play_random

pytestmark = pytest.mark.web

CARD = re.compile(r"\b[SHDC][AKQJT2-9]\b")
SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "schema"


def schema(name: str) -> Draft202012Validator:
    """The published JSON Schema of an answer (docs/schema/NAME.schema.json)."""
    return Draft202012Validator(json.loads((SCHEMA / f"{name}.schema.json").read_text()))


def seated(client: TestClient, table_id: str) -> list[Player]:
    players = [Player(client, table_id, join(client, table_id, n)) for n in ("Ann", "Bob", "Cy", "Di")]
    for p in players:
        p.drain()
    return players


@pytest.fixture
def finished(client: TestClient) -> Iterator[str]:
    """A table whose first deal is over (its players still seated)."""
    table_id = new_table(client, seed=37)
    players = seated(client, table_id)
    try:
        play_random(players, [], random.Random(37))
        assert players[0].view["view"]["phase"] == "over"
        yield table_id
    finally:
        for p in players:
            p.close()


def test_the_seat_offered_first_is_the_one_the_token_held(client: TestClient) -> None:
    table_id = new_table(client, seed=38)
    tokens = {name: join(client, table_id, name) for name in ("Ann", "Bob", "Cy", "Di")}
    players = [Player(client, table_id, token) for token in tokens.values()]
    try:
        for p in players:
            p.drain()
        play_random(players, [], random.Random(38))
        names = loads(client.get(f"/api/tables/{table_id}/record.json").text).players
        assert sorted(names.values()) == sorted(tokens)
        for seat, name in names.items():
            board = client.get(f"/api/tables/{table_id}/analysis",
                               headers={"X-Seat-Token": tokens[name]}).json()
            assert board["your_seat"] == seat.name and board["names"][seat.name] == name
        anonymous = client.get(f"/api/tables/{table_id}/analysis").json()
        assert anonymous["your_seat"] is None
        stranger = client.get(f"/api/tables/{table_id}/analysis", headers={"X-Seat-Token": "nope"}).json()
        assert stranger["your_seat"] is None
    finally:
        for p in players:
            p.close()


def _branch(client: TestClient, table_id: str, **body: object) -> dict[str, Any]:
    answer = client.post(f"/api/tables/{table_id}/analysis/branch", json=body)
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def test_a_deal_in_play_is_refused_without_a_card(client: TestClient) -> None:
    table_id = new_table(client, seed=35)
    players = seated(client, table_id)
    try:
        answer = client.post(f"/api/tables/{table_id}/analysis/branch",
                             json={"deal": 1, "card": 0, "seat": "N"})
        assert answer.status_code == 409
        assert answer.json()["error"]["reason"] == "deal_not_finished"
        assert not CARD.search(answer.text), answer.text
    finally:
        for p in players:
            p.close()


def test_a_branch_to_the_end_never_touches_the_record(client: TestClient, finished: str) -> None:
    table_id = finished
    record_json = client.get(f"/api/tables/{table_id}/record.json").content
    record_pbn = client.get(f"/api/tables/{table_id}/record.pbn").content
    summary = client.get(f"/api/tables/{table_id}").json()
    record = loads(record_json.decode())
    board = analyse_record(record, 1)
    _, states, _ = deal_states(record, 1)
    start = 9
    seat = board.dealer.left.name   # an adversary: the computers play the dealer's two hands
    rng = random.Random(3)
    board_answer = client.get(f"/api/tables/{table_id}/analysis?deal=1").json()
    schema("analysis-board").validate(board_answer)
    schema("analysis-line").validate(client.get(f"/api/tables/{table_id}/analysis/line?deal=1&card=3").json())
    answer = _branch(client, table_id, deal=1, card=start, seat=seat)
    while answer["outcome"] is None:
        schema("analysis-branch").validate(answer)
        assert answer["to_play"] == seat and answer["legal"]
        cards = [c["card"] for c in answer["cards"]]
        # the computers' cards are legal: they replay through the engine's checks
        replay_branch(branch_start(states, start), [int(Card.parse(c)) for c in cards])
        chosen = rng.choice(answer["legal"])
        answer = _branch(client, table_id, deal=1, card=start, seat=seat, played=[*cards, chosen])
    schema("analysis-branch").validate(answer)
    outcome = answer["outcome"]
    assert isinstance(outcome, dict)
    assert outcome["played_tricks"] == board.makers_tricks
    assert outcome["dd_tricks"] == board.cards[start].makers_before
    assert outcome["played_points"] == {"NS": board.points[0], "EW": board.points[1]}
    assert len(answer["cards"]) == 52 - start
    assert answer["won"]["NS"] + answer["won"]["EW"] == 13
    assert client.get(f"/api/tables/{table_id}/record.json").content == record_json
    assert client.get(f"/api/tables/{table_id}/record.pbn").content == record_pbn
    assert client.get(f"/api/tables/{table_id}").json() == summary


def test_a_card_a_seat_or_a_player_refused_is_one_line_naming_it(client: TestClient, finished: str) -> None:
    table_id = finished
    record = loads(client.get(f"/api/tables/{table_id}/record.json").text)
    _, states, _ = deal_states(record, 1)
    first = branch_start(states, 0)
    dealer = first.dealer
    held = first.hands[first.turn]
    not_held = next(c for c in (s * 16 + r for s in range(4) for r in range(2, 15)) if not held >> c & 1)
    path = f"/api/tables/{table_id}/analysis/branch"
    cases = [
        ({"deal": 1, "card": 0, "seat": dealer.name, "played": [str(Card(not_held))]},
         f"branch card 1 ({Card(not_held)}): "),
        ({"deal": 1, "card": 0, "seat": dealer.partner.name},
         f"{dealer.partner.name} is dummy: the dealer {dealer.name} plays dummy's cards"),
        ({"deal": 1, "card": 0, "seat": dealer.name, "played": ["ZZ"]}, "branch card 1: "),
    ]
    for body, words in cases:
        answer = client.post(path, json=body)
        assert answer.status_code == 422, answer.text
        error = answer.json()["error"]
        assert error["reason"] == "bad_branch" and error["message"].startswith(words), error
        assert "\n" not in error["message"]
    if "ddmc" not in COMPUTERS:
        answer = client.post(path, json={"deal": 1, "card": 0, "seat": dealer.name, "players": "ddmc"})
        assert answer.status_code == 422 and answer.json()["error"]["reason"] == "bad_branch"
    assert client.post(path, json={"deal": 2, "card": 0, "seat": "N"}).status_code == 409
    assert client.post(path, json={"deal": 1, "card": 52, "seat": "N"}).status_code == 400
    assert client.post("/api/tables/nosuch/analysis/branch",
                       json={"deal": 1, "card": 0, "seat": "N"}).status_code == 404


@pytest.mark.skipif("ddmc" not in COMPUTERS, reason="the strong player needs DDS")
def test_the_strong_players_answer_within_the_time_limit(client: TestClient, finished: str) -> None:
    _, states, _ = deal_states(loads(client.get(f"/api/tables/{finished}/record.json").text), 1)
    start = branch_start(states, 44)
    seat = next(s for s in (start.dealer, start.dealer.left, start.dealer.right) if s != start.actor)
    answer = _branch(client, finished, deal=1, card=44, seat=seat.name, players="ddmc")
    assert answer["players"] == "ddmc" and answer["cards"]
