"""``bridgewhist serve`` before it listens: the database is found, opened and migrated first, and a
database that cannot be used is one line and exit code 2, the URL never printed (issue 16, items 3
and 5). uvicorn itself is replaced: these tests never listen on a port."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgewhist.cli.app import app
from bridgewhist.web import server

runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "100"})


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[dict[str, Any]]:
    """uvicorn.run recorded instead of run; the user's data directory in ``tmp_path/data``."""
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(server.uvicorn, "run", lambda app, **kw: calls.append(kw))
    # The default port 8000 may be in use on this machine: its check is test_serve_address.py's.
    monkeypatch.setattr(server, "check_address", lambda host, port: None)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("BRIDGEWHIST_DATABASE_URL", raising=False)
    # Served as from an installed package (a checkout's default, its own data/, is tested apart).
    monkeypatch.setattr(server, "PACKAGE_DIR", tmp_path / "site-packages" / "bridgewhist")
    return calls


def _refused(*args: str) -> str:
    result = runner.invoke(app, ["serve", *args])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and "http://" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    return lines[0]


def test_an_installed_packages_default_database_is_its_own_in_the_users_data_directory(
        served: list[dict[str, Any]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = runner.invoke(app, ["serve", "--port", "8123"])
    assert result.exit_code == 0, result.output
    [expected] = (tmp_path / "data" / "bridgewhist").glob("tables-*.db")
    assert f"(database: {expected})" in result.output and "http://127.0.0.1:8123/" in result.output
    assert served[0]["port"] == 8123
    # Another install (another environment's prefix) has another database: it lists none of these tables.
    monkeypatch.setattr(server.sys, "prefix", str(tmp_path / "another-venv"))
    assert server.default_database() != expected and server.default_database().parent == expected.parent
    assert not (tmp_path / "site-packages").exists()   # nothing written beside the package


def test_a_checkouts_default_database_is_in_its_own_data_folder(
        served: list[dict[str, Any]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clone = tmp_path / "clone"
    (clone / "src" / "bridgewhist").mkdir(parents=True)
    (clone / "pyproject.toml").write_text('[project]\nname = "bridgewhist"\n')
    monkeypatch.setattr(server, "PACKAGE_DIR", clone / "src" / "bridgewhist")
    result = runner.invoke(app, ["serve"])
    assert result.exit_code == 0, result.output
    expected = clone / "data" / "tables.db"
    assert f"(database: {expected})" in result.output and expected.is_file()
    assert not (tmp_path / "data").exists()   # the user's data directory untouched: a new clone starts empty


def test_the_default_of_this_checkout_is_its_data_folder() -> None:
    assert server.default_database() == Path(__file__).resolve().parents[2] / "data" / "tables.db"


def test_the_database_option_and_the_environment_override_the_default(
        served: list[dict[str, Any]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    named = tmp_path / "named.db"
    result = runner.invoke(app, ["serve", "--database", str(named)])
    assert result.exit_code == 0 and f"(database: {named})" in result.output and named.is_file()
    from_env = tmp_path / "env.db"
    monkeypatch.setenv("BRIDGEWHIST_DATABASE_URL", str(from_env))
    result = runner.invoke(app, ["serve"])
    assert result.exit_code == 0 and f"(database: {from_env})" in result.output and from_env.is_file()
    assert not (tmp_path / "data").exists()


def test_a_database_path_that_cannot_be_written(served: list[dict[str, Any]], tmp_path: Path) -> None:
    line = _refused("--database", str(tmp_path / "missing" / "tables.db"))
    assert line == (f"bridgewhist: error: cannot open the database {tmp_path}/missing/tables.db: "
                    f"the directory {tmp_path}/missing does not exist")
    folder = tmp_path / "folder.db"
    folder.mkdir()
    assert f"cannot open the database {folder}: " in _refused("--database", str(folder))
    assert not served


def test_a_postgresql_that_does_not_answer(served: list[dict[str, Any]]) -> None:
    with socket.socket() as sock:   # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    line = _refused("--database", f"postgresql://ann:secret@127.0.0.1:{port}/bw")
    assert line.startswith(f"bridgewhist: error: cannot open the database postgresql://127.0.0.1:{port}/bw: ")
    assert "secret" not in line and not served
