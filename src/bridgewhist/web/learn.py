"""The lessons over HTTP: the page ``/learn/``, ``GET /api/learn`` (every lesson with its passage,
law, question and reasons) and ``POST /api/learn/{key}/table`` (the lesson's real table).

The table a lesson opens is an ordinary table of the hub (four-hand, or three-hand for the
three-hand lesson), dealt from the lesson's seed: the learner takes the first place under
:data:`~bridgewhist.web.lessons.LEARNER` and computer players fill the rest, so he plays at the
real table with its real client. Tables are opened at the rates of
:class:`~bridgewhist.web.study_limits.LessonLimits` (an address's and the server's; past them
``too_fast``, 429, and nothing opened).

>>> from fastapi import FastAPI
>>> from fastapi.testclient import TestClient
>>> app = FastAPI(); app.include_router(learn_routes())
>>> body = TestClient(app).get("/api/learn").json()
>>> body["lessons"][1]["law"]
'english-1904 law 4'
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, JSONResponse, RedirectResponse
from pydantic import BaseModel, Field

from bridgewhist.agents.maxims.advice import Advice
from bridgewhist.laws import load_law_code
from bridgewhist.three_hand.hand import AMES
from bridgewhist.web.guard import address_key
from bridgewhist.web.hub import Hub
from bridgewhist.web.kinds import kind_for_request
from bridgewhist.web.lessons import (
    ADVISED,
    LEARNER,
    LESSONS,
    THREE_HAND,
    Lesson,
    lead_advice,
    learner_seat,
    lesson_by_key,
    lesson_game,
    make_advice,
)
from bridgewhist.web.limits import TOO_LARGE_WORDS
from bridgewhist.web.models import CreateTable, ErrorBody
from bridgewhist.web.seat_limits import wait_words
from bridgewhist.web.study_limits import TOO_FAST_WORDS, LessonLimits
from bridgewhist.web.tables.places import Refused

STATIC = Path(__file__).with_name("static")

__all__ = ["LessonChoice", "LessonList", "LessonTable", "LessonView", "learn_routes", "lesson_view"]


class LessonChoice(BaseModel):
    """One answer offered, with whether it is right and why."""

    key: str
    label: str
    right: bool
    why: str


class LessonView(BaseModel):
    """A lesson as the page shows it."""

    key: str
    title: str
    idea: str
    code: str
    seat: str = Field(description="the seat the learner holds at the lesson's table")
    quote: str
    source: str
    law: str = Field(description="the law taught, cited from the LawCode data")
    question: str
    choices: list[LessonChoice]
    maxim: str = Field(default="", description="the maxim's words, where a maxim decides")
    book: str = Field(default="", description="the maxim's book")
    trial: str = Field(default="", description="the trial's verdict on that maxim")
    advisor: str = Field(default="", description="the declaration advisor's figures for the learner's "
                         "hand, where the lesson is a make")
    kind: str = Field(default="four", description="the kind of table the lesson opens: four or three-hand")
    at_table: str = Field(default="", description="what to do next at the lesson's table")


class LessonList(BaseModel):
    """``GET /api/learn``: the lessons in order."""

    lessons: list[LessonView]


class LessonTable(BaseModel):
    """``POST /api/learn/{key}/table``: the lesson's table, the learner's token and place."""

    table_id: str
    url: str
    token: str
    member: int


MAXIM_OF: dict[str, Callable[[Lesson], Advice]] = {"make": make_advice, "opening-lead": lead_advice}
"""The lessons whose answer is the maxims player's for the lesson's deal, and how to ask him."""
ROLE_WORDS = {"dealer": ", the dealer", "eldest": ", the eldest hand (the opening leader)", "any": ""}


def seat_words(lesson: Lesson) -> str:
    """Where the learner sits at the lesson's table, in words ("South, the dealer")."""
    words = learner_seat(lesson_game(lesson)).full_name + ROLE_WORDS[lesson.seat]
    return words + (" (X, your dummy, North)" if lesson.kind == THREE_HAND else "")


