"""The guide's routes: the page ``/from-contract-bridge`` (:mod:`.contract_bridge`),
``GET /api/act-help/{code}``, each act's meaning and law (:mod:`.act_help`), and
``GET /api/tables/{id}/explain``, how each figure of the rubber in play's block was made
(:mod:`.explained`).

>>> from fastapi import FastAPI
>>> from fastapi.testclient import TestClient
>>> app = FastAPI(); app.include_router(guide_routes())
>>> TestClient(app).get("/api/act-help/english-1904").json()["leave"]["law"]
'english-1904 law 48'
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse

from bridgewhist.laws import load_law_code
from bridgewhist.web.act_help import ActHelp, act_help
from bridgewhist.web.contract_bridge import CODES, page_html
from bridgewhist.web.explained import ExplainAnswer
from bridgewhist.web.hub import Hub
from bridgewhist.web.tables.places import Refused

__all__ = ["guide_routes"]


def guide_routes() -> APIRouter:
    """The page for the contract-bridge player and the acts' meanings."""
    router = APIRouter()
    page = page_html()

    @router.get("/from-contract-bridge", include_in_schema=False)
    async def from_contract_bridge() -> HTMLResponse:
        return HTMLResponse(page, headers={"Cache-Control": "no-cache"})

    @router.get("/api/act-help/{code}", response_model=dict[str, ActHelp])
    async def acts(code: str) -> dict[str, ActHelp] | JSONResponse:
        """What each act offered at the table means under the code, with its law."""
        if code not in CODES:
            refused = Refused("unknown_law_code",
                              f"no law code {code[:32]!r}: choose one of {', '.join(CODES)}", status=404)
            return JSONResponse({"error": refused.as_dict()}, status_code=refused.status)
        return act_help(load_law_code(code))

    @router.get("/api/tables/{table_id}/explain", response_model=ExplainAnswer)
    async def explain(table_id: str, request: Request) -> JSONResponse:
        """How each figure of the scoring block of the rubber in play was made, by key."""
        hub: Hub = request.app.state.hub
        try:
            game = (await hub.room(table_id)).game
            figures = game.score_figures()
            if figures is None:
                raise Refused("no_rubber", f"table {table_id} has no rubber's score to explain",
                              status=404)
        except Refused as error:
            return JSONResponse({"error": error.as_dict()}, status_code=error.status)
        answer = ExplainAnswer.model_validate({"rubber": game.rubber_number, "figures": figures})
        return JSONResponse(answer.model_dump(mode="json"))

    return router
