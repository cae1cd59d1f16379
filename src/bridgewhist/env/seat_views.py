"""The four seats' observation vectors of one deal, kept up to date act by act.

:func:`~bridgewhist.env.encoding.observation` builds a seat's vector from its view in some tens
of microseconds; the PettingZoo environment needs one at every step, so
:class:`SeatObservations` builds the four once per deal and then changes only what an act
changes (a card played sets a few cells; the small fields are put together from one-hot rows
made once). Tests compare it with :func:`~bridgewhist.env.encoding.observation` at every step.

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
        self.buffer = np.zeros((4, OBS_SIZE), dtype=np.float32)
        self.flat = self.buffer.reshape(-1)
        self.reset(state, context)

    def reset(self, state: HandState, context: ScoreContext | None = None) -> None:
        """Start again from a new deal, at the score ``context`` (none: love all)."""
        if state.phase != Phase.DECLARATION:
            for seat in SEATS:
                self.buffer[seat] = observation(view_of(state, seat, context))
            return
        # Before the declaration a seat sees its hand, the small fields and the score only.
        buffer = self.buffer
        buffer[:] = 0
        for seat in SEATS:
            buffer[seat, :52] = card_vector(state.hands[seat])
        buffer[:, _SMALL] = self._small_fields(state)
        if context is not None:
            score, games = context.game_score, context.games_won
            for viewer in range(4):
                mine, theirs = viewer & 1, (viewer & 1) ^ 1
                buffer[viewer, 400:404] = (score[mine] / 30, score[theirs] / 30,
                                           games[mine], games[theirs])

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
        """Each seat's phase, dealer, actor, turn, strain, maker, left and doubles fields
        (offsets 364 to 398), put together from one-hot rows made once, and kept by their
        values (a deal meets a few dozen of them)."""
        key = (state.phase, state.dealer, state.turn, state.strain, state.maker,
               state.left_to_partner, min(state.doubles, 7))
        found = _SMALL_MADE.get(key)
        if found is None:
            if len(_SMALL_MADE) >= _SMALL_KEPT:
                _SMALL_MADE.clear()
            found = _SMALL_MADE[key] = self._make_small_fields(state)
        return found

    @staticmethod
    def _make_small_fields(state: HandState) -> npt.NDArray[np.float32]:
        phase, dealer, turn = int(state.phase), int(state.dealer), int(state.turn)
        actor = dealer if phase == 2 and turn == (dealer + 2) & 3 else turn  # HandState.actor
        strain, maker = state.strain, state.maker
        return np.concatenate((
            _PHASES[phase], _RELATIVE[dealer], _RELATIVE[actor], _RELATIVE[turn],
            _STRAINS[strain], _RELATIVE[maker] if maker >= 0 else _NO_SEAT,
            _LEFT[state.left_to_partner], _DOUBLES[min(state.doubles, 7)]), axis=1)


def _rows(width: int, column: npt.NDArray[np.intp]) -> npt.NDArray[np.float32]:
    """Four rows (one a viewer) of ``width`` zeros with a one in each row's ``column``."""
    out = np.zeros((4, width), dtype=np.float32)
    out[np.arange(4), column] = 1
    return out


_VIEWERS = np.arange(4)
_PHASES = [_rows(4, np.full(4, phase)) for phase in range(4)]
_RELATIVE = [_rows(4, (seat - _VIEWERS) & 3) for seat in range(4)]
"""For a seat, each viewer's one-hot of it relative to himself."""
_NO_SEAT = np.zeros((4, 4), dtype=np.float32)
_STRAINS = {strain: _rows(5, np.full(4, strain)) for strain in range(5)} | {
    -1: np.zeros((4, 5), dtype=np.float32)}
_LEFT = {False: np.zeros((4, 1), dtype=np.float32), True: np.ones((4, 1), dtype=np.float32)}
_DOUBLES = [_rows(8, np.full(4, doubles)) for doubles in range(8)]
_SMALL_MADE: dict[tuple[int, ...], npt.NDArray[np.float32]] = {}
"""The small fields by their values (:meth:`SeatObservations._small_fields`)."""
_SMALL_KEPT = 4096
"""Forget them all past this many (about 2 MB)."""
