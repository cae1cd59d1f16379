"""The README's test command (scripts/test.sh) sets up what its tests need or says in one line what
is missing, and pytest's summary says how many tests ran on PostgreSQL and in the browser (issue 39)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from support.cluster import Cluster, postgres_bin, private_cluster

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("BRIDGEWHIST_CHROMIUM", "/usr/bin/chromium"))
ON_POSTGRES = "tests/web/test_api.py::test_pages_and_health"   # [sqlite], and [postgresql] given the URL
IN_BROWSER = ("tests/browser/test_client_logic.py::"
              "test_the_verdict_under_the_scoring_block_reads_as_the_terminal_does")
STATS = re.compile(r"^\d+ (passed|skipped)\b.* in [\d.]+s")


def _pytest(*args: str, url: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BRIDGEWHIST_TEST_POSTGRES_URL": url}
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=False, timeout=120)


def _counts(output: str) -> str:
    lines = [line for line in output.splitlines() if line.startswith("ran on PostgreSQL: ")]
    assert len(lines) == 1, output
    return lines[0]


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    with private_cluster() as made:
        yield made


def test_without_chromium_and_no_way_to_install_it_the_test_command_stops_in_one_line(tmp_path: Path) -> None:
    tools = tmp_path / "bin"   # no apt-get, no sudo: nothing can be installed
    tools.mkdir()
    for tool in ("bash", "dirname", "id"):
        found = shutil.which(tool)
        assert found is not None, tool
        (tools / tool).symlink_to(found)
    env = {"PATH": str(tools), "HOME": str(tmp_path), "BRIDGEWHIST_CHROMIUM": str(tmp_path / "no-chromium")}
    done = subprocess.run(["/bin/bash", "scripts/test.sh", "-q", "tests/core"], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("test.sh: ")
    assert f"{tmp_path / 'no-chromium'}" in lines[0] and "--no-browser" in lines[0]
    assert "apt-get" in lines[0]


def _processes_naming(text: str) -> list[str]:
    """The command lines of the running processes that name ``text``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except OSError:   # gone meanwhile
                continue
            if text in command:
                found.append(command)
    return found


def test_a_private_postgresql_starts_on_its_url_and_stops_leaving_nothing_behind() -> None:
    if postgres_bin() is None:
        pytest.skip("no PostgreSQL server binaries (initdb) here")
    folder = Path(tempfile.mkdtemp(prefix="bw-test-pg-", dir="/tmp"))
    script = str(ROOT / "scripts" / "postgres.sh")
    try:
        url = subprocess.run(["bash", script, "start", str(folder)], capture_output=True, text=True,
                             check=True, timeout=60).stdout.strip()
        assert re.fullmatch(r"postgresql://postgres@127\.0\.0\.1:\d+/bridgewhist_test", url), url
        assert _processes_naming(str(folder))   # the server runs from that directory
        with psycopg.connect(url) as connection:
            assert connection.execute("SHOW fsync").fetchone() == ("off",)
    finally:
        subprocess.run(["bash", script, "stop", str(folder)], check=True, timeout=60)
    assert not folder.exists()
    assert _processes_naming(str(folder)) == []


def test_the_summary_counts_the_tests_run_on_postgresql_and_in_the_browser(cluster: Cluster) -> None:
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is absent")
    done = _pytest(ON_POSTGRES, IN_BROWSER, url=cluster.new_database())
    assert done.returncode == 0, done.stdout + done.stderr
    assert _counts(done.stdout) == "ran on PostgreSQL: 1, in the browser: 1"
    last = done.stdout.rstrip().splitlines()[-1]
    assert STATS.match(last) and last.startswith("3 passed"), last   # pytest's own line stays the last


def test_no_postgres_and_no_browser_skip_those_tests_on_purpose_and_say_so() -> None:
    done = _pytest(ON_POSTGRES, IN_BROWSER, "--no-postgres", "--no-browser", "-rs",
                   url="postgresql://nobody@127.0.0.1:1/never_opened")
    assert done.returncode == 0, done.stdout + done.stderr
    assert _counts(done.stdout) == "ran on PostgreSQL: 0 (--no-postgres), in the browser: 0 (--no-browser)"
    skipped = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 2, done.stdout
    assert any("--no-postgres" in line for line in skipped)
    assert any("--no-browser" in line for line in skipped)
    last = done.stdout.rstrip().splitlines()[-1]
    assert STATS.match(last) and last.startswith("1 passed, 2 skipped"), last
