"""The wire's models: the HTTP bodies and the websocket frames of docs/web-protocol.md (pydantic).

The HTTP bodies are what the OpenAPI page (``/docs``) documents; a body the model refuses is
answered ``400`` (``bad_request``) naming the field. A client's websocket frame is one of
:data:`ClientFrame` (told apart by ``type``); :func:`parse_frame` refuses any other with an
error frame naming the field. The server's frames are :class:`ViewFrame`, :class:`EventFrame`,
:class:`ErrorFrame` and :class:`PongFrame`, sent as their JSON (:func:`frame_text`); a view frame
holds one kind of table's :data:`TableView` (the models of :mod:`bridgewhist.web.views.models`).
Their JSON Schema is published in docs/schema/ by ``tools/web_schema.py``.

>>> parse_frame('{"type": "action", "action": "HK", "seq": 3}').seq
3
>>> parse_frame('{"type": "hello", "token": null}').token is None
True
>>> try:
...     parse_frame('{"type": "action", "action": "HK", "seq": "3"}')
... except Refused as error:
...     print(error.reason, error.message)
bad_frame an action frame needs "seq": the number of the view acted on (Input should be a valid integer)
>>> frame_text(EventFrame(seq=4, kind="play", text="Ann plays the king of hearts."))
'{"type":"event","seq":4,"kind":"play","text":"Ann plays the king of hearts."}'
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, TypeAdapter, ValidationError

from bridgewhist.errors import NotationError
from bridgewhist.notation.limits import depth
from bridgewhist.seats import MAX_NAME, REFUSED_CATEGORIES
from bridgewhist.seats import clean_name as shared_clean_name
from bridgewhist.web.table_agreements import PartnershipAgreements
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.views.laws_models import LawsView
from bridgewhist.web.views.models import ClubView, FourHandView, House, MemberSummary, Roster
from bridgewhist.web.views.three_models import Scoring, ThreeView

MAX_FRAME = 4096
"""The longest frame a client may send (an action is a few words)."""

MAX_FRAME_BYTES = 4 * MAX_FRAME
"""The largest websocket message the server reads at all (uvicorn's ``ws_max_size``: a frame of
:data:`MAX_FRAME` characters in UTF-8); a larger one closes the connection (1009)."""

MAX_FRAME_DEPTH = 8
"""The deepest nesting of arrays and objects a frame may have (an action frame needs three)."""


# -- HTTP -------------------------------------------------------------------------------------
class CreateTable(BaseModel):
    """``POST /api/tables``: the table to open (every field optional)."""

    model_config = ConfigDict(extra="forbid")
    code: str = Field(default="english-1904", description="a law code key or alias: english-1904, "
                      "american-1904, american-1905")
    house: dict[str, Any] = Field(default_factory=dict, description="house rules: doubling_limit, "
                                  "doubling_limit_reading, cut_ties_by_suit, spade_convention")
    mode: str = Field(default="strict", description="strict (only legal actions) or laws (the club referee)")
    computer: str = Field(default="maxims",
                          description="the computer players: random, maxims, learned, ddmc, partner or "
                          "alphamu (the last three need the double-dummy solver: GET /api/computers "
                          "names those this server offers)")
    agreements: PartnershipAgreements | None = Field(
        default=None, description="each partnership's carding and leading agreements, followed by "
        "the partner computer players (default: books with them, none with any other)")
    seed: int | None = Field(default=None, ge=0, lt=2**63, description="makes the cut and the deals "
                             "reproducible (else one is drawn)")
    kind: str = Field(default="four", description="four, three-hand or club")
    places: int | None = Field(default=None, description="a club table's places: 5 or 6 (default 6)")
    scoring: str | None = Field(default=None, description="a three-hand table's way of keeping the score: "
                                "rubber, games or points")
    games: int | None = Field(default=None, description="the games of a three-hand session kept by games "
                              "(1-9, default 3)")
    deal_count: int | None = Field(default=None, description="the deals of a three-hand session of points "
                                   "(1-60, default 9)")


class JoinTable(BaseModel):
    """``POST /api/tables/{id}/join``: the name to sit under."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=4 * MAX_NAME, description="the name, at most 40 characters "
                      "once normalised (NFC, runs of spaces made one); no control, direction or "
                      "zero-width characters")


