"""A make from X's hand naming a strain against Ames's rule is told to the three-hand table
(issue 34; reading T1): the words said, then the referee's line with the rule's make and its
source, as a club-laws table tells its rulings; a make by the rule has no such line."""

from __future__ import annotations

import pytest

from bridgewhist.actions import declare
from bridgewhist.cards import Strain
from bridgewhist.laws import load_law_code
from bridgewhist.three_hand.hand import X_SEAT, rule_make
from bridgewhist.web.tables.events import TableEvent
from bridgewhist.web.tables.places import TableConfig
from bridgewhist.web.tables.three_hand import THREE_HAND, ThreeGame
from bridgewhist.web.views.three_hand import three_describe


def seated(seed: int) -> ThreeGame:
    game = ThreeGame(TableConfig("t3", load_law_code("american-1905"), seed=seed))
    game.apply(TableEvent(table_kind=THREE_HAND))
    for name in ("Ann", "Bob", "Cy"):
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_strain_named_from_x_against_the_rule_is_told_to_the_table(seed: int) -> None:
    game = seated(seed)
    deal = game.deal
    assert deal is not None
    rule = rule_make(deal.state.deal[X_SEAT], deal.state.code.scoring.trick_values)
    named = next(s for s in Strain if s != rule)
    [event] = game.propose_action(deal.dealer, f"leave {declare(named)}")
    game.apply(event)
    lines = three_describe(game, event)
    said = lines[0]["text"]
    assert said.endswith(f"“I make it from dummy's hand: {declare(named)}”"), said
    assert lines[1]["kind"] == "referee"
    after = game.deal
    assert after is not None and after.make_ruling
    assert lines[1]["text"] == f"Referee: {after.make_ruling}."
    assert f"by the rule the make is {declare(rule)}" in lines[1]["text"]
    assert "(Ames, Three Hand Bridge)" in lines[1]["text"]


def test_a_make_from_x_by_the_rule_has_no_ruling_line() -> None:
    game = seated(1)
    deal = game.deal
    assert deal is not None
    [event] = game.propose_action(deal.dealer, "leave")
    game.apply(event)
    lines = three_describe(game, event)
    assert [line["kind"] for line in lines] == ["declare"]
    assert lines[0]["text"].endswith("“I make it from dummy's hand”")
