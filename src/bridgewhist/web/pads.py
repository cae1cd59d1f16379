"""The score pad's HTTP API and page (docs/web-protocol.md, "Score pads"; docs/score-pad.md).

A pad is created with the players and the cut; the answer holds two tokens: the edit token
(whoever keeps the score) and the share token (read only). Every later call sends its token in
the ``X-Pad-Token`` header, never in a URL the server or a proxy would log; the page carries it
in the URL's fragment (``/pad/#id=...&key=...``), which no browser sends to the server. An entry
the laws refuse is answered ``422`` naming the field and the reason. The bodies are typed
(``web/pad_models.py``); every store call runs in the hub's one database thread (:meth:`Hub.db
<bridgewhist.web.hub.Hub.db>`, as the tables' do: a database away is ``503 storage_failed``), and
every refusal is a :class:`~bridgewhist.web.tables.places.Refused` answered by the app as the
tables' are, its body with the field at fault (:class:`~bridgewhist.web.pad_models.PadRefused`).

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

from fastapi import APIRouter, Header, Request
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response

from bridgewhist.errors import LawCodeError, NotationError
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.notation import pbn
from bridgewhist.notation.record import dumps
from bridgewhist.pad import OpIdReused, Pad, to_record
from bridgewhist.record import Record
from bridgewhist.web.hub import Hub
from bridgewhist.web.limits import TOO_LARGE_WORDS
from bridgewhist.web.models import ErrorBody
from bridgewhist.web.pad_models import NewPad, PadErrorBody, PadOp, PadRefused
from bridgewhist.web.pad_store import PadStore, UnknownPad, UnreadablePad, share_token_for
from bridgewhist.web.pad_views import PadAnswer, PadCreated, pad_view
from bridgewhist.web.store import Store

__all__ = ["PAD_ERRORS", "pad_code", "pad_record", "pad_routes"]

LOG = logging.getLogger("bridgewhist.web")

STATIC = Path(__file__).with_name("static")
PAGE_CACHE = "no-cache"

PAD_ERRORS: dict[int, str] = {
    400: "a body not as documented (bad_request), naming the field",
    401: "no pad token, or one not of this pad (bad_token)",
    403: "the share token of a pad asked to change it (read_only)",
    404: "no score pad of that id (unknown_pad)",
    409: "an op_id kept for another operation (op_id_reused), or the pad written by others (busy)",
    413: TOO_LARGE_WORDS,
    422: "a pad or an entry the laws or the pad's checks refuse (bad_pad), naming the field",
    500: "a stored pad the pad's checks now refuse (unreadable_pad)",
    503: "the database did not answer or refused the write: nothing was changed (storage_failed)",
}
"""The score pads' HTTP errors in words, each answered with a :class:`PadErrorBody` (but 413)."""


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI ``responses`` of a pad route's errors: a body too large is refused by the
    app's body limit before any pad route runs, so its 413 is the tables' :class:`ErrorBody`."""
    return {status: {"model": ErrorBody if status == 413 else PadErrorBody,
                     "description": PAD_ERRORS[status]} for status in statuses}


def refused(error: NotationError) -> PadRefused:
    """An entry or a pad the pad's checks refuse: ``bad_pad`` (422), naming the field."""
    return PadRefused("bad_pad", error.bare_message, field=error.field, status=422)


def pad_record(pad: Pad) -> Record:
    """The pad's record, or ``422 no_record`` when no record format can hold its deals (a
    points-only pad), saying so in one line rather than writing something false."""
    try:
        return to_record(pad)
    except NotationError as error:
        raise PadRefused("no_record", error.bare_message, field=error.field, status=422) from None


def unreadable(pad_id: str, error: UnreadablePad) -> PadRefused:
    """A stored pad the checks now refuse: one warning line, one error naming the fault."""
    answer = PadRefused("unreadable_pad", f"the stored pad no longer passes the pad's checks ({error}): "
                        "start a new pad", field=error.field, status=500)
    LOG.warning("score pad %s cannot be read: %s", pad_id[:32], answer.message)
    return answer


