"""The three-hand kind of table (``three-hand``): :class:`~bridgewhist.web.tables.three_hand.ThreeGame`
with its views (:mod:`bridgewhist.web.views.three_hand`) behind
:class:`~bridgewhist.web.kinds.protocol.TableKind`."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel

from bridgewhist.errors import NotationError
from bridgewhist.web.kinds.protocol import refuse_places
from bridgewhist.web.models import CreateTable, TableSummary
from bridgewhist.web.tables.events import Event, TableEvent
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.tables.three_hand import THREE_HAND, ThreeGame, scoring_settings
from bridgewhist.web.views.three_hand import (
    three_describe,
    three_public,
    three_receiver_view,
    three_record_text,
    three_summary_fields,
)
from bridgewhist.web.views.three_models import ThreePublic, ThreeView


class ThreeHandKind(ThreeGame):
    """A three-hand table (kind ``three-hand``)."""

    kind_name: ClassVar[str] = THREE_HAND

    @classmethod
    def opening(cls, request: CreateTable) -> TableEvent | None:
        """The ``table`` event with Ames's way of keeping the score.

        :raises Refused: ``mode_not_available`` (mode laws), ``bad_places``, ``bad_scoring``.
        """
        if request.mode == "laws":
            raise Refused("mode_not_available", "the club-laws referee rules four-handed deals: "
                          "a three-hand table plays in strict mode", status=422)
        refuse_places(request)
        try:
            settings = scoring_settings(request.scoring, request.games, request.deal_count)
        except NotationError as error:
            raise Refused("bad_scoring", str(error), status=422) from None
        return TableEvent(table_kind=THREE_HAND, **settings)

    def summary(self, connected: set[int]) -> TableSummary:
        """The table in a few words (never a card)."""
        return TableSummary(**three_summary_fields(self, connected))

    def public_view(self, connected: set[int]) -> ThreePublic:
        """The part of the view every receiver gets alike."""
        return three_public(self, connected)

    def receiver_view(self, public: BaseModel, place: int | None) -> ThreeView:
        """The whole view for the player in ``place`` (None: a spectator)."""
        assert isinstance(public, ThreePublic)
        return three_receiver_view(self, public, place)

    def announce(self, event: Event) -> list[dict[str, str]]:
        """The words of an event just applied."""
        return three_describe(self, event)

    def record_json(self, number: int) -> str:
        """Session ``number``'s three-hand JSON record, finished deals only."""
        return three_record_text(self, number)

    def record_pbn(self, number: int) -> str:
        """Never: PBN holds four-hand deals.

        :raises Refused: ``no_pbn`` (404).
        """
        raise Refused("no_pbn", "PBN holds four-hand deals: a three-hand table's record is JSON only",
                      status=404)


__all__ = ["ThreeHandKind"]
