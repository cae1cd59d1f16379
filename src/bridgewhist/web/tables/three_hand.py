"""A three-hand web table as an event log: three places, the cut, the deals and the rubbers.

The three-hand counterpart of :class:`bridgewhist.web.tables.four_hand.Game`, with the same verbs
(``propose_*`` check and change nothing; ``apply`` applies a committed event)
and the same events, plus the ``table`` event that opens every table of another kind and names
it, so a replay of the log rebuilds the right game. The rules are the core's:
:class:`bridgewhist.three_hand.game.ThreeHandGame` (Ames, "Three Hand Bridge") cuts, deals,
applies and scores. Player ``i`` of each rubber is the member in place ``i``. The ``table``
event may choose Ames's way of keeping the score (:func:`scoring_settings`): a rubber (the
default), games, or "trick and honor points only" for a set number of deals; each "rubber" of
the table is then one such session.

>>> from bridgewhist.laws import load_law_code
>>> game = ThreeGame(TableConfig("t3", load_law_code("english-1904"), seed=5))
>>> game.apply(TableEvent(table_kind=THREE_HAND))
>>> for name in ("Ann", "Bob", "Cy"):
...     for event in game.propose_join(name, person=True, token_hash=name):
...         game.apply(event)
>>> game.seq, game.rubber_number, game.deal is not None, game.status
(5, 1, True, 'playing')
"""

from __future__ import annotations

import random
from typing import Any

from bridgewhist.agents.three_hand_players import ThreeHandView, three_hand_view
from bridgewhist.cards import format_deal
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.seats import Seat
from bridgewhist.three_hand.game import CutRound, ThreeHandGame
from bridgewhist.three_hand.hand import DEALER_SEAT, ThreeHandDeal, parse_three_hand_action
from bridgewhist.three_hand.scoring import DEFAULT_DEAL_COUNT, Mode
from bridgewhist.web.computer import ComputerTurn, three_turn
from bridgewhist.web.explained_three import three_figures_by_key
from bridgewhist.web.hints import HintPosition, three_hand_position
from bridgewhist.web.tables.events import (
    ActEvent,
    CutEvent,
    Event,
    NextEvent,
    PlayerActionEvent,
    ReplayError,
    SeatActionEvent,
    TableEvent,
)
from bridgewhist.web.tables.places import NEXT, Member, Places, Refused, TableConfig

THREE_HAND = "three-hand"
"""The kind of a three-hand table, as its ``table`` event names it."""
PLACES = 3
MAX_GAMES, MAX_DEALS = 9, 60
"""The longest session a web table offers: nine games, or sixty deals (twenty rounds)."""


def scoring_settings(scoring: str | None = None, games: int | None = None,
                     deal_count: int | None = None) -> dict[str, Any]:
    """A three-hand table's way of keeping the score, as its ``table`` event carries it (Ames:
    "trick and honor points only, or of games or rubbers"): nothing for the default rubber;
    ``games`` (default 3) only with ``scoring`` games, ``deal_count`` (default 9) only with points.

    >>> scoring_settings(), scoring_settings("points"), scoring_settings("games", games=2)
    ({}, {'scoring': 'points', 'deal_count': 9}, {'scoring': 'games', 'games': 2})

    :raises NotationError: for an unknown way, a count for another way, or a count out of range.
    """
    if scoring is None and games is None and deal_count is None:
        return {}
    mode = Mode.parse(scoring if scoring is not None else Mode.RUBBER.value)
    if games is not None and mode != Mode.GAMES:
        raise NotationError(f"games {games!r}: only a score kept by games sets how many games")
    if deal_count is not None and mode != Mode.POINTS:
        raise NotationError(f"deal_count {deal_count!r}: only a score of points sets how many deals")
    out: dict[str, Any] = {"scoring": mode.value}
    if mode == Mode.GAMES:
        out["games"] = _count("games", 3 if games is None else games, MAX_GAMES)
    elif mode == Mode.POINTS:
        out["deal_count"] = _count("deal_count", DEFAULT_DEAL_COUNT if deal_count is None else deal_count,
                                   MAX_DEALS)
    return out


