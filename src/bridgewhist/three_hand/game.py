"""A three-hand game in play: deals in rotation, each player's score, the record.

:class:`ThreeHandGame` is to three-hand bridge what :class:`bridgewhist.table.Table` is to the
four-hand rubber: the mutable facade that keeps the deal in play (a
:class:`~bridgewhist.three_hand.hand.ThreeHandDeal`), the deals finished, and the score
(:class:`~bridgewhist.three_hand.scoring.ThreeHandScore`). It has the same verbs:
``legal_actions()``, ``apply(action, by=...)``, ``actor``, ``next_deal()``; players are
numbered 0, 1, 2 in the order they sit. "Each is dealer in turn" (Ames): the deal passes to the
left after every deal, a passed one included.

>>> import random
>>> game = ThreeHandGame("american-1905", ("Ames", "Bab", "Cy"), random.Random(5))
>>> game.actor, game.deal.dealer
(0, 0)
>>> game.apply(PASS_DEAL).passed
True
>>> game.next_deal().dealer, game.score.deals[0].passed
(1, True)
>>> game.record().deals[0].actions
(PASS_DEAL,)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bridgewhist.club.roster import cut_ranking
from bridgewhist.cutting import Draw
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.scoring import result_of
from bridgewhist.table import TableError
from bridgewhist.three_hand.hand import PASS_DEAL, ThreeHandAction, ThreeHandDeal
from bridgewhist.three_hand.scoring import DEFAULT_DEAL_COUNT, Mode, ThreeHandScore

__all__ = ["PASS_DEAL", "CutRound", "ThreeHandChoose", "ThreeHandGame", "ThreeHandPlayedDeal",
           "ThreeHandRecord", "play_three_hand"]

CutRound = tuple[Mapping[str, int], ...]
"""The cards cut for the first deal, round by round (card numbers by name)."""

ThreeHandChoose = Callable[[ThreeHandDeal], ThreeHandAction]
"""Given the deal, the act of the player who must act (``deal.actor``)."""


@dataclasses.dataclass(frozen=True, slots=True)
class ThreeHandPlayedDeal:
    """One deal as recorded: its dealer (0-2), the four hands by seat, the players' acts."""

    dealer: int
    hands: tuple[int, int, int, int]
    actions: tuple[ThreeHandAction, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class ThreeHandRecord:
    """A three-hand game as recorded (written by :mod:`bridgewhist.notation.three_hand_record`).

    ``games`` is the length of a ``games`` session, ``deal_count`` of a ``points`` session.
    """

    code: LawCode
    players: tuple[str, str, str]
    mode: Mode = Mode.RUBBER
    games: int = 3
    deals: tuple[ThreeHandPlayedDeal, ...] = ()
    seed: int | None = None
    event: str = ""
    deal_count: int = DEFAULT_DEAL_COUNT


class ThreeHandGame:
    """Three players and X, deal after deal, until the rubber, the set of games or the set of
    deals is over.

    ``mode`` is ``rubber``, ``games`` (for ``games`` games) or ``points`` (for ``deal_count``
    deals, passed ones included); ``first_dealer`` deals first; ``rng`` shuffles every deal. The
    first deal is dealt at once.

    :raises NotationError: for an unknown mode, or fewer than one game or deal.
    """

    def __init__(
        self,
        code: LawCode | str,
        players: Sequence[str],
        rng: random.Random,
        *,
        mode: Mode | str = Mode.RUBBER,
        games: int = 3,
        deal_count: int = DEFAULT_DEAL_COUNT,
        first_dealer: int = 0,
        seed: int | None = None,
        event: str = "",
    ) -> None:
        self.code = load_law_code(code) if isinstance(code, str) else code
        names = tuple(players)
        self.mode = Mode.parse(mode) if isinstance(mode, str) else mode
        self.score = ThreeHandScore(self.code, names, self.mode, games,  # type: ignore[arg-type]
                                    deal_count=deal_count)
        self.players: tuple[str, str, str] = self.score.players
        self.rng = rng
        self.seed = seed
        self.event = event
        self._finished: list[tuple[ThreeHandDeal, tuple[ThreeHandAction, ...]]] = []
        self.deal = ThreeHandDeal.deal(self.code, self.players, first_dealer, rng)
        self._actions: list[ThreeHandAction] = []

    @classmethod
    def by_cutting(cls, code: LawCode | str, players: Sequence[str], rng: random.Random, *,
                   draw: Draw | None = None, **options: Any) -> tuple[ThreeHandGame, CutRound]:
        """The three cut for the first deal, the lowest dealing (Ames is silent; as the
        four-hand laws, P17, A18, W18: "the lowest is the dealer"; equal lowest cards cut
        again, rulings reading 8). The game and the cards cut, round by round.

        >>> from bridgewhist.cutting import scripted_draw
        >>> game, rounds = ThreeHandGame.by_cutting(
        ...     "english", ["Ann", "Bob", "Cy"], random.Random(1),
        ...     draw=scripted_draw("SK H5 D5", "CA C2"))
        >>> game.players[game.deal.dealer], len(rounds)        # Bob re-cut the ace
        ('Bob', 2)

        :raises NotationError: unless three different names, or for a bad draw.
        """
        law_code = load_law_code(code) if isinstance(code, str) else code
        order, rounds = cut_ranking(list(players), law_code, rng, draw=draw, decisive={1})
        game = cls(law_code, players, rng, first_dealer=list(players).index(order[0]), **options)
        return game, rounds

    @classmethod
    def from_record(cls, record: ThreeHandRecord) -> ThreeHandGame:
        """Replay a record: every deal dealt as recorded and every act made again.

        :raises IllegalActionError: for an act the rules refuse (see
            :func:`bridgewhist.notation.three_hand_record.replay` for located errors).
        :raises TableError: for an unfinished deal followed by another.
        """
        game = cls.__new__(cls)
        game.code = record.code
        game.mode = record.mode
        game.score = ThreeHandScore(record.code, record.players, record.mode, record.games,
                                    deal_count=record.deal_count)
        game.players = record.players
        game.rng = random.Random(0)
        game.seed = record.seed
        game.event = record.event
        game._finished = []
        game._actions = []
        for index, played in enumerate(record.deals):
            if index:
                game.next_deal(hands=played.hands, dealer=played.dealer)
            else:
                game.deal = ThreeHandDeal.from_hands(record.code, record.players, played.dealer,
                                                     played.hands)
            for action in played.actions:
                game.apply(action)
        return game

    # -- the deal in play --------------------------------------------------------------------
    @property
    def actor(self) -> int | None:
        """The player who must act in the deal in play (None once it is over)."""
        return self.deal.actor

    def legal_actions(self) -> tuple[ThreeHandAction, ...]:
        """The acts allowed now in the deal in play."""
        return self.deal.legal_actions()

    @property
    def actions(self) -> tuple[ThreeHandAction, ...]:
        """The acts made so far in the deal in play."""
        return tuple(self._actions)

    @property
    def deal_number(self) -> int:
        """The deal in play, counting from 1 (passed deals count)."""
        return len(self._finished) + 1

    def apply(self, action: ThreeHandAction, *, by: int | None = None) -> ThreeHandDeal:
        """Make one act in the deal in play.

        :raises IllegalActionError: when the rules do not allow it now (nothing changes).
        """
        self.deal = self.deal.apply(action, by=by)
        self._actions.append(action)
        return self.deal

    def play_out(self, choose: ThreeHandChoose) -> ThreeHandDeal:
        """Apply ``choose(deal)`` until the deal in play is over; the final deal.

        :raises IllegalActionError: when ``choose`` gives an act the rules refuse.
        """
        while not self.deal.is_over:
            self.apply(choose(self.deal))
        return self.deal

    @property
    def scored(self) -> ThreeHandScore:
        """The score, the deal in play included once it is over."""
        return _scored(self.score, self.deal)

    @property
    def is_over(self) -> bool:
        """True once the rubber is won (or the set of games or deals played) with the deal in
        play."""
        return self.scored.is_over

    def next_deal(self, *, hands: tuple[int, int, int, int] | None = None,
                  dealer: int | None = None) -> ThreeHandDeal:
        """Score the deal just over and deal the next, to the left (Ames: "Each is dealer in
        turn"). ``hands`` and ``dealer`` replay a record; ``dealer`` must be the next in turn.

        :raises TableError: while the deal in play is unfinished, or for a dealer out of turn.
        :raises IllegalActionError: when the rubber, the set of games or of deals is over.
        """
        if not self.deal.is_over:
            raise TableError(f"deal {self.deal_number} is not finished: "
                             f"{len(self.deal.state.tricks)} of 13 tricks played")
        scored = self.scored
        if scored.is_over:
            raise IllegalActionError(Reason.GAME_OVER, f"the game is over: {scored.over_text()}")
        following = (self.deal.dealer + 1) % 3
        if dealer is not None and dealer != following:
            raise TableError(f"{self.players[dealer]} deals out of turn: "
                             f"{self.players[following]} deals next (Ames: each deals in turn)")
        self.score = scored
        self._finished.append((self.deal, tuple(self._actions)))
        if hands is None:
            self.deal = ThreeHandDeal.deal(self.code, self.players, following, self.rng)
        else:
            self.deal = ThreeHandDeal.from_hands(self.code, self.players, following, hands)
        self._actions = []
        return self.deal

    @property
    def history(self) -> tuple[ThreeHandDeal, ...]:
        """The last state of every deal so far, the one in play last."""
        return (*(deal for deal, _ in self._finished), self.deal)

    def record(self) -> ThreeHandRecord:
        """Every deal so far, the one in play last, as a record."""
        deals = [ThreeHandPlayedDeal(deal.dealer, deal.state.deal, actions)
                 for deal, actions in (*self._finished, (self.deal, tuple(self._actions)))]
        return ThreeHandRecord(self.code, self.players, self.mode, self.score.games,
                               tuple(deals), self.seed, self.event, self.score.deal_count)


def _scored(score: ThreeHandScore, deal: ThreeHandDeal) -> ThreeHandScore:
    if deal.passed:
        return score.pass_deal(deal.dealer)
    if deal.state.is_complete:
        return score.score(deal.dealer, result_of(deal.state))
    return score


def play_three_hand(
    code: LawCode | str,
    players: Sequence[str],
    rng: random.Random | int,
    choose: ThreeHandChoose,
    *,
    mode: Mode | str = Mode.RUBBER,
    games: int = 3,
    deal_count: int = DEFAULT_DEAL_COUNT,
    max_deals: int = 500,
) -> ThreeHandGame:
    """Play deals with ``choose`` until the rubber is won or the games or deals are played.

    ``max_deals`` stops a game whose players pass every deal (a ``points`` session of more
    deals is played out: passed deals count toward its ``deal_count``).

    >>> from bridgewhist.three_hand.hand import ThreeHandDeal
    >>> chooser = random.Random(3)
    >>> game = play_three_hand("english", ["A", "B", "C"], 3,
    ...                        lambda deal: chooser.choice(deal.legal_actions()), mode="games",
    ...                        games=1)
    >>> game.is_over, sum(game.scored.games_won) >= 1
    (True, True)
    >>> game = play_three_hand("english", ["A", "B", "C"], 3, lambda deal: PASS_DEAL,
    ...                        mode="points", deal_count=4)
    >>> game.is_over, game.deal_number, game.scored.totals
    (True, 4, (0, 0, 0))

    :raises IllegalActionError: when ``choose`` gives an act the rules refuse.
    """
    seed = rng if isinstance(rng, int) else None
    generator = random.Random(rng) if isinstance(rng, int) else rng
    game = ThreeHandGame(code, players, generator, mode=mode, games=games, deal_count=deal_count,
                         seed=seed)
    limit = max(max_deals, deal_count) if game.mode == Mode.POINTS else max_deals
    game.play_out(choose)
    while not game.is_over and game.deal_number < limit:
        game.next_deal()
        game.play_out(choose)
    return game

