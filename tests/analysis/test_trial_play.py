"""The maxims on the play on trial: their situations, their layouts, their cards' values."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import Action
from bridgewhist.agents.maxims.agent import MaximsAgent, Play
from bridgewhist.agents.maxims.play import ruff
from bridgewhist.analysis.hands import DECK_CARDS
from bridgewhist.analysis.maxims_catalog import AMES
from bridgewhist.analysis.maxims_catalog_play import (
    DISCARD,
    OPENING_LEAD,
    PLAY_MAXIMS,
    play_prescription,
)
from bridgewhist.analysis.trial import SCORES
from bridgewhist.analysis.trial_play import (
    PlaySituation,
    choices,
    draw_layouts,
    equal_card,
    find_situations,
    value_situations,
)
from bridgewhist.cards import SUIT_MASKS, Card, CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, hand_from_deal
from bridgewhist.view import ScoreContext, shown_voids, view_of

CODE = load_law_code("english-1904")
DECK = sum(1 << c for c in DECK_CARDS)
BY_NAME = {m.name: m for m in PLAY_MAXIMS}


@pytest.fixture(scope="module")
def found() -> list[PlaySituation]:
    """Two situations of every maxim on the play (the rare ones need a few thousand deals)."""
    situations, _ = find_situations(CODE, random.Random(7), SCORES, PLAY_MAXIMS, 2, 6000)
    return situations


def auction_of(agent: MaximsAgent, dealer: Seat, deal: tuple[int, int, int, int],
               score: tuple[int, int]) -> tuple[Action, ...]:
    """The declaration and doubling the maxims players make on ``deal`` at ``score``."""
    replay = hand_from_deal(CODE, dealer, deal)
    acts = []
    while replay.phase != Phase.PLAY:
        action = agent.act(view_of(replay, replay.actor, ScoreContext(score)))
        acts.append(action)
        replay = replay.apply(action)
    return tuple(acts)

def test_five_opening_leads_and_three_discards_each_quoted_from_ames() -> None:
    kinds = [m.kind for m in PLAY_MAXIMS]
    assert kinds.count(OPENING_LEAD) >= 5 and kinds.count(DISCARD) >= 3
    for maxim in PLAY_MAXIMS:
        assert maxim.book == AMES and maxim.section == "The Play"
        # the quote is the book's words, as the rule's docstring gives them
        assert " ".join(maxim.quote.split()[:6]) in " ".join(maxim.rule.__doc__.split()), maxim.name


def test_every_maxim_finds_its_situations_and_applies_in_each(found: list[PlaySituation]) -> None:
    counts = {name: 0 for name in BY_NAME}
    agent = MaximsAgent(random.Random(0))
    for s in found:
        state = s.state
        view = view_of(state, state.turn, ScoreContext(s.score))
        p = Play(view)
        assert s.seat in (1, 3), "a defender decides"
        for name, card in s.prescribed:
            counts[name] += 1
            maxim = BY_NAME[name]
            assert maxim.kind == s.kind
            assert play_prescription(maxim, p) == card and state.hands[s.seat] >> card & 1
        if s.kind == OPENING_LEAD:
            assert not state.tricks and not state.trick and s.seat == 3
            assert len(choices(state)) <= 13
        else:
            led = state.trick[0] >> 4
            assert not state.hands[s.seat] & SUIT_MASKS[led], "he cannot follow suit"
            assert ruff(p) is None, "and does not ruff"
            assert all(card >> 4 not in (led, state.strain) for card in choices(state))
            assert len({card >> 4 for card in choices(state)}) >= 2
        # the auction recorded is the maxims players' on the deal
        assert auction_of(agent, state.dealer, state.deal, s.score) == s.auction
    assert counts == dict.fromkeys(BY_NAME, 2)


def test_layouts_keep_what_the_player_has_seen(found: list[PlaySituation]) -> None:
    agent = MaximsAgent(random.Random(0))
    rng = random.Random(3)
    checked = 0
    for s in found[:12]:
        state = s.state
        remaining, dealt, forced = draw_layouts(CODE, agent, s, rng, 6)
        assert len(remaining) == len(dealt) == 7 and remaining[-1] == list(state.hands)
        played = state.played.mask
        voids = shown_voids(state)
        for deal in remaining:
            assert deal[s.seat] == state.hands[s.seat]
            if state.dummy_exposed:
                assert deal[state.dummy] == state.hands[state.dummy]
            assert [h.bit_count() for h in deal] == [h.bit_count() for h in state.hands]
            assert sum(deal) | played == DECK and not any(h & played for h in deal)
            assert sum(h.bit_count() for h in deal) + played.bit_count() == 52
            for seat in range(4):
                for suit in range(4):
                    if voids[seat] >> suit & 1:
                        assert not deal[seat] & SUIT_MASKS[suit]
        for hands in dealt:
            assert [h.bit_count() for h in hands] == [13] * 4
        if not forced:
            for hands in dealt:
                deal = (hands[0], hands[1], hands[2], hands[3])
                assert auction_of(agent, state.dealer, deal, s.score) == s.auction
            checked += 1
    assert checked >= 6


def test_equal_cards_are_one_choice() -> None:
    hand = CardSet.parse("SK SQ S9 S7 S2 HA").mask
    assert equal_card(Card.parse("SQ"), hand, 0) == Card.parse("SK")
    assert equal_card(Card.parse("S9"), hand, 0) == Card.parse("S9")
    gone = CardSet.parse("S8 SJ ST").mask
    assert equal_card(Card.parse("S7"), hand, gone) == Card.parse("SK")
    assert equal_card(Card.parse("S2"), hand, gone) == Card.parse("S2")


def test_every_card_valued_equal_cards_cost_alike(found: list[PlaySituation]) -> None:
    lead = next(s for s in found if s.kind == OPENING_LEAD)
    hand = lead.state.hands[lead.seat]
    cards = [c for c in DECK_CARDS if hand >> c & 1]
    every = PlaySituation(lead.kind, lead.state, lead.score, lead.auction,
                          tuple((str(Card(c)), c) for c in cards))
    discard = next(s for s in found if s.kind == DISCARD)
    outcomes, _ = value_situations(CODE, [every, discard], random.Random(5), 6)
    rows = {name: (cost, agreed) for name, cost, agreed, _ in outcomes[0]}
    gone = lead.state.played.mask
    for card in cards:
        top = equal_card(card, hand, gone)
        assert rows[str(Card(card))] == rows[str(Card(top))]
    # the simulation's own card costs nothing against itself; every other is measured
    assert any(agreed for _, agreed in rows.values())
    assert all(cost == 0 for cost, agreed in rows.values() if agreed)
    assert [name for name, *_ in outcomes[1]] == [name for name, _ in discard.prescribed]
