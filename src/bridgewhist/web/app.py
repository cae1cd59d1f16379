"""The web table's HTTP API, websocket and pages (FastAPI); the contract is docs/web-protocol.md.

:func:`create_app` builds the application for a database URL. Every error answers
``{"error": {"reason", "message", "law"}}``; no answer ever holds a card of a deal in play.

>>> from fastapi.testclient import TestClient
>>> with TestClient(create_app("sqlite://", workers=0)) as client:
...     created = client.post("/api/tables", json={"code": "american-1905", "seed": 1}).json()
...     client.get(created["url"]).status_code, client.get("/api/tables").json()["tables"][0]["status"]
(200, 'waiting')
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.openapi.utils import get_openapi
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import Scope

from bridgewhist.errors import LawCodeError
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.web.agreements import agreement_routes
from bridgewhist.web.analysis import analysis_routes
from bridgewhist.web.chat import listen as listen_chat
from bridgewhist.web.computer import STRENGTHS, Thinkers
from bridgewhist.web.eviction import IDLE_SECONDS
from bridgewhist.web.guide import guide_routes
from bridgewhist.web.health import Readiness
from bridgewhist.web.hub import Hub
from bridgewhist.web.kinds import REQUEST_KINDS, kind_for_request
from bridgewhist.web.learn import learn_routes
from bridgewhist.web.limits import TOO_LARGE_WORDS, BodyLimit, problems_text
from bridgewhist.web.models import (
    Computers,
    Created,
    CreateTable,
    ErrorBody,
    Health,
    Joined,
    JoinTable,
    TableList,
    TableSummary,
    clean_name,
)
from bridgewhist.web.not_found import not_found_page, wants_page
from bridgewhist.web.pads import pad_routes
from bridgewhist.web.problems import problem_routes
from bridgewhist.web.room import Room
from bridgewhist.web.socket import serve_socket
from bridgewhist.web.store import StorageFailed, Store, failure_cause
from bridgewhist.web.table_agreements import BadAgreements, choose
from bridgewhist.web.tables.places import Refused

STATIC = Path(__file__).with_name("static")
LOG = logging.getLogger("bridgewhist.web")
ERRORS = {
    400: "a body or parameter not as documented (bad_request), naming the field",
    401: "no seat token, or one not good at this table (bad_token)",
    404: "no such table (unknown_table), rubber (unknown_rubber) or record (no_pbn)",
    409: "the table is full (table_full)",
    413: TOO_LARGE_WORDS,
    422: "an option the server does not offer, or a name it does not keep (bad_name, "
         "bad_law_code, bad_house_rules, bad_mode, bad_house, "
         "unknown_computer, bad_kind, mode_not_available, bad_places, bad_scoring, "
         "unknown_agreements, bad_agreements)",
    503: "the database did not answer or refused the write (away or full): nothing was accepted "
         "(storage_failed)",
}
"""The HTTP errors in words, each answered with an :class:`~bridgewhist.web.models.ErrorBody`."""

STATIC_CACHE = "no-cache"
"""The static files' ``Cache-Control``: the browser keeps them and asks again each time, the
server answering ``304`` while the file's ETag holds (a new version is never mixed with an old
one). The scripts and styles are sent gzip-compressed to a browser that accepts it."""


class CachedStatic(StaticFiles):
    """The static files, each answer with :data:`STATIC_CACHE`."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = STATIC_CACHE
        return response


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI ``responses`` of a route's errors."""
    return {status: {"model": ErrorBody, "description": ERRORS[status]} for status in statuses}


def _error(status: int, reason: str, message: str, law: str | None = None) -> JSONResponse:
    return JSONResponse({"error": {"reason": reason, "message": message, "law": law}}, status_code=status)


class WebApp(FastAPI):
    """The application, whose OpenAPI page documents the errors it answers (a body the models
    refuse is answered 400 with an :class:`~bridgewhist.web.models.ErrorBody`, not FastAPI's 422)."""

    def openapi(self) -> dict[str, Any]:
        """The OpenAPI schema (``/openapi.json``, shown at ``/docs``)."""
        if self.openapi_schema is None:
            schema = get_openapi(title=self.title, version=self.version, summary=self.summary,
                                 routes=self.routes)
            for path in schema.get("paths", {}).values():
                for operation in path.values():
                    responses = operation.get("responses", {})
                    if "HTTPValidationError" in json.dumps(responses.get("422", {})):
                        del responses["422"]
            for name in ("HTTPValidationError", "ValidationError"):
                schema.get("components", {}).get("schemas", {}).pop(name, None)
            self.openapi_schema = schema
        return self.openapi_schema


