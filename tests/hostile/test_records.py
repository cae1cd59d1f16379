"""Hostile record files: every reader has a size and a depth limit, and the command line turns a
violation into its one line with exit code 2, never a traceback (issue 14, item 2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.cli.validate import MAX_FAULTS_SHOWN
from bridgewhist.errors import NotationError
from bridgewhist.notation import pbn, record, three_hand_record
from bridgewhist.notation.limits import MAX_DEPTH, MAX_SHOWN, MAX_TEXT_CHARS, shown

pytestmark = pytest.mark.hostile

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})
COMMANDS = ("score", "replay", "export", "validate")
DEEP = "[" * 100_000 + "]" * 100_000


def one_line_error(*args: str) -> str:
    """The command exits 2 with one line, no traceback; the line is returned."""
    result = runner.invoke(app, list(args))
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert lines[-1].startswith("bridgewhist: error: "), result.output
    assert "internal error" not in result.output
    return lines[-1]


@pytest.mark.parametrize("command", COMMANDS)
def test_deeply_nested_json_is_refused_in_one_line(tmp_path: Path, command: str) -> None:
    path = tmp_path / "deep.json"
    path.write_text(DEEP)
    assert f"nested more than {MAX_DEPTH} deep" in one_line_error(command, str(path))


@pytest.mark.parametrize("command", COMMANDS)
def test_deep_nesting_inside_a_record_is_refused(tmp_path: Path, command: str) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"format": "bridgewhist-three-hand", "deals": ' + "[" * 900 + "]" * 900 + "}")
    assert "nested more than" in one_line_error(command, str(path))


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("name", ["big.json", "big.pbn"])
def test_a_file_over_the_size_limit_is_refused_unread(tmp_path: Path, command: str, name: str) -> None:
    path = tmp_path / name
    with path.open("w") as handle:   # 50 MB
        handle.write('{"format": "bridgewhist-record", "event": "')
        handle.write("x" * 50_000_000)
        handle.write('"}')
    line = one_line_error(command, str(path))
    assert "too large" in line and f"{MAX_TEXT_CHARS:,}" in line


@pytest.mark.parametrize("command", COMMANDS)
def test_a_long_bad_value_is_shown_as_a_short_escaped_prefix(tmp_path: Path, command: str) -> None:
    path = tmp_path / "long.json"
    path.write_text(json.dumps({"format": "bridgewhist-record", "version": "\u202e" + "9" * 100_000,
                                "law_code": "english-1904", "deals": []}))
    result = runner.invoke(app, [command, str(path)])
    assert result.exit_code == 2
    assert "\u202e" not in result.output and "9" * (MAX_SHOWN + 1) not in result.output
    assert len(result.output) < 1000, result.output


def test_the_library_readers_raise_notation_errors() -> None:
    for reader in (record.loads, three_hand_record.loads):
        with pytest.raises(NotationError, match="nested more than"):
            reader(DEEP)
        with pytest.raises(NotationError, match="too large"):
            reader(" " * (MAX_TEXT_CHARS + 1))
    with pytest.raises(NotationError, match="too large"):
        pbn.loads("%" * (MAX_TEXT_CHARS + 1))


def test_shown_escapes_control_zero_width_and_direction_characters() -> None:
    for char in ("\x00", "\u200b", "\u202e", "\x1b"):
        assert char not in shown(f"Ann{char}")
    assert len(shown("x" * 10**6)) < MAX_SHOWN + 40
    assert len(shown(10**400)) < MAX_SHOWN + 40


def test_a_real_process_prints_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(DEEP)
    done = subprocess.run([sys.executable, "-m", "bridgewhist.cli", "score", str(path)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"bridgewhist: error: {path}: nested more than {MAX_DEPTH} deep: a record is nested a few levels"]


def test_validate_lists_at_most_fifty_faults(tmp_path: Path) -> None:
    path = tmp_path / "faults.json"
    path.write_text(json.dumps({"format": "bridgewhist-record", "version": 1, "law_code": "english-1904",
                                "deals": [{"kind": "played"}] * 10_000}))
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == MAX_FAULTS_SHOWN + 2, result.output[-300:]
    assert "more" in lines[-2] and lines[-1].startswith("bridgewhist: error: ")
