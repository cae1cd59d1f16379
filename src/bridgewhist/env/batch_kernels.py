"""The batch environment's step as loops over the tables, compiled by numba when it is there.

:class:`~bridgewhist.env.batch.BatchEnv` holds its deals in arrays; stepping them with whole-array
numpy operations costs about a hundred numpy calls a step, each a few microseconds whatever the
batch. These functions do the same work table by table in one pass each (the legal sets, a
random legal action, the act itself, the observation), and :data:`COMPILED` says whether numba
compiled them (``pip install numba``, in the ``env`` extra). Without numba they are plain Python,
correct but slow: the batch then keeps its numpy path (``BatchEnv(..., compiled=False)``).

The rules are those of ``batch.py``'s numpy path, act for act, and the random draws the same, so
one seed gives the same deals and the same acts either way (tests/env/test_batch.py).

>>> legal = np.zeros(1, dtype=np.uint64)
>>> phase, strain, doubles = np.zeros(1, np.int64), np.full(1, -1), np.zeros(1, np.int64)
>>> left = np.zeros(1, dtype=np.bool_)
>>> hands = np.zeros((1, 4), np.uint64)
>>> fill_legal(legal, hands, phase, np.zeros(1, np.int64), strain, doubles, left,
...            np.zeros(1, np.uint64), np.ones((5, 51), np.bool_))
>>> [i for i in range(60) if int(legal[0]) >> i & 1]  # the dealer: declare or leave it
[52, 53, 54, 55, 56, 57]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import numpy as np
import numpy.typing as npt

try:
    import numba
except ImportError:  # the batch keeps its numpy path
    numba = None  # type: ignore[assignment]

COMPILED = numba is not None
"""Whether numba compiled the kernels (else they are plain Python and the batch uses numpy)."""

Bits = npt.NDArray[np.uint64]
Ints = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
F = TypeVar("F", bound=Callable[..., Any])

_U0, _U1 = np.uint64(0), np.uint64(1)
_U2, _U4, _U56 = np.uint64(2), np.uint64(4), np.uint64(56)
_M1, _M2 = np.uint64(0x5555555555555555), np.uint64(0x3333333333333333)
_M4, _H01 = np.uint64(0x0F0F0F0F0F0F0F0F), np.uint64(0x0101010101010101)
_SUIT = np.uint64((1 << 13) - 1)
_ALL = np.uint64((1 << 64) - 1)
_DECLARE = np.uint64(((1 << 5) - 1) << 52)
_DECLARE_OR_LEAVE = np.uint64(((1 << 6) - 1) << 52)
_DOUBLE_OR_SATISFIED = np.uint64(3 << 58)
_SATISFIED = np.uint64(1 << 59)
_DECLARATION, _DOUBLING, _PLAY, _COMPLETE = 0, 1, 2, 3
_LEAVE, _DOUBLE, _SATISFIED_ACT = 57, 58, 59


def _jit(function: F) -> F:
    """``function`` compiled in nopython mode (cached on disk), or itself without numba."""
    if numba is None:
        return function
    return cast(F, numba.njit(cache=True, nogil=True)(function))


@_jit
def popcount(x: np.uint64) -> int:
    """The number of set bits of a ``uint64`` (no loop).

    >>> popcount(np.uint64(0b1011))
    3
    """
    x = x - ((x >> _U1) & _M1)
    x = (x & _M2) + ((x >> _U2) & _M2)
    x = (x + (x >> _U4)) & _M4
    return int((x * _H01) >> _U56)


@_jit
def fill_legal(legal: Bits, hands: Bits, phase: Ints, turn: Ints, strain: Ints, doubles: Ints,
               left_to_partner: Bools, led_bits: Bits, may_double: Bools) -> None:
    """Write into ``legal`` the actions each table's laws allow now, as bit sets."""
    for t in range(legal.shape[0]):
        p = phase[t]
        if p == _PLAY:
            hand = hands[t, turn[t]]
            following = hand & led_bits[t]
            legal[t] = hand if following == _U0 else following
        elif p == _DECLARATION:
            legal[t] = _DECLARE if left_to_partner[t] else _DECLARE_OR_LEAVE
        elif p == _DOUBLING:
            legal[t] = (_DOUBLE_OR_SATISFIED if may_double[strain[t], doubles[t]]
                        else _SATISFIED)
        else:
            legal[t] = _U0


