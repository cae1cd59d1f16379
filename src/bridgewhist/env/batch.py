"""Many deals stepped at once on numpy arrays: the batch environment.

:class:`BatchEnv` holds ``num_envs`` deals and steps them all with one array of action indices
(:mod:`bridgewhist.env.encoding`): the declaration, the doubling and the play, by the same rules
as :class:`~bridgewhist.state.HandState` (the doubling limit read from the engine's
:func:`~bridgewhist.phases.doubling.may_double`; the score from the engine's
:func:`~bridgewhist.scoring.score_deal`, see :mod:`bridgewhist.env.batch_scores`). A finished
deal is replaced by a new one at once (auto-reset); its rewards come back from that step.
Every array is indexed by table first; a set of cards or of actions is a ``uint64`` with bit
``i`` for action index ``i``. With numba installed the legal sets, the random actions, the step
and the observations run as compiled loops over the tables (:mod:`bridgewhist.env.batch_kernels`);
without it, or with ``compiled=False``, as whole-array numpy operations, with the same results.

>>> batch = BatchEnv(8, law_code="english-1904", seed=1)
>>> batch.legal_mask().shape, batch.observe().shape
((8, 60), (8, 404))
>>> rewards, done = batch.step(batch.random_actions())
>>> rewards.shape, bool(done.any())
((8, 4), False)
"""

from __future__ import annotations

from typing import NoReturn

import numpy as np
import numpy.typing as npt

from bridgewhist.env import batch_kernels as kernels
from bridgewhist.env.batch_maxims import MaximsOpponents
from bridgewhist.env.batch_scores import MAX_DOUBLES, scorer_for
from bridgewhist.env.encoding import (
    CARD_NUMBERS,
    DOUBLE_INDEX,
    FIRST_DECLARE,
    LEAVE_INDEX,
    NUM_ACTIONS,
    OBS_SIZE,
    SATISFIED_INDEX,
)
from bridgewhist.env.rewards import (
    DEFAULT_DOUBLING_LIMIT,
    DoublingLimit,
    check_reward_scale,
    env_law_code,
)
from bridgewhist.seats import Seat
from bridgewhist.state import Phase

Bools = npt.NDArray[np.bool_]
Ints = npt.NDArray[np.int64]
Bits = npt.NDArray[np.uint64]

_U = np.uint64
_ONE = _U(1)
SUIT_BITS: Bits = np.array([((1 << 13) - 1) << (13 * s) for s in range(4)] + [0], dtype=np.uint64)
"""The 13 card bits of each suit (index 4, no trumps: none)."""
_DECLARE_BITS = _U(((1 << 5) - 1) << FIRST_DECLARE)
_LEAVE_BIT = _U(1 << LEAVE_INDEX)
_DOUBLE_BIT = _U(1 << DOUBLE_INDEX)
_SATISFIED_BIT = _U(1 << SATISFIED_INDEX)
_ALL = _U((1 << 64) - 1)
_ROWS4 = np.arange(4)
_DEALING = np.repeat(np.arange(4), 13)
_DECLARATION, _DOUBLING, _PLAY, _COMPLETE = (int(p) for p in Phase)


def unpack(bits: Bits, width: int = 52) -> npt.NDArray[np.uint8]:
    """Bit sets as rows of zeros and ones: ``(..., width)``, bit ``i`` in column ``i``.

    >>> unpack(np.array([5], dtype=np.uint64), 4).tolist()
    [[1, 0, 1, 0]]
    """
    little = np.ascontiguousarray(bits, dtype="<u8")
    return np.unpackbits(little.view(np.uint8).reshape(*little.shape, 8), axis=-1,
                         bitorder="little")[..., :width]


