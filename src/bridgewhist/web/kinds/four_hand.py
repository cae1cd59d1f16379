"""The four-handed kinds of table: the four-hand rubber (``four``), the club-laws table (``laws``)
and the club table of five or six (``club``), each the table of :mod:`bridgewhist.web.tables`
with its views (:mod:`bridgewhist.web.views`) behind :class:`~bridgewhist.web.kinds.protocol.TableKind`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel

from bridgewhist.notation import pbn
from bridgewhist.notation.record import dumps
from bridgewhist.web.kinds.protocol import refuse_places, refuse_scoring
from bridgewhist.web.models import CreateTable, TableSummary
from bridgewhist.web.table_agreements import summary_part
from bridgewhist.web.tables.club import CLUB_KIND, SIZES, ClubGame
from bridgewhist.web.tables.events import CONSENT_EVENTS, Event, TableEvent
from bridgewhist.web.tables.four_hand import Game, RubberGame
from bridgewhist.web.tables.laws import LawsGame
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.views import four_hand, laws
from bridgewhist.web.views.announce import describe
from bridgewhist.web.views.club import club_part
from bridgewhist.web.views.consent import ask_part, consent_part, describe_consent, shown_part
from bridgewhist.web.views.laws_models import LawsPublic, LawsView
from bridgewhist.web.views.models import ClubPublic, ClubView, FourHandPublic, FourHandView


def with_ask(game: Game, fields: dict[str, Any]) -> dict[str, Any]:
    """The public fields with the claim or undo waiting (``ask``: None when none waits) and the
    hands shown by claims."""
    return {**fields, "ask": ask_part(game), "shown": shown_part(game)}


def with_consent(game: Game, public: FourHandPublic | ClubPublic, place: int | None) -> dict[str, Any]:
    """The receiver's fields: the public part's, what his seat may see, what he may ask or answer
    (``consent``); the hands shown by claims face up for all; no action while an ask waits."""
    seen = four_hand.receiver_part(game, public, place)
    return {**dict(public), "members": seen.members, "you": seen.you,
            "hands": {**seen.hands, **public.shown}, "legal": [] if game.ask is not None else seen.legal,
            "consent": consent_part(game, game.seat_of(place))}


def announce_friendly(game: Game, event: Event) -> list[dict[str, str]]:
    """The words of an event just applied at a friendly table (a claim or an undo included)."""
    if isinstance(event, CONSENT_EVENTS):
        return describe_consent(game, event)
    return describe(game, event)


def pbn_text(game: RubberGame[Any], number: int) -> str:
    """Rubber ``number``'s finished deals as PBN (empty when none is finished)."""
    record = four_hand.finished_record(game.rubbers[number - 1])
    return pbn.dumps(record) if record.deals else ""


class FourHandKind(Game):
    """A four-hand table in strict mode (kind ``four``)."""

    kind_name: ClassVar[str] = "four"

    @classmethod
    def opening(cls, request: CreateTable) -> TableEvent | None:
        """No event: a four-hand table is the default of a log.

        :raises Refused: ``bad_places``, ``bad_scoring``.
        """
        refuse_places(request)
        refuse_scoring(request)
        return None

    def summary(self, connected: set[int]) -> TableSummary:
        """The table in a few words (never a card)."""
        return TableSummary(**four_hand.summary_fields(self, connected),
                            agreements=summary_part(self.config.agreements, self.config.computer))

    def public_view(self, connected: set[int]) -> FourHandPublic:
        """The part of the view every receiver gets alike."""
        return FourHandPublic(**with_ask(self, four_hand.public_fields(self, connected)))

    def receiver_view(self, public: BaseModel, place: int | None) -> FourHandView:
        """The whole view for the member in ``place`` (None: a spectator)."""
        assert isinstance(public, FourHandPublic)
        return FourHandView.model_construct(**with_consent(self, public, place))

    def announce(self, event: Event) -> list[dict[str, str]]:
        """The words of an event just applied."""
        return announce_friendly(self, event)

    def record_json(self, number: int) -> str:
        """Rubber ``number``'s JSON record, finished deals only."""
        return dumps(four_hand.finished_record(self.rubbers[number - 1]))

    def record_pbn(self, number: int) -> str:
        """Rubber ``number``'s PBN record, finished deals only."""
        return pbn_text(self, number)


