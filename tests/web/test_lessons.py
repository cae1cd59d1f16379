"""The lessons at /learn/ agree with the engine: each lesson's right answer is what the law, the
maxim or Ames's rule says for its deal and code, its table is the real table (four-hand or
three-hand) dealt from its seed with the learner where the lesson says, its law is cited from the
LawCode data, its passage is in its seed, and the make lesson's advisor figures are the advisor's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgewhist.actions import LEAVE, declare
from bridgewhist.analysis.advise import advise
from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.three_hand.hand import AMES
from bridgewhist.web.learn import lesson_view
from bridgewhist.web.lessons import (
    LESSONS,
    MAKE_ADVISOR,
    THREE_HAND,
    Lesson,
    four_hand_deal,
    lead_advice,
    learner_seat,
    lesson_by_key,
    lesson_game,
    make_advice,
    opening_lead_position,
    reckon,
    three_hand_deal,
)
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
def test_the_learner_sits_where_the_lesson_needs_him(key: str) -> None:
    """South (the dealer where the lesson needs him to make), or West, the eldest hand, for the
    opening lead; at a three-hand table the dealer sits South with X North."""
    lesson = lesson_by_key(key)
    seat = learner_seat(lesson_game(lesson))
    assert seat == (Seat.W if lesson.seat == "eldest" else Seat.S)
    if lesson.kind == THREE_HAND:
        deal = three_hand_deal(lesson)
        assert lesson.seat == "dealer" and deal.dealer == 0 and deal.seat_of(0) == Seat.S
        return
    state = four_hand_deal(lesson)
    if lesson.seat == "dealer":
        assert state.dealer == seat
    if lesson.seat == "eldest":
        assert state.eldest == seat


@pytest.mark.parametrize("key", KEYS)
def test_the_law_is_cited_from_the_law_code(key: str) -> None:
    lesson = lesson_by_key(key)
    view = lesson_view(lesson)
    if lesson.law is None:   # three-hand bridge: Ames's prose, no law of the codes
        assert lesson.kind == THREE_HAND and view.law.startswith(AMES)
        assert "Three Hand Bridge" in lesson.source
        return
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


def test_the_opening_lead_lesson_is_the_maxims_lead_at_its_deal() -> None:
    """The make its question names is the computers' (the maxims'), after the learner's "May I
    lead?"; the cards offered are his; the right one is the maxims' lead, quoted with its book."""
    lesson = lesson_by_key("opening-lead")
    state = opening_lead_position(lesson)
    assert state.actor == Seat.W and state.multiplier == 1
    assert f"{Seat(state.maker).full_name}, who makes {declare(state.strain)}" in lesson.question
    assert f"{state.dealer.full_name}, the dealer, leaves it" in lesson.question
    hand = CardSet(state.hands[Seat.W])
    assert all(CardSet.parse(choice.key) <= hand for choice in lesson.choices)
    view = lesson_view(lesson)
    assert view.maxim.startswith("Ames: \"The opening lead should usually be from the best long suit")
    assert view.book.startswith("Fisher Ames") and "king of diamonds" in view.at_table


TRIAL = Path(__file__).resolve().parents[2] / "docs" / "trial" / "trial.md"
VERDICT = re.compile(r"\(([a-z_]+)\) is (\w+), costing (\S+ \[\S+, \S+\]) points a deal .* on (\d+%) of "
                     r"(\d+) deals")


@pytest.mark.parametrize("key", [lesson.key for lesson in LESSONS if lesson.trial])
def test_the_trials_verdict_is_the_trials_for_the_maxim_that_chose(key: str) -> None:
    """The verdict a lesson quotes is the row of docs/trial/trial.md of the very maxim that chose
    the lesson's answer: its cost, its verdict, how often it agreed, over how many deals."""
    lesson = lesson_by_key(key)
    found = VERDICT.search(lesson.trial)
    assert found is not None, lesson.trial
    rule, verdict, cost, agreed, deals = found.groups()
    chose = make_advice(lesson) if key == "make" else lead_advice(lesson)
    assert chose.rule == rule
    row = next(line for line in TRIAL.read_text(encoding="utf-8").splitlines() if f"[{rule}](#" in line)
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[4:8] == [deals, cost, verdict, agreed], row


def test_the_three_hand_lesson_makes_from_x_by_rule() -> None:
    """The make from X's hand at the lesson's deal is Ames's rule's, and the dealer who has made
    from X's cards may not redouble (his turn in the doubling is answered for him)."""
    deal = three_hand_deal(lesson_by_key("three-hand"))
    made = deal.apply(LEAVE)
    assert made.made_from_x and made.maker == 0 and made.x_hand_seen_by(0) is not None
    assert made.x_hand_seen_by(1) is None and made.actor == deal.eldest


def test_the_make_lesson_gives_the_advisors_figures() -> None:
    """The figures kept for the make lesson are the advisor's, run again on the lesson's hand
    with the settings they name; its best make is the lesson's right answer."""
    pytest.importorskip("endplay")
    lesson = lesson_by_key("make")
    state = four_hand_deal(lesson)
    advice = advise(state.hands[state.dealer], MAKE_ADVISOR.score, load_law_code(lesson.code),
                    samples=MAKE_ADVISOR.samples, seed=MAKE_ADVISOR.seed)
    derived = [(o.make, round(o.points.mean, 1), round(o.points.low, 1), round(o.points.high, 1))
               for o in advice.options]
    kept = [(f.make, f.mean, f.low, f.high) for f in MAKE_ADVISOR.figures]
    assert kept == derived
    assert MAKE_ADVISOR.best == advice.best.make == reckon(lesson)
    assert lesson_view(lesson).advisor == MAKE_ADVISOR.words()


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
    state = four_hand_deal(lesson_by_key("make"))
    with client.websocket_connect(f"/ws/tables/{body['table_id']}") as ws:
        ws.send_json(hello(body["token"]))
        view = read_until_view(ws)["view"]
    assert view["you"]["seat"] == "S" and view["dealer"] == "S" and view["turn"] == "S"
    assert CardSet.parse(" ".join(view["hands"]["S"])) == CardSet(state.deal[Seat.S])
    assert set(view["hands"]) == {"S"}   # the learner is shown his own hand only
    refused = client.post("/api/learn/nope/table")
    assert refused.status_code == 404 and refused.json()["error"]["reason"] == "unknown_lesson"


def test_the_three_hand_lesson_opens_a_real_three_hand_table(client: TestClient) -> None:
    """The learner deals at a three-hand table of the hub, dealt as the lesson's game, and sees
    his own hand only: not X's before he has made from it, nor the partners'."""
    made = client.post("/api/learn/three-hand/table")
    assert made.status_code == 201, made.text
    body = made.json()
    assert client.get(f"/api/tables/{body['table_id']}").json()["kind"] == THREE_HAND
    deal = three_hand_deal(lesson_by_key("three-hand"))
    with client.websocket_connect(f"/ws/tables/{body['table_id']}") as ws:
        ws.send_json(hello(body["token"]))
        view = read_until_view(ws)["view"]
    assert view["you"]["seat"] == "S" and view["turn"] == "S"
    assert CardSet.parse(" ".join(view["hands"]["S"])) == CardSet(deal.state.deal[Seat.S])
    assert set(view["hands"]) == {"S"}
