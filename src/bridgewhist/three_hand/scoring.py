"""Three-hand bridge scoring: each player's own score, of points only, games of 50 or rubbers of 100.

Ames, "Three Hand Bridge": "A score is kept of each of the three players and may be of trick
and honor points only, or of games or rubbers. If only games are played fifty points are added
for winning the game; if a rubber is played the usual 100 points are added for winning the
rubber." As ``shared/rulings.md`` reads it: each deal is scored as a four-hand deal (the
dealer with X against the other two, :func:`bridgewhist.scoring.score_deal`); the dealer scores
what his side wins, and each of the two partners scores what their side wins. A player reaching
30 below the line wins a game, and a new game begins for all three. Mode ``games``: 50 for each
game, for a set number of games; mode ``rubber``: the first to two games wins the rubber, 100;
mode ``points`` ("trick and honor points only"): no games are won and nothing is added, for a
set number of deals (``deal_count``, default 9: each deals three times; a passed deal counts).

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.cards import Strain
>>> from bridgewhist.scoring import DealResult
>>> from bridgewhist.seats import Seat
>>> score = ThreeHandScore(load_law_code("english-1904"), ("A", "B", "C"), Mode.RUBBER)
>>> score = score.score(0, DealResult(Seat.S, Strain.NO_TRUMPS, (9, 4)))     # A deals, wins
>>> score = score.score(1, DealResult(Seat.S, Strain.HEARTS, (3, 10)))       # B deals, loses
>>> score.game_scores, score.games_won      # A and C, partners against B, both reach game
((0, 0, 0), (2, 0, 1))
>>> score.is_over, score.over_text(), score.totals
(True, 'A won the rubber', (168, 0, 32))

>>> points = ThreeHandScore(load_law_code("english-1904"), ("A", "B", "C"), Mode.POINTS,
...                         deal_count=2)
>>> points = points.score(0, DealResult(Seat.S, Strain.NO_TRUMPS, (9, 4))).pass_deal(1)
>>> points.is_over, points.over_text(), points.totals, points.games_won
(True, '2 deals played', (36, 0, 0), (0, 0, 0))
"""

from __future__ import annotations

import dataclasses
import enum

from bridgewhist.errors import IllegalActionError, LawCodeError, NotationError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.scoring import DealResult, ScoreEntry, score_deal
from bridgewhist.seats import Side

__all__ = ["DEFAULT_DEAL_COUNT", "GAME_BONUS", "Mode", "ThreeHandScore", "ThreeHandScoredDeal"]

GAME_BONUS = 50
"""Ames: "If only games are played fifty points are added for winning the game"."""

DEFAULT_DEAL_COUNT = 9
"""How many deals a ``points`` session lasts unless told: three rounds, each player dealing three
times (Ames sets no length; docs/laws-intro.md, reading 10)."""


class Mode(enum.Enum):
    """How a three-hand score is kept (Ames, Three Hand Bridge): "trick and honor points only"
    (``points``), "games" (``games``), "rubbers" (``rubber``)."""

    POINTS = "points"
    GAMES = "games"
    RUBBER = "rubber"

    @classmethod
    def parse(cls, text: str) -> Mode:
        """``points``, ``games`` or ``rubber``.

        >>> Mode.parse(" Points ")
        <Mode.POINTS: 'points'>

        :raises NotationError: for any other text.
        """
        try:
            return cls(text.strip().lower())
        except ValueError:
            expected = ", ".join(m.value for m in cls)
            raise NotationError(f"unknown three-hand mode {text!r}: expected one of {expected}") \
                from None


@dataclasses.dataclass(frozen=True, slots=True)
class ThreeHandScoredDeal:
    """One deal on the three-hand block: who dealt, what each player scored, games won.

    ``result`` is None for a passed deal; ``below`` and ``above`` hold each player's points;
    ``games_won_by`` the players who reached game with it.
    """

    number: int
    game: int
    dealer: int
    result: DealResult | None
    entries: tuple[ScoreEntry, ...]
    below: tuple[int, int, int]
    above: tuple[int, int, int]
    games_won_by: tuple[int, ...]

    @property
    def passed(self) -> bool:
        """True when the dealer passed the deal."""
        return self.result is None


def _side_points(entries: tuple[ScoreEntry, ...], *, below: bool) -> tuple[int, int]:
    ns = sum(e.points for e in entries if e.side == Side.NS and e.below == below)
    ew = sum(e.points for e in entries if e.side == Side.EW and e.below == below)
    return (ns, ew)


def _per_player(dealer: int, side_points: tuple[int, int]) -> tuple[int, int, int]:
    """The dealer scores his side's points (NS, with X); each of the others scores EW's."""
    out = [side_points[Side.EW]] * 3
    out[dealer] = side_points[Side.NS]
    return (out[0], out[1], out[2])


