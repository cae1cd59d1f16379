"""The alpha-mu player (``alphamu``): alpha-mu search for the makers where the declarer's
guesses are open, double-dummy sampling (ddmc) elsewhere.

In the play, the makers (the dealer, who plays dummy's cards too) sample ``root_worlds`` deals
(``worlds`` when not given) consistent with the view (ddmc's sampler, placing away the cards the
adversaries are read not to hold) and solve the position in each. When no guess is open (one
card is the double-dummy best in every world, or the best result is the same in every world)
that card is played. Otherwise the cards within ``window`` tricks of the best average (at most
``width`` of them, the makers' equal cards once) are searched ``depth`` makers' decisions deep by
alpha-mu over the first ``worlds`` worlds (:mod:`~bridgewhist.agents.alphamu.search`; the
adversaries choosing their card world by world among their double-dummy best cards,
``defence``, ``slack`` and ``falsecards`` there), and the card of the best score is played: its
average over every world less what the search finds it loses to strategy fusion
(:func:`decide`, :func:`root_scores`). With ``deepen`` the search goes depth 2, then 3, ... up to
``depth``, and the deepest search the budget lets finish decides. The adversaries, the
declaration and the doubling are ddmc's (:class:`~bridgewhist.agents.ddmc.agent.DDMCAgent`, given
the remaining settings); so is a makers' card when no world can be sampled; a search past
``time_budget`` seconds, ``max_solves`` DDS solves or ``max_work`` (the solves' cost, in solves
of a whole deal: :func:`~bridgewhist.agents.alphamu.search.solve_weight`) gives way to the
deepest search finished, or the best sampled average. ``max_work`` is what keeps the decisions
of the first tricks, where a solve costs most, to about a second (docs/strength.md);
``max_solves`` and ``max_work`` are counts, not clocks, so a seed gives the same play on any
machine.

With ``explain`` (a weight, 0 by default: off) the worlds are weighed by how well they explain
the adversaries' cards so far (:func:`~bridgewhist.agents.ddmc.inference.explained_losses`): a
world in which their cards threw ``L`` tricks away weighs ``exp(-explain * L)``; the root's
averages are weighted, and the worlds searched are drawn by weight from the root's. The solves
this costs count in the decision's ``max_work``, at most a quarter of it: the adversaries' cards
are read latest first, as far back as that lets every world solve them
(:meth:`AlphaMuAgent.weigh`).

Each card decision of the makers is counted: ``stats`` holds the decisions, how many were
searched, and the DDS solves each cost (the benchmarks give ddmc the same number of solves).

>>> import random
>>> from bridgewhist.view import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(2))
>>> agent = AlphaMuAgent(random.Random(1), worlds=4, root_worlds=8, samples=4, make_samples=3,
...                      workers=0)
>>> agent.act(view_of(state, Seat.S)) in state.legal_actions()
True
"""

from __future__ import annotations

import dataclasses
import random
import time
from typing import Any

from bridgewhist.actions import Action
from bridgewhist.agents.alphamu.front import best_mean
from bridgewhist.agents.alphamu.search import Search, SearchTimeout, distinct_cards, solve_weight
from bridgewhist.agents.ddmc.agent import DDMCAgent
from bridgewhist.agents.ddmc.exact import tricks_left
from bridgewhist.agents.ddmc.inference import (
    adversary_decisions,
    denied_cards,
    explanation_weights,
    thrown_away,
)
from bridgewhist.agents.ddmc.sampling import SamplingError, sample_hands
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.state import Phase
from bridgewhist.view import SeatView

__all__ = ["DEFAULT_ROOT_WORLDS", "DEFAULT_WORK", "AlphaMuAgent", "AlphaMuStats", "decide",
           "make_alphamu", "root_scores", "weighted_mean"]

DEFAULT_WORK = 60.0
"""The DDS work a card decision may spend by default, in solves of a whole deal (about a second
of one core early in the play; see docs/strength.md)."""

