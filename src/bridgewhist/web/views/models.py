"""The typed views of a four-handed table (strict, club-laws, club): what a ``view`` frame holds.

Each kind of table's whole view is one model (:class:`FourHandView`, :class:`ClubView`,
:class:`~bridgewhist.web.views.laws_models.LawsView`); its public part, the same for every
receiver, is built once a commit (:class:`FourHandPublic`...) and each receiver's view adds what
his seat may see (``you``, ``hands``, ``legal``...). The fields are in the order they are sent;
a field that a view may lack is left out of the JSON when None (``exclude_if``), never sent as
null. The JSON Schema of every frame is docs/schema/ (``tools/web_schema.py``).

>>> ann = MemberSummary(member=0, name="Ann", kind="person", seat="S", vacant=False, connected=True)
>>> ann.model_dump_json()
'{"member":0,"name":"Ann","kind":"person","seat":"S","vacant":false,"connected":true}'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from bridgewhist.web.tables.events import SeatName


class Part(BaseModel):
    """A part of a view: strict (a bool is never taken for a number), extra fields refused."""

    model_config = ConfigDict(strict=True, extra="forbid")


def omitted() -> Any:
    """A field left out of the JSON while None (a view that lacks it)."""
    return Field(default=None, exclude_if=lambda value: value is None)


Phase = Literal["waiting", "declaration", "doubling", "play", "over"]
"""The phase of the deal in play, as the view names it."""


# -- members and the receiver ----------------------------------------------------------------
class MemberSummary(Part):
    """A member of a table in a summary: place, name, person or computer, seat in the rubber in play."""

    member: int = Field(description="the place")
    name: str
    kind: Literal["person", "computer"]
    seat: SeatName | None = Field(description="the seat in the rubber (or deal) in play, if any")
    vacant: bool
    connected: bool = Field(description="a websocket is open for that place (always true for a computer)")


class MemberSeen(MemberSummary):
    """A member as one receiver's view lists him: ``you`` for the receiver himself."""

    you: bool


class You(Part):
    """The receiver: his place (None for a spectator), seat and name."""

    member: int | None
    seat: SeatName | None
    name: str | None


class Choice(Part):
    """An action the receiver may take now: its text as sent back, and its words."""

    action: str
    words: str


# -- the deal in play -------------------------------------------------------------------------
class Said(Part):
    """A word of the declaration or the doubling, with who said it."""

    seat: SeatName
    action: str
    words: str


class Spoken(Part):
    """A word of a finished deal's talk as it was said: who said it, the action, its words in the
    laws' (``words.said``), and the phase it was said in (the replay shows it, never reckons it)."""

    seat: SeatName
    action: str
    words: str
    phase: Literal["declaration", "doubling"]


class Cut(Part):
    """The cut for partners (or for deal): each round's cards by name, and the order drawn."""

    rounds: list[dict[str, str]]
    order: list[str]


class Declaration(Part):
    """The trump made so far: strain (``NT`` for no trumps), maker, left to partner, the words."""

    strain: str | None
    maker: SeatName | None
    left_to_partner: bool
    history: list[Said]


class Doubling(Part):
    """The doubling so far: doubles, the multiplier, whether asked, the words."""

    doubles: int
    multiplier: int
    asked: bool
    history: list[Said]


class Trick(Part):
    """A trick on the table: its leader and the cards played to it."""

    leader: SeatName
    cards: list[str]


class TurnedTrick(Trick):
    """A trick turned, with its winner."""

    winner: SeatName


class TricksWon(Part):
    """The tricks each side has won in the deal."""

    NS: int
    EW: int


# -- the score and the finished deals ---------------------------------------------------------
class ScoreItem(Part):
    """One item of the scoring block, with its law."""

    points: int
    kind: str
    law: str
    description: str


class SideScore(Part):
    """A side's points in one deal, below and above the line, item by item."""

    below: int
    above: int
    below_entries: list[ScoreItem]
    above_entries: list[ScoreItem]


class DealScore(Part):
    """One deal of the scoring block; sides are named by their players ("Ann-Cy")."""

    deal: int
    game: int
    dealer: SeatName
    strain: str
    multiplier: int
    tricks: dict[str, int]
    sides: dict[str, SideScore]
    game_won_by: str | None


class GameScore(Part):
    """One game: the points below the line by side, and who won it."""

    game: int
    below: dict[str, int]
    winner: str | None


class SideTotal(Part):
    """A side's totals over the rubber."""

    below: int
    above: int
    total: int


class Net(Part):
    """The rubber's net: the side ahead and by how many points (None, 0 when level)."""

    winner: str | None
    points: int


class RubberScore(Part):
    """The scoring block of a rubber (docs/record-format.md, "score output")."""

    law_code: dict[str, Any]
    deals: list[DealScore]
    games: list[GameScore]
    games_won: dict[str, int]
    rubber_winner: str | None
    rubber_bonus: int
    totals: dict[str, SideTotal]
    net: Net


