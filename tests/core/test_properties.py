"""Random seeded deals played to the end by random legal choices, under each code.

At every step: the cards are conserved, ``apply`` leaves its input alone, every legal action is
accepted and every other one of the 60 actions is refused with a reason; at every trick the
winner is checked against the law stated independently; at the end, 13 tricks, the multiplier
within the code's limit, and the score's invariants.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.actions import DECLARE_ACTIONS, DOUBLE, LEAVE, PLAY_ACTIONS, SATISFIED, Action
from bridgewhist.cards import FULL_DECK, Strain
from bridgewhist.dealing import shuffle_cut_and_deal
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.laws.model import DoublingLimitReading
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase, new_hand
from support.rules import CODES, winner_of

ALL_ACTIONS: tuple[Action, ...] = (
    *PLAY_ACTIONS.values(), *DECLARE_ACTIONS, LEAVE, DOUBLE, SATISFIED,
)
VARIANTS: list[tuple[str, dict[str, object]]] = [
    *((key, {}) for key in CODES),
    ("english-1904", {"doubling_limit_reading": "last_double_passes"}),
    ("english-1904", {"doubling_limit": None}),
    ("american-1904", {"doubling_limit": 100}),
    ("american-1905", {"doubling_limit": 200, "doubling_limit_reading": "not_exceed"}),
    ("american-1905", {"doubling_limit": 100, "doubling_limit_reading": "not_exceed"}),
]
SETTINGS = settings(max_examples=80, deadline=None, database=None)
seeds = st.integers(min_value=0, max_value=2 ** 32 - 1)
variants = st.sampled_from(VARIANTS)


def choose(state: HandState, rng: random.Random) -> Action:
    """A random legal action; in the doubling, double more often than not to reach limits
    (for the first dozen doubles: the American codes double indefinitely)."""
    options = state.legal_actions()
    if state.phase == Phase.DOUBLING and DOUBLE in options and state.doubles < 12 \
            and rng.random() < 0.6:
        return DOUBLE
    return rng.choice(options)


def check_cards_conserved(state: HandState) -> None:
    union = 0
    for hand in state.deal:
        assert hand.bit_count() == 13
        assert not union & hand
        union |= hand
    assert union == FULL_DECK
    in_tricks = 0
    for trick in state.tricks:
        for card in trick.cards:
            in_tricks |= 1 << card
    for card in state.trick:
        in_tricks |= 1 << card
    assert in_tricks == state.played.mask
    held = 0
    for seat in Seat:
        assert state.hands[seat] & ~state.deal[seat] == 0  # a hand only loses cards
        held |= state.hands[seat]
    assert held | state.played.mask == FULL_DECK
    assert not held & state.played.mask
    assert len(state.played) == 4 * len(state.tricks) + len(state.trick)


def check_every_action(state: HandState) -> None:
    legal = set(state.legal_actions())
    assert len(legal) == len(state.legal_actions())  # no duplicates
    before = tuple(state)
    for action in ALL_ACTIONS:
        if action in legal:
            assert state.is_legal(action)
            state.check(action)
            following = state.apply(action)
            assert isinstance(following, HandState)
        else:
            assert not state.is_legal(action)
            try:
                state.apply(action)
            except IllegalActionError as error:
                assert isinstance(error.reason, Reason)
                assert str(error)
            else:
                raise AssertionError(f"{action} was accepted but is not legal")
        assert tuple(state) == before


def check_limit(law_code: LawCode, state: HandState) -> None:
    assert state.multiplier == 2 ** state.doubles
    limit = law_code.effective_doubling_limit
    if limit is None:
        return
    value = law_code.scoring.trick_values[state.strain] * state.multiplier
    if law_code.effective_doubling_limit_reading is DoublingLimitReading.NOT_EXCEED:
        assert value <= limit
    else:
        assert value // 2 <= limit or state.doubles == 0


def check_score(law_code: LawCode, state: HandState) -> None:
    deal = result_of(state)
    entries = score_deal(law_code, deal)
    below = {e.side for e in entries if e.below and e.points}
    assert len(below) == 1
    winners = Side.NS if state.won[0] > 6 else Side.EW
    assert below == {winners}
    value = law_code.scoring.trick_values[state.strain]
    assert sum(e.points for e in entries if e.below) == (state.won[winners] - 6) * value * \
        state.multiplier
    undoubled = score_deal(law_code, result_of(state._replace(doubles=0)))
    assert [e for e in entries if not e.below] == [e for e in undoubled if not e.below]
    for entry in entries:
        assert entry.law.startswith(law_code.key)


def play_random_deal(key: str, options: dict[str, object], seed: int) -> HandState:
    law_code = load_law_code(key, **options)
    dealer = Seat(seed % 4)
    state = new_hand(law_code, dealer, rng=random.Random(seed))
    assert state.deal == shuffle_cut_and_deal(dealer, random.Random(seed)).hands
    rng = random.Random(seed ^ 0x5EED)
    tricks_seen = 0
    steps = 0
    while not state.is_complete:
        check_cards_conserved(state)
        check_every_action(state)
        state = state.apply(choose(state, rng))
        steps += 1
        assert steps < 400
        if len(state.tricks) > tricks_seen:
            trick = state.tricks[-1]
            assert trick.winner is winner_of(trick.cards, trick.leader, state.strain)
            assert state.turn is trick.winner
            assert trick.leader is (state.tricks[-2].winner if tricks_seen else state.eldest)
            tricks_seen += 1
        if state.phase == Phase.PLAY:
            check_limit(law_code, state)
    check_cards_conserved(state)
    check_every_action(state)
    return state


@SETTINGS
@given(variants, seeds)
def test_random_deals_played_to_the_end(variant: tuple[str, dict[str, object]], seed: int) -> None:
    key, options = variant
    law_code = load_law_code(key, **options)
    state = play_random_deal(key, options, seed)
    assert len(state.tricks) == 13
    assert sum(state.won) == 13
    for side in Side:
        assert state.won[side] == sum(1 for t in state.tricks if t.winner.side == side)
    assert all(hand == 0 for hand in state.hands)
    assert state.played.mask == FULL_DECK
    assert state.legal_actions() == ()
    check_limit(law_code, state)
    check_score(law_code, state)


@SETTINGS
@given(st.sampled_from(CODES), seeds, st.sampled_from(list(Strain)))
def test_doubling_within_the_limit(key: str, seed: int, strain: Strain) -> None:
    law_code = load_law_code(key)
    rng = random.Random(seed)
    state = new_hand(law_code, Seat(seed % 4), rng=rng).apply(DECLARE_ACTIONS[strain])
    while state.phase == Phase.DOUBLING:
        before = tuple(state)
        state = state.apply(choose(state, rng))
        assert tuple(state) != before
    check_limit(law_code, state)
    assert state.turn is state.eldest is state.leader


@settings(max_examples=100, deadline=None, database=None)
@given(seeds, st.sampled_from(list(Seat)))
def test_new_hand_is_the_dealing_of_the_pack(seed: int, dealer: Seat) -> None:
    dealt = shuffle_cut_and_deal(dealer, random.Random(seed))
    state = new_hand(load_law_code("american-1905"), dealer, rng=random.Random(seed))
    assert state.deal == dealt.hands
    assert 4 <= dealt.cut <= 48
    assert sorted(dealt.pack) == sorted(PLAY_ACTIONS)
