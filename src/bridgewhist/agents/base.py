"""The agent protocol: a player decides from its seat's view only, with its own generator.

Agents act in every phase: the declaration (or leaving it to partner), the doubling, the play.
:func:`chooser` turns agents seated at the table into the ``choose(state)`` function the table
calls: it builds the view of the seat whose player must act and asks that seat's agent.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.agents.random_agent import RandomAgent
>>> choose = chooser({seat: RandomAgent(random.Random(seat)) for seat in Seat})
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
>>> while not state.is_complete:
...     state = state.apply(choose(state))
>>> sum(state.won)
13
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable

from bridgewhist.actions import Action
from bridgewhist.acts import Act, Verb
from bridgewhist.referee.events import Ruling
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.view import ScoreContext, SeatView, view_of


@runtime_checkable
class Agent(Protocol):
    """A player: ``act`` returns one of ``view.legal``."""

    name: str

    def act(self, view: SeatView) -> Action:
        """The chosen action; it must be one of ``view.legal``."""
        ...


def refuse_settings(name: str, settings: Mapping[str, Any]) -> None:
    """For agents that take no settings: refuse any given (a misspelt setting is not ignored).

    :raises TypeError: naming the settings.
    """
    if settings:
        raise TypeError(f"the {name} agent takes no settings, not {', '.join(sorted(settings))}")


def chooser(
    agents: Mapping[Seat, Agent], context: Callable[[], ScoreContext] | ScoreContext | None = None
) -> Callable[[HandState], Action]:
    """``choose(state)``: the action of the agent seated where the player must act.

    The agent sees only :func:`~bridgewhist.view.view_of` its seat; its answer is
    checked (``by`` its seat) before it is returned.
    """

    def choose(state: HandState) -> Action:
        seat = state.actor
        score = context() if callable(context) else context
        action = agents[seat].act(view_of(state, seat, score))
        state.check(action, by=seat)
        return action

    return choose


def choose_penalty(agent: Agent, view: SeatView, ruling: Ruling) -> str:
    """The option ``agent`` chooses when a ruling waits for it (LAWS enforcement): its own
    ``choose_penalty(view, ruling)`` when it has one, else the first option offered.

    :raises ValueError: when the agent answers with an option not offered.
    """
    method = getattr(agent, "choose_penalty", None)
    key = method(view, ruling) if callable(method) else ruling.keys[0]
    if key not in ruling.keys:
        raise ValueError(f"{agent.name} chose {key!r}: not among {', '.join(ruling.keys)}")
    return str(key)


def referee_chooser(
    agents: Mapping[Seat, Agent], context: Callable[[], ScoreContext] | ScoreContext | None = None
) -> Callable[[Referee], Act]:
    """``choose(referee)`` for a table under LAWS enforcement: the entitled player's answer to
    a waiting ruling, else the act of the player in turn among the acts that obey every penalty
    binding him (his view's ``legal`` narrowed to them).

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.referee.referee import Referee
    >>> from bridgewhist.agents.random_agent import RandomAgent
    >>> choose = referee_chooser({s: RandomAgent(random.Random(s)) for s in Seat})
    >>> ref = Referee.start(load_law_code("american-1904"), Seat.S, rng=random.Random(3))
    >>> ref = ref.act("E: clubs")               # an adversary declares: S must choose
    >>> act = choose(ref)
    >>> act.seat.name, act.word in ("new-deal", "ignore")
    ('S', True)
    """

    def choose(referee: Referee) -> Act:
        score = context() if callable(context) else context
        ruling = referee.pending
        if ruling is not None:
            seat = ruling.chooser
            view = view_of(referee.hand, seat, score)
            return Act(seat, verb=Verb.CHOOSE, word=choose_penalty(agents[seat], view, ruling))
        seat = referee.hand.actor
        acts = referee.legal_acts()
        view = dataclasses.replace(view_of(referee.hand, seat, score),
                                   legal=tuple(a.action for a in acts if a.action is not None))
        action = agents[seat].act(view)
        if action not in view.legal:
            raise ValueError(f"{agents[seat].name} chose {action}: not a legal act now")
        return Act(seat, action)

    return choose
