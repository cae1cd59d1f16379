"""The score pads' answers typed (pydantic): the pad as its page draws it, and what a route answers.

:func:`bridgewhist.pad.view` builds the pad's view as JSON data in the pad's own layer (which
knows no pydantic); this module reads it into :class:`PadView`, field by field, strict, extra
fields refused, so a field the page is not told of cannot reach it, and the answers of the
routes (:class:`PadCreated`, :class:`PadAnswer`) are published in docs/schema/ and in the
OpenAPI page like the tables'. A field's place in a model is its place in the JSON, the order
the pad's view writes it, so the bytes sent are the view's own.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.pad import Pad
>>> pad = Pad.new(load_law_code("english-1904"), {"N": "A", "E": "C", "S": "B", "W": "D"}, "N")
>>> pad = pad.apply({"op": "enter", "entry": {"dealer": "N", "strain": "H", "tricks": {"NS": 9, "EW": 4},
...     "honours": {"side": "EW", "call": "simple"}}})
>>> shown = pad_view(pad)
>>> shown.deals[0].entry.strain, shown.block.totals.we.total, shown.log[0].op
('H', 24, 'enter')
"""

from __future__ import annotations

from typing import Literal

from pydantic import MISSING, BaseModel, ConfigDict, Field

from bridgewhist.pad import Pad, view
from bridgewhist.web.explained import Explained
from bridgewhist.web.tables.events import SeatName

__all__ = ["BlockAbove", "BlockGame", "BlockItem", "BlockRow", "BlockTotal", "DealFacts", "DeletedDeal",
           "HonoursCalled", "LoggedOp", "PadAnswer", "PadBlock", "PadCreated", "PadDealShown",
           "PadPart", "PadScoring", "PadView", "PointsFacts", "SidePoints", "SlamWon", "pad_view"]

SideName = Literal["NS", "EW"]
Column = Literal["we", "they"]
"""A column of the block: the keeper's side ("we") or the other."""


class PadPart(BaseModel):
    """A part of a pad's answer: strict (a bool is never taken for a number), extra fields refused."""

    model_config = ConfigDict(strict=True, extra="forbid")


# -- a deal as the players called it ----------------------------------------------------------
class BySide(PadPart):
    """A count for each side."""

    NS: int
    EW: int


class HonoursCalled(PadPart):
    """The honours called: the side that held them and the call, in the laws' words."""

    side: SideName
    call: Literal["simple", "four", "four-in-one-hand", "four-in-one-hand-fifth-with-partner", "five",
                  "five-in-one-hand", "three-aces", "four-aces", "four-aces-in-one-hand"]


class DealFacts(PadPart):
    """A deal as the players call it (``DealEntry.to_dict``): who made the trump, tricks, honours, chicane."""

    dealer: SeatName
    declarer: Literal["dealer", "partner"]
    strain: Literal["S", "H", "D", "C", "NT"]
    doubles: int
    tricks: BySide
    honours: HonoursCalled | None
    chicane: BySide = Field(description="0 none, 1 chicane, 2 double chicane, by side")


class SidePoints(PadPart):
    """A side's points in one deal of a points-only pad."""

    below: int
    above: int


class SidesPoints(PadPart):
    """Each side's points in one deal of a points-only pad."""

    NS: SidePoints
    EW: SidePoints


class PointsFacts(PadPart):
    """A deal kept as points only (``PointsEntry.to_dict``), as Ames's sheet keeps it."""

    dealer: SeatName
    points: SidesPoints


Facts = DealFacts | PointsFacts
"""A deal as entered: its facts, or a points-only pad's points."""


class SlamWon(PadPart):
    """The side that won a slam and its name ("grand slam", "little slam")."""

    side: SideName
    what: str


class PadDealShown(PadPart):
    """A deal of the pad: its entry, what the laws make of it, and its corrections."""

    number: int
    deal_id: int
    entry: Facts
    maker: SeatName | None
    slam: SlamWon | None
    honours_words: str | None
    corrections: int
    history: list[Facts] = Field(description="the entries it had before each correction, oldest first")


class DeletedDeal(PadPart):
    """A deal deleted from the pad, kept in its history."""

    deal_id: int
    entry: Facts


class LoggedOp(PadPart):
    """An operation of the pad's log, as kept (the client's ``op_id`` not shown)."""

    seq: int
    op: Literal["enter", "correct", "delete", "agree"]
    deal: int | MISSING = Field(default=MISSING, description="the deal corrected or deleted")
    entry: Facts | MISSING = Field(default=MISSING, description="the deal entered, or its correction")
    at: str | MISSING = Field(default=MISSING, description="when the server applied it (UTC, ISO 8601)")


