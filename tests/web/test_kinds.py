"""Every kind of web table behind one protocol (bridgewhist.web.kinds): the registry finds a
table's kind from its request and from its log, and a computer player's turn goes one way at
every kind, with one budget and one fallback (the first legal action)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from bridgewhist.agents import register_agent
from bridgewhist.agents.registry import unregister_agent
from bridgewhist.laws import load_law_code
from bridgewhist.web.computer import Thinkers
from bridgewhist.web.kinds import KINDS, REQUEST_KINDS, TableKind, kind_for_request, kind_of_log
from bridgewhist.web.models import CreateTable
from bridgewhist.web.tables.events import ReplayError, TableEvent
from bridgewhist.web.tables.places import Refused, TableConfig
from support.slow_agents import Broken, Sleepy

pytestmark = pytest.mark.web


@pytest.fixture
def sleepy() -> Iterator[None]:
    register_agent("sleepy", Sleepy)
    register_agent("broken", Broken)
    Sleepy.release.clear()
    yield
    Sleepy.release.set()
    unregister_agent("sleepy")
    unregister_agent("broken")


def computers_table(name: str) -> TableKind:
    """A table of kind ``name`` full of computer players, its first deal dealt."""
    kind = KINDS[name]
    config = TableConfig("k", load_law_code("english-1904"), mode="laws" if name == "laws" else "strict",
                         seed=7)
    game = kind(config)
    opening = kind.opening(CreateTable(kind=name if name in REQUEST_KINDS else "four", mode=config.mode))
    if opening is not None:
        game.apply(opening)
    for event in game.propose_fill():
        game.apply(event)
    return game


def test_the_registry_names_each_kind_and_finds_it_from_the_request_and_the_log() -> None:
    assert sorted(KINDS) == ["club", "four", "laws", "three-hand"]
    assert [kind_for_request(k, "strict").kind_name for k in REQUEST_KINDS] == ["four", "three-hand", "club"]
    assert kind_for_request("four", "laws").kind_name == "laws"
    config = TableConfig("t", load_law_code("english-1904"))
    laws = TableConfig("t", load_law_code("english-1904"), mode="laws")
    assert kind_of_log(config, []).kind_name == "four" and kind_of_log(laws, []).kind_name == "laws"
    assert kind_of_log(config, [TableEvent(table_kind="club", places=5)]).kind_name == "club"
    with pytest.raises(ReplayError, match="no kind of table is called 'five-hand'"):
        kind_of_log(config, [TableEvent(table_kind="five-hand")])


@pytest.mark.parametrize(("request_kind", "fields", "reason"), [
    ("four", {"places": 5}, "bad_places"),
    ("four", {"scoring": "games"}, "bad_scoring"),
    ("three-hand", {"mode": "laws"}, "mode_not_available"),
    ("three-hand", {"places": 3}, "bad_places"),
    ("three-hand", {"scoring": "points", "games": 2}, "bad_scoring"),
    ("club", {"places": 4}, "bad_places"),
    ("club", {"mode": "laws"}, "mode_not_available"),
    ("club", {"deal_count": 4}, "bad_scoring"),
])
def test_each_kind_refuses_the_settings_it_does_not_take(request_kind: str, fields: dict[str, Any],
                                                         reason: str) -> None:
    request = CreateTable(kind=request_kind, **fields)
    with pytest.raises(Refused) as refused:
        kind_for_request(request_kind, request.mode).opening(request)
    assert refused.value.reason == reason and refused.value.status == 422


@pytest.mark.parametrize("agent", ["sleepy", "broken"])
@pytest.mark.parametrize("name", ["four", "laws", "three-hand", "club"])
def test_a_computer_turn_goes_one_way_at_every_kind_and_gives_way_to_the_first_legal_action(
        name: str, agent: str, sleepy: None) -> None:
    """An agent that overruns its budget or fails makes the first legal action instead."""
    game = computers_table(name)
    turn = game.computer_turn()
    assert turn is not None and turn.place == game.computer_place()
    thinkers = Thinkers(workers=0, budget=0.05)
    try:
        text = asyncio.run(thinkers.choose(agent, f"7:{game.seq}:{turn.label}", turn))
    finally:
        Sleepy.release.set()
        thinkers.close()
    assert text == turn.fallback()
    seq = game.seq
    for event in game.propose_action(turn.place, text):
        game.apply(event)
    assert game.seq == seq + 1


@pytest.mark.parametrize("name", ["four", "laws", "three-hand", "club"])
def test_a_computer_player_decides_within_its_budget_at_every_kind(name: str) -> None:
    game = computers_table(name)
    thinkers = Thinkers(workers=0, budget=20.0)
    try:
        for _ in range(6):
            turn = game.computer_turn()
            assert turn is not None
            text = asyncio.run(thinkers.choose("maxims", f"7:{game.seq}:{turn.label}", turn))
            for event in game.propose_action(turn.place, text):
                game.apply(event)
    finally:
        thinkers.close()
    assert game.summary(set()).status == "playing"
