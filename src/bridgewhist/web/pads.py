"""The score pad's HTTP API and page (docs/web-protocol.md, "Score pads"; docs/score-pad.md).

A pad is created with the players and the cut; the answer holds two tokens: the edit token
(whoever keeps the score) and the share token (read only). Every later call sends its token in
the ``X-Pad-Token`` header, never in a URL the server or a proxy would log; the page carries it
in the URL's fragment (``/pad/#id=...&key=...``), which no browser sends to the server. An entry
the laws refuse is answered ``422`` naming the field and the reason.

>>> from fastapi.testclient import TestClient
>>> from bridgewhist.web.app import create_app
>>> with TestClient(create_app("sqlite://", workers=0)) as client:
...     made = client.post("/api/pads", json={"law_code": "english-1904", "first_dealer": "N",
...         "players": {"N": "A", "E": "C", "S": "B", "W": "D"}}).json()
...     bad = client.post(f"/api/pads/{made['pad_id']}/ops", headers={"X-Pad-Token": made["edit_token"]},
...         json={"op": "enter", "entry": {"dealer": "N", "strain": "NT", "tricks": {"NS": 7, "EW": 7}}})
>>> bad.status_code, bad.json()["error"]["field"]
(422, 'entry.tricks')
"""

from __future__ import annotations

import datetime
import json
import logging
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Body, Header
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response

from bridgewhist.errors import LawCodeError, NotationError
from bridgewhist.laws import load_law_code
from bridgewhist.notation import pbn
from bridgewhist.notation.record import dumps
from bridgewhist.pad import OpIdReused, Pad, to_record, view
from bridgewhist.web.limits import TOO_LARGE_WORDS
from bridgewhist.web.models import ErrorBody
from bridgewhist.web.pad_store import PadStore, UnknownPad, UnreadablePad, share_token_for
from bridgewhist.web.store import Store

__all__ = ["pad_routes"]

LOG = logging.getLogger("bridgewhist.web")

STATIC = Path(__file__).with_name("static")
PAGE_CACHE = "no-cache"


def _error(status: int, reason: str, message: str, field: str | None = None) -> JSONResponse:
    return JSONResponse({"error": {"reason": reason, "message": _sendable(message), "law": None,
                                   "field": None if field is None else _sendable(field)}},
                        status_code=status)