DEFAULT_ROOT_WORLDS = 48
"""The worlds sampled for the double-dummy averages at the root by default (the first
``worlds`` of them searched; ddmc's defaults draw 20 to 80; see docs/strength.md)."""


@dataclasses.dataclass
class AlphaMuStats:
    """What the makers' card decisions cost: one entry a decision with more than one card."""

    solves: list[int] = dataclasses.field(default_factory=list)
    work: list[float] = dataclasses.field(default_factory=list)
    """Each decision's solves weighed by their cost, in solves of a whole deal."""
    searched: int = 0
    fallbacks: int = 0


class AlphaMuAgent:
    """Alpha-mu for the makers' cards where a guess is open; ddmc for everything else."""

    name = "alphamu"

    def __init__(self, rng: random.Random, *, worlds: int = 16, depth: int = 2, width: int = 4,
                 window: float = 1.0, front_cap: int = 8, time_budget: float | None = None,
                 defence: str = "min", slack: int = 0, falsecards: bool = False,
                 max_solves: int | None = 1000, max_work: float | None = DEFAULT_WORK,
                 root_worlds: int | None = DEFAULT_ROOT_WORLDS, deepen: bool = False,
                 explain: float = 0.0, **ddmc_settings: Any) -> None:
        if worlds < 1 or depth < 1 or width < 1 or front_cap < 1:
            raise ValueError("worlds, depth, width and front_cap must be at least 1")
        if root_worlds is not None and root_worlds < 1:
            raise ValueError(f"root_worlds={root_worlds} must be at least 1")
        self.root_worlds = worlds if root_worlds is None else max(worlds, root_worlds)
        self.deepen = deepen
        if window < 0:
            raise ValueError(f"window={window} must be 0 or more")
        if defence not in ("min", "dd") or slack < 0:
            raise ValueError(f"defence={defence!r} must be 'min' or 'dd', slack={slack} 0 or more")
        if max_solves is not None and max_solves < 1:
            raise ValueError(f"max_solves={max_solves} must be at least 1")
        if max_work is not None and max_work <= 0:
            raise ValueError(f"max_work={max_work} must be more than 0")
        if explain < 0:
            raise ValueError(f"explain={explain} must be 0 or more")
        self.explain = explain
        self.max_work = max_work
        self.defence = defence
        self.slack = slack
        self.falsecards = falsecards
        self.max_solves = max_solves
        self.rng = rng
        self.worlds = worlds
        self.depth = depth
        self.width = width
        self.window = window
        self.front_cap = front_cap
        self.time_budget = time_budget
        self.ddmc = DDMCAgent(rng, time_budget=time_budget, **ddmc_settings)
        self.stats = AlphaMuStats()

    def act(self, view: SeatView) -> Action:
        """The chosen action, one of ``view.legal``."""
        if (len(view.legal) > 1 and view.phase == Phase.PLAY
                and view.seat.side == view.dealer.side):
            return self._makers_card(view)
        return self.ddmc.act(view)

    def sample_worlds(self, view: SeatView) -> list[tuple[int, int, int, int]]:
        """Up to ``root_worlds`` deals consistent with ``view`` (ddmc's sampler and its reading
        of the adversaries' cards; the reading dropped when no deal fits it)."""
        denied = denied_cards(view) if self.ddmc.inference != "none" else (0, 0, 0, 0)
        if self.ddmc.inference == "all":
            denied = denied_cards(view, leads=True)
        out = []
        for _ in range(self.root_worlds):
            try:
                hands = sample_hands(view, self.rng, denied=denied)
            except SamplingError:
                if not any(denied):
                    break
                denied = (0, 0, 0, 0)
                continue
            out.append((hands[0], hands[1], hands[2], hands[3]))
        return out

    def weigh(self, view: SeatView, worlds: list[tuple[int, int, int, int]]
              ) -> tuple[list[tuple[int, int, int, int]], list[float] | None, int, float]:
        """The worlds weighed by how well they explain the adversaries' cards (``explain``): the
        worlds, the searched ones first (drawn by weight), their weights (None: all alike), and
        the solves and work that cost. The cards are read latest first, as far back as a
        quarter of ``max_work`` lets every world solve them (a card of the first tricks, solved
        on a nearly full deal, costs most)."""
        if not self.explain or not worlds:
            return worlds, None, 0, 0.0
        decisions = [adversary_decisions(view, world) for world in worlds]
        cost = [0.0] * 14
        for found in decisions:
            for position, _ in found:
                cost[tricks_left(position)] += solve_weight(position)
        within = 13
        if self.max_work is not None:
            while within and sum(cost[:within + 1]) > self.max_work / 4:
                within -= 1
        read = [[(position, card) for position, card in found if tricks_left(position) <= within]
                for found in decisions]
        solves, work = sum(len(found) for found in read), sum(cost[:within + 1])
        if not solves:
            return worlds, None, 0, 0.0
        losses = thrown_away(read, solver().card_values_batch)
        weights = explanation_weights(losses, self.explain)
        # Searched worlds drawn by weight without replacement (Efraimidis and Spirakis' keys).
        keys = [self.rng.random() ** (1 / weight) for weight in weights]
        order = sorted(range(len(worlds)), key=lambda index: -keys[index])
        return [worlds[i] for i in order], [weights[i] for i in order], solves, work

    def _makers_card(self, view: SeatView) -> Action:
        started = time.perf_counter()
        worlds, weights, explain_solves, explain_work = self.weigh(view, self.sample_worlds(view))
        if not worlds:
            self.stats.fallbacks += 1
            return self.ddmc.act(view)
        max_work = None if self.max_work is None else self.max_work - explain_work
        in_trick = 0
        for card in view.trick:
            in_trick |= 1 << card
        deadline = None if self.time_budget is None else started + self.time_budget
        search = Search(solver().card_values_batch, worlds, trump=view.strain, leader=int(view.leader),
                        trick=view.trick, gone=view.played & ~in_trick, makers=int(view.dealer) & 1,
                        front_cap=self.front_cap, deadline=deadline, defence=self.defence,
                        slack=self.slack, falsecards=self.falsecards, max_solves=self.max_solves,
                        max_work=max_work, searched=min(self.worlds, len(worlds)))
        card = self._choose(view, search, weights)
        self.stats.solves.append(search.solves + explain_solves)
        self.stats.work.append(round(search.work + explain_work, 3))
        return next(action for action in view.legal if action.value == card)

    def _choose(self, view: SeatView, search: Search, weights: list[float] | None) -> int:
        hand = view.dummy_hand if view.turn != view.seat and view.dummy_hand is not None else view.hand
        legal = [action.value for action in view.legal]
        chosen: tuple[int, bool] | None = None
        depths = range(min(2, self.depth), self.depth + 1) if self.deepen else (self.depth,)
        for depth in depths:
            try:
                chosen = decide(search, legal, hand, depth=depth, width=self.width,
                                window=self.window, weights=weights)
            except SearchTimeout:
                # Past the budget: the deepest search that finished decides (none: sampling).
                self.stats.fallbacks += 1
                break
            _, searched = chosen
            if not searched:
                break
        if chosen is None:
            chosen = decide(search, legal, hand, depth=1, width=self.width, window=self.window,
                            weights=weights)
        card, searched = chosen
        self.stats.searched += searched
        return card


