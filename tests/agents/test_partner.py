"""The partner player: whole deals legal, no trick given up for a signal, the seat's view only."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.agents import RandomAgent, chooser, make_agent, view_of
from bridgewhist.agents.ddmc.agent import DDMCAgent
from bridgewhist.agents.ddmc.partner import PartnerAgent
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, new_hand

FAST = {"samples": 3, "max_samples": 3, "make_samples": 2, "workers": 0}


def _play_position(seed: int, cards: int) -> HandState:
    """A deal played at random to ``cards`` cards into the play."""
    state = new_hand(load_law_code("english-1904"), Seat(seed % 4), rng=random.Random(seed))
    agent = RandomAgent(random.Random(seed))
    while state.phase != Phase.PLAY:
        state = state.apply(agent(state))
    for _ in range(cards):
        state = state.apply(agent(state))
    return state


@pytest.mark.parametrize("adversaries", ["lowest", "books", "none"])
def test_a_whole_deal_of_partner_players_is_legal_and_complete(adversaries: str) -> None:
    choose = chooser({seat: PartnerAgent(random.Random(seat), adversaries=adversaries, **FAST)
                      for seat in Seat})
    state = new_hand(load_law_code("english-1904"), Seat.E, rng=random.Random(7))
    while not state.is_complete:
        state = state.apply(choose(state))
    assert sum(state.won) == 13


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 5_000), cards=st.integers(0, 47),
       tricks=st.lists(st.integers(0, 13), min_size=52, max_size=52), length=st.integers(1, 4))
def test_the_card_chosen_is_never_worth_a_trick_less_than_ddmcs(
        seed: int, cards: int, tricks: list[int], length: int) -> None:
    """Whatever the sampled worlds say each card is worth, the signalling player's card has
    the best average, as the ddmc player's does: a signal costs no trick the search sees."""
    state = _play_position(seed, cards)
    view = view_of(state, state.actor)
    values = {action.value: [tricks[(action.value * 7 + k) % 52] for k in range(length)]
              for action in view.legal}
    mean = {c: sum(v) / len(v) for c, v in values.items()}
    chosen = PartnerAgent(random.Random(1), workers=0).pick_card(view, values)
    plain = DDMCAgent(random.Random(1), workers=0).pick_card(view, values)
    assert chosen in values and mean[chosen] == mean[plain] == max(mean.values())


def test_a_tolerance_lets_a_signal_cost_at_most_that_much() -> None:
    state = _play_position(4, 0)
    view = view_of(state, state.actor)
    legal = [action.value for action in view.legal]
    values = {c: [5 if i == 0 else 4 if i == 1 else 3] for i, c in enumerate(legal)}
    picked = PartnerAgent(random.Random(1), tolerance=1.0, workers=0).pick_card(view, values)
    assert len(legal) > 2 and values[picked][0] >= 4
    assert PartnerAgent(random.Random(1), workers=0).pick_card(view, values) == legal[0]


def _swap_hidden(state: HandState, seat: Seat) -> HandState:
    """The same position with a card of one suit swapped between two hands ``seat`` cannot see
    (no void broken, nothing seen moved)."""
    hidden = [s for s in Seat if s != seat and not (state.dummy_exposed and s == state.dummy)]
    for first, second in ((a, b) for a in hidden for b in hidden if a < b):
        for mask in SUIT_MASKS:
            one, two = state.hands[first] & mask, state.hands[second] & mask
            if one and two:
                x, y = one & -one, two & -two
                hands, deal = list(state.hands), list(state.deal)
                hands[first], hands[second] = hands[first] ^ x ^ y, hands[second] ^ y ^ x
                deal[first], deal[second] = deal[first] ^ x ^ y, deal[second] ^ y ^ x
                return state._replace(hands=tuple(hands), deal=tuple(deal))
    raise AssertionError("no suit held by two hidden hands")


@pytest.mark.parametrize(("seed", "cards"), [(1, 1), (2, 5), (3, 9), (5, 14)])
def test_it_decides_from_the_seats_view_only(seed: int, cards: int) -> None:
    state = _play_position(seed, cards)
    seat = state.actor
    other = _swap_hidden(state, seat)
    assert other.hands != state.hands and view_of(other, seat) == view_of(state, seat)
    for adversaries in ("lowest", "books"):
        first = PartnerAgent(random.Random(9), adversaries=adversaries, tries=3, **FAST)
        second = PartnerAgent(random.Random(9), adversaries=adversaries, tries=3, **FAST)
        assert first.act(view_of(state, seat)) == second.act(view_of(other, seat))


def test_settings_are_checked_and_the_player_is_registered_by_name() -> None:
    agent = make_agent("partner", random.Random(1), samples=5, adversaries="books")
    assert isinstance(agent, PartnerAgent) and agent.samples == 5
    with pytest.raises(ValueError, match="adversaries='psychic'"):
        PartnerAgent(random.Random(1), adversaries="psychic")
    with pytest.raises(ValueError, match="unknown agreements 'secret'"):
        PartnerAgent(random.Random(1), agreements="secret")
    with pytest.raises(ValueError, match="tries=0"):
        PartnerAgent(random.Random(1), tries=0)
    with pytest.raises(ValueError, match="tolerance=-1"):
        PartnerAgent(random.Random(1), tolerance=-1)


def test_the_adversaries_are_read_by_the_set_they_are_known_to_play() -> None:
    """A maker reads the defenders by their set when the table says they play one (``books``,
    ``books-no-discard``), as the lowest of equals when they play none; a defender reads his
    partner by his own side's set whatever the adversaries play."""
    reader = PartnerAgent(random.Random(1), agreements="none", adversaries="books-no-discard", workers=0)
    assert reader.theirs is not None and reader.theirs.name == "books-no-discard"
    assert PartnerAgent(random.Random(1), adversaries="lowest", workers=0).theirs is None
    state = _play_position(3, 1)
    dealer = int(state.dealer)
    maker, defender = Seat(dealer), Seat((dealer + 1) % 4)
    assert reader.read_seats(view_of(state, maker)) == [(dealer + 1) % 4, (dealer + 3) % 4]
    assert reader.read_seats(view_of(state, defender)) == [(dealer + 3) % 4]
    lowest = PartnerAgent(random.Random(1), adversaries="lowest", workers=0)
    assert lowest.read_seats(view_of(state, maker)) == []