@dataclasses.dataclass(frozen=True, slots=True)
class ThreeHandScore:
    """The three players' scores so far; :meth:`score` and :meth:`pass_deal` add a deal.

    ``games`` is how many games a ``games`` session lasts, ``deal_count`` how many deals a
    ``points`` session lasts, passed deals included (each ignored in the other modes).
    """

    code: LawCode
    players: tuple[str, str, str]
    mode: Mode = Mode.RUBBER
    games: int = 3
    deals: tuple[ThreeHandScoredDeal, ...] = ()
    deal_count: int = DEFAULT_DEAL_COUNT

    def __post_init__(self) -> None:
        if self.code.options.spade_convention:
            raise LawCodeError(
                "three-hand bridge is played without the Spade Convention: its 'either side is "
                "20 or over' is an agreement between the two sides of a four-hand rubber")
        if isinstance(self.games, bool) or not isinstance(self.games, int) or self.games < 1:
            raise NotationError(f"a games session needs at least one game, not {self.games!r}")
        if isinstance(self.deal_count, bool) or not isinstance(self.deal_count, int) \
                or self.deal_count < 1:
            raise NotationError("a points session needs a whole number of deals, at least one, "
                                f"not {self.deal_count!r}")

    @property
    def game_number(self) -> int:
        """The game in play (1-based)."""
        return 1 + sum(1 for d in self.deals if d.games_won_by)

    @property
    def game_scores(self) -> tuple[int, int, int]:
        """Each player's points below the line toward the current game (each game from zero);
        always nothing in a ``points`` session, which plays toward no game."""
        if self.mode == Mode.POINTS:
            return (0, 0, 0)
        totals = [0, 0, 0]
        for deal in reversed(self.deals):
            if deal.games_won_by:
                break
            for player in range(3):
                totals[player] += deal.below[player]
        return (totals[0], totals[1], totals[2])

    @property
    def games_won(self) -> tuple[int, int, int]:
        """Games won by each player."""
        won = [0, 0, 0]
        for deal in self.deals:
            for player in deal.games_won_by:
                won[player] += 1
        return (won[0], won[1], won[2])

    @property
    def rubber_winners(self) -> tuple[int, ...]:
        """In a rubber, the player(s) with two games (two partners may reach it together)."""
        if self.mode != Mode.RUBBER:
            return ()
        needed = self.code.scoring.games_to_win_rubber
        return tuple(p for p in range(3) if self.games_won[p] >= needed)

    @property
    def is_over(self) -> bool:
        """A rubber is over once a player has two games; a games session after its games; a
        points session after its ``deal_count`` deals, passed deals included."""
        if self.mode == Mode.RUBBER:
            return bool(self.rubber_winners)
        if self.mode == Mode.POINTS:
            return len(self.deals) >= self.deal_count
        return self.game_number > self.games

    def _check_open(self) -> None:
        if self.is_over:
            raise IllegalActionError(Reason.GAME_OVER, "the three-hand score is complete: "
                                     f"{self.over_text()}")

    def score(self, dealer: int, result: DealResult) -> ThreeHandScore:
        """The score after one more deal, the ``dealer`` (0-2) sitting South with X North.

        In a ``points`` session each deal is scored as a four-hand deal at love, and nobody
        wins a game by it.

        :raises IllegalActionError: when the rubber, the set of games or of deals is over.
        :raises NotationError: for a dealer that is not 0, 1 or 2.
        """
        self._check_open()
        if not 0 <= dealer <= 2:
            raise NotationError(f"the dealer must be player 0, 1 or 2, not {dealer!r}")
        standing = self.game_scores
        adversaries = [p for p in range(3) if p != dealer]
        side_standing = (standing[dealer], max(standing[p] for p in adversaries))
        entries = tuple(score_deal(self.code, result, side_standing))
        below = _per_player(dealer, _side_points(entries, below=True))
        above = _per_player(dealer, _side_points(entries, below=False))
        game = self.code.scoring.game_points
        revoking = {claim.side for claim in result.revokes}
        won = () if self.mode == Mode.POINTS else tuple(
            p for p in range(3)
            if standing[p] + below[p] >= game and (Side.NS if p == dealer else Side.EW) not in revoking)
        deal = ThreeHandScoredDeal(len(self.deals) + 1, self.game_number, dealer, result,
                                   entries, below, above, won)
        return dataclasses.replace(self, deals=(*self.deals, deal))

    def pass_deal(self, dealer: int) -> ThreeHandScore:
        """The score after a passed deal: nothing is scored (Ames: "he may pass the deal"); in a
        ``points`` session it is one of the session's deals.

        :raises IllegalActionError: when the rubber, the set of games or of deals is over.
        """
        self._check_open()
        deal = ThreeHandScoredDeal(len(self.deals) + 1, self.game_number, dealer, None, (),
                                   (0, 0, 0), (0, 0, 0), ())
        return dataclasses.replace(self, deals=(*self.deals, deal))

    def points(self, player: int, *, below: bool | None = None) -> int:
        """A player's trick and honour points (below, above, or both when ``below`` is None)."""
        return sum((d.below[player] if below is not False else 0)
                   + (d.above[player] if below is not True else 0) for d in self.deals)

    def bonus(self, player: int) -> int:
        """50 for each game won (mode games), 100 for the rubber (mode rubber), nothing in a
        ``points`` session ("trick and honor points only")."""
        if self.mode == Mode.POINTS:
            return 0
        if self.mode == Mode.GAMES:
            return GAME_BONUS * self.games_won[player]
        return self.code.scoring.rubber_bonus if player in self.rubber_winners else 0

    @property
    def totals(self) -> tuple[int, int, int]:
        """Each player's points with the bonuses for games or the rubber (none for points)."""
        values = [self.points(p) + self.bonus(p) for p in range(3)]
        return (values[0], values[1], values[2])

    def over_text(self) -> str:
        """Who has won what, e.g. ``"C won the rubber"``, or where the session stands."""
        if self.mode == Mode.POINTS:
            played = len(self.deals)
            if played < self.deal_count:
                return f"deal {played + 1} of {self.deal_count} is in play"
            return f"{self.deal_count} deal{'s' if self.deal_count != 1 else ''} played"
        if self.mode == Mode.RUBBER:
            winners = self.rubber_winners
            if not winners:
                return "the rubber is still in play"
            names = " and ".join(self.players[p] for p in winners)
            return f"{names} won the rubber"
        if not self.is_over:
            return f"game {self.game_number} of {self.games} is in play"
        return f"{self.games} game{'s' if self.games != 1 else ''} played"
