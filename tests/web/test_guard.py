"""The slow and idle clients' guard (web/guard.py): the limits and their defaults from the
open-file limit, whom a connection counts against, the counts, the warnings' bursts, and the
head's deadline on a real uvicorn in this process (the whole server: tests/hostile/test_slow_clients.py)."""

from __future__ import annotations

import json
import logging
import math
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from bridgewhist.web import server
from bridgewhist.web.guard import (
    HEAD_TIMEOUT,
    Burst,
    ConnectionLimits,
    Guard,
    GuardedHttp,
    GuardedWebSocket,
    LimitsError,
    address_key,
    connection_limits,
    protocols,
)
from support.server import free_port


@pytest.mark.parametrize(("nofile", "total", "per_address", "refusing"), [
    (256, 192, 24, 16), (1024, 896, 112, 32), (20000, 17500, 2187, 64), (1 << 20, 917504, 114688, 64)])
def test_the_defaults_leave_room_below_the_open_file_limit(nofile: int, total: int, per_address: int,
                                                           refusing: int) -> None:
    limits = connection_limits(nofile=nofile)
    assert limits == ConnectionLimits(HEAD_TIMEOUT, total, per_address, refusing)
    assert limits.total + limits.refusing + 32 <= nofile


def test_given_limits_are_kept() -> None:
    assert connection_limits(1.5, 100, 0, nofile=1024) == ConnectionLimits(1.5, 100, 0, 64)
    assert connection_limits(per_address=896, nofile=1024).per_address == 896


@pytest.mark.parametrize(("given", "words"), [
    ({"head_timeout": 0.0}, "--head-timeout must be more than 0 and at most 3600 seconds, not 0"),
    ({"head_timeout": math.nan}, "--head-timeout must be more than 0 and at most 3600 seconds, not nan"),
    ({"head_timeout": 4000.0}, "--head-timeout must be more than 0 and at most 3600 seconds, not 4000"),
    ({"total": 0}, "--max-connections must be at least 1, not 0"),
    ({"total": 961}, "--max-connections 961 is more than the open-file limit of this process allows "
                     "(1024 open files, 64 kept for the database and the workers: at most 960); raise "
                     "the limit (ulimit -n, or LimitNOFILE= in a systemd unit) or lower the cap"),
    ({"total": 10, "per_address": 11}, "--max-connections-per-address must be from 0 (no such cap) to "
                                       "--max-connections (10), not 11"),
    ({"per_address": -1}, "--max-connections-per-address must be from 0 (no such cap) to "
                          "--max-connections (896), not -1"),
])
def test_a_limit_that_cannot_hold_is_one_line_naming_the_option(given: dict[str, Any], words: str) -> None:
    with pytest.raises(LimitsError) as error:
        connection_limits(**given, nofile=1024)
    assert str(error.value) == words


def test_an_open_file_limit_with_no_room_is_refused() -> None:
    with pytest.raises(LimitsError, match=r"the open-file limit of this process \(64\) leaves no room"):
        connection_limits(nofile=64)


def test_whom_a_connection_counts_against() -> None:
    assert address_key(("198.51.100.7", 1)) == "198.51.100.7"
    one_host = {address_key((f"2001:db8:1:2:{i:x}::1", 1, 0, 0)) for i in range(1, 200)}
    assert one_host == {"2001:db8:1:2::/64"}   # a host has its whole /64
    assert address_key(("2001:db8:1:3::1", 1, 0, 0)) == "2001:db8:1:3::/64"
    assert address_key(("::ffff:198.51.100.7", 1, 0, 0)) == "198.51.100.7"
    assert address_key(("fe80::1%eth0", 1, 0, 2)) == "fe80::/64"
    assert address_key(None) == address_key("/run/bw.sock") == address_key(()) == "local"


def later() -> tuple[list[Callable[[], None]], Callable[[float, Callable[[], None]], None]]:
    """A stand-in for the loop's ``call_later``: the calls kept, to be run by the test."""
    calls: list[Callable[[], None]] = []
    return calls, lambda _delay, call: calls.append(call)


def test_the_counts_by_address_and_in_all() -> None:
    _calls, schedule = later()
    guard = Guard(ConnectionLimits(10.0, total=5, per_address=3, refusing=2), schedule)
    assert [guard.admit("a") for _ in range(3)] == [None] * 3
    assert guard.admit("a") == ("per_address", "too many connections from your address: the limit is 3; "
                                               "try again in a moment")
    assert [guard.admit("b") for _ in range(2)] == [None, None]
    assert guard.admit("c") == ("total", "too many connections to this server: the limit is 5; "
                                         "try again in a moment")
    assert guard.open == 5 and guard.by_address == {"a": 3, "b": 2}
    guard.hold("t1", "a")
    guard.release("t1")
    guard.release("t1")            # a second call (the websocket after the HTTP protocol) does nothing
    guard.release("never held")
    assert guard.open == 4 and guard.by_address == {"a": 2, "b": 2}
    assert guard.admit("c") is None


def test_no_per_address_cap_when_it_is_zero() -> None:
    _calls, schedule = later()
    guard = Guard(ConnectionLimits(10.0, total=4, per_address=0, refusing=2), schedule)
    answers = [guard.admit("proxy") for _ in range(5)]
    assert answers[:4] == [None] * 4 and answers[4] is not None and answers[4][0] == "total"


