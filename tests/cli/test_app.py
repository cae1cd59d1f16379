"""The ``bridgewhist`` command, run through Typer's test runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.notation.record import load, replay, side_labels
from bridgewhist.notation.score import rubber_score

ROOT = Path(__file__).resolve().parents[2]
HOYLE = str(ROOT / "examples" / "hoyle-rubber.json")

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_score_json_is_the_rubber_as_data() -> None:
    code, output = run("score", HOYLE, "--json")
    assert code == 0
    data = json.loads(output)
    assert data["rubber_winner"] == "A-B"
    assert data["net"] == {"winner": "A-B", "points": 26}
    assert data["totals"]["A-B"]["total"] == 204 and data["totals"]["C-D"]["total"] == 178
    record = load(HOYLE)
    expected = json.dumps(rubber_score(replay(record).rubber, side_labels(record)), indent=2)
    assert output == expected + "\n"


def test_score_prints_the_scoring_block() -> None:
    code, output = run("score", HOYLE)
    assert code == 0
    for figure in ("204", "178", "26"):
        assert figure in output
    assert "A-B win the rubber by 26 points." in output
    assert "honours above · tricks below" in output
    assert output.count("game 1 to A-B") == 1 and output.count("game 2 to A-B") == 1
    lines = output.splitlines()
    line = next(i for i, text in enumerate(lines) if "honours above" in text)
    above, below = "\n".join(lines[:line]), "\n".join(lines[line:])
    assert "4 aces in 1 hand" in above and "tricks at" not in above
    assert "2 tricks at 12" in below and "honours │" not in below


def test_the_winners_of_the_rubber_may_lose_on_points(tmp_path: Path) -> None:
    def deal(dealer: str, strain: str, ns: int, honours: dict[str, int]) -> dict[str, object]:
        return {"kind": "result", "dealer": dealer, "strain": strain,
                "tricks": {"NS": ns, "EW": 13 - ns}, "honours": honours}

    path = tmp_path / "aces.json"
    path.write_text(json.dumps({
        "format": "bridgewhist-record", "version": 1, "law_code": "english-1904",
        "players": {"N": "A", "E": "C", "S": "B", "W": "D"},
        "deals": [deal("N", "H", 10, {"E": 2, "W": 1}), deal("E", "NT", 7, {"W": 4}),
                  deal("S", "NT", 7, {"E": 4}), deal("W", "NT", 7, {"W": 4})],
    }), encoding="utf-8")
    code, output = run("score", str(path))
    assert code == 0
    assert "A-B win the rubber but lose 148 points to C-D." in output
    code, data = run("score", str(path), "--json")
    assert json.loads(data)["net"] == {"winner": "C-D", "points": 148}


def test_replay_of_a_result_record() -> None:
    code, output = run("replay", HOYLE, "--deal", "5")
    assert code == 0
    assert "Deal 5" in output and "Deal 4" not in output
    assert "four aces in one hand" in output


def test_deal_is_reproducible() -> None:
    code, first = run("deal", "--seed", "1")
    assert code == 0
    assert run("deal", "--seed", "1")[1] == first
    assert run("deal", "--seed", "2")[1] != first
    assert "South (dealer)" in first and first.count("♠") >= 4
    code, east = run("deal", "--seed", "1", "--dealer", "E")
    assert code == 0 and "East (dealer)" in east


def test_demo_saves_a_record_that_scores_and_replays(tmp_path: Path) -> None:
    saved = tmp_path / "rubber.json"
    code, output = run("demo", "--seed", "3", "--save", str(saved))
    assert code == 0
    assert "Cut:" in output and "deals" in output
    assert "declaration" in output and "doubling" in output and "result" in output
    assert "win the rubber" in output
    assert run("demo", "--seed", "3")[1] in output  # same seed, same rubber
    code, scored = run("score", str(saved))
    assert code == 0
    block = output[output.index("Scoring block"):output.index("Record saved")]
    assert block.strip() in scored
    code, data = run("score", str(saved), "--json")
    assert code == 0 and json.loads(data)["rubber_winner"] is not None
    code, replayed = run("replay", str(saved), "--deal", "1")
    assert code == 0
    assert "Declaration" in replayed and "Doubling" in replayed
    assert "Led by" in replayed and "Won by" in replayed
    for words in ("May I lead?", "I double", "Satisfied", "Yes"):
        if f'"{words}"' in output.split("Deal 2")[0]:
            assert f'"{words}"' in replayed


def test_demo_with_another_law_code() -> None:
    code, output = run("demo", "--seed", "4", "--law-code", "american-1905")
    assert code == 0 and "american-1905" in output


def test_codes_lists_the_law_codes() -> None:
    code, output = run("codes")
    assert code == 0
    for key in ("english-1904", "american-1904", "american-1905"):
        assert key in output
    assert "Portland" in output and "Elwell" in output


def test_a_missing_file_is_one_clear_line() -> None:
    code, output = run("score", "no/such/record.json")
    assert code == 2
    assert output.strip() == (
        "bridgewhist: error: cannot read no/such/record.json: No such file or directory")


def test_a_malformed_record_names_the_field(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({
        "format": "bridgewhist-record", "version": 1, "law_code": "english-1904",
        "deals": [{"kind": "result", "dealer": "N", "strain": "D",
                   "tricks": {"NS": 9, "EW": 5}}],
    }), encoding="utf-8")
    for command in ("score", "replay"):
        code, output = run(command, str(bad))
        assert code == 2
        assert len(output.strip().splitlines()) == 1
        assert "deals[0].tricks" in output and str(bad) in output


def test_invalid_json_names_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "bridgewhist-record",\n  "version": 1,,\n}', encoding="utf-8")
    code, output = run("score", str(bad))
    assert code == 2 and "line 2" in output


def test_an_illegal_action_names_the_action(tmp_path: Path) -> None:
    bad = tmp_path / "illegal.json"
    bad.write_text(json.dumps({
        "format": "bridgewhist-record", "version": 1, "law_code": "english-1904",
        "deals": [{"dealer": "S", "hands": "N:AKQJT98765432... .AKQJT98765432.. "
                   "..AKQJT98765432. ...AKQJT98765432", "actions": ["hearts", "leave"]}],
    }), encoding="utf-8")
    code, output = run("score", str(bad))
    assert code == 2 and "deals[0].actions[1]" in output


@pytest.mark.parametrize("args", [
    ("demo", "--law-code", "whist-1864"),
    ("deal", "--seed", "1", "--dealer", "X"),
    ("replay", HOYLE, "--deal", "9"),
])
def test_bad_options_exit_with_code_2(args: tuple[str, ...]) -> None:
    code, output = run(*args)
    assert code == 2
    assert output.startswith("bridgewhist: error: ") and args[-2] in output


def test_export_to_pbn_and_back(tmp_path: Path) -> None:
    saved = tmp_path / "rubber.json"
    code, _ = run("demo", "--seed", "6", "--save", str(saved))
    assert code == 0
    pbn = tmp_path / "rubber.pbn"
    code, output = run("export", str(saved), "--to", "pbn", "-o", str(pbn))
    assert code == 0 and "wrote" in output
    assert pbn.read_text(encoding="utf-8").startswith("% PBN 2.1")
    _, from_json = run("score", str(saved), "--json")
    _, from_pbn = run("score", str(pbn), "--json")
    assert json.loads(from_json)["net"] == json.loads(from_pbn)["net"]
    assert json.loads(from_json)["totals"] == json.loads(from_pbn)["totals"]
    code, back = run("export", str(pbn), "--to", "json")
    assert code == 0 and json.loads(back)["format"] == "bridgewhist-record"


def test_export_of_a_score_keepers_record_to_pbn_scores_the_same(tmp_path: Path) -> None:
    code, output = run("export", HOYLE)
    assert code == 0 and '[BridgeWhistTricks "NS 9 EW 4"]' in output
    saved = tmp_path / "hoyle.pbn"
    saved.write_text(output, encoding="utf-8")
    code, scored = run("score", str(saved), "--json")
    assert code == 0 and json.loads(scored)["net"] == {"winner": "A-B", "points": 26}
    code, output = run("export", HOYLE, "--to", "xml")
    assert code == 2 and "expected pbn or json" in output


def test_demo_with_maxims_players_and_an_unknown_agent(tmp_path: Path) -> None:
    saved = tmp_path / "maxims.json"
    code, output = run("demo", "--seed", "3", "--agent", "maxims", "--save", str(saved))
    assert code == 0 and "win the rubber" in output
    assert "maxims players" in json.loads(saved.read_text(encoding="utf-8"))["event"]
    code, output = run("demo", "--agent", "wizard")
    assert code == 2 and "unknown agent 'wizard'" in output


def test_simulate_passes_agent_settings_and_refuses_bad_ones() -> None:
    code, output = run("simulate", "random", "random", "--deals", "2", "--seed", "1", "--json",
                       "--a", "unused=1")
    assert code == 2 and "agent settings" in output
    code, output = run("simulate", "ddmc", "random", "--deals", "1", "--seed", "1", "--json",
                       "--a", "samples=0")
    assert code == 2 and "samples" in output
    code, output = run("simulate", "random", "random", "--deals", "1", "--a", "samples")
    assert code == 2 and "expected KEY=VALUE" in output
    code, output = run("simulate", "ddmc", "random", "--deals", "1", "--seed", "2", "--json",
                       "--no-progress", "--a", "samples=2", "--a", "make_samples=1",
                       "--a", "workers=0")
    assert code == 0, output
    assert json.loads(output)["deals"] == 1
