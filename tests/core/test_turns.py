"""Who may act: the seat whose turn it is, and the dealer for dummy (``apply(..., by=seat)``)."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import parse_action
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, new_hand


def started(key: str = "american-1905") -> HandState:
    return new_hand(load_law_code(key), Seat.S, rng=random.Random(11))


def test_only_the_dealer_may_declare() -> None:
    state = started()
    with pytest.raises(IllegalActionError) as refused:
        state.apply(parse_action("hearts"), by=Seat.W)
    assert refused.value.reason is Reason.NOT_YOUR_TURN
    assert str(refused.value) == "W cannot declare hearts: it is S's turn"
    assert state.apply(parse_action("hearts"), by=Seat.S).maker == Seat.S
    assert not state.is_legal(parse_action("leave"), by=Seat.N)
    assert state.is_legal(parse_action("leave"), by=Seat.S)


def test_the_dealer_plays_dummys_cards_and_dummy_cannot() -> None:
    state = started()
    for text in ("hearts", "satisfied", "satisfied"):
        state = state.apply(parse_action(text))
    lead = state.legal_actions()[0]
    state = state.apply(lead, by=Seat.W)
    assert state.turn == Seat.N and state.actor == Seat.S
    card = state.legal_actions()[0]
    with pytest.raises(IllegalActionError) as refused:
        state.check(card, by=Seat.N)
    assert refused.value.reason is Reason.DUMMY_CANNOT_ACT
    assert "the dealer plays dummy's cards" in str(refused.value)
    assert refused.value.law == "american-1905 law 61"
    with pytest.raises(IllegalActionError) as wrong:
        state.check(card, by=Seat.E)
    assert wrong.value.reason is Reason.NOT_YOUR_TURN
    assert "it is S's turn to play dummy's card" in str(wrong.value)
    assert state.apply(card, by=Seat.S).turn == Seat.E


def test_a_double_after_the_play_has_begun_cites_the_law_that_closed_the_doubling() -> None:
    state = started("english-1904")
    for text in ("spades", "May I lead?", "Yes"):
        state = state.apply(parse_action(text))
    with pytest.raises(IllegalActionError) as refused:
        state.apply(parse_action("double"))
    assert refused.value.reason is Reason.WRONG_PHASE
    assert refused.value.law == "english-1904 law 60"