# -- the scoring block ------------------------------------------------------------------------
class BlockRow(PadPart):
    """A deal's points below the line in one game."""

    deal: int
    deal_id: int
    we: int
    they: int


class BlockGame(PadPart):
    """A game of the block: its rows below the line and its winner (ruled off under it)."""

    number: int
    rows: list[BlockRow]
    winner: Column | None


class BlockItem(PadPart):
    """One item above the line, with its law ("" for a points-only pad's figure as entered)."""

    side: Column
    points: int
    what: str
    law: str


class BlockAbove(PadPart):
    """A deal's points above the line, item by item."""

    deal: int
    deal_id: int
    we: int
    they: int
    items: list[BlockItem]


class BlockTotal(PadPart):
    """A column's totals: below, above, the rubber's bonus, and all."""

    below: int
    above: int
    rubber: int
    total: int


class ColumnTotals(PadPart):
    """Both columns' totals."""

    we: BlockTotal
    they: BlockTotal


class ColumnLabels(PadPart):
    """The players of each column ("Ann-Cy")."""

    we: str
    they: str


class ColumnGames(PadPart):
    """The games each column has won."""

    we: int
    they: int


class NetWon(PadPart):
    """The rubber's difference: the column ahead (None when level) and by how many points."""

    side: Column | None
    points: int


class PadBlock(PadPart):
    """The scoring block as the books draw it: "we" and "they" columns (``pad.scoring_block``)."""

    labels: ColumnLabels
    we: SideName = Field(description="the keeper's side")
    games: list[BlockGame]
    above: list[BlockAbove]
    games_won: ColumnGames
    over: bool
    winner: Column | None
    totals: ColumnTotals
    net: NetWon
    rubber_law: str
    explain: dict[str, Explained] = Field(description="how each figure was made, by the figure's key: "
                                          "'deal-below:3:we', 'above:they', 'total:we', 'net'... "
                                          "(none on a points-only pad)")


class PadScoring(PadPart):
    """The pad's code's scoring laws (``ScoringLaws.to_dict``), which the page's form reads."""

    games_to_win_rubber: int
    game_points: int
    trick_values: tuple[int, int, int, int, int] = Field(description="spades, hearts, diamonds, clubs, "
                                                         "no trumps")
    honours_three_divided: int
    honours_four_divided: int
    honours_five_divided: int
    honours_four_in_one_hand: int
    honours_four_in_one_hand_fifth_with_partner: int
    honours_five_in_one_hand: int
    aces_three: int
    aces_four_divided: int
    aces_four_in_one_hand: int
    chicane_rule: Literal["bonus", "equal_to_simple_honours"]
    chicane_multiple: int
    double_chicane_multiple: int
    grand_slam: int
    little_slam: int
    rubber_bonus: int
    honours_doubled: bool
    trick_score_correctable_until: str
    honours_score_correctable_until: str


# -- the pad and the answers ------------------------------------------------------------------
class Seats(PadPart):
    """A name for each seat."""

    N: str
    E: str
    S: str
    W: str


class Sides(PadPart):
    """A name for each side ("Ann-Cy")."""

    NS: str
    EW: str


class PadView(PadPart):
    """Everything the pad's page draws (``bridgewhist.pad.view``): settings, deals, block, log."""

    law_code: str
    title: str
    players: Seats
    first_dealer: SeatName
    we: SideName
    sides: Sides
    next_dealer: SeatName
    agreed: bool
    points_only: bool
    deals: list[PadDealShown]
    deleted: list[DeletedDeal]
    log: list[LoggedOp]
    block: PadBlock
    scoring: PadScoring


class PadCreated(BaseModel):
    """``POST /api/pads``: the new pad's id, its two tokens and pages, and the pad."""

    pad_id: str
    edit_token: str = Field(description="the keeper's token: send it in X-Pad-Token to change the pad")
    share_token: str = Field(description="the read-only token")
    url: str = Field(description="the keeper's page (the token in the fragment, never sent to a server)")
    share_url: str = Field(description="the read-only page")
    pad: PadView


class PadAnswer(BaseModel):
    """``GET /api/pads/{id}`` and ``POST /api/pads/{id}/ops``: the pad, and what the token may do."""

    pad_id: str
    can_edit: bool
    pad: PadView
    share_url: str | MISSING = Field(default=MISSING, description="the read-only page, sent to the keeper "
                                     "when he reads the pad")


def pad_view(pad: Pad) -> PadView:
    """The pad as its page draws it, typed (:func:`bridgewhist.pad.view`, checked field by field)."""
    return PadView.model_validate(view(pad))
