"""The match simulator: agent A (North-South) against agent B (East-West), deal by deal or by rubbers.

Every deal is dealt with the project's shuffle, cut and deal (:func:`~bridgewhist.dealing.dealt_hands`)
from a generator seeded by the match seed and the deal's index alone, and every agent is built
afresh for each deal with a generator of its own seeded the same way, so a deal's outcome does not
depend on which process plays it or in what order: the same seed gives the same result whatever
the engine and the number of workers. Agents act only through :func:`~bridgewhist.agents.chooser`
(they see their seat's view, never the state).

Scoring. In *deals* mode each deal is scored alone by :func:`~bridgewhist.scoring.score_deal` at a
game score of 0-0 (every deal is a fresh game: the whole of the tricks below the line counts, no
rubber bonus), and the agents are told a 0-0 score. A deal's figure is A's side's points (below and
above the line) less B's. In *rubbers* mode the deals are scored into a
:class:`~bridgewhist.rubber.Rubber` (the agents are told the game score and games won) until a side
wins it; the figure is A's total less B's, the 100 for the rubber included.

The first dealer is South for unit 0 and the deal goes to the left (P34, A32, W32); each unit
(deal or rubber) starts one seat further round, so both sides deal equally often.

``duplicate``: each deal (or each rubber's sequence of deals) is played twice with the same cards,
A sitting North-South the first time and East-West the second; the unit's figure is the average of
A's net over the pair. Each seat's agent has the same generator at both tables, so an agent
against itself scores exactly 0 a pair.

>>> result = simulate(Match("random", "random", 4, seed=1, duplicate=True))
>>> result.per_deal.mean, result.deals_played
(0.0, 8)
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from bridgewhist.agents.base import Agent, chooser, make_agent
from bridgewhist.dealing import dealt_hands
from bridgewhist.errors import BridgeError
from bridgewhist.laws import LawCode, law_code_from_dict, load_law_code
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import SEATS, Seat, Side
from bridgewhist.state import HandState, hand_from_deal
from bridgewhist.view import ScoreContext

ENGINES = ("local", "ray")
"""The engines :func:`simulate` can run on."""

Z95 = statistics.NormalDist().inv_cdf(0.975)
"""The normal quantile of a two-sided 95% interval (1.95996...)."""

Progress = Callable[[int, int], None]
"""``progress(done, total)``: called as units (deals, pairs or rubbers) are finished."""


class SimulationError(BridgeError, ValueError):
    """A match that cannot be run: a bad count, engine or number of workers."""


@dataclasses.dataclass(frozen=True, slots=True)
class Match:
    """What to play: ``count`` deals (or rubbers, with ``rubbers``) between agents named as registered.

    ``law_code`` is a code's key or alias, ``house_rules`` its options; ``settings_a`` and
    ``settings_b`` are keyword settings for :func:`~bridgewhist.agents.make_agent` (picklable).
    """

    agent_a: str
    agent_b: str
    count: int
    seed: int | str = 0
    rubbers: bool = False
    duplicate: bool = False
    law_code: str = "english-1904"
    house_rules: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    settings_a: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    settings_b: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def mode(self) -> str:
        """``"deals"`` or ``"rubbers"``."""
        return "rubbers" if self.rubbers else "deals"

    @property
    def tables(self) -> int:
        """How many times each unit is played: 2 in duplicate, else 1."""
        return 2 if self.duplicate else 1

    def code(self) -> LawCode:
        """The law code in force.

        :raises LawCodeError: for an unknown code or a bad house rule.
        """
        return _code(self.law_code, json.dumps(dict(self.house_rules), sort_keys=True))

    def check(self) -> None:
        """Refuse a match that cannot be played, before any work is sent out.

        :raises SimulationError: when ``count`` is not positive.
        :raises UnknownAgentError: for an agent name that is not registered.
        :raises LawCodeError: for an unknown law code.
        """
        if self.count < 1:
            raise SimulationError(f"the number of {self.mode} must be at least 1, not {self.count}")
        self.code()
        make_agent(self.agent_a, random.Random(0), **self.settings_a)
        make_agent(self.agent_b, random.Random(0), **self.settings_b)


@functools.lru_cache(maxsize=8)
def _code(key: str, options: str) -> LawCode:
    rules = json.loads(options)
    return law_code_from_dict({"key": key, "options": rules}) if rules else load_law_code(key)


class Outcome(NamedTuple):
    """One unit (a deal, or a rubber) as played at each table: A's net points (A less B) and the
    deals played there, and the rubbers won by A and by B over the tables."""

    unit: int
    nets: tuple[int, ...]
    deals: tuple[int, ...]
    a_rubbers: int = 0
    b_rubbers: int = 0

    @property
    def value(self) -> float:
        """A's net for the unit: the average over the tables (the pair, in duplicate)."""
        return sum(self.nets) / len(self.nets)

    @property
    def deal_count(self) -> float:
        """Deals a table for the unit: the average over the tables."""
        return sum(self.deals) / len(self.deals)


