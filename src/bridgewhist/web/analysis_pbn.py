"""A PBN deal of any program on the analysis board (issue 35, item 2): the page ``/analysis/``
(no table: paste or upload PBN), ``POST /api/analysis/pbn`` (the same board as a table's deal)
and ``POST /api/analysis/pbn/line`` (the best line from any card). The PBN is read as
``bridgewhist analyse FILE.pbn`` reads it (:func:`bridgewhist.notation.pbn.loads`, every card
replayed against the laws); malformed PBN, or a deal without its play to the last card, is
refused in one line naming what is wrong (``not_analysable``, 422). Stateless: the PBN comes in
each body. The analysis runs in the study workers, off the event loop.

>>> "/api/analysis/pbn" in {getattr(route, "path", "") for route in pbn_routes().routes}
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, RedirectResponse

from bridgewhist.web.analysis_models import AnalysisBoard, AnalysisLine, PbnBody, PbnLineBody
from bridgewhist.web.analysis_work import ANALYSIS_ERRORS, COMPUTERS, analyse_text, in_worker, line_text

STATIC = Path(__file__).with_name("static")
PBN_ERRORS: dict[int | str, dict[str, Any]] = {code: ANALYSIS_ERRORS[code]
                                               for code in (409, 413, 422, 429, 503)}
"""The errors of the PBN routes (no table, so no 404; 409: no game played to its last card)."""

__all__ = ["PBN_ERRORS", "pbn_routes"]


def pbn_routes() -> APIRouter:
    """The page without a table and the two routes of a PBN deal's board."""
    router = APIRouter()

    @router.get("/analysis", include_in_schema=False)
    async def pbn_redirect() -> RedirectResponse:
        return RedirectResponse("/analysis/")

    @router.get("/analysis/", include_in_schema=False)
    async def pbn_page() -> FileResponse:
        return FileResponse(STATIC / "analysis.html", headers={"Cache-Control": "no-cache"})

    @router.post("/api/analysis/pbn", response_model=AnalysisBoard, responses=PBN_ERRORS)
    async def pbn_board(body: PbnBody, request: Request) -> AnalysisBoard:
        """The analysis board of a PBN deal written by any program (game ``deal`` of the text,
        from 1; the last played to its end when omitted), with its ``[Play]`` section."""
        result: dict[str, Any] = await in_worker(request, analyse_text, body.pbn, body.deal, "pbn")
        result["computers"] = list(COMPUTERS)
        return AnalysisBoard.model_validate(result)

    @router.post("/api/analysis/pbn/line", response_model=AnalysisLine, responses=PBN_ERRORS)
    async def pbn_line(body: PbnLineBody, request: Request) -> AnalysisLine:
        """The best line from card ``card`` (0 to 51) of a PBN deal to its end."""
        answer = await in_worker(request, line_text, body.pbn, body.deal, body.card, "pbn")
        return AnalysisLine.model_validate(answer)

    return router
