"""``bridgewhist validate FILE`` names every fault of a record with its path (issue 16, item 4)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from bridgewhist.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
HOYLE = ROOT / "examples" / "hoyle-rubber.json"

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


def _validate(path: Path) -> tuple[int, list[str]]:
    result = runner.invoke(app, ["validate", str(path)])
    assert "Traceback" not in result.output
    return result.exit_code, result.output.strip().splitlines()


def test_a_valid_record() -> None:
    code, lines = _validate(HOYLE)
    assert code == 0 and lines == [f"{HOYLE}: a valid bridgewhist-record (english-1904): 6 deals"]


def test_every_fault_is_named_with_its_path(tmp_path: Path) -> None:
    data = json.loads(HOYLE.read_text())
    data["seed"] = None
    data["players"] = {"Q": "Ann"}
    data["deals"][0]["honors"] = 1
    data["deals"][1]["dealer"] = "Q"
    data["deals"][2]["tricks"] = {"NS": 14}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    code, lines = _validate(bad)
    assert code == 2
    assert lines[-1] == f"bridgewhist: error: {bad}: 6 faults"
    paths = [line.removeprefix(f"{bad}: ").split(":")[0] for line in lines[:-1]]
    assert paths == ["players.Q", "deals[0]", "deals[1].dealer", "deals[2].tricks", "deals[2].tricks.NS",
                     "seed"]


def test_a_fault_the_laws_find_is_named_after_the_form(tmp_path: Path) -> None:
    demo = tmp_path / "demo.json"
    assert runner.invoke(app, ["demo", "--seed", "2", "--save", str(demo)]).exit_code == 0
    data = json.loads(demo.read_text())
    data["deals"][0]["actions"][-1] = data["deals"][0]["actions"][-2]   # a card played twice
    demo.write_text(json.dumps(data))
    code, lines = _validate(demo)
    assert code == 2 and len(lines) == 1
    assert lines[0].startswith(f"bridgewhist: error: {demo}: deals[0].actions[")


def test_pbn_and_three_hand_files(tmp_path: Path) -> None:
    pbn = tmp_path / "hoyle.pbn"
    demo = tmp_path / "demo.json"
    runner.invoke(app, ["demo", "--seed", "2", "--save", str(demo)])
    runner.invoke(app, ["export", str(demo), "-o", str(pbn)])
    code, lines = _validate(pbn)
    assert code == 0 and lines[0].startswith(f"{pbn}: a valid PBN file (english-1904): ")
    three = tmp_path / "three.json"
    assert runner.invoke(app, ["three-hand", "--seed", "1", "--save", str(three)]).exit_code == 0
    code, lines = _validate(three)
    assert code == 0 and lines[-1].startswith(f"{three}: a valid bridgewhist-three-hand (english-1904): ")
    empty = tmp_path / "empty.json"
    empty.write_text("")
    code, lines = _validate(empty)
    assert code == 2
    assert lines == [f"bridgewhist: error: {empty}: line 1, column 1: invalid JSON: Expecting value"]
