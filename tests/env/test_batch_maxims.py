"""The maxims compiled into the batch decide as the engine's maxims player: every decision.

The engine's player is run without a generator (``rng=None``): it then plays, among equal cards
of the dealer's own hand, the one its rule names, as the batch's does (the batch never draws).
"""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.agents.maxims.doubling import Doubling, doubling
from bridgewhist.agents.maxims.make import Make, Outlook, declaration
from bridgewhist.env import batch_kernels
from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.batch_maxims import (
    G_ADVERSARY,
    G_DEALER,
    G_DEALER_LEADS,
    G_DOUBLING,
    G_DUMMY,
    G_FALLBACK,
    G_FOURTH,
    G_OPENING,
    G_SECOND,
    G_THIRD,
    G_VOID,
    GROUPS,
    RULE_NAMES,
    Tracker,
    maxims_actions,
)
from bridgewhist.env.batch_maxims_make import declare, double, read_make
from bridgewhist.env.encoding import ACTIONS, action_index, deal_points, legal_vector
from bridgewhist.fastplay import random_deal
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, hand_from_deal
from bridgewhist.view import view_of

# Rules no single deal at love-all can reach (the batch plays single deals: the score toward
# game is 0-0): their choices are compared on random hands and scores below.
SCORE_RULES = {"desperate_no_trumps", "black_suit_to_win_the_game", "black_suit_to_save_the_game",
               "double_to_save_the_game", "no_redouble_when_the_odd_card_gives_game"}
# Makes that need a rare hand (two aces and sure re-entries in both other suits, or one ace and
# three): compared on random hands below. "fallback_last_legal" (a double the laws refuse)
# cannot happen: the maxims' own limit, 100 a trick (Ames's etiquette), is never looser than a
# code's.
RARE_HANDS = {"two_aces_with_sure_reentry", "one_ace_with_sure_reentry"}


def _engine_player() -> MaximsAgent:
    agent = MaximsAgent(random.Random(0))
    agent.rng = None  # type: ignore[assignment]  # no false cards: the rule's own card
    return agent


def _fresh(env: BatchEnv, table: int) -> HandState:
    return hand_from_deal(env.code, Seat(int(env.dealer[table])), env.deal_ints(table))


def _play_and_compare(env: BatchEnv, deals: int, explore: float, seed: int) -> Counter[str]:
    """Ask both players at every table until ``deals`` deals are done; act by the maxims, or
    with probability ``explore`` by a random legal action (to reach the rarer rules)."""
    agent, tracker, rng = _engine_player(), Tracker(env.num_envs), np.random.default_rng(seed)
    states = [_fresh(env, t) for t in range(env.num_envs)]
    met: Counter[str] = Counter()
    while env.deals_done < deals:
        actions, rules = maxims_actions(env, tracker)
        for table, state in enumerate(states):
            expected = agent.act(view_of(state, state.actor))
            got = (str(ACTIONS[int(actions[table])]), RULE_NAMES[int(rules[table])])
            assert got == (str(expected), agent.last_rule), (table, state.phase, got)
            met[agent.last_rule] += 1
        acts = np.where(rng.random(env.num_envs) < explore, env.random_actions(rng), actions)
        tracker.see(env, acts)
        _, done = env.step(acts)
        tracker.clear(done)
        for table in range(env.num_envs):
            state = states[table].apply(ACTIONS[int(acts[table])])
            states[table] = _fresh(env, table) if state.is_complete else state
    return met


def test_rule_numbers_follow_the_engine_lists() -> None:
    starts = [G_DEALER, G_DUMMY, G_DOUBLING, G_OPENING, G_ADVERSARY, G_DEALER_LEADS, G_SECOND,
              G_THIRD, G_FOURTH, G_VOID, G_FALLBACK]
    assert starts == [sum(len(g) for g in GROUPS[:i]) for i in range(len(GROUPS) + 1)]
    assert RULE_NAMES[-1] == "fallback_last_legal"


@pytest.mark.skipif(not batch_kernels.COMPILED, reason="numba is not installed")
@pytest.mark.parametrize(("code", "limit", "explore", "deals"), [
    ("english-1904", 100, 0.0, 300), ("american-1905", 100, 0.3, 300),
    ("american-1905", None, 0.3, 1200)],
    ids=["english-maxims-only", "american-club-limit-explore", "american-uncapped-explore"])
