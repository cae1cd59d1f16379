"""Games and the rubber: game at 30 from tricks alone, the best of three games, the 100.

english-1904 laws 1-3 and 10-13; american codes laws 1-3 and 11-13. Scores are computed from
the deals, never typed in, so the laws on erroneous scores (P12-13, A12-13, W12-13) reduce to
this: a score-keeper's record may be amended and re-scored until the rubber is agreed.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.cards import Strain
>>> from bridgewhist.scoring import DealResult
>>> rubber = Rubber(load_law_code("english-1904"))
>>> for tricks in ((11, 2), (11, 2)):
...     rubber = rubber.score(DealResult(dealer=Seat.S, strain=Strain.NO_TRUMPS, tricks=tricks))
>>> rubber.games_won, rubber.winner, rubber.totals, rubber.net
((2, 0), <Side.NS: 0>, (220, 0), (<Side.NS: 0>, 220))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Protocol

from bridgewhist.cards import Strain
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.scoring import DealResult, ScoreEntry, score_deal
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase

SPADE_CONVENTION = "the Spade Convention (Elwell, at the end of the 1905 laws)"
"""The citation of the house rule ``spade_convention``."""
SPADE_CONVENTION_SCORE = 20
"""The Spade Convention: an undoubled spade make is played "where either side is 20 or over"."""


def spade_convention_abandons(code: LawCode, state: HandState, game_score: tuple[int, int]) -> bool:
    """Whether the hand is abandoned by the Spade Convention, the doubling just completed.

    "Where players agree 'not to play spades' the rule is, that if the spade make is not
    doubled, the hand shall be played where either side is 20 or over" (Elwell, Spade
    Convention I): with the house rule ``spade_convention``, a spade make left undoubled while
    both sides have less than 20 toward the current game is not played; the deal passes to the
    next dealer and nothing is scored. A doubled spade make is always played.

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> from bridgewhist.laws import load_law_code
    >>> code = load_law_code("american-1905", spade_convention=True)
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(code, Seat.S, rng=random.Random(1))
    >>> for words in ("spades", "May I lead?", "Yes"):
    ...     state = state.apply(parse_action(words))
    >>> spade_convention_abandons(code, state, (0, 18)), spade_convention_abandons(code, state, (20, 0))
    (True, False)
    """
    return (code.options.spade_convention and state.phase == Phase.PLAY
            and state.strain == Strain.SPADES and state.doubles == 0 and not state.trick
            and not state.tricks and max(game_score) < SPADE_CONVENTION_SCORE)


class GameDeal(Protocol):
    """A deal on a rubber's block as the games and the rubber read it: the side whose game it
    won (if any) and each side's points below and above the line (:class:`ScoredDeal`, and the
    score pad's deals kept as points only)."""

    @property
    def game_won_by(self) -> Side | None:
        """The side whose game this deal won, if any."""

    def points(self, side: Side, *, below: bool) -> int:
        """The points one side scored below (or above) the line in this deal."""


