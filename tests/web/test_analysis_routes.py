"""The analysis board's routes (issue 35, item 2): a finished deal of a table is analysed off
the event loop; a deal not finished is refused in one line without a card of it."""

from __future__ import annotations

import random
import re

import pytest
from fastapi.testclient import TestClient

from bridgewhist.analysis.board_json import analysis_to_dict
from bridgewhist.analysis.board_record import analyse_record
from bridgewhist.notation.record import loads
from web.helpers import Player, join, new_table, play_random

pytestmark = pytest.mark.web

CARD = re.compile(r"\b[SHDC][AKQJT2-9]\b")


def seated(client: TestClient, table_id: str) -> list[Player]:
    players = [Player(client, table_id, join(client, table_id, n)) for n in ("Ann", "Bob", "Cy", "Di")]
    for p in players:
        p.drain()
    return players


def test_a_deal_in_play_is_refused_without_a_card(client: TestClient) -> None:
    table_id = new_table(client, seed=35)
    players = seated(client, table_id)
    try:
        for path in (f"/api/tables/{table_id}/analysis", f"/api/tables/{table_id}/analysis?deal=1",
                     f"/api/tables/{table_id}/analysis/line?deal=1&card=0"):
            answer = client.get(path)
            assert answer.status_code == 409, path
            error = answer.json()["error"]
            assert error["reason"] == "deal_not_finished"
            assert "\n" not in error["message"]
            assert not CARD.search(answer.text), answer.text
    finally:
        for p in players:
            p.close()


def test_a_finished_deal_is_analysed_as_the_engine_does(client: TestClient) -> None:
    table_id = new_table(client, seed=36)
    players = seated(client, table_id)
    try:
        play_random(players, [], random.Random(36))
        assert players[0].view["view"]["phase"] == "over"
        answer = client.get(f"/api/tables/{table_id}/analysis")
        assert answer.status_code == 200, answer.text
        board = answer.json()
        expected = analysis_to_dict(analyse_record(loads(client.get(
            f"/api/tables/{table_id}/record.json").text), 1))
        assert {k: board[k] for k in expected} == expected
        assert board["deal"] == 1 and len(board["cards"]) == 52
        line = client.get(f"/api/tables/{table_id}/analysis/line?deal=1&card=10").json()
        assert len(line["line"]) == 42
        # both sides' best play from card 11 ends where double dummy said it would
        assert line["line"][-1]["makers_after"] == board["cards"][10]["makers_before"]
        later = client.get(f"/api/tables/{table_id}/analysis?deal=2")
        assert later.status_code == 409 and later.json()["error"]["reason"] == "deal_not_finished"
        bad = client.get(f"/api/tables/{table_id}/analysis/line?deal=1&card=60")
        assert bad.status_code == 422 and "card 61" in bad.json()["error"]["message"]
    finally:
        for p in players:
            p.close()


def test_an_unknown_table_is_refused(client: TestClient) -> None:
    answer = client.get("/api/tables/nosuch/analysis")
    assert answer.status_code == 404


def test_the_page_is_served(client: TestClient) -> None:
    answer = client.get("/analysis/abc")
    assert answer.status_code == 200 and "analysis.js" in answer.text


def test_a_three_hand_table_is_refused_in_words_a_player_reads(client: TestClient) -> None:
    table_id = new_table(client, kind="three-hand", computer="random", seed=3)
    token = join(client, table_id, "Ann")
    ann = Player(client, table_id, token)
    try:
        assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
        ann.drain()
        answer = client.get(f"/api/tables/{table_id}/analysis")
        assert answer.status_code == 422, answer.text
        error = answer.json()["error"]
        assert error["reason"] == "not_analysable"
        assert error["message"].startswith("the analysis board takes a four-hand deal"), error
        assert not CARD.search(answer.text)
    finally:
        ann.close()