def test_every_decision_is_the_engine_players(code: str, limit: int | None, explore: float,
                                              deals: int) -> None:
    met = _play_and_compare(BatchEnv(64, law_code=code, seed=23, doubling_limit=limit),
                            deals=deals, explore=explore, seed=4)
    assert sum(met.values()) > deals * 50
    if deals > 1000:  # every rule a deal at love-all reaches has decided, and agreed
        assert set(RULE_NAMES) - SCORE_RULES - RARE_HANDS - {"fallback_last_legal"} <= set(met)


def test_make_and_doubling_at_any_score_are_the_engine_players() -> None:
    rng, values = random.Random(12), np.array([2, 8, 6, 4, 12], dtype=np.int64)
    met: Counter[str] = Counter()
    for _ in range(20000):
        hand = random_deal(rng)[0]
        us, them = rng.choice((0, 6, 12, 18, 24, 28)), rng.choice((0, 6, 12, 20, 24, 28))
        make = Make(hand, Outlook(us, them, 30), (2, 8, 6, 4, 12))
        array = read_make(hand, us, them, 30)
        for by_dummy in (False, True):
            action, rule = declaration(make, by_dummy=by_dummy)
            index, number = declare(array, values, by_dummy)
            assert (index, RULE_NAMES[(G_DUMMY if by_dummy else G_DEALER) + number]) == (
                action_index(action), rule)
            met[rule] += 1
        strain, doubles = rng.randrange(5), rng.randrange(4)
        makers, leader, by_dummy = (rng.random() < 0.5 for _ in range(3))
        action, rule = doubling(Doubling(make, strain, doubles, makers, leader, by_dummy))
        index, number = double(array, values, strain, doubles, makers, leader, by_dummy)
        assert (index, RULE_NAMES[G_DOUBLING + number]) == (action_index(action), rule)
        met[rule] += 1
    assert set(met) >= SCORE_RULES | RARE_HANDS


@pytest.mark.skipif(not batch_kernels.COMPILED, reason="numba is not installed")
@pytest.mark.parametrize(("seats", "compiled"), [("EW", True), ("NS", True), ("E", True),
                                                 ("EW", False)])
def test_a_batch_with_maxims_opponents_is_the_engine_with_the_maxims_at_those_seats(
        seats: str, compiled: bool) -> None:
    env = BatchEnv(24, law_code="english-1904", seed=3, opponent="maxims", opponent_seats=seats,
                   compiled=compiled)
    agent, rng, theirs = _engine_player(), np.random.default_rng(2), {Seat.parse(s) for s in seats}

    def maxims_move(state: HandState) -> HandState:
        while not state.is_complete and state.actor in theirs:
            state = state.apply(agent.act(view_of(state, state.actor)))
        return state

    states = [maxims_move(_fresh(env, t)) for t in range(env.num_envs)]
    scored = 0
    for _ in range(500):
        masks = env.legal_mask()
        for table, state in enumerate(states):
            assert env.actor[table] == state.actor and state.actor not in theirs
            assert (masks[table] == legal_vector(state).astype(bool)).all()
        acts = env.random_actions(rng)
        rewards, done = env.step(acts)
        for table in range(env.num_envs):
            state = maxims_move(states[table].apply(ACTIONS[int(acts[table])]))
            assert done[table] == state.is_complete
            if state.is_complete:
                ns, ew = deal_points(state)
                assert rewards[table].tolist() == [ns - ew, ew - ns, ns - ew, ew - ns]
                scored += 1
                state = maxims_move(_fresh(env, table))
            states[table] = state
    assert scored == env.deals_done > 50


def test_opponent_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="expected 'maxims'"):
        BatchEnv(2, opponent="ddmc")
    with pytest.raises(ValueError, match="both seats of a side"):
        BatchEnv(2, opponent="maxims", opponent_seats="NE")
    with pytest.raises(ValueError, match="seat letters"):
        BatchEnv(2, opponent="maxims", opponent_seats="EX")


@pytest.mark.skipif(not batch_kernels.COMPILED, reason="numba is not installed")
def test_an_illegal_action_against_the_maxims_changes_nothing() -> None:
    env = BatchEnv(8, law_code="english-1904", seed=6, opponent="maxims")
    for _ in range(30):  # into the play, where the maxims' history is kept
        env.step(env.random_actions())
    assert env.opponents is not None
    tracker = env.opponents.tracker
    before = [a.copy() for a in (env.hands, env.phase, tracker.first_lead, tracker.voids,
                                 tracker.discarded)]
    actions = env.random_actions()
    actions[5] = 60
    with pytest.raises(ValueError, match="table 5"):
        env.step(actions)
    after = (env.hands, env.phase, tracker.first_lead, tracker.voids, tracker.discarded)
    assert all((a == b).all() for a, b in zip(before, after, strict=True))
