"""The events of a table's log as typed models: one committed change each, stored as JSON.

A table *is* its log (:mod:`bridgewhist.web.store`); each kind of table replays it
(:meth:`bridgewhist.web.kinds.protocol.TableKind.apply`). The events form one union told apart by
their ``kind`` field (and, for the three shapes of ``action``, by the field that names the actor):
``table`` (the first event of a table of another kind than ``four``), ``join``, ``leave``,
``cut``, ``action`` (a seat's action at a four-hand table, a seat's act at a club-laws table, a
player's action at a three-hand table) and ``next``. Each is stored as the same JSON object the
server has always written (:func:`event_json`), so every log ever written stays readable.

>>> event = parse_event({"kind": "join", "place": 0, "name": "Ann", "person": True, "token": None})
>>> event.name, event_json(event)
('Ann', '{"kind":"join","place":0,"name":"Ann","person":true,"token":null}')
>>> type(parse_event({"kind": "action", "seat": "S", "act": "S: HK"})).__name__
'ActEvent'
>>> event_json(TableEvent(table_kind="club", places=5))
'{"kind":"table","table_kind":"club","places":5}'
"""

from __future__ import annotations

import json
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    SerializerFunctionWrapHandler,
    Tag,
    TypeAdapter,
    ValidationError,
    model_serializer,
)

SeatName = Annotated[str, Field(pattern="^[NESW]$")]
"""A seat as the records write it: ``N``, ``E``, ``S`` or ``W``."""


class ReplayError(Exception):
    """A table's committed events cannot be replayed as they were made (the log is not this
    program's, or the program now deals differently)."""


