"""The page "From contract bridge" and the acts' meanings (issue 34, items 2 and 5): every law
the page and the act help cite is the LawCode's own citation, for each of the three codes."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from bridgewhist.laws import load_law_code
from bridgewhist.web.act_help import ACTS
from bridgewhist.web.contract_bridge import CODES, DIFFERENCES


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
    message = answer.json()["error"]["message"]
    assert "contract-1930" in message and "\n" not in message
