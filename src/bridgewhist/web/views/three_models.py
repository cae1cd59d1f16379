"""The typed views of a three-hand table (Ames's game): its view has the four-hand view's shape
(seats S, W, E and N), with X, the absent fourth, named by ``x``, and one column per player in
its score.

>>> Scoring(mode="games", games=2).model_dump_json()
'{"mode":"games","games":2}'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import Field

from bridgewhist.web.tables.events import SeatName
from bridgewhist.web.views.models import (
    Choice,
    CodeInForce,
    Cut,
    House,
    MemberSeen,
    MemberSummary,
    Part,
    Phase,
    Said,
    Trick,
    TricksWon,
    TurnedTrick,
    You,
    omitted,
)


class Scoring(Part):
    """How a three-hand table keeps its score: a rubber, games (how many), or points (how many deals)."""

    mode: Literal["rubber", "games", "points"]
    games: int | None = omitted()
    deal_count: int | None = omitted()


class ThreeSaid(Said):
    """A word of the talk, with the place of the player who said it."""

    player: int | None


class ThreeDeclaration(Part):
    """The trump made so far, ``from_x`` when the dealer made it from X's hand."""

    strain: str | None
    maker: SeatName | None
    from_x: bool
    left_to_partner: bool
    history: list[ThreeSaid]


class ThreeDoubling(Part):
    """The doubling so far."""

    doubles: int
    multiplier: int
    asked: bool
    history: list[ThreeSaid]


class Talk(Part):
    """A word of a finished deal's talk."""

    seat: SeatName
    words: str


class ThreeDeal(Part):
    """A finished deal of the rubber (or session) in play, the dealer South and X North."""

    number: int
    dealer: SeatName
    hands: str
    """The hands as dealt (PBN, South the dealer, North X); "" for a passed deal, whose cards
    nobody saw (Ames: the hand is abandoned)."""
    actions: list[str]
    strain: str | None
    players: dict[str, str]
    passed: bool
    from_x: bool
    talk: list[Talk]
    multiplier: int
    """The deal's multiplier of the trick values (1, or 2 for each doubling), the engine's own."""
    tricks: list[TurnedTrick]


class ThreeRubber(Part):
    """A finished rubber (or session): its winners and its result in words."""

    number: int
    winners: list[str]
    result: str


class DealTricks(Part):
    """The tricks of a deal played: the dealer's (with X) and the adversaries'."""

    dealer: int
    adversaries: int


class PlayerPoints(Part):
    """A player's points in one deal."""

    below: int
    above: int


class ThreeDealScore(Part):
    """One deal of the three-hand block (a passed deal has no strain, multiplier or tricks)."""

    deal: int
    game: int
    dealer: str
    passed: bool
    strain: str | None = omitted()
    multiplier: int | None = omitted()
    tricks: DealTricks | None = omitted()
    players: dict[str, PlayerPoints]
    games_won_by: list[str]


class ThreeTotal(Part):
    """A player's totals."""

    below: int
    above: int
    bonus: int
    total: int


class ThreeScore(Part):
    """The three-hand block, one column per player (docs/record-format.md, "three-hand")."""

    law_code: CodeInForce
    mode: str
    games: int | None = omitted()
    deal_count: int | None = omitted()
    players: list[str]
    deals: list[ThreeDealScore]
    games_won: dict[str, int]
    rubber_winners: list[str]
    totals: dict[str, ThreeTotal]
    is_over: bool


class ThreeSummary(Part):
    """A three-hand table in a few words (never a card), as its views begin."""

    table_id: str
    url: str
    code: str
    house: House
    mode: str
    computer: str
    kind: str
    places: int
    scoring: Scoring
    status: Literal["waiting", "playing", "over"]
    rubber: int
    deal: int
    members: Sequence[MemberSummary]
    sitting_out: list[str]
    created: str


class ThreePublic(ThreeSummary):
    """The part of a three-hand table's view every receiver gets alike (no hand)."""

    x: SeatName
    rubbers: list[ThreeRubber]
    history: list[ThreeDeal]
    phase: Phase
    cut: Cut | None
    dealer: SeatName | None
    dummy: SeatName | None
    passed: bool
    dealer_member: int | None = omitted()
    turn: SeatName | None
    acting: SeatName | None
    counts: dict[str, int]
    declaration: ThreeDeclaration | None
    doubling: ThreeDoubling | None
    trick: Trick | None
    last_trick: TurnedTrick | None
    quitted_trick_law: str = Field(description="the law of the table's code that forbids looking at a "
                                   "quitted trick until the hand ends (general.quitted_trick_hidden), "
                                   "cited as 'english-1904 law 108'")
    tricks_won: TricksWon | None
    score: ThreeScore | None


class ThreeView(ThreePublic):
    """The whole view of a three-hand table for one receiver (kind ``three-hand``)."""

    members: list[MemberSeen]
    you: You
    hands: dict[str, list[str]]
    legal: list[Choice]


__all__ = ["DealTricks", "PlayerPoints", "Scoring", "Talk", "ThreeDeal", "ThreeDealScore", "ThreeDeclaration",
           "ThreeDoubling", "ThreePublic", "ThreeRubber", "ThreeSaid", "ThreeScore", "ThreeSummary",
           "ThreeTotal", "ThreeView"]