def decide(search: Search, legal: list[int], hand: int, *, depth: int = 2, width: int = 4,
           window: float = 1.0, cut: bool = True, weights: list[float] | None = None
           ) -> tuple[int, bool]:
    """The makers' card at the root of ``search`` (``legal``: the legal cards, ``hand``: the
    hand they come from), and whether alpha-mu was needed. No guess is open when one card (of
    equals, the lowest) is the double-dummy best in every world, or when the best result is the
    same in every world; then that card is played. Otherwise the ``width`` distinct cards within
    ``window`` tricks of the best average (among the cards best in every world, when some are)
    are searched, best average first, and the card of the best score is played (ties: the
    better average, then the lower card); with ``cut``, a card that cannot beat the best score
    so far is cut short (:meth:`Search.root_fronts`). A card's score is its double-dummy
    average over every world less its price of strategy fusion in the searched worlds (its
    double-dummy average there less its front's best average): when the search covers every
    world (``search.searched``, the default), its front's best average. With ``weights`` (one
    a world), the averages over every world are weighted.

    >>> from bridgewhist.agents.ddmc.exact import solve_exact
    >>> from bridgewhist.cards import CardSet
    >>> def solve(positions):
    ...     return [solve_exact(p.hands, p.trump, p.leader, p.trick).values for p in positions]
    >>> world = tuple(CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5"))
    >>> search = Search(solve, [world], trump=4, leader=0, trick=(), gone=0, makers=0)
    >>> card, searched = decide(search, [14, 2], world[0])
    >>> str(CardSet(1 << card)), searched
    ('SA', False)
    """
    values = search.root_values()
    means = {card: weighted_mean([v[card] for v in values], weights) for card in legal}
    legal_bits = sum(1 << card for card in legal)
    distinct = distinct_cards(legal_bits, hand or legal_bits, search.gone)
    everywhere = [card for card in distinct if all(v[card] == max(v.values()) for v in values)]
    if everywhere and (len(everywhere) == 1 or len({max(v.values()) for v in values}) == 1):
        # One card best in every world, or the same result whatever the lie: no guess is open.
        return min(everywhere, key=lambda c: (c & 15, c)), False
    # Cards tied in every world may still differ single dummy: one may wait for a guess that
    # another must make now (double dummy guesses right every time).
    pool = everywhere or distinct
    best = max(means[card] for card in pool)
    candidates = sorted((card for card in pool if means[card] >= best - window),
                        key=lambda c: (-means[c], c & 15))[:width]
    if len(candidates) == 1 or depth == 1:
        return candidates[0], False
    scores = root_scores(search, candidates, depth, cut=cut, weights=weights)
    return max(scores, key=lambda c: (round(scores[c], 9), means[c], -(c & 15))), True