class LogEvent(BaseModel):
    """One committed event. Optional fields left out are not stored (old logs lack them too);
    the fields named in ``KEEP_NONE`` are stored even when null."""

    model_config = ConfigDict(frozen=True)
    KEEP_NONE: ClassVar[frozenset[str]] = frozenset()
    TAG: ClassVar[str] = ""

    @model_serializer(mode="wrap")
    def stored(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """The event as stored: its fields in order, nulls left out unless kept."""
        data: dict[str, Any] = handler(self)
        return {k: v for k, v in data.items() if v is not None or k in self.KEEP_NONE}


class TableEvent(LogEvent):
    """The first event of a table of another kind than ``four``: its kind and settings (a club
    table's ``places``; a three-hand table's way of keeping the score)."""

    TAG: ClassVar[str] = "table"
    kind: Literal["table"] = "table"
    table_kind: str = Field(description="the kind of table: three-hand or club")
    places: int | None = Field(default=None, description="a club table's places: 5 or 6")
    scoring: str | None = Field(default=None, description="a three-hand table's way: rubber, games or points")
    games: int | None = Field(default=None, description="the games of a three-hand session kept by games")
    deal_count: int | None = Field(default=None, description="the deals of a three-hand session of points")


class JoinEvent(LogEvent):
    """A member takes a place: a person (with the SHA-256 of his seat token) or a computer player."""

    TAG: ClassVar[str] = "join"
    KEEP_NONE: ClassVar[frozenset[str]] = frozenset({"token"})
    kind: Literal["join"] = "join"
    place: int
    name: str
    person: bool
    token: str | None = Field(description="the SHA-256 of the seat token (never the token); null for "
                              "a computer player")


class LeaveEvent(LogEvent):
    """A member gives his place up."""

    TAG: ClassVar[str] = "leave"
    kind: Literal["leave"] = "leave"
    place: int


class CutEvent(LogEvent):
    """The cut for a rubber (for partners and deal), with its first deal to check the replay."""

    TAG: ClassVar[str] = "cut"
    kind: Literal["cut"] = "cut"
    rubber: int
    check: str | None = Field(default=None, description="the rubber's first deal and dealer")


class NextEvent(LogEvent):
    """The next deal of the rubber in play, with the deal to check the replay."""

    TAG: ClassVar[str] = "next"
    kind: Literal["next"] = "next"
    check: str | None = Field(default=None, description="the deal and its dealer")


class SeatActionEvent(LogEvent):
    """An action of a seat at a four-hand table in strict mode (``"hearts"``, ``"HK"``...)."""

    TAG: ClassVar[str] = "action"
    kind: Literal["action"] = "action"
    seat: SeatName
    action: str


class ActEvent(LogEvent):
    """An act at a club-laws table, regular or not, in the seat's name (``"S: HK"``)."""

    TAG: ClassVar[str] = "act"
    kind: Literal["action"] = "action"
    seat: SeatName
    act: str


class PlayerActionEvent(LogEvent):
    """An action of a player (his place, 0-2) at a three-hand table."""

    TAG: ClassVar[str] = "player-action"
    kind: Literal["action"] = "action"
    player: int
    action: str


class AskEvent(LogEvent):
    """At a friendly table, a seat asks the others' consent: to a claim of ``tricks`` of the
    tricks left for his side (0: he concedes them all), or to take back his last action (undo)."""

    TAG: ClassVar[str] = "ask"
    kind: Literal["ask"] = "ask"
    seat: SeatName
    what: Literal["claim", "undo"]
    tricks: int | None = Field(default=None, description="a claim's tricks for the asker's side")


class AnswerEvent(LogEvent):
    """A seat's answer to the consent asked: ``accept`` (or, false, "play on"; the asker's own
    false answer withdraws the ask)."""

    TAG: ClassVar[str] = "answer"
    kind: Literal["answer"] = "answer"
    seat: SeatName
    accept: bool
    why: str | None = Field(default=None, description="why a claim failed when it was made (no line "
                            "of play gives it): the claimer's own answer, with the reason")


class ClaimEvent(LogEvent):
    """A claim accepted by all: the tricks left are settled as claimed. ``line`` is a line of
    legal play that gives them (the cards, space-separated), so the deal's record stays one of
    cards played."""

    TAG: ClassVar[str] = "claim"
    kind: Literal["claim"] = "claim"
    seat: SeatName
    tricks: int
    line: str


class UndoEvent(LogEvent):
    """An undo consented to by all: the last ``count`` actions of the deal in play taken back."""

    TAG: ClassVar[str] = "undo"
    kind: Literal["undo"] = "undo"
    seat: SeatName
    count: int


CONSENT_EVENTS = (AskEvent, AnswerEvent, ClaimEvent, UndoEvent)
"""The events of consent at a friendly table."""
ConsentEvent = AskEvent | AnswerEvent | ClaimEvent | UndoEvent
"""One of :data:`CONSENT_EVENTS`."""


def event_tag(value: Any) -> str | None:
    """The member of the union ``value`` belongs to: its ``kind``, an ``action`` told apart by
    the field that names its actor (``act``: a club-laws act; ``player``: a three-hand action)."""
    if isinstance(value, LogEvent):
        return value.TAG
    if not isinstance(value, dict):
        return None
    kind = value.get("kind")
    if kind == "action":
        return "act" if "act" in value else "player-action" if "player" in value else "action"
    return kind if isinstance(kind, str) else None


Event = Annotated[
    Annotated[TableEvent, Tag("table")] | Annotated[JoinEvent, Tag("join")]
    | Annotated[LeaveEvent, Tag("leave")] | Annotated[CutEvent, Tag("cut")]
    | Annotated[NextEvent, Tag("next")] | Annotated[SeatActionEvent, Tag("action")]
    | Annotated[ActEvent, Tag("act")] | Annotated[PlayerActionEvent, Tag("player-action")]
    | Annotated[AskEvent, Tag("ask")] | Annotated[AnswerEvent, Tag("answer")]
    | Annotated[ClaimEvent, Tag("claim")] | Annotated[UndoEvent, Tag("undo")],
    Discriminator(event_tag),
]
"""Any event of a table's log (discriminated by ``kind``)."""

EVENTS: TypeAdapter[Event] = TypeAdapter(Event)


def parse_event(data: Any) -> Event:
    """The event stored as ``data`` (a JSON object already parsed).

    :raises ReplayError: when ``data`` is no event (an unknown kind, a field missing or of the
        wrong type), naming what is wrong.
    """
    try:
        return EVENTS.validate_python(data)
    except ValidationError as error:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'event'}: {e['msg']}"
                             for e in error.errors())
        raise ReplayError(f"not an event of a table's log ({problems})") from None


def event_json(event: LogEvent) -> str:
    """The event's JSON as stored (compact, ASCII, the fields in their order).

    >>> event_json(NextEvent(check="S:..."))
    '{"kind":"next","check":"S:..."}'
    """
    return json.dumps(event.model_dump(mode="json"), separators=(",", ":"))


__all__ = ["CONSENT_EVENTS", "EVENTS", "ActEvent", "AnswerEvent", "AskEvent", "ClaimEvent", "ConsentEvent",
           "CutEvent", "Event", "JoinEvent", "LeaveEvent", "LogEvent", "NextEvent",
           "PlayerActionEvent", "ReplayError", "SeatActionEvent", "SeatName", "TableEvent", "UndoEvent",
           "event_json", "event_tag", "parse_event"]
