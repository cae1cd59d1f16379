"""The alpha-mu player: legal from every seat, deciding from the view only, reproducible, and
searching over the makers' strategies (one card for the worlds they cannot tell apart)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bridgewhist.agents import chooser, make_agent, view_of
from bridgewhist.agents.alphamu import AlphaMuAgent, Search, distinct_cards, meet, pareto, product
from bridgewhist.agents.alphamu.agent import root_scores
from bridgewhist.agents.alphamu.search import SOLVE_WEIGHTS, SearchTimeout, solve_weight
from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.cards import SUIT_MASKS, CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, new_hand
from support.positions import card, exact, makers_decision

FAST = {"worlds": 4, "root_worlds": 6, "samples": 3, "make_samples": 2, "workers": 0}


@pytest.mark.parametrize("dealer", list(Seat))
def test_a_whole_deal_of_alphamu_players_is_legal_from_every_seat(dealer: Seat) -> None:
    state = new_hand(load_law_code("american-1905"), dealer, rng=random.Random(int(dealer) + 7))
    agents = {seat: AlphaMuAgent(random.Random(seat), **FAST) for seat in Seat}
    choose = chooser(agents)   # checks every action against the rules, by its seat
    while not state.is_complete:
        state = state.apply(choose(state))
    assert sum(state.won) == 13
    makers = agents[dealer].stats
    assert len(makers.solves) > 0 and all(solves > 0 for solves in makers.solves)


def test_it_is_registered_by_name_and_refuses_bad_settings() -> None:
    assert make_agent("alphamu", random.Random(1), **FAST).name == "alphamu"
    with pytest.raises(ValueError, match="worlds, depth"):
        AlphaMuAgent(random.Random(1), worlds=0)
    with pytest.raises(ValueError, match="window"):
        AlphaMuAgent(random.Random(1), window=-1)
    with pytest.raises(TypeError):
        make_agent("alphamu", random.Random(1), wizardry=3)


def _swap_hidden(state: HandState) -> HandState:
    """The same position with a card of one suit swapped between the adversaries' hands (the
    makers cannot tell the two apart: no void is broken, nothing they saw moves)."""
    east, west = state.hands[Seat.E], state.hands[Seat.W]
    for mask in SUIT_MASKS:
        if east & mask and west & mask:
            e, w = east & mask & -(east & mask), west & mask & -(west & mask)
            hands, deal = list(state.hands), list(state.deal)
            hands[Seat.E], hands[Seat.W] = east ^ e ^ w, west ^ w ^ e
            deal[Seat.E], deal[Seat.W] = deal[Seat.E] ^ e ^ w, deal[Seat.W] ^ w ^ e
            return state._replace(hands=tuple(hands), deal=tuple(deal))
    raise AssertionError("no suit held by both adversaries")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_it_decides_from_the_view_only(seed: int) -> None:
    state = makers_decision(seed)
    other = _swap_hidden(state)
    seat = state.actor
    assert other.hands != state.hands
    assert view_of(other, seat) == view_of(state, seat)
    first = AlphaMuAgent(random.Random(9), **FAST).act(view_of(state, seat))
    second = AlphaMuAgent(random.Random(9), **FAST).act(view_of(other, seat))
    assert first == second


def test_a_seed_gives_the_same_deal_again() -> None:
    def play() -> list[str]:
        state = new_hand(load_law_code("english-1904"), Seat.W, rng=random.Random(11))
        choose = chooser({seat: AlphaMuAgent(random.Random(f"11:{seat}"), **FAST) for seat in Seat})
        actions = []
        while not state.is_complete:
            action = choose(state)
            actions.append(str(action))
            state = state.apply(action)
        return actions
    assert play() == play()


def test_the_makers_equal_cards_are_searched_once() -> None:
    hand = CardSet.parse("SA SK SQ S3 H2").mask
    assert distinct_cards(hand, hand, 0) == [card("S3"), card("SQ"), card("H2")]


def test_a_front_keeps_what_no_other_outcome_beats_and_joins_disjoint_worlds() -> None:
    assert pareto([(1, 1), (2, 0), (0, 2), (1, 0)]) == [(0, 2), (1, 1), (2, 0)]
    assert product([(1, -1)], [(-1, 0), (-1, 1)]) == [(1, 1)]


def test_the_search_does_not_assume_it_will_guess_right_later() -> None:
    """Strategy fusion. No trumps, South on lead, three tricks to play: North (dummy) S A-Q H 3,
    South S 4-2 H A. In one world West holds S K-5 (the finesse of the queen wins), in the other
    S 6-5 and East the bare king (the ace drops it). West plays S 5 in both.

    Double dummy each world guesses right: the spade lead is worth 3 tricks to a sampler. One card
    from North must serve both worlds, as they look alike to him: at depth 2 the search values the
    lead at 2.5, what the makers can really expect; at depth 1 it is the sampler again."""
    north, south = CardSet.parse("SA SQ H3").mask, CardSet.parse("S4 S2 HA").mask
    finesse = (north, CardSet.parse("S6 D2 D3").mask, south, CardSet.parse("SK S5 D4").mask)
    drop = (north, CardSet.parse("SK D2 D3").mask, south, CardSet.parse("S6 S5 D4").mask)

    def value(depth: int) -> float:
        search = Search(exact, [finesse, drop], trump=4, leader=int(Seat.S), trick=(), gone=0,
                        makers=0)
        fronts = search.root_fronts([card("S2")], depth=depth)
        return max(sum(vector) / 2 for vector in fronts[card("S2")])

    assert value(1) == 3.0
    assert value(2) == 2.5


def test_more_worlds_value_the_cards_and_the_searched_ones_price_the_guess() -> None:
    """``root_worlds``: the worlds beyond the searched ones value the root's cards double dummy,
    and the search of the first worlds prices strategy fusion. The ending above, with a third
    world where East holds S K-6 (neither the finesse nor the drop wins: 2 tricks): the spade
    lead averages 8/3 over the three worlds and 3 over the two searched, where alpha-mu finds
    2.5; its score is 8/3 less the half trick it loses to the guess."""
    north, south = CardSet.parse("SA SQ H3").mask, CardSet.parse("S4 S2 HA").mask
    finesse = (north, CardSet.parse("S6 D2 D3").mask, south, CardSet.parse("SK S5 D4").mask)
    drop = (north, CardSet.parse("SK D2 D3").mask, south, CardSet.parse("S6 S5 D4").mask)
    neither = (north, CardSet.parse("SK S6 D2").mask, south, CardSet.parse("S5 D3 D4").mask)
    search = Search(exact, [finesse, drop, neither], trump=4, leader=int(Seat.S), trick=(),
                    gone=0, makers=0, searched=2)
    assert [values[card("S2")] for values in search.root_values()] == [3, 3, 2]
    scores = root_scores(search, [card("S2")], depth=2)
    assert scores[card("S2")] == pytest.approx(8 / 3 - 0.5)
    assert all(len(vector) == 2 for vector in search.root_fronts([card("S2")], depth=2)[card("S2")])
    with pytest.raises(ValueError, match="searched=4"):
        Search(exact, [finesse, drop], trump=4, leader=int(Seat.S), trick=(), gone=0, makers=0,
               searched=4)
    with pytest.raises(ValueError, match="root_worlds=0"):
        AlphaMuAgent(random.Random(1), root_worlds=0)
    assert AlphaMuAgent(random.Random(1), worlds=16, root_worlds=8).root_worlds == 16


def test_deepening_keeps_the_deepest_search_the_budget_lets_finish() -> None:
    """``deepen``: depth 2, then 3, ... up to ``depth``, in one budget. Unbounded, the deepening
    player plays what a player searching at its full depth plays; stopped by the budget after
    depth 2, it plays depth 2's card (not the sampler's)."""
    settings: dict[str, Any] = {**FAST, "worlds": 6, "max_work": None}
    for seed in range(1, 30):
        state = makers_decision(seed)
        view = view_of(state, state.actor)
        shallow = AlphaMuAgent(random.Random(9), **settings, max_solves=None)
        two = shallow.act(view)
        if shallow.stats.searched:
            break
    else:
        raise AssertionError("no position where the makers' guess is open")
    full = AlphaMuAgent(random.Random(9), **settings, depth=3, max_solves=None).act(view)
    deep = AlphaMuAgent(random.Random(9), **settings, depth=3, deepen=True, max_solves=None)
    assert deep.act(view) == full and deep.stats.fallbacks == 0
    assert deep.stats.solves[0] >= shallow.stats.solves[0]
    stopped = AlphaMuAgent(random.Random(9), **settings, depth=3, deepen=True,
                           max_solves=shallow.stats.solves[0])
    assert stopped.act(view) == two
    assert stopped.stats.fallbacks == 1 and stopped.stats.solves == shallow.stats.solves


def test_the_adversaries_choose_their_card_world_by_world() -> None:
    """Alpha-mu's Min node. No trumps, South on lead, two tricks: North S A-Q, South S 3 H 2.
    West holds S K-J in one world, S J-4 in the other (East the king and a heart). At West's turn
    after S 3 in the first world both his cards are double-dummy best (the king is lost either
    way); he can play the jack from K-J, as he would from J-4, and leave North to guess. The
    first version's adversaries played the lowest of their best cards (S J from K-J, S 4 from
    J-4), showing which world it was; the Min node lets them hide it."""
    north, south = CardSet.parse("SA SQ").mask, CardSet.parse("S3 H2").mask
    king_jack = (north, CardSet.parse("H3 H4").mask, south, CardSet.parse("SK SJ").mask)
    jack_four = (north, CardSet.parse("SK H4").mask, south, CardSet.parse("SJ S4").mask)

    def value(defence: str) -> float:
        search = Search(exact, [king_jack, jack_four], trump=4, leader=int(Seat.S), trick=(),
                        gone=0, makers=0, defence=defence)
        fronts = search.root_fronts([card("S3")], depth=2)
        return max(sum(vector) / 2 for vector in fronts[card("S3")])

    assert meet([(2, 1, -1)], [(1, -1, 0), (0, -1, 2)]) == [(0, 1, 2), (1, 1, 0)]
    assert value("dd") > value("min")


def test_a_solve_costs_by_the_tricks_left_and_the_work_budget_bounds_the_search() -> None:
    """The budget in whole-deal solves (``max_work``) counts a solve with thirteen tricks left as
    one and an ending as a hundredth: the search of the strategy-fusion ending above (3 tricks,
    2 worlds) costs 0.01 a solve; a budget smaller than its second batch stops it, and the agent
    then plays the best sampled average (a count, not a clock: the same on any machine)."""
    north, south = CardSet.parse("SA SQ H3").mask, CardSet.parse("S4 S2 HA").mask
    finesse = (north, CardSet.parse("S6 D2 D3").mask, south, CardSet.parse("SK S5 D4").mask)
    drop = (north, CardSet.parse("SK D2 D3").mask, south, CardSet.parse("S6 S5 D4").mask)
    assert solve_weight(Position(finesse, 4, int(Seat.S))) == SOLVE_WEIGHTS[3] == 0.01
    deal = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3)).hands
    assert solve_weight(Position(deal, 4, int(Seat.W))) == SOLVE_WEIGHTS[13] == 1.0
    assert list(SOLVE_WEIGHTS) == sorted(SOLVE_WEIGHTS)

    def search(max_work: float | None) -> Search:
        return Search(exact, [finesse, drop], trump=4, leader=int(Seat.S), trick=(), gone=0,
                      makers=0, max_work=max_work)

    free = search(None)
    free.root_values()
    free.root_fronts([card("S2")], depth=2)
    assert free.work == pytest.approx(free.solves * 0.01) and free.solves > 2
    bounded = search(0.03)
    bounded.root_values()            # the root is always solved: the sampler's values
    with pytest.raises(SearchTimeout, match=r"work of 0\.03 "):
        bounded.root_fronts([card("S2")], depth=2)
    assert bounded.work <= 0.03 + 1e-9
    with pytest.raises(ValueError, match="max_work"):
        AlphaMuAgent(random.Random(1), max_work=0)


def test_the_work_budget_is_spent_and_recorded_in_a_whole_deal() -> None:
    state = new_hand(load_law_code("english-1904"), Seat.N, rng=random.Random(5))
    agents = {seat: AlphaMuAgent(random.Random(seat), **{**FAST, "max_work": 6.0}) for seat in Seat}
    choose = chooser(agents)
    while not state.is_complete:
        state = state.apply(choose(state))
    stats = agents[Seat.N].stats
    assert len(stats.work) == len(stats.solves) > 0
    # a decision stops before a batch would pass the budget; the root's batch alone may pass it
    assert all(work <= 6.0 or solves == 4 for work, solves in zip(stats.work, stats.solves, strict=True))
