"""Means with 95% intervals and the verdicts that follow from them, for the studies.

The interval is the normal approximation, mean ± 1.96 s/√n, computed by
:func:`bridgewhist.stats.mean_ci95`, the formula :func:`bridgewhist.sim.simulate.mean_ci95` uses
too.

>>> est = interval95([2, 4, 4, 4, 5, 5, 7, 9])
>>> est.mean, [round(x, 3) for x in (est.low, est.high)]
(5.0, [3.518, 6.482])
>>> verdict([interval95([-5, -6, -7, -5]), interval95([-4, -6, -5, -5])])
'costly'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from bridgewhist import stats

__all__ = ["BANDS", "COSTLY", "DEPENDS", "SOUND", "Z95", "Interval", "band", "interval95", "verdict"]

Z95 = stats.Z95
"""The normal quantile of a two-sided 95% interval (1.95996...)."""

SOUND = "sound"
COSTLY = "costly"
DEPENDS = "depends on the score"
BANDS = ("level", "ahead", "behind")
"""The bands of the score, seen from the player deciding."""


def band(us: int, them: int) -> str:
    """The band of a score toward game seen from one side.

    >>> band(18, 6), band(0, 0), band(0, 24)
    ('ahead', 'level', 'behind')
    """
    return BANDS[0] if us == them else BANDS[1] if us > them else BANDS[2]


@dataclasses.dataclass(frozen=True, slots=True)
class Interval:
    """A mean with its 95% interval (``low == high == mean`` for fewer than two values or no
    spread) and the number of values."""

    mean: float
    low: float
    high: float
    n: int

    @property
    def below_zero(self) -> bool:
        """The whole interval lies below 0 (a loss beyond chance)."""
        return self.n >= 2 and self.high < 0

    def to_dict(self) -> dict[str, Any]:
        """``{"mean": m, "ci95": [lo, hi], "n": n}`` (JSON-ready)."""
        return {"mean": round(self.mean, 3), "ci95": [round(self.low, 3), round(self.high, 3)],
                "n": self.n}

    def text(self, digits: int = 1) -> str:
        """``"12.3 [8.1, 16.5]"``.

        >>> interval95([1, 2, 3, 4]).text()
        '2.5 [1.2, 3.8]'
        """
        return f"{self.mean:.{digits}f} [{self.low:.{digits}f}, {self.high:.{digits}f}]"


def interval95(values: Sequence[float]) -> Interval:
    """The mean of ``values`` with a 95% interval by the normal approximation.

    :raises ValueError: for no values.
    """
    m = stats.mean_ci95(values)
    return Interval(m.mean, m.low, m.high, m.n)


def verdict(by_score: Sequence[Interval], overall: Interval | None = None) -> str:
    """The verdict on a maxim from its cost (its choice's points less the simulation's best
    choice's) at each band of the score, and overall:

    * ``costly`` when every band with two or more deals loses beyond chance (its interval lies
      below 0), or when no single band does but the pooled interval does;
    * ``depends on the score`` when some bands lose beyond chance and others do not;
    * ``sound`` when no band and not the pool loses beyond chance.

    >>> verdict([interval95([-5, -6, -7]), interval95([1, -1, 0])])
    'depends on the score'
    >>> verdict([interval95([0, 0, 0])], interval95([0, 0, 0]))
    'sound'
    """
    bands = [band for band in by_score if band.n >= 2]
    losing = [band for band in bands if band.below_zero]
    if losing and len(losing) == len(bands):
        return COSTLY
    if losing:
        return DEPENDS
    if overall is not None and overall.below_zero:
        return COSTLY
    return SOUND
