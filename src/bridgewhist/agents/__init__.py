"""Players that choose actions: for now one that picks uniformly among the legal actions.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(2))
>>> RandomAgent(random.Random(0)).act(state) in state.legal_actions()
True
"""

from bridgewhist.agents.random_agent import RandomAgent

__all__ = ["RandomAgent"]
