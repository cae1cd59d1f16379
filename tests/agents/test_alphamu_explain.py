"""Worlds weighed by how well they explain the adversaries' cards: the positions they chose
their cards from, the tricks those cards threw away, and alphamu's ``explain`` setting."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from bridgewhist.agents import Agent, RandomAgent, chooser, view_of
from bridgewhist.agents.alphamu import AlphaMuAgent, Search
from bridgewhist.agents.alphamu.agent import decide, weighted_mean
from bridgewhist.agents.ddmc.inference import (
    adversary_decisions,
    explained_losses,
    explanation_weights,
)
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis import deal_losses
from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, new_hand
from support.positions import card, exact, makers_decision

FAST: dict[str, Any] = {"worlds": 4, "root_worlds": 8, "samples": 3, "make_samples": 2, "workers": 0}


def _played(seed: int, agents: Mapping[Seat, Agent]) -> list[HandState]:
    state = new_hand(load_law_code("english-1904"), Seat(seed % 4), rng=random.Random(seed))
    choose = chooser(agents)
    states = [state]
    while not states[-1].is_complete:
        states.append(states[-1].apply(choose(states[-1])))
    return states


@pytest.mark.parametrize("seed", [1, 2])
def test_in_the_real_deal_the_adversaries_cards_threw_away_what_the_dd_measure_says(seed: int) -> None:
    """Solved in the real deal, the adversaries' cards so far lose exactly what the double-dummy
    measure of the whole deal charges them (random players: they throw tricks away)."""
    states = _played(seed, {seat: RandomAgent(random.Random(seat)) for seat in Seat})
    final = states[-1]
    makers = final.dealer.side
    last_card = next(s for s in reversed(states) if s.phase == Phase.PLAY and s.trick == ()
                     and s.played.mask.bit_count() == 48)
    view = view_of(last_card, last_card.dealer)
    decisions = adversary_decisions(view, last_card.hands)
    choices = sum(1 for before in states[:-1] if before.phase == Phase.PLAY
                  and before.turn.side != makers and len(before.legal_actions()) > 1
                  and before.played.mask.bit_count() < 48)
    assert len(decisions) == choices
    assert all(position.hands[(position.leader + len(position.trick)) & 3] >> played & 1
               for position, played in decisions)
    lost = explained_losses(view, [last_card.hands], solver().card_values_batch)
    # The last trick's adversaries' cards are forced (one card each), so the whole deal's
    # charge is what was thrown away before it.
    assert lost == [deal_losses(states).adversaries]
    assert lost[0] > 0


def test_a_deal_the_adversaries_cards_explain_weighs_most() -> None:
    assert explanation_weights([2, 0, 1], 1.0)[1] == 1.0
    assert explanation_weights([2, 0, 1], 1.0)[0] < explanation_weights([2, 0, 1], 1.0)[2] < 1
    assert explanation_weights([], 1.0) == []


def test_weights_turn_the_guess_to_the_world_the_adversaries_cards_explain() -> None:
    """A two-way guess at no trumps: South led S 2, West played S 5, North holds S A-Q H 3. The
    queen wins when West holds the king (the finesse), the ace when East holds it bare (the
    drop): 2.5 tricks each, alike. Weighted, North plays for the world that explains the
    adversaries' cards, both double dummy (depth 1) and searched (depth 2)."""
    north, south = CardSet.parse("SA SQ H3").mask, CardSet.parse("S4 HA").mask
    finesse = (north, CardSet.parse("S6 D2 D3").mask, south, CardSet.parse("SK D4").mask)
    drop = (north, CardSet.parse("SK D2 D3").mask, south, CardSet.parse("S6 D4").mask)
    trick = (card("S2"), card("S5"))

    def play(weights: list[float] | None, depth: int) -> int:
        search = Search(exact, [finesse, drop], trump=4, leader=int(Seat.S), trick=trick,
                        gone=0, makers=0)
        return decide(search, [card("SA"), card("SQ")], north, depth=depth, weights=weights)[0]

    for depth in (1, 2):
        assert play([1.0, 0.01], depth) == card("SQ")
        assert play([0.01, 1.0], depth) == card("SA")
    assert weighted_mean([3, 2], [0.01, 1.0]) == pytest.approx(2.0099, abs=1e-4)


def test_the_player_reads_the_latest_cards_within_a_quarter_of_its_budget() -> None:
    """Every adversary's card is solved in every world when a quarter of the work budget pays
    for it; a smaller budget reads the latest cards only (those of the first tricks, on nearly
    full deals, cost most) and keeps every world."""
    state = makers_decision(4, played=20)
    view = view_of(state, state.actor)
    agent = AlphaMuAgent(random.Random(2), **FAST, explain=1.0, max_work=None)
    worlds = agent.sample_worlds(view)
    kept, weights, solves, work = agent.weigh(view, worlds)
    assert sorted(kept) == sorted(worlds) and weights is not None
    assert max(weights) == 1.0 and all(0 < weight <= 1 for weight in weights)
    assert solves == sum(len(adversary_decisions(view, world)) for world in worlds) and work > 0
    assert agent.weigh(view, worlds)[2:] == AlphaMuAgent(
        random.Random(2), **FAST, explain=1.0, max_work=4 * work).weigh(view, worlds)[2:]
    tight = AlphaMuAgent(random.Random(2), **FAST, explain=1.0, max_work=2 * work)
    kept_tight, _, solves_tight, work_tight = tight.weigh(view, worlds)
    assert sorted(kept_tight) == sorted(worlds)
    assert 0 < solves_tight < solves and work_tight <= work / 2
    # the cards read are those played with at most some number of tricks left
    assert solves_tight in {sum(len(adversary_decisions(view, world, within)) for world in worlds)
                            for within in range(14)}
    plain = AlphaMuAgent(random.Random(2), **FAST)
    assert plain.weigh(view, worlds) == (worlds, None, 0, 0.0)
    with pytest.raises(ValueError, match="explain"):
        AlphaMuAgent(random.Random(1), explain=-1)


def test_the_explaining_player_is_legal_reproducible_and_counts_its_solves() -> None:
    def deal() -> tuple[str, list[int]]:
        agents = {seat: AlphaMuAgent(random.Random(int(seat)), **FAST, explain=1.5) for seat in Seat}
        final = _played(6, agents)[-1]   # the chooser checks every action by its seat
        return repr((final.strain, final.doubles, final.tricks)), agents[final.dealer].stats.solves

    first, second = deal(), deal()
    assert first == second and len(first[1]) > 0