@_jit
def random_legal(legal: Bits, draws: npt.NDArray[np.float64], actions: Ints) -> None:
    """Write into ``actions`` the k-th legal action of each table, ``k = int(draw * count)``."""
    for t in range(legal.shape[0]):
        bits = legal[t]
        for _ in range(int(draws[t] * popcount(bits))):
            bits &= bits - _U1
        actions[t] = popcount((bits & (~bits + _U1)) - _U1)


@_jit
def first_illegal(legal: Bits, actions: Ints) -> int:
    """The first table whose action is not in its legal set, or -1."""
    for t in range(legal.shape[0]):
        a = actions[t]
        if a < 0 or a >= 60 or (legal[t] >> np.uint64(a)) & _U1 == _U0:
            return t
    return -1


@_jit
def apply_actions(actions: Ints, hands: Bits, played: Bits, dealer: Ints, phase: Ints,
                  turn: Ints, strain: Ints, maker: Ints, left_to_partner: Bools, doubles: Ints,
                  asked: Bools, last_doublers: Ints, leader: Ints, trick: Ints,
                  trick_len: Ints, won: Ints, led_bits: Bits, trump_bits: Bits, best: Ints,
                  best_at: Ints, may_double: Bools, finished: Ints) -> int:
    """Apply one legal action at every table (checked before); write the tables whose deal
    ended into ``finished`` and return how many."""
    done = 0
    for t in range(actions.shape[0]):
        a = actions[t]
        p = phase[t]
        if p == _PLAY:
            seat = turn[t]
            bit = _U1 << np.uint64(a)
            hands[t, seat] ^= bit
            played[t, seat] |= bit
            length = trick_len[t]
            trick[t, length] = a
            if length == 0:
                led_bits[t] = _SUIT << np.uint64(13 * (a // 13))
            value = a + (64 if bit & led_bits[t] else 0) + (128 if bit & trump_bits[t] else 0)
            if length == 0 or value > best[t]:
                best[t] = value
                best_at[t] = length
            length += 1
            turn[t] = (seat + 1) & 3
            if length == 4:
                winner = (leader[t] + best_at[t]) & 3
                won[t, winner & 1] += 1
                leader[t] = winner
                turn[t] = winner
                trick[t, :] = -1
                length = 0
                led_bits[t] = _ALL
                if won[t, 0] + won[t, 1] == 13:
                    phase[t] = _COMPLETE
                    finished[done] = t
                    done += 1
            trick_len[t] = length
        elif p == _DECLARATION:
            if a == _LEAVE:
                turn[t] = (turn[t] + 2) & 3
                left_to_partner[t] = True
            else:
                s = a - 52
                strain[t] = s
                trump_bits[t] = _SUIT << np.uint64(13 * s) if s < 4 else _U0
                maker[t] = turn[t]
                turn[t] = (dealer[t] + 1) & 3
                phase[t] = _DOUBLING if may_double[s, 0] else _PLAY
        elif p == _DOUBLING:
            if a == _SATISFIED_ACT:
                # "Satisfied": the partner is asked ("May I lead?"), or the doubling is over.
                if asked[t]:
                    phase[t] = _PLAY
                    turn[t] = (dealer[t] + 1) & 3
                else:
                    turn[t] = (turn[t] + 2) & 3
                    asked[t] = True
            else:
                # A double: the other side answers, whoever last doubled for it first.
                seat = turn[t]
                doubles[t] += 1
                last_doublers[t, seat & 1] = seat
                answering = (seat & 1) ^ 1
                first = last_doublers[t, answering]
                if first < 0:
                    first = maker[t] if answering == (dealer[t] & 1) else (dealer[t] + 1) & 3
                if may_double[strain[t], doubles[t]]:
                    turn[t] = first
                else:
                    turn[t] = (dealer[t] + 1) & 3
                    phase[t] = _PLAY
                asked[t] = False
    return done


@_jit
def fill_observations(out: npt.NDArray[np.float32], hands: Bits, played: Bits, dealer: Ints,
                      phase: Ints, turn: Ints, strain: Ints, maker: Ints,
                      left_to_partner: Bools, doubles: Ints, trick: Ints, trick_len: Ints,
                      won: Ints) -> None:
    """Write each table's observation as its actor sees it into ``out`` (N, 404)."""
    for t in range(out.shape[0]):
        row = out[t]
        row[:] = 0.0
        dummy = (dealer[t] + 2) & 3
        me = dealer[t] if phase[t] == _PLAY and turn[t] == dummy else turn[t]
        shows = (trick_len[t] > 0 or won[t, 0] + won[t, 1] > 0) and me != dummy
        current = _U0
        for k in range(trick_len[t]):
            current |= _U1 << np.uint64(trick[t, k])
        for field in range(7):
            if field == 0:
                bits = hands[t, me]
            elif field == 1:
                bits = hands[t, dummy] if shows else _U0
            elif field < 6:
                bits = played[t, (me + field - 2) & 3]
            else:
                bits = current
            base = 52 * field
            while bits:
                lowest = bits & (~bits + _U1)
                row[base + popcount(lowest - _U1)] = 1.0
                bits ^= lowest
        row[364 + phase[t]] = 1.0
        row[368 + ((dealer[t] - me) & 3)] = 1.0
        row[372] = 1.0
        row[376 + ((turn[t] - me) & 3)] = 1.0
        if strain[t] >= 0:
            row[380 + strain[t]] = 1.0
            row[385 + ((maker[t] - me) & 3)] = 1.0
        row[389] = 1.0 if left_to_partner[t] else 0.0
        row[390 + min(doubles[t], 7)] = 1.0
        row[398] = won[t, me & 1] / 13
        row[399] = won[t, (me & 1) ^ 1] / 13


@_jit
def hands_of(order: Ints, out: Bits) -> None:
    """Deal each row of ``order`` (M, 52), a permutation of the cards: its j-th card to seat
    ``j // 13``; write the hands as bit sets into ``out`` (M, 4)."""
    for row in range(order.shape[0]):
        for seat in range(4):
            bits = _U0
            for j in range(13 * seat, 13 * seat + 13):
                bits |= _U1 << np.uint64(order[row, j])
            out[row, seat] = bits


@_jit
def reset_tables(which: Ints, bits: Bits, dealers: Ints, hands: Bits, deal: Bits, played: Bits,
                 dealer: Ints, phase: Ints, turn: Ints, strain: Ints, maker: Ints,
                 left_to_partner: Bools, doubles: Ints, asked: Bools, last_doublers: Ints,
                 leader: Ints, trick: Ints, trick_len: Ints, won: Ints, led_bits: Bits) -> None:
    """Deal ``bits[i]`` (4 hands) by ``dealers[i]`` at table ``which[i]``: the declaration."""
    for i in range(which.shape[0]):
        t = which[i]
        for seat in range(4):
            hands[t, seat] = bits[i, seat]
            deal[t, seat] = bits[i, seat]
            played[t, seat] = _U0
            trick[t, seat] = -1
        d = dealers[i]
        dealer[t] = d
        phase[t] = _DECLARATION
        turn[t] = d
        strain[t] = -1
        maker[t] = -1
        left_to_partner[t] = False
        doubles[t] = 0
        asked[t] = False
        last_doublers[t, 0] = -1
        last_doublers[t, 1] = -1
        leader[t] = (d + 1) & 3
        trick_len[t] = 0
        won[t, 0] = 0
        won[t, 1] = 0
        led_bits[t] = _ALL


@_jit
def score_tables(finished: Ints, deal: Bits, strain: Ints, won: Ints, doubles: Ints,
                 tricks: Ints, tricks_known: Bools, honours: Ints, honours_known: Bools,
                 honour_bits: Bits, suit_bits: Bits, rewards: npt.NDArray[np.float64],
                 done: Bools) -> bool:
    """The rewards of the finished tables by the scorer's tables
    (:class:`~bridgewhist.env.batch_scores.BatchScorer`): each seat its side's points less the
    other's. False, with nothing written, if a case is not in the tables yet."""
    for i in range(finished.shape[0]):
        t = finished[i]
        key = _key(deal, t, strain[t], honour_bits, suit_bits)
        if not (tricks_known[strain[t], won[t, 0], doubles[t]] and honours_known[key]):
            return False
    for i in range(finished.shape[0]):
        t = finished[i]
        s, w, d = strain[t], won[t, 0], doubles[t]
        key = _key(deal, t, s, honour_bits, suit_bits)
        net = float(tricks[0, s, w, d] + honours[0, key] - tricks[1, s, w, d] - honours[1, key])
        rewards[t, 0] = net
        rewards[t, 1] = -net
        rewards[t, 2] = net
        rewards[t, 3] = -net
        done[t] = True
    return True


@_jit
def _key(deal: Bits, t: int, strain: int, honour_bits: Bits, suit_bits: Bits) -> int:
    """The honours-and-chicane case of a deal: the strain, each seat's honours and voids."""
    key = strain << 16
    for seat in range(4):
        key |= popcount(deal[t, seat] & honour_bits[strain]) << 3 * seat
        if strain < 4 and deal[t, seat] & suit_bits[strain] == _U0:
            key |= 1 << 12 + seat
    return int(key)
