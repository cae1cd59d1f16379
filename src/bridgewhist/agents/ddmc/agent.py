"""The double-dummy Monte Carlo player ("ddmc").

It samples deals consistent with what its seat has seen (:mod:`~bridgewhist.agents.ddmc.sampling`),
solves each with DDS (:mod:`~bridgewhist.agents.ddmc.dds`), and chooses:

- in the play, the card with the most tricks on average over the samples, the samples placing
  the cards the hidden players have shown they do not hold away from them
  (:mod:`~bridgewhist.agents.ddmc.inference`);
- at the declaration and the doubling, by the expected score of *this* game
  (:func:`~bridgewhist.agents.ddmc.make_value.make_value`: tricks at the law code's values, honours,
  chicane, slam, the game itself, and the risk of the double), not by tricks alone.

Samples, the time budget and parallelism are settings: ``samples`` (play: the first batch, and
each further batch), ``max_samples`` and ``margin`` (a card decision samples more, batch by
batch up to ``max_samples``, by default four times ``samples``, while its two best cards are
within ``margin`` tricks on average),
``inference`` (what the sampler reads from the hidden players' cards, :data:`INFERENCES`),
``make_samples`` (declaration and doubling), ``time_budget`` (seconds a card decision may spend
sampling more, after the first batch; None: no limit), ``workers`` (0: solve in this process;
n: a shared pool of n DDS worker processes that are replaced when they die or overrun
``solve_timeout``).

>>> import random
>>> from bridgewhist.view import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(2))
>>> agent = DDMCAgent(random.Random(1), samples=4, make_samples=3, workers=0)
>>> agent.act(view_of(state, Seat.S)) in state.legal_actions()
True
"""

from __future__ import annotations

import atexit
import random
import time
from collections.abc import Sequence
from typing import Any

from bridgewhist.actions import DECLARE_ACTIONS, DOUBLE, LEAVE, SATISFIED, Action
from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.inference import denied_cards
from bridgewhist.agents.ddmc.make_value import make_value
from bridgewhist.agents.ddmc.sampling import SamplingError, sample_hands
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.agents.ddmc.workers import DDSPool
from bridgewhist.cards import Strain
from bridgewhist.state import Phase
from bridgewhist.view import SeatView

LEAVE_DISCOUNT = 25
"""Points taken off the value of leaving the make to partner: he chooses without seeing the
other hands, which the sampled optimum assumes he can."""
DOUBLE_MARGIN = 8
"""A double must gain this much on average: "Doubling discloses where the strength is, and to
that extent is disadvantageous" (Ames, "Doubling")."""

DOUBLE_CONFIDENCE = 0.6
"""Share of the samples in which the adversaries must win the odd trick before they double."""
REDOUBLE_CONFIDENCE = 0.85
"""Share of the samples in which the makers must win the odd trick before they redouble."""

INFERENCES = ("follows", "all", "none")
"""What the play's sampler reads from the hidden players' cards: ``follows``, the lowest of
equal cards in the cards they follow or discard with (not their leads, which at whist are often
the top of a sequence); ``all``, in every card, leads too (right against ddmc players, who lead
the lowest of equals as well); ``none``, nothing beyond the voids shown."""

_POOLS: dict[tuple[int, float], DDSPool] = {}


def _pool(workers: int, timeout: float) -> DDSPool:
    """One shared DDS pool per (workers, timeout) in this process, started on first use."""
    key = (workers, timeout)
    pool = _POOLS.get(key)
    if pool is None:
        pool = DDSPool(workers=workers, timeout=timeout)
        if not _POOLS:
            atexit.register(_close_pools)
        _POOLS[key] = pool
    return pool


def _close_pools() -> None:
    """Stop the DDS workers this process started."""
    while _POOLS:
        _, pool = _POOLS.popitem()
        pool.close()


