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
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from bridgewhist.errors import LawCodeError, NotationError
from bridgewhist.laws import load_law_code
from bridgewhist.notation import pbn
from bridgewhist.notation.record import dumps
from bridgewhist.web.computer import STRENGTHS, Thinkers
from bridgewhist.web.hub import Hub, Room
from bridgewhist.web.socket import serve_socket
from bridgewhist.web.store import Store
from bridgewhist.web.tables.club import SIZES, ClubGame, club_part
from bridgewhist.web.tables.four_hand import Refused
from bridgewhist.web.tables.three_hand import CLUB, KINDS, THREE_HAND, ThreeGame, scoring_settings
from bridgewhist.web.views.four_hand import finished_record, summary
from bridgewhist.web.views.three_hand import three_record_text, three_summary

STATIC = Path(__file__).with_name("static")
LOG = logging.getLogger("bridgewhist.web")


class CreateTable(BaseModel):
    """``POST /api/tables``."""

    model_config = ConfigDict(extra="forbid")
    code: str = "english-1904"
    house: dict[str, Any] = Field(default_factory=dict)
    mode: str = "strict"
    computer: str = "maxims"
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    kind: str = "four"
    places: int | None = None
    scoring: str | None = None
    games: int | None = None
    deal_count: int | None = None


class JoinTable(BaseModel):
    """``POST /api/tables/{id}/join``."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)


def _error(status: int, reason: str, message: str, law: str | None = None) -> JSONResponse:
    return JSONResponse({"error": {"reason": reason, "message": message, "law": law}}, status_code=status)


def create_app(database: str = "bridgewhist.db", *, workers: int = 1, think_seconds: float = 10.0) -> FastAPI:
    """The application on the database at ``database`` (a SQLite path or a URL), with
    ``workers`` worker processes for the computer players (0: a thread)."""
    store = Store(database)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub = Hub(store, Thinkers(workers=workers, budget=think_seconds))
        app.state.hub = hub
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(title="bridgewhist", summary="Bridge Whist tables (docs/web-protocol.md)",
                  lifespan=lifespan)

    def hub_of(request: Request) -> Hub:
        hub: Hub = request.app.state.hub
        return hub

    @app.exception_handler(Refused)
    async def refused(_request: Request, error: Refused) -> JSONResponse:
        return JSONResponse({"error": error.as_dict()}, status_code=error.status)

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, error: RequestValidationError) -> JSONResponse:
        problems = "; ".join(f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg', '')}"
                             for e in error.errors())
        return _error(400, "bad_request", f"the request is not as documented: {problems}")

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, error: StarletteHTTPException) -> JSONResponse:
        reason = {404: "not_found", 405: "method_not_allowed"}.get(error.status_code, "http_error")
        return _error(error.status_code, reason, str(error.detail))

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/t/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(STATIC / "table.html")

    @app.get("/api/health")
    async def health() -> dict[str, bool]:
        return {"ok": True}

    @app.post("/api/tables", status_code=201)
    async def create(body: CreateTable, request: Request) -> dict[str, str]:
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
        if body.kind not in KINDS:
            raise Refused("bad_kind", f"kind {body.kind!r}: expected one of {', '.join(KINDS)}", status=422)
        if body.mode == "laws" and body.kind == THREE_HAND:
            raise Refused("mode_not_available", "the club-laws referee rules four-handed deals: "
                          "a three-hand table plays in strict mode", status=422)
        places = body.places
        if body.kind == CLUB:
            places = 6 if places is None else places
            if places not in SIZES:
                raise Refused("bad_places", f"a club table has five or six places, not {places} "
                              "(A21, W21: six players constitute a full table)", status=422)
            if body.mode == "laws":
                raise Refused("mode_not_available", "a club table of five or six plays in strict mode",
                              status=422)
        elif places is not None:
            raise Refused("bad_places", "only a club table chooses its number of places", status=422)
        chosen = (body.scoring, body.games, body.deal_count)
        settings: dict[str, Any] = {}
        if body.kind == THREE_HAND:
            try:
                settings = scoring_settings(*chosen)
            except NotationError as error:
                raise Refused("bad_scoring", str(error), status=422) from None
        elif chosen != (None, None, None):
            raise Refused("bad_scoring", "only a three-hand table chooses how the score is kept "
                          "(scoring, games, deal_count)", status=422)
        room = await hub_of(request).create(code, body.mode, body.computer, body.seed, body.kind, places,
                                            settings)
        table_id = room.game.config.table_id
        return {"table_id": table_id, "url": f"/t/{table_id}"}

    @app.get("/api/tables")
    async def tables(request: Request) -> dict[str, list[dict[str, Any]]]:
        rooms = await hub_of(request).list_rooms()
        return {"tables": [_summary(r) for r in rooms]}

    @app.get("/api/tables/{table_id}")
    async def table(table_id: str, request: Request) -> dict[str, Any]:
        room = await hub_of(request).room(table_id)
        return _summary(room)

    @app.post("/api/tables/{table_id}/join", status_code=201)
    async def join(table_id: str, body: JoinTable, request: Request) -> dict[str, Any]:
        name = " ".join(body.name.split())
        if not name:
            raise Refused("bad_request", "a name is needed to take a place", status=400)
        hub = hub_of(request)
        token, place, seated = await hub.join(await hub.room(table_id), name)
        return {"token": token, "member": place, "name": seated}

    @app.post("/api/tables/{table_id}/fill")
    async def fill(table_id: str, request: Request,
                   x_seat_token: Annotated[str | None, Header()] = None) -> dict[str, Any]:
        hub = hub_of(request)
        room = await hub.room(table_id)
        await hub.fill(room, x_seat_token)
        return _summary(room)

    @app.post("/api/tables/{table_id}/leave")
    async def leave(table_id: str, request: Request,
                    x_seat_token: Annotated[str | None, Header()] = None) -> dict[str, Any]:
        hub = hub_of(request)
        room = await hub.room(table_id)
        await hub.leave(room, x_seat_token)
        return _summary(room)

    def _summary(room: Room) -> dict[str, Any]:
        game = room.game
        if isinstance(game, ThreeGame):
            return three_summary(game, room.connected())
        out = summary(game, room.connected())
        if isinstance(game, ClubGame):
            out.update(club_part(game))
        return out

    def _rubber(room_rubbers: int, rubber: int | None) -> int:
        number = room_rubbers if rubber is None else rubber
        if not 1 <= number <= room_rubbers:
            raise Refused("unknown_rubber", f"rubber {rubber}: the table has played "
                          f"{room_rubbers} rubber(s)" if rubber is not None else
                          "the table has not cut for partners yet: no record", status=404)
        return number

    @app.get("/api/tables/{table_id}/record.json")
    async def record_json(table_id: str, request: Request, rubber: int | None = None) -> Response:
        room = await hub_of(request).room(table_id)
        number = _rubber(room.game.rubber_number, rubber)
        game = room.game
        if isinstance(game, ThreeGame):
            text = three_record_text(game, number)
        else:
            text = dumps(finished_record(game.rubbers[number - 1]))
        return Response(text, media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-{table_id}-{number}.json"'})

    @app.get("/api/tables/{table_id}/record.pbn")
    async def record_pbn(table_id: str, request: Request, rubber: int | None = None) -> Response:
        room = await hub_of(request).room(table_id)
        number = _rubber(room.game.rubber_number, rubber)
        if isinstance(room.game, ThreeGame):
            raise Refused("no_pbn", "PBN holds four-hand deals: a three-hand table's record is JSON only",
                          status=404)
        if room.game.config.mode == "laws":
            raise Refused("no_pbn", "PBN cannot hold a club-laws table's irregularities and rulings: "
                          "its record is JSON only", status=404)
        record = finished_record(room.game.rubbers[number - 1])
        text = pbn.dumps(record) if record.deals else ""
        return PlainTextResponse(text, media_type="application/x-pbn", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-{table_id}-{number}.pbn"'})

    @app.websocket("/ws/tables/{table_id}")
    async def socket(websocket: WebSocket, table_id: str, token: str | None = None) -> None:
        await serve_socket(websocket.app.state.hub, websocket, table_id, token)

    app.mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")
    return app


__all__ = ["create_app"]
