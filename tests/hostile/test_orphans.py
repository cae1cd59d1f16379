"""Worker processes die with the server, however it dies: ``kill -9`` of ``bridgewhist serve``
with a computer player's worker running leaves no process of it behind within a few seconds
(issue 14, item 4). Real processes: the server, its forkserver, its resource tracker, a worker."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx2 as httpx
import pytest

from bridgewhist.agents.lifeline import hold, lifeline
from support.server import free_port, start_serve

pytestmark = pytest.mark.hostile


def _descendants(root: int) -> list[int]:
    """Every living process under ``root`` (from /proc; zombies count as dead)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError):
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
                children.setdefault(int(fields[1]), []).append(int(entry))
    found, todo = [], [root]
    while todo:
        for pid in children.get(todo.pop(), []):
            found.append(pid)
            todo.append(pid)
    return [pid for pid in found if _alive(pid)]


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process tree from /proc")
def test_kill_9_of_the_server_leaves_no_worker(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with (tmp_path / "server.log").open("wb") as log:
        server = start_serve(tmp_path / "tables.db", port, workers=1, log=log)
    started: list[int] = []
    try:
        for _ in range(6):   # a table of Ann and three computers, until a computer must act first
            table = httpx.post(f"{base}/api/tables", json={"computer": "random"}).json()["table_id"]
            token = httpx.post(f"{base}/api/tables/{table}/join", json={"name": "Ann"}).json()["token"]
            filled = httpx.post(f"{base}/api/tables/{table}/fill", headers={"X-Seat-Token": token})
            assert filled.status_code == 200
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and len(started) < 3:
                started = _descendants(server.pid)   # the forkserver, the tracker, a worker under it
                time.sleep(0.1)
            if len(started) >= 3:
                break
        assert len(started) >= 3, f"the workers did not start: {started}"
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and any(map(_alive, started)):
            time.sleep(0.1)
        assert [pid for pid in started if _alive(pid)] == []
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(10)
        for pid in started:   # a failed run leaves nothing behind either
            if _alive(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)


def _child(line: object) -> None:
    hold(line)  # type: ignore[arg-type]
    time.sleep(60)


def test_a_worker_holding_the_lifeline_exits_when_its_parent_does() -> None:
    """The mechanism alone: a grandchild holding its parent's lifeline outlives a killed parent by
    less than a few seconds (spawn, so nothing is inherited by accident)."""
    code = ("import multiprocessing, sys, time\n"
            "from tests.hostile.test_orphans import _child\n"
            "from bridgewhist.agents.lifeline import lifeline\n"
            "if __name__ == '__main__':\n"
            "    worker = multiprocessing.get_context('spawn').Process(target=_child, args=(lifeline(),))\n"
            "    worker.start()\n"
            "    print(worker.pid, flush=True)\n"
            "    time.sleep(60)\n")
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), *sys.path])}
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env)
    worker = 0
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        assert _alive(worker)
        parent.kill()
        parent.wait(10)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and _alive(worker):
            time.sleep(0.05)
        assert not _alive(worker)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(10)
        if parent.stdout is not None:
            parent.stdout.close()
        if worker and _alive(worker):
            os.kill(worker, signal.SIGKILL)
    assert lifeline() is lifeline()