def clean_name(name: str, field: str = "name") -> str:
    """A member's name as kept: Unicode NFC, runs of white space made one space.

    >>> clean_name("  Ame\u0301lie   Smith ")
    'Amélie Smith'
    >>> clean_name("Ann\u202e")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgewhist.web.tables.places.Refused: name may not hold control, direction or zero-width ...

    :raises Refused: ``bad_request`` (400) for an empty name; ``bad_name`` (422) for one holding a
        control, direction (U+202A-U+202E, U+2066-U+2069, marks) or zero-width character, or
        longer than :data:`MAX_NAME` characters.
    """
    try:
        kept = shared_clean_name(name, field)   # the one check, shared with the score pad
    except NotationError as error:
        raise Refused("bad_name", error.bare_message, status=422) from None
    if not kept:
        raise Refused("bad_request", f"a {field} is needed to take a place", status=400)
    return kept


class Created(BaseModel):
    """A table just opened: its id and its page."""

    table_id: str
    url: str


class Joined(BaseModel):
    """A place just taken: the seat token (keep it, e.g. in ``localStorage``), the place, the name
    as seated (" 2" appended when the name was taken)."""

    token: str
    member: int
    name: str


class Health(BaseModel):
    """``GET /api/health``."""

    ok: bool


class Computers(BaseModel):
    """``GET /api/computers``: the computer players a table on this server may have."""

    available: list[str] = Field(description="the players whose dependencies are installed here "
                                 "(ddmc and alphamu need the double-dummy solver, endplay)")




class TableSummary(BaseModel):
    """A table in a few words (never a card). ``kind``, ``places``, ``scoring``, ``sitting_out``
    and ``roster`` are sent for three-hand and club tables only."""

    model_config = ConfigDict(extra="forbid")
    table_id: str
    url: str
    code: str
    house: House
    mode: str
    computer: str
    agreements: PartnershipAgreements | None = Field(
        default=None, exclude_if=lambda value: value is None,
        description="each partnership's agreements (a four-handed table of players who follow them)")
    status: Literal["waiting", "playing", "over"]
    rubber: int
    deal: int
    members: list[MemberSummary]
    created: str
    kind: str | None = None
    places: int | None = None
    scoring: Scoring | None = Field(default=None, description="a three-hand table's way of keeping the score")
    sitting_out: list[str] | None = Field(default=None, description="a club table's members out of the "
                                          "rubber in play")
    roster: Roster | None = Field(default=None, description="a club table's consecutive rubbers and points "
                                  "by member")


class TableList(BaseModel):
    """``GET /api/tables``: the newest tables first, at most 100."""

    tables: list[TableSummary]


class ErrorDetail(BaseModel):
    """What was refused: ``reason`` (machine-readable, stable), ``message`` (what was wrong), the law."""

    reason: str
    message: str
    law: str | None


class ErrorBody(BaseModel):
    """Every HTTP error's body."""

    error: ErrorDetail


# -- websocket: client to server --------------------------------------------------------------
class ActionFrame(BaseModel):
    """Make an action, on the view of ``seq``."""

    type: Literal["action"]
    action: StrictStr = Field(description='the action\'s text, such as "HK"')
    seq: StrictInt = Field(description="the number of the view acted on")
    ref: Any = Field(default=None, description="any string the client chooses, echoed in an error")


class PingFrame(BaseModel):
    """Ask for a ``pong``."""

    type: Literal["ping"]
    ref: Any = None


class ChatFrame(BaseModel):
    """Say something at the table (a seated member only; docs/web-protocol.md, "Table talk")."""

    type: Literal["chat"]
    text: StrictStr = Field(description="what is said: one line, at most 300 characters")
    ref: Any = None


class HintFrame(BaseModel):
    """Ask what the maxims would say for the seat whose turn it is (a friendly table only)."""

    type: Literal["hint"]
    ref: Any = None


class HelloFrame(BaseModel):
    """The first frame of every connection: the seat token, or none for a spectator.

    The token never travels in a URL (which a log, a proxy or a browser's history keeps).
    """

    type: Literal["hello"]
    token: StrictStr | None = Field(default=None, description="the seat token, or null to watch")
    ref: Any = None


AnyClientFrame = ActionFrame | PingFrame | HelloFrame | ChatFrame | HintFrame
ClientFrame = Annotated[AnyClientFrame, Field(discriminator="type")]
"""A frame a client may send."""
CLIENT_FRAMES: TypeAdapter[AnyClientFrame] = TypeAdapter(ClientFrame)


