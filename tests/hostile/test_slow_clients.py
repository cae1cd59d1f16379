"""Slow and idle clients on a real ``bridgewhist serve`` (issue 31, item 4): sockets that hold half
a request head are closed after the head's deadline, a flood past the open-file limit leaves the
server answering, the per-address cap refuses with the documented answer, and each burst of
refusals or late heads is one warning line (web/guard.py; docs/reliability.md)."""

from __future__ import annotations

import json
import resource
import selectors
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import httpx2 as httpx
import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import ClientConnection, connect

from support.server import free_port

pytestmark = pytest.mark.hostile

HEAD = 1.5   # the servers' --head-timeout here: short, so the tests take seconds
HALF_LINE = b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAcc"
HALF_UPGRADE = b"GET /ws/tables/x HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgr"


@contextmanager
def serve(where: Path, *options: str, nofile: int | None = None) -> Iterator[tuple[str, Path]]:
    """``bridgewhist serve`` with ``options`` (and an open-file limit of ``nofile``), once
    ``/api/health`` answers: its base URL and its log (which must hold no traceback at the end)."""
    if nofile is not None and resource.getrlimit(resource.RLIMIT_NOFILE)[1] < nofile:
        pytest.skip(f"the hard open-file limit is under {nofile}")

    def limit() -> None:
        if nofile is not None:
            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, hard))

    port = free_port()
    log_path = where / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "bridgewhist.cli", "serve", "--port", str(port), "--database",
             str(where / "tables.db"), "--workers", "0", "--log-level", "info", *options],
            stdout=log, stderr=subprocess.STDOUT, preexec_fn=limit)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                if httpx.get(f"{url}/api/health").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert process.poll() is None, log_path.read_text(errors="replace")
            time.sleep(0.1)
        else:
            raise AssertionError("the server did not answer")
        yield url, log_path
    finally:
        process.terminate()
        process.wait(20)
    text = log_path.read_text(errors="replace")
    assert "Traceback" not in text and "Exception in ASGI" not in text, text[-3000:]


def holders(url: str, count: int, sent: Callable[[int], bytes]) -> list[socket.socket]:
    """``count`` connections to the server, the ``i``-th having sent ``sent(i)``."""
    port = int(url.rsplit(":", 1)[1])
    sockets = []
    for i in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(sent(i))
        sockets.append(sock)
    return sockets


def endings(sockets: list[socket.socket], within: float) -> list[bytes | None]:
    """What the server sent each socket before closing it (None: still open after ``within`` s)."""
    deadline = time.monotonic() + within
    got: list[bytes | None] = []
    for sock in sockets:
        data = b""
        while True:
            sock.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                chunk = sock.recv(65536)
            except TimeoutError:
                got.append(None)
                break
            except ConnectionResetError:
                got.append(data)
                break
            if not chunk:
                got.append(data)
                break
            data += chunk
        sock.close()
    return got


