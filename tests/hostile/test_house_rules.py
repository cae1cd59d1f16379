"""Bounds on every number of the house rules and the law code's parts: a huge or negative
number is refused with a LawCodeError naming the field and its range, and never echoed whole
(issue 14, item 5)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.errors import LawCodeError, NotationError
from bridgewhist.laws.model import MAX_DOUBLING_LIMIT, MAX_POINTS
from bridgewhist.laws.presets import ENGLISH_1904, law_code_from_dict, load_law_code
from bridgewhist.notation import record

pytestmark = pytest.mark.hostile

HUGE = 10**400


@pytest.mark.parametrize("limit", [HUGE, MAX_DOUBLING_LIMIT + 1, -(10**400)],
                         ids=["huge", "one-over", "negative"])
def test_a_huge_doubling_limit_is_refused_naming_the_field_and_its_range(limit: int) -> None:
    with pytest.raises(LawCodeError) as error:
        law_code_from_dict({"key": "english-1904", "options": {"doubling_limit": limit}})
    message = str(error.value)
    assert "doubling_limit" in message and "at least 12" in message
    assert f"at most {MAX_DOUBLING_LIMIT}" in message
    assert "0000000000" not in message and len(message) < 300


def test_the_largest_doubling_limit_is_kept() -> None:
    code = load_law_code("english", doubling_limit=MAX_DOUBLING_LIMIT)
    assert code.options.doubling_limit == MAX_DOUBLING_LIMIT


@pytest.mark.parametrize(("part", "field", "value", "bound"), [
    ("scoring", "rubber_bonus", HUGE, f"0 to {MAX_POINTS}"),
    ("scoring", "game_points", HUGE, f"1 to {MAX_POINTS}"),
    ("scoring", "aces_four_in_one_hand", -1, f"0 to {MAX_POINTS}"),
    ("scoring", "grand_slam", 1.5, f"0 to {MAX_POINTS}"),
    ("scoring", "trick_values", (2, 8, 6, 4, HUGE), f"1 to {MAX_POINTS}"),
    ("doubling", "limit", HUGE, f"12 to {MAX_DOUBLING_LIMIT}"),
    ("revoke", "penalty_tricks", 14, "1 to 13"),
    ("revoke", "max_penalty_tricks", HUGE, "1 to 13"),
    ("revoke", "revoking_side_game_cap", HUGE, f"0 to {MAX_POINTS}"),
    ("leads_out_of_turn", "dealer_penalty_tricks", 14, "0 to 13"),
    ("dealing", "min_cut_packet", HUGE, "1 to 26"),
    ("tables", "max_members", HUGE, "4 to 6"),
], ids=lambda value: value if isinstance(value, str) else "")
def test_every_number_of_a_part_is_bounded(part: str, field: str, value: Any, bound: str) -> None:
    laws = getattr(ENGLISH_1904, part)
    with pytest.raises(LawCodeError) as error:
        dataclasses.replace(laws, **{field: value})
    message = str(error.value)
    assert field in message, message
    assert bound in message or "must be" in message, message
    assert "0000000000" not in message and len(message) < 300


def test_a_record_with_a_huge_house_rule_is_refused(tmp_path: Path) -> None:
    document = {"format": "bridgewhist-record", "version": 1, "deals": [],
                "law_code": {"key": "english-1904", "options": {"doubling_limit": HUGE}}}
    text = json.dumps(document)
    with pytest.raises(NotationError, match="doubling_limit"):
        record.loads(text)
    path = tmp_path / "huge.json"
    path.write_text(text)
    for command in ("score", "validate"):
        result = CliRunner().invoke(app, [command, str(path)])
        assert result.exit_code == 2 and "Traceback" not in result.output, result.output
        assert "0000000000" not in result.output


def test_an_integer_too_long_to_read_is_a_notation_error(tmp_path: Path) -> None:
    text = '{"format": "bridgewhist-record", "version": ' + "9" * 5000 + "}"
    with pytest.raises(NotationError, match="invalid JSON"):
        record.loads(text)
    path = tmp_path / "digits.json"
    path.write_text(text)
    result = CliRunner().invoke(app, ["score", str(path)])
    assert result.exit_code == 2 and "9" * 40 not in result.output, result.output
