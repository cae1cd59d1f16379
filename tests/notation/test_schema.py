"""The record's published JSON Schema: valid Draft 2020-12, the published copy fresh, every
record the project writes valid, and the standard-library checker agreeing with a full validator
(issue 16, item 4)."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from bridgewhist.agents import RandomAgent, chooser
from bridgewhist.laws import load_law_code
from bridgewhist.notation import record as four_hand
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.schema import SCHEMA, faults
from bridgewhist.seats import Seat
from bridgewhist.table import Table
from bridgewhist.three_hand.game import play_three_hand

ROOT = Path(__file__).resolve().parents[2]
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def _documents() -> list[dict[str, Any]]:
    refereed = sorted((ROOT / "tests" / "referee" / "records").glob("*.json"))
    files = [ROOT / "examples" / "hoyle-rubber.json", *refereed]
    found = [json.loads(p.read_text()) for p in files]
    table = Table.by_cutting(load_law_code("american-1905"), ["A", "B", "C", "D"], random.Random(3), seed=3)
    table.play_out(chooser({s: RandomAgent(random.Random(str(s))) for s in Seat}))
    found.append(four_hand.to_dict(table.record()))
    pick = random.Random(4)
    game = play_three_hand("english", ["Ann", "Bob", "Cy"], 4, lambda deal: pick.choice(deal.legal_actions()),
                           games=1, mode="games")
    found.append(three_hand_record.to_dict(game.record()))
    return found


DOCUMENTS = _documents()


def test_the_schema_is_valid_and_its_published_copy_is_fresh() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert json.loads((ROOT / "docs" / "record.schema.json").read_text()) == SCHEMA


@pytest.mark.parametrize("index", range(len(DOCUMENTS)))
def test_every_record_the_project_writes_is_valid(index: int) -> None:
    assert faults(DOCUMENTS[index]) == []
    assert list(VALIDATOR.iter_errors(DOCUMENTS[index])) == []


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        target: Any = document
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _drop(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        target: Any = document
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


MUTATIONS: list[tuple[int, Callable[[dict[str, Any]], None], str]] = [
    (0, _set(("honors",), 1), ""),
    (0, _set(("seed",), None), "seed"),
    (0, _set(("version",), 2), "version"),
    (0, _set(("law_code",), {"key": "english-1904", "options": {"doubling_limit": 5}}),
     "law_code.options.doubling_limit"),
    (0, _set(("law_code",), {"key": "english-1904", "colour": "red"}), "law_code"),
    (0, _set(("players",), {"Q": "Ann"}), "players.Q"),
    (0, _set(("deals", 0, "tricks"), {"NS": 14, "EW": 0}), "deals[0].tricks.NS"),
    (0, _drop(("deals", 1, "strain")), "deals[1]"),
    (0, _set(("deals", 2, "kind"), "guessed"), "deals[2]"),
    (-2, _set(("deals", 0, "hands"), ""), "deals[0].hands"),
    (-2, _set(("deals", 0, "actions"), "hearts"), "deals[0].actions"),
    (1, _set(("deals", 0, "acts"), ["hearts"]), "deals[0].acts[0]"),
    (-1, _set(("players",), ["Ann", "Bob"]), "players"),
    (-1, _set(("mode",), "duplicate"), "mode"),
    (-1, _set(("deals", 0, "honours"), {}), "deals[0]"),
    (0, _set(("format",), "bridgewhist-rubber"), "format"),
]


@pytest.mark.parametrize(("index", "change", "path"), MUTATIONS)
def test_the_checker_names_the_fault_where_a_full_validator_finds_one(
        index: int, change: Callable[[dict[str, Any]], None], path: str) -> None:
    document = copy.deepcopy(DOCUMENTS[index])
    change(document)
    assert list(VALIDATOR.iter_errors(document)), "the mutation must break the schema"
    found = faults(document)
    assert found and path in [f.path for f in found], found
