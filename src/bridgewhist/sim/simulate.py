"""The match simulator: plays a :class:`~bridgewhist.sim.match.Match` on an engine and sums it up
with 95% intervals.

Every deal is dealt and every agent built from generators seeded by the match seed and the unit
alone (:mod:`bridgewhist.sim.match`), so the same seed gives the same result whatever the engine
and the number of workers (:mod:`bridgewhist.sim.engines`).

>>> result = simulate(Match("random", "random", 4, seed=1, duplicate=True))
>>> result.per_deal.mean, result.deals_played
(0.0, 8)
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Sequence
from typing import Any

from bridgewhist import stats
from bridgewhist.sim.engines import run_here, run_pool, run_ray
from bridgewhist.sim.match import Match, Outcome, Progress, SimulationError

__all__ = [
    "ENGINES", "Z95", "Estimate", "SimulationResult", "mean_ci95", "ratio_ci95", "simulate",
]

ENGINES = ("local", "ray")
"""The engines :func:`simulate` can run on."""

Z95 = stats.Z95
"""The normal quantile of a two-sided 95% interval (1.95996...)."""


# -- statistics ------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Estimate:
    """A mean with its 95% interval, the sample standard deviation and the sample size.

    ``low``, ``high`` and ``sd`` are None for a single sample.
    """

    mean: float
    low: float | None
    high: float | None
    sd: float | None
    n: int

    def to_dict(self) -> dict[str, Any]:
        """``{"mean": m, "ci95": [lo, hi], "sd": s, "n": n}`` (JSON-ready)."""
        return {"mean": self.mean, "ci95": [self.low, self.high], "sd": self.sd, "n": self.n}

    def text(self, digits: int = 1) -> str:
        """``"12.3 ± 4.5"``, or the mean alone for a single sample.

        >>> mean_ci95([1, 2, 3, 4]).text(2)
        '2.50 ± 1.27'
        """
        if self.low is None or self.high is None:
            return f"{self.mean:.{digits}f}"
        return f"{self.mean:.{digits}f} ± {(self.high - self.low) / 2:.{digits}f}"


def mean_ci95(values: Sequence[float]) -> Estimate:
    """The mean with a 95% interval by the normal approximation, mean ± 1.96 s/√n, where s is
    the sample standard deviation (n - 1 in the denominator).

    >>> estimate = mean_ci95([2, 4, 4, 4, 5, 5, 7, 9])
    >>> estimate.mean, round(estimate.sd, 4), [round(x, 3) for x in (estimate.low, estimate.high)]
    (5.0, 2.1381, [3.518, 6.482])

    :raises SimulationError: for no values.
    """
    if not values:
        raise SimulationError("no samples: a mean needs at least one value")
    m = stats.mean_ci95(values)
    if m.half is None:
        return Estimate(m.mean, None, None, None, 1)
    return Estimate(m.mean, m.low, m.high, m.sd, m.n)


def ratio_ci95(values: Sequence[float], weights: Sequence[float]) -> Estimate:
    """The ratio Σvalues/Σweights (points per deal over rubbers of different lengths) with a 95%
    interval by the delta method: its variance is Σ(v - R·w)² / ((n - 1)·n·w̄²); ``sd`` is the
    standard deviation of the residuals v - R·w divided by w̄.

    Equal weights give :func:`mean_ci95` of ``values / w``:

    >>> ratio_ci95([2, 4, 4, 4, 5, 5, 7, 9], [1] * 8) == mean_ci95([2, 4, 4, 4, 5, 5, 7, 9])
    True

    :raises SimulationError: for no values, or weights that do not add up to more than 0.
    """
    n = len(values)
    total = math.fsum(weights)
    if n == 0 or total <= 0:
        raise SimulationError("no samples: a ratio needs at least one value and a positive weight")
    ratio = math.fsum(values) / total
    if n == 1:
        return Estimate(ratio, None, None, None, 1)
    mean_weight = total / n
    residuals = [v - ratio * w for v, w in zip(values, weights, strict=True)]
    sd = math.sqrt(math.fsum(r * r for r in residuals) / (n - 1)) / mean_weight
    half = Z95 * sd / math.sqrt(n)
    return Estimate(ratio, ratio - half, ratio + half, sd, n)


# -- results ---------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class SimulationResult:
    """A finished match: every unit's outcome in order, how it was run, and how long it took."""

    match: Match
    outcomes: tuple[Outcome, ...]
    engine: str
    workers: int
    seconds: float

    @property
    def per_deal(self) -> Estimate:
        """A's points less B's per deal. Deals mode: the mean over deals (over pairs, in
        duplicate). Rubbers mode: all the points over all the deals, the interval by
        :func:`ratio_ci95` over rubbers (pairs of rubbers in duplicate)."""
        values = [o.value for o in self.outcomes]
        if not self.match.rubbers:
            return mean_ci95(values)
        return ratio_ci95(values, [o.deal_count for o in self.outcomes])

    @property
    def per_rubber(self) -> Estimate | None:
        """A's points less B's per rubber (rubbers mode), the mean over rubbers or pairs."""
        return mean_ci95([o.value for o in self.outcomes]) if self.match.rubbers else None

    @property
    def deals_played(self) -> int:
        """Deals played at all the tables."""
        return sum(sum(o.deals) for o in self.outcomes)

    @property
    def rubbers_won(self) -> tuple[int, int] | None:
        """Rubbers won by A and by B (rubbers mode; both tables in duplicate)."""
        if not self.match.rubbers:
            return None
        return (sum(o.a_rubbers for o in self.outcomes), sum(o.b_rubbers for o in self.outcomes))

    @property
    def deals_per_second(self) -> float:
        """Deals played per second of wall time."""
        return self.deals_played / self.seconds if self.seconds > 0 else math.inf

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON-ready data (``--json``)."""
        match = self.match
        data: dict[str, Any] = {
            "agents": {"a": match.agent_a, "b": match.agent_b},
            "seed": match.seed,
            "law_code": match.code().to_dict(),
            "mode": match.mode,
            "count": match.count,
            "duplicate": match.duplicate,
            "engine": self.engine,
            "workers": self.workers,
            "deals": self.deals_played,
            "a_minus_b_per_deal": self.per_deal.to_dict(),
        }
        per_rubber, won = self.per_rubber, self.rubbers_won
        if per_rubber is not None and won is not None:
            data["rubbers"] = match.count * match.tables
            data["rubbers_won"] = {"a": won[0], "b": won[1]}
            data["a_minus_b_per_rubber"] = per_rubber.to_dict()
        data["seconds"] = round(self.seconds, 3)
        data["deals_per_second"] = round(self.deals_per_second, 1)
        return data

    def figures(self) -> dict[str, Any]:
        """:meth:`to_dict` without how it was run (engine, workers, timing): equal for equal seeds."""
        data = self.to_dict()
        for key in ("engine", "workers", "seconds", "deals_per_second"):
            del data[key]
        return data


# -- running ---------------------------------------------------------------------------------


def simulate(
    match: Match,
    *,
    engine: str = "local",
    workers: int = 1,
    progress: Progress | None = None,
    ray_address: str | None = None,
) -> SimulationResult:
    """Play the match on ``engine`` with ``workers`` processes; ``progress(done, total)`` is
    told of each finished batch of units.

    ``local`` with one worker plays in this process; with more it uses a
    :class:`concurrent.futures.ProcessPoolExecutor`. ``ray`` runs Ray tasks
    (:func:`bridgewhist.sim.engines.run_ray`). The outcomes are the same either way; the
    seconds are wall time, the start-up of the pool or of Ray included.

    >>> a = simulate(Match("random", "random", 3, seed=5))
    >>> b = simulate(Match("random", "random", 3, seed=5), workers=2)
    >>> a.figures() == b.figures(), a.deals_played
    (True, 3)

    :raises SimulationError: for an unknown engine or fewer than one worker (and see
        :meth:`Match.check`).
    """
    if engine not in ENGINES:
        raise SimulationError(f"unknown engine {engine!r}: expected {' or '.join(ENGINES)}")
    if workers < 1:
        raise SimulationError(f"workers must be at least 1, not {workers}")
    match.check()
    started = time.perf_counter()
    if engine == "ray":
        outcomes = run_ray(match, workers, progress, address=ray_address)
    elif workers == 1:
        outcomes = run_here(match, progress)
    else:
        outcomes = run_pool(match, workers, progress)
    seconds = time.perf_counter() - started
    return SimulationResult(match, tuple(outcomes), engine, workers, seconds)
