"""The analysis board's typed answers and bodies (issue 35, item 2): what the analysis routes send
(:class:`AnalysisBoard`, :class:`AnalysisLine`, :class:`BranchAnswer`) and read (the branch's
and the PBN deal's bodies). The answers are read from the JSON-ready dicts of
:mod:`bridgewhist.analysis.board_json` (which ``bridgewhist analyse --json`` prints), so the
command and the web send one shape; their JSON Schema is docs/schema/ (``tools/web_schema.py``).

>>> SidePoints(NS=30, EW=0).model_dump()
{'NS': 30, 'EW': 0}
>>> BranchBody(deal=1, card=0, seat="N").players
'maxims'
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bridgewhist.web.tables.events import SeatName

__all__ = ["AnalysisBoard", "AnalysisCard", "AnalysisLine", "BranchAnswer", "BranchBody", "BranchCard",
           "BranchOutcome", "LineCard", "MakeLine", "PbnBody", "PbnBranchBody", "PbnLineBody",
           "PlayerLine", "SidePoints"]

CardName = str
"""A card as ``"SA"``, ``"HT"``: the suit's letter, then the rank."""
SideName = Literal["NS", "EW"]
StrainName = Literal["S", "H", "D", "C", "NT"]
Players = Literal["maxims", "ddmc"]
"""The computer players of a branch: the maxims, or the strong double-dummy player (where DDS
is installed)."""
MAX_PBN = 20000
"""The longest PBN text a body may hold (characters)."""


class Answer(BaseModel):
    """A part of an answer: the fields in the order they are sent, no others."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class SidePoints(Answer):
    """A figure for each side."""

    NS: int
    EW: int


class AnalysisCard(Answer):
    """One card of the deal against double dummy."""

    index: int = Field(description="0 to 51: the card's place in the play")
    trick: int
    seat: SeatName
    card: CardName
    values: dict[CardName, int] = Field(description="each legal card at that moment and the tricks "
                                        "its side takes from this trick on, double dummy")
    best: CardName
    cost: int = Field(description="tricks the card loses against the best card")
    makers_before: int
    makers_after: int
    changed: bool = Field(description="the card moved the makers' double-dummy tricks")


class PlayerLine(Answer):
    """A seat's play against double dummy: the tricks lost, the costliest card's index (none when
    every card was a best card)."""

    seat: SeatName
    tricks_lost: int
    costliest: int | None


class MakeLine(Answer):
    """One strain made by the dealer's side: its double-dummy tricks and each side's points."""

    strain: StrainName
    tricks: int
    makers_points: int
    adversaries_points: int
    chosen: bool
    abandoned: bool


class AnalysisBoard(Answer):
    """``GET /api/tables/{id}/analysis`` and ``POST /api/analysis/pbn``: the analysis board of a
    finished deal."""

    dealer: SeatName
    makers: SideName
    strain: StrainName
    multiplier: int
    hands: dict[SeatName, str] = Field(description="each hand as dealt, in PBN (spades first)")
    game_score: SidePoints = Field(description="each side's points toward game when the deal began")
    makers_dd: int
    makers_tricks: int
    points: SidePoints
    cards: list[AnalysisCard]
    players: list[PlayerLine]
    makes: list[MakeLine]
    makes_law: str
    deal: int = Field(description="the deal's number in its record (from 1)")
    deals: int = Field(description="the deals in the record")
    names: dict[SeatName, str] = Field(default_factory=dict, description="the players' names by seat, "
                                       "as the record has them")
    your_seat: SeatName | None = Field(default=None, description="the seat the asking member held in "
                                       "this deal (his seat token's), if any")
    computers: list[Players] = Field(default_factory=list, description="the computer players a branch "
                                     "may be played against on this server")


class LineCard(Answer):
    """One card of a double-dummy line: who, which, the makers' tricks after it."""

    seat: SeatName
    card: CardName
    makers_after: int


class AnalysisLine(Answer):
    """The best line (both sides' double-dummy play) from card ``from`` to the end."""

    deal: int
    start: int = Field(alias="from", description="the card (0 to 51) the line starts at")
    line: list[LineCard]


class BranchCard(Answer):
    """One card of a branch: the seat whose hand it came from, and the card."""

    seat: SeatName
    card: CardName


class BranchOutcome(Answer):
    """The branch's end beside the deal as played and double dummy from its first card: the
    makers' tricks and the points each side would score at the rubber's score."""

    makers: SideName
    branch_tricks: int
    played_tricks: int
    dd_tricks: int
    branch_points: SidePoints
    played_points: SidePoints
    dd_points: SidePoints


class BranchAnswer(Answer):
    """``POST .../analysis/branch``: the branch with the computers' cards up to the user's next
    turn (the last ``replies`` of ``cards``), the hands still held, the trick in progress, the
    user's legal cards when it is his turn, and the outcome once the deal is over."""

    deal: int
    start: int
    seat: SeatName
    players: Players
    cards: list[BranchCard]
    replies: int
    hands: dict[SeatName, str] = Field(description="the cards each seat still holds, in PBN")
    trick: list[BranchCard] = Field(description="the trick in progress, its lead first")
    won: SidePoints = Field(description="the tricks each side has taken in the branch")
    to_play: SeatName | None = Field(description="the hand to play next (none: the deal is over)")
    legal: list[CardName] = Field(description="the user's legal cards (empty unless his turn)")
    outcome: BranchOutcome | None = None


class BranchBody(BaseModel):
    """A branch: from card ``card`` (0 to 51) of deal ``deal`` (of rubber ``rubber``, the one in
    play when omitted), the user at ``seat`` (not dummy's: the dealer plays dummy's cards), the
    branch's cards so far in order (his and the computers'), and the computers to play against."""

    model_config = ConfigDict(extra="forbid")
    deal: int = Field(ge=1, le=10000)
    card: int = Field(ge=0, le=51)
    seat: SeatName
    played: list[CardName] = Field(default_factory=list, max_length=52)
    players: Players = "maxims"
    rubber: int | None = Field(default=None, ge=1, le=10000)


class PbnBody(BaseModel):
    """A deal in PBN written by any program (with its ``[Play]`` section), and which game of the
    file (from 1; the last finished when omitted)."""

    model_config = ConfigDict(extra="forbid")
    pbn: str = Field(max_length=MAX_PBN)
    deal: int | None = Field(default=None, ge=1, le=10000)


class PbnLineBody(PbnBody):
    """The best line from card ``card`` (0 to 51) of a PBN deal."""

    card: int = Field(ge=0, le=51)


class PbnBranchBody(BranchBody):
    """A branch of a PBN deal (``rubber`` is not used)."""

    pbn: str = Field(max_length=MAX_PBN)
