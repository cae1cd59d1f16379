"""A match: agent A (North-South) against agent B (East-West), deal by deal or by rubbers, and how
one unit of it (a deal, a rubber, a duplicate pair) is played and scored.

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

>>> outcome = play_unit(Match("random", "random", 4, seed=1, duplicate=True), 0)
>>> outcome.value, outcome.deals
(0.0, (1, 1))
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import random
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from bridgewhist.agents.base import Agent, chooser
from bridgewhist.agents.registry import make_agent
from bridgewhist.dealing import dealt_hands
from bridgewhist.errors import BridgeError
from bridgewhist.laws import LawCode, law_code_from_dict, load_law_code
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import SEATS, Seat, Side
from bridgewhist.state import HandState, hand_from_deal
from bridgewhist.view import ScoreContext

__all__ = ["Match", "Outcome", "Progress", "SimulationError", "chunks", "play_unit", "play_units"]

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
