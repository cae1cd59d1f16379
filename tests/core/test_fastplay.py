"""The int fast path (bridgewhist.fastplay) against the public HandState.

Both are driven by the same choices: at every card, the legal card of index
``int(rng.random() * n)`` in the order HandState.legal_actions lists them. Same seed, same
cards, so the same tricks to the same sides.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.actions import DECLARE_ACTIONS, SATISFIED
from bridgewhist.cards import FULL_DECK, SUIT_MASKS, Hands, parse_deal
from bridgewhist.fastplay import (
    NEXT_SEATS,
    RANKS,
    card_at,
    legal_mask,
    random_deal,
    random_playout,
    trick_winner,
)
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal

ENGLISH = load_law_code("english-1904")


def play_phase(hands: Hands | list[int], trump: int, leader: int, key: str = "english-1904",
               ) -> HandState:
    """The public state at the opening lead: trump declared by the dealer on ``leader``'s
    right, then "May I lead?" - "Yes"."""
    dealer = Seat((leader - 1) & 3)
    state = hand_from_deal(load_law_code(key), dealer, (hands[0], hands[1], hands[2], hands[3]))
    state = state.apply(DECLARE_ACTIONS[trump]).apply(SATISFIED).apply(SATISFIED)
    assert state.phase == Phase.PLAY and state.turn == leader
    return state


def public_playout(state: HandState, rng: random.Random) -> HandState:
    """Play ``state`` out through the public API with the fast path's choice rule."""
    legal = state.legal_actions()
    while legal:
        state = state.apply(legal[int(rng.random() * len(legal))])
        legal = state.legal_actions()
    return state


def same_playout(seed: int, trump: int, leader: int, key: str = "english-1904") -> None:
    hands = random_deal(random.Random(seed))
    fast_rng, public_rng = random.Random(seed + 1), random.Random(seed + 1)
    fast = random_playout(hands, trump, leader, fast_rng)
    final = public_playout(play_phase(hands, trump, leader, key), public_rng)
    assert final.is_complete
    assert fast == final.won
    assert fast_rng.random() == public_rng.random()  # one draw per card on both paths


@pytest.mark.parametrize("seed", range(40))
def test_same_choices_same_tricks(seed: int) -> None:
    same_playout(seed, seed % 5, (seed // 5) % 4, LAW_CODE_KEYS[seed % len(LAW_CODE_KEYS)])


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**64), st.integers(0, 4), st.integers(0, 3))
def test_property_same_tricks_as_hand_state(seed: int, trump: int, leader: int) -> None:
    same_playout(seed, trump, leader)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**64), st.integers(0, 4), st.integers(0, 3), st.integers(0, 12))
def test_playout_from_the_middle_of_the_deal(seed: int, trump: int, leader: int,
                                             tricks_first: int) -> None:
    """From any trick's start the fast path finishes as the public path does."""
    rng = random.Random(seed)
    state = play_phase(random_deal(rng), trump, leader)
    while len(state.tricks) < tricks_first:
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.random() * len(legal))])
    hands_before = state.hands
    fast_rng, public_rng = random.Random(seed), random.Random(seed)
    ns, ew = random_playout(state.hands, trump, state.turn, fast_rng)
    final = public_playout(state, public_rng)
    assert (state.won[0] + ns, state.won[1] + ew) == final.won
    assert ns + ew == 13 - tricks_first
    assert state.hands == hands_before


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**64), st.integers(0, 4), st.integers(0, 3))
def test_legal_mask_card_at_and_trick_winner_agree_with_hand_state(seed: int, trump: int,
                                                                   leader: int) -> None:
    rng = random.Random(seed)
    state = play_phase(random_deal(rng), trump, leader)
    while not state.is_complete:
        legal = state.legal_actions()
        hand = state.hands[state.turn]
        led = state.trick[0] >> 4 if state.trick else -1
        mask = legal_mask(hand, led)
        assert [card_at(mask, i) for i in range(mask.bit_count())] == [a.value for a in legal]
        state = state.apply(legal[int(rng.random() * len(legal))])
    for trick in state.tricks:
        assert trick_winner(trick.cards, trick.leader, trump) == trick.winner


def test_random_deal_is_a_deal_and_uses_only_its_generator() -> None:
    before = random.getstate()
    rng = random.Random(11)
    counts = [[0] * 4 for _ in range(64)]
    for _ in range(2000):
        hands = random_deal(rng)
        assert [h.bit_count() for h in hands] == [13, 13, 13, 13]
        assert hands[0] | hands[1] | hands[2] | hands[3] == FULL_DECK
        for seat, hand in enumerate(hands):
            for card in range(64):
                counts[card][seat] += hand >> card & 1
    assert random.getstate() == before
    # every card goes to every seat about a quarter of the time (500 of 2000, sd ~19)
    assert all(400 < counts[c][s] < 600 for c in range(64) if FULL_DECK >> c & 1
               for s in range(4))
    assert random_deal(random.Random(3)) == random_deal(random.Random(3))


def test_random_playout_uses_only_its_generator_and_leaves_hands_alone() -> None:
    before = random.getstate()
    hands = random_deal(random.Random(5))
    copy = list(hands)
    assert sum(random_playout(hands, 2, 0, random.Random(6))) == 13
    assert hands == copy
    assert random.getstate() == before


def test_whole_suits() -> None:
    deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    for leader in range(4):
        # every lead is a different suit from the others' suits: the leader's side, or the
        # trump holder's, wins each trick
        assert random_playout(deal, 4, leader, random.Random(leader)) == (
            (13, 0) if leader % 2 == 0 else (0, 13))
        for trump in range(4):
            assert random_playout(deal, trump, leader, random.Random(0)) == (
                (13, 0) if trump % 2 == 0 else (0, 13))


def test_tables() -> None:
    for lane in range(0, 0x8000, 4):
        assert RANKS[lane] == tuple(r for r in range(14, 1, -1) if lane >> r & 1)
    assert tuple(tuple((s + i) & 3 for i in (1, 2, 3)) for s in range(4)) == NEXT_SEATS
    assert legal_mask(FULL_DECK, 3) == SUIT_MASKS[3]
    with pytest.raises(IndexError):
        card_at(SUIT_MASKS[0], 13)


def test_trick_winner_examples() -> None:
    # cards in the order played; leader West (3)
    h2, ha, s2, hk = 16 + 2, 16 + 14, 2, 16 + 13
    assert trick_winner((h2, ha, s2, hk), 3, 0) == 1  # East trumps
    assert trick_winner((h2, ha, s2, hk), 3, 4) == 0  # North's ace at no trumps
    assert trick_winner((h2, ha, s2, hk), 3, 1) == 0  # hearts trumps: the ace
    assert trick_winner((h2, s2), 0, 3) == 0  # a discard never wins
