"""The talk and the multiplier of every finished four-hand deal come from the server (the client
reckons nothing the laws decide: static/js/replay.js only shows them): a doubled and re-doubled
deal's talk, in order, with who said each word and in which phase, under each code, for a
friendly table's history (``views/four_hand.history``) and a club-laws table's
(``views/laws.laws_history``), and as the view frame sends it."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import parse_action
from bridgewhist.acts import parse_act
from bridgewhist.laws import LAW_CODE_KEYS
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.table import Table
from bridgewhist.web.views.four_hand import history
from bridgewhist.web.views.laws import laws_history
from bridgewhist.web.views.models import Spoken

pytestmark = pytest.mark.web

PLAYERS = {Seat.N: "Ann", Seat.E: "Bob", Seat.S: "Cy", Seat.W: "Di"}

# P54-58, A51-55, W51-55: the eldest hand (West, the dealer South) is asked first; declining the
# first double he asks "May I lead?", his partner may double; after a double the other side
# answers, its last doubler (else the maker) first; two satisfied in one side end it.
LEFT_AND_REDOUBLED = (
    ["leave", "clubs", "satisfied", "double", "double", "satisfied", "satisfied"],
    [("S", "I leave it to you, partner", "declaration"), ("N", "Clubs", "declaration"),
     ("W", "May I lead?", "doubling"), ("E", "I double", "doubling"), ("N", "I re-double", "doubling"),
     ("E", "Satisfied", "doubling"), ("W", "Satisfied", "doubling")],
    4,
)
DOUBLED_AGAIN = (
    ["spades", "double", "double", "double", "satisfied", "satisfied"],
    [("S", "Spades", "declaration"), ("W", "I double", "doubling"), ("S", "I re-double", "doubling"),
     ("W", "I double again", "doubling"), ("S", "Satisfied", "doubling"), ("N", "Satisfied", "doubling")],
    8,
)
CASES = [(key, case) for key in LAW_CODE_KEYS for case in (LEFT_AND_REDOUBLED, DOUBLED_AGAIN)]


def said(talk: list[Spoken]) -> list[tuple[str, str, str]]:
    return [(word.seat, word.words, word.phase) for word in talk]


@pytest.mark.parametrize(("code_key", "case"), CASES, ids=[f"{k}-{c[2]}" for k, c in CASES])
def test_a_friendly_tables_finished_deal_carries_its_talk_and_multiplier(
        code_key: str, case: tuple[list[str], list[tuple[str, str, str]], int]) -> None:
    actions, expected, multiplier = case
    table = Table(code_key, PLAYERS, random.Random(1), dealer=Seat.S)
    for text in actions:
        table.apply(parse_action(text))
    assert history(table) == []  # the deal in play is never in the history
    table.play_out(lambda state: state.legal_actions()[0])
    (deal,) = history(table)
    assert said(deal.talk) == expected
    assert [word.action for word in deal.talk] == actions
    assert deal.multiplier == multiplier == table.history[0][-1].multiplier
    sent = deal.model_dump(mode="json")
    assert list(sent)[:7] == ["number", "dealer", "hands", "actions", "talk", "strain", "multiplier"]
    assert sent["talk"][1] == {"seat": "N" if multiplier == 4 else "W", "action": actions[1],
                               "words": expected[1][1], "phase": expected[1][2]}


@pytest.mark.parametrize(("code_key", "case"), CASES, ids=[f"{k}-{c[2]}" for k, c in CASES])
def test_a_club_laws_tables_finished_deal_carries_its_talk_and_multiplier(
        code_key: str, case: tuple[list[str], list[tuple[str, str, str]], int]) -> None:
    actions, expected, multiplier = case
    table = RefereedTable(code_key, PLAYERS, random.Random(1), dealer=Seat.S)
    for text in actions:
        table.apply(parse_action(text))
    while not table.deal_over:
        table.apply(table.state.legal_actions()[0])
    (deal,) = laws_history(table)
    assert deal.steps == []  # an ordinary deal, replayed as any other
    assert said(deal.talk) == expected
    assert deal.multiplier == multiplier


def test_a_declaration_out_of_turn_is_in_the_talk_as_said_by_who_said_it() -> None:
    """A club-laws deal ended by a ruling: North declared for his partner the dealer (English law
    49), West chose a new deal; the talk holds North's word, the ruling is the referee's line."""
    table = RefereedTable("english-1904", PLAYERS, random.Random(1), dealer=Seat.S)
    table.apply_act(parse_act("N: hearts"))
    table.apply_act(parse_act("W: choose new-deal"))
    (deal, *_) = laws_history(table)
    assert said(deal.talk) == [("N", "Hearts", "declaration")]
    assert deal.steps and deal.steps[0].kind == "irregularity"
