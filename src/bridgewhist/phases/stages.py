"""The stages of one deal and the completed trick: what the state and each phase's rules share.

>>> Phase.DOUBLING.name, [p.name for p in PHASES][-1]
('DOUBLING', 'COMPLETE')
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from bridgewhist.seats import Seat

__all__ = ["PHASES", "Phase", "Trick"]


class Phase(enum.IntEnum):
    """The stages of one deal."""

    DECLARATION = 0
    DOUBLING = 1
    PLAY = 2
    COMPLETE = 3


PHASES = tuple(Phase)
"""The stages in order."""


class Trick(NamedTuple):
    """A completed trick: who led, the four cards in the order played, who won it."""

    leader: Seat
    cards: tuple[int, int, int, int]
    winner: Seat

    def card_of(self, seat: Seat) -> int:
        """The card the given seat played to this trick."""
        return self.cards[(seat - self.leader) & 3]
