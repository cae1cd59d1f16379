"""Positions and solvers shared by the card players' tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bridgewhist.agents import chooser
from bridgewhist.agents.ddmc.exact import Position, solve_exact
from bridgewhist.agents.maxims.agent import make_maxims
from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, new_hand


def exact(positions: Sequence[Position]) -> list[dict[int, int]]:
    """Our own exact solver, for endings of up to four tricks, as DDS's batch entry point."""
    return [solve_exact(p.hands, p.trump, p.leader, p.trick).values for p in positions]


def card(text: str) -> int:
    """A card's number from its name ("SA")."""
    return CardSet.parse(text).mask.bit_length() - 1


def makers_decision(seed: int, played: int = 13) -> HandState:
    """A position in the play where the makers have a choice, after at least ``played`` cards
    of maxims (english-1904, South deals)."""
    state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(seed))
    choose = chooser({seat: make_maxims(random.Random(seat)) for seat in Seat})
    while not (state.phase == Phase.PLAY and state.played.mask.bit_count() >= played
               and state.actor.side == state.dealer.side and len(state.legal_actions()) > 1):
        state = state.apply(choose(state))
    return state
