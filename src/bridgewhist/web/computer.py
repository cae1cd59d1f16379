"""Computer players at the web tables: they think in worker processes, within a time budget.

The server never runs an agent in its event loop. :class:`Thinkers` hands a seat's
:class:`~bridgewhist.agents.SeatView` (only what that seat may see) to a pool of worker
processes, where the registered agent (``random``, ``maxims``, ``ddmc``) chooses; the answer
comes back as the action's text and is checked by the rules engine like anyone's. A decision
that overruns its budget, or fails, gives way to the first legal action. Each decision's random
generator is seeded by the table's seed, the event ``seq`` and the seat, so a table replays alike.

>>> import asyncio, random
>>> from bridgewhist.agents import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
>>> thinkers = Thinkers(workers=0, budget=5.0)
>>> text = asyncio.run(thinkers.choose("maxims", "seed:1", view_of(state, Seat.S)))
>>> text in {str(a) for a in state.legal_actions()}
True
>>> thinkers.close()
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
import random
from collections.abc import Callable
from typing import Any

from bridgewhist.agents import make_agent
from bridgewhist.view import SeatView

LOG = logging.getLogger("bridgewhist.web")
STRENGTHS = ("random", "maxims", "ddmc")
"""The computer players a table may have (registered agents)."""


def _settings(name: str, budget: float) -> dict[str, Any]:
    if name == "ddmc":
        # In the worker process itself (no pool within a pool), within the budget.
        return {"workers": 0, "time_budget": max(0.1, budget * 0.5), "samples": 12, "make_samples": 6}
    return {}


def think(name: str, seed: str, view: SeatView, budget: float) -> str:
    """Run in a worker: the agent's action for ``view``, as text."""
    agent = make_agent(name, random.Random(seed), **_settings(name, budget))
    return str(agent.act(view))


class Thinkers:
    """A pool of worker processes for the computer players (``workers=0``: one thread, for tests
    and small machines; the event loop is never blocked either way)."""

    def __init__(self, *, workers: int = 1, budget: float = 10.0) -> None:
        self.budget = budget
        self.workers = workers
        self.pool: concurrent.futures.Executor
        if workers > 0:
            self.pool = concurrent.futures.ProcessPoolExecutor(
                max_workers=workers, mp_context=multiprocessing.get_context("forkserver"))
        else:
            self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinker")

    async def choose(self, name: str, seed: str, view: Any,
                     function: Callable[[str, str, Any, float], str] = think) -> str:
        """The action text the agent chooses, or the first legal action when it overruns or fails.
        ``function`` thinks in the worker (:func:`think` for a :class:`SeatView`; the three-hand
        table passes its own, for its player's view)."""
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self.pool, function, name, seed, view, self.budget)
        try:
            return await asyncio.wait_for(future, self.budget)
        except TimeoutError:
            LOG.warning("computer player %s overran its %.1f s budget; it plays its first legal action",
                        name, self.budget)
        except Exception as error:  # a worker that died or an agent that failed
            LOG.warning("computer player %s failed (%s); it plays its first legal action",
                        name, type(error).__name__)
            if isinstance(error, concurrent.futures.process.BrokenProcessPool):
                self._restart()
        return str(view.legal[0])

    def _restart(self) -> None:
        old = self.pool
        if isinstance(old, concurrent.futures.ProcessPoolExecutor):
            self.pool = concurrent.futures.ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("forkserver"))
        old.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers."""
        self.pool.shutdown(wait=False, cancel_futures=True)


__all__ = ["STRENGTHS", "Thinkers", "think"]
