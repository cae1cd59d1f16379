"""The lessons at /learn/ agree with the engine: each lesson's right answer is what the law or the
maxim says for its deal and code, its table is the real table dealt from its seed with the learner
where the lesson says, its law is cited from the LawCode data, and its passage is in its seed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.web.learn import lesson_view
from bridgewhist.web.lessons import LESSONS, Lesson, learner_seat, lesson_by_key, lesson_game, reckon
from bridgewhist.web.tables.places import Refused
from web.helpers import hello, read_until_view

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"
KEYS = [lesson.key for lesson in LESSONS]


def right_key(lesson: Lesson) -> str:
    """The one choice the data marks right."""
    right = [choice.key for choice in lesson.choices if choice.right]
    assert len(right) == 1, f"{lesson.key}: {len(right)} right choices"
    return right[0]


@pytest.mark.parametrize("key", KEYS)
def test_the_right_answer_is_the_engines(key: str) -> None:
    lesson = lesson_by_key(key)
    assert reckon(lesson) == right_key(lesson)
    assert len({choice.key for choice in lesson.choices}) == len(lesson.choices) >= 2


@pytest.mark.parametrize("key", KEYS)
def test_the_learner_sits_south_and_deals_where_the_lesson_needs_it(key: str) -> None:
    lesson = lesson_by_key(key)
    game = lesson_game(lesson)
    assert learner_seat(game) == Seat.S
    assert game.state is not None
    if lesson.seat == "dealer":
        assert game.state.dealer == Seat.S


@pytest.mark.parametrize("key", KEYS)
def test_the_law_is_cited_from_the_law_code(key: str) -> None:
    lesson = lesson_by_key(key)
    view = lesson_view(lesson)
    assert view.law == load_law_code(lesson.code).cite(*lesson.law)
    number = view.law.rsplit(" ", 1)[1]
    if lesson.source.startswith("The Laws"):
        assert lesson.source.endswith(number), f"{lesson.key}: the source names another law than {view.law}"
        assert lesson.quote.startswith(number.split("-")[0] + ". ")


def test_the_make_lesson_quotes_the_maxim_that_chose_its_answer() -> None:
    view = lesson_view(lesson_by_key("make"))
    assert "Three aces" in view.maxim and view.book.startswith("Fisher Ames")
    right = next(choice for choice in view.choices if choice.right)
    assert right.label in view.at_table   # the act asked at the table is the answer's


@pytest.mark.parametrize("key", KEYS)
def test_the_passage_is_in_its_seed(key: str) -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"the seeds are not at {SEEDS}")
    text = " ".join(" ".join(p.read_text(encoding="utf-8") for p in SEEDS.glob("*.txt")).split())
    for part in lesson_by_key(key).quote.split(" ... "):
        part = re.sub(r"^\d+\. ", "", part).strip()
        assert " ".join(part.split()) in text, f"{key}: {part[:60]!r} is not in the seeds"


def test_an_unknown_lesson_is_refused_in_one_line() -> None:
    with pytest.raises(Refused, match="no lesson 'nope': expected one of make"):
        lesson_by_key("nope")


def test_the_lessons_route_opens_the_lessons_real_table(client: TestClient) -> None:
    assert client.get("/learn/").status_code == 200
    assert [lesson["key"] for lesson in client.get("/api/learn").json()["lessons"]] == KEYS
    made = client.post("/api/learn/make/table")
    assert made.status_code == 201, made.text
    body = made.json()
    game = lesson_game(lesson_by_key("make"))
    assert game.state is not None
    with client.websocket_connect(f"/ws/tables/{body['table_id']}") as ws:
        ws.send_json(hello(body["token"]))
        view = read_until_view(ws)["view"]
    assert view["you"]["seat"] == "S" and view["dealer"] == "S" and view["turn"] == "S"
    assert CardSet.parse(" ".join(view["hands"]["S"])) == CardSet(game.state.deal[Seat.S])
    assert set(view["hands"]) == {"S"}   # the learner is shown his own hand only
    refused = client.post("/api/learn/nope/table")
    assert refused.status_code == 404 and refused.json()["error"]["reason"] == "unknown_lesson"
