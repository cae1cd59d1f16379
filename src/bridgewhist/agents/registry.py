"""The agents by name: ``random``, ``maxims``, ``ddmc``, ``partner``, ``alphamu`` and ``learned``
built in, and any a program registers.

This module imports the concrete agents (they do not import it back), so the names are known
as soon as it is imported.

>>> import random
>>> {"alphamu", "ddmc", "maxims", "random"} <= set(agent_names())
True
>>> make_agent("maxims", random.Random(1)).name
'maxims'
>>> make_agent("wizard", random.Random(1))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bridgewhist.agents.registry.UnknownAgentError: unknown agent 'wizard': expected one of alphamu, ddmc, ...
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bridgewhist.agents.alphamu.agent import make_alphamu
from bridgewhist.agents.base import Agent
from bridgewhist.agents.ddmc.agent import make_ddmc
from bridgewhist.agents.ddmc.partner import make_partner
from bridgewhist.agents.learned.agent import make_learned
from bridgewhist.agents.maxims.agent import make_maxims
from bridgewhist.agents.random_agent import make_random
from bridgewhist.errors import BridgeError

__all__ = [
    "BUILT_IN_AGENTS", "AgentFactory", "UnknownAgentError", "agent_names", "make_agent", "register_agent",
    "unregister_agent",
]

AgentFactory = Callable[..., Agent]
"""Builds an agent from a ``random.Random`` and keyword settings."""

_REGISTRY: dict[str, AgentFactory] = {"random": make_random, "maxims": make_maxims, "ddmc": make_ddmc,
                                      "alphamu": make_alphamu, "partner": make_partner,
                                      "learned": make_learned}
BUILT_IN_AGENTS: tuple[str, ...] = tuple(sorted(_REGISTRY))
"""The agents this package provides, sorted (:func:`agent_names` adds those a program registers).

>>> BUILT_IN_AGENTS
('alphamu', 'ddmc', 'learned', 'maxims', 'partner', 'random')
"""


class UnknownAgentError(BridgeError, ValueError):
    """An agent name that is not registered."""


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make an agent available by name (or replace the one of that name)."""
    _REGISTRY[name] = factory


def unregister_agent(name: str) -> None:
    """Take a registered agent away (a program's own, e.g. a test's); unknown names are refused.

    >>> register_agent("copy", make_random); unregister_agent("copy"); "copy" in agent_names()
    False
    """
    if name not in _REGISTRY:
        raise UnknownAgentError(f"unknown agent {name!r}: expected one of {', '.join(sorted(_REGISTRY))}")
    del _REGISTRY[name]


def agent_names() -> tuple[str, ...]:
    """The registered agent names, sorted."""
    return tuple(sorted(_REGISTRY))


def make_agent(name: str, rng: random.Random, **settings: Any) -> Agent:
    """A new agent by name.

    :raises UnknownAgentError: listing the registered names.
    """
    factory = _REGISTRY.get(name)
    if factory is None:
        raise UnknownAgentError(
            f"unknown agent {name!r}: expected one of {', '.join(sorted(_REGISTRY))}")
    return factory(rng, **settings)
