"""``bridgewhist serve`` checks its address before it prints one (issue 36): a port already in
use, a host that is not a host name, or one that does not resolve, is one line and exit code 2,
never the table's address followed by uvicorn's "Errno 98" and exit 3."""

from __future__ import annotations

import socket
import subprocess
import sys
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
    monkeypatch.delenv("BRIDGEWHIST_DATABASE_URL", raising=False)
    return calls


@pytest.fixture
def taken() -> Any:
    """A port on the loopback that another socket listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        yield int(sock.getsockname()[1])


def _one_line(args: list[str]) -> str:
    result = runner.invoke(app, ["serve", *args])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and "is at http" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    return lines[0]


def test_a_port_in_use_is_one_line_before_any_address(served: list[dict[str, Any]], taken: int,
                                                      tmp_path: Path) -> None:
    line = _one_line(["--port", str(taken), "--database", str(tmp_path / "t.db")])
    assert line == (f"bridgewhist: error: port {taken} on 127.0.0.1 is in use: stop what listens "
                    "there, or choose another with --port")
    assert not served and not (tmp_path / "t.db").exists()


def test_a_free_port_serves(served: list[dict[str, Any]], tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    result = runner.invoke(app, ["serve", "--port", str(port), "--database", str(tmp_path / "t.db")])
    assert result.exit_code == 0, result.output
    assert f"http://127.0.0.1:{port}/" in result.output and served[0]["port"] == port


@pytest.mark.parametrize("host", ["a b", "bad host!", "", "http://x", "x" * 300])
def test_a_host_that_is_no_host_name(served: list[dict[str, Any]], host: str, tmp_path: Path) -> None:
    line = _one_line(["--host", host, "--database", str(tmp_path / "t.db")])
    assert line.startswith("bridgewhist: error: --host: ") and "neither a host name nor an IP address" in line
    assert not served


def test_a_host_that_does_not_resolve(served: list[dict[str, Any]], tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    def unknown(*args: object, **kwargs: object) -> object:   # no resolver asked: loopback only
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    monkeypatch.setattr(server.socket, "getaddrinfo", unknown)
    line = _one_line(["--host", "no-such-host.invalid", "--database", str(tmp_path / "t.db")])
    assert line == ("bridgewhist: error: --host: 'no-such-host.invalid' does not resolve to an "
                    "address of this machine (Name or service not known)")
    assert not served


def test_the_real_command_on_a_port_in_use(taken: int, tmp_path: Path) -> None:
    """The real process: nothing on standard output, one line on standard error, exit 2."""
    done = subprocess.run([sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(taken),
                           "--database", str(tmp_path / "t.db")],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        f"bridgewhist: error: port {taken} on 127.0.0.1 is in use: stop what listens there, or "
        "choose another with --port"]