def lesson_view(lesson: Lesson) -> LessonView:
    """The lesson with its law cited from the code (or Ames's three-hand rules) and, where the
    maxims decide, the maxim for its deal; for the make, the declaration advisor's figures."""
    code = load_law_code(lesson.code)
    maxim = book = ""
    if lesson.key in MAXIM_OF:
        advice = MAXIM_OF[lesson.key](lesson)
        maxim, book = advice.words, advice.book or ""
    figures = ADVISED.get(lesson.key)
    law = code.cite(*lesson.law) if lesson.law is not None else f"{AMES} (offered with every code)"
    return LessonView(
        key=lesson.key, title=lesson.title, idea=lesson.idea, code=code.title, seat=seat_words(lesson),
        quote=lesson.quote, source=lesson.source, law=law, question=lesson.question,
        choices=[LessonChoice(key=c.key, label=c.label, right=c.right, why=c.why) for c in lesson.choices],
        maxim=maxim, book=book, trial=lesson.trial, at_table=lesson.at_table,
        advisor=figures.words() if figures is not None else "", kind=lesson.kind)


VIEWS = [lesson_view(lesson) for lesson in LESSONS]


LESSON_TABLE_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorBody, "description": "no lesson of that key (unknown_lesson), naming the lessons"},
    413: {"model": ErrorBody, "description": TOO_LARGE_WORDS},
    429: {"model": ErrorBody, "description": TOO_FAST_WORDS},
    503: {"model": ErrorBody, "description": "the database did not answer: no table was opened "
                                             "(storage_failed)"},
}
"""The errors of opening a lesson's table, as the tables' routes answer them (:class:`ErrorBody`)."""


def learn_routes() -> APIRouter:
    """The lessons' page and API (the lesson tables' rates kept for this router's server)."""
    router = APIRouter()
    limits = LessonLimits()

    @router.get("/learn", include_in_schema=False)
    async def learn_bare() -> RedirectResponse:
        return RedirectResponse("/learn/")

    @router.get("/learn/", include_in_schema=False)
    async def learn_page() -> FileResponse:
        return FileResponse(STATIC / "learn.html", headers={"Cache-Control": "no-cache"})

    @router.get("/api/learn", response_model=LessonList)
    async def lessons() -> LessonList:
        """Every lesson: its passage, its law, its question and the reasons of its answers."""
        return LessonList(lessons=VIEWS)

    @router.post("/api/learn/{key}/table", status_code=201, response_model=LessonTable,
                 responses=LESSON_TABLE_ERRORS)
    async def lesson_table(key: str, request: Request) -> LessonTable | JSONResponse:
        """Open the lesson's real table: its deal, the learner seated, computers in the rest."""
        try:
            lesson = lesson_by_key(key)
        except Refused as error:
            return JSONResponse({"error": error.as_dict()}, status_code=error.status)
        client = request.client
        wait = limits.wait(address_key(None if client is None else (client.host, client.port)))
        if wait:
            refused = Refused("too_fast", f"lesson tables are opened too fast: wait {wait_words(wait)} "
                              "and ask again (the tables already opened are still yours)", status=429)
            return JSONResponse({"error": refused.as_dict()}, status_code=refused.status)
        hub: Hub = request.app.state.hub
        body = CreateTable(code=lesson.code, seed=lesson.seed, kind=lesson.kind)
        kind = kind_for_request(body.kind, body.mode)
        room = await hub.create(load_law_code(lesson.code), body.mode, body.computer, body.seed,
                                kind, kind.opening(body))
        token, place, _name = await hub.join(room, LEARNER)
        await hub.fill(room, token)
        table_id = room.game.config.table_id
        return LessonTable(table_id=table_id, url=f"/t/{table_id}", token=token, member=place)

    return router
