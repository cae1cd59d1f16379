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

from pydantic import MISSING, BaseModel, ConfigDict, Field

from bridgewhist.laws.code import HouseRules, LawCode
from bridgewhist.web.tables.events import SeatName


class Part(BaseModel):
    """A part of a view: strict (a bool is never taken for a number), extra fields refused."""

    model_config = ConfigDict(strict=True, extra="forbid")


def omitted() -> Any:
    """A field left out of the JSON while None (a view that lacks it)."""
    return Field(default=None, exclude_if=lambda value: value is None)


Phase = Literal["waiting", "declaration", "doubling", "play", "over"]
"""The phase of the deal in play, as the view names it."""


# -- the laws in force ------------------------------------------------------------------------
def house_law() -> Any:
    """A house law's field: sent only when the house varies that law (true or false)."""
    return Field(default=MISSING, description="the house's reading of this law (laws.code.HOUSE_LAWS); "
                 "not sent: the code's own")


class House(Part):
    """The house rules in force that differ from the code's own (``HouseRules.to_dict``): a rule
    at the code's own is not sent at all; ``doubling_limit`` sent as null means no limit."""

    doubling_limit: int | MISSING | None = Field(
        default=MISSING, description="the club's cap on one trick's value (12 or more); null: doubling "
        "without limit; not sent: the code's own")
    doubling_limit_reading: Literal["not_exceed", "last_double_passes"] | MISSING = Field(
        default=MISSING, description="how the cap stops the doubling (laws.readings.DoublingLimitReading); "
        "not sent: the code's own")
    cut_ties_by_suit: Literal[True] | MISSING = Field(
        default=MISSING, description="ties in the cut broken by suit (sent only when true)")
    spade_convention: Literal[True] | MISSING = Field(
        default=MISSING, description="the Spade Convention (sent only when true)")
    broken_table_players_before_all: bool | MISSING = house_law()
    consultation_on_penalty_forfeits: bool | MISSING = house_law()
    declaring_in_closes_at_first_cut: bool | MISSING = house_law()
    detached_card_liable: bool | MISSING = house_law()
    disobeyed_penalty_correctable: bool | MISSING = house_law()
    first_in_room_make_table: bool | MISSING = house_law()
    pone_asking_leave_lets_maker_call_suit: bool | MISSING = house_law()
    pones_early_lead_calls_eldests_suit: bool | MISSING = house_law()
    reentry_kept_for_fresh_table: bool | MISSING = house_law()
    substitute_needs_consent: bool | MISSING = house_law()
    unauthorised_reference_penalised: bool | MISSING = house_law()
    wrong_penalty_forfeits: bool | MISSING = house_law()


class CodeInForce(Part):
    """The law code a scoring block was reckoned under: its key and its house rules."""

    key: str = Field(description="english-1904, american-1904 or american-1905")
    options: House


def house_of(rules: HouseRules) -> House:
    """The house rules as a view sends them: those that differ from the code's, in the order
    ``HouseRules.to_dict`` writes them (a rule no field holds is refused, never dropped).

    >>> from bridgewhist.laws import load_law_code
    >>> house_of(load_law_code("english-1904", doubling_limit=None).options).model_dump_json()
    '{"doubling_limit":null}'
    >>> house_of(load_law_code("english-1904", detached_card_liable=False).options).model_dump_json()
    '{"detached_card_liable":false}'
    >>> house_of(load_law_code("english-1904").options).model_dump_json()
    '{}'
    """
    return House.model_validate(rules.to_dict(), strict=False)


def code_in_force(code: LawCode) -> CodeInForce:
    """The code of a scoring block (``LawCode.to_dict``), typed."""
    return CodeInForce(key=code.key, options=house_of(code.options))


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

    law_code: CodeInForce
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
    house: House
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


__all__ = ["Ask", "Choice", "ClubPart", "ClubPublic", "ClubView", "CodeInForce", "Consent", "Cut",
           "DealScore", "Declaration", "Doubling", "Finished", "FinishedDeal", "FourHandPublic",
           "FourHandView", "GameScore", "House",
           "MemberSeen", "MemberSummary", "Net", "Part", "Phase", "PlayPart", "Roster", "RubberResult",
           "RubberScore", "Said", "ScoreItem", "ShownHand", "SideScore", "SideTotal", "Spoken", "TablePart",
           "Trick", "TricksWon", "TurnedTrick", "You", "code_in_force", "house_of", "omitted"]
