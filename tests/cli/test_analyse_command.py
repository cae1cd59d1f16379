"""``bridgewhist analyse``: a record's finished deal, as tables and as JSON; bad input in one line."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.notation import pbn
from bridgewhist.notation.record import dump
from bridgewhist.record import Record
from support.played import played_record


def _record(tmp_path: Path, seeds: tuple[int, ...] = (31, 32)) -> Path:
    path = tmp_path / "rubber.json"
    dump(played_record(seeds), path)
    return path


def test_the_json_of_a_deal_and_its_best_line(tmp_path: Path) -> None:
    path = _record(tmp_path)
    result = CliRunner().invoke(app, ["analyse", str(path), "--deal", "1", "--json", "--from", "45"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["dealer"] == "S" and len(data["cards"]) == 52
    assert data["line"]["from"] == 45 and len(data["line"]["cards"]) == 8
    assert data["cards"][-1]["makers_after"] == data["makers_tricks"]


def test_the_last_finished_deal_by_default_with_the_chart(tmp_path: Path) -> None:
    path = _record(tmp_path)
    result = CliRunner().invoke(app, ["analyse", str(path)], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert "West (dealer)" in result.output   # the second deal, dealt by West
    assert "makers' double-dummy tricks after each card" in result.output
    assert "Each make by the dealer's side" in result.output


def test_a_pbn_deal_from_its_play_section(tmp_path: Path) -> None:
    path = tmp_path / "deal.pbn"
    path.write_text(pbn.dumps(played_record((33,))), encoding="utf-8")
    result = CliRunner().invoke(app, ["analyse", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.output)["cards"]) == 52


def test_bad_input_is_one_line(tmp_path: Path) -> None:
    path = _record(tmp_path, (31,))
    for args, message in (
        (["--deal", "3"], "--deal: deal 3: the record has 1 deal (1 to 1)"),
        (["--from", "53"], "--from: card 53: give a card from 1 to 52"),
    ):
        result = CliRunner().invoke(app, ["analyse", str(path), *args])
        assert result.exit_code == 2
        assert result.output.strip() == f"bridgewhist: error: {message}"


def test_a_record_with_no_finished_deal_is_named(tmp_path: Path) -> None:
    record = played_record((31,))
    deal = record.deals[0]
    unfinished = type(deal)(deal.dealer, deal.hands, deal.actions[:-3])  # type: ignore[union-attr]
    path = tmp_path / "unfinished.json"
    dump(Record(record.code, (unfinished,)), path)
    result = CliRunner().invoke(app, ["analyse", str(path)])
    assert result.exit_code == 2
    assert result.output.strip() == (f"bridgewhist: error: {path}: the record has no deal played "
                                     "to its last card")
    result = CliRunner().invoke(app, ["analyse", str(path), "--deal", "1"])
    assert result.output.strip() == ("bridgewhist: error: --deal: only a finished deal is "
                                     "analysed: this one is unfinished")
