"""The guide's routes: the page ``/from-contract-bridge`` (:mod:`.contract_bridge`) and
``GET /api/act-help/{code}``, each act's meaning and law (:mod:`.act_help`).

>>> from fastapi import FastAPI
>>> from fastapi.testclient import TestClient
>>> app = FastAPI(); app.include_router(guide_routes())
>>> TestClient(app).get("/api/act-help/english-1904").json()["leave"]["law"]
'english-1904 law 48'
"""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import HTMLResponse, JSONResponse

from bridgewhist.laws import load_law_code
from bridgewhist.web.act_help import ActHelp, act_help
from bridgewhist.web.contract_bridge import CODES, page_html

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
            return JSONResponse({"error": {"code": "unknown_law_code", "message":
                                           f"no law code {code!r}: choose one of {', '.join(CODES)}"}},
                                status_code=404)
        return act_help(load_law_code(code))

    return router
