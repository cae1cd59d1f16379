"""The analysis board over HTTP (issue 35, item 2): the page ``/analysis/{table_id}`` and
``GET /api/tables/{table_id}/analysis`` (a finished deal of a table's rubber against double
dummy: :func:`~bridgewhist.analysis.board.analyse_deal`, typed as
:class:`~bridgewhist.web.analysis_models.AnalysisBoard`) with
``GET /api/tables/{table_id}/analysis/line`` (the best line from any card). A PBN deal of any
program is analysed by :mod:`bridgewhist.web.analysis_pbn`, a branch played on from any card by
:mod:`bridgewhist.web.analysis_branch`; both use the workers' functions and the refusals here.

Hidden cards: the analysis is made from the table's record of FINISHED deals only (the record a
member may download, :meth:`~bridgewhist.web.kinds.protocol.TableKind.record_json`), so a deal
still in play is not in it and is refused (``deal_not_finished``, 409) without a card of it; a
finished deal's four hands are shown to everyone at its end. The analysis runs in the study
workers (:attr:`~bridgewhist.web.computer.Thinkers.study`), never in the event loop.

>>> "/api/tables/{table_id}/analysis" in {getattr(r, "path", "") for r in analysis_routes().routes}
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from fastapi.responses import FileResponse

from bridgewhist.web.analysis_branch import branch_routes
from bridgewhist.web.analysis_models import AnalysisBoard, AnalysisLine
from bridgewhist.web.analysis_pbn import pbn_routes
from bridgewhist.web.analysis_work import (
    ANALYSIS_ERRORS,
    COMPUTERS,
    analyse_text,
    finished_record,
    in_worker,
    line_text,
)
from bridgewhist.web.hub import token_hash

STATIC = Path(__file__).with_name("static")

__all__ = ["analysis_routes"]


async def _your_seat(request: Request, table_id: str, token: str | None,
                     names: dict[str, str]) -> str | None:
    """The seat the token's member held in the deal (his name at a seat of the record)."""
    if not token:
        return None
    room = await request.app.state.hub.room(table_id)
    place = room.game.place_of_token(token_hash(token))
    member = next((m for m in room.summary().members if m.member == place), None)
    if member is None:
        return None
    return next((seat for seat, name in names.items() if name == member.name), None)


def analysis_routes() -> APIRouter:
    """The page and the two routes of the analysis board of a table's deal."""
    router = APIRouter()

    @router.get("/analysis/{table_id}", include_in_schema=False)
    async def analysis_page(table_id: str) -> FileResponse:
        return FileResponse(STATIC / "analysis.html", headers={"Cache-Control": "no-cache"})

    @router.get("/api/tables/{table_id}/analysis", response_model=AnalysisBoard, responses=ANALYSIS_ERRORS)
    async def analysis(table_id: str, request: Request, rubber: int | None = None, deal: int | None = None,
                       x_seat_token: Annotated[str | None, Header()] = None) -> AnalysisBoard:
        """A finished deal (``deal``, from 1; the last finished when omitted) of a rubber (the
        one in play unless ``rubber``) against double dummy: the hands, every card's value and
        cost, the players' summary, every make; with a seat token, the seat its member held.
        A deal not finished: 409 ``deal_not_finished``."""
        text = await finished_record(request, table_id, rubber, deal)
        result: dict[str, Any] = await in_worker(request, analyse_text, text, deal)
        result["your_seat"] = await _your_seat(request, table_id, x_seat_token, result["names"])
        result["computers"] = list(COMPUTERS)
        return AnalysisBoard.model_validate(result)

    @router.get("/api/tables/{table_id}/analysis/line", response_model=AnalysisLine,
                responses=ANALYSIS_ERRORS)
    async def line(table_id: str, request: Request, deal: int, card: int,
                   rubber: int | None = None) -> AnalysisLine:
        """The best line (both sides' double-dummy play) from card ``card`` (0 to 51) of a
        finished deal to its end."""
        text = await finished_record(request, table_id, rubber, deal)
        answer = await in_worker(request, line_text, text, deal, card)
        return AnalysisLine.model_validate(answer)

    router.include_router(branch_routes())   # play on from here (web/analysis_branch.py)
    router.include_router(pbn_routes())   # a PBN deal of any program (web/analysis_pbn.py)
    return router
