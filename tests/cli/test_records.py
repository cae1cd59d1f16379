"""``score``, ``replay`` and ``export`` read three-hand records as well as four-hand ones (issue 16,
item 4)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.score import three_hand_score
from bridgewhist.three_hand.game import ThreeHandGame, play_three_hand

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


@pytest.fixture(scope="module")
def game() -> ThreeHandGame:
    chooser = random.Random(7)
    return play_three_hand("american-1904", ["Ann", "Bob", "Cy"], 7,
                           lambda deal: chooser.choice(deal.legal_actions()), mode="rubber")


@pytest.fixture
def saved(tmp_path: Path, game: ThreeHandGame) -> Path:
    path = tmp_path / "three.json"
    three_hand_record.dump(game.record(), path)
    return path


def _run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_score_of_a_three_hand_record(saved: Path, game: ThreeHandGame) -> None:
    code, output = _run("score", str(saved))
    assert code == 0 and output.startswith("Three-hand scoring block · american-1904")
    assert all(name in output for name in ("Ann", "Bob", "Cy"))
    code, output = _run("score", str(saved), "--json")
    assert code == 0 and json.loads(output) == three_hand_score(game.scored)


def test_replay_of_a_three_hand_record(saved: Path, game: ThreeHandGame) -> None:
    count = len(game.record().deals)
    code, output = _run("replay", str(saved))
    assert code == 0 and output.count("Deal ") >= count and "Three-hand scoring block" in output
    played = next(i for i, d in enumerate(game.record().deals, start=1) if len(d.actions) > 13)
    code, output = _run("replay", str(saved), "--deal", str(played))
    assert code == 0 and f"Deal {played}" in output and "North · X" in output and "Won by" in output
    code, output = _run("replay", str(saved), "--deal", str(count + 1))
    assert code == 2 and f"the record has {count} deals" in output


def test_export_of_a_three_hand_record(saved: Path, tmp_path: Path) -> None:
    out = tmp_path / "again.json"
    code, _ = _run("export", str(saved), "--to", "json", "-o", str(out))
    assert code == 0 and three_hand_record.load(out) == three_hand_record.load(saved)
    code, output = _run("export", str(saved), "--to", "pbn")
    assert code == 2 and "PBN export takes four-hand records" in output


def test_a_broken_three_hand_record_is_one_line(saved: Path) -> None:
    data = json.loads(saved.read_text())
    data["deals"][0]["actions"][0] = "seven of swords"
    saved.write_text(json.dumps(data))
    code, output = _run("score", str(saved))
    assert code == 2 and output.startswith(f"bridgewhist: error: {saved}: deals[0]")
    assert len(output.strip().splitlines()) == 1


def test_a_three_hand_record_is_held_to_the_schema(saved: Path) -> None:
    data = json.loads(saved.read_text())
    data["seed"] = None   # the three-hand reader would take it; the published schema does not
    saved.write_text(json.dumps(data))
    code, output = _run("score", str(saved))
    assert code == 2
    assert output.strip() == f"bridgewhist: error: {saved}: seed: must be a whole number, not null"


LEGACY = Path(__file__).resolve().parents[1] / "web" / "data" / "legacy_expected.json"


@pytest.mark.parametrize("kind", ["four", "laws", "three-hand", "club"])
def test_the_web_tables_records_of_every_kind_are_read(tmp_path: Path, kind: str) -> None:
    """What a web table of each kind downloads (four-hand, club laws, three-hand, a club table's
    rubber) is scored, replayed and validated by the command line."""
    (table,) = [t for t in json.loads(LEGACY.read_text()) if t["label"] == kind]
    path = tmp_path / f"{kind}.json"
    path.write_text(table["records"][0])
    for command in ("score", "replay", "validate"):
        code, output = _run(command, str(path))
        assert code == 0, (command, output)