def answered_at_least(sockets: list[socket.socket], count: int, within: float) -> bool:
    """At least ``count`` of ``sockets`` have something to read (an answer, or their end)."""
    deadline = time.monotonic() + within
    with selectors.DefaultSelector() as selector:
        for sock in sockets:
            selector.register(sock, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if len(selector.select(timeout=0.1)) >= count:
                return True
    return False


def body(answer: bytes) -> object:
    return json.loads(answer.split(b"\r\n\r\n", 1)[1])


def guard_warnings(log: Path) -> list[str]:
    return [line for line in log.read_text(errors="replace").splitlines()
            if line.startswith("WARNING") and "bridgewhist.web.guard" in line]


def test_half_heads_are_answered_408_and_closed_while_health_is_answered(tmp_path: Path) -> None:
    with serve(tmp_path, "--head-timeout", str(HEAD), "--max-connections-per-address", "400",
               nofile=1024) as (url, log):
        started = time.monotonic()
        sockets = holders(url, 250, lambda i: HALF_UPGRADE if i % 5 == 0 else HALF_LINE)
        asked = time.monotonic()
        assert httpx.get(f"{url}/api/health", timeout=5).status_code == 200
        assert time.monotonic() - asked < 1.0
        assert time.monotonic() - started < HEAD   # the 250 were all held when it was answered
        ends = endings(sockets, HEAD + 5)
        assert ends.count(None) == 0, f"{ends.count(None)} of 250 still open"
        firsts = {end.split(b"\r\n", 1)[0] for end in ends if end is not None}
        assert firsts == {b"HTTP/1.1 408 Request Timeout"}
        reasons = {json.dumps(body(end)) for end in ends if end is not None}
        assert reasons == {json.dumps({"error": {"reason": "request_timeout", "message":
                                                 f"the request's headers did not come within {HEAD:g} s",
                                                 "law": None}})}
        assert httpx.get(f"{url}/api/health", timeout=5).status_code == 200
        lines = guard_warnings(log)
        assert len(lines) == 1 and "its request head did not come within 1.5 s" in lines[0], lines


def test_a_flood_past_the_open_file_limit_leaves_the_server_answering(tmp_path: Path) -> None:
    # Before: 300 half heads at 256 open files: /api/health was never answered, 239 sockets held.
    with serve(tmp_path, "--head-timeout", str(HEAD), "--max-connections", "150",
               "--max-connections-per-address", "150", nofile=256) as (url, log):
        sockets = holders(url, 300, lambda _i: HALF_LINE)
        assert answered_at_least(sockets, 150, within=5)   # the flood's refusals are sent
        asked = time.monotonic()
        during = httpx.get(f"{url}/api/health", timeout=5)
        assert time.monotonic() - asked < 1.0
        assert during.status_code == 503 and during.headers["connection"] == "close"
        assert during.json()["error"]["reason"] == "too_many_connections"
        ends = endings(sockets, HEAD + 5)
        assert ends.count(None) == 0, f"{ends.count(None)} of 300 still open"
        firsts = {end.split(b"\r\n", 1)[0] for end in ends if end}
        assert firsts <= {b"HTTP/1.1 408 Request Timeout", b"HTTP/1.1 503 Service Unavailable"}
        assert sum(bool(end and end.startswith(b"HTTP/1.1 408")) for end in ends) <= 150
        assert httpx.get(f"{url}/api/health", timeout=5).status_code == 200
        lines = guard_warnings(log)
        assert len(lines) == 1 and "the limit (--max-connections) is 150" in lines[0], lines


@pytest.fixture(scope="module")
def capped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """One server for the per-address checks: two connections an address."""
    with serve(tmp_path_factory.mktemp("capped"), "--head-timeout", "30",
               "--max-connections-per-address", "2") as served:
        yield served


def test_the_per_address_cap_refuses_with_the_documented_answer(capped: tuple[str, Path]) -> None:
    url, log = capped
    held = holders(url, 2, lambda _i: b"")
    try:
        with httpx.Client(timeout=5) as client:   # each refused connection is closed: 30 of them
            answers = [client.get(f"{url}/api/health") for _ in range(30)]
        for refused in answers:
            assert refused.status_code == 503, refused.text
            assert refused.headers["connection"] == "close"
            assert refused.headers["content-type"] == "application/json"
            message = "too many connections from your address: the limit is 2; try again in a moment"
            assert refused.json() == {"error": {"reason": "too_many_connections", "law": None,
                                                "message": message}}
    finally:
        for sock in held:
            sock.close()
    assert answered(url)   # the closed ones are no longer counted
    lines = guard_warnings(log)
    assert len(lines) == 1, lines
    assert ("refused a connection from 127.0.0.1: 2 open from that address, the limit "
            "(--max-connections-per-address) is 2") in lines[0]


def answered(url: str) -> bool:
    """``/api/health`` answers 200 within a few seconds of asking again."""
    for _ in range(50):
        if httpx.get(f"{url}/api/health", timeout=5).status_code == 200:
            return True
        time.sleep(0.1)
    return False


def spectate(stack: ExitStack, url: str, table: str) -> ClientConnection:
    """A spectator's websocket at ``table``, once its first view has come (tried again while the
    server has not yet heard that the last HTTP connection closed)."""
    for _ in range(50):
        try:
            ws = stack.enter_context(connect(f"{url.replace('http', 'ws')}/ws/tables/{table}",
                                             open_timeout=10))
        except InvalidStatus as refused:
            assert refused.response.status_code == 503
            time.sleep(0.05)
            continue
        ws.send(json.dumps({"type": "hello", "token": None}))
        assert json.loads(ws.recv(timeout=10))["type"] == "view"
        return ws
    raise AssertionError("no websocket was let in")


def test_a_websocket_counts_until_it_closes(capped: tuple[str, Path]) -> None:
    url, _log = capped
    table = httpx.post(f"{url}/api/tables", json={}).json()["table_id"]
    with ExitStack() as stack:
        first = spectate(stack, url, table)
        spectate(stack, url, table)
        assert httpx.get(f"{url}/api/health", timeout=5).status_code == 503
        first.close()
        assert answered(url)
