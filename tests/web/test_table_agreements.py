"""Each partnership's agreements at a table (issue 37): chosen with the table, refused in one line
when unknown or not followed, passed to the partner players of each side, and the hint's reading
of a computer partner's cards by his side's set."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bridgewhist.agents import RandomAgent, register_agent
from bridgewhist.agents.registry import unregister_agent
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.view import SeatView
from bridgewhist.web.computer import think
from bridgewhist.web.table_agreements import (
    BadAgreements,
    PartnershipAgreements,
    agent_settings,
    choose,
    hint_agreements,
)
from bridgewhist.web.tables.four_hand import Game
from bridgewhist.web.tables.laws import LawsGame
from bridgewhist.web.tables.places import TableConfig

CODE = load_law_code("english-1904")


def test_a_side_left_out_plays_the_books_with_partner_players_and_none_with_others() -> None:
    assert choose(None, "partner", "four") == ("books", "books")
    assert choose(PartnershipAgreements(ns="none"), "partner", "club") == ("none", "books")
    assert choose(PartnershipAgreements(ew="books-no-discard"), "partner", "four") == (
        "books", "books-no-discard")
    assert choose(None, "ddmc", "four") == ("none", "none")
    assert choose(PartnershipAgreements(ns="none", ew="none"), "maxims", "four") == ("none", "none")
    assert choose(None, "partner", "three-hand") == ("none", "none")


@pytest.mark.parametrize(("asked", "computer", "kind", "reason", "words"), [
    (PartnershipAgreements(ns="wizards"), "partner", "four", "unknown_agreements",
     "agreements 'wizards' for North-South: expected one of books, books-no-discard, none"),
    (PartnershipAgreements(ew="books"), "ddmc", "four", "bad_agreements",
     "agreements 'books' for East-West: only the partner computer players follow agreements, not ddmc"),
    (PartnershipAgreements(ns="books"), "partner", "three-hand", "bad_agreements",
     "agreements 'books' for North-South: a three-hand table has no fixed partnerships"),
])
def test_agreements_a_table_cannot_have_are_refused_in_one_line(
        asked: PartnershipAgreements, computer: str, kind: str, reason: str, words: str) -> None:
    with pytest.raises(BadAgreements) as refused:
        choose(asked, computer, kind)
    assert refused.value.reason == reason and str(refused.value) == words


def test_each_side_plays_its_own_set_and_reads_the_others_by_theirs() -> None:
    pair = ("books-no-discard", "none")
    assert agent_settings(pair, "partner", Seat.N) == (("agreements", "books-no-discard"),
                                                         ("adversaries", "lowest"))
    assert agent_settings(pair, "partner", Seat.W) == (("agreements", "none"),
                                                         ("adversaries", "books-no-discard"))
    assert agent_settings(pair, "maxims", Seat.N) == ()


def test_a_hint_reads_only_a_computer_partner_by_the_agreements() -> None:
    assert hint_agreements(("books", "none"), "partner", Seat.N, True).name == "books"
    assert hint_agreements(("books", "none"), "partner", Seat.E, True).name == "none"
    assert hint_agreements(("books", "books"), "partner", Seat.N, False).name == "none"
    assert hint_agreements(("books", "books"), "maxims", Seat.N, True).name == "none"


def _seated(game: Game, people: tuple[str, ...] = ()) -> Game:
    for name in ("Ann", "Bob", "Cy", "Di"):
        for event in game.propose_join(name, person=name in people, token_hash=name):
            game.apply(event)
    return game


@pytest.mark.parametrize("kind", [Game, LawsGame])
def test_the_computer_players_of_each_side_are_handed_its_agreements(kind: type[Game]) -> None:
    """At a four-hand and at a club-laws table, every computer turn of a deal carries the
    settings of its seat's side."""
    mode = "laws" if kind is LawsGame else "strict"
    game = _seated(kind(TableConfig("t", CODE, mode=mode, computer="partner", seed=5,
                                    agreements=("books-no-discard", "books"))))
    seen = set()
    for _ in range(12):
        turn = game.computer_turn()
        assert turn is not None
        seat = Seat[turn.label]
        assert turn.settings == agent_settings(("books-no-discard", "books"), "partner", seat)
        seen.add(seat)
        legal = game.state.legal_actions() if game.state is not None else []
        text = str(legal[0]) if kind is Game else f"{seat.name}: {legal[0]}"
        for event in game.propose_action(game.place_of_seat(seat), text):
            game.apply(event)
    assert {int(seat) & 1 for seat in seen} == {0, 1}


@pytest.fixture
def probe() -> Iterator[list[dict[str, Any]]]:
    """A registered player that notes the settings it is made with."""
    made: list[dict[str, Any]] = []

    def factory(rng: random.Random, **settings: Any) -> RandomAgent:
        made.append(settings)
        return RandomAgent(rng)

    register_agent("probe", factory)
    yield made
    unregister_agent("probe")


def test_the_worker_makes_the_player_with_the_tables_settings(probe: list[dict[str, Any]]) -> None:
    game = _seated(Game(TableConfig("t", CODE, computer="partner", seed=5)))
    turn = game.computer_turn()
    assert turn is not None and isinstance(turn.view, SeatView)
    think("probe", "1", turn.view, 5.0, (("agreements", "none"), ("adversaries", "books")))
    think("probe", "1", turn.view, 5.0)
    assert probe == [{"agreements": "none", "adversaries": "books"}, {}]


def test_a_members_hint_reads_his_computer_partner_by_his_sides_agreements() -> None:
    """Ann, a person at a table of partner players (North-South ``books-no-discard``, East-West
    ``books``): her hint reads her partner by her side's set; at a table where her partner is a
    person too, by none."""
    for people, expected in ((("Ann",), None), (("Ann", "Bob", "Cy", "Di"), "none")):
        game = _seated(Game(TableConfig("t", CODE, computer="partner", seed=8,   # Ann East
                                        agreements=("books-no-discard", "books"))), people)
        place = 0
        seat = game.seat_of(place)
        assert seat is not None and game.state is not None
        while game.hint_position(place) is None:
            actor = game.state.actor
            legal = game.state.legal_actions()
            assert legal, "Ann is dummy in this deal: choose another seed"
            for event in game.propose_action(game.place_of_seat(actor), str(legal[0])):
                game.apply(event)
        position = game.hint_position(place)
        assert position is not None
        side_set = ("books-no-discard", "books")[int(seat) & 1]
        assert position.agreements.name == (expected or side_set)
