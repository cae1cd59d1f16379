"""Agents answer penalty choices at a LAWS table (random: uniform; maxims: never waive)."""

from __future__ import annotations

import random

import pytest

from bridgewhist.agents import make_agent
from bridgewhist.agents.base import choose_penalty, referee_chooser
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.referee.events import RulingKind
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from bridgewhist.view import ScoreContext, view_of
from support.referee import acts, in_play


@pytest.mark.parametrize("name", ["random", "maxims"])
@pytest.mark.parametrize("key", LAW_CODE_KEYS)
def test_agents_play_a_refereed_deal_with_irregularities(name: str, key: str) -> None:
    choose = referee_chooser({s: make_agent(name, random.Random(s)) for s in Seat})
    for seed in range(4):
        ref = Referee.start(load_law_code(key), Seat(seed), rng=random.Random(seed))
        steps = 0
        while not ref.is_over:
            steps += 1
            assert steps < 300
            ref = ref.apply(choose(ref))
            if steps == 6 and ref.pending is None and ref.hand.trick:
                seat = ref.hand.turn.right.right      # the player after next plays too soon
                if ref.hand.hands[seat] and ref.is_adversary(seat):
                    ref = ref.act(f"{seat}: expose {next(iter(ref.hand.hand(seat)))}")
        assert ref.outcome in ("closed", "new-deal", "void")


def test_random_agent_picks_uniformly_among_the_options() -> None:
    ref = acts(in_play("english-1904"), "W: S4", "N: SA", "E: S8", "S: S5", "E: HJ")
    assert ref.pending is not None
    view = view_of(ref.hand, Seat.S, ScoreContext())
    agent = make_agent("random", random.Random(1))
    seen = {choose_penalty(agent, view, ref.pending) for _ in range(60)}
    assert seen == set(ref.pending.keys)


def test_maxims_never_waives_and_adds_three_tricks_when_it_wins_the_game() -> None:
    ref = acts(in_play("english-1904"), "W: S4", "N: SA", "E: S8", "S: S5", "E: HJ")
    agent = make_agent("maxims", random.Random(1))
    view = view_of(ref.hand, Seat.S, ScoreContext())
    assert choose_penalty(agent, view, ref.pending) == "call-card"  # type: ignore[arg-type]
    claim = acts(in_play("english-1904"), "W: S4", "N: SA", "E: HJ", "S: S5", "N: CA")
    while claim.pending is None or claim.pending.kind != RulingKind.REVOKE_CLAIM:
        claim = claim.apply(claim.legal_acts()[0])
    near = view_of(claim.hand, Seat.S, ScoreContext(game_score=(0, 0)))
    assert choose_penalty(agent, near, claim.pending) == "add"          # 3 x 12 = 36: game
