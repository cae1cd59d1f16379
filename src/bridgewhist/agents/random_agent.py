"""A player that chooses uniformly at random among the actions the laws allow.

It sees the whole state (every hand); a later agent protocol gives each seat only its own view.
The choice uses the generator given, never the global one, so a seed replays the same play.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("american-1905"), Seat.N, rng=random.Random(4))
>>> agent = RandomAgent(random.Random(1))
>>> while not state.is_complete:
...     state = state.apply(agent.act(state))
>>> sum(state.won)
13
"""

from __future__ import annotations

import random

from bridgewhist.actions import Action
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.state import HandState


class RandomAgent:
    """Choose uniformly among ``state.legal_actions()`` with an explicit ``random.Random``.

    An agent is also a ``choose`` function: ``agent(state)`` is ``agent.act(state)``.

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
    >>> str(RandomAgent(random.Random(0))(state)) in {str(a) for a in state.legal_actions()}
    True
    """

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, state: HandState) -> Action:
        """One of the legal actions, each equally likely.

        :raises IllegalActionError: when the deal is complete and no action is left.
        """
        actions = state.legal_actions()
        if not actions:
            raise IllegalActionError(
                Reason.GAME_OVER, "the deal is complete: there is no action to choose",
                phase=state.phase.name.lower(),
            )
        return actions[self.rng.randrange(len(actions))]

    def __call__(self, state: HandState) -> Action:
        return self.act(state)

    def __repr__(self) -> str:
        return "RandomAgent(<random.Random>)"