def _agents(match: Match, index: int, deal: int, a_side: Side) -> dict[Seat, Agent]:
    """Fresh agents for one deal, each seat's generator seeded by (seed, unit, deal, seat) alone."""
    agents: dict[Seat, Agent] = {}
    for seat in SEATS:
        rng = random.Random(f"{match.seed}:agent:{match.mode}:{index}:{deal}:{seat.name}")
        if seat.side == a_side:
            agents[seat] = make_agent(match.agent_a, rng, **match.settings_a)
        else:
            agents[seat] = make_agent(match.agent_b, rng, **match.settings_b)
    return agents


def _deal_seed(match: Match, index: int, deal: int) -> str:
    return f"{match.seed}:deal:{match.mode}:{index}:{deal}"


def _play_deal(match: Match, code: LawCode, index: int, deal: int, dealer: Seat, a_side: Side,
               context: ScoreContext) -> HandState:
    """Deal and play one deal to its end; the completed state."""
    hands = dealt_hands(dealer, random.Random(_deal_seed(match, index, deal)))
    state = hand_from_deal(code, dealer, hands)
    choose = chooser(_agents(match, index, deal, a_side), context)
    while not state.is_complete:
        state = state.apply(choose(state))
    return state


def _first_dealer(index: int) -> Seat:
    return SEATS[(Seat.S + index) & 3]


def play_unit(match: Match, index: int) -> Outcome:
    """Play unit ``index`` of the match (one deal or one rubber, twice in duplicate).

    >>> play_unit(Match("random", "random", 1, seed=3), 0) == play_unit(Match("random", "random", 1,
    ...                                                                  seed=3), 0)
    True
    """
    code = match.code()
    nets: list[int] = []
    deals: list[int] = []
    won = [0, 0]
    for table in range(match.tables):
        a_side = Side.NS if table == 0 else Side.EW
        b_side = a_side.other
        dealer = _first_dealer(index)
        if not match.rubbers:
            state = _play_deal(match, code, index, 0, dealer, a_side, ScoreContext())
            entries = score_deal(code, result_of(state), (0, 0))
            nets.append(sum(e.points if e.side == a_side else -e.points for e in entries))
            deals.append(1)
            continue
        rubber = Rubber(code)
        played = 0
        while not rubber.is_over:
            context = ScoreContext(rubber.game_score, rubber.games_won)
            state = _play_deal(match, code, index, played, dealer, a_side, context)
            rubber = rubber.score(result_of(state))
            dealer = dealer.left
            played += 1
        totals = rubber.totals
        nets.append(totals[a_side] - totals[b_side])
        deals.append(played)
        won[0 if rubber.winner == a_side else 1] += 1
    return Outcome(index, tuple(nets), tuple(deals), won[0], won[1])


def play_units(match: Match, start: int, stop: int) -> list[Outcome]:
    """Units ``start`` to ``stop - 1`` in order: the task an engine sends to a worker.

    :raises SimulationError: naming the unit, for any of the package's errors while playing it
        (an agent's illegal action...): a plain message that crosses process boundaries intact.
    """
    outcomes = []
    for index in range(start, stop):
        try:
            outcomes.append(play_unit(match, index))
        except SimulationError:
            raise
        except BridgeError as error:
            what = "rubber" if match.rubbers else "deal"
            raise SimulationError(f"{what} {index} (seed {match.seed}): {error}") from None
    return outcomes


def chunks(count: int, workers: int, *, per_worker: int = 8, most: int = 50) -> list[tuple[int, int]]:
    """Split ``count`` units into ranges, about ``per_worker`` a worker and at most ``most`` each.

    >>> chunks(10, 2)
    [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 9), (9, 10)]
    >>> len(chunks(10_000, 2)), chunks(10_000, 2)[-1]
    (200, (9950, 10000))
    """
    size = max(1, min(most, math.ceil(count / (workers * per_worker))))
    return [(start, min(start + size, count)) for start in range(0, count, size)]


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
    n = len(values)
    if n == 0:
        raise SimulationError("no samples: a mean needs at least one value")
    mean = statistics.fmean(values)
    if n == 1:
        return Estimate(mean, None, None, None, 1)
    sd = statistics.stdev(values)
    half = Z95 * sd / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half, sd, n)


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


# -- engines ---------------------------------------------------------------------------------


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
    from bridgewhist.sim import engines as simulate_engines

    started = time.perf_counter()
    if engine == "ray":
        outcomes = simulate_engines.run_ray(match, workers, progress, address=ray_address)
    elif workers == 1:
        outcomes = simulate_engines.run_here(match, progress)
    else:
        outcomes = simulate_engines.run_pool(match, workers, progress)
    seconds = time.perf_counter() - started
    return SimulationResult(match, tuple(outcomes), engine, workers, seconds)


__all__ = [
    "ENGINES", "Estimate", "Match", "Outcome", "Progress", "SimulationError", "SimulationResult",
    "chunks", "mean_ci95", "play_unit", "play_units", "ratio_ci95", "simulate",
]
