"""Computer players: the agent protocol, seat views, and the registered agents.

>>> from bridgewhist.agents import agent_names
>>> "random" in agent_names()
True
"""

from bridgewhist.agents.base import Agent, chooser
from bridgewhist.agents.random_agent import RandomAgent
from bridgewhist.agents.registry import (
    BUILT_IN_AGENTS,
    UnknownAgentError,
    agent_names,
    make_agent,
    register_agent,
    unregister_agent,
)
from bridgewhist.view import ScoreContext, SeatView, shown_voids, view_of

__all__ = [
    "BUILT_IN_AGENTS", "Agent", "RandomAgent", "ScoreContext", "SeatView", "UnknownAgentError", "agent_names",
    "chooser", "make_agent", "register_agent", "shown_voids", "unregister_agent", "view_of",
]