def _sendable(text: str) -> str:
    """``text`` with any lone surrogate escaped, so the answer can be sent in UTF-8 (a last
    guard: the pad's own errors already show the user's values escaped)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _refused(error: NotationError) -> JSONResponse:
    return _error(422, "bad_pad", error.bare_message, error.field)


def _unreadable(pad_id: str, error: UnreadablePad) -> JSONResponse:
    """A stored pad the checks now refuse: one warning line, one error naming the fault."""
    LOG.warning("score pad %s cannot be read: %s", pad_id[:32], _sendable(str(error)))
    return _error(500, "unreadable_pad", f"the stored pad no longer passes the pad's checks "
                  f"({error}): start a new pad", error.field)


BODY_ERRORS: dict[int | str, dict[str, Any]] = {413: {"model": ErrorBody, "description": TOO_LARGE_WORDS}}
"""The OpenAPI ``responses`` of a pad route that takes a body: past 64 KiB, a 413."""


def pad_routes(store: Store) -> APIRouter:
    """The routes of the score pads, on the web table's database."""
    pads = PadStore(store)
    router = APIRouter()

    def allowed(pad_id: str, token: str | None, need: str) -> JSONResponse | None:
        try:
            access = pads.access(pad_id, token)
        except UnknownPad:
            return _error(404, "unknown_pad", "no score pad of that id")
        if access is None:
            return _error(401, "bad_token", "send the pad's edit or share token in X-Pad-Token")
        if need == "edit" and access != "edit":
            return _error(403, "read_only", "this link shows the pad: only its keeper changes it")
        return None

    def stored(pad_id: str) -> Pad | JSONResponse:
        try:
            return pads.load(pad_id)[0]
        except UnreadablePad as error:
            return _unreadable(pad_id, error)

    @router.get("/pad/", include_in_schema=False)
    async def pad_page() -> FileResponse:
        return FileResponse(STATIC / "pad.html", headers={"Cache-Control": PAGE_CACHE})

    @router.get("/pad/sw.js", include_in_schema=False)
    async def worker() -> FileResponse:
        return FileResponse(STATIC / "js" / "pad-sw.js", media_type="text/javascript",
                            headers={"Cache-Control": PAGE_CACHE})

    @router.get("/pad/manifest.webmanifest", include_in_schema=False)
    async def manifest() -> FileResponse:
        return FileResponse(STATIC / "pad.webmanifest", media_type="application/manifest+json",
                            headers={"Cache-Control": PAGE_CACHE})

    @router.post("/api/pads", status_code=201, responses=BODY_ERRORS)
    def create(body: Annotated[dict[str, Any], Body()]) -> Any:
        """A new pad: ``law_code``, ``house`` (house rules, as a table's: the doubling limit),
        ``players`` by seat, ``first_dealer`` (who won the cut), ``we`` (NS or EW), ``title``.
        The answer holds the edit and share tokens."""
        try:
            code = load_law_code(str(body.get("law_code", "")))
        except LawCodeError as error:
            return _error(422, "bad_pad", str(error), "law_code")
        house = body.get("house") or {}
        if not isinstance(house, dict) or house.get("spade_convention"):
            return _error(422, "bad_pad", "house rules are an object of options; the pad does "
                          "not keep the Spade Convention's hands not played", "house")
        try:
            code = code.with_options(**house)
        except (LawCodeError, TypeError) as error:
            return _error(422, "bad_pad", f"house rules: {error}", "house")
        try:
            pad = Pad.new(code, body.get("players"), body.get("first_dealer"),  # type: ignore[arg-type]
                          we=body.get("we", "NS"), title=body.get("title", ""))
        except NotationError as error:
            return _refused(error)
        pad_id, edit, share = pads.create(pad)
        return JSONResponse({"pad_id": pad_id, "edit_token": edit, "share_token": share,
                             "url": f"/pad/#id={pad_id}&key={edit}",
                             "share_url": f"/pad/#id={pad_id}&key={share}",
                             "pad": view(pad)}, status_code=201)

    @router.get("/api/pads/{pad_id}")
    def read(pad_id: str, x_pad_token: Annotated[str | None, Header()] = None) -> Any:
        """The pad as the page draws it (``bridgewhist.pad.view``), and what the token may do."""
        refused = allowed(pad_id, x_pad_token, "view")
        if refused is not None:
            return refused
        pad = stored(pad_id)
        if isinstance(pad, JSONResponse):
            return pad
        answer: dict[str, Any] = {"pad_id": pad_id, "can_edit": False, "pad": view(pad)}
        if x_pad_token is not None and pads.access(pad_id, x_pad_token) == "edit":
            answer.update(can_edit=True,
                          share_url=f"/pad/#id={pad_id}&key={share_token_for(x_pad_token)}")
        return answer

    @router.post("/api/pads/{pad_id}/ops", responses=BODY_ERRORS)
    def operate(pad_id: str, body: Annotated[dict[str, Any], Body()],
                x_pad_token: Annotated[str | None, Header()] = None) -> Any:
        """One operation: enter, correct, delete or agree. An operation sent again with the
        same ``op_id`` (a phone syncing after it was offline) is applied once; an ``op_id``
        already kept for another operation is refused with a 409 (``op_id_reused``)."""
        refused = allowed(pad_id, x_pad_token, "edit")
        if refused is not None:
            return refused
        at = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")

        def change(pad: Pad) -> Pad:
            return pad if pad.sent_before(body) else pad.apply(body, at=at)

        try:
            pad = pads.change(pad_id, change)
        except OpIdReused as error:
            return _error(409, "op_id_reused", error.bare_message, error.field)
        except UnreadablePad as error:
            return _unreadable(pad_id, error)
        except NotationError as error:
            return _refused(error)
        except TimeoutError as error:
            return _error(409, "busy", str(error))
        return {"pad_id": pad_id, "can_edit": True, "pad": view(pad)}

    @router.get("/api/pads/{pad_id}/record.json")
    def record(pad_id: str, x_pad_token: Annotated[str | None, Header()] = None) -> Response:
        """The pad's record: the same JSON record a played rubber writes (its deals results)."""
        refused = allowed(pad_id, x_pad_token, "view")
        if refused is not None:
            return refused
        pad = stored(pad_id)
        if isinstance(pad, JSONResponse):
            return pad
        return Response(dumps(to_record(pad)), media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-pad-{pad_id}.json"'})

    @router.get("/api/pads/{pad_id}/record.pbn")
    def record_pbn(pad_id: str, x_pad_token: Annotated[str | None, Header()] = None) -> Response:
        """The same record as PBN (each deal a game with no cards: docs/record-format.md)."""
        refused = allowed(pad_id, x_pad_token, "view")
        if refused is not None:
            return refused
        pad = stored(pad_id)
        if isinstance(pad, JSONResponse):
            return pad
        return PlainTextResponse(pbn.dumps(to_record(pad)), media_type="application/x-pbn", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-pad-{pad_id}.pbn"'})

    @router.get("/api/pads/{pad_id}/pad.json")
    def document(pad_id: str, x_pad_token: Annotated[str | None, Header()] = None) -> Response:
        """The pad's own document: the log of every entry, correction and deletion."""
        refused = allowed(pad_id, x_pad_token, "view")
        if refused is not None:
            return refused
        pad = stored(pad_id)
        if isinstance(pad, JSONResponse):
            return pad
        return PlainTextResponse(json.dumps(pad.to_dict(), indent=1),
                                 media_type="application/json")

    return router