class FinishedDeal(Part):
    """A finished deal of the rubber in play: hands as dealt (PBN), actions, the talk as spoken,
    strain, multiplier, players, and its tricks with their winners (the replay shows them; the
    client never reckons the doubling's order, the multiplier or a winner)."""

    number: int
    dealer: SeatName
    hands: str
    actions: list[str]
    talk: list[Spoken] = Field(description="the declaration and the doubling in order, in the laws' words")
    strain: str
    multiplier: int = Field(description="2 to the number of doubles (P53, A50, W50), the engine's")
    players: dict[str, str]
    tricks: list[TurnedTrick]


class RubberResult(Part):
    """A finished rubber of the table: the winning side and the net."""

    number: int
    winner: str | None
    net: Net


# -- the table --------------------------------------------------------------------------------
class TablePart(Part):
    """The table in a few words (never a card), as every view of a four-handed table begins."""

    table_id: str
    url: str
    code: str
    house: dict[str, Any]
    mode: str
    computer: str
    status: Literal["waiting", "playing", "over"]
    rubber: int
    deal: int
    members: Sequence[MemberSummary]
    created: str


Finished = TypeVar("Finished", bound=BaseModel)
"""The kind of a view's finished deals (a refereed deal holds more)."""


class PlayPart(TablePart, Generic[Finished]):
    """The deal in play as everyone sees it (no hand), the score, the finished deals and rubbers."""

    phase: Phase
    cut: Cut | None
    dealer: SeatName | None
    dummy: SeatName | None
    turn: SeatName | None
    acting: SeatName | None
    counts: dict[str, int]
    declaration: Declaration | None
    doubling: Doubling | None
    trick: Trick | None
    last_trick: TurnedTrick | None
    quitted_trick_law: str = Field(description="the law of the table's code that forbids looking at a "
                                   "quitted trick until the hand ends (general.quitted_trick_hidden), "
                                   "cited as 'english-1904 law 108'")
    tricks_won: TricksWon | None
    score: RubberScore | None
    history: list[Finished]
    rubbers: list[RubberResult]


# -- a friendly table's claims and undo, a club's roster --------------------------------------
class ShownHand(Part):
    """The claimer's hand, shown as at a real table."""

    seat: SeatName
    cards: list[str]


class Ask(Part):
    """A claim or an undo waiting for the others' consent."""

    seat: SeatName
    what: str = Field(description="claim or undo")
    tricks: int
    left: int
    count: int
    accepted: list[str]
    waiting: list[str]
    shown: ShownHand | None


class Consent(Part):
    """What the receiver may ask or answer now: ``claim`` (the tricks left) or None, ``undo``,
    ``undo_act`` (the act an undo takes back), ``answer`` (an ask waits for him), ``withdraw``
    (his own ask waits)."""

    claim: int | None
    undo: bool
    undo_act: int | None = Field(description="the act an undo takes back: the index among the deal's "
                                 "actions of the receiver's last one, sent as 'undo N' (null: no undo)")
    answer: bool
    withdraw: bool


class Roster(Part):
    """A club table's consecutive rubbers and points, by member."""

    consecutive: dict[str, int]
    points: dict[str, int]


class ClubPart(Part):
    """What a club table adds to its summary and views."""

    kind: str
    places: int
    sitting_out: list[str]
    roster: Roster | None


# -- whole views ------------------------------------------------------------------------------
class FourHandPublic(PlayPart[FinishedDeal]):
    """A friendly four-hand table's public part: the ask waiting, the hands shown by claims."""

    ask: Ask | None
    shown: dict[str, list[str]]


class FourHandView(FourHandPublic):
    """The whole view of a friendly four-hand table for one receiver (kind ``four``)."""

    members: list[MemberSeen]
    you: You
    hands: dict[str, list[str]]
    legal: list[Choice]
    consent: Consent


class ClubPublic(PlayPart[FinishedDeal]):
    """A club table's public part: the four-hand table's with its places and roster."""

    kind: str
    places: int
    sitting_out: list[str]
    roster: Roster | None
    ask: Ask | None
    shown: dict[str, list[str]]


class ClubView(ClubPublic):
    """The whole view of a club table of five or six for one receiver (kind ``club``)."""

    members: list[MemberSeen]
    you: You
    hands: dict[str, list[str]]
    legal: list[Choice]
    consent: Consent


__all__ = ["Ask", "Choice", "ClubPart", "ClubPublic", "ClubView", "Consent", "Cut", "DealScore",
           "Declaration", "Doubling", "Finished", "FinishedDeal", "FourHandPublic", "FourHandView",
           "GameScore",
           "MemberSeen", "MemberSummary", "Net", "Part", "Phase", "PlayPart", "Roster", "RubberResult",
           "RubberScore", "Said", "ScoreItem", "ShownHand", "SideScore", "SideTotal", "Spoken", "TablePart",
           "Trick", "TricksWon", "TurnedTrick", "You", "omitted"]