# -- websocket: server to client --------------------------------------------------------------
TableView = FourHandView | LawsView | ClubView | ThreeView
"""The whole view of a table for one receiver, of one kind of table (four, laws, club, three-hand)."""


class ViewFrame(BaseModel):
    """The table as the receiver may see it, after event ``seq`` (docs/web-protocol.md)."""

    type: Literal["view"] = "view"
    seq: int
    view: TableView


class EventFrame(BaseModel):
    """What just happened, in words (never a card its receivers have not seen played)."""

    type: Literal["event"] = "event"
    seq: int
    kind: str
    text: str


class ErrorFrame(BaseModel):
    """An action or frame refused; ``ref`` echoes the client's (a string or a number) or is null."""

    type: Literal["error"] = "error"
    ref: str | int | bool | None = None
    reason: str
    message: str
    law: str | None = None


class PongFrame(BaseModel):
    """The answer to a ping."""

    type: Literal["pong"] = "pong"


ServerFrame = ViewFrame | EventFrame | ErrorFrame | PongFrame
"""A frame the server sends."""


def frame_text(frame: ServerFrame) -> str:
    """The frame as sent: compact JSON."""
    return frame.model_dump_json()


def error_frame(error: Refused, ref: Any = None) -> ErrorFrame:
    """The error frame of a refusal, echoing the client's ``ref`` when it is a string or a number."""
    return ErrorFrame(ref=ref if isinstance(ref, str | int) else None, reason=error.reason,
                      message=error.message, law=error.law)


def parse_frame(text: str) -> AnyClientFrame:
    """A client frame, checked by its model.

    :raises Refused: ``bad_json`` (not JSON), ``unknown_type`` (a ``type`` that is none of
        ``action``, ``ping``, ``hello``, ``chat``, ``hint``) or ``bad_frame`` (too long or nested
        too deep, not an object with a ``type``, a field missing or of the wrong type: the message
        names the field).
    """
    if len(text) > MAX_FRAME:
        raise Refused("bad_frame", f"a frame may be at most {MAX_FRAME} characters")
    if depth(text) > MAX_FRAME_DEPTH:   # checked before decoding: no RecursionError
        raise Refused("bad_frame", f"a frame may be nested at most {MAX_FRAME_DEPTH} deep")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Refused("bad_json", "the frame is not JSON") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Refused("bad_frame", 'a frame must be a JSON object with a "type"')
    try:
        return CLIENT_FRAMES.validate_python(data)
    except ValidationError as error:
        raise _refusal(str(data["type"]), error) from None


def _refusal(kind: str, error: ValidationError) -> Refused:
    first = error.errors()[0]
    if first["type"] == "union_tag_invalid":
        return Refused("unknown_type", f"unknown frame type {kind[:40]!r}: expected 'action', 'ping', "
                        "'hello', 'chat' or 'hint'")
    field = str(first["loc"][-1]) if len(first["loc"]) > 1 else "type"
    models: dict[str, type[BaseModel]] = {"action": ActionFrame, "hello": HelloFrame, "ping": PingFrame,
                                          "chat": ChatFrame, "hint": HintFrame}
    model = models.get(kind, PingFrame)
    info = model.model_fields.get(field)
    what = f"{info.description} ({first['msg']})" if info is not None and info.description else first["msg"]
    return Refused("bad_frame", f'an {kind} frame needs "{field}": {what}')


__all__ = [
    "CLIENT_FRAMES",
    "MAX_FRAME",
    "MAX_FRAME_BYTES",
    "MAX_FRAME_DEPTH",
    "MAX_NAME",
    "REFUSED_CATEGORIES",
    "ActionFrame",
    "AnyClientFrame",
    "ChatFrame",
    "ClientFrame",
    "Computers",
    "CreateTable",
    "Created",
    "ErrorBody",
    "ErrorDetail",
    "ErrorFrame",
    "EventFrame",
    "Health",
    "HelloFrame",
    "HintFrame",
    "JoinTable",
    "Joined",
    "MemberSummary",
    "PingFrame",
    "PongFrame",
    "ServerFrame",
    "TableList",
    "TableSummary",
    "TableView",
    "ViewFrame",
    "clean_name",
    "error_frame",
    "frame_text",
    "parse_frame",
]
