"""The Spade Convention (Elwell, "Advanced Bridge", after the Laws of Bridge Revised 1905).

"I.—Where players agree 'not to play spades' the rule is, that if the spade make is not doubled,
the hand shall be played where either side is 20 or over." Our reading: otherwise the hand is
abandoned unscored and the deal passes to the next dealer. A house rule, off by default, offered
with every code.
"""

from __future__ import annotations

import json
import random

import pytest

from bridgewhist.actions import parse_action
from bridgewhist.agents import RandomAgent
from bridgewhist.cards import Strain
from bridgewhist.errors import IllegalActionError, LawCodeError, NotationError, Reason
from bridgewhist.laws import load_law_code
from bridgewhist.laws.code import HouseRules
from bridgewhist.notation.record import dumps, loads, replay, to_dict
from bridgewhist.rubber import Rubber, spade_convention_abandons
from bridgewhist.scoring import DealResult
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, new_hand
from bridgewhist.table import Table, play_rubber
from bridgewhist.three_hand.game import ThreeHandGame

CODES = ["english-1904", "american-1904", "american-1905"]
NAMES = {Seat.N: "Ann", Seat.E: "Bob", Seat.S: "Cy", Seat.W: "Di"}


def _table(code: str, *, convention: bool = True, seed: int = 1) -> Table:
    law_code = load_law_code(code, spade_convention=convention)
    return Table(law_code, NAMES, random.Random(seed), dealer=Seat.S)


def _act(table: Table, *words: str) -> None:
    for word in words:
        table.apply(parse_action(word))


def test_spade_convention_is_a_house_rule_off_by_default() -> None:
    assert not load_law_code("english").options.spade_convention
    code = load_law_code("american-1905", spade_convention=True)
    assert code.options.to_dict() == {"spade_convention": True}
    assert HouseRules.from_dict({"spade_convention": True}).spade_convention
    with pytest.raises(LawCodeError, match="spade_convention must be true or false"):
        HouseRules(spade_convention="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize("code", CODES)
def test_spade_convention_an_undoubled_spade_make_below_20_is_abandoned(code: str) -> None:
    """"if the spade make is not doubled, the hand shall be played where either side is 20 or
    over": at love all the undoubled spade make is not played, and the deal passes."""
    table = _table(code)
    _act(table, "spades", "May I lead?", "Yes")
    assert table.state.phase == Phase.PLAY and table.abandoned and table.deal_over
    with pytest.raises(IllegalActionError) as error:
        table.apply(table.state.legal_actions()[0])
    assert error.value.reason is Reason.GAME_OVER and "Spade Convention" in str(error.value)
    assert table.rubber.deals == ()
    dealt = table.next_deal()
    assert dealt.dealer == Seat.W and table.deal_number == 2
    assert table.rubber.deals == ()          # nothing scored for the abandoned hand


@pytest.mark.parametrize("code", CODES)
def test_spade_convention_a_doubled_spade_make_is_played(code: str) -> None:
    table = _table(code)
    _act(table, "spades", "double", "satisfied", "satisfied")
    assert table.state.phase == Phase.PLAY and not table.abandoned


def test_spade_convention_a_spade_make_by_dummy_is_abandoned_too() -> None:
    table = _table("american-1905")
    _act(table, "I leave it to you, partner", "spades", "May I lead?", "Yes")
    assert table.abandoned


def test_spade_convention_other_makes_are_played() -> None:
    table = _table("english-1904")
    _act(table, "clubs", "May I lead?", "Yes")
    assert not table.abandoned


def test_spade_convention_the_hand_is_played_where_either_side_is_20_or_over() -> None:
    code = load_law_code("english-1904", spade_convention=True)
    state = new_hand(code, Seat.S, rng=random.Random(4))
    for word in ("spades", "satisfied", "satisfied"):
        state = state.apply(parse_action(word))
    assert spade_convention_abandons(code, state, (0, 0))
    assert spade_convention_abandons(code, state, (19, 18))
    assert not spade_convention_abandons(code, state, (20, 0))
    assert not spade_convention_abandons(code, state, (0, 24))
    rubber = Rubber(code).score(DealResult(Seat.N, Strain.HEARTS, (4, 9)))   # EW 24
    assert rubber.game_score == (0, 24) and not rubber.abandons(state)
    plain = load_law_code("english-1904")
    assert not spade_convention_abandons(plain, state._replace(code=plain), (0, 0))


def test_spade_convention_records_replay_abandoned_hands() -> None:
    table = _table("american-1904")
    _act(table, "spades", "May I lead?", "Yes")
    table.next_deal()
    table.play_out(RandomAgent(random.Random(2)))
    record = table.record()
    rebuilt = replay(loads(dumps(record)))
    assert len(rebuilt.states) == 2 and len(rebuilt.rubber.deals) == 1
    data = to_dict(record)
    data["deals"][0]["actions"].append(str(rebuilt.states[0][-1].legal_actions()[0]))
    with pytest.raises(NotationError, match="Spade Convention") as error:
        replay(loads(json.dumps(data)))
    assert error.value.field == "deals[0].actions[3]"     # the card after the three acts


@pytest.mark.parametrize("code", CODES)
def test_spade_convention_rubbers_played_with_it_finish_and_replay(code: str) -> None:
    law_code = load_law_code(code, spade_convention=True)
    record = play_rubber(law_code, ["A", "B", "C", "D"], 11, RandomAgent(random.Random(11)))
    rebuilt = replay(record)
    assert rebuilt.rubber.is_over
    abandoned = [states for states in rebuilt.states if not states[-1].is_complete]
    for states in abandoned:
        assert states[-1].strain == Strain.SPADES and states[-1].doubles == 0


def test_spade_convention_is_refused_in_three_hand_bridge() -> None:
    with pytest.raises(LawCodeError, match="without the Spade Convention"):
        ThreeHandGame(load_law_code("english", spade_convention=True), ["A", "B", "C"],
                      random.Random(1))