def check_options(body: CreateTable) -> LawCode:
    """The options every kind of table checks alike: the law code with its house rules (returned),
    the mode, the computer players, the kind.

    :raises Refused: ``bad_law_code``, ``bad_house_rules``, ``bad_mode``, ``bad_house``,
        ``unknown_computer`` or ``bad_kind`` (422).
    """
    try:
        code = load_law_code(body.code)
    except LawCodeError as error:
        raise Refused("bad_law_code", str(error), status=422) from None
    try:
        code = code.with_options(**body.house)
    except (LawCodeError, TypeError) as error:
        raise Refused("bad_house_rules", f"house rules: {error}", status=422) from None
    if body.mode not in ("strict", "laws"):
        raise Refused("bad_mode", f"mode {body.mode!r}: expected 'strict' or 'laws'", status=422)
    if body.mode == "laws" and code.options.spade_convention:
        raise Refused("bad_house", "a club-laws table does not play the Spade Convention: "
                      "choose one or the other", status=422)
    if body.computer not in STRENGTHS:
        raise Refused("unknown_computer", f"computer {body.computer!r}: expected one of "
                      f"{', '.join(STRENGTHS)}", status=422)
    if body.kind not in REQUEST_KINDS:
        raise Refused("bad_kind", f"kind {body.kind!r}: expected one of {', '.join(REQUEST_KINDS)}",
                      status=422)
    return code


def check_agreements(body: CreateTable) -> tuple[str, str]:
    """The agreements of North-South and East-West for the table asked
    (:func:`~bridgewhist.web.table_agreements.choose`).

    :raises Refused: ``unknown_agreements`` or ``bad_agreements`` (422).
    """
    try:
        return choose(body.agreements, body.computer, body.kind)
    except BadAgreements as error:
        raise Refused(error.reason, str(error), status=422) from None


def rubber_asked(played: int, rubber: int | None) -> int:
    """The rubber a record is asked of: ``rubber``, else the one in play.

    :raises Refused: ``unknown_rubber`` (404) before the first cut or for a rubber not played.
    """
    number = played if rubber is None else rubber
    if not 1 <= number <= played:
        raise Refused("unknown_rubber", f"rubber {rubber}: the table has played {played} rubber(s)"
                      if rubber is not None else "the table has not cut for partners yet: no record",
                      status=404)
    return number


