"""Edge cases found in review: simultaneous revoke penalties, malformed actions, the end of a
rubber won 2-1."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.actions import Action, ActionKind
from bridgewhist.cards import Strain
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import DealResult, RevokeClaim, RevokeOption, score_deal
from bridgewhist.seats import Seat, Side
from bridgewhist.state import new_hand


@settings(max_examples=60, deadline=None)
@given(key=st.sampled_from(LAW_CODE_KEYS), ns_tricks=st.integers(0, 13),
       sides=st.lists(st.sampled_from(list(Side)), min_size=1, max_size=6),
       seed=st.integers(0, 1000))
def test_the_order_of_revoke_claims_never_changes_the_score(
    key: str, ns_tricks: int, sides: list[Side], seed: int
) -> None:
    """P99/A95/W95: when both sides revoke, each is punished on the tricks won in play; the
    order in which a record lists the claims cannot change the score."""
    code = load_law_code(key)
    claims = [RevokeClaim(side, RevokeOption.TAKE_TRICKS) for side in sides]
    shuffled = claims[:]
    random.Random(seed).shuffle(shuffled)

    def entries(order: list[RevokeClaim]) -> list[tuple[Side, bool, int, str]]:
        result = DealResult(dealer=Seat.S, strain=Strain.SPADES, tricks=(ns_tricks, 13 - ns_tricks),
                            honours=(3, 0, 0, 0), revokes=tuple(order))
        return sorted((e.side, e.below, e.points, e.kind)
                      for e in score_deal(code, result) if e.points)

    assert entries(claims) == entries(shuffled)


def test_both_sides_revoking_reckon_on_tricks_won_in_play() -> None:
    """Two revokes each from 13-0: NS lose six tricks and gain none (EW won none to take)."""
    for order in itertools.permutations([Side.NS, Side.NS, Side.EW]):
        result = DealResult(dealer=Seat.S, strain=Strain.SPADES, tricks=(13, 0),
                            honours=(3, 0, 0, 0), revokes=tuple(RevokeClaim(s) for s in order))
        below = [e for e in score_deal(load_law_code("american-1905"), result)
                 if e.kind == "tricks"]
        assert [(e.side, e.points) for e in below] == [(Side.NS, 1 * 2)]  # 7 tricks: the odd


@pytest.mark.parametrize("action", [Action(ActionKind.DECLARE, 7), Action(ActionKind.DECLARE, -1)])
def test_a_declaration_of_no_such_strain_is_refused(action: Action) -> None:
    state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
    with pytest.raises(IllegalActionError) as refused:
        state.apply(action)
    assert refused.value.reason is Reason.UNKNOWN_ACTION
    assert not state.is_legal(action)


@pytest.mark.parametrize("number", [200, 64, 1, -1])
def test_a_play_of_no_such_card_is_refused(number: int) -> None:
    state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
    for text in (0, 1, 1):  # spades; May I lead?; Yes
        state = state.apply(state.legal_actions()[text])
    action = Action(ActionKind.PLAY, number)
    assert not state.is_legal(action)
    with pytest.raises(IllegalActionError) as refused:
        state.apply(action)
    assert refused.value.reason is Reason.UNKNOWN_ACTION
    assert "no such card" in str(refused.value)


def test_scoring_after_a_rubber_won_two_games_to_one_says_so() -> None:
    rubber = Rubber(load_law_code("american-1905"))
    for ns in (13, 0, 13):
        rubber = rubber.score(DealResult(dealer=Seat.S, strain=Strain.NO_TRUMPS,
                                         tricks=(ns, 13 - ns)))
    assert rubber.games_won == (2, 1)
    with pytest.raises(IllegalActionError, match="the rubber is over: NS won it 2-1"):
        rubber.score(DealResult(dealer=Seat.S, strain=Strain.NO_TRUMPS, tricks=(7, 6)))
