"""The maxims on trial: each maxim's choice against the best choice found by simulation.

For every maxim of :data:`~bridgewhist.analysis.maxims_catalog.MAXIMS`, :func:`run_trial` deals
random deals (the dealer South, the score drawn from :data:`SCORES`) until it has ``deals``
situations where the maxim applies: the dealer's hand before the make, the partner's after "I
leave it to you", the leader's before his double, the maker's after a double (the table plays
by the maxims up to that point). In each situation:

1. ``layouts`` deals of the cards the player cannot see are drawn *consistent with what he has
   seen* (his hand; the leave, the make, the double, as the maxims player would have made them:
   layouts where he would not have are rejected), and solved double dummy;
2. every choice open to him (each make and the leave; to double or not) is valued on each
   layout in points at stake at the score (:func:`~bridgewhist.agents.ddmc.make_value.make_value`:
   tricks, honours, slams, the game won or conceded); the *simulation's choice* is the one of
   the best mean over the first half of the layouts;
3. the maxim's choice and the simulation's are both scored on the other half and on the *real*
   deal, none of which the simulation chose with: the mean difference is the maxim's cost in
   that situation (0 where they agree; positive where the simulation's guess was wrong).
   Choosing and measuring on the same layouts would flatter the simulation.

The costs of a maxim over its deals give a mean with a 95% interval, overall and by the band of
the score (level, ahead, behind), and the verdict follows from the intervals
(:func:`~bridgewhist.analysis.estimate.verdict`). Everything is seeded: the same seed and
settings give the same report.

>>> from bridgewhist.laws import load_law_code
>>> result = run_trial(load_law_code("english-1904"), seed=1, deals=1, layouts=2,
...                    maxims=("four_aces", "satisfied"))
>>> [(r.maxim.name, r.n) for r in result.results]
[('four_aces', 1), ('satisfied', 1)]
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence

from bridgewhist.actions import DECLARE_ACTIONS, DOUBLE, LEAVE, SATISFIED, Action
from bridgewhist.agents.ddmc.make_value import make_value
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.agents.maxims.doubling import Doubling, doubling
from bridgewhist.agents.maxims.make import Make, Outlook, declaration
from bridgewhist.analysis.estimate import BANDS, Interval, band, interval95, verdict
from bridgewhist.analysis.hands import DECK_CARDS, layouts
from bridgewhist.analysis.maxims_catalog import KINDS, MAXIMS, Maxim, prescription
from bridgewhist.analysis.maxims_catalog_play import PLAY_KINDS, PLAY_MAXIMS
from bridgewhist.analysis.trial_play import Row, try_play_maxims
from bridgewhist.laws.code import LawCode
from bridgewhist.seats import Seat

__all__ = ["ALL_MAXIMS", "BANDS", "SCORES", "MaximResult", "Situation", "TrialResult", "run_trial"]

S, W, N = 2, 3, 0
SCORES = ((0, 0), (6, 6), (18, 18), (24, 24), (12, 0), (18, 6), (24, 0), (28, 12), (0, 12),
          (6, 18), (0, 24), (12, 28))
"""Scores toward game (North-South, East-West) the deals are played at, drawn evenly."""
ALL_MAXIMS: tuple[Maxim, ...] = (*MAXIMS, *PLAY_MAXIMS)
"""Every maxim tried: the make and the doubling, then the opening leads and the discards."""
DEALER_MAKE, DUMMY_MAKE, DOUBLING, REDOUBLING = KINDS
BATCH = 16
Deal = tuple[int, ...]
"""Situations solved in one DDS batch."""


@dataclasses.dataclass(frozen=True, slots=True)
class Situation:
    """A decision in a real deal: who decides, what he knows, what each maxim prescribes."""

    kind: str
    deal: tuple[int, int, int, int]
    score: tuple[int, int]
    """Toward game, North-South (the dealer's side) first."""
    seat: int
    strain: int
    by_dummy: bool
    doubles: int
    prescribed: tuple[tuple[str, Action], ...]

    @property
    def band(self) -> str:
        """The score seen from the player deciding: level, ahead or behind."""
        us, them = self.score if self.seat in (N, S) else self.score[::-1]
        return band(us, them)


@dataclasses.dataclass(frozen=True, slots=True)
class MaximResult:
    """One maxim's costs on its deals (its choice's points less the simulation's choice's, on
    the real deal), the score band of each, and how often the two agreed."""

    maxim: Maxim
    costs: tuple[float, ...]
    bands: tuple[str, ...]
    agreed: int
    preferred: tuple[tuple[str, int], ...]
    """The simulation's choices where it differed from the maxim's, most frequent first."""

    @property
    def n(self) -> int:
        """Deals where the maxim applied."""
        return len(self.costs)

    @property
    def cost(self) -> Interval | None:
        """The mean cost with its 95% interval (None before any deal)."""
        return interval95(self.costs) if self.costs else None

    @property
    def by_band(self) -> dict[str, Interval]:
        """The cost by band of the score (bands with at least one deal)."""
        out = {}
        for name in BANDS:
            values = [c for c, b in zip(self.costs, self.bands, strict=True) if b == name]
            if values:
                out[name] = interval95(values)
        return out

    @property
    def verdict(self) -> str:
        """sound, costly or depends on the score, from the intervals (``untested`` with fewer
        than two deals)."""
        if self.n < 2:
            return "untested"
        return verdict(list(self.by_band.values()), self.cost)


@dataclasses.dataclass(frozen=True, slots=True)
class TrialResult:
    """A finished trial: its settings and every maxim's result."""

    law_code: str
    seed: int
    deals: int
    layouts: int
    results: tuple[MaximResult, ...]
    dealt: int
    """Random deals dealt to find the situations."""
    forced: int
    """Layouts kept although the maxims player would not have acted so on them."""
    seconds: float


def run_trial(code: LawCode, *, seed: int = 1904, deals: int = 100, layouts: int = 8,
              maxims: Sequence[str] | None = None, max_dealt: int | None = None,
              progress: Callable[[int, int], None] | None = None) -> TrialResult:
    """Try each maxim (all, or those named in ``maxims``) on up to ``deals`` deals where it
    applies, each decided by simulation over ``layouts`` layouts; at most ``max_dealt`` random
    deals are dealt to find them (by default 2,000 a wanted deal of each maxim).

    :raises ValueError: an unknown maxim, or fewer than 1 deal or 2 layouts.
    """
    if deals < 1 or layouts < 2:
        raise ValueError("a trial needs at least 1 deal a maxim and 2 layouts a decision")
    chosen = [m for m in ALL_MAXIMS if maxims is None or m.name in maxims]
    unknown = set(maxims or ()) - {m.name for m in ALL_MAXIMS}
    if unknown:
        raise ValueError(f"unknown maxim(s) {', '.join(sorted(unknown))}")
    start = time.perf_counter()
    rng = random.Random(seed)
    makes = [m for m in chosen if m.kind in KINDS]
    found, dealt = _situations(code, rng, makes, deals, max_dealt or 2000 * deals) if makes \
        else ([], 0)
    costs: dict[str, list[Row]] = {m.name: [] for m in chosen}
    forced = 0
    plays = [m for m in chosen if m.kind in PLAY_KINDS]
    if plays:
        play_rows, dealt_here, forced = try_play_maxims(code, random.Random(seed + 1), SCORES, plays,
                                                        deals, layouts, max_dealt or 2000 * deals,
                                                        progress)
        costs.update(play_rows)
        dealt += dealt_here
    known: dict[tuple[Deal, int], int] = {}
    for first in range(0, len(found), BATCH):
        batch = found[first:first + BATCH]
        outcomes, forced_here = _decide(code, batch, rng, layouts, known)
        forced += forced_here
        for situation, outcome in zip(batch, outcomes, strict=True):
            for name, cost, agreed, best in outcome:
                if name in costs:
                    costs[name].append((cost, situation.band, agreed, best))
        if progress is not None:
            progress(min(first + BATCH, len(found)), len(found))
    results = []
    for maxim in chosen:
        rows = costs[maxim.name]
        differ = Counter(best for _, _, agreed, best in rows if not agreed)
        results.append(MaximResult(maxim, tuple(r[0] for r in rows), tuple(r[1] for r in rows),
                                   sum(1 for r in rows if r[2]), tuple(differ.most_common())))
    return TrialResult(code.key, seed, deals, layouts, tuple(results), dealt, forced,
                       time.perf_counter() - start)


def _situations(code: LawCode, rng: random.Random, chosen: Sequence[Maxim], wanted: int,
                max_dealt: int) -> tuple[list[Situation], int]:
    """Deal until every chosen maxim has ``wanted`` situations (or ``max_dealt`` deals)."""
    count = {m.name: 0 for m in chosen}
    by_kind = {kind: [m for m in chosen if m.kind == kind] for kind in KINDS}
    values, game = code.scoring.trick_values, code.scoring.game_points
    found: list[Situation] = []
    cards = list(DECK_CARDS)
    dealt = 0
    while dealt < max_dealt and min(count.values()) < wanted:
        dealt += 1
        rng.shuffle(cards)
        deal = tuple(sum(1 << c for c in cards[i * 13:(i + 1) * 13]) for i in range(4))
        hands = (deal[0], deal[1], deal[2], deal[3])
        score = SCORES[rng.randrange(len(SCORES))]
        ours, theirs = Outlook(score[0], score[1], game), Outlook(score[1], score[0], game)

        def add(kind: str, situation: Make | Doubling, seat: int, strain: int = -1,
                by_dummy: bool = False, doubles: int = 0,
                hands: tuple[int, int, int, int] = hands, score: tuple[int, int] = score) -> None:
            prescribed = []
            for maxim in by_kind[kind]:
                action = prescription(maxim, situation)
                if action is not None and count[maxim.name] < wanted:
                    prescribed.append((maxim.name, action))
                    count[maxim.name] += 1
            if prescribed:
                found.append(Situation(kind, hands, score, seat, strain, by_dummy, doubles,
                                       tuple(prescribed)))

        dealer = Make(hands[S], ours, values)
        add(DEALER_MAKE, dealer, S)
        act, _ = declaration(dealer)
        by_dummy = act == LEAVE
        if by_dummy:
            partner = Make(hands[N], ours, values)
            add(DUMMY_MAKE, partner, N)
            act, _ = declaration(partner, by_dummy=True)
        strain = DECLARE_ACTIONS.index(act)
        leader = Doubling(Make(hands[W], theirs, values), strain, 0, makers=False, leader=True,
                          by_dummy=by_dummy)
        add(DOUBLING, leader, W, strain, by_dummy)
        if doubling(leader)[0] == DOUBLE:
            maker = N if by_dummy else S
            redouble = Doubling(Make(hands[maker], ours, values), strain, 1, makers=True,
                                leader=False, by_dummy=by_dummy)
            add(REDOUBLING, redouble, maker, strain, by_dummy, 1)
    return found, dealt


def _consistent(code: LawCode, s: Situation) -> Callable[[list[int]], bool] | None:
    """What the player has seen of the others' acts, as a test of a layout."""
    values, game = code.scoring.trick_values, code.scoring.game_points
    ours, theirs = Outlook(s.score[0], s.score[1], game), Outlook(s.score[1], s.score[0], game)
    if s.kind == DEALER_MAKE:
        return None

    def made(deal: list[int]) -> bool:
        act, _ = declaration(Make(deal[S], ours, values))
        if (act == LEAVE) != s.by_dummy:
            return False
        if s.kind == DUMMY_MAKE:
            return True
        if s.by_dummy:
            act, _ = declaration(Make(deal[N], ours, values), by_dummy=True)
        if act != DECLARE_ACTIONS[s.strain]:
            return False
        if s.kind == DOUBLING:
            return True
        leader = Doubling(Make(deal[W], theirs, values), s.strain, 0, makers=False, leader=True,
                          by_dummy=s.by_dummy)
        return doubling(leader)[0] == DOUBLE

    return made


def _choices(s: Situation) -> tuple[Action, ...]:
    if s.kind == DEALER_MAKE:
        return (*DECLARE_ACTIONS, LEAVE)
    if s.kind == DUMMY_MAKE:
        return DECLARE_ACTIONS
    return (SATISFIED, DOUBLE)


def _decide(code: LawCode, batch: Sequence[Situation], rng: random.Random, count: int,
            known: dict[tuple[Deal, int], int]) -> tuple[list[list[tuple[str, float, bool, str]]], int]:
    """Each situation's maxims: (name, cost on the real deal, agreed, the simulation's choice).

    No board is solved twice or in vain: ``known`` keeps every (deal, strain) solved in the
    trial (the real deal serves its dealer's make, his partner's and the doubling after them);
    a make's layouts are solved at every strain on the half that chooses, and on the half that
    measures (and the real deal) only at the strains of the choices compared there.
    """
    drawn: list[list[Deal]] = []
    forced = 0
    for s in batch:
        sample, forced_here = layouts({s.seat: s.deal[s.seat]}, rng, count,
                                      accept=_consistent(code, s))
        forced += forced_here
        drawn.append([*(tuple(deal) for deal in sample), s.deal])
    half = count // 2
    makes = (DEALER_MAKE, DUMMY_MAKE)
    _solve([(deal, strain) for s, d in zip(batch, drawn, strict=True) if s.kind in makes
            for deal in d[:half] for strain in range(5)], known)
    bests = []
    for s, deals in zip(batch, drawn, strict=True):
        choices = _choices(s)
        if s.kind in makes:
            means = [sum(_worth(code, s, choice, deal, known) for deal in deals[:half]) / half
                     for choice in choices]
            bests.append(max(range(len(choices)), key=lambda i: means[i]))
        else:
            bests.append(-1)
    _solve([(deal, _strain(code, s, choice, deal))
            for s, d, best in zip(batch, drawn, bests, strict=True)
            for deal in (d[half:] if s.kind in makes else d)
            for choice in {*(action for _, action in s.prescribed),
                           *(_choices(s) if best < 0 else (_choices(s)[best],))}], known)
    out = []
    for s, deals, best in zip(batch, drawn, bests, strict=True):
        choices = _choices(s)
        if best < 0:
            means = [sum(_worth(code, s, choice, deal, known) for deal in deals[:half]) / half
                     for choice in choices]
            best = max(range(len(choices)), key=lambda i: means[i])
        measured = deals[half:]
        sim = [_worth(code, s, choices[best], deal, known) for deal in measured]
        out.append([(name, sum(_worth(code, s, action, deal, known) - b
                               for deal, b in zip(measured, sim, strict=True)) / len(measured),
                     action == choices[best], str(choices[best]))
                    for name, action in s.prescribed])
    return out, forced


def _solve(requests: Sequence[tuple[Deal, int]], known: dict[tuple[Deal, int], int]) -> None:
    """Solve the boards (deal, strain) not yet in ``known``: one DDS batch a strain."""
    by_strain: dict[int, list[Deal]] = {}
    for deal, strain in dict.fromkeys(requests):
        if (deal, strain) not in known:
            by_strain.setdefault(strain, []).append(deal)
    for strain, group in sorted(by_strain.items()):
        for deal, row in zip(group, solver().makers_tricks(group, S, (strain,)), strict=True):
            known[deal, strain] = row[0]


def _strain(code: LawCode, s: Situation, choice: Action, deal: Deal) -> int:
    """The strain the hand is played in after ``choice`` (a leave: the partner's maxims make)."""
    if s.kind not in (DEALER_MAKE, DUMMY_MAKE):
        return s.strain
    if choice == LEAVE:
        ours = Outlook(s.score[0], s.score[1], code.scoring.game_points)
        choice, _ = declaration(Make(deal[N], ours, code.scoring.trick_values), by_dummy=True)
    return DECLARE_ACTIONS.index(choice)


def _worth(code: LawCode, s: Situation, choice: Action, deal: Deal,
           known: dict[tuple[Deal, int], int]) -> float:
    """The points ``choice`` is worth to the player's side on ``deal`` (solved in ``known``)."""
    strain = _strain(code, s, choice, deal)
    tricks = known[deal, strain]
    if s.kind in (DEALER_MAKE, DUMMY_MAKE):
        return make_value(code, deal, Seat.S, strain, tricks, game_score=s.score)
    multiplier = (1 << s.doubles) * (2 if choice == DOUBLE else 1)
    points = make_value(code, deal, Seat.S, s.strain, tricks, multiplier=multiplier,
                        game_score=s.score)
    return points if s.seat in (N, S) else -points
