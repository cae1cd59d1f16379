"""The page "From contract bridge" and the acts' meanings (issue 34, items 2 and 5): every law
the page and the act help cite is the LawCode's own citation, for each of the three codes."""

from __future__ import annotations

import json
import random
import re

from fastapi.testclient import TestClient

from bridgewhist.laws import load_law_code
from bridgewhist.web.act_help import ACTS
from bridgewhist.web.contract_bridge import CODES, DIFFERENCES
from web.helpers import new_table, play_random, published, seat_all


def test_the_page_cites_each_point_in_every_code(client: TestClient) -> None:
    page = client.get("/from-contract-bridge")
    assert page.status_code == 200
    html = page.text
    assert "<!-- differences -->" not in html
    for point in DIFFERENCES:
        assert point.title.replace('"', "&quot;") in html
        for key in CODES:
            code = load_law_code(key)
            for part, field in point.laws:
                assert code.cite(part, field) in html, (point.title, key, field)
    assert len(re.findall(r'<article class="panel difference"', html)) == len(DIFFERENCES) >= 10


def test_the_page_gives_the_codes_figures(client: TestClient) -> None:
    html = client.get("/from-contract-bridge").text
    scoring = load_law_code("american-1905").scoring
    assert f"Game is {scoring.game_points} from tricks alone" in html
    assert f"stops at {load_law_code('english-1904').doubling.limit} points a trick" in html
    assert "no trumps 12 a trick" in html


def test_every_act_has_its_meaning_and_law_in_each_code(client: TestClient) -> None:
    for key in CODES:
        body = client.get(f"/api/act-help/{key}").json()
        assert set(body) == {act[0] for act in ACTS}
        code = load_law_code(key)
        for act, _words, _meaning, part, field in ACTS:
            assert body[act]["law"] == code.cite(part, field)
            assert body[act]["meaning"]


def test_an_unknown_code_is_refused_in_one_line(client: TestClient) -> None:
    answer = client.get("/api/act-help/contract-1930")
    assert answer.status_code == 404
    assert answer.json()["error"]["reason"] == "unknown_law_code"   # the tables' error shape
    message = answer.json()["error"]["message"]
    assert "contract-1930" in message and "\n" not in message


def test_a_tables_figures_are_explained_as_its_view_draws_them(client: TestClient) -> None:
    table_id = new_table(client, seed=7)
    players, watchers = seat_all(client, table_id)
    try:
        play_random(players, watchers, random.Random(7))
        score = players[0].view["view"]["score"]
        answer = client.get(f"/api/tables/{table_id}/explain")
        assert answer.status_code == 200, answer.text
        figures = answer.json()["figures"]
        published("explain-answer").validate(answer.json())   # typed: ExplainAnswer
        hub = client.app.state.hub  # type: ignore[attr-defined]
        game = hub.rooms[table_id].game
        untyped = {"rubber": game.rubber_number, "figures": game.score_figures()}   # as sent before
        assert answer.content == json.dumps(untyped, ensure_ascii=False, separators=(",", ":")).encode()
    finally:
        for p in players + watchers:
            p.close()
    assert score["deals"]
    for deal in score["deals"]:
        for side, data in deal["sides"].items():
            for line in ("below", "above"):
                for i, entry in enumerate(data[f"{line}_entries"]):
                    explained = figures[f"item:{deal['deal']}:{side}:{line}:{i}"]
                    assert explained["figure"] == entry["points"]
                    assert explained["law"] == entry["law"]
                    assert sum(t["points"] for t in explained["terms"]) == entry["points"]
    for side, totals in score["totals"].items():
        assert figures[f"below:{side}"]["figure"] == totals["below"]
        assert figures[f"above:{side}"]["figure"] == totals["above"]
        assert figures[f"added:{side}"]["figure"] == totals["below"] + totals["above"]
    assert figures["net"]["figure"] == score["net"]["points"]


def test_a_table_without_a_rubber_has_nothing_to_explain(client: TestClient) -> None:
    answer = client.get(f"/api/tables/{new_table(client)}/explain")
    assert answer.status_code == 404
    assert answer.json()["error"]["reason"] == "no_rubber"
    assert client.get("/api/tables/no-such-table/explain").status_code == 404


def test_a_three_hand_table_before_its_cut_has_no_block_to_explain(client: TestClient) -> None:
    """The route asks the table's kind, never its class: a three-hand table explains its block by
    player once cut (tests/web/test_explained_three.py), and has none before."""
    table_id = new_table(client, kind="three-hand", computer="random", seed=3)
    answer = client.get(f"/api/tables/{table_id}/explain")
    assert answer.status_code == 404
    assert answer.json()["error"]["reason"] == "no_rubber"
