"""Play on from here (issue 35, item 2): a branch of a finished deal is checked card by card by the
engine, the computers' cards are legal and played from their own views, the outcome is compared
with the deal as played and double dummy, and the deal it came from is never changed."""

from __future__ import annotations

import itertools
import random

import pytest

from bridgewhist.actions import Action
from bridgewhist.agents import RandomAgent, make_agent
from bridgewhist.analysis.board import UnfinishedDealError, analyse_deal
from bridgewhist.analysis.board_json import branch_to_dict
from bridgewhist.analysis.branch import BranchError, branch_start, play_on, replay_branch
from bridgewhist.cards import Card
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.view import SeatView
from support.played import played_states


def _played_cards(states: list[HandState]) -> list[int]:
    """The cards of a finished deal in the order played."""
    out = []
    for before, after in itertools.pairwise(states):
        if before.phase == Phase.PLAY:
            gone = before.hands[before.turn] & ~after.hands[before.turn]
            out.append(gone.bit_length() - 1)
    return out


def test_a_card_the_seat_may_not_play_is_refused_naming_it() -> None:
    states = played_states(5)
    start = branch_start(states, 1)            # the second card: the leader's suit is known
    led = _played_cards(states)[0]
    hand = start.hands[start.turn]
    off_suit = next((c for c in range(64) if hand >> c & 1 and c // 16 != led // 16
                     and hand & (0xFFFF << (led // 16 * 16))), None)
    not_held = next(c for c in range(64) if c in _all_cards() and not hand >> c & 1)
    with pytest.raises(BranchError, match=rf"^branch card 1 \({Card(not_held)}\): "):
        replay_branch(start, [not_held])
    if off_suit is not None:
        with pytest.raises(BranchError, match=r"must follow"):
            replay_branch(start, [off_suit])


def _all_cards() -> set[int]:
    return {suit * 16 + rank for suit in range(4) for rank in range(2, 15)}


def test_dummys_seat_an_unfinished_deal_and_a_card_outside_the_deal_are_refused() -> None:
    states = played_states(6)
    dealer = states[-1].dealer
    agent = RandomAgent(random.Random(1))
    with pytest.raises(BranchError, match=f"^{dealer.partner.name} is dummy: the dealer {dealer.name}"):
        play_on(states, 0, dealer.partner, [], agent)
    with pytest.raises(UnfinishedDealError):
        play_on(states[:-1], 0, dealer, [], agent)
    with pytest.raises(BranchError, match=r"^card 53: give a card from 1 to 52$"):
        play_on(states, 52, dealer, [], agent)
    with pytest.raises(BranchError, match=r"^branch card 53: the deal is over after 52 cards$"):
        play_on(states, 0, dealer, [*_played_cards(states), 18], agent)


class Watching:
    """The maxims player, keeping every view it was handed."""

    name = "watching"

    def __init__(self) -> None:
        self.inner = make_agent("maxims", random.Random(3))
        self.views: list[SeatView] = []

    def act(self, view: SeatView) -> Action:
        self.views.append(view)
        return self.inner.act(view)


@pytest.mark.parametrize(("seed", "start", "seat"), [(7, 0, Seat.W), (8, 13, Seat.S), (9, 30, Seat.E)])
def test_the_computers_play_legal_cards_from_their_views_to_the_end(seed: int, start: int,
                                                                    seat: Seat) -> None:
    states = played_states(seed)
    before = list(states)
    seat = states[-1].dealer if seat == states[-1].dealer.partner else seat
    agent = Watching()
    rng = random.Random(seed)
    cards: list[int] = []
    branch = play_on(states, start, seat, cards, agent)
    while branch.outcome is None:
        assert branch.user_turn and branch.state.actor == seat
        cards = [card for _, card in branch.cards]
        legal = branch_to_dict(branch)["legal"]
        assert legal == [str(Card(a.value)) for a in branch.state.legal_actions()]
        cards.append(int(Card.parse(rng.choice(legal))))
        branch = play_on(states, start, seat, cards, agent)
        # every card of the branch, the computers' too, replays through the engine's checks
        assert replay_branch(branch_start(states, start), [c for _, c in branch.cards]) == branch.state
    assert len(branch.cards) == 52 - start and branch.state.is_complete
    assert sum(branch.state.won) == 13
    # each computer decided from its own seat's view: never the user's seat, never a hidden hand
    assert agent.views and all(view.seat != seat for view in agent.views)
    assert all(view.legal for view in agent.views)
    assert states == before


def test_the_deal_as_played_again_compares_equal_and_double_dummy_is_the_boards() -> None:
    states = played_states(11)
    board = analyse_deal(states)
    played = _played_cards(states)
    dealer = states[-1].dealer
    start = 20
    branch = play_on(states, start, dealer, played[start:], RandomAgent(random.Random(2)))
    outcome = branch.outcome
    assert outcome is not None and branch.replies == 0
    assert outcome.branch_tricks == outcome.played_tricks == board.makers_tricks
    assert outcome.branch_points == outcome.played_points == board.points
    assert outcome.dd_tricks == board.cards[start].makers_before
    if outcome.dd_tricks == board.makers_tricks:
        assert outcome.dd_points == board.points
    data = branch_to_dict(branch)
    assert data["to_play"] is None and data["legal"] == [] and data["hands"] == {s.name: "..." for s in Seat}
    assert data["outcome"]["dd_tricks"] == board.cards[start].makers_before
