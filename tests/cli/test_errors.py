"""Every command fails with one line naming what was wrong and exit code 2; a traceback only
with ``--debug`` (issue 16, item 5)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist import __version__
from bridgewhist.cli import app as cli_app
from bridgewhist.cli.app import app
from bridgewhist.cli.common import SETTINGS

ROOT = Path(__file__).resolve().parents[2]
HOYLE = ROOT / "examples" / "hoyle-rubber.json"

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


@pytest.fixture(autouse=True)
def _no_debug() -> object:
    yield
    SETTINGS.debug = False


def fails(*args: str) -> str:
    """Run the command; it must exit with code 2 and print exactly one line, no traceback."""
    result = runner.invoke(app, list(args))
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("bridgewhist: error: ")
    return lines[0]


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output == f"bridgewhist {__version__}\n"


@pytest.mark.parametrize("command", ["score", "replay", "export"])
def test_an_empty_pbn_file_is_refused(tmp_path: Path, command: str) -> None:
    empty = tmp_path / "empty.pbn"
    empty.write_text("")
    assert "no PBN game" in fails(command, str(empty))


def test_a_malformed_pbn_file_names_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Event "x"]\n[Dealer "N"]\n[Deal "N:AKQ"]\n')
    line = fails("score", str(bad))
    assert "line 3" in line and "[Deal]" in line


@pytest.mark.parametrize("text", ["", "{", "[]", '{"deals": 3}'])
def test_an_empty_or_malformed_json_record_is_refused(tmp_path: Path, text: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(text)
    assert str(bad) in fails("score", str(bad))


def test_a_record_of_an_unknown_law_code_is_refused(tmp_path: Path) -> None:
    data = json.loads(HOYLE.read_text())
    data["law_code"] = "french-1900"
    record = tmp_path / "french.json"
    record.write_text(json.dumps(data))
    assert "unknown law code 'french-1900'" in fails("replay", str(record))


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    result = runner.invoke(app, ["--debug", "score", str(tmp_path / "missing.json")])
    assert result.exit_code != 0 and result.exception is not None
    assert "missing.json" in str(result.exception)


def test_an_unexpected_error_is_one_line_without_debug(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    def broken(_record: object) -> object:
        raise RuntimeError("something broke")

    monkeypatch.setattr(cli_app, "replay", broken)
    monkeypatch.setattr(sys, "argv", ["bridgewhist", "score", str(HOYLE)])
    with pytest.raises(SystemExit) as stop:
        cli_app.main()
    assert stop.value.code == 1
    assert capsys.readouterr().err == ("bridgewhist: internal error: something broke "
                                       "(run with --debug for the traceback)\n")
    monkeypatch.setattr(sys, "argv", ["bridgewhist", "--debug", "score", str(HOYLE)])
    with pytest.raises(RuntimeError, match="something broke"):
        cli_app.main()


@pytest.mark.parametrize(("args", "said"), [
    (["serve", "--port", "99999"], "Invalid value for '--port'"),
    (["score"], "Missing argument 'RECORD'"),
    (["no-such-command"], "No such command 'no-such-command'"),
    (["deal", "--seed", "x"], "Invalid value for '--seed'"),
])
def test_a_usage_error_is_one_line_and_exit_code_2(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str],
                                                   args: list[str], said: str) -> None:
    monkeypatch.setattr(sys, "argv", ["bridgewhist", *args])
    with pytest.raises(SystemExit) as stop:
        cli_app.main()
    assert stop.value.code == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bridgewhist: error: ") and said in lines[0]
    assert captured.out == ""


def test_help_and_version_exit_with_code_0(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    for args in (["--help"], ["--version"], ["codes"]):
        monkeypatch.setattr(sys, "argv", ["bridgewhist", *args])
        with pytest.raises(SystemExit) as stop:
            cli_app.main()
        assert stop.value.code == 0, args
    assert "english-1904" in capsys.readouterr().out
