"""The problems' answers typed and published (issue 33, item 1): the collection, the solver's
answer and the puzzle's steps validate against their schema in docs/schema/ and are, byte for
byte, the JSON of the engine's dicts (``analysis.problem_json``) that the routes sent untyped."""

from __future__ import annotations

import json
from typing import Any

import httpx2 as httpx
import pytest
from fastapi.testclient import TestClient

from bridgewhist.analysis.problem import bundled_problems, dumps_problems
from bridgewhist.analysis.problem_json import problem_to_dict, solution_to_dict
from bridgewhist.analysis.problem_solve import solve_problem
from bridgewhist.cards import Card
from bridgewhist.web.problems import step_text
from web.helpers import published

pytestmark = pytest.mark.web


def same_bytes(answer: httpx.Response, expected: dict[str, Any]) -> None:
    """``answer``'s body is ``expected`` as the routes sent it untyped (Starlette's JSON)."""
    assert answer.status_code == 200, answer.text
    text = json.dumps(expected, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    assert answer.content == text.encode("utf-8")


def test_the_collection_is_typed_and_unchanged(client: TestClient) -> None:
    answer = client.get("/api/problems")
    published("problem-list").validate(answer.json())
    same_bytes(answer, {"problems": [{**problem_to_dict(p), "pbn": dumps_problems([p])}
                                     for p in bundled_problems()]})


@pytest.mark.parametrize("index", [0, 1, 2])
def test_the_solvers_answer_is_typed_and_unchanged(client: TestClient, index: int) -> None:
    problem = bundled_problems()[index]
    answer = client.post("/api/problems/solve", json={"pbn": dumps_problems([problem])})
    published("problem-solved").validate(answer.json())
    same_bytes(answer, solution_to_dict(solve_problem(problem)))


def test_each_step_of_the_puzzle_is_typed_and_unchanged(client: TestClient) -> None:
    pbn = dumps_problems([bundled_problems()[0]])
    check = published("problem-step")
    solved = client.post("/api/problems/solve", json={"pbn": pbn}).json()
    line = [step["card"] for step in solved["main_line"]]
    played: list[str] = []
    for turn in range(5):
        # the start (no card), a losing card, then the winning line's next card each time
        card = None if turn == 0 else "SK" if turn == 1 else line[len(played)]
        answer = client.post("/api/problems/step", json={"pbn": pbn, "played": played, "card": card})
        check.validate(answer.json())
        same_bytes(answer, step_text(pbn, cards(played), None if card is None else cards([card])[0]))
        played = answer.json()["played"]
    assert len(played) >= 4   # the puzzle went on along the line


def cards(words: list[str]) -> tuple[int, ...]:
    """The cards named, as ints."""
    return tuple(int(Card.parse(word)) for word in words)