def pad_code(body: NewPad) -> LawCode:
    """The law code of a new pad, with its house rules.

    :raises PadRefused: ``bad_pad`` (422) naming ``law_code`` or ``house``.

    >>> pad_code(NewPad(law_code="american-1905", house={"doubling_limit": 100})).options.doubling_limit
    100
    >>> try:
    ...     pad_code(NewPad(law_code="american-1905", house={"spade_convention": True}))
    ... except PadRefused as error:
    ...     print(error.status, error.as_dict()["field"])
    422 house
    """
    try:
        code = load_law_code(body.law_code)
    except LawCodeError as error:
        raise PadRefused("bad_pad", str(error), field="law_code", status=422) from None
    house = body.house or {}
    if house.get("spade_convention"):
        raise PadRefused("bad_pad", "house rules are an object of options; the pad does not keep the "
                         "Spade Convention's hands not played", field="house", status=422)
    try:
        return code.with_options(**house)
    except (LawCodeError, TypeError) as error:
        raise PadRefused("bad_pad", f"house rules: {error}", field="house", status=422) from None


class PadAccess:
    """The score pads of a hub's database, read and written in the hub's database thread."""

    def __init__(self, hub: Hub, pads: PadStore) -> None:
        self.hub = hub
        self.pads = pads

    async def check(self, pad_id: str, token: str | None, need: str) -> str:
        """What ``token`` may do with the pad (``"edit"`` or ``"view"``), at least ``need``.

        :raises PadRefused: ``unknown_pad`` (404), ``bad_token`` (401), ``read_only`` (403).
        """
        try:
            access = await self.hub.db(self.pads.access, pad_id, token)
        except UnknownPad:
            raise PadRefused("unknown_pad", "no score pad of that id", status=404) from None
        if access is None:
            raise PadRefused("bad_token", "send the pad's edit or share token in X-Pad-Token", status=401)
        if need == "edit" and access != "edit":
            raise PadRefused("read_only", "this link shows the pad: only its keeper changes it", status=403)
        return access

    async def stored(self, pad_id: str, token: str | None) -> Pad:
        """The pad, for a token that may read it.

        :raises PadRefused: as :meth:`check`, or ``unreadable_pad`` (500).
        """
        await self.check(pad_id, token, "view")
        return await self.load(pad_id)

    async def load(self, pad_id: str) -> Pad:
        """The stored pad.

        :raises PadRefused: ``unreadable_pad`` (500) when the pad's checks now refuse it.
        """
        try:
            pad, _version = await self.hub.db(self.pads.load, pad_id)
        except UnreadablePad as error:
            raise unreadable(pad_id, error) from None
        return pad


