"""Deals played to the end by the random player, as states and as records (for the analysis
tests); deals played by random legal actions from a seed, stopped anywhere, and the rubbers they
make (for the notation tests)."""

from __future__ import annotations

import itertools
import random

from bridgewhist.actions import Action
from bridgewhist.agents import RandomAgent
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.notation.record import replay_deal
from bridgewhist.record import PlayedDeal, Record
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import result_of
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


def playout(code: LawCode, dealer: Seat, seed: int, stop: int | None = None) -> PlayedDeal:
    """A deal dealt with ``seed``, played by random legal actions (``stop`` actions at most)."""
    rng = random.Random(seed)
    state = new_hand(code, dealer, rng=rng)
    hands = state.deal
    actions: list[Action] = []
    while not state.is_complete and (stop is None or len(actions) < stop):
        action = rng.choice(state.legal_actions())
        actions.append(action)
        state = state.apply(action)
    return PlayedDeal(dealer, hands, tuple(actions))


def rubber_record(code: LawCode, dealer: Seat, first_seed: int, deals: int, stop: int | None, *,
                  players: dict[Seat, str] | None = None, seed: int | None = None,
                  event: str = "") -> Record:
    """Up to ``deals`` deals (:func:`playout`, seeds from ``first_seed``) in rotation, the last
    stopped after ``stop`` actions; never past the end of the rubber. ``players``, ``seed`` and
    ``event`` are the record's fields."""
    played: list[PlayedDeal] = []
    rubber = Rubber(code)
    for index in range(deals):
        last = index == deals - 1
        deal = playout(code, dealer.offset(index), first_seed + index, stop if last else None)
        played.append(deal)
        final = replay_deal(code, deal)[-1]
        if not final.is_complete:
            break
        rubber = rubber.score(result_of(final))
        if rubber.is_over:
            break
    return Record(code, tuple(played), players or {}, seed, event)