def test_a_refusal_is_the_documented_503_and_few_are_held_at_once() -> None:
    _calls, schedule = later()
    guard = Guard(ConnectionLimits(10.0, total=1, per_address=1, refusing=2), schedule)
    answer = guard.refused("per_address", "a", "too many connections from your address: ...")
    assert answer is not None
    head, body = answer.split(b"\r\n\r\n", 1)
    lines = head.decode().split("\r\n")
    assert lines[0] == "HTTP/1.1 503 Service Unavailable"
    assert {"connection: close", "content-type: application/json", "retry-after: 1",
            f"content-length: {len(body)}"} <= set(lines[1:])
    assert json.loads(body) == {"error": {"reason": "too_many_connections", "law": None,
                                          "message": "too many connections from your address: ..."}}
    assert guard.refused("total", "a", "...") is not None and guard.refusing == 2
    assert guard.refused("total", "a", "...") is None   # a third at once: closed unanswered


def test_a_late_head_is_a_408(caplog: pytest.LogCaptureFixture) -> None:
    _calls, schedule = later()
    guard = Guard(ConnectionLimits(2.5, total=1, per_address=1, refusing=2), schedule)
    head, body = guard.late("a").split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 408 Request Timeout\r\n") and b"connection: close" in head
    assert json.loads(body)["error"] == {"reason": "request_timeout", "law": None,
                                         "message": "the request's headers did not come within 2.5 s"}
    assert caplog.messages == ["closed a connection from a: its request head did not come within 2.5 s "
                               "(--head-timeout); more such are counted, one line every 60 s at most"]


def test_a_burst_is_one_line_then_one_a_minute_while_it_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "bridgewhist.web.guard")
    calls, schedule = later()
    burst = Burst(schedule, every=60.0)
    burst.note("per_address", "refused a connection from a")
    for _ in range(500):
        burst.note("per_address", "refused a connection from a")
    burst.note("late", "closed a connection from b")
    first = "refused a connection from a; more such are counted, one line every 60 s at most"
    assert caplog.messages == [first]
    calls.pop()()
    assert caplog.messages[1] == ("slow or crowding clients in the last 60 s: 1 closed (request head late), "
                                  "500 refused (too many from one address)")
    calls.pop()()                  # a quiet minute ends the burst: the next refusal is written at once
    assert not calls and len(caplog.messages) == 2
    burst.note("total", "refused a connection from c")
    assert len(caplog.messages) == 3 and caplog.messages[2].startswith("refused a connection from c;")


def test_serve_gives_uvicorn_the_guarded_protocols(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(server.uvicorn, "run", lambda app, **kw: calls.append(kw))
    server.run(str(tmp_path / "t.db"), host="127.0.0.1", port=8, workers=0, think_seconds=1.0,
               log_level="warning", announce=False, head_timeout=3.0, max_per_address=0)
    http, ws = calls[0]["http"], calls[0]["ws"]
    assert issubclass(http, GuardedHttp) and issubclass(ws, GuardedWebSocket) and http.guard is ws.guard
    assert http.guard.limits.head_timeout == 3.0 and http.guard.limits.per_address == 0
    with pytest.raises(LimitsError):
        server.run(str(tmp_path / "t.db"), host="127.0.0.1", port=8, workers=0, think_seconds=1.0,
                   log_level="warning", max_connections=0)
    assert len(calls) == 1 and capsys.readouterr().out == ""   # refused before anything is printed


async def hello(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """The smallest ASGI app: every request is answered ``hello``."""
    assert scope["type"] == "http"
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"5")]})
    await send({"type": "http.response.body", "body": b"hello"})


@pytest.fixture
def guarded() -> Iterator[tuple[int, Guard]]:
    """uvicorn in a thread of this process with the guard's protocols (head timeout 0.4 s)."""
    guard = Guard(ConnectionLimits(0.4, total=8, per_address=8, refusing=4))
    http, ws = protocols(guard)
    port = free_port()
    config = uvicorn.Config(hello, host="127.0.0.1", port=port, http=http, ws=ws, lifespan="off",
                            log_level="warning", timeout_keep_alive=30)
    runner = uvicorn.Server(config)
    thread = threading.Thread(target=runner.run, daemon=True)
    thread.start()
    for _ in range(200):
        if runner.started:
            break
        time.sleep(0.02)
    yield port, guard
    runner.should_exit = True
    thread.join(10)


def read_all(sock: socket.socket) -> tuple[bytes, float]:
    """Everything the server sends until it closes, and when it closed (monotonic)."""
    sock.settimeout(5)
    data = b""
    while chunk := sock.recv(4096):
        data += chunk
    return data, time.monotonic()


def test_a_connection_that_sends_nothing_is_closed_without_a_word(guarded: tuple[int, Guard]) -> None:
    port, guard = guarded
    with socket.create_connection(("127.0.0.1", port)) as sock:
        start = time.monotonic()
        data, closed = read_all(sock)
    assert data == b"" and 0.3 < closed - start < 3
    for _ in range(100):   # the server's side of the close is counted on its own loop
        if guard.open == 0:
            break
        time.sleep(0.02)
    assert guard.open == 0 and not guard.held


def test_a_later_request_on_a_kept_alive_connection_has_its_own_deadline(guarded: tuple[int, Guard]) -> None:
    port, _guard = guarded
    request = b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.settimeout(5)
        sock.sendall(request)
        assert sock.recv(4096).endswith(b"hello")
        time.sleep(0.6)              # longer than the head's deadline, idle between requests: kept
        sock.sendall(request[:10])   # half of the next head, then nothing
        start = time.monotonic()
        data, closed = read_all(sock)
    assert data.startswith(b"HTTP/1.1 408 Request Timeout\r\n") and 0.3 < closed - start < 3
