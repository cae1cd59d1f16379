"""``bridgewhist serve``'s limits on slow and crowding clients (issue 31, item 4): the options
reach the server, and a value that cannot hold is one line and exit code 2, nothing served.
uvicorn itself is replaced: these tests never listen on a port."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.web import server

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """uvicorn.run recorded instead of run."""
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(server.uvicorn, "run", lambda app, **kw: calls.append(kw))
    # The default port 8000 may be in use on this machine: its check is test_serve_address.py's.
    monkeypatch.setattr(server, "check_address", lambda host, port: None)
    return calls


def test_the_options_reach_the_server(served: list[dict[str, Any]], tmp_path: Path) -> None:
    result = runner.invoke(app, ["serve", "--database", str(tmp_path / "t.db"), "--head-timeout", "2.5",
                                 "--max-connections", "40", "--max-connections-per-address", "0"])
    assert result.exit_code == 0, result.output
    limits = served[0]["http"].guard.limits
    assert (limits.head_timeout, limits.total, limits.per_address) == (2.5, 40, 0)


@pytest.mark.parametrize(("options", "words"), [
    (["--head-timeout", "0"], "--head-timeout must be more than 0 and at most 3600 seconds, not 0"),
    (["--max-connections", "0"], "--max-connections must be at least 1, not 0"),
    (["--max-connections", "10", "--max-connections-per-address", "11"],
     "--max-connections-per-address must be from 0 (no such cap) to --max-connections (10), not 11"),
    (["--max-connections", "99999999"], "--max-connections 99999999 is more than the open-file limit"),
])
def test_a_limit_that_cannot_hold_is_one_line(served: list[dict[str, Any]], tmp_path: Path,
                                              options: list[str], words: str) -> None:
    result = runner.invoke(app, ["serve", "--database", str(tmp_path / "t.db"), *options])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"bridgewhist: error: {words}"), result.output
    assert "http://" not in result.output and not served
