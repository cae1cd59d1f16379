"""The analysis board over HTTP (issue 35, item 2): the page ``/analysis/{table_id}`` and
``GET /api/tables/{table_id}/analysis`` (a finished deal of a table's rubber against double
dummy: :func:`~bridgewhist.analysis.board.analyse_deal`, as JSON by
:func:`~bridgewhist.analysis.board_json.analysis_to_dict`) with
``GET /api/tables/{table_id}/analysis/line`` (the best line from any card).

Hidden cards: the analysis is made from the table's record of FINISHED deals only (the record a
member may download, :meth:`~bridgewhist.web.kinds.protocol.TableKind.record_json`), so a deal
still in play is not in it and is refused (``deal_not_finished``, 409) without a card of it; a
finished deal's four hands are shown to everyone at its end. The analysis runs in the advisor's
workers (:attr:`~bridgewhist.web.computer.Thinkers.advisor`), never in the event loop.

>>> analysis_refusal(AnalysisError("deal 3 was entered as its result: no cards to analyse")).reason
'not_analysable'
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse

from bridgewhist.analysis.board import AnalysisError, UnfinishedDealError, line_from
from bridgewhist.analysis.board_json import analysis_to_dict, line_to_list
from bridgewhist.analysis.board_record import analyse_record
from bridgewhist.errors import NotationError
from bridgewhist.notation.record import loads, replay_deal
from bridgewhist.record import PlayedDeal
from bridgewhist.web.hub import Hub
from bridgewhist.web.tables.places import Refused

STATIC = Path(__file__).with_name("static")
ANALYSIS_SECONDS = 30.0
"""The longest an analysis may take (a whole deal takes about a second) before it is given up."""

__all__ = ["ANALYSIS_SECONDS", "analyse_text", "analysis_refusal", "analysis_routes", "line_text"]


def analysis_refusal(error: AnalysisError | NotationError) -> Refused:
    """The one-line refusal of a deal that cannot be analysed: ``deal_not_finished`` (409) for
    a deal not played to its last card, else ``not_analysable`` (422)."""
    if isinstance(error, UnfinishedDealError):
        return Refused("deal_not_finished", str(error), status=409)
    return Refused("not_analysable", str(error), status=422)


def analyse_text(record_text: str, deal: int | None) -> dict[str, Any]:
    """Run in a worker: the analysis of deal ``deal`` (from 1; the last finished when None) of a
    JSON record of finished deals, JSON-ready, with the deal's number as ``deal``."""
    record = loads(record_text)
    analysis = analysis_to_dict(analyse_record(record, deal))
    analysis["deal"] = deal if deal is not None else len(record.deals)
    analysis["deals"] = len(record.deals)
    return analysis


def line_text(record_text: str, deal: int, card: int) -> list[dict[str, Any]]:
    """Run in a worker: the best line from card ``card`` (0 to 51) of deal ``deal`` (from 1)."""
    record = loads(record_text)
    if not 1 <= deal <= len(record.deals):
        raise AnalysisError(f"deal {deal}: the record has {len(record.deals)} finished deal(s)")
    played = record.deals[deal - 1]
    if not isinstance(played, PlayedDeal):
        raise AnalysisError(f"deal {deal} is not a plain play of the cards: no line to show")
    return line_to_list(line_from(replay_deal(record.code, played), card))


async def _in_worker(hub: Hub, function: Any, *args: Any) -> Any:
    """``function(*args)`` in the advisor's workers; its refusals as :class:`Refused`."""
    try:
        return await asyncio.wait_for(hub.thinkers.advisor.run(function, *args, seconds=ANALYSIS_SECONDS),
                                      ANALYSIS_SECONDS)
    except (AnalysisError, NotationError) as error:
        raise analysis_refusal(error) from None
    except TimeoutError:
        raise Refused("analysis_timeout", "the analysis took too long; ask again", status=503) from None


async def _finished_record(request: Request, table_id: str, rubber: int | None, deal: int | None) -> str:
    """The table's record of finished deals of the rubber asked; a deal asked past them refused."""
    hub: Hub = request.app.state.hub
    room = await hub.room(table_id)
    played = room.game.rubber_number
    number = played if rubber is None else rubber
    if not 1 <= number <= played:
        raise Refused("unknown_rubber", f"rubber {number}: the table has played {played} rubber(s)"
                      if played else "the table has not cut for partners yet: no deal to analyse",
                      status=404)
    text = room.game.record_json(number)
    try:
        finished = len(loads(text).deals)
    except NotationError as error:   # a three-hand game's record: not a four-hand deal
        raise Refused("not_analysable", "the analysis board takes a four-hand deal: this table's "
                      f"record is not one ({error})", status=422) from None
    if deal is not None and deal > finished:
        raise Refused("deal_not_finished", f"deal {deal}: not finished (the rubber has {finished} "
                      "finished deal(s)); a deal is analysed only when it is over for everyone",
                      status=409)
    if deal is None and finished == 0:
        raise Refused("deal_not_finished", "no deal of this rubber is finished yet: a deal is "
                      "analysed only when it is over for everyone", status=409)
    return text


def analysis_routes() -> APIRouter:
    """The page and the two routes of the analysis board."""
    router = APIRouter()

    @router.get("/analysis/{table_id}", include_in_schema=False)
    async def analysis_page(table_id: str) -> FileResponse:
        return FileResponse(STATIC / "analysis.html", headers={"Cache-Control": "no-cache"})

    @router.get("/api/tables/{table_id}/analysis")
    async def analysis(table_id: str, request: Request, rubber: int | None = None,
                       deal: int | None = None) -> dict[str, Any]:
        """A finished deal (``deal``, from 1; the last finished when omitted) of a rubber (the
        one in play unless ``rubber``) against double dummy: the hands, every card's value and
        cost, the players' summary, every make. A deal not finished: 409 ``deal_not_finished``."""
        text = await _finished_record(request, table_id, rubber, deal)
        result: dict[str, Any] = await _in_worker(request.app.state.hub, analyse_text, text, deal)
        return result

    @router.get("/api/tables/{table_id}/analysis/line")
    async def line(table_id: str, request: Request, deal: int, card: int,
                   rubber: int | None = None) -> dict[str, Any]:
        """The best line (both sides' double-dummy play) from card ``card`` (0 to 51) of a
        finished deal to its end."""
        text = await _finished_record(request, table_id, rubber, deal)
        steps = await _in_worker(request.app.state.hub, line_text, text, deal, card)
        return {"deal": deal, "from": card, "line": steps}

    return router
