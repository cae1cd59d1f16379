"""One client's flood of study jobs (analyses, solves) against the others and the players' hints
(``web/study_limits.py``; docs/reliability.md, "Limits per seat"): a client holds at most
:data:`STUDY_SHARE` of the :data:`STUDY_JOBS` places (his address, and his seat's token as well:
a token, had for the asking, buys his address no more), so another client still gets one while
the flood is held; past every place anyone is refused ``busy``;
and a seated player's hint is answered, the advisor's table and all, while every study job is held
in its worker, never released: the hint waited for none of them. The study jobs are held on an
event the test releases at its end, so nothing is timed and no sleep proves an absence."""

from __future__ import annotations

import concurrent.futures
import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.analysis.advise import advise
from bridgewhist.web import advisor, problems
from bridgewhist.web.app import create_app
from bridgewhist.web.seat_limits import Holder
from bridgewhist.web.study_limits import STUDY_JOBS, STUDY_SHARE, JobGate, gate_of
from bridgewhist.web.tables.places import Refused
from web.helpers import Player, frames_of, join, new_table, seat_all

pytestmark = pytest.mark.hostile

SMALL = ('[Deal "N:A... K... Q... J..."][BridgeWhistTrumps "NT"][BridgeWhistLeader "E"]'
         '[BridgeWhistTask "NS 1"]')
"""A problem of one trick (quick to solve once released)."""
FLOOD = 20
ADDRESS: Holder = ("", "testclient")
"""Whom the test client's requests without a token count against (its address)."""


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(str(tmp_path / "t.db"), workers=0, think_seconds=20.0)) as test_client:
        yield test_client


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Every solve waits in its worker until the event is set (set at the end, whatever happens;
    nor is a held solve given up on meanwhile, however loaded the machine)."""
    release = threading.Event()
    monkeypatch.setattr(problems, "SOLVE_SECONDS", 600.0)
    solve = problems.solve_text

    def holding(pbn: str) -> dict[str, Any]:
        release.wait(300)
        return solve(pbn)

    monkeypatch.setattr(problems, "solve_text", holding)
    try:
        yield release
    finally:
        release.set()


@pytest.fixture
def quick_advice(monkeypatch: pytest.MonkeyPatch) -> None:
    """The advisor's real table for the asker's hand, from 2 layouts instead of 10, given 2 minutes
    instead of 20 s (the machine may be loaded)."""
    monkeypatch.setattr(advisor, "ADVISOR_SECONDS", 120.0)

    def quick(ask: advisor.AdvisorAsk) -> dict[str, Any]:
        return advise(ask.hand, ask.score, ask.code, left=ask.left, samples=2, seed=ask.seed).to_dict()

    monkeypatch.setattr(advisor, "advise_for", quick)


@contextlib.contextmanager
def asking(release: threading.Event, count: int) -> Iterator[concurrent.futures.ThreadPoolExecutor]:
    """Threads to send the flood from; on leaving, the held solves are released before the threads
    are waited for (a failed check never waits for them)."""
    pool = concurrent.futures.ThreadPoolExecutor(count)
    try:
        yield pool
    finally:
        release.set()
        pool.shutdown(wait=True)


def elsewhere(client: TestClient, host: str) -> TestClient:
    """A client of the same running server from another address (``host``): its requests go
    through ``client``'s event loop, where the server's hub lives."""
    other = TestClient(client.app, client=(host, 50000))
    other.portal = client.portal
    return other


def until(ready: Callable[[], bool], seconds: float = 90.0) -> None:
    """Wait for something to be so (never to prove that something is not)."""
    end = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < end, f"not so within {seconds:.0f} s"
        time.sleep(0.01)


def solve(client: TestClient, token: str | None = None) -> Any:
    return client.post("/api/problems/solve", json={"pbn": SMALL},
                       headers={"X-Seat-Token": token} if token else {})


def flood(pool: concurrent.futures.Executor, client: TestClient, count: int,
          token: str | None = None) -> tuple[list[concurrent.futures.Future[Any]],
                                             list[Any]]:
    """``count`` solves at once: (those admitted, still held; the answers of those refused)."""
    asks = [pool.submit(solve, client, token) for _ in range(count)]
    refused = []
    for done in concurrent.futures.as_completed(asks, timeout=90):   # the refused answer at once
        refused.append(done.result())
        if len(refused) == count - STUDY_SHARE:
            break
    return [a for a in asks if not a.done()], refused


def reasons(answers: list[Any]) -> set[tuple[int, str]]:
    return {(a.status_code, a.json()["error"]["reason"]) for a in answers}


def test_one_clients_flood_leaves_another_client_a_place(client: TestClient, held: threading.Event) -> None:
    gate = gate_of(client.app.state.hub.thinkers.study)   # type: ignore[attr-defined]
    token = join(client, new_table(client), "Bob")
    with asking(held, FLOOD + 4) as pool:
        mine, refused = flood(pool, client, FLOOD)
        assert len(mine) == STUDY_SHARE and gate.held(ADDRESS) == STUDY_SHARE, gate.held(ADDRESS)
        assert reasons(refused) == {(429, "too_many_jobs")}
        message = refused[0].json()["error"]["message"]
        assert "\n" not in message and f"already has {STUDY_SHARE}" in message and "ask again" in message
        made_up = solve(client, "not-a-seat-token")   # a token good nowhere: the address's share
        assert reasons([made_up]) == {(429, "too_many_jobs")}
        bobs = pool.submit(solve, client, token)   # a seat's token from the same address: no more places
        until(lambda: bobs.done() or gate.running > STUDY_SHARE)
        assert bobs.done() and reasons([bobs.result()]) == {(429, "too_many_jobs")}, gate.running
        theirs = pool.submit(solve, elsewhere(client, "198.51.100.7"))   # another address: its share
        until(lambda: gate.running == STUDY_SHARE + 1)
        assert not theirs.done() and gate.held(ADDRESS) == STUDY_SHARE
        held.set()
        answers = [a.result(timeout=120) for a in [*mine, theirs]]
    assert [a.status_code for a in answers] == [200] * (STUDY_SHARE + 1)
    assert all(a.json()["holds"] for a in answers)
    assert gate.running == 0 and solve(client).status_code == 200   # every place given back


@pytest.mark.usefixtures("quick_advice")
def test_a_hint_during_a_study_flood_is_answered_while_the_flood_is_held(
        client: TestClient, held: threading.Event) -> None:
    gate = gate_of(client.app.state.hub.thinkers.study)   # type: ignore[attr-defined]
    table = new_table(client)
    seats = [join(client, table, name) for name in ("Bob", "Cy")]
    bob, cy = elsewhere(client, "198.51.100.7"), elsewhere(client, "192.0.2.5")
    players, watchers = seat_all(client, new_table(client))
    try:
        with asking(held, 2 * FLOOD) as pool:
            mine, refused = flood(pool, client, FLOOD)
            bobs, bob_refused = flood(pool, bob, FLOOD, seats[0])
            assert gate.running == STUDY_JOBS == len(mine) + len(bobs)   # every place held
            assert reasons(refused) == reasons(bob_refused) == {(429, "too_many_jobs")}
            busy = solve(cy, seats[1])   # a third client, within his share: the server is full
            assert reasons([busy]) == {(503, "busy")}
            assert "\n" not in busy.json()["error"]["message"] and f"busy with {STUDY_JOBS}" in \
                busy.json()["error"]["message"]
            dealer = next(p for p in players if p.view["view"]["legal"])
            assert dealer.view["view"]["phase"] == "declaration"
            dealer.send({"type": "hint"})
            assert frames_of(dealer, "hint")[-1]["advisor"] == "coming"
            advice = await_advice(dealer)
            assert not held.is_set() and not any(a.done() for a in [*mine, *bobs])   # the flood still held
            assert gate.running == STUDY_JOBS
            assert advice["note"] is None and advice["advice"]["options"], advice
            held.set()
            answers = [a.result(timeout=120) for a in [*mine, *bobs]]
        assert [a.status_code for a in answers] == [200] * STUDY_JOBS
    finally:
        for p in players + watchers:
            p.close()


def await_advice(player: Player) -> dict[str, Any]:
    """The player's ``advice`` frame, once it has come."""
    until(lambda: bool(frames_of(player, "advice")))
    return frames_of(player, "advice")[-1]