class LawsKind(LawsGame):
    """A club-laws table (a four-hand table in mode ``laws``: kind ``laws``)."""

    kind_name: ClassVar[str] = "laws"

    @classmethod
    def opening(cls, request: CreateTable) -> TableEvent | None:
        """No event: the table's mode (``laws``) names its kind.

        :raises Refused: ``bad_places``, ``bad_scoring``.
        """
        refuse_places(request)
        refuse_scoring(request)
        return None

    def summary(self, connected: set[int]) -> TableSummary:
        """The table in a few words (never a card)."""
        return TableSummary(**four_hand.summary_fields(self, connected),
                            agreements=summary_part(self.config.agreements, self.config.computer))

    def public_view(self, connected: set[int]) -> LawsPublic:
        """The part of the view every receiver gets alike, the referee's part with it."""
        return laws.public_view(self, connected)

    def receiver_view(self, public: BaseModel, place: int | None) -> LawsView:
        """The whole view for the member in ``place`` (None: a spectator), his acts with it."""
        assert isinstance(public, LawsPublic)
        return laws.receiver_view(self, public, place)

    def announce(self, event: Event) -> list[dict[str, str]]:
        """The words of an event just applied (an act with the referee's rulings)."""
        return laws.announce(self, event)

    def record_json(self, number: int) -> str:
        """Rubber ``number``'s JSON record of its finished refereed deals."""
        return dumps(self.rubbers[number - 1].finished_record())

    def record_pbn(self, number: int) -> str:
        """Never: PBN cannot hold irregularities.

        :raises Refused: ``no_pbn`` (404).
        """
        raise Refused("no_pbn", "PBN cannot hold a club-laws table's irregularities and rulings: "
                      "its record is JSON only", status=404)


class ClubKind(ClubGame):
    """A club table of five or six members (kind ``club``)."""

    kind_name: ClassVar[str] = CLUB_KIND

    @classmethod
    def opening(cls, request: CreateTable) -> TableEvent | None:
        """The ``table`` event with the table's places (five or six, default six).

        :raises Refused: ``bad_places``, ``mode_not_available`` (mode laws), ``bad_scoring``.
        """
        places = 6 if request.places is None else request.places
        if places not in SIZES:
            raise Refused("bad_places", f"a club table has five or six places, not {places} "
                          "(A21, W21: six players constitute a full table)", status=422)
        if request.mode == "laws":
            raise Refused("mode_not_available", "a club table of five or six plays in strict mode",
                          status=422)
        refuse_scoring(request)
        return TableEvent(table_kind=CLUB_KIND, places=places)

    def summary(self, connected: set[int]) -> TableSummary:
        """The table in a few words, with its places, who sits out and the roster."""
        return TableSummary(**four_hand.summary_fields(self, connected), **dict(club_part(self)),
                            agreements=summary_part(self.config.agreements, self.config.computer))

    def public_view(self, connected: set[int]) -> ClubPublic:
        """The part of the view every receiver gets alike, with the club's part."""
        fields = {**four_hand.public_fields(self, connected), **dict(club_part(self))}
        return ClubPublic(**with_ask(self, fields))

    def receiver_view(self, public: BaseModel, place: int | None) -> ClubView:
        """The whole view for the member in ``place`` (a member sitting out: a bystander's)."""
        assert isinstance(public, ClubPublic)
        return ClubView.model_construct(**with_consent(self, public, place))

    def announce(self, event: Event) -> list[dict[str, str]]:
        """The words of an event just applied."""
        return announce_friendly(self, event)

    def record_json(self, number: int) -> str:
        """Rubber ``number``'s JSON record, finished deals only."""
        return dumps(four_hand.finished_record(self.rubbers[number - 1]))

    def record_pbn(self, number: int) -> str:
        """Rubber ``number``'s PBN record, finished deals only."""
        return pbn_text(self, number)


__all__ = ["ClubKind", "FourHandKind", "LawsKind", "announce_friendly", "pbn_text", "with_ask",
           "with_consent"]