def create_app(database: str = "bridgewhist.db", *, workers: int = 1, think_seconds: float = 10.0,
               idle_seconds: float = IDLE_SECONDS, undo_window: float = 0.0) -> FastAPI:
    """The application on the database at ``database`` (a SQLite path or a URL), with
    ``workers`` worker processes for the computer players (0: a thread); a table not in use for
    ``idle_seconds`` leaves memory (``web/eviction.py``); the computer players wait
    ``undo_window`` seconds after a person's action (``Hub.undo_window``)."""
    store = Store(database)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub = Hub(store, Thinkers(workers=workers, budget=think_seconds), idle_seconds=idle_seconds)
        hub.undo_window = undo_window
        listen_chat(hub)   # a site of several processes: their table talk (web/chat.py)
        app.state.hub = hub
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    app = WebApp(title="bridgewhist", summary="Bridge Whist tables (docs/web-protocol.md)", lifespan=lifespan)

    def hub_of(request: Request) -> Hub:
        hub: Hub = request.app.state.hub
        return hub

    @app.exception_handler(Refused)
    async def refused(request: Request, error: Refused) -> JSONResponse:
        if isinstance(error, StorageFailed):   # one line, no traceback (the path holds no token)
            LOG.warning("%s %s: storage_failed (%s)", request.method, request.url.path, error.cause)
        return JSONResponse({"error": error.as_dict()}, status_code=error.status)

    @app.exception_handler(SQLAlchemyError)
    async def storage(request: Request, error: SQLAlchemyError) -> JSONResponse:
        # A database error met outside Hub.db (which raises StorageFailed itself): the same 503.
        return await refused(request, StorageFailed(failure_cause(error)))

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, error: RequestValidationError) -> JSONResponse:
        # Built here, never FastAPI's default: that echoes the whole input back.
        problems = problems_text(error.errors())
        return _error(400, "bad_request", f"the request is not as documented: {problems}")

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, error: StarletteHTTPException) -> Response:
        if error.status_code == 404 and wants_page(request.method, request.url.path,
                                                   request.headers.get("accept", "")):
            return not_found_page()   # a browser's unknown page: HTML with a way back (web/not_found.py)
        reason = {404: "not_found", 405: "method_not_allowed"}.get(error.status_code, "http_error")
        return _error(error.status_code, reason, str(error.detail))

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": STATIC_CACHE})

    @app.get("/t/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(STATIC / "table.html", headers={"Cache-Control": STATIC_CACHE})

    readiness = Readiness(store)

    @app.get("/api/health", response_model=Health, responses=errors(503))
    async def health() -> Any:
        """The server answers, and so does its database (a load balancer's readiness check):
        503 ``storage_failed`` while the database does not."""
        if await readiness.check() is not None:
            return _error(503, "storage_failed", "the database does not answer: this server can take "
                          "no action now; try another, or again shortly")
        return Health(ok=True)

    @app.get("/api/computers", response_model=Computers)
    async def computers() -> Computers:
        """The computer players a table may have on this server (the lobby offers only these)."""
        return Computers(available=list(STRENGTHS))

    @app.post("/api/tables", status_code=201, responses=errors(400, 413, 422, 503))
    async def create(body: CreateTable, request: Request) -> Created:
        """Open a table of a kind (``four``, ``three-hand``, ``club``) under a law code."""
        code = check_options(body)
        agreements = check_agreements(body)
        kind = kind_for_request(body.kind, body.mode)
        opening = kind.opening(body)
        room = await hub_of(request).create(code, body.mode, body.computer, body.seed, kind, opening,
                                            agreements)
        table_id = room.game.config.table_id
        return Created(table_id=table_id, url=f"/t/{table_id}")

    @app.get("/api/tables", response_model=TableList, response_model_exclude_unset=True)
    async def tables(request: Request) -> TableList:
        """The newest tables first, at most 100."""
        rooms = await hub_of(request).list_rooms()
        return TableList(tables=[r.summary() for r in rooms])

    @app.get("/api/tables/{table_id}", response_model=TableSummary, response_model_exclude_unset=True,
             responses=errors(404))
    async def table(table_id: str, request: Request) -> TableSummary:
        """A table in a few words (never a card)."""
        room = await hub_of(request).room(table_id)
        return room.summary()

    @app.post("/api/tables/{table_id}/join", status_code=201, responses=errors(400, 404, 409, 413, 422, 503))
    async def join(table_id: str, body: JoinTable, request: Request) -> Joined:
        """Take a place: the answer holds the seat token."""
        name = clean_name(body.name)
        hub = hub_of(request)
        token, place, seated = await hub.join(await hub.room(table_id), name)
        return Joined(token=token, member=place, name=seated)

    @app.post("/api/tables/{table_id}/fill", response_model=TableSummary, response_model_exclude_unset=True,
              responses=errors(401, 404, 413, 503))
    async def fill(table_id: str, request: Request,
                   x_seat_token: Annotated[str | None, Header()] = None) -> TableSummary:
        """Computer players in every empty or vacant place (asked by a member)."""
        hub = hub_of(request)
        room = await hub.room(table_id)
        await hub.fill(room, x_seat_token)
        return room.summary()

    @app.post("/api/tables/{table_id}/leave", response_model=TableSummary, response_model_exclude_unset=True,
              responses=errors(401, 404, 413, 503))
    async def leave(table_id: str, request: Request,
                    x_seat_token: Annotated[str | None, Header()] = None) -> TableSummary:
        """Give the token's place up (the token stops working)."""
        hub = hub_of(request)
        room = await hub.room(table_id)
        await hub.leave(room, x_seat_token)
        return room.summary()

    async def rubber_room(table_id: str, request: Request, rubber: int | None) -> tuple[Room, int]:
        room = await hub_of(request).room(table_id)
        return room, rubber_asked(room.game.rubber_number, rubber)

    @app.get("/api/tables/{table_id}/record.json", responses=errors(400, 404))
    async def record_json(table_id: str, request: Request, rubber: int | None = None) -> Response:
        """The record of a rubber (the one in play unless ``rubber``), finished deals only."""
        room, number = await rubber_room(table_id, request, rubber)
        return Response(room.game.record_json(number), media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-{table_id}-{number}.json"'})

    @app.get("/api/tables/{table_id}/record.pbn", responses=errors(400, 404))
    async def record_pbn(table_id: str, request: Request, rubber: int | None = None) -> Response:
        """The same as PBN (four-hand and club tables in strict mode)."""
        room, number = await rubber_room(table_id, request, rubber)
        return PlainTextResponse(room.game.record_pbn(number), media_type="application/x-pbn", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-{table_id}-{number}.pbn"'})

    @app.websocket("/ws/tables/{table_id}")
    async def socket(websocket: WebSocket, table_id: str) -> None:
        await serve_socket(websocket.app.state.hub, websocket, table_id)

    app.include_router(pad_routes(store))   # the score pads (web/pads.py)
    app.include_router(agreement_routes())   # the partner player's agreements (web/agreements.py)
    app.include_router(guide_routes())   # /from-contract-bridge, /api/act-help (web/guide.py)
    app.include_router(learn_routes())   # the lessons at /learn/ (web/learn.py)
    app.include_router(analysis_routes())   # the analysis board (web/analysis.py)
    app.include_router(problem_routes())   # double-dummy problems at /problems/ (web/problems.py)
    app.add_middleware(BodyLimit)   # every body past 64 KiB: 413, read no further
    # Only the static files are compressed: a middleware around the whole app would also wrap
    # the API's answers and the websocket's scope for nothing.
    app.mount("/static", GZipMiddleware(CachedStatic(directory=STATIC, check_dir=False), minimum_size=500),
              name="static")
    return app


__all__ = ["ERRORS", "STATIC_CACHE", "CachedStatic", "WebApp", "check_agreements", "check_options",
           "create_app", "errors",
           "rubber_asked"]