def test_the_gate_shares_its_places_and_names_each_limit() -> None:
    gate = JobGate()
    clients: list[Holder] = [("", "203.0.113.9"), ("t1", 0), ("t1", 1), ("", "198.51.100.7")]
    refusals: list[Refused] = []
    with gate.admit(clients[0]), gate.admit(clients[0]):
        for _ in range(FLOOD):
            try:
                with gate.admit(clients[0]):
                    pass
            except Refused as refused:
                refusals.append(refused)
        with gate.admit(clients[1]), gate.admit(clients[2]):   # the others still have places
            try:
                with gate.admit(clients[3]):
                    pass
            except Refused as refused:
                refusals.append(refused)
            assert gate.running == STUDY_JOBS
    assert [(r.status, r.reason) for r in refusals] == [(429, "too_many_jobs")] * FLOOD + [(503, "busy")]
    assert gate.running == 0 and all(gate.held(c) == 0 for c in clients) and gate.refused == FLOOD + 1


def test_a_seats_token_buys_its_address_no_more_places() -> None:
    gate = JobGate()
    address: Holder = ("", "203.0.113.9")
    seats: list[Holder] = [("t1", 0), ("t2", 1)]
    with gate.admit(seats[0], address), gate.admit(seats[1], address):
        with pytest.raises(Refused) as refused, gate.admit(("t3", 2), address):
            pass
        assert (refused.value.status, refused.value.reason) == (429, "too_many_jobs")
        assert gate.held(address) == STUDY_SHARE and gate.held(seats[0]) == 1 and gate.running == 2
    assert gate.running == 0 and gate.held(address) == gate.held(seats[0]) == 0
