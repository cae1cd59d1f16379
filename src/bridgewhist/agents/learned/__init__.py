"""The ``learned`` player: a small policy network trained against the maxims (issue 38),
evaluated in plain Python from the seat's view (``agent.py``, ``policy.py``, ``features.py``,
``weights.py``)."""

from bridgewhist.agents.learned.agent import LearnedAgent, make_learned, shipped_policy

__all__ = ["LearnedAgent", "make_learned", "shipped_policy"]
