"""The declaration advisor's figures for the make lesson's hand, computed once and kept as data.

The advisor (:func:`bridgewhist.analysis.advise.advise`, the table's hint for the player who
makes) deals the unseen cards at random, solves each layout double dummy and reckons each make
as the game scores it. For a fixed hand, score, code, seed and number of layouts its figures are
fixed, so the lesson does not run it (a second or two of DDS on an idle machine, far more under
load): :data:`MAKE_ADVISOR` holds them, and ``tests/web/test_lessons.py`` runs the advisor again
on the lesson's deal and checks every figure against these.

>>> MAKE_ADVISOR.best
'no-trumps'
>>> MAKE_ADVISOR.words().split(";")[0][-24:]
'), at 0 to 0 toward game'
"""

from __future__ import annotations

import dataclasses

MAKE_NAMES = {"spades": "spades", "hearts": "hearts", "diamonds": "diamonds", "clubs": "clubs",
              "no-trumps": "no trumps", "leave": "leave it"}
"""The advisor's makes in the lesson's words."""


@dataclasses.dataclass(frozen=True, slots=True)
class MakeFigure:
    """One make's expected net points to the makers, with its 95% interval (one decimal)."""

    make: str
    mean: float
    low: float
    high: float


@dataclasses.dataclass(frozen=True, slots=True)
class AdvisorFigures:
    """The advisor's table for one lesson's hand: the settings it ran with and each make."""

    lesson: str
    score: tuple[int, int]
    samples: int
    seed: int
    figures: tuple[MakeFigure, ...]

    @property
    def best(self) -> str:
        """The make of the highest expected points."""
        return max(self.figures, key=lambda figure: figure.mean).make

    def words(self) -> str:
        """The figures in one paragraph, best first, with what they are and are not."""
        ranked = sorted(self.figures, key=lambda figure: -figure.mean)
        told = ", ".join(f"{MAKE_NAMES[f.make]} {f.mean:+.1f} ({f.low:+.1f} to {f.high:+.1f})"
                         for f in ranked)
        return (f"The declaration advisor, as the table's hint gives it: each make of your hand tried on "
                f"{self.samples} layouts of the unseen cards, each solved double dummy (seed {self.seed}), "
                f"at {self.score[0]} to {self.score[1]} toward game; the makers' points a deal with "
                f"their 95% intervals: {told}. Its best: {MAKE_NAMES[self.best]}. Double dummy sees "
                f"every card, so each figure is an upper bound, alike for every make; with "
                f"{self.samples} layouts the intervals are wide.")


MAKE_ADVISOR = AdvisorFigures(
    "make", (0, 0), 10, 1,
    (MakeFigure("spades", 2.2, -2.2, 6.6),
     MakeFigure("hearts", 12.4, -37.1, 61.9),
     MakeFigure("diamonds", 0.6, -11.1, 12.3),
     MakeFigure("clubs", -8.0, -16.7, 0.7),
     MakeFigure("no-trumps", 38.2, -15.6, 92.0),
     MakeFigure("leave", 27.6, -16.3, 71.5)))
"""The advisor's figures for the make lesson's hand (english-1904, at love, 10 layouts, seed 1:
the table's hint's settings), as ``advise`` gives them rounded to one decimal."""

ADVISED = {MAKE_ADVISOR.lesson: MAKE_ADVISOR}
"""The advisor's figures by the key of the lesson they belong to."""


__all__ = ["ADVISED", "MAKE_ADVISOR", "MAKE_NAMES", "AdvisorFigures", "MakeFigure"]
