"""Sampled deals keep everything a seat has seen, and respect the voids shown."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.actions import Action, ActionKind, parse_action
from bridgewhist.agents import RandomAgent, view_of
from bridgewhist.agents.ddmc.inference import denied_cards, next_lower_out
from bridgewhist.agents.ddmc.sampling import cards_held, hidden_seats, sample_hands
from bridgewhist.cards import SUIT_MASKS, CardSet, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal, new_hand


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), stop=st.integers(0, 55))
def test_samples_are_consistent_with_the_view(seed: int, stop: int) -> None:
    state = new_hand(load_law_code("american-1905"), Seat(seed % 4), rng=random.Random(seed))
    agent = RandomAgent(random.Random(seed))
    for _ in range(stop):
        if state.is_complete:
            break
        state = state.apply(agent(state))
    if state.is_complete:
        return
    seat = state.actor
    view = view_of(state, seat)
    held = cards_held(view)
    assert held == [h.bit_count() for h in state.hands]
    for sample_seed in range(3):
        hands = sample_hands(view, random.Random(sample_seed))
        assert hands[seat] == state.hands[seat]
        if view.dummy_hand is not None:
            assert hands[state.dummy] == state.hands[state.dummy]
        assert [h.bit_count() for h in hands] == held
        union = 0
        for hand in hands:
            assert not union & hand
            union |= hand
        assert union == sum(state.hands)  # exactly the cards still held
        for other in hidden_seats(view):
            for suit in range(4):
                if view.voids[other] >> suit & 1:
                    assert not hands[other] & SUIT_MASKS[suit]


def test_samples_vary_and_are_reproducible() -> None:
    state = new_hand(load_law_code("english-1904"), Seat.N, rng=random.Random(3))
    view = view_of(state, Seat.E)
    first = sample_hands(view, random.Random(1))
    assert first == sample_hands(view, random.Random(1))
    assert first != sample_hands(view, random.Random(2))


def _lowest_equal(state: HandState, card: int) -> int:
    """The lowest card of ``card``'s run in the hand on play (cards between gone in earlier
    tricks count as part of the run)."""
    hand = state.hands[state.turn]
    gone = 0
    for trick in state.tricks:
        for played in trick.cards:
            gone |= 1 << played
    lowest = card
    lower = next_lower_out(card, gone)
    while lower is not None and hand >> lower & 1:
        lowest = lower
        lower = next_lower_out(lower, gone)
    return lowest


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), stop=st.integers(1, 51))
def test_players_who_play_the_lowest_of_equals_never_hold_a_card_denied_them(
        seed: int, stop: int) -> None:
    """Sound: against such players the cards the inference places away are never there, and the
    sampler keeps them away."""
    state = new_hand(load_law_code("english-1904"), Seat(seed % 4), rng=random.Random(seed))
    agent = RandomAgent(random.Random(seed))
    while state.phase != Phase.PLAY:
        state = state.apply(agent(state))
    for _ in range(stop):
        if state.is_complete:
            return
        card = _lowest_equal(state, agent(state).value)
        state = state.apply(Action(ActionKind.PLAY, card))
    if state.is_complete:
        return
    view = view_of(state, state.actor)
    denied = denied_cards(view, leads=True)
    for seat in range(4):
        assert not denied[seat] & state.hands[seat]
    for sample_seed in range(3):
        hands = sample_hands(view, random.Random(sample_seed), denied=denied)
        assert all(not denied[seat] & hands[seat] for seat in range(4))


def _after(deal: str, dealer: Seat, calls: tuple[str, ...], cards: str) -> HandState:
    state = hand_from_deal(load_law_code("english-1904"), dealer, parse_deal(deal))
    for text in calls:
        state = state.apply(parse_action(text))
    for text in cards.split():
        state = state.apply(Action(ActionKind.PLAY, CardSet.parse(text).mask.bit_length() - 1))
    return state


# South deals and plays at no trumps; West leads, North is dummy.
DEAL = "N:AKQ2.AK2.AK2.432 JT9.QJT9.QJT.T98 543.543.543.AKQJ 876.876.9876.765"
CALLS = ("no-trumps", "satisfied", "satisfied")
SEVEN = CardSet.parse("C7").mask


def test_third_hand_playing_the_eight_from_ten_nine_eight_is_denied_the_seven() -> None:
    """West leads the club five, dummy plays the two, East the eight (the lowest of his ten,
    nine, eight), South wins. Had East held the seven, it would have been equal to the eight,
    and he would have played it: the seven is West's in every sample."""
    state = _after(DEAL, Seat.S, CALLS, "C5 C2 C8 CA")
    view = view_of(state, Seat.S)
    denied = denied_cards(view)
    assert denied == (0, SEVEN, 0, 0)
    assert denied_cards(view, leads=True) == denied  # the five led: the four is dummy's
    for sample_seed in range(20):
        hands = sample_hands(view, random.Random(sample_seed), denied=denied)
        assert hands[Seat.W] & SEVEN and not hands[Seat.E] & SEVEN


def test_leads_are_read_only_when_asked() -> None:
    """West leads the club seven, the top of his seven, six, five, as at whist: read as the
    lowest of equals it would deny him the six he holds, so by default leads are not read."""
    state = _after(DEAL, Seat.S, CALLS, "C7 C2 C8 CA")
    view = view_of(state, Seat.S)
    assert denied_cards(view) == (0, 0, 0, 0)
    assert denied_cards(view, leads=True) == (0, 0, 0, CardSet.parse("C6").mask)


def test_a_player_who_later_plays_a_card_denied_him_is_read_no_more() -> None:
    """East plays the spade ten from jack, ten, nine, which denies him the nine; then he plays
    the nine: he does not play the lowest of equals, and his eight of clubs no longer denies
    him the seven."""
    state = _after(DEAL, Seat.S, CALLS, "C5 C2 C8 CA S3 S6 SA ST SK S9 S4 S7")
    assert denied_cards(view_of(state, Seat.S)) == (0, 0, 0, 0)
    before = _after(DEAL, Seat.S, CALLS, "C5 C2 C8 CA S3 S6 SA ST")
    assert denied_cards(view_of(before, Seat.S))[Seat.E] == SEVEN | CardSet.parse("S9").mask