class BatchEnv:
    """``num_envs`` deals under one law code, seeded by ``seed`` (see the module's text).

    State arrays: ``hands`` (N, 4) the cards each seat N, E, S, W still holds; ``deal`` the
    hands as dealt; ``played`` (N, 4) the cards each seat has played; ``dealer``, ``phase``
    (:class:`~bridgewhist.state.Phase`), ``turn`` (whose hand acts), ``strain`` (-1 before the
    declaration), ``maker``, ``left_to_partner``, ``doubles``, ``asked`` (the eldest hand has
    said "May I lead?"), ``last_doublers`` (N, 2), ``leader``, ``trick`` (N, 4) card indices in
    the order played (-1 empty), ``trick_len``, ``won`` (N, 2) tricks of NS and EW.

    ``compiled``: step with the numba kernels (the default when numba is installed) or with
    numpy (``False``); ``True`` without numba is an error. ``doubling_limit`` (default: a club
    limit of 100 a trick; ``None``: uncapped) and ``reward_scale`` (rewards are points divided
    by it): :mod:`bridgewhist.env.rewards`. ``opponent="maxims"`` seats the maxims player at
    ``opponent_seats`` (letters, default ``"EW"``; the learner keeps a side): the batch then
    steps only the learner's decisions, the maxims' acts compiled in between
    (:mod:`bridgewhist.env.batch_maxims`).
    """

    def __init__(self, num_envs: int, law_code: str = "american-1905", *,
                 seed: int | None = None, dealer: str | None = None,
                 compiled: bool | None = None,
                 doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT,
                 reward_scale: float = 1.0, opponent: str | None = None,
                 opponent_seats: str = "EW") -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs {num_envs} must be at least 1")
        if compiled and not kernels.COMPILED:
            raise ValueError("compiled=True needs numba (pip install 'bridgewhist[env]')")
        self.compiled = kernels.COMPILED if compiled is None else compiled
        self.code = env_law_code(law_code, doubling_limit)
        self.reward_scale = check_reward_scale(reward_scale)
        self.num_envs = n = num_envs
        self.fixed_dealer = None if dealer is None else int(Seat.parse(dealer))
        self.scorer = scorer_for(self.code)  # its tables shared by every batch of the code
        self.may_double = self.scorer.may_double
        self.rng = np.random.default_rng(seed)
        self.hands = np.zeros((n, 4), dtype=np.uint64)
        self.deal = np.zeros((n, 4), dtype=np.uint64)
        self.played = np.zeros((n, 4), dtype=np.uint64)
        self.dealer = np.zeros(n, dtype=np.int64)
        self.phase = np.zeros(n, dtype=np.int64)
        self.turn = np.zeros(n, dtype=np.int64)
        self.strain = np.zeros(n, dtype=np.int64)
        self.maker = np.zeros(n, dtype=np.int64)
        self.left_to_partner = np.zeros(n, dtype=bool)
        self.doubles = np.zeros(n, dtype=np.int64)
        self.asked = np.zeros(n, dtype=bool)
        self.last_doublers = np.zeros((n, 2), dtype=np.int64)
        self.leader = np.zeros(n, dtype=np.int64)
        self.trick = np.zeros((n, 4), dtype=np.int64)
        self.trick_len = np.zeros(n, dtype=np.int64)
        self.won = np.zeros((n, 2), dtype=np.int64)
        self.led_bits = np.zeros(n, dtype=np.uint64)
        self.trump_bits = np.zeros(n, dtype=np.uint64)
        self.best = np.zeros(n, dtype=np.int64)
        self.best_at = np.zeros(n, dtype=np.int64)
        self.rows = np.arange(n)
        self.rows4 = 4 * self.rows
        self.deals_done = 0
        self._legal: Bits | None = None
        self._pending = np.zeros((0, 4), dtype=np.uint64)
        if opponent not in (None, "maxims"):
            raise ValueError(f"opponent {opponent!r}: expected 'maxims' or None")
        self.opponents = None if opponent is None else MaximsOpponents(self, opponent_seats)
        self.reset(seed)

    # -- dealing ---------------------------------------------------------------------------
    def reset(self, seed: int | None = None) -> None:
        """Deal afresh at every table (reseeded when ``seed`` is given)."""
        if seed is not None:
            self.rng = np.random.default_rng(seed)
        self._pending = np.zeros((0, 4), dtype=np.uint64)
        self._deal(self.rows)
        if self.opponents is not None:  # the maxims act until a learner must
            self.opponents.move(np.zeros((self.num_envs, 4)), np.ones(self.num_envs, dtype=bool))

    def _deal(self, which: Ints) -> None:
        m = len(which)
        self._legal = None
        if not m:
            return
        if len(self._pending) < m:
            self._pending = np.concatenate([self._pending, self._fresh_deals(max(m, 2048))])
        bits, self._pending = self._pending[:m], self._pending[m:]
        dealer = (np.full(m, self.fixed_dealer) if self.fixed_dealer is not None
                  else self.rng.integers(0, 4, m))
        if self.compiled:
            kernels.reset_tables(
                which, bits, dealer, self.hands, self.deal, self.played, self.dealer, self.phase,
                self.turn, self.strain, self.maker, self.left_to_partner, self.doubles,
                self.asked, self.last_doublers, self.leader, self.trick, self.trick_len,
                self.won, self.led_bits)
            return
        self.hands[which] = bits
        self.deal[which] = bits
        self.played[which] = 0
        self.dealer[which] = dealer
        self.phase[which] = _DECLARATION
        self.turn[which] = dealer
        self.strain[which] = -1
        self.maker[which] = -1
        self.left_to_partner[which] = False
        self.doubles[which] = 0
        self.asked[which] = False
        self.last_doublers[which] = -1
        self.leader[which] = (dealer + 1) & 3
        self.trick[which] = -1
        self.trick_len[which] = 0
        self.won[which] = 0
        self.led_bits[which] = _ALL

    def _fresh_deals(self, m: int) -> Bits:
        """``m`` random deals, (m, 4) hands as bit sets, made in one go (dealing is cheaper
        by the thousand than a few at a time)."""
        order = self.rng.permuted(np.tile(np.arange(52), (m, 1)), axis=1)
        if self.compiled:
            dealt = np.empty((m, 4), dtype=np.uint64)
            kernels.hands_of(order, dealt)
            return dealt
        seat_of = np.empty((m, 52), dtype=np.int64)
        np.put_along_axis(seat_of, order, _DEALING[None, :], axis=1)
        held = seat_of[:, None, :] == _ROWS4[None, :, None]
        hands = np.zeros((m, 4, 8), dtype=np.uint8)
        hands[:, :, :7] = np.packbits(held, axis=2, bitorder="little")
        deals: Bits = hands.view("<u8")[:, :, 0].copy()
        return deals

    # -- what each table's actor may do and sees ------------------------------------------
    @property
    def actor(self) -> Ints:
        """The seat whose player acts at each table: the dealer in dummy's turn."""
        dummy_turn = (self.phase == _PLAY) & (self.turn == ((self.dealer + 2) & 3))
        actor: Ints = np.where(dummy_turn, self.dealer, self.turn)
        return actor

    def legal_bits(self) -> Bits:
        """(N,) the actions the laws allow now at each table, as bit sets."""
        if self._legal is not None:
            return self._legal
        if self.compiled:
            self._legal = np.empty(self.num_envs, dtype=np.uint64)
            kernels.fill_legal(self._legal, self.hands, self.phase, self.turn, self.strain,
                               self.doubles, self.left_to_partner, self.led_bits, self.may_double)
            return self._legal
        hand = self.hands.reshape(-1)[self.rows4 + self.turn]
        following = hand & self.led_bits
        legal: Bits = np.where(following == 0, hand, following)
        bidding = np.flatnonzero(self.phase != _PLAY)
        if len(bidding):
            phase = self.phase[bidding]
            declare = np.where(self.left_to_partner[bidding], _DECLARE_BITS,
                               _DECLARE_BITS | _LEAVE_BIT)
            double = np.where(
                self.may_double[np.maximum(self.strain[bidding], 0), self.doubles[bidding]],
                _DOUBLE_BIT | _SATISFIED_BIT, _SATISFIED_BIT)
            legal[bidding] = np.where(phase == _DECLARATION, declare,
                                      np.where(phase == _DOUBLING, double, _U(0)))
        self._legal = legal
        return legal

    def legal_mask(self) -> Bools:
        """(N, 60): the actions the laws allow now at each table."""
        return unpack(self.legal_bits(), NUM_ACTIONS).astype(bool)

    def random_actions(self, rng: np.random.Generator | None = None) -> Ints:
        """A uniformly random legal action at each table: the k-th legal action for a random
        k (the lowest set bit once k bits are cleared)."""
        legal = self.legal_bits()
        draws = (rng or self.rng).random(self.num_envs)
        if self.compiled:
            chosen = np.empty(self.num_envs, dtype=np.int64)
            kernels.random_legal(legal, draws, chosen)
            return chosen
        count = np.bitwise_count(legal).astype(np.int64)
        skip = (draws * count).astype(np.int64)
        for step in range(int(skip.max())):
            legal = np.where(skip > step, legal & (legal - _ONE), legal)
        lowest = legal & (~legal + _ONE)
        actions: Ints = np.bitwise_count(lowest - _ONE).astype(np.int64)
        return actions

    def observe(self, out: npt.NDArray[np.float32] | None = None) -> npt.NDArray[np.float32]:
        """(N, 404): each table's observation as its actor sees it (the layout of
        :data:`~bridgewhist.env.encoding.FIELDS`, the same as the other environments); written
        into ``out`` when given (an (N, 404) float32 array, reused from step to step: cheaper
        than a new one at large N).

        :raises ValueError: if ``out`` is not a C-contiguous (N, 404) float32 array.
        """
        n, rows = self.num_envs, self.rows
        if out is None:
            out = np.empty((n, OBS_SIZE), dtype=np.float32)
        elif (out.shape != (n, OBS_SIZE) or out.dtype != np.float32
              or not out.flags.c_contiguous):
            raise ValueError(f"out must be a C-contiguous ({n}, {OBS_SIZE}) float32 array: "
                             f"got {out.shape} {out.dtype}")
        if self.compiled:  # the kernel clears each row before it writes it
            kernels.fill_observations(out, self.hands, self.played, self.dealer, self.phase,
                                      self.turn, self.strain, self.maker, self.left_to_partner,
                                      self.doubles, self.trick, self.trick_len, self.won)
            return out
        out[:] = 0
        me = self.actor
        dummy = (self.dealer + 2) & 3
        shows = ((self.trick_len > 0) | (self.won.sum(axis=1) > 0)) & (me != dummy)
        relative = (me[:, None] + _ROWS4[None, :]) & 3
        current = np.zeros(n, dtype=np.uint64)
        for k in range(4):
            current |= np.where(self.trick_len > k, _ONE << self.trick[:, k].astype(np.uint64),
                                _U(0))
        cards = np.stack([self.hands[rows, me], np.where(shows, self.hands[rows, dummy], _U(0)),
                          *self.played[rows[:, None], relative].T, current], axis=1)
        out[:, :364] = unpack(cards).reshape(n, 364)
        out[rows, 364 + self.phase] = 1
        out[rows, 368 + ((self.dealer - me) & 3)] = 1
        out[rows, 372] = 1
        out[rows, 376 + ((self.turn - me) & 3)] = 1
        made = self.strain >= 0
        out[rows[made], 380 + self.strain[made]] = 1
        out[rows[made], 385 + ((self.maker[made] - me[made]) & 3)] = 1
        out[:, 389] = self.left_to_partner
        out[rows, 390 + np.minimum(self.doubles, 7)] = 1
        mine = me & 1
        out[:, 398] = self.won[rows, mine] / 13
        out[:, 399] = self.won[rows, mine ^ 1] / 13
        return out

    # -- the step ------------------------------------------------------------------------
    def step(self, actions: npt.ArrayLike) -> tuple[npt.NDArray[np.float64], Bools]:
        """Apply one action at every table; return ``rewards`` (N, 4) by seat N, E, S, W
        (non-zero only where a deal ended: its side's points less the other's) and ``done``
        (N,), the tables whose deal ended and was replaced by a new one.

        :raises ValueError: naming the first table whose action is not legal there (nothing
            is changed).
        """
        acts = np.asarray(actions, dtype=np.int64)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"actions has shape {acts.shape}: expected ({self.num_envs},)")
        if self.opponents is not None:
            self.opponents.see(acts)
        finished = self._apply_compiled(acts) if self.compiled else self._apply_numpy(acts)
        rewards = np.zeros((self.num_envs, 4))
        done = np.zeros(self.num_envs, dtype=bool)
        self.score_finished(finished, rewards, done)
        if self.opponents is not None:
            self.opponents.move(rewards, done)
        if self.reward_scale != 1.0:
            rewards /= self.reward_scale
        return rewards, done

    def score_finished(self, finished: Ints, rewards: npt.NDArray[np.float64],
                       done: Bools) -> None:
        """Write the points of the deals ended at tables ``finished`` into ``rewards`` and
        ``done`` (unscaled), and deal those tables afresh."""
        if not len(finished):
            return
        scorer = self.scorer
        if self.compiled and kernels.score_tables(
                finished, self.deal, self.strain, self.won, self.doubles, scorer.tricks,
                scorer.tricks_known, scorer.honours, scorer.honours_known, scorer.honour_bits,
                SUIT_BITS, rewards, done):
            self.deals_done += len(finished)
            self._deal(finished)
        else:  # numpy, or a case the scorer has not met yet (it asks the engine)
            done[finished] = True
            ns, ew = self.scorer.points(self.deal[finished], self.strain[finished],
                                        self.won[finished, 0], self.doubles[finished])
            net = (ns - ew).astype(np.float64)
            rewards[finished] = np.stack([net, -net, net, -net], axis=1)
            self.deals_done += len(finished)
            self._deal(finished)

    def _refuse(self, table: int, acts: Ints) -> NoReturn:
        raise ValueError(f"action {int(acts[table])} is not legal at table {table} now")

    def _apply_compiled(self, acts: Ints) -> Ints:
        """The step by the numba kernels; the tables whose deal ended."""
        legal = self.legal_bits()
        bad = kernels.first_illegal(legal, acts)
        if bad >= 0:
            self._refuse(bad, acts)
        self._legal = None
        finished = np.empty(self.num_envs, dtype=np.int64)
        count = kernels.apply_actions(
            acts, self.hands, self.played, self.dealer, self.phase, self.turn, self.strain,
            self.maker, self.left_to_partner, self.doubles, self.asked, self.last_doublers,
            self.leader, self.trick, self.trick_len, self.won, self.led_bits, self.trump_bits,
            self.best, self.best_at, self.may_double, finished)
        return finished[:count]

    def _apply_numpy(self, acts: Ints) -> Ints:
        """The step by whole-array numpy operations; the tables whose deal ended."""
        in_range = (acts >= 0) & (acts < NUM_ACTIONS)
        ok = in_range & ((self.legal_bits() >> np.where(in_range, acts, 0).astype(np.uint64))
                         & _ONE).astype(bool)
        if not ok.all():
            self._refuse(int(np.flatnonzero(~ok)[0]), acts)
        self._legal = None
        phase = self.phase
        plays = phase == _PLAY
        playing = np.flatnonzero(plays)
        if len(playing) < self.num_envs:
            declaring = np.flatnonzero(phase == _DECLARATION)
            doubling_now = np.flatnonzero(phase == _DOUBLING)
            self._declare(declaring, acts)
            self._double(doubling_now, acts)
        return self._play(playing, plays, acts)

    def _declare(self, which: Ints, acts: Ints) -> None:
        if not len(which):
            return
        act = acts[which]
        leave = act == LEAVE_INDEX
        gone = which[leave]
        self.turn[gone] = (self.turn[gone] + 2) & 3
        self.left_to_partner[gone] = True
        made = which[~leave]
        strain = act[~leave] - FIRST_DECLARE
        self.strain[made] = strain
        self.trump_bits[made] = SUIT_BITS[strain]
        self.maker[made] = self.turn[made]
        self.turn[made] = (self.dealer[made] + 1) & 3
        self.phase[made] = np.where(self.may_double[strain, 0], _DOUBLING, _PLAY)

    def _double(self, which: Ints, acts: Ints) -> None:
        if not len(which):
            return
        act = acts[which]
        # "Satisfied": the partner is asked ("May I lead?"), or the doubling is over.
        sat = which[act == SATISFIED_INDEX]
        asked_before = self.asked[sat]
        again = sat[~asked_before]
        self.turn[again] = (self.turn[again] + 2) & 3
        self.asked[again] = True
        over = sat[asked_before]
        self.phase[over] = _PLAY
        self.turn[over] = (self.dealer[over] + 1) & 3
        # A double: the other side answers, whoever last doubled for it first.
        dbl = which[act == DOUBLE_INDEX]
        seat = self.turn[dbl]
        self.doubles[dbl] += 1
        self.last_doublers[dbl, seat & 1] = seat
        answering = (seat & 1) ^ 1
        first = self.last_doublers[dbl, answering]
        dealer = self.dealer[dbl]
        fallback = np.where(answering == (dealer & 1), self.maker[dbl], (dealer + 1) & 3)
        first = np.where(first >= 0, first, fallback)
        limit = ~self.may_double[self.strain[dbl], self.doubles[dbl]]
        self.turn[dbl] = np.where(limit, (dealer + 1) & 3, first)
        self.phase[dbl] = np.where(limit, _PLAY, _DOUBLING)
        self.asked[dbl] = False

    def _play(self, playing: Ints, plays: Bools, acts: Ints) -> Ints:
        """Play the cards; return the tables whose thirteenth trick was just turned.

        Whole-array operations masked by the phase (nearly every table is playing), so no
        table's row is gathered or scattered but those of the tricks completed."""
        if not len(playing):
            return playing
        seat = self.turn
        bit = np.where(plays, _ONE << np.minimum(acts, 63).astype(np.uint64), _U(0))
        # hands[t, seat[t]] ^= bit[t] at every table, by flat index (a scatter, no gather).
        at = self.rows4 + seat
        self.hands.reshape(-1)[at] ^= bit
        self.played.reshape(-1)[at] |= bit
        length = self.trick_len
        trick = self.trick.reshape(-1)
        slot = self.rows4 + np.minimum(length, 3)
        trick[slot] = np.where(plays, acts, trick[slot])
        leads = plays & (length == 0)
        self.led_bits = np.where(leads, SUIT_BITS[np.minimum(acts, 51) // 13], self.led_bits)
        # The trick's best card so far: the highest trump, else the highest of the suit led
        # (a card index orders its suit), kept as the cards fall.
        value = (acts + 64 * ((bit & self.led_bits) != 0)
                 + 128 * ((bit & self.trump_bits) != 0))
        better = leads | (plays & (value > self.best))
        self.best = np.where(better, value, self.best)
        self.best_at = np.where(better, length, self.best_at)
        self.trick_len = length + plays
        self.turn = np.where(plays, (seat + 1) & 3, seat)
        full = np.flatnonzero(self.trick_len == 4)
        if not len(full):
            return full
        winner = (self.leader[full] + self.best_at[full]) & 3
        self.won[full, winner & 1] += 1
        self.leader[full] = winner
        self.turn[full] = winner
        self.trick[full] = -1
        self.trick_len[full] = 0
        self.led_bits[full] = _ALL
        over: Ints = full[self.won[full, 0] + self.won[full, 1] == 13]
        self.phase[over] = _COMPLETE
        return over

    # -- the engine's view of a table ----------------------------------------------------
    def deal_ints(self, table: int) -> tuple[int, int, int, int]:
        """The four hands as dealt at one table, as the engine's card-set ints."""
        hands = [sum(1 << CARD_NUMBERS[c] for c in range(52) if int(self.deal[table, seat]) >> c & 1)
                 for seat in range(4)]
        return hands[0], hands[1], hands[2], hands[3]


__all__ = ["MAX_DOUBLES", "SUIT_BITS", "BatchEnv", "unpack"]
