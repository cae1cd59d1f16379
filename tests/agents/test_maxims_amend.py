"""The maxims player's switch to follow the trial's better choice where a maxim is costly."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import DECLARE_ACTIONS
from bridgewhist.agents import make_agent
from bridgewhist.agents.maxims import amendments, doubling, make
from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.agents.maxims.amendments import AMENDMENTS, AmendError, Amendment, parse_amend
from bridgewhist.agents.maxims.leads import OPENING_LEADS
from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, new_hand
from bridgewhist.view import view_of


def _dealer_state(rule: str) -> HandState:
    code = load_law_code("english-1904")
    for seed in range(500):
        state = new_hand(code, Seat.S, rng=random.Random(seed))
        agent = MaximsAgent(random.Random(1))
        agent.act(view_of(state, state.actor))
        if agent.last_rule == rule:
            return state
    raise AssertionError(f"no deal where the dealer follows {rule}")


def test_an_amended_rule_gives_way_to_the_better_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    better = Amendment("pass_it_to_partner", DECLARE_ACTIONS[0], "a test's finding")
    monkeypatch.setitem(amendments.AMENDMENTS, "pass_it_to_partner", better)
    state = _dealer_state("pass_it_to_partner")
    view = view_of(state, state.actor)
    plain = MaximsAgent(random.Random(1))
    amended = make_agent("maxims", random.Random(1), amend="pass_it_to_partner")
    assert str(plain.act(view)) == "leave"
    assert amended.act(view) == DECLARE_ACTIONS[0]
    assert isinstance(amended, MaximsAgent)
    assert amended.last_rule == "pass_it_to_partner (amended by the trial)"
    # every other rule stands
    assert make_agent("maxims", random.Random(1), amend="all").act(view) == DECLARE_ACTIONS[0]


def test_a_rule_that_stands_aside_lets_the_next_rules_decide() -> None:
    assert AMENDMENTS["one_ace_with_sure_reentry"].better is None
    # one ace, sure re-entry in two other suits, the score adverse: Ames's no trump
    hand = make.Make(CardSet.parse_pbn("A54.KQ3.KQ2.8742").mask, make.Outlook(0, 20, 30))
    assert make.declaration(hand) == (DECLARE_ACTIONS[4], "one_ace_with_sure_reentry")
    agent = MaximsAgent(random.Random(1), parse_amend("one_ace_with_sure_reentry"))
    action, rule = make.declaration(hand, skip=agent.stand_aside)
    rules = [r.__name__ for r in make.DEALER_RULES]
    assert rules.index(rule) > rules.index("one_ace_with_sure_reentry")
    assert (str(action), rule) == ("leave", "pass_it_to_partner")


def test_every_amendment_names_a_rule_of_the_maxims_player() -> None:
    rules = {r.__name__ for r in (*make.DEALER_RULES, *make.DUMMY_RULES, *doubling.DOUBLING_RULES)}
    leads = {r.__name__ for r in OPENING_LEADS}
    for name, amendment in AMENDMENTS.items():
        assert name == amendment.rule and name in rules | leads and "costly" in amendment.finding
        # a lead rule can only stand aside (its better card depends on the hand); a book's last
        # rule, which must choose, cannot
        assert amendment.better is None or name not in leads
        assert amendment.better is not None or name not in {
            make.DEALER_RULES[-1].__name__, make.DUMMY_RULES[-1].__name__,
            doubling.DOUBLING_RULES[-1].__name__, OPENING_LEADS[-1].__name__}


def test_a_lead_rule_that_stands_aside_lets_the_next_lead_rules_decide() -> None:
    code = load_law_code("english-1904")
    for seed in range(3000):
        state = new_hand(code, Seat.S, rng=random.Random(seed))
        book = MaximsAgent(random.Random(1))
        while state.phase != Phase.PLAY:
            state = state.apply(book.act(view_of(state, state.actor)))
        view = view_of(state, state.actor)
        book.act(view)
        if book.last_rule == "through_dummys_red_trump":
            break
    else:
        raise AssertionError("no deal where the opening leader leads through dummy's red trump")
    amended = MaximsAgent(random.Random(1), parse_amend("through_dummys_red_trump"))
    other = amended.act(view)
    names = [rule.__name__ for rule in OPENING_LEADS]
    assert names.index(amended.last_rule) > names.index("through_dummys_red_trump")
    assert other in view.legal


def test_unknown_amendments_are_refused_in_one_line() -> None:
    with pytest.raises(AmendError, match="unknown rule 'wizardry'"):
        make_agent("maxims", random.Random(1), amend="wizardry")
    assert parse_amend("") == frozenset()
