"""The test command's tiers and parallel run (issue 33, item 5): ``--fast`` runs the tests of the
game and its players and nothing with a server, a browser or a database; under pytest-xdist the
summary's counts are summed from the workers; ports are handed out without races."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.cluster import Cluster, private_cluster
from support.server import PORT_LOCKS, PORTS, free_port

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("BRIDGEWHIST_CHROMIUM", "/usr/bin/chromium"))
FAST = ("tests/core/", "tests/laws/", "tests/referee/", "tests/notation/", "tests/agents/",
        "tests/club/", "tests/three_hand/", "tests/pad/", "tests/house/")


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    with private_cluster() as made:
        yield made


def test_the_fast_tier_is_the_game_and_its_players_without_servers_or_browsers() -> None:
    done = subprocess.run(["bash", "scripts/test.sh", "--fast", "-p", "no:cacheprovider", "-n", "0",
                           "--collect-only", "-q", "-q"], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    files = [line.split(":")[0] for line in done.stdout.splitlines() if line.startswith("tests/")]
    assert len(files) > 50
    assert all(file.startswith(FAST) for file in files), [f for f in files if not f.startswith(FAST)]
    assert {prefix for prefix in FAST if any(file.startswith(prefix) for file in files)} == set(FAST)
    assert "tests/agents/test_alphamu.py" not in files and "tests/agents/test_maxims.py" in files


def test_under_xdist_the_summary_sums_the_workers_counts(cluster: Cluster) -> None:
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is absent")
    tests = ["tests/web/test_api.py::test_pages_and_health",   # [sqlite] and [postgresql]
             "tests/browser/test_client_logic.py::test_the_verdict_under_the_scoring_block_reads_as_the_terminal_does"]
    env = {**os.environ, "BRIDGEWHIST_TEST_POSTGRES_URL": cluster.new_database()}
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2",
                           "--dist", "loadgroup", *tests], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    counts = [line for line in done.stdout.splitlines() if line.startswith("ran on PostgreSQL: ")]
    assert counts == ["ran on PostgreSQL: 1, in the browser: 1"], done.stdout
    assert done.stdout.rstrip().splitlines()[-1].startswith("3 passed")


def test_a_port_handed_out_is_held_by_its_process_and_never_handed_out_twice() -> None:
    ports = [free_port() for _ in range(20)]
    assert len(set(ports)) == 20 and all(port in PORTS for port in ports)
    assert not any(32768 <= port <= 60999 for port in ports)   # never the kernel's own to give
    with subprocess.Popen(
            [sys.executable, "-c", "import sys; from support.server import free_port; print(free_port(), "
             "flush=True); sys.stdin.read()"],
            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "tests")}, stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True) as child:
        assert child.stdin is not None and child.stdout is not None
        try:
            port = int(child.stdout.readline())
            assert port not in ports
            with (PORT_LOCKS / str(port)).open("ab") as lock, pytest.raises(BlockingIOError):
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)   # the child holds it
        finally:
            child.stdin.close()
            child.wait(30)
    with (PORT_LOCKS / str(port)).open("ab") as lock:   # free again once its holder ended
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
