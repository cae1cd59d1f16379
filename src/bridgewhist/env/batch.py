"""Many deals stepped at once on numpy arrays: the batch environment.

:class:`BatchEnv` holds ``num_envs`` deals and steps them all with one array of action indices
(:mod:`bridgewhist.env.encoding`): the declaration, the doubling and the play, by the same rules
as :class:`~bridgewhist.state.HandState` (the doubling limit read from the engine's
:func:`~bridgewhist.phases.doubling.may_double`; each finished deal scored by the engine's
:func:`~bridgewhist.scoring.score_deal`). A finished deal is replaced by a new one at once
(auto-reset); its rewards come back from that step. Every array is indexed by deal first.

>>> batch = BatchEnv(8, law_code="english-1904", seed=1)
>>> batch.legal_mask().shape, batch.observe().shape
((8, 60), (8, 404))
>>> rewards, done = batch.step(batch.random_actions())
>>> rewards.shape, bool(done.any())
((8, 4), False)
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.cards import Strain
from bridgewhist.env.encoding import (
    CARD_NUMBERS,
    DOUBLE_INDEX,
    FIRST_DECLARE,
    LEAVE_INDEX,
    NUM_ACTIONS,
    OBS_SIZE,
    SATISFIED_INDEX,
    card_vector,
)
from bridgewhist.laws import load_law_code
from bridgewhist.phases import doubling
from bridgewhist.scoring import DealResult, honours_mask, score_deal
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, hand_from_deal

Bools = npt.NDArray[np.bool_]
Ints = npt.NDArray[np.int64]

MAX_DOUBLES = 60
"""Doubles past this many are refused (2**60 points a trick); the laws' limits are far lower
where they have one."""
_SUIT_OF = np.arange(52) // 13
_SUIT_MASKS = _SUIT_OF[None, :] == np.arange(4)[:, None]
_ROWS4 = np.arange(4)


class BatchEnv:
    """``num_envs`` deals under one law code, seeded by ``seed`` (see the module's text).

    State arrays: ``hands`` (N, 4, 52) bool, the cards each seat N, E, S, W still holds;
    ``deal`` the hands as dealt; ``dealer``, ``phase`` (:class:`~bridgewhist.state.Phase`),
    ``turn`` (whose hand acts), ``strain`` (-1 before the declaration), ``maker``,
    ``left_to_partner``, ``doubles``, ``asked``, ``last_doublers`` (N, 2), ``leader``,
    ``trick`` (N, 4) card indices in the order played (-1 empty), ``trick_len``, ``won`` (N, 2).
    """

    def __init__(self, num_envs: int, law_code: str = "american-1905", *,
                 seed: int | None = None, dealer: str | None = None) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs {num_envs} must be at least 1")
        self.code = load_law_code(law_code)
        self.num_envs = n = num_envs
        self.fixed_dealer = None if dealer is None else int(Seat.parse(dealer))
        probe = hand_from_deal(self.code, Seat.N, _first_deal())
        self.may_double = np.array([
            [doubling.may_double(probe._replace(strain=s, doubles=d)) and d < MAX_DOUBLES
             for d in range(MAX_DOUBLES + 1)] for s in range(5)])
        self.honours = np.stack([card_vector(honours_mask(s)).astype(bool) for s in range(5)])
        self.rng = np.random.default_rng(seed)
        self.hands = np.zeros((n, 4, 52), dtype=bool)
        self.deal = np.zeros((n, 4, 52), dtype=bool)
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
        self.played = np.zeros((n, 4, 52), dtype=bool)
        self.rows = np.arange(n)
        self.deals_done = 0
        self.reset(seed)

    # -- dealing ---------------------------------------------------------------------------
    def reset(self, seed: int | None = None) -> None:
        """Deal afresh to every table (reseeded when ``seed`` is given)."""
        if seed is not None:
            self.rng = np.random.default_rng(seed)
        self._deal(self.rows)

    def _deal(self, which: Ints) -> None:
        m = len(which)
        if not m:
            return
        order = self.rng.permuted(np.tile(np.arange(52), (m, 1)), axis=1)
        seat_of = np.empty((m, 52), dtype=np.int64)
        np.put_along_axis(seat_of, order, np.repeat(np.arange(4), 13)[None, :], axis=1)
        hands = seat_of[:, None, :] == _ROWS4[None, :, None]
        self.hands[which] = hands
        self.deal[which] = hands
        self.played[which] = False
        dealer = (np.full(m, self.fixed_dealer) if self.fixed_dealer is not None
                  else self.rng.integers(0, 4, m))
        self.dealer[which] = dealer
        self.phase[which] = Phase.DECLARATION
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

    # -- what each table's actor may do and sees ------------------------------------------
    @property
    def actor(self) -> Ints:
        """The seat whose player acts at each table: the dealer in dummy's turn."""
        dummy_turn = (self.phase == Phase.PLAY) & (self.turn == ((self.dealer + 2) & 3))
        return np.where(dummy_turn, self.dealer, self.turn)

    def legal_mask(self) -> Bools:
        """(N, 60): the actions the laws allow now at each table."""
        n = self.num_envs
        mask = np.zeros((n, NUM_ACTIONS), dtype=bool)
        hand = self.hands[self.rows, self.turn]
        led = np.where(self.trick_len > 0, self.trick[:, 0] // 13, 0)
        following = hand & _SUIT_MASKS[led]
        must_follow = (self.trick_len > 0) & following.any(axis=1)
        playing = self.phase == Phase.PLAY
        mask[:, :52] = np.where(must_follow[:, None], following, hand) & playing[:, None]
        declaring = self.phase == Phase.DECLARATION
        mask[:, FIRST_DECLARE:FIRST_DECLARE + 5] = declaring[:, None]
        mask[:, LEAVE_INDEX] = declaring & ~self.left_to_partner
        doubling_now = self.phase == Phase.DOUBLING
        mask[:, SATISFIED_INDEX] = doubling_now
        strain = np.maximum(self.strain, 0)
        mask[:, DOUBLE_INDEX] = doubling_now & self.may_double[strain, np.minimum(
            self.doubles, MAX_DOUBLES)]
        return mask

    def random_actions(self, rng: np.random.Generator | None = None) -> Ints:
        """A uniformly random legal action at each table."""
        noise = (rng or self.rng).random((self.num_envs, NUM_ACTIONS))
        chosen: Ints = np.argmax(np.where(self.legal_mask(), noise + 1.0, 0.0), axis=1)
        return chosen

    def observe(self) -> npt.NDArray[np.float32]:
        """(N, 404): each table's observation as its actor sees it (the layout of
        :data:`~bridgewhist.env.encoding.FIELDS`, the same as the other environments)."""
        n, rows = self.num_envs, self.rows
        me = self.actor
        out = np.zeros((n, OBS_SIZE), dtype=np.float32)
        out[:, 0:52] = self.hands[rows, me]
        dummy = (self.dealer + 2) & 3
        shows = (self.trick_len > 0) | (self.won.sum(axis=1) > 0)
        shows &= me != dummy
        out[:, 52:104] = self.hands[rows, dummy] & shows[:, None]
        relative = (me[:, None] + _ROWS4[None, :]) & 3
        out[:, 104:312] = self.played[rows[:, None], relative].reshape(n, 208)
        current = np.zeros((n, 52), dtype=bool)
        for k in range(4):
            has = self.trick_len > k
            current[rows[has], self.trick[has, k]] = True
        out[:, 312:364] = current
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
        (non-zero only where a deal ended, its side's points less the other's) and ``done``
        (N,), the tables whose deal ended and was replaced by a new one.

        :raises ValueError: naming the first table whose action is not legal there.
        """
        acts = np.asarray(actions, dtype=np.int64)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"actions has shape {acts.shape}: expected ({self.num_envs},)")
        legal = self.legal_mask()
        ok = (acts >= 0) & (acts < NUM_ACTIONS)
        ok[ok] = legal[self.rows[ok], acts[ok]]
        if not ok.all():
            bad = int(np.flatnonzero(~ok)[0])
            raise ValueError(f"action {int(acts[bad])} is not legal at table {bad} now")
        phase = self.phase
        declaring = np.flatnonzero(phase == Phase.DECLARATION)
        doubling_now = np.flatnonzero(phase == Phase.DOUBLING)
        playing = np.flatnonzero(phase == Phase.PLAY)
        self._declare(declaring, acts)
        self._double(doubling_now, acts)
        done = self._play(playing, acts)
        rewards = np.zeros((self.num_envs, 4))
        finished = np.flatnonzero(done)
        for table in finished:
            ns, ew = self.points_of(int(table))
            rewards[table] = (ns - ew, ew - ns, ns - ew, ew - ns)
        self.deals_done += len(finished)
        self._deal(finished)
        return rewards, done

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
        self.maker[made] = self.turn[made]
        eldest = (self.dealer[made] + 1) & 3
        self.turn[made] = eldest
        self.phase[made] = np.where(self.may_double[strain, 0], Phase.DOUBLING, Phase.PLAY)

    def _double(self, which: Ints, acts: Ints) -> None:
        if not len(which):
            return
        act = acts[which]
        # "Satisfied": the partner is asked, or the doubling is over.
        sat = which[act == SATISFIED_INDEX]
        asked_before = self.asked[sat]
        again = sat[~asked_before]
        self.turn[again] = (self.turn[again] + 2) & 3
        self.asked[again] = True
        over = sat[asked_before]
        self.phase[over] = Phase.PLAY
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
        limit = ~self.may_double[self.strain[dbl], np.minimum(self.doubles[dbl], MAX_DOUBLES)]
        self.turn[dbl] = np.where(limit, (dealer + 1) & 3, first)
        self.phase[dbl] = np.where(limit, Phase.PLAY, Phase.DOUBLING)
        self.asked[dbl] = False

    def _play(self, which: Ints, acts: Ints) -> Bools:
        done = np.zeros(self.num_envs, dtype=bool)
        if not len(which):
            return done
        card = acts[which]
        seat = self.turn[which]
        self.hands[which, seat, card] = False
        self.played[which, seat, card] = True
        self.trick[which, self.trick_len[which]] = card
        self.trick_len[which] += 1
        self.turn[which] = (seat + 1) & 3
        full = which[self.trick_len[which] == 4]
        if len(full):
            cards = self.trick[full]
            suit = cards // 13
            strain = self.strain[full]
            rank = cards % 13
            value = np.where(suit == strain[:, None], 100 + rank,
                             np.where(suit == suit[:, :1], 50 + rank, 0))
            winner = (self.leader[full] + np.argmax(value, axis=1)) & 3
            self.won[full, winner & 1] += 1
            self.leader[full] = winner
            self.turn[full] = winner
            self.trick[full] = -1
            self.trick_len[full] = 0
            over = full[self.won[full].sum(axis=1) == 13]
            self.phase[over] = Phase.COMPLETE
            done[over] = True
        return done

    # -- the engine's view of a table ----------------------------------------------------
    def deal_ints(self, table: int) -> tuple[int, int, int, int]:
        """The four hands as dealt at one table, as the engine's card-set ints."""
        hands = [sum(1 << CARD_NUMBERS[c] for c in np.flatnonzero(self.deal[table, seat]))
                 for seat in range(4)]
        return hands[0], hands[1], hands[2], hands[3]

    def points_of(self, table: int) -> tuple[int, int]:
        """The points NS and EW score for the finished deal at one table (the engine scores it)."""
        strain = int(self.strain[table])
        deal = self.deal[table]
        honours = (deal & self.honours[strain]).sum(axis=1)
        voids = (False,) * 4 if strain == Strain.NO_TRUMPS else tuple(
            not deal[seat, _SUIT_MASKS[strain]].any() for seat in range(4))
        result = DealResult(
            dealer=Seat(int(self.dealer[table])), strain=Strain(strain),
            tricks=(int(self.won[table, 0]), int(self.won[table, 1])),
            honours=(int(honours[0]), int(honours[1]), int(honours[2]), int(honours[3])),
            voids=(bool(voids[0]), bool(voids[1]), bool(voids[2]), bool(voids[3])),
            multiplier=1 << int(self.doubles[table]), maker=Seat(int(self.maker[table])))
        points = [0, 0]
        for entry in score_deal(self.code, result):
            points[entry.side] += entry.points
        return points[0], points[1]


def _first_deal() -> tuple[int, int, int, int]:
    """Any legal deal (each seat one suit), to probe the law code's doubling limit."""
    hands = [sum(1 << CARD_NUMBERS[s * 13 + r] for r in range(13)) for s in range(4)]
    return hands[0], hands[1], hands[2], hands[3]
