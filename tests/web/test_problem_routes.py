"""The problems' routes (issue 35, item 3): the collection, the solver's answer and the puzzle's
steps agree with the engine; a PBN that is not a problem is refused in one line, in the table
routes' error shape."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bridgewhist.analysis.problem import bundled_problems, dumps_problems
from bridgewhist.analysis.problem_json import solution_to_dict
from bridgewhist.analysis.problem_solve import solve_problem

pytestmark = pytest.mark.web

FIRST = dumps_problems([bundled_problems()[0]])


def test_the_collection_is_listed_with_its_pbn(client: TestClient) -> None:
    problems = client.get("/api/problems").json()["problems"]
    assert [p["name"] for p in problems] == [p.name for p in bundled_problems()]
    assert problems[0]["pbn"] == FIRST


def test_the_solver_answers_as_the_engine_does(client: TestClient) -> None:
    answer = client.post("/api/problems/solve", json={"pbn": FIRST})
    assert answer.status_code == 200, answer.text
    assert answer.json() == solution_to_dict(solve_problem(bundled_problems()[0]))
    assert answer.json()["holds"]


@pytest.mark.parametrize(("pbn", "words"), [
    ('[Deal "N:AK... Q... J... T..."][BridgeWhistTask "NS 1"]', "[Deal]"),
    ('[Deal "N:A... K... Q... J..."]', "no [BridgeWhistTask] tag"),
    ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 9"]', "cannot win 9 tricks"),
    ("not pbn at all", "expected a tag"),
    (FIRST + "\n" + FIRST, "holds 2 problems"),
])
def test_bad_pbn_is_refused_in_one_line(client: TestClient, pbn: str, words: str) -> None:
    for path, body in (("/api/problems/solve", {"pbn": pbn}),
                       ("/api/problems/step", {"pbn": pbn, "played": [], "card": None})):
        answer = client.post(path, json=body)
        assert answer.status_code == 422, (path, answer.text)
        error = answer.json()["error"]
        assert error["reason"] == "bad_problem" and words in error["message"], error
        assert "\n" not in error["message"] and set(error) == {"reason", "message", "law"}


def test_the_puzzle_keeps_a_good_card_and_refutes_a_losing_one(client: TestClient) -> None:
    start = client.post("/api/problems/step", json={"pbn": FIRST, "played": [], "card": None}).json()
    assert start["played"] == [] and not start["finished"]   # South leads: nothing for the defence yet
    wrong = client.post("/api/problems/step", json={"pbn": FIRST, "played": [], "card": "SK"}).json()
    assert not wrong["keeps"] and wrong["played"] == [] and wrong["tricks"] == 3
    assert wrong["answer"][0]["card"] == "SK" and len(wrong["answer"]) == 16
    good = client.post("/api/problems/step", json={"pbn": FIRST, "played": [], "card": "DJ"}).json()
    assert good["keeps"] and good["played"] == ["DJ", "DT"]
    # the reader follows the winning line; the defence answers as the solver's main line does
    solved = client.post("/api/problems/solve", json={"pbn": FIRST}).json()
    main = [step["card"] for step in solved["main_line"]]
    step = good
    while not step["finished"]:
        played = step["played"]
        assert played == main[:len(played)]
        step = client.post("/api/problems/step", json={"pbn": FIRST, "played": played,
                                                       "card": main[len(played)]}).json()
        assert step["keeps"]
    assert step["played"] == main and step["won"] >= 4
    held = client.post("/api/problems/step", json={"pbn": FIRST, "played": ["DJ", "DT"], "card": "SA"})
    assert held.status_code == 422 and held.json()["error"]["message"] == "SA: North does not hold it"
    bad_card = client.post("/api/problems/step", json={"pbn": FIRST, "played": ["XX"], "card": None})
    assert bad_card.status_code == 422 and "played" in bad_card.json()["error"]["message"]


def test_the_page_is_served(client: TestClient) -> None:
    assert "problems.js" in client.get("/problems/").text
