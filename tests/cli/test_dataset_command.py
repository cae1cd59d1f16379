"""``bridgewhist dataset``: the file it writes, and bad input in one line with nothing written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.sim.dataset import dataset_rows


def test_dataset_writes_the_records_of_every_decision(tmp_path: Path) -> None:
    out = tmp_path / "deals.jsonl"
    result = CliRunner().invoke(app, ["dataset", "maxims", "random", "--deals", "3", "--seed", "5",
                                      "--law-code", "american-1905", "--out", str(out),
                                      "--no-progress"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows == list(dataset_rows("maxims", "random", 3, 5, "american-1905"))
    assert not list(tmp_path.glob("*.partial"))


@pytest.mark.parametrize(("arguments", "message"), [
    (["nobody", "random"], "nobody"),
    (["random", "random", "--deals", "0"], "--deals 0: at least 1 is needed"),
    (["random", "random", "--law-code", "nowhere-1900"], "--law-code"),
    (["maxims", "random", "--ns", "amend=no_rule"], "no_rule"),
    (["random", "random", "--ew", "loose"], "--ew 'loose': expected KEY=VALUE"),
    (["random", "random", "--ew", "depth=3"], "player settings"),
])
def test_bad_input_is_one_line_and_writes_nothing(tmp_path: Path, arguments: list[str],
                                                  message: str) -> None:
    out = tmp_path / "deals.jsonl"
    result = CliRunner().invoke(app, ["dataset", *arguments, "--out", str(out), "--no-progress"])
    assert result.exit_code == 2
    line = result.output.strip()
    assert "\n" not in line and line.startswith("bridgewhist: error:") and message in line
    assert not list(tmp_path.iterdir())


def test_an_unwritable_file_is_one_line(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["dataset", "random", "random", "--deals", "1", "--out",
                                      str(tmp_path / "no-dir" / "x.jsonl"), "--no-progress"])
    assert result.exit_code == 2
    assert result.output.strip().startswith("bridgewhist: error: cannot write")
