"""The one protocol every kind of web table offers the hub and the HTTP API.

The hub and the app never ask which kind of table they hold: a table of any kind (four-hand,
club-laws, three-hand, club) is a :class:`TableKind`. It turns requests into events without
changing (``propose_*``), applies committed events (``apply``), builds what each receiver may
see (``public_view`` and ``receiver_view``; ``summary`` for the lobby), describes each event in
words (``announce``), says whose turn it is for a computer player and what that player may see
(``computer_turn``), and gives its records (``record_json``, ``record_pbn``). Each kind opens its
log with the settings of the request that created it (``opening``); the registry
(:mod:`bridgewhist.web.kinds.registry`) finds a stored table's kind from its log.
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol

from pydantic import BaseModel

from bridgewhist.web.computer import ComputerTurn
from bridgewhist.web.hints import HintPosition
from bridgewhist.web.models import CreateTable, TableSummary, TableView
from bridgewhist.web.tables.events import Event, TableEvent
from bridgewhist.web.tables.places import Member, Refused, TableConfig


class TableKind(Protocol):
    """A table of one kind in play: ``seq`` events of its log applied."""

    kind_name: ClassVar[str]
    """The kind's name in the registry (``four``, ``laws``, ``three-hand``, ``club``)."""
    config: TableConfig
    seq: int
    places: list[Member | None]
    """The places at the table, each with its member (None: empty)."""

    def __init__(self, config: TableConfig) -> None: ...

    @classmethod
    def opening(cls, request: CreateTable) -> TableEvent | None:
        """The event that opens a new table's log with the request's settings (None: no event).

        :raises Refused: for a setting this kind of table does not take (422).
        """

    @property
    def rubber_number(self) -> int:
        """The rubber (or session) in play, counting from 1 (0 before the first cut)."""

    def score_figures(self) -> dict[str, dict[str, Any]] | None:
        """How each figure of the rubber in play's scoring block was made, keyed as the view lists
        them (:func:`bridgewhist.web.explained.figures_by_key`); None where this kind keeps no
        such block or no rubber has begun."""

    # -- requests: events proposed, nothing changed -----------------------------------------
    def place_of_token(self, token_hash: str) -> int | None:
        """The place held by the token's member, or None."""

    def propose_join(self, name: str, *, person: bool, token_hash: str | None) -> list[Event]:
        """Take the first free place (the cut follows when the table is full).

        :raises Refused: ``table_full``.
        """

    def propose_fill(self) -> list[Event]:
        """Computer players in every empty or vacant place."""

    def propose_leave(self, place: int) -> list[Event]:
        """Give a place up."""

    def propose_action(self, place: int, text: str) -> list[Event]:
        """A member's action (``next`` included).

        :raises Refused: with the rules' reason and law.
        """

    def propose_next(self) -> list[Event]:
        """Deal the next hand (or cut for the next rubber) when the deal in play is over.

        :raises Refused: ``wrong_phase``.
        """

    def wants_next(self) -> bool:
        """True when a deal is over and no person can say ``next``: the server deals on."""

    # -- computer players -------------------------------------------------------------------
    def computer_place(self) -> int | None:
        """The place whose computer player must act now, or None (cheap: nothing is built)."""

    def computer_turn(self) -> ComputerTurn[Any] | None:
        """The turn of the computer player who must act now, with what it may see, or None."""

    def hint_position(self, place: int) -> HintPosition | None:
        """Where the member in ``place`` may ask the maxims now (his seat acts, at a friendly
        table), or None (not his turn, or a table that offers no hint)."""

    # -- the log ----------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        """Apply one committed event (also in replay).

        :raises ReplayError: when it does not fit the table as it stands.
        """

    # -- what is seen -----------------------------------------------------------------------
    def summary(self, connected: set[int]) -> TableSummary:
        """The table in a few words (never a card); ``connected``: the places with a websocket."""

    def public_view(self, connected: set[int]) -> BaseModel:
        """The part of the view every receiver gets alike (no hand of the deal in play), built
        once for all the receivers of a view."""

    def receiver_view(self, public: BaseModel, place: int | None) -> TableView:
        """The whole view for the member in ``place`` (None: a spectator), on ``public`` (this
        table's :meth:`public_view`)."""

    def announce(self, event: Event) -> list[dict[str, str]]:
        """The words of an event just applied, for everyone: ``[{"kind", "text"}, ...]``."""

    # -- records ----------------------------------------------------------------------------
    def record_json(self, number: int) -> str:
        """Rubber ``number``'s JSON record, finished deals only."""

    def record_pbn(self, number: int) -> str:
        """Rubber ``number``'s PBN record, finished deals only.

        :raises Refused: ``no_pbn`` (404) for a kind PBN cannot hold.
        """


def refuse_places(request: CreateTable) -> None:
    """Only a club table chooses its number of places.

    :raises Refused: ``bad_places`` (422) when the request names one.
    """
    if request.places is not None:
        raise Refused("bad_places", "only a club table chooses its number of places", status=422)


def refuse_scoring(request: CreateTable) -> None:
    """Only a three-hand table chooses how its score is kept.

    :raises Refused: ``bad_scoring`` (422) when the request names a way or a count.
    """
    if (request.scoring, request.games, request.deal_count) != (None, None, None):
        raise Refused("bad_scoring", "only a three-hand table chooses how the score is kept "
                      "(scoring, games, deal_count)", status=422)


__all__ = ["TableKind", "refuse_places", "refuse_scoring"]
