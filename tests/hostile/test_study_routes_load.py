"""Floods of the study routes (the hidden cards and bad input are in ``test_study_routes.py``):
fifty analyses and solves sent at once by one client start at most his :data:`STUDY_SHARE` of
the :data:`STUDY_JOBS` jobs in the study workers, the rest refused at once (``too_many_jobs``,
429) while a table's computer players play on (other clients: ``test_study_shares.py``); and
lesson tables, each a real table with three computer players, are opened at a bounded rate
(``too_fast``, 429). No timing is asserted: answers are counted, and the table is seen to move."""

from __future__ import annotations

import concurrent.futures
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from bridgewhist.web.study_limits import (
    ALL_LESSONS_BURST,
    ALL_LESSONS_EVERY,
    LESSON_BURST,
    STUDY_JOBS,
    STUDY_SHARE,
    LessonLimits,
    gate_of,
)
from web.helpers import Player, join, new_table, play_random

pytestmark = pytest.mark.hostile

WHOLE_DEAL = ('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]'
              '[BridgeWhistTrumps "NT"][BridgeWhistLeader "E"][BridgeWhistTask "NS 1"]')
"""A problem of thirteen cards a hand: the slowest to solve (about two seconds)."""
FLOOD = 50


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(str(tmp_path / "t.db"), workers=0, think_seconds=20.0)) as test_client:
        yield test_client


def finished_table(client: TestClient) -> str:
    """A table of four people whose first deal is over: its id."""
    table_id = new_table(client, seed=36)
    players = [Player(client, table_id, join(client, table_id, n)) for n in ("Ann", "Bob", "Cy", "Di")]
    try:
        for p in players:
            p.drain()
        play_random(players, [], random.Random(36))
        assert players[0].view["view"]["phase"] == "over"
    finally:
        for p in players:
            p.close()
    return table_id


def test_a_flood_of_solves_and_analyses_starts_few_jobs_and_the_table_moves(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    done = finished_table(client)
    study = client.app.state.hub.thinkers.study   # type: ignore[attr-defined]
    at_once = {"now": 0, "most": 0}
    run = study.run

    async def counted(function: Any, *args: Any, seconds: float) -> Any:
        at_once["now"] += 1
        at_once["most"] = max(at_once["most"], at_once["now"])
        try:
            return await run(function, *args, seconds=seconds)
        finally:
            at_once["now"] -= 1

    monkeypatch.setattr(study, "run", counted)
    table_id = new_table(client, computer="random", seed=5)   # Ann and three computer players
    token = join(client, table_id, "Ann")
    ann = Player(client, table_id, token)
    assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
    try:
        with concurrent.futures.ThreadPoolExecutor(FLOOD) as pool:
            asks = [pool.submit(client.post, "/api/problems/solve", json={"pbn": WHOLE_DEAL})
                    for _ in range(FLOOD - FLOOD // 4)]
            asks += [pool.submit(client.get, f"/api/tables/{done}/analysis") for _ in range(FLOOD // 4)]
            actions = 0
            for _ in range(400):   # meanwhile Ann plays her turns: the computers must play theirs
                view = ann.drain()["view"]
                if view["phase"] == "over":
                    break
                if view["legal"]:
                    ann.send({"type": "action", "action": view["legal"][0]["action"], "seq": ann.view["seq"]})
                    actions += 1
                else:
                    ann.sync(ann.view["seq"] + 1)   # a computer player's card
            answers = [ask.result(timeout=120) for ask in asks]
        assert ann.drain()["view"]["phase"] == "over" and actions > 0   # the table played the deal out
    finally:
        ann.close()
    assert len(answers) == FLOOD
    solved = [a for a in answers if a.status_code == 200]
    refused = [a.json()["error"] for a in answers if a.status_code != 200]
    assert {a.status_code for a in answers} <= {200, 429}, {a.status_code for a in answers}
    assert all(e["reason"] == "too_many_jobs" and "\n" not in e["message"] and "ask again" in e["message"]
               for e in refused), refused[:3]
    assert len(refused) >= FLOOD // 2 and solved, (len(solved), len(refused))
    assert at_once["most"] <= STUDY_SHARE < STUDY_JOBS, at_once   # one client: never more than his share
    assert all("holds" in a.json() or "hands" in a.json() for a in solved)
    assert gate_of(study).running == 0   # every place given back: the next one is answered
    assert client.post("/api/problems/solve", json={"pbn": WHOLE_DEAL}).status_code == 200


def test_the_busy_refusal_is_documented(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    for path, method in (("/api/problems/solve", "post"), ("/api/problems/step", "post"),
                         ("/api/tables/{table_id}/analysis", "get"),
                         ("/api/tables/{table_id}/analysis/line", "get"),
                         ("/api/tables/{table_id}/analysis/branch", "post"), ("/api/analysis/pbn", "post")):
        answer = paths[path][method]["responses"]["503"]
        assert "busy" in answer["description"] and answer["content"]["application/json"]["schema"]["$ref"] \
            .endswith("/ErrorBody"), path
        share = paths[path][method]["responses"]["429"]
        assert "too_many_jobs" in share["description"] and share["content"]["application/json"]["schema"][
            "$ref"].endswith("/ErrorBody"), path
    lesson = paths["/api/learn/{key}/table"]["post"]["responses"]["429"]
    assert "too_fast" in lesson["description"]


def test_lesson_tables_are_opened_at_a_bounded_rate(client: TestClient) -> None:
    before = len(client.get("/api/tables").json()["tables"])
    answers = [client.post("/api/learn/make/table") for _ in range(LESSON_BURST + 20)]
    made = [a for a in answers if a.status_code == 201]
    refused = [a.json()["error"] for a in answers if a.status_code != 201]
    assert {a.status_code for a in answers} <= {201, 429}
    assert LESSON_BURST <= len(made) < len(answers), len(made)   # the burst, then refused
    assert all(e["reason"] == "too_fast" and "wait" in e["message"] and "\n" not in e["message"]
               for e in refused), refused[:3]
    assert len(client.get("/api/tables").json()["tables"]) == before + len(made)   # nothing more opened
    assert client.post("/api/learn/nope/table").status_code == 404   # an unknown key: still named


def test_the_lesson_rates_hold_per_address_and_for_the_server() -> None:
    now = [0.0]
    limits = LessonLimits(clock=lambda: now[0])
    mine = "203.0.113.9"
    assert [limits.wait(mine) for _ in range(LESSON_BURST - 1)] == [0.0] * (LESSON_BURST - 1)
    others = [limits.wait(f"198.51.100.{n}") for n in range(ALL_LESSONS_BURST)]
    assert others.count(0.0) == ALL_LESSONS_BURST - LESSON_BURST + 1   # the server's burst, shared
    assert limits.wait(mine) > 0   # the server's rate refuses him...
    now[0] += ALL_LESSONS_EVERY
    assert limits.wait(mine) == 0.0   # ...without spending his last token
    assert limits.wait(mine) > 0   # his own burst spent