class DDMCAgent:
    """Double-dummy Monte Carlo: sample, solve, average, choose."""

    name = "ddmc"

    def __init__(self, rng: random.Random, *, samples: int = 20, max_samples: int | None = None,
                 margin: float = 0.5, inference: str = "follows", make_samples: int = 8,
                 time_budget: float | None = None, workers: int = 1,
                 solve_timeout: float = 20.0) -> None:
        if samples < 1 or make_samples < 1:
            raise ValueError("samples and make_samples must be at least 1")
        if max_samples is None:
            max_samples = 4 * samples
        if max_samples < samples:
            raise ValueError(f"max_samples={max_samples} must be at least samples={samples}")
        if margin < 0:
            raise ValueError(f"margin={margin} must be 0 or more")
        if inference not in INFERENCES:
            raise ValueError(f"inference={inference!r}: give one of {', '.join(INFERENCES)}")
        if workers < 0:
            raise ValueError(f"workers={workers} must be 0 (in process) or more")
        self.rng = rng
        self.samples = samples
        self.max_samples = max_samples
        self.margin = margin
        self.inference = inference
        self.make_samples = make_samples
        self.time_budget = time_budget
        self.workers = workers
        self.solve_timeout = solve_timeout

    # -- solving ----------------------------------------------------------------------------
    def _solve_positions(self, positions: Sequence[Any]) -> list[dict[int, int]]:
        if self.workers == 0:
            return solver().card_values_batch(positions)
        result: list[dict[int, int]] = _pool(self.workers, self.solve_timeout).solve_positions(
            positions)
        return result

    def _tables(self, deals: Sequence[Sequence[int]], strains: Sequence[int] | None = None
                ) -> list[Any]:
        if self.workers == 0:
            return solver().dd_tables(deals, strains)
        result: list[Any] = _pool(self.workers, self.solve_timeout).dd_tables(deals, strains)
        return result

    def _samples(self, view: SeatView, count: int) -> list[list[int]]:
        out = []
        for _ in range(count):
            try:
                out.append(sample_hands(view, self.rng))
            except SamplingError:
                break
        return out

    # -- the decisions ----------------------------------------------------------------------
    def act(self, view: SeatView) -> Action:
        """The chosen action, one of ``view.legal``."""
        legal = view.legal
        if not legal:
            raise ValueError(f"{view.seat} has no action to choose now")
        if len(legal) == 1:
            return legal[0]
        if view.phase == Phase.PLAY:
            return self._play(view)
        if view.phase == Phase.DECLARATION:
            return self._declare(view)
        return self._double(view)

    def _play(self, view: SeatView) -> Action:
        """The card with the best average double-dummy value over the sampled deals.

        ``samples`` deals first; while the two best cards that differ in some sample are within
        ``margin`` tricks on average, ``samples`` more, up to ``max_samples`` (and, when a
        ``time_budget`` is set, until it is spent)."""
        started = time.perf_counter()
        values: dict[int, list[int]] = {}
        denied = self.denials(view)
        done = 0
        target = self.samples
        while done < target:
            size = min(self.samples, target - done)
            hands_list, denied = self.play_worlds(view, size, denied)
            if not hands_list:
                break
            positions = [Position((h[0], h[1], h[2], h[3]), view.strain, int(view.leader),
                                  view.trick) for h in hands_list]
            for solved in self._solve_positions(positions):
                for card, tricks in solved.items():
                    values.setdefault(card, []).append(tricks)
            done += len(hands_list)
            if len(hands_list) < size:
                break
            if self.time_budget is not None and time.perf_counter() - started > self.time_budget:
                break
            if target < self.max_samples and _gap(values) < self.margin:
                target = min(self.max_samples, target + self.samples)
        legal_cards = [action.value for action in view.legal if action.value in values]
        if not legal_cards:
            return min(view.legal, key=lambda a: a.value & 15)
        card = self.pick_card(view, {c: values[c] for c in legal_cards})
        return next(action for action in view.legal if action.value == card)

    def pick_card(self, view: SeatView, values: dict[int, list[int]]) -> int:
        """The card to play from each legal card's tricks in the sampled deals (in the order of
        ``view.legal``): the best average; among equal averages the lower card (the higher may
        win a trick later)."""
        return max(values, key=lambda c: (sum(values[c]) / len(values[c]), -(c & 15)))

    def denials(self, view: SeatView) -> tuple[int, int, int, int]:
        """The cards the hidden hands are read not to hold (:mod:`~bridgewhist.agents.ddmc.inference`)."""
        if self.inference == "none":
            return (0, 0, 0, 0)
        return denied_cards(view, leads=self.inference == "all")

    def play_worlds(self, view: SeatView, count: int, denied: tuple[int, int, int, int]
                    ) -> tuple[list[list[int]], tuple[int, int, int, int]]:
        """``count`` deals for the play, with the inference when some deal fits it, else without
        (the hidden players do not play as read): the deals and the denial kept."""
        out: list[list[int]] = []
        for _ in range(count):
            try:
                out.append(sample_hands(view, self.rng, denied=denied))
            except SamplingError:
                if not any(denied):
                    break
                denied = (0, 0, 0, 0)
                try:
                    out.append(sample_hands(view, self.rng))
                except SamplingError:
                    break
        return out, denied

    def _strain_values(self, view: SeatView, deals: list[list[int]],
                       tables: list[Any]) -> list[float]:
        """The dealer's side's expected net points for each strain, the double risk included."""
        code = view.code
        dealer = view.dealer
        game = view.context.game_score
        values = []
        for strain in Strain:
            tricks = [table[strain][dealer] for table in tables]
            mean = sum(tricks) / len(tricks)
            # The adversaries double a make they expect to beat (Ames, "Doubling").
            multiplier = 2 if mean < 6.5 else 1
            values.append(sum(make_value(code, hands, dealer, strain, t, multiplier=multiplier,
                                         game_score=game)
                              for hands, t in zip(deals, tricks, strict=True)) / len(deals))
        return values

    def _declare(self, view: SeatView) -> Action:
        """Name the strain of best expected score, or leave it when partner is likely to do better
        (P47-48, A45, W45); the partner, left it, names his best (he must)."""
        deals = self._samples(view, self.make_samples)
        if not deals:
            return view.legal[0]
        tables = self._tables(deals)
        values = self._strain_values(view, deals, tables)
        best = max(range(5), key=lambda s: values[s])
        if LEAVE in view.legal:
            partner_best = sum(
                max(make_value(view.code, hands, view.dealer, s, table[s][view.dealer],
                               game_score=view.context.game_score) for s in Strain)
                for hands, table in zip(deals, tables, strict=True)) / len(deals)
            if partner_best - LEAVE_DISCOUNT > values[best]:
                return LEAVE
        return DECLARE_ACTIONS[best]

    def _double(self, view: SeatView) -> Action:
        """Double (or redouble) when the expected gain at twice the stake passes the margin."""
        if DOUBLE not in view.legal:
            return SATISFIED
        deals = self._samples(view, self.make_samples)
        if not deals:
            return SATISFIED
        tables = self._tables(deals, (view.strain,))
        makers = view.dealer.side
        sign = 1 if view.seat.side == makers else -1
        multiplier = 1 << view.doubles
        # The samples know nothing of the doubling so far; but a double shows strength against
        # the make and a redouble strength for it ("Doubling discloses where the strength is").
        # Reckon one trick to the side that last doubled, so that "Redoubling should be very
        # cautiously indulged in" (Ames, "Doubling").
        shift = 0
        if view.doubles:
            shift = -1 if view.doubles % 2 else 1
        gain = 0.0
        odd_trick = 0
        for hands, table in zip(deals, tables, strict=True):
            tricks = min(13, max(0, table[view.strain][view.dealer] + shift))
            odd_trick += (tricks >= 7) if sign > 0 else (tricks <= 6)
            now = make_value(view.code, hands, view.dealer, view.strain, tricks,
                             multiplier=multiplier, game_score=view.context.game_score)
            doubled = make_value(view.code, hands, view.dealer, view.strain, tricks,
                                 multiplier=multiplier * 2, game_score=view.context.game_score)
            gain += sign * (doubled - now)
        # "If the leader, or pone, thinks he can see the odd card ... he should double; but he
        # should not do so on a chance merely"; the makers redouble on near certainty only.
        needed = DOUBLE_CONFIDENCE if sign < 0 else REDOUBLE_CONFIDENCE
        if odd_trick / len(deals) < needed:
            return SATISFIED
        return DOUBLE if gain / len(deals) > DOUBLE_MARGIN else SATISFIED


def _gap(values: dict[int, list[int]]) -> float:
    """How far apart, in average tricks, the best two cards are, counting cards that are worth
    the same in every sample once (equal cards, such as a king and queen together, always tie)."""
    means = sorted({tuple(v): sum(v) / len(v) for v in values.values()}.values(), reverse=True)
    return means[0] - means[1] if len(means) > 1 else float("inf")


def make_ddmc(rng: random.Random, **settings: Any) -> DDMCAgent:
    """The ``ddmc`` agent of the registry, with its keyword settings (see :class:`DDMCAgent`)."""
    return DDMCAgent(rng, **settings)


__all__ = ["DDMCAgent", "make_ddmc"]