class RubberTally:
    """The games and the rubber that a block of deals makes, whatever the deals hold: the one
    reckoning of games won, the game in play, the winners, the totals and the net (P1-3, P11;
    A1-3, A11; W1-3, W11). :class:`Rubber` and the score pad's ``PointsRubber`` are built on
    it; each holds ``code`` and ``deals`` and says how one more deal is scored.

    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.scoring import DealResult
    >>> rubber = Rubber(load_law_code("american-1905"))
    >>> rubber = rubber.score(DealResult(dealer=Seat.N, strain=Strain.HEARTS, tricks=(10, 3)))
    >>> rubber.games_won, rubber.game_number, rubber.game_score, rubber.is_over
    ((1, 0), 2, (0, 0), False)
    """

    __slots__ = ()
    code: LawCode
    deals: Sequence[GameDeal]

    @property
    def games_won(self) -> tuple[int, int]:
        """Games won by NS and EW."""
        won = [0, 0]
        for deal in self.deals:
            if deal.game_won_by is not None:
                won[deal.game_won_by] += 1
        return (won[0], won[1])

    @property
    def winner(self) -> Side | None:
        """The side that has won the code's games to win the rubber, two, if any (P1, A1, W1)."""
        needed = self.code.scoring.games_to_win_rubber
        won = self.games_won
        return next((side for side in Side if won[side] >= needed), None)

    @property
    def is_over(self) -> bool:
        """True once a side has won the rubber: a third game is not played after 2-0."""
        return self.winner is not None

    @property
    def game_number(self) -> int:
        """The game now in play (1-based); after the rubber, the last game played."""
        finished = sum(self.games_won)
        return finished if self.is_over else finished + 1

    @property
    def game_score(self) -> tuple[int, int]:
        """Points below the line toward the game in play; each game starts from zero (P2, A2, W2)."""
        totals = [0, 0]
        for deal in reversed(self.deals):
            if deal.game_won_by is not None:
                break
            for side in Side:
                totals[side] += deal.points(side, below=True)
        return (totals[0], totals[1])

    def rubber_over_text(self) -> str:
        """Who won the rubber and by how many games, e.g. ``"NS won it 2-1"``."""
        winner = self.winner
        if winner is None:
            return "the rubber is still in play"
        won = self.games_won
        return f"{winner} won it {won[winner]}-{won[winner.other]}"

    def points(self, side: Side, *, below: bool | None = None) -> int:
        """All points one side has scored (below, above, or both when ``below`` is None)."""
        return sum(d.points(side, below=True) for d in self.deals if below is not False) + sum(
            d.points(side, below=False) for d in self.deals if below is not True
        )

    @property
    def totals(self) -> tuple[int, int]:
        """Each side's total, with the code's bonus for the rubber, 100, added to the winners'
        (P11, A11, W11)."""
        bonus = self.code.scoring.rubber_bonus
        winner = self.winner
        return (
            self.points(Side.NS) + (bonus if winner == Side.NS else 0),
            self.points(Side.EW) + (bonus if winner == Side.EW else 0),
        )

    @property
    def net(self) -> tuple[Side | None, int]:
        """The side ahead on totals and by how much; it may be the side that lost the rubber."""
        ns, ew = self.totals
        if ns == ew:
            return (None, 0)
        return (Side.NS, ns - ew) if ns > ew else (Side.EW, ew - ns)


@dataclasses.dataclass(frozen=True, slots=True)
class ScoredDeal:
    """One deal on the scoring block: its result, its entries, and the game it fell in."""

    number: int
    game: int
    result: DealResult
    entries: tuple[ScoreEntry, ...]
    game_won_by: Side | None

    def points(self, side: Side, *, below: bool) -> int:
        """The points one side scored below (or above) the line in this deal."""
        return sum(e.points for e in self.entries if e.side == side and e.below == below)


@dataclasses.dataclass(frozen=True, slots=True)
class Rubber(RubberTally):
    """The scores of a rubber so far; :meth:`score` returns the rubber after one more deal."""

    code: LawCode
    deals: tuple[ScoredDeal, ...] = ()

    def abandons(self, state: HandState) -> bool:
        """Whether ``state``, a deal of this rubber, is abandoned by the Spade Convention at
        the score of the game in play (:func:`spade_convention_abandons`)."""
        return spade_convention_abandons(self.code, state, self.game_score)

    def score(self, result: DealResult) -> Rubber:
        """The rubber after one more deal.

        A side reaching 30 below the line wins the game, the excess counting (P2-3, A2-3, W2-3);
        when both sides revoke, neither can win the game by that hand (P99, A95, W95).

        :raises IllegalActionError: if the rubber is already over.
        """
        if self.is_over:
            raise IllegalActionError(
                Reason.GAME_OVER, f"the rubber is over: {self.rubber_over_text()}",
                law=self.code.cite("scoring", "games_to_win_rubber"),
            )
        standing = self.game_score
        entries = tuple(score_deal(self.code, result, standing))
        below = [standing[side] + sum(e.points for e in entries if e.side == side and e.below)
                 for side in Side]
        revoking = {claim.side for claim in result.revokes}
        game_won_by: Side | None = None
        both_revoked = len(revoking) == 2 and self.code.revoke.both_sides_revoking_no_game
        for side in Side:
            if below[side] >= self.code.scoring.game_points and side not in revoking \
                    and not both_revoked:
                game_won_by = side
        deal = ScoredDeal(len(self.deals) + 1, self.game_number, result, entries, game_won_by)
        return dataclasses.replace(self, deals=(*self.deals, deal))


def seat_names(names: dict[Seat, str]) -> dict[Side, str]:
    """Side labels from the players' names: ``"A-B"`` for the side whose seats are named A and B."""
    return {side: "-".join(names.get(seat, seat.name) for seat in side.seats) for side in Side}
