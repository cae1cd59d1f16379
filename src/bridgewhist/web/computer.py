"""Computer players at the web tables: they think in worker processes, within a time budget.

The server never runs an agent in its event loop. Each kind of table says whose turn it is for a
computer player and what that player may see, as a :class:`ComputerTurn`: the seat's
:class:`~bridgewhist.view.SeatView` at a four-hand table (:func:`seat_turn`), the three-hand
player's view (:func:`three_turn`), the referee with the score at a club-laws table
(:func:`laws_turn`, the agent seeing only its seat's view through
:func:`~bridgewhist.agents.base.referee_chooser`). :class:`Thinkers` runs the turn's thinking in
a pool of worker processes, where the registered agent (``random``, ``maxims``, ``ddmc``)
chooses; the answer comes back as the action's text and is checked by the rules engine like
anyone's. A decision that overruns its budget (counted from when a worker takes it up), or
fails, gives way to the first legal action; an overrunning one is killed with its worker process,
which a new one replaces (:class:`~bridgewhist.web.workers.Workers`), so no other table waits
behind a thought nobody will read. The declaration advisor has workers of its own. Each
decision's random generator is seeded by the table's seed, the event ``seq`` and the seat, so a
table replays alike.

>>> import asyncio, random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
>>> thinkers = Thinkers(workers=0, budget=5.0)
>>> text = asyncio.run(thinkers.choose("maxims", "seed:1", seat_turn(0, Seat.S, view_of(state, Seat.S))))
>>> text in {str(a) for a in state.legal_actions()}
True
>>> thinkers.close()
"""

from __future__ import annotations

import dataclasses
import importlib.util
import logging
import random
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from bridgewhist.agents import make_agent
from bridgewhist.agents.base import referee_chooser
from bridgewhist.agents.three_hand_players import ThreeHandView, make_three_hand_player
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from bridgewhist.view import ScoreContext, SeatView
from bridgewhist.web.workers import Workers

LOG = logging.getLogger("bridgewhist.web")
# ddmc and alphamu need DDS (endplay, the 'dds' extra, which the 'web' extra of the main job
# includes); an install without it offers the others (GET /api/computers says which).
STRENGTHS = (("random", "maxims", "learned", "ddmc", "partner", "alphamu")
             if importlib.util.find_spec("endplay") else ("random", "maxims", "learned"))
"""The computer players a table may have (registered agents whose dependencies are installed)."""
V = TypeVar("V")
PRELOAD = "bridgewhist.web.computer"
"""What a new worker imports before it takes a job, so its first decision is not spent importing."""
ADVISOR_PRELOAD = "bridgewhist.web.advisor"
"""What a new advisor's worker imports before it takes a job."""
ADVISOR_NICE = 10
"""How much lower the advisor's workers run in CPU priority than the computer players' (``nice``)."""
STUDY_NICE = 15
"""The study workers' ``nice``: lower than the advisor's, so a hint's advice has the processor first."""


