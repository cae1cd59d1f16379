"""A player that chooses uniformly at random among the actions the laws allow.

The choice uses the generator given, never the global one, so a seed replays the same play.

>>> import random
>>> from bridgewhist.view import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("american-1905"), Seat.N, rng=random.Random(4))
>>> agent = RandomAgent(random.Random(1))
>>> while not state.is_complete:
...     state = state.apply(agent.act(view_of(state, state.actor)))
>>> sum(state.won)
13
"""

from __future__ import annotations

import random

from bridgewhist.actions import Action
from bridgewhist.agents.base import refuse_settings
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.events import Ruling
from bridgewhist.state import HandState
from bridgewhist.view import SeatView, view_of


class RandomAgent:
    """Choose uniformly among ``view.legal`` with an explicit ``random.Random``.

    ``agent(state)`` is a convenience for tables and tests: the agent still sees only the
    view of the seat that must act.
    """

    __slots__ = ("rng",)
    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, view: SeatView) -> Action:
        """One of the legal actions, each equally likely.

        :raises IllegalActionError: when this seat has no action to make.
        """
        actions = view.legal
        if not actions:
            raise IllegalActionError(
                Reason.GAME_OVER if view.phase.name == "COMPLETE" else Reason.NOT_YOUR_TURN,
                f"{view.seat} has no action to choose now", phase=view.phase.name.lower(),
            )
        return actions[self.rng.randrange(len(actions))]

    def choose_penalty(self, view: SeatView, ruling: Ruling) -> str:
        """A uniform choice among the options a ruling offers (LAWS enforcement)."""
        return ruling.keys[self.rng.randrange(len(ruling.keys))]

    def __call__(self, state: HandState) -> Action:
        return self.act(view_of(state, state.actor))

    def __repr__(self) -> str:
        return "RandomAgent(<random.Random>)"


def make_random(rng: random.Random, **settings: object) -> RandomAgent:
    """The ``random`` agent of the registry: it takes no settings."""
    refuse_settings("random", settings)
    return RandomAgent(rng)

