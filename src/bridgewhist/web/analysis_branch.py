"""Play on from here over HTTP (issue 35, item 2): ``POST /api/tables/{table_id}/analysis/branch``
and ``POST /api/analysis/pbn/branch``, a branch of a finished deal against the computer players
(:func:`~bridgewhist.analysis.branch.play_on`).

Stateless: each request carries the deal (the table's, or PBN), the card the branch starts at,
the user's seat and the branch's cards so far; the server replays and checks them (a card refused
is a 422 ``bad_branch`` naming it) and answers with the computers' cards up to the user's next
turn, and at the end the outcome beside the deal as played and double dummy. A branch is never
written anywhere: the table's record is only read. A deal not finished for everyone is refused
as its analysis is (409 ``deal_not_finished``, no card of it). The computers think in the
study workers, off the event loop, each card within :data:`CARD_SECONDS`, the whole answer
within :data:`~bridgewhist.web.analysis_work.ANALYSIS_SECONDS`.

>>> branch_seed("t1", 2, 8, "W", 3)
'branch:t1:2:8:W:3'
"""

from __future__ import annotations

import random
from typing import Any

from fastapi import APIRouter, Request

from bridgewhist.agents import make_agent
from bridgewhist.analysis.board_json import branch_to_dict
from bridgewhist.analysis.board_record import deal_states
from bridgewhist.analysis.branch import play_on
from bridgewhist.cards import Card
from bridgewhist.errors import NotationError
from bridgewhist.notation.limits import shown
from bridgewhist.seats import Seat
from bridgewhist.web.analysis_models import BranchAnswer, BranchBody, PbnBranchBody
from bridgewhist.web.analysis_work import (
    ANALYSIS_ERRORS,
    COMPUTERS,
    RecordKind,
    finished_record,
    in_worker,
    record_of,
)
from bridgewhist.web.computer import agent_settings
from bridgewhist.web.tables.places import Refused

CARD_SECONDS = 2.0
"""The budget of one computer card of a branch (the strong player samples within half of it)."""

__all__ = ["CARD_SECONDS", "branch_routes", "branch_seed", "branch_text"]


def branch_seed(source: str, deal: int, start: int, seat: str, cards: int) -> str:
    """The seed of the computers' cards of a branch: the same branch asks alike."""
    return f"branch:{source}:{deal}:{start}:{seat}:{cards}"


def branch_text(record_text: str, kind: RecordKind, deal: int, start: int, seat: str,
                cards: tuple[int, ...], players: str, seed: str) -> dict[str, Any]:
    """Run in a worker: the branch of deal ``deal`` (from 1) of the record from card ``start``
    with the user at ``seat``, ``cards`` replayed, the computers (``players``) playing on."""
    number, states, game_score = deal_states(record_of(record_text, kind), deal)
    agent = make_agent(players, random.Random(seed), **agent_settings(players, CARD_SECONDS))
    branch = play_on(states, start, Seat[seat], cards, agent, game_score)
    return {"deal": number, "players": players, **branch_to_dict(branch)}


def _cards(words: list[str]) -> tuple[int, ...]:
    out = []
    for number, word in enumerate(words, 1):
        try:
            out.append(int(Card.parse(word)))
        except NotationError:   # the word shown short and escaped, never echoed at length
            raise Refused("bad_branch", f"branch card {number}: {shown(word, 8)} is not a card: expected "
                          "a suit (S H D C) and a rank (2-9 T J Q K A)", status=422) from None
    return tuple(out)


async def _branch(request: Request, text: str, kind: RecordKind, source: str, body: BranchBody
                  ) -> BranchAnswer:
    if body.players not in COMPUTERS:
        raise Refused("bad_branch", f"players {body.players!r}: this server offers "
                      f"{', '.join(COMPUTERS)}", status=422)
    cards = _cards(body.played)
    seed = branch_seed(source, body.deal, body.card, body.seat, len(cards))
    answer = await in_worker(request, branch_text, text, kind, body.deal, body.card,
                             body.seat, cards, body.players, seed)
    return BranchAnswer.model_validate(answer)


def branch_routes() -> APIRouter:
    """The routes of a branch: a table's finished deal, and a PBN deal."""
    router = APIRouter()

    @router.post("/api/tables/{table_id}/analysis/branch", response_model=BranchAnswer,
                 responses=ANALYSIS_ERRORS)
    async def table_branch(table_id: str, body: BranchBody, request: Request) -> BranchAnswer:
        """Play on from card ``card`` of a finished deal at ``seat`` against the computers: the
        branch's cards so far checked, the computers' up to the user's next turn, the outcome at
        the end. Never written into the table's record."""
        text = await finished_record(request, table_id, body.rubber, body.deal)
        return await _branch(request, text, "json", table_id, body)

    @router.post("/api/analysis/pbn/branch", response_model=BranchAnswer, responses=ANALYSIS_ERRORS)
    async def pbn_branch(body: PbnBranchBody, request: Request) -> BranchAnswer:
        """Play on from a card of a PBN deal (as the table's branch)."""
        return await _branch(request, body.pbn, "pbn", "pbn", body)

    return router
