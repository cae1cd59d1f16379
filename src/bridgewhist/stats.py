"""The mean of a sample and its 95% interval by the normal approximation: the one formula the
simulator (:func:`bridgewhist.sim.simulate.mean_ci95`) and the studies
(:func:`bridgewhist.analysis.estimate.interval95`) share.

The interval is mean ± 1.96 s/√n, where s is the sample standard deviation (n - 1 in the
denominator); a single value has no spread and no interval.

>>> m = mean_ci95([2, 4, 4, 4, 5, 5, 7, 9])
>>> m.mean, round(m.sd or 0, 4), [round(x, 3) for x in (m.low, m.high)]
(5.0, 2.1381, [3.518, 6.482])
>>> mean_ci95([3.0])
MeanCI(mean=3.0, half=None, sd=None, n=1)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import NamedTuple

__all__ = ["Z95", "MeanCI", "mean_ci95"]

Z95 = statistics.NormalDist().inv_cdf(0.975)
"""The normal quantile of a two-sided 95% interval (1.95996...)."""


class MeanCI(NamedTuple):
    """A sample's mean, the half-width of its 95% interval and its standard deviation (both
    None for a single value), and its size."""

    mean: float
    half: float | None
    sd: float | None
    n: int

    @property
    def low(self) -> float:
        """The interval's lower end (the mean for a single value)."""
        return self.mean - (self.half or 0.0)

    @property
    def high(self) -> float:
        """The interval's upper end (the mean for a single value)."""
        return self.mean + (self.half or 0.0)


def mean_ci95(values: Sequence[float]) -> MeanCI:
    """The mean of ``values`` with the half-width of its 95% interval.

    :raises ValueError: for no values.

    >>> mean_ci95([])
    Traceback (most recent call last):
    ...
    ValueError: no values: a mean needs at least one
    """
    n = len(values)
    if n == 0:
        raise ValueError("no values: a mean needs at least one")
    mean = statistics.fmean(values)
    if n == 1:
        return MeanCI(mean, None, None, 1)
    sd = statistics.stdev(values)
    return MeanCI(mean, Z95 * sd / math.sqrt(n), sd, n)
