"""A deal kept as points only, as Ames's score sheet keeps it, and the rubber such deals make.

Some score-keepers write down only the figures: each side's points below the line (tricks) and
above it (honours, chicane, slam), never the tricks, trumps or honours behind them. A
:class:`PointsEntry` holds one such deal, checked as far as the laws allow: one side only
scores below the line (the side that won the odd trick), and its figure is a trick score, a
trick value of the code times 1 to 7 tricks over six, doubled as often as the code's limit
allows; the figures above are even and not negative (every honour, chicane and slam value is a
multiple of an even trick value) and a pair the honours, chicane and slam of some deal give
(:func:`above_scores`). A :class:`PointsRubber` plays the games and the rubber from
the figures below the line: 30 a game, two games the rubber, the code's bonus to its winners.

>>> from bridgewhist.laws import load_law_code
>>> code = load_law_code("american-1904")
>>> entry = PointsEntry.from_dict({"dealer": "N", "points": {"NS": {"below": 8, "above": 16}}})
>>> entry.check(code)
>>> PointsRubber(code).score(entry).totals
(24, 0)
>>> PointsEntry.from_dict({"dealer": "N", "points": {"NS": {"below": 22}}}).check(code)
... # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bridgewhist.errors.NotationError: points.NS.below: 22 is no trick score: below the line a ...
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from typing import Any

from bridgewhist.cards import Strain
from bridgewhist.errors import NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.model import DoublingLimitReading
from bridgewhist.pad.entry import Chicane, DealEntry, HonoursCall
from bridgewhist.rubber import RubberTally
from bridgewhist.scoring import score_deal
from bridgewhist.seats import Seat, Side, key_shown

__all__ = ["MAX_POINTS", "PointsDeal", "PointsEntry", "PointsRubber", "above_scores", "most_doubles",
           "trick_scores"]

MAX_POINTS = 100_000
"""The largest figure one side can be given in one deal (far beyond any deal's score)."""
MAX_DOUBLES = 20
"""The most doublings reckoned when the code sets no limit (as a deal's entry allows)."""


def most_doubles(code: LawCode, strain: Strain) -> int:
    """How many times the tricks at ``strain`` may be doubled under the code's limit (P58;
    A55/W55 with a club's), :data:`MAX_DOUBLES` with none.

    >>> from bridgewhist.laws import load_law_code
    >>> most_doubles(load_law_code("english-1904"), Strain.SPADES)
    5
    """
    limit = code.effective_doubling_limit
    if limit is None:
        return MAX_DOUBLES
    value = code.scoring.trick_values[strain]
    not_exceed = code.effective_doubling_limit_reading == DoublingLimitReading.NOT_EXCEED
    doubles = 0
    while doubles < MAX_DOUBLES:
        last_before = value << doubles   # the value a trick has before the next double
        if (last_before * 2 > limit) if not_exceed else (last_before > limit):
            break
        doubles += 1
    return doubles


def trick_scores(code: LawCode) -> frozenset[int]:
    """Every figure a side can score below the line in one deal: a trick value times 1 to 7
    tricks over six, times 2 for each double the code allows (P4, A4, W4).

    >>> from bridgewhist.laws import load_law_code
    >>> scores = trick_scores(load_law_code("english-1904"))
    >>> 8 in scores, 26 in scores, 84 in scores, 12 * 7 * 32 in scores
    (True, False, True, False)
    """
    return frozenset((code.scoring.trick_values[strain] << doubles) * over
                     for strain in Strain for doubles in range(most_doubles(code, strain) + 1)
                     for over in range(1, 8))


@functools.lru_cache(maxsize=8)
def above_scores(code: LawCode) -> frozenset[tuple[int, int]]:
    """Every pair of figures (NS, EW) one deal can put above the line under ``code``: the
    honours and chicane of each call a table can make at each strain, scored by the engine
    (P5-8, A5-9, W5-9), with no slam, or a little or grand slam to either side (P9, A7, W7).
    Slam depends on the tricks alone, so it adds to any honours; revokes take slam away, never
    add above.

    >>> from bridgewhist.laws import load_law_code
    >>> scores = above_scores(load_law_code("american-1904"))
    >>> (16, 0) in scores, (16, 16) in scores, (0, 0) in scores, (66, 0) in scores
    (True, False, True, False)
    """
    honours: set[tuple[int, int]] = set()
    calls: list[tuple[Side, HonoursCall] | None] = [None, *itertools.product(Side, HonoursCall)]
    for strain, call, chicane in itertools.product(Strain, calls, itertools.product(Chicane, Chicane)):
        entry = DealEntry(Seat.N, strain, (7, 6), honours=call, chicane=chicane)
        try:
            result = entry.result(code)
        except NotationError:   # no deal can be so: the call and chicane do not fit
            continue
        items = [e for e in score_deal(code, result) if not e.below]
        honours.add((sum(e.points for e in items if e.side == Side.NS),
                     sum(e.points for e in items if e.side == Side.EW)))
    little, grand = code.scoring.little_slam, code.scoring.grand_slam
    slams = [(0, 0), (little, 0), (grand, 0), (0, little), (0, grand)]
    return frozenset((ns + a, ew + b) for ns, ew in honours for a, b in slams)


def _figure(data: dict[str, Any], side: str, where: str) -> int:
    value = data.get(where, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_POINTS:
        raise NotationError(f"must be a whole number from 0 to {MAX_POINTS}",
                            field=f"points.{side}.{where}")
    return value


@dataclasses.dataclass(frozen=True, slots=True)
class PointsEntry:
    """A deal kept as points only: its dealer, and NS's and EW's points below and above."""

    dealer: Seat
    below: tuple[int, int]
    above: tuple[int, int] = (0, 0)

    @classmethod
    def from_dict(cls, data: Any) -> PointsEntry:
        """Read ``{"dealer": "N", "points": {"NS": {"below": 8, "above": 16}, "EW": {...}}}``
        (a side left out, or a figure left out, is 0).

        :raises NotationError: naming the field that is wrong and why.
        """
        if not isinstance(data, dict):
            raise NotationError("a deal must be an object")
        unknown = sorted(set(data) - {"dealer", "points"})
        if unknown:
            raise NotationError(f"unknown field {unknown[0][:20]!r}: a deal kept as points "
                                "gives the dealer and the points", field=key_shown(unknown[0]))
        dealer_text = data.get("dealer")
        try:
            dealer = Seat.parse(dealer_text) if isinstance(dealer_text, str) else None
        except NotationError:
            dealer = None
        if dealer is None:
            raise NotationError("the dealer must be N, E, S or W", field="dealer")
        points = data.get("points")
        if not isinstance(points, dict):
            raise NotationError('must be {"NS": {"below": ..., "above": ...}, "EW": {...}}',
                                field="points")
        extra = sorted(set(points) - {"NS", "EW"})
        if extra:
            raise NotationError("the sides are NS and EW", field=f"points.{key_shown(extra[0], 8)}")
        below, above = [], []
        for side in ("NS", "EW"):
            figures = points.get(side, {})
            if not isinstance(figures, dict) or set(figures) - {"below", "above"}:
                raise NotationError('must be {"below": points, "above": points}',
                                    field=f"points.{side}")
            below.append(_figure(figures, side, "below"))
            above.append(_figure(figures, side, "above"))
        return cls(dealer, (below[0], below[1]), (above[0], above[1]))

    def to_dict(self) -> dict[str, Any]:
        """The entry as JSON data (the shape :meth:`from_dict` reads)."""
        return {"dealer": self.dealer.name, "points": {
            side.name: {"below": self.below[side], "above": self.above[side]} for side in Side}}

    def check(self, code: LawCode) -> None:
        """Refuse figures no deal under ``code`` can give.

        :raises NotationError: naming the field and the law.
        """
        law = code.cite("scoring", "trick_values")
        scoring = [side for side in Side if self.below[side]]
        if len(scoring) != 1:
            raise NotationError(
                "one side, and only one, scores below the line in a deal: the side that won "
                f"the odd trick scores its tricks over six ({law})", field="points")
        side = scoring[0]
        if self.below[side] not in trick_scores(code):
            values = sorted(set(code.scoring.trick_values))
            words = ", ".join(str(v) for v in values[:-1]) + f" or {values[-1]}"
            raise NotationError(
                f"{self.below[side]} is no trick score: below the line a side scores its tricks "
                f"over six (1 to 7) at {words} a trick, doubled as often as the code allows "
                f"({law})", field=f"points.{side.name}.below")
        honours_law = code.cite("scoring", "honours_three_divided")
        for other in Side:
            if self.above[other] % 2:
                raise NotationError(
                    f"{self.above[other]} is odd: honours, chicane and slam are all scored in "
                    f"trick values, every one even ({honours_law})",
                    field=f"points.{other.name}.above")
        if self.above not in above_scores(code):
            raise NotationError(
                f"{self.above[0]} to NS and {self.above[1]} to EW above the line: no deal's "
                f"honours, chicane and slam give that under {code.key} ({honours_law}; "
                f"{code.cite('scoring', 'chicane_rule')}; {code.cite('scoring', 'grand_slam')})",
                field="points")


@dataclasses.dataclass(frozen=True, slots=True)
class PointsDeal:
    """One deal kept as points on the rubber: its number, the game it fell in, its figures
    and the side whose game it won (if any)."""

    number: int
    game: int
    entry: PointsEntry
    game_won_by: Side | None

    def points(self, side: Side, *, below: bool) -> int:
        """The points one side scored below (or above) the line in this deal."""
        return (self.entry.below if below else self.entry.above)[side]


@dataclasses.dataclass(frozen=True, slots=True)
class PointsRubber(RubberTally):
    """The games and the rubber that deals kept as points make (P1-3, P11; A1-3, A11; W the
    same): a side reaching the code's game points below the line wins the game; the games, the
    winners and the totals are :class:`~bridgewhist.rubber.RubberTally`'s reckoning."""

    code: LawCode
    deals: tuple[PointsDeal, ...] = ()

    def score(self, entry: PointsEntry) -> PointsRubber:
        """The rubber after one more deal (its figures checked by the caller).

        :raises NotationError: if the rubber is already over.
        """
        if self.is_over:
            raise NotationError(f"the rubber is over ({self.rubber_over_text()}) "
                                f"({self.code.cite('scoring', 'games_to_win_rubber')})")
        standing = self.game_score
        won = next((side for side in Side
                    if standing[side] + entry.below[side] >= self.code.scoring.game_points), None)
        deal = PointsDeal(len(self.deals) + 1, self.game_number, entry, won)
        return dataclasses.replace(self, deals=(*self.deals, deal))
