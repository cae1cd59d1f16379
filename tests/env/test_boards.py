"""The published board set: exactly what its recorded seed and generator make, every deal whole."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from bridgewhist.env import boards
from bridgewhist.errors import NotationError
from bridgewhist.seats import SEATS


def test_the_shipped_board_set_is_what_its_seed_and_generator_make() -> None:
    shipped = resources.files("bridgewhist.env").joinpath("boards/v1.json").read_text("utf-8")
    data = json.loads(shipped)
    assert (data["version"], data["seed"], data["generator"]) == (1, "bridgewhist-boards-v1",
                                                                  boards.GENERATOR)
    assert shipped == boards.boards_json(1, data["seed"], data["count"])
    loaded = boards.load_boards(1)
    assert loaded.boards == boards.generate_boards(data["seed"], data["count"])
    assert len(loaded.boards) == data["count"] == 2000


def test_every_board_is_a_whole_deal_and_the_dealer_goes_round() -> None:
    for board in boards.load_boards().boards:
        assert [bin(hand).count("1") for hand in board.hands] == [13, 13, 13, 13]
        assert bin(board.hands[0] | board.hands[1] | board.hands[2] | board.hands[3]).count("1") == 52
        assert board.dealer == SEATS[(board.number - 1) % 4]
        assert boards.parse_deal(boards.deal_text(board.hands)) == board.hands


def test_unpublished_versions_and_bad_deals_are_refused() -> None:
    with pytest.raises(ValueError, match="board set version 2 is not published: expected one of 1"):
        boards.load_boards(2)
    with pytest.raises(NotationError, match="expected 'N:' and four PBN hands"):
        boards.parse_deal("S:AKQ.J.T.9")
    text = boards.deal_text(boards.generate_boards("x", 1)[0].hands)
    first = text[2:].split()[0]
    with pytest.raises(NotationError, match="four hands of 13 different cards"):
        boards.parse_deal(f"N:{first} {first} {first} {first}")
