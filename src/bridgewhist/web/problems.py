"""Double-dummy problems over HTTP (issue 35, item 3): the page ``/problems/``, the bundled
collection (``GET /api/problems``), the solver's answer (``POST /api/problems/solve``) and the
puzzle's steps (``POST /api/problems/step``: the reader's card kept and answered by the best
defence, or refuted). Every route is stateless: the problem comes as PBN in each body, with the
cards played so far. A PBN that is not a problem is refused in one line (``bad_problem``, 422,
the table routes' error shape). The solver runs in the study workers, off the event loop, at
most :data:`~bridgewhist.web.study_limits.STUDY_JOBS` jobs at once with the analysis board's and
:data:`~bridgewhist.web.study_limits.STUDY_SHARE` a client (past them ``busy``, 503, or
``too_many_jobs``, 429, at once: :mod:`bridgewhist.web.study_limits`).

>>> body = ProblemBody(pbn='[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 1"]')
>>> problem_of(body).tricks
1
>>> try:
...     problem_of(ProblemBody(pbn='[Deal "N:A... K... Q... J..."]'))
... except Refused as refused:
...     print(refused.reason, refused.status, refused.message[:31])
bad_problem 422 problem 1: no [BridgeWhistTask]
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, JSONResponse, RedirectResponse
from pydantic import BaseModel, Field

from bridgewhist.analysis.problem import (
    Problem,
    ProblemError,
    bundled_problems,
    dumps_problems,
    loads_problems,
)
from bridgewhist.analysis.problem_json import problem_to_dict, solution_to_dict, step_to_dict
from bridgewhist.analysis.problem_solve import solve_problem
from bridgewhist.analysis.puzzle import defend, puzzle_step
from bridgewhist.cards import Card
from bridgewhist.errors import NotationError
from bridgewhist.notation.limits import shown
from bridgewhist.web.hub import Hub
from bridgewhist.web.limits import TOO_LARGE_WORDS
from bridgewhist.web.models import ErrorBody
from bridgewhist.web.problem_models import ProblemList, PuzzleAnswer, Solved
from bridgewhist.web.study_limits import BUSY_WORDS, TOO_MANY_WORDS, gate_of, study_client
from bridgewhist.web.tables.places import Refused

STATIC = Path(__file__).with_name("static")
SOLVE_SECONDS = 30.0
"""The longest a solve or a puzzle step may take before it is given up."""

__all__ = ["SOLVE_SECONDS", "ProblemBody", "StepBody", "problem_of", "problem_routes", "solve_text",
           "step_text"]


class ProblemBody(BaseModel):
    """A problem as PBN (one game: ``[Deal]``, ``[BridgeWhistTrumps]``, ``[BridgeWhistLeader]``,
    ``[BridgeWhistTask "NS 4"]``)."""

    pbn: str = Field(max_length=20000)


class StepBody(ProblemBody):
    """The puzzle: the cards played so far (``"SA"``...), and the reader's card (none: the
    defence plays until the reader is on play)."""

    played: list[str] = Field(default_factory=list, max_length=52)
    card: str | None = None


def problem_of(body: ProblemBody) -> Problem:
    """The one problem of the body's PBN.

    :raises Refused: ``bad_problem`` (422), one line saying what is wrong.
    """
    try:
        problems = loads_problems(body.pbn)
    except ProblemError as error:
        raise Refused("bad_problem", str(error), status=422) from None
    if len(problems) != 1:
        raise Refused("bad_problem", f"the PBN holds {len(problems)} problems: send one", status=422)
    return problems[0]


def _cards(words: list[str], what: str = "played") -> tuple[int, ...]:
    """The cards named, each by its word; a word not a card refused in one line, shown short and
    escaped (never echoed at length)."""
    cards = []
    for word in words:
        try:
            cards.append(int(Card.parse(word)))
        except NotationError:
            raise Refused("bad_problem", f"{what}: {shown(word, 8)} is not a card: expected a suit "
                          "(S H D C) and a rank (2-9 T J Q K A)", status=422) from None
    return tuple(cards)


def solve_text(pbn: str) -> dict[str, Any]:
    """Run in a worker: the solver's answer to the problem in ``pbn``."""
    return solution_to_dict(solve_problem(loads_problems(pbn)[0]))


