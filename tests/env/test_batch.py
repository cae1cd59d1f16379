"""The batch environment plays by the engine's rules: every mask, observation and score."""

from __future__ import annotations

import numpy as np
import pytest

from bridgewhist.env import batch_kernels
from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.encoding import ACTIONS, deal_points, legal_vector, observation
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, hand_from_deal
from bridgewhist.view import view_of


def _engine_states(batch: BatchEnv) -> list[HandState]:
    return [hand_from_deal(batch.code, Seat(int(batch.dealer[t])), batch.deal_ints(t))
            for t in range(batch.num_envs)]


PATHS = [pytest.param(True, id="compiled", marks=pytest.mark.skipif(
    not batch_kernels.COMPILED, reason="numba is not installed")), pytest.param(False, id="numpy")]


@pytest.mark.parametrize("limit", [100, None], ids=["club-limit", "uncapped"])
@pytest.mark.parametrize("compiled", PATHS)
@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_batch_agrees_with_the_engine_on_every_mask_observation_and_score(
        code: str, compiled: bool, limit: int | None) -> None:
    batch = BatchEnv(48, law_code=code, seed=17, compiled=compiled, doubling_limit=limit)
    states = _engine_states(batch)
    rng = np.random.default_rng(5)
    scored = 0
    while scored < 100:
        masks = batch.legal_mask()
        observations = batch.observe()
        for table, state in enumerate(states):
            assert (masks[table] == legal_vector(state).astype(bool)).all()
            assert (observations[table] == observation(view_of(state, state.actor))).all()
        # Random legal actions, with doubling favoured so that redoubles and limits are met.
        noise = rng.random(masks.shape)
        noise[:, 58] *= 1.5
        actions = np.argmax(np.where(masks, noise + 1, 0), axis=1)
        rewards, done = batch.step(actions)
        for table in range(batch.num_envs):
            state = states[table].apply(ACTIONS[int(actions[table])])
            assert done[table] == state.is_complete
            if state.is_complete:
                ns, ew = deal_points(state)
                assert rewards[table].tolist() == [ns - ew, ew - ns, ns - ew, ew - ns]
                scored += 1
                state = hand_from_deal(batch.code, Seat(int(batch.dealer[table])),
                                       batch.deal_ints(table))
            else:
                assert not rewards[table].any()
            states[table] = state


@pytest.mark.skipif(not batch_kernels.COMPILED, reason="numba is not installed")
@pytest.mark.parametrize("code", ["english-1904", "american-1905"])
def test_the_compiled_and_numpy_paths_play_the_same_deals_and_acts(code: str) -> None:
    fast, slow = (BatchEnv(64, law_code=code, seed=9, compiled=c) for c in (True, False))
    seen, seen_too = np.full((64, 404), 7, dtype=np.float32), np.full((64, 404), 7, dtype=np.float32)
    for _ in range(600):
        actions = fast.random_actions()
        assert (actions == slow.random_actions()).all()
        assert (fast.legal_mask() == slow.legal_mask()).all()
        assert (fast.observe() == slow.observe()).all()
        assert (fast.observe(out=seen) == slow.observe(out=seen_too)).all()
        for got, expected in zip(fast.step(actions), slow.step(actions), strict=True):
            assert (got == expected).all()
    assert fast.deals_done == slow.deals_done > 300
    assert (fast.hands == slow.hands).all() and (fast.won == slow.won).all()


def test_compiled_without_numba_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch_kernels, "COMPILED", False)
    with pytest.raises(ValueError, match="needs numba"):
        BatchEnv(4, compiled=True)
    assert not BatchEnv(4).compiled  # the numpy path serves


@pytest.mark.parametrize("compiled", PATHS)
def test_batch_is_seedable_and_deals_fair_hands(compiled: bool) -> None:
    one, two = BatchEnv(16, seed=3, compiled=compiled), BatchEnv(16, seed=3, compiled=compiled)
    for _ in range(120):
        actions = one.random_actions()
        assert (actions == two.random_actions()).all()
        one.step(actions)
        two.step(actions)
    assert (one.hands == two.hands).all() and one.deals_done == two.deals_done > 0
    assert (np.bitwise_count(one.deal) == 13).all()
    assert (np.bitwise_or.reduce(one.deal, axis=1) == (1 << 52) - 1).all()


@pytest.mark.parametrize("compiled", PATHS)
def test_batch_refuses_an_illegal_action_naming_the_table(compiled: bool) -> None:
    batch = BatchEnv(4, seed=0, dealer="N", compiled=compiled)
    before = batch.turn.copy()
    with pytest.raises(ValueError, match="table 0"):
        batch.step(np.array([58, 57, 57, 57]))  # no double before a declaration
    for bad in (60, -1, 99):
        with pytest.raises(ValueError, match=f"action {bad} is not legal at table 1"):
            batch.step(np.array([57, bad, 57, 57]))
    with pytest.raises(ValueError, match="shape"):
        batch.step(np.array([57]))
    with pytest.raises(ValueError, match="num_envs"):
        BatchEnv(0)
    with pytest.raises(ValueError, match=r"out must be a C-contiguous \(4, 404\) float32 array"):
        batch.observe(out=np.zeros((4, 404)))
    assert (batch.turn == before).all()  # nothing half-changed
