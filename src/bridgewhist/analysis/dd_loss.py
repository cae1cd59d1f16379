"""Tricks lost against double dummy: how far each side's play falls short of perfect play.

For every card played, DDS gives the value of each legal card (the tricks the side on play takes
from there on, both sides playing perfectly); the card chosen loses ``best - chosen`` tricks.
Summed over a deal per side, this is the measure of play the strength report uses: the makers'
side (the dealer, playing both his hands) and the adversaries; the makers' losses are also kept
trick by trick (``makers_by_trick``: where in the play their tricks go).

>>> import random
>>> from bridgewhist.agents import RandomAgent
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
>>> states = [state]
>>> agent = RandomAgent(random.Random(3))
>>> while not states[-1].is_complete:
...     states.append(states[-1].apply(agent(states[-1])))
>>> loss = deal_losses(states)
>>> loss.makers >= 0 and loss.adversaries >= 0
True
>>> len(loss.makers_by_trick), sum(loss.makers_by_trick) == loss.makers
(13, True)
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence

from bridgewhist.actions import ActionKind
from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.state import HandState, Phase


@dataclasses.dataclass(frozen=True, slots=True)
class DealLoss:
    """Tricks thrown away against double dummy in one deal, by the makers and the adversaries,
    and the makers' double-dummy tricks at the opening lead against what they took."""

    makers_by_trick: tuple[int, ...]
    """The makers' losses by trick: the first entry the tricks they threw away in the first
    trick, and so on to the thirteenth."""
    adversaries: int
    makers_dd_tricks: int
    makers_tricks: int

    @property
    def makers(self) -> int:
        """The tricks the makers threw away in the whole deal."""
        return sum(self.makers_by_trick)


def deal_losses(states: Sequence[HandState]) -> DealLoss:
    """Measure a played deal (its states from the deal to the last card).

    :raises ValueError: if the deal was not played to the end.
    """
    final = states[-1]
    if final.phase != Phase.COMPLETE:
        raise ValueError("the deal was not played to the end")
    plays: list[tuple[HandState, int]] = []
    for before, after in itertools.pairwise(states):
        if before.phase != Phase.PLAY:
            continue
        card = _card_played(before, after)
        if len(before.legal_actions()) > 1:
            plays.append((before, card))
    first_play = next(s for s in states if s.phase == Phase.PLAY)
    positions = [Position(s.hands, s.strain, int(s.leader), s.trick) for s, _ in plays]
    positions.append(Position(first_play.hands, first_play.strain, int(first_play.leader), ()))
    values = solver().card_values_batch(positions)
    makers = final.dealer.side
    by_trick = [0] * 13
    adversaries = 0
    for (state, card), value in zip(plays, values, strict=False):
        thrown = max(value.values()) - value[card]
        if state.turn.side == makers:
            by_trick[sum(state.won)] += thrown
        else:
            adversaries += thrown
    opening = values[-1]
    adversaries_dd = max(opening.values())
    return DealLoss(makers_by_trick=tuple(by_trick), adversaries=adversaries,
                    makers_dd_tricks=13 - adversaries_dd, makers_tricks=final.won[makers])


def _card_played(before: HandState, after: HandState) -> int:
    for action in before.legal_actions():
        if action.kind == ActionKind.PLAY and not after.hands[before.turn] >> action.value & 1:
            return action.value
    raise ValueError("no card was played between these states")