def step_text(pbn: str, played: tuple[int, ...], card: int | None) -> dict[str, Any]:
    """Run in a worker: the puzzle's step (``card`` None: the defence plays first)."""
    problem = loads_problems(pbn)[0]
    step = defend(problem, played) if card is None else puzzle_step(problem, played, card)
    return step_to_dict(step)


async def _in_worker(request: Request, function: Any, *args: Any) -> Any:
    hub: Hub = request.app.state.hub
    try:
        # too_many_jobs (429) past the client's share, busy (503) past the jobs allowed at once
        with gate_of(hub.thinkers.study).admit(*study_client(request)):
            return await asyncio.wait_for(hub.thinkers.study.run(function, *args, seconds=SOLVE_SECONDS),
                                          SOLVE_SECONDS)
    except ProblemError as error:
        raise Refused("bad_problem", str(error), status=422) from None
    except TimeoutError:
        raise Refused("solve_timeout", "the solver took too long; ask again", status=503) from None


PROBLEM_ERRORS: dict[int | str, dict[str, Any]] = {
    413: {"model": ErrorBody, "description": TOO_LARGE_WORDS},
    429: {"model": ErrorBody, "description": TOO_MANY_WORDS},
    422: {"model": ErrorBody, "description": "PBN that is not exactly one problem, or a card not "
                                             "of it (bad_problem), in one line"},
    503: {"model": ErrorBody, "description": "the solver took too long (solve_timeout): ask again; or "
                                             + BUSY_WORDS},
}
"""The errors of the problems' routes, as the tables' routes answer them (:class:`ErrorBody`)."""


def problem_routes() -> APIRouter:
    """The page and the routes of the problems."""
    router = APIRouter()

    @router.get("/problems", include_in_schema=False)
    async def problems_redirect() -> RedirectResponse:
        return RedirectResponse("/problems/")

    @router.get("/problems/", include_in_schema=False)
    async def problems_page() -> FileResponse:
        return FileResponse(STATIC / "problems.html", headers={"Cache-Control": "no-cache"})

    @router.get("/api/problems", response_model=ProblemList)
    async def collection() -> JSONResponse:
        """The bundled collection, each problem with its PBN."""
        listed = ProblemList.model_validate(
            {"problems": [{**problem_to_dict(p), "pbn": dumps_problems([p])} for p in bundled_problems()]})
        return JSONResponse(listed.model_dump(mode="json"))

    @router.post("/api/problems/solve", response_model=Solved, responses=PROBLEM_ERRORS)
    async def solve(body: ProblemBody, request: Request) -> JSONResponse:
        """The solver's answer: the verdict, the winning line, each defence's refutation."""
        problem = problem_of(body)
        answer: dict[str, Any] = await _in_worker(request, solve_text,
                                                  dumps_problems([problem]))
        return JSONResponse(Solved.model_validate(answer).model_dump(mode="json"))

    @router.post("/api/problems/step", response_model=PuzzleAnswer, responses=PROBLEM_ERRORS)
    async def step(body: StepBody, request: Request) -> JSONResponse:
        """One step of the puzzle: the reader's card kept and answered, or refuted."""
        problem = problem_of(body)
        played = _cards(body.played)
        card = None if body.card is None else _cards([body.card], "card")[0]
        answer: dict[str, Any] = await _in_worker(request, step_text,
                                                  dumps_problems([problem]), played, card)
        return JSONResponse(PuzzleAnswer.model_validate(answer).model_dump(mode="json"))

    return router
