"""The score pads' HTTP bodies (pydantic) and their refusal: a table's error with the field named.

A body is typed by its shape (an object; ``law_code``, ``op`` text; ``house`` an object); the
values the pad judges itself (the names, the cut, an entry, a deal's id, an ``op_id``) are any
JSON and refused by the pad with ``422`` naming the field (``players.W``, ``entry.tricks``).

>>> new = NewPad.model_validate({"law_code": "english-1904", "first_dealer": "N", "seat": 1})
>>> new.house, new.we, new.first_dealer
(None, 'NS', 'N')
>>> PadOp.model_validate({"op": "agree", "op_id": "phone-1"}).sent()
{'op': 'agree', 'op_id': 'phone-1'}
>>> PadRefused("bad_pad", "a lone \\ud800", field="players.W", status=422).as_dict()
{'reason': 'bad_pad', 'message': 'a lone \\\\ud800', 'law': None, 'field': 'players.W'}
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, JsonValue

from bridgewhist.web.models import ErrorDetail
from bridgewhist.web.tables.places import Refused

__all__ = ["NewPad", "PadErrorBody", "PadErrorDetail", "PadOp", "PadRefused", "sendable"]


class NewPad(BaseModel):
    """``POST /api/pads``: the pad to start (unknown keys are ignored, as before)."""

    law_code: str = Field(default="", description="a law code key or alias: english-1904, american-1904, "
                          "american-1905")
    house: dict[str, JsonValue] | None = Field(default=None, description="house rules, as a table's "
                                               "(doubling_limit...); never the Spade Convention")
    players: JsonValue = Field(default=None, description="the four names by seat: N, E, S, W")
    first_dealer: JsonValue = Field(default=None, description="who won the cut: N, E, S or W")
    we: JsonValue = Field(default="NS", description="the keeper's side: NS or EW")
    title: JsonValue = Field(default="", description="the pad's title")
    points_only: JsonValue = Field(default=False, description="true: each deal is kept as each "
                                   "side's points below and above the line, as Ames's sheet")


class PadOp(BaseModel):
    """``POST /api/pads/{id}/ops``: one operation on the pad."""

    op: str = Field(description="enter, correct, delete or agree")
    entry: JsonValue = Field(default=None, description="the deal as the players call it (enter, correct)")
    deal: JsonValue = Field(default=None, description="the id of the deal corrected or deleted")
    op_id: JsonValue = Field(default=None, description="the client's id for the operation: sent again, "
                             "it is applied once")

    def sent(self) -> dict[str, Any]:
        """The operation as the pad reads it: the keys sent, and only those."""
        return self.model_dump(exclude_unset=True)


class PadErrorDetail(ErrorDetail):
    """A pad's refusal: a table's error, with the field at fault (or None)."""

    field: str | None = None


class PadErrorBody(BaseModel):
    """A score pad's error body."""

    error: PadErrorDetail


def sendable(text: str) -> str:
    """``text`` with any lone surrogate escaped, so the answer can be sent in UTF-8 (a last
    guard: the pad's own errors already show the user's values escaped).

    >>> sendable("a\\ud800b")
    'a\\\\ud800b'
    """
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class PadRefused(Refused):
    """A score pad's refusal, answered as the tables' (the app's handler of :class:`Refused`),
    its body with ``field`` (:class:`PadErrorDetail`)."""

    def __init__(self, reason: str, message: str, *, field: str | None = None, status: int) -> None:
        super().__init__(reason, sendable(message), status=status)
        self.field = None if field is None else sendable(field)

    def as_dict(self) -> dict[str, Any]:
        """The error body: reason, message, law, field."""
        return {**super().as_dict(), "field": self.field}
