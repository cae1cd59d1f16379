"""The ``learned`` player's inputs for a batch of observations, with numpy: the observation
(404) followed by its derived fields (:data:`bridgewhist.agents.learned.features.DERIVED_FIELDS`:
the cards that would win the trick now, the cards no unseen card beats, the suit led, whether
the partner of the hand to play holds the trick).

The player computes the same fields from one view in plain Python
(:func:`bridgewhist.agents.learned.features.derived`); tests/agents/test_learned.py checks the two
equal. Training (examples/train_learned.py) and batch evaluation use this one.

>>> from bridgewhist.env.batch import BatchEnv
>>> x = policy_inputs(BatchEnv(3, seed=1).observe())
>>> x.shape, x.dtype, bool((x[:, 508:] == 0).all())   # no trick begun before the play
((3, 513), dtype('float32'), True)
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.agents.learned.features import DERIVED_SIZE, INPUT_SIZE, OBS_SIZE

__all__ = ["derived_inputs", "policy_inputs"]

_SUIT = np.arange(52) // 13
_INDEX = np.arange(52)


def derived_inputs(obs: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """(N, 109) derived fields of (N, 404) observations."""
    n = len(obs)
    rows = np.arange(n)
    trick = obs[:, 312:364] > 0
    by_seat = obs[:, 104:312].reshape(n, 4, 52) > 0
    turn = obs[:, 376:380].argmax(axis=1)
    count = trick.sum(axis=1)
    active = (obs[:, 366] > 0) & (count > 0)
    leader = (turn - count) % 4
    led = (trick & by_seat[rows, leader]).argmax(axis=1) // 13
    strained = obs[:, 380:385].sum(axis=1) > 0
    strain = obs[:, 380:385].argmax(axis=1)
    trump = np.where(strained & (strain < 4), strain, -1)
    trumps = trick & (_SUIT[None, :] == trump[:, None])
    following = trick & (_SUIT[None, :] == led[:, None])
    candidates = np.where(trumps.any(axis=1)[:, None], trumps, following)
    best = np.where(candidates, _INDEX[None, :], -1).max(axis=1)
    best_suit = best // 13
    winner = by_seat[rows, :, np.maximum(best, 0)].argmax(axis=1)
    out = np.zeros((n, DERIVED_SIZE), dtype=np.float32)
    beats = (((_SUIT[None, :] == best_suit[:, None]) & (_INDEX[None, :] > best[:, None]))
             | ((_SUIT[None, :] == trump[:, None]) & (best_suit != trump)[:, None]))
    out[:, 0:52] = beats & active[:, None]
    held = (obs[:, 0:52] > 0) | (obs[:, 52:104] > 0)
    unseen = ~(held | by_seat.any(axis=1)).reshape(n, 4, 13)
    from_top = np.logical_or.accumulate(unseen[:, :, ::-1], axis=2)[:, :, ::-1]
    higher = np.zeros_like(unseen)
    higher[:, :, :-1] = from_top[:, :, 1:]
    out[:, 52:104] = held & ~higher.reshape(n, 52)
    out[rows[active], 104 + led[active]] = 1
    out[:, 108] = active & (winner == (turn + 2) % 4)
    return out


def policy_inputs(obs: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """(N, 513): the observations and their derived fields, the ``learned`` network's input."""
    out = np.empty((len(obs), INPUT_SIZE), dtype=np.float32)
    out[:, :OBS_SIZE] = obs
    out[:, OBS_SIZE:] = derived_inputs(obs)
    return out
