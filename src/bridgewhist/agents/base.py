"""The agent protocol: a player decides from its seat's view only, with its own generator.

Agents act in every phase: the declaration (or leaving it to partner), the doubling, the play.
:func:`chooser` turns agents seated at the table into the ``choose(state)`` function the table
calls: it builds the view of the seat whose player must act and asks that seat's agent.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import new_hand
>>> choose = chooser({seat: make_agent("random", random.Random(seat)) for seat in Seat})
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
>>> while not state.is_complete:
...     state = state.apply(choose(state))
>>> sum(state.won)
13
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable

from bridgewhist.actions import Action
from bridgewhist.agents.view import ScoreContext, SeatView, view_of
from bridgewhist.errors import BridgeError
from bridgewhist.seats import Seat
from bridgewhist.state import HandState


@runtime_checkable
class Agent(Protocol):
    """A player: ``act`` returns one of ``view.legal``."""

    name: str

    def act(self, view: SeatView) -> Action:
        """The chosen action; it must be one of ``view.legal``."""
        ...


AgentFactory = Callable[..., Agent]
"""Builds an agent from a ``random.Random`` and keyword settings."""

_REGISTRY: dict[str, AgentFactory] = {}


class UnknownAgentError(BridgeError, ValueError):
    """An agent name that is not registered."""


def refuse_settings(name: str, settings: Mapping[str, Any]) -> None:
    """For agents that take no settings: refuse any given (a misspelt setting is not ignored).

    :raises TypeError: naming the settings.
    """
    if settings:
        raise TypeError(f"the {name} agent takes no settings, not {', '.join(sorted(settings))}")


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make an agent available by name (``random``, ``maxims``, ``ddmc``)."""
    _REGISTRY[name] = factory


def agent_names() -> tuple[str, ...]:
    """The registered agent names."""
    _load_builtin()
    return tuple(sorted(_REGISTRY))


def make_agent(name: str, rng: random.Random, **settings: Any) -> Agent:
    """A new agent by name.

    :raises UnknownAgentError: listing the registered names.
    """
    _load_builtin()
    factory = _REGISTRY.get(name)
    if factory is None:
        raise UnknownAgentError(
            f"unknown agent {name!r}: expected one of {', '.join(sorted(_REGISTRY))}")
    return factory(rng, **settings)


def _load_builtin() -> None:
    import importlib

    for module in ("bridgewhist.agents.random_agent", "bridgewhist.agents.maxims",
                   "bridgewhist.agents.ddmc"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:
                raise


def chooser(
    agents: Mapping[Seat, Agent], context: Callable[[], ScoreContext] | ScoreContext | None = None
) -> Callable[[HandState], Action]:
    """``choose(state)``: the action of the agent seated where the player must act.

    The agent sees only :func:`~bridgewhist.agents.view.view_of` its seat; its answer is
    checked (``by`` its seat) before it is returned.
    """

    def choose(state: HandState) -> Action:
        seat = state.actor
        score = context() if callable(context) else context
        action = agents[seat].act(view_of(state, seat, score))
        state.check(action, by=seat)
        return action

    return choose
