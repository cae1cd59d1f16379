"""``bridgewhist pad``: the pad's address printed, the server started only when none answers."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgewhist.cli import pad as pad_command
from bridgewhist.cli.app import app
from bridgewhist.laws import load_law_code
from bridgewhist.notation import pbn
from bridgewhist.notation.record import dumps
from bridgewhist.pad import Pad, to_record
from bridgewhist.web import server
from support.pads import HOYLE_DEALS, HOYLE_PLAYERS

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


def test_score_and_replay_read_a_pads_records(tmp_path: Path) -> None:
    pad = Pad.new(load_law_code("english-1904"), HOYLE_PLAYERS, "N")
    for entry in HOYLE_DEALS:
        pad = pad.apply({"op": "enter", "entry": entry})
    record = to_record(pad)
    (tmp_path / "pad.json").write_text(dumps(record), encoding="utf-8")
    (tmp_path / "pad.pbn").write_text(pbn.dumps(record), encoding="utf-8")
    for name in ("pad.json", "pad.pbn"):
        scored = runner.invoke(app, ["score", str(tmp_path / name), "--json"])
        assert scored.exit_code == 0, scored.output
        assert json.loads(scored.output)["net"] == {"winner": "A-B", "points": 26}
        replayed = runner.invoke(app, ["replay", str(tmp_path / name)])
        assert replayed.exit_code == 0, replayed.output


@pytest.mark.parametrize("host", ["a b", "bad host!", "", "http://x", "-x", "x" * 300, "a..b"])
def test_a_bad_host_is_one_line_and_exit_2(host: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(server.uvicorn, "run", lambda app, **kw: calls.append(kw))
    result = runner.invoke(app, ["pad", "--host", host, "--port", "8765"])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bridgewhist: error: --host: ")
    assert "internal error" not in result.output and calls == []


def test_an_ipv6_host_is_put_in_brackets(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(pad_command, "answering",
                        lambda base, timeout=1.0: asked.append(base) is None)
    result = runner.invoke(app, ["pad", "--host", "::1", "--port", "8765"])
    assert result.exit_code == 0, result.output
    assert asked == ["http://[::1]:8765"] and "http://[::1]:8765/pad/" in result.output
    result = runner.invoke(app, ["pad", "--host", "localhost", "--port", "8765"])
    assert result.exit_code == 0 and "http://localhost:8765/pad/" in result.output
