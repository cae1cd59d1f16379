"""``bridgewhist pad``: the pad's address printed, the server started only when none answers."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgewhist.cli import pad as pad_command
from bridgewhist.cli.app import app
from bridgewhist.web import server

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


class Healthy(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b'{"ok": true}'
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        """Quiet."""


@pytest.fixture
def running() -> Iterator[int]:
    """A stand-in server that answers /api/health."""
    httpd = HTTPServer(("127.0.0.1", 0), Healthy)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield int(httpd.server_address[1])
    httpd.shutdown()
    httpd.server_close()


def test_a_running_server_is_used(running: int, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(pad_command.webbrowser, "open", opened.append)
    result = runner.invoke(app, ["pad", "--port", str(running), "--open"])
    assert result.exit_code == 0, result.output
    url = f"http://127.0.0.1:{running}/pad/"
    assert url in result.output and "already running" in result.output
    assert opened == [url]


def test_with_no_server_it_serves_and_prints_the_pad(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(server.uvicorn, "run", lambda app, **kw: calls.append(kw))
    monkeypatch.setattr(pad_command, "answering", lambda base, timeout=1.0: False)
    result = runner.invoke(app, ["pad", "--port", "8765", "--database", str(tmp_path / "t.db")])
    assert result.exit_code == 0, result.output
    assert "the score pad is at http://127.0.0.1:8765/pad/" in result.output
    assert calls and calls[0]["port"] == 8765


def test_a_bad_database_is_one_line_and_no_address(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pad_command, "answering", lambda base, timeout=1.0: False)
    result = runner.invoke(app, ["pad", "--database", "/no-such-directory/t.db"])
    assert result.exit_code == 2
    assert "http://" not in result.output and len(result.output.strip().splitlines()) == 1