@dataclasses.dataclass(frozen=True, slots=True)
class ComputerTurn(Generic[V]):
    """A computer player's turn: its ``place``, the ``label`` that seeds its decision (with the
    table's seed and ``seq``), what it may see (``view``), the function that thinks in a worker
    (``think(name, seed, view, budget)``, a module-level function) and the action it makes when
    that overruns or fails (``fallback``, its first legal action); ``settings``, the agent's
    settings the table decides (its partnership's agreements:
    :func:`~bridgewhist.web.table_agreements.agent_settings`), passed to ``think`` after the
    budget when there are any."""

    place: int
    label: str
    view: V
    think: Callable[..., str]
    fallback: Callable[[], str]
    settings: tuple[tuple[str, str], ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class RefereeView:
    """What a computer player at a club-laws table is handed: the referee of the deal in play and
    the score (it decides from its seat's view only, through ``referee_chooser``)."""

    referee: Referee
    context: ScoreContext


def agent_settings(name: str, budget: float) -> dict[str, Any]:
    """The agent's settings in a worker process: ``ddmc`` and ``alphamu`` (experimental, which
    searches where ddmc samples) think in the worker itself (no pool within a pool), within the
    budget.

    >>> agent_settings("maxims", 10.0), agent_settings("ddmc", 10.0)["time_budget"]
    ({}, 5.0)
    >>> agent_settings("alphamu", 10.0)["workers"]
    0
    """
    if name in ("ddmc", "partner", "alphamu"):
        return {"workers": 0, "time_budget": max(0.1, budget * 0.5), "samples": 12, "make_samples": 6}
    return {}


def think(name: str, seed: str, view: SeatView, budget: float,
          settings: tuple[tuple[str, str], ...] = ()) -> str:
    """Run in a worker: the agent's action for ``view``, as text (with the table's ``settings``)."""
    agent = make_agent(name, random.Random(seed), **agent_settings(name, budget), **dict(settings))
    return str(agent.act(view))


def think_three(name: str, seed: str, view: ThreeHandView, budget: float) -> str:
    """Run in a worker: the three-hand player's act for ``view`` (only what he may see), as text."""
    return str(make_three_hand_player(name, random.Random(seed), **agent_settings(name, budget)).act(view))


def think_laws(name: str, seed: str, view: RefereeView, budget: float,
               settings: tuple[tuple[str, str], ...] = ()) -> str:
    """Run in a worker: the computer player's act at a club-laws table (its answer to a ruling
    waiting for it, else its act in turn obeying every penalty binding it), as text. The agent
    sees only its seat's view (:func:`~bridgewhist.agents.base.referee_chooser`); the table's
    ``settings`` with it."""
    agent = make_agent(name, random.Random(seed), **agent_settings(name, budget), **dict(settings))
    return str(referee_chooser({seat: agent for seat in Seat}, view.context)(view.referee))


def seat_turn(place: int, seat: Seat, view: SeatView,
              settings: tuple[tuple[str, str], ...] = ()) -> ComputerTurn[SeatView]:
    """The turn of the computer player in ``place`` at ``seat`` of a four-hand table (with the
    table's ``settings`` for it)."""
    return ComputerTurn(place, seat.name, view, think, lambda: str(view.legal[0]), settings)


def three_turn(place: int, view: ThreeHandView) -> ComputerTurn[ThreeHandView]:
    """The turn of the computer player in ``place`` at a three-hand table."""
    return ComputerTurn(place, str(place), view, think_three, lambda: str(view.legal[0]))


def laws_turn(place: int, seat: Seat, referee: Referee, context: ScoreContext,
              settings: tuple[tuple[str, str], ...] = ()) -> ComputerTurn[RefereeView]:
    """The turn of the computer player in ``place`` at ``seat`` of a club-laws table (a ruling's
    chooser, or the player in turn), with the table's ``settings`` for it."""
    return ComputerTurn(place, seat.name, RefereeView(referee, context), think_laws,
                        lambda: str(referee.legal_acts()[0]), settings)


class Thinkers:
    """The computer players' workers (``workers`` processes; 0: one thread, for tests and small
    machines; the event loop is never blocked either way) and the declaration advisor's, apart
    (:attr:`advisor`: half as many, at least one, at a lower CPU priority), so no ask for advice
    ever holds up a computer player's turn; and the study routes' (:attr:`study`: as many as the
    advisor's, lower still), so no analysis or problem ever holds up a player's hint."""

    def __init__(self, *, workers: int = 1, budget: float = 10.0) -> None:
        self.budget = budget
        self.workers = workers
        self.players = Workers(workers, name="thinker", preload=(PRELOAD,))
        """The computer players' workers: a decision past :attr:`budget` is killed with its worker."""
        self.advisor = Workers(max(1, workers // 2) if workers else 0, name="thinker-advisor",
                               nice=ADVISOR_NICE, preload=(ADVISOR_PRELOAD,))
        """The declaration advisor's workers (:mod:`bridgewhist.web.advisor`): the hints' alone."""
        self.study = Workers(max(1, workers // 2) if workers else 0, name="thinker-study",
                             nice=STUDY_NICE, preload=(ADVISOR_PRELOAD,))
        """The study routes' workers (the analysis board, the problems:
        :mod:`bridgewhist.web.study_limits`)."""

    async def choose(self, name: str, seed: str, turn: ComputerTurn[Any]) -> str:
        """The action text the agent ``name`` chooses on its turn, or the turn's fallback (its
        first legal action) when it overruns the budget (counted from when a worker takes it up;
        the decision is then killed with its worker) or fails."""
        try:
            extra = (turn.settings,) if turn.settings else ()
            return await self.players.run(turn.think, name, seed, turn.view, self.budget, *extra,
                                          seconds=self.budget)
        except TimeoutError:
            LOG.warning("computer player %s overran its %.1f s budget; its worker was stopped and it plays "
                        "its first legal action", name, self.budget)
        except Exception as error:  # a worker that died or an agent that failed
            LOG.warning("computer player %s failed (%s); it plays its first legal action",
                        name, type(error).__name__)
        return turn.fallback()

    def close(self) -> None:
        """Stop the workers."""
        self.players.close()
        self.advisor.close()
        self.study.close()


__all__ = ["STRENGTHS", "ComputerTurn", "RefereeView", "Thinkers", "agent_settings", "laws_turn", "seat_turn",
           "think", "think_laws", "think_three", "three_turn"]