def pad_routes(store: Store) -> APIRouter:
    """The routes of the score pads, on the web table's database (through the hub's thread)."""
    pads = PadStore(store)
    router = APIRouter()

    def access(request: Request) -> PadAccess:
        hub: Hub = request.app.state.hub
        return PadAccess(hub, pads)

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

    @router.post("/api/pads", status_code=201, response_model=PadCreated,
                 responses=errors(400, 413, 422, 503))
    async def create(body: NewPad, request: Request) -> JSONResponse:
        """A new pad: ``law_code``, ``house`` (house rules, as a table's: the doubling limit),
        ``players`` by seat, ``first_dealer`` (who won the cut), ``we`` (NS or EW), ``title``.
        The answer holds the edit and share tokens."""
        code = pad_code(body)
        try:
            pad = Pad.new(code, body.players, body.first_dealer,  # type: ignore[arg-type]
                          we=body.we, title=body.title,  # type: ignore[arg-type]
                          points_only=body.points_only)  # type: ignore[arg-type]
        except NotationError as error:
            raise refused(error) from None
        pad_id, edit, share = await access(request).hub.db(pads.create, pad)
        made = PadCreated(pad_id=pad_id, edit_token=edit, share_token=share,
                          url=f"/pad/#id={pad_id}&key={edit}", share_url=f"/pad/#id={pad_id}&key={share}",
                          pad=pad_view(pad))
        return JSONResponse(made.model_dump(mode="json"), status_code=201)

    @router.get("/api/pads/{pad_id}", response_model=PadAnswer, responses=errors(401, 404, 500, 503))
    async def read(pad_id: str, request: Request,
                   x_pad_token: Annotated[str | None, Header()] = None) -> JSONResponse:
        """The pad as the page draws it (``bridgewhist.pad.view``), and what the token may do."""
        pads_of = access(request)
        can = await pads_of.check(pad_id, x_pad_token, "view")
        pad = await pads_of.load(pad_id)
        answer = PadAnswer(pad_id=pad_id, can_edit=False, pad=pad_view(pad))
        if x_pad_token is not None and can == "edit":
            answer = PadAnswer(pad_id=pad_id, can_edit=True, pad=answer.pad,
                               share_url=f"/pad/#id={pad_id}&key={share_token_for(x_pad_token)}")
        return JSONResponse(answer.model_dump(mode="json"))

    @router.post("/api/pads/{pad_id}/ops", response_model=PadAnswer,
                 responses=errors(400, 401, 403, 404, 409, 413, 422, 500, 503))
    async def operate(pad_id: str, body: PadOp, request: Request,
                      x_pad_token: Annotated[str | None, Header()] = None) -> JSONResponse:
        """One operation: enter, correct, delete or agree. An operation sent again with the
        same ``op_id`` (a phone syncing after it was offline) is applied once; an ``op_id``
        already kept for another operation is refused with a 409 (``op_id_reused``)."""
        pads_of = access(request)
        await pads_of.check(pad_id, x_pad_token, "edit")
        at = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
        sent = body.sent()

        def change(pad: Pad) -> Pad:
            return pad if pad.sent_before(sent) else pad.apply(sent, at=at)

        try:
            pad = await pads_of.hub.db(pads.change, pad_id, change)
        except OpIdReused as error:
            raise PadRefused("op_id_reused", error.bare_message, field=error.field, status=409) from None
        except UnreadablePad as error:
            raise unreadable(pad_id, error) from None
        except NotationError as error:
            raise refused(error) from None
        except TimeoutError as error:
            raise PadRefused("busy", str(error), status=409) from None
        answer = PadAnswer(pad_id=pad_id, can_edit=True, pad=pad_view(pad))
        return JSONResponse(answer.model_dump(mode="json"))

    @router.get("/api/pads/{pad_id}/record.json", responses=errors(401, 404, 422, 500, 503))
    async def record(pad_id: str, request: Request,
                     x_pad_token: Annotated[str | None, Header()] = None) -> Response:
        """The pad's record: the same JSON record a played rubber writes (its deals results);
        a points-only pad has none (``422 no_record``, saying why in one line)."""
        pad = await access(request).stored(pad_id, x_pad_token)
        return Response(dumps(pad_record(pad)), media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-pad-{pad_id}.json"'})

    @router.get("/api/pads/{pad_id}/record.pbn", responses=errors(401, 404, 422, 500, 503))
    async def record_pbn(pad_id: str, request: Request,
                         x_pad_token: Annotated[str | None, Header()] = None) -> Response:
        """The same record as PBN (each deal a game with no cards: docs/record-format.md)."""
        pad = await access(request).stored(pad_id, x_pad_token)
        return PlainTextResponse(pbn.dumps(pad_record(pad)), media_type="application/x-pbn", headers={
            "Content-Disposition": f'attachment; filename="bridgewhist-pad-{pad_id}.pbn"'})

    @router.get("/api/pads/{pad_id}/pad.json", responses=errors(401, 404, 500, 503))
    async def document(pad_id: str, request: Request,
                       x_pad_token: Annotated[str | None, Header()] = None) -> Response:
        """The pad's own document: the log of every entry, correction and deletion."""
        pad = await access(request).stored(pad_id, x_pad_token)
        return PlainTextResponse(json.dumps(pad.to_dict(), indent=1), media_type="application/json")

    return router