def root_scores(search: Search, candidates: list[int], depth: int, *, cut: bool = True,
                weights: list[float] | None = None) -> dict[int, float]:
    """Each candidate's score (those the root cut leaves): its double-dummy average over every
    world (weighted by ``weights``, when given), less what alpha-mu finds it loses to strategy
    fusion in the searched worlds (its average there less its front's best average). When
    every world is searched and the worlds weigh alike, its front's best average.

    >>> from bridgewhist.agents.ddmc.exact import solve_exact
    >>> from bridgewhist.cards import CardSet
    >>> exact = lambda ps: [solve_exact(p.hands, p.trump, p.leader, p.trick).values for p in ps]
    >>> ending = [CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5")]
    >>> root_scores(Search(exact, [tuple(ending)], trump=4, leader=0, trick=(), gone=0, makers=0),
    ...             [CardSet.parse("SA").mask.bit_length() - 1], depth=2)
    {14: 2.0}
    """
    values = search.root_values()
    searched = values[:search.searched]
    offsets = {card: weighted_mean([v[card] for v in values], weights)
               - sum(v[card] for v in searched) / len(searched) for card in candidates}
    fronts = search.root_fronts(candidates, depth, cut=cut, offsets=offsets)
    return {card: best_mean(front) + offsets[card] for card, front in fronts.items()}


def weighted_mean(values: list[int], weights: list[float] | None) -> float:
    """The average of ``values``, weighted by ``weights`` when given.

    >>> weighted_mean([1, 3], None), weighted_mean([1, 3], [3.0, 1.0])
    (2.0, 1.5)
    """
    if weights is None:
        return sum(values) / len(values)
    return sum(v * w for v, w in zip(values, weights, strict=True)) / sum(weights)


def make_alphamu(rng: random.Random, **settings: Any) -> AlphaMuAgent:
    """The ``alphamu`` agent of the registry, with its keyword settings (see :class:`AlphaMuAgent`)."""
    return AlphaMuAgent(rng, **settings)
