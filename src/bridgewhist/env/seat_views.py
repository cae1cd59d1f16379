"""The four seats' observation vectors of one deal, kept up to date act by act.

:func:`~bridgewhist.env.encoding.observation` builds a seat's vector from its view in some tens
of microseconds; the PettingZoo environment needs one at every step, so
:class:`SeatObservations` builds the four once per deal and then changes only what an act
changes (a card played sets a few cells; the declaration and the doubling only the small
fields). Tests compare it with :func:`~bridgewhist.env.encoding.observation` at every step.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import ScoreContext, view_of
>>> from bridgewhist.env.encoding import observation
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
>>> seats = SeatObservations(state)
>>> after = state.apply(state.legal_actions()[0])
>>> seats.update(state, after)
>>> bool((seats.of(Seat.W) == observation(view_of(after, Seat.W))).all())
True
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.env.encoding import OBS_SIZE, card_vector, observation
from bridgewhist.seats import SEATS
from bridgewhist.state import HandState, Phase
from bridgewhist.view import ScoreContext, view_of

_INDEX_OF_CARD = {s * 16 + r: s * 13 + r - 2 for s in range(4) for r in range(2, 15)}
_SMALL = slice(364, 398)
_PLAY = Phase.PLAY


def _played_cells(seat: int, index: int) -> npt.NDArray[np.intp]:
    """Flat cells set when ``seat`` plays card ``index``: its column in each viewer's
    ``played_by`` field, and the card in each viewer's ``trick`` field."""
    cells = [viewer * OBS_SIZE + 104 + 52 * ((seat - viewer) & 3) + index for viewer in range(4)]
    cells += [viewer * OBS_SIZE + 312 + index for viewer in range(4)]
    return np.array(cells, dtype=np.intp)


_PLAYED = [[_played_cells(seat, index) for index in range(52)] for seat in range(4)]


class SeatObservations:
    """The observation vectors of the four seats of one deal (see the module's text)."""

    def __init__(self, state: HandState, context: ScoreContext | None = None) -> None:
        self._small: dict[tuple[int, ...], npt.NDArray[np.float32]] = {}
        self.buffer = np.zeros((4, OBS_SIZE), dtype=np.float32)
        self.flat = self.buffer.reshape(-1)
        self.reset(state, context)

    def reset(self, state: HandState, context: ScoreContext | None = None) -> None:
        """Start again from a new deal, at the score ``context`` (none: love all)."""
        for seat in SEATS:
            self.buffer[seat] = observation(view_of(state, seat, context))

    def of(self, seat: int) -> npt.NDArray[np.float32]:
        """A copy of one seat's vector."""
        copy: npt.NDArray[np.float32] = self.buffer[seat].copy()
        return copy

    def update(self, before: HandState, after: HandState) -> None:
        """Bring the vectors from ``before`` to ``after``, one act later."""
        flat = self.flat
        if before.phase == _PLAY:
            seat = before.turn
            card = (before.hands[seat] ^ after.hands[seat]).bit_length() - 1
            index = _INDEX_OF_CARD[card]
            flat[_PLAYED[seat][index]] = 1
            flat[seat * OBS_SIZE + index] = 0
            dummy = before.dealer.partner
            if not before.dummy_exposed:
                shown = card_vector(after.hands[dummy])
                for viewer in range(4):
                    if viewer != dummy:
                        self.buffer[viewer, 52:104] = shown
            elif seat == dummy:
                for viewer in range(4):
                    if viewer != dummy:
                        flat[viewer * OBS_SIZE + 52 + index] = 0
            if not after.trick:
                self.buffer[:, 312:364] = 0
                for viewer in range(4):
                    self.buffer[viewer, 398] = after.won[viewer & 1] / 13
                    self.buffer[viewer, 399] = after.won[(viewer & 1) ^ 1] / 13
        self.buffer[:, _SMALL] = self._small_fields(after)

    def _small_fields(self, state: HandState) -> npt.NDArray[np.float32]:
        """Each seat's phase, dealer, actor, turn, strain, maker, left and doubles fields."""
        # Plain ints: an enum member hashes in Python, an int in C.
        phase, dealer, turn = int(state.phase), int(state.dealer), int(state.turn)
        actor = dealer if phase == 2 and turn == (dealer + 2) & 3 else turn  # HandState.actor
        key = (phase, dealer, actor, turn, state.strain, state.maker, state.left_to_partner,
               min(state.doubles, 7))
        found = self._small.get(key)
        if found is None:
            found = np.stack([observation(view_of(state, seat))[_SMALL] for seat in SEATS])
            if len(self._small) > 4096:
                self._small.clear()
            self._small[key] = found
        return found
