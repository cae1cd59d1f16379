"""``bridgewhist advise --plot``: a directory gets ``advice.png`` inside it (never ``DIR.png``
beside it); a suffix other than ``.png`` is refused in one line with exit code 2."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from bridgewhist.cli.app import app

HAND = ["advise", "--hand", "S AK82 H QJ4 D K93 C 752", "--samples", "2"]


def test_a_directory_gets_the_chart_inside_it(tmp_path: Path) -> None:
    where = tmp_path / "charts"
    where.mkdir()
    result = CliRunner().invoke(app, [*HAND, "--plot", str(where)])
    assert result.exit_code == 0, result.output
    assert (where / "advice.png").read_bytes().startswith(b"\x89PNG")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["charts"], "nothing beside it"


def test_a_file_gets_the_chart_and_another_suffix_is_refused(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, [*HAND, "--plot", str(tmp_path / "mine.png")])
    assert result.exit_code == 0 and (tmp_path / "mine.png").read_bytes().startswith(b"\x89PNG")
    result = CliRunner().invoke(app, [*HAND, "--plot", str(tmp_path / "mine.xyz")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bridgewhist: error: --plot: ")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.png"]
