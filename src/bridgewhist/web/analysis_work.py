"""The analysis board's work on the server, shared by its routes (:mod:`bridgewhist.web.analysis`,
:mod:`bridgewhist.web.analysis_pbn`, :mod:`bridgewhist.web.analysis_branch`): a record's text read
(the table's JSON record, or PBN of any program), the functions run in the advisor's workers
(the study workers, apart from the hints' advisor, off the event loop, within
:data:`ANALYSIS_SECONDS`, at most :data:`~bridgewhist.web.study_limits.STUDY_JOBS` jobs at once
with the problems', :data:`~bridgewhist.web.study_limits.STUDY_SHARE` of them a client: past them
``busy``, 503, or ``too_many_jobs``, 429, at once), a table's record of finished deals, and
the one-line refusals in the tables' error shape.

>>> analysis_refusal(AnalysisError("deal 3 was entered as its result: no cards to analyse")).reason
'not_analysable'
>>> record_of("", "pbn")
Traceback (most recent call last):
...
bridgewhist.analysis.board.AnalysisError: no PBN game: the text is empty or has only comments
"""

from __future__ import annotations

import asyncio
from typing import Any, Literal

from fastapi import Request

from bridgewhist.analysis.board import AnalysisError, UnfinishedDealError, line_from
from bridgewhist.analysis.board_json import analysis_to_dict, line_to_list
from bridgewhist.analysis.board_record import analyse_record, deal_states, last_finished
from bridgewhist.analysis.branch import BranchError
from bridgewhist.errors import NotationError
from bridgewhist.notation import pbn
from bridgewhist.notation.record import loads
from bridgewhist.record import Record
from bridgewhist.web.analysis_models import Players
from bridgewhist.web.computer import STRENGTHS
from bridgewhist.web.hub import Hub
from bridgewhist.web.limits import TOO_LARGE_WORDS
from bridgewhist.web.models import ErrorBody
from bridgewhist.web.study_limits import BUSY_WORDS, TOO_MANY_WORDS, gate_of, study_client
from bridgewhist.web.tables.places import Refused

ANALYSIS_SECONDS = 30.0
"""The longest an analysis may take (a whole deal takes about a second) before it is given up."""
RecordKind = Literal["json", "pbn"]
"""How a record's text is written: the table's JSON record, or PBN of any program."""
COMPUTERS: tuple[Players, ...] = tuple(name for name in ("maxims", "ddmc") if name in STRENGTHS)
"""The computer players a branch may be played against on this server (ddmc needs DDS)."""

__all__ = ["ANALYSIS_ERRORS", "ANALYSIS_SECONDS", "COMPUTERS", "RecordKind", "analyse_text",
           "analysis_refusal", "finished_record", "in_worker", "line_text", "record_of"]


ANALYSIS_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorBody, "description": "no such table, or a rubber it has not played (unknown_rubber)"},
    409: {"model": ErrorBody, "description": "a deal not finished for everyone (deal_not_finished): "
                                             "refused without a card of it"},
    413: {"model": ErrorBody, "description": TOO_LARGE_WORDS},
    429: {"model": ErrorBody, "description": TOO_MANY_WORDS},
    422: {"model": ErrorBody, "description": "a deal that cannot be analysed, malformed PBN, or a card "
                                             "or seat refused (not_analysable, bad_branch), in one line"},
    503: {"model": ErrorBody, "description": "the analysis took too long (analysis_timeout): ask again; "
                                             "or " + BUSY_WORDS},
}
"""The errors of the analysis routes, as the tables' routes answer them (:class:`ErrorBody`)."""


def analysis_refusal(error: AnalysisError | NotationError) -> Refused:
    """The one-line refusal of a deal that cannot be analysed: ``deal_not_finished`` (409) for
    a deal not played to its last card, ``bad_branch`` (422) for a branch's seat or card
    refused, else ``not_analysable`` (422)."""
    if isinstance(error, UnfinishedDealError):
        return Refused("deal_not_finished", str(error), status=409)
    if isinstance(error, BranchError):
        return Refused("bad_branch", str(error), status=422)
    return Refused("not_analysable", str(error), status=422)


def record_of(text: str, kind: RecordKind) -> Record:
    """The record in ``text``: the table's JSON record, or PBN (read as ``bridgewhist analyse``
    reads a PBN file: :func:`bridgewhist.notation.pbn.loads`).

    :raises NotationError: naming what is wrong with the text (its line, for PBN).
    :raises AnalysisError: for PBN text with no game in it.
    """
    if kind == "json":
        return loads(text)
    record = pbn.loads(text)
    if not record.deals:
        raise AnalysisError("no PBN game: the text is empty or has only comments")
    return record


def analyse_text(record_text: str, deal: int | None, kind: RecordKind = "json") -> dict[str, Any]:
    """Run in a worker: the analysis of deal ``deal`` (from 1; the last finished when None) of a
    record of finished deals, JSON-ready, with the deal's number as ``deal``, the number of
    deals and the players' names by seat."""
    record = record_of(record_text, kind)
    analysis = analysis_to_dict(analyse_record(record, deal))
    analysis["deal"] = deal if deal is not None else last_finished(record) or len(record.deals)
    analysis["deals"] = len(record.deals)
    analysis["names"] = {seat.name: name for seat, name in record.players.items()}
    return analysis


def line_text(record_text: str, deal: int | None, card: int, kind: RecordKind = "json") -> dict[str, Any]:
    """Run in a worker: the best line from card ``card`` (0 to 51) of deal ``deal`` (from 1; the
    last finished when None)."""
    number, states, _ = deal_states(record_of(record_text, kind), deal)
    return {"deal": number, "from": card, "line": line_to_list(line_from(states, card))}


async def in_worker(request: Request, function: Any, *args: Any) -> Any:
    """``function(*args)`` in the study workers, counted against the request's client
    (:func:`~bridgewhist.web.study_limits.study_client`); its refusals as :class:`Refused`."""
    hub: Hub = request.app.state.hub
    try:
        # too_many_jobs (429) past the client's share, busy (503) past the jobs allowed at once
        with gate_of(hub.thinkers.study).admit(*study_client(request)):
            return await asyncio.wait_for(hub.thinkers.study.run(function, *args, seconds=ANALYSIS_SECONDS),
                                          ANALYSIS_SECONDS)
    except (AnalysisError, NotationError) as error:
        raise analysis_refusal(error) from None
    except TimeoutError:
        raise Refused("analysis_timeout", "the analysis took too long; ask again", status=503) from None


async def finished_record(request: Request, table_id: str, rubber: int | None, deal: int | None) -> str:
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


