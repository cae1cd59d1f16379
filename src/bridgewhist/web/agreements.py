"""The partnership's agreements over HTTP: ``GET /api/agreements/{name}`` (issue 37, item 5).

A human partner of the ``partner`` computer player reads here the conventions it plays to, the
set his table chose for his side (:mod:`bridgewhist.web.table_agreements`; the table page shows
them: ``static/js/agreements.js``); each with what it shows and its passages. An unknown name is
a 404 with one line saying which names there are.

>>> from fastapi.testclient import TestClient
>>> from fastapi import FastAPI
>>> app = FastAPI(); app.include_router(agreement_routes())
>>> body = TestClient(app).get("/api/agreements/books").json()
>>> body["name"], body["items"][0]["key"], body["players"]
('books', 'leads', ['partner'])
>>> TestClient(app).get("/api/agreements/nope").json()["error"]["reason"]
'unknown_agreements'
"""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

from bridgewhist.agents.agreements import AGREEMENTS, Agreements, UnknownAgreementsError, agreements_named

__all__ = ["AgreementItem", "AgreementSource", "AgreementsView", "agreement_routes", "view_of"]

PLAYERS = {name: ["partner"] for name in AGREEMENTS if name != "none"} | {
    "none": ["random", "maxims", "learned", "ddmc", "alphamu", "partner"]}
"""The computer players that play to each set of agreements (``partner`` to the set its table
chose for its side)."""


class AgreementSource(BaseModel):
    """A passage: the book, its chapter, the words quoted (empty when the seed names only the
    chapter)."""

    book: str
    chapter: str
    quote: str


class AgreementItem(BaseModel):
    """One convention: what the player does, what it shows partner, its passages and the
    project's reading where the books are silent."""

    key: str
    name: str
    rule: str
    shows: str
    reading: str
    sources: list[AgreementSource]


class AgreementsView(BaseModel):
    """``GET /api/agreements/{name}``: a partnership's agreements."""

    name: str
    title: str
    players: list[str] = Field(description="the computer players who play to these agreements")
    items: list[AgreementItem]


def view_of(agreements: Agreements) -> AgreementsView:
    """The wire's form of a set of agreements."""
    return AgreementsView(
        name=agreements.name, title=agreements.title, players=PLAYERS.get(agreements.name, []),
        items=[AgreementItem(key=a.key, name=a.name, rule=a.rule, shows=a.shows, reading=a.reading,
                             sources=[AgreementSource(book=s.book, chapter=s.chapter, quote=s.quote)
                                      for s in a.sources])
               for a in agreements.items])


def agreement_routes() -> APIRouter:
    """The agreements' route."""
    router = APIRouter()

    @router.get("/api/agreements/{name}", response_model=AgreementsView)
    async def agreements(name: str) -> AgreementsView | JSONResponse:
        """A partnership's agreements by name (``books``, ``books-no-discard``, ``none``)."""
        try:
            found = agreements_named(name)
        except UnknownAgreementsError:
            return JSONResponse({"error": {"reason": "unknown_agreements", "message":
                                           "unknown agreements: expected one of "
                                           f"{', '.join(sorted(AGREEMENTS))}",
                                           "law": None}}, status_code=404)
        return view_of(found)

    return router