def _count(key: str, value: Any, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        raise NotationError(f"{key} {value!r}: a whole number from 1 to {most} is needed")
    return value


class ThreeGame(Places):
    """One three-hand table: its places, the rubbers played, the deal in play; ``seq`` events applied."""

    kind = THREE_HAND

    def __init__(self, config: TableConfig) -> None:
        self.config = config
        self.places: list[Member | None] = [None] * PLACES
        self.rubbers: list[ThreeHandGame] = []
        self.cuts: list[CutRound] = []
        self.seq = 0
        self.score_mode, self.games, self.deal_count = Mode.RUBBER, 3, DEFAULT_DEAL_COUNT
        """Ames's way of keeping the score, set by the ``table`` event (:func:`scoring_settings`)."""

    # -- what the table is now --------------------------------------------------------------
    @property
    def table(self) -> ThreeHandGame | None:
        """The rubber in play, or None before the first cut."""
        return self.rubbers[-1] if self.rubbers else None

    @property
    def deal(self) -> ThreeHandDeal | None:
        """The deal in play, or None before the first cut."""
        return None if not self.rubbers else self.rubbers[-1].deal

    @property
    def rubber_number(self) -> int:
        """The rubber in play, counting from 1 (0 before the first cut)."""
        return len(self.rubbers)

    def score_figures(self) -> dict[str, dict[str, Any]] | None:
        """How each figure of the block of the rubber (or session) in play was made, by player
        (:func:`bridgewhist.web.explained_three.three_figures_by_key`); None before the first cut."""
        table = self.table
        return None if table is None else three_figures_by_key(table.scored)

    @property
    def started(self) -> bool:
        """True once the first rubber is cut."""
        return bool(self.rubbers)

    def seat_of(self, place: int | None) -> Seat | None:
        """The seat a place holds in the deal in play (the dealer South, X North)."""
        deal = self.deal
        return None if place is None or deal is None else deal.seat_of(place)

    @property
    def waiting(self) -> bool:
        """True while the table waits for players: a place empty or vacant."""
        return any(m is None or m.vacant for m in self.places) or self.table is None

    @property
    def status(self) -> str:
        """``waiting``, ``playing`` or ``over`` (a finished rubber, until ``next``)."""
        table, deal = self.table, self.deal
        if table is None or deal is None:
            return "waiting"
        if deal.is_over and table.is_over:
            return "over"
        return "waiting" if self.waiting else "playing"

    def computer_place(self) -> int | None:
        """The place whose computer player must act now, or None."""
        deal = self.deal
        if deal is None or deal.is_over or self.waiting or deal.actor is None:
            return None
        member = self.places[deal.actor]
        return deal.actor if member is not None and not member.person else None

    def hint_position(self, place: int) -> HintPosition | None:
        """Where the player in ``place`` may ask the maxims: it is his turn (the dealer's for X
        too), from his own view; or None."""
        deal = self.deal
        if deal is None or deal.is_over or self.waiting or deal.actor != place:
            return None
        return three_hand_position(self.player_view(place), deal)

    def computer_turn(self) -> ComputerTurn[Any] | None:
        """The turn of the computer player who must act now (what he may see), or None."""
        place = self.computer_place()
        return None if place is None else three_turn(place, self.player_view(place))

    def player_view(self, place: int) -> ThreeHandView:
        """What the player in ``place`` may see (with the score before this deal)."""
        table, deal = self.table, self.deal
        assert table is not None and deal is not None
        return three_hand_view(deal, place, table.score)

    def wants_next(self) -> bool:
        """True when a deal is over and nobody can say ``next``: the server deals on itself."""
        deal = self.deal
        return (deal is not None and deal.is_over and not self.waiting and not self.persons_seated()
                and not self.table_over_for_good())

    def table_over_for_good(self) -> bool:
        """Computer-only tables stop after their rubber."""
        table = self.table
        return table is not None and table.is_over and not self.persons_seated()

    def propose_action(self, place: int, text: str) -> list[Event]:
        """The events of a member's act (``next``, ``pass``, ``leave``, a make, a double, a card).

        :raises Refused: ``not_started``, ``bad_action`` or the rules' reason with its law.
        """
        deal = self.deal
        if deal is None or self.waiting:
            raise Refused("not_started", "the table is waiting for players: no action can be made yet")
        if text.strip().lower() == NEXT:
            return self.propose_next()
        try:
            action = parse_three_hand_action(text)
        except NotationError as error:
            raise Refused("bad_action", str(error)) from None
        try:
            deal.apply(action, by=place)
        except IllegalActionError as error:
            raise Refused(error.reason.value, error.bare_message, law=error.law) from None
        return [PlayerActionEvent(player=place, action=str(action))]

    def propose_next(self) -> list[Event]:
        """Deal the next hand (or cut for the next rubber) when the deal in play is over."""
        table, deal = self.table, self.deal
        if table is None or deal is None or not deal.is_over:
            raise Refused("wrong_phase", "the deal in play is not over")
        if table.is_over:
            return [self.cut_event(self.names())]
        rng = random.Random()
        rng.setstate(table.rng.getstate())
        following = ThreeHandDeal.deal(table.code, table.players, (deal.dealer + 1) % 3, rng)
        return [NextEvent(check=deal_check(following))]

    # -- applying committed events ----------------------------------------------------------
    def apply_table(self, event: TableEvent) -> None:
        """The first event: a three-hand table and Ames's way of keeping its score.

        :raises ReplayError: unless it opens the log of a three-hand table with a good way.
        """
        if self.seq != 0 or event.table_kind != self.kind:
            raise ReplayError(f"a {event.table_kind} table's event in a {self.kind} table")
        try:
            settings = scoring_settings(event.scoring, event.games, event.deal_count)
        except NotationError as error:
            raise ReplayError(f"the table's scoring: {error}") from None
        self.score_mode = Mode(settings.get("scoring", Mode.RUBBER.value))
        self.games = settings.get("games", 3)
        self.deal_count = settings.get("deal_count", DEFAULT_DEAL_COUNT)

    def scoring(self) -> dict[str, Any]:
        """The way the score is kept, for summaries: ``{"mode": ..., "games" | "deal_count": n}``."""
        count = ({"games": self.games} if self.score_mode == Mode.GAMES
                 else {"deal_count": self.deal_count} if self.score_mode == Mode.POINTS else {})
        return {"mode": self.score_mode.value, **count}

    def apply_cut(self, event: CutEvent) -> None:
        """Cut for the next rubber (for deal).

        :raises ReplayError: unless three are at the table and the cut deals as when it was played.
        """
        names = self.names()
        if len(names) != PLACES:
            raise ReplayError("a three-hand cut needs three players")
        game, rounds = self.cut(names)
        if event.check not in (None, deal_check(game.deal)):
            raise ReplayError(f"rubber {len(self.rubbers) + 1} deals differently from when it was played")
        self.rubbers.append(game)
        self.cuts.append(rounds)

    def apply_action(self, event: SeatActionEvent | ActEvent | PlayerActionEvent) -> None:
        """A player's action.

        :raises ReplayError: for another kind of action, or an action the rules refuse.
        """
        table = self.table
        if table is None:
            raise ReplayError("an action before the cut")
        if not isinstance(event, PlayerActionEvent):
            raise ReplayError(f"event {self.seq + 1} is not a three-hand table's action")
        try:
            table.apply(parse_three_hand_action(event.action), by=event.player)
        except (IllegalActionError, NotationError) as error:
            raise ReplayError(f"action {event.action} is refused: {error}") from None

    def apply_next(self, event: NextEvent) -> None:
        """Deal the next hand.

        :raises ReplayError: unless a deal is over and deals as when it was played.
        """
        table, deal = self.table, self.deal
        if table is None or deal is None or not deal.is_over or table.is_over:
            raise ReplayError("no deal to deal next")
        table.next_deal()
        if event.check not in (None, deal_check(table.deal)):
            raise ReplayError(f"deal {table.deal_number} deals differently from when it was played")

    def cut(self, names: list[str]) -> tuple[ThreeHandGame, CutRound]:
        """The next rubber and the cut's rounds."""
        rubber = len(self.rubbers) + 1
        rng = random.Random(f"bridgewhist-three-hand-table:{self.config.seed}:{rubber}")
        return ThreeHandGame.by_cutting(self.config.code, names, rng, mode=self.score_mode,
                                        games=self.games, deal_count=self.deal_count,
                                        seed=self.config.seed,
                                        event=f"bridgewhist table {self.config.table_id}, rubber {rubber}")

    def cut_event(self, names: list[str]) -> CutEvent:
        """The cut for the next rubber, with its first deal."""
        return CutEvent(rubber=len(self.rubbers) + 1, check=deal_check(self.cut(names)[0].deal))


def deal_check(deal: ThreeHandDeal) -> str:
    """The deal's four hands and dealer, to check a replay deals alike."""
    return f"{deal.dealer}:{format_deal(deal.state.deal, DEALER_SEAT)}"


__all__ = ["MAX_DEALS", "MAX_GAMES", "THREE_HAND", "ThreeGame", "deal_check", "scoring_settings"]
