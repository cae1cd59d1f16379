"""Deals played to the end by the random player, as states and as records (for the analysis
tests)."""

from __future__ import annotations

import itertools
import random

from bridgewhist.agents import RandomAgent
from bridgewhist.laws import load_law_code
from bridgewhist.record import PlayedDeal, Record
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, new_hand


def played_states(seed: int, dealer: Seat = Seat.S, code: str = "english-1904"
                  ) -> list[HandState]:
    """Every state of one deal the random player plays to its last card."""
    states = [new_hand(load_law_code(code), dealer, rng=random.Random(seed))]
    agent = RandomAgent(random.Random(seed))
    while not states[-1].is_complete:
        states.append(states[-1].apply(agent(states[-1])))
    return states


def played_record(seeds: tuple[int, ...], code: str = "english-1904") -> Record:
    """A record of deals played by the random player, the deal passing to the left."""
    deals = []
    dealer = Seat.S
    for seed in seeds:
        states = played_states(seed, dealer, code)
        actions = []
        for before, after in itertools.pairwise(states):
            actions.append(next(a for a in before.legal_actions() if before.apply(a) == after))
        deals.append(PlayedDeal(dealer, states[0].deal, tuple(actions)))
        dealer = dealer.left
    return Record(load_law_code(code), tuple(deals))
