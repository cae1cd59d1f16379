"""The ``learned`` player: the shipped policy network, choosing from the seat's view alone.

By default (``cards="maxims"``) the network makes the trump, leaves it and doubles, and the
maxims player plays the cards: that is the baseline that beats the maxims in duplicate
(docs/research.md, "A trained baseline"). With ``cards="network"`` the network plays the cards
too. The network builds the environments' observation of its view and the fields derived from
it (:mod:`.features`), scores the legal actions with the weights trained by
examples/train_learned.py (:mod:`.policy`) and plays the best-scored one (ties: the lowest
action index), so it needs no generator and plays the same action for the same view. The
weights are read once per process.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> state = new_hand(load_law_code("american-1905"), Seat.N, rng=random.Random(4))
>>> agent = make_learned(random.Random(1), cards="network")
>>> while not state.is_complete:
...     state = state.apply(agent.act(view_of(state, state.actor)))
>>> sum(state.won)
13
"""

from __future__ import annotations

import functools
import random

from bridgewhist.actions import Action
from bridgewhist.agents.base import refuse_settings
from bridgewhist.agents.learned.features import INDEX, inputs
from bridgewhist.agents.learned.policy import WEIGHTS, Policy
from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.phases.stages import Phase
from bridgewhist.referee.events import Ruling
from bridgewhist.view import SeatView

__all__ = ["LearnedAgent", "make_learned", "shipped_policy"]


@functools.cache
def shipped_policy() -> Policy:
    """The shipped weights, read on first use and kept for the process."""
    return Policy(WEIGHTS)


class LearnedAgent:
    """Play the legal action the policy network scores highest (the cards: ``card_player``'s,
    when one is given)."""

    __slots__ = ("card_player", "policy")
    name = "learned"

    def __init__(self, policy: Policy, card_player: MaximsAgent | None = None) -> None:
        self.policy = policy
        self.card_player = card_player

    def act(self, view: SeatView) -> Action:
        """The best-scored legal action.

        :raises IllegalActionError: when this seat has no action to make.
        """
        if self.card_player is not None and view.phase == Phase.PLAY:
            return self.card_player.act(view)
        legal = [action for action in view.legal if action in INDEX]
        if not legal:
            raise IllegalActionError(
                Reason.GAME_OVER if view.phase.name == "COMPLETE" else Reason.NOT_YOUR_TURN,
                f"{view.seat} has no action the learned player knows now",
                phase=view.phase.name.lower())
        order = sorted(legal, key=INDEX.__getitem__)
        scores = self.policy.scores(inputs(view), [INDEX[a] for a in order])
        return order[max(range(len(order)), key=scores.__getitem__)]

    def choose_penalty(self, view: SeatView, ruling: Ruling) -> str:
        """The first option a ruling offers (LAWS enforcement): the policy never saw one."""
        return ruling.keys[0]

    def __repr__(self) -> str:
        return "LearnedAgent(<shipped policy>)"


def make_learned(rng: random.Random, cards: str = "maxims", **settings: object) -> LearnedAgent:
    """The ``learned`` agent of the registry; its one setting, ``cards``, says who plays the
    cards: ``maxims`` (the default: the maxims player, with ``rng``) or ``network``.

    >>> make_learned(random.Random(1)).card_player is not None
    True
    >>> make_learned(random.Random(1), cards="network").card_player is None
    True
    >>> make_learned(random.Random(1), cards="dds")
    Traceback (most recent call last):
    ...
    ValueError: the learned agent's cards setting must be network or maxims, not 'dds'
    """
    refuse_settings("learned", settings)
    if cards not in ("network", "maxims"):
        raise ValueError(f"the learned agent's cards setting must be network or maxims, not {cards!r}")
    return LearnedAgent(shipped_policy(), MaximsAgent(rng) if cards == "maxims" else None)
