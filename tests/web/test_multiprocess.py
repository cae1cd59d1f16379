"""Several `bridgewhist serve` processes, one site, through PostgreSQL (issue 20; docs/deploy.md).

Real server processes on one PostgreSQL database; members of one table seated through different
processes; every seat sent every accepted action, in order; the database deciding between two
processes (the (table, seq) key); computer turns taken by one process at a time (the lease);
a process killed with SIGKILL mid-deal; a notification lost; PostgreSQL restarted.

These tests run when BRIDGEWHIST_TEST_POSTGRES_URL is set (as the other PostgreSQL tests), but on a
private cluster of their own (tests/support/cluster.py: initdb in a temporary directory, a free
port), so restarting it disturbs no one else's tests.
"""

from __future__ import annotations

import concurrent.futures
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import psycopg
import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.web.leases import Leases
from bridgewhist.web.store import Store
from bridgewhist.web.tables.places import TableConfig
from support.cluster import Cluster, postgres_bin
from support.site import Client, Process, in_order, join, new_table, play_alone, play_one

pytestmark = [
    pytest.mark.web,
    pytest.mark.skipif(not os.environ.get("BRIDGEWHIST_TEST_POSTGRES_URL"),
                       reason="PostgreSQL tests run when BRIDGEWHIST_TEST_POSTGRES_URL is set"),
    pytest.mark.skipif(postgres_bin() is None, reason="no PostgreSQL server binaries (initdb) here"),
]

QUIET = {"BRIDGEWHIST_CATCHUP_SECONDS": "60"}
"""A process whose catch-up poll never comes within a test: what it learns, it learns by NOTIFY."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    bin_dir = postgres_bin()
    assert bin_dir is not None
    made = Cluster(bin_dir)
    made.start()
    try:
        yield made
    finally:
        made.stop()


class Site:
    """The processes of one test (all stopped at its end)."""

    def __init__(self, database: str, folder: Path) -> None:
        self.database = database
        self.folder = folder
        self.processes: list[Process] = []

    def start(self, env: dict[str, str] | None = None) -> Process:
        process = Process(self.database, self.folder / f"serve-{len(self.processes)}.log", env)
        self.processes.append(process)
        return process

    def stop(self) -> None:
        for process in self.processes:
            process.kill()


@pytest.fixture
def site(cluster: Cluster, tmp_path: Path) -> Iterator[Site]:
    made = Site(cluster.new_database(), tmp_path)
    try:
        yield made
    finally:
        made.stop()


def log_of(database: str, table_id: str) -> list[tuple[int, str, str]]:
    """The table's committed log: (seq, kind, data) in order."""
    with psycopg.connect(database) as connection:
        rows = connection.execute("SELECT seq, kind, data FROM bw_events WHERE table_id = %s ORDER BY seq",
                                  (table_id,)).fetchall()
    return [(int(seq), str(kind), str(data)) for seq, kind, data in rows]


def four_at_two(site: Site, seed: int, env_b: dict[str, str] | None = None
                ) -> tuple[Process, Process, str, list[Client]]:
    """Two processes; a table with two members seated (and connected) through each."""
    a, b = site.start(QUIET), site.start({**QUIET, **(env_b or {})})
    table_id = new_table(a, code="american-1905", seed=seed)
    clients = []
    for name, process in (("Ann", a), ("Bob", b), ("Cy", a), ("Di", b)):
        token, _place = join(process, table_id, name)
        clients.append(Client(process, table_id, token, name))
    return a, b, table_id, clients


def test_members_at_two_processes_see_every_action_in_order(site: Site) -> None:
    a, b, table_id, clients = four_at_two(site, seed=5)
    moves = [play_one(clients) for _ in range(40)]   # the declaration, the doubling, some tricks
    assert {mover.process for mover, _, _ in moves} == {a, b}, "both processes took actions"
    last = moves[-1][2]
    for client in clients:
        client.drain(0.2)
        assert in_order(client.event_seqs()), client.name
        assert client.event_seqs()[-1] == last
        assert not client.errors()
    log = log_of(site.database, table_id)
    assert [seq for seq, _, _ in log] == list(range(1, last + 1))


def test_table_talk_reaches_the_members_at_every_process_once(site: Site) -> None:
    _a, _b, _table_id, clients = four_at_two(site, seed=4)
    ann, bob = clients[0], clients[1]   # Ann at A, Bob at B
    ann.say("Good evening, partner")
    bob.say("Good evening")
    for client in clients:
        client.wait(lambda c=client: len(c.lines()) >= 2, "both lines")
    for client in clients:
        client.drain(0.5)
        assert sorted(client.lines()) == ["Good evening", "Good evening, partner"], client.name


def test_people_joining_through_two_processes_at_once_each_get_a_place(site: Site) -> None:
    a, b = site.start(QUIET), site.start(QUIET)
    table_id = new_table(a, code="american-1905", seed=3, kind="club", places=6)
    httpx.get(f"{b.base}/api/tables/{table_id}")   # B holds the table from now on
    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        joined = list(pool.map(lambda i: join((a, b)[i % 2], table_id, f"Player {i}"), range(6)))
    assert sorted(place for _, place in joined) == list(range(6))
    # A process with no one connected at a table catches it up when next asked (here: the lobby's).
    for process in (a, b):
        summary = httpx.get(f"{process.base}/api/tables/{table_id}").json()
        assert sorted(m["name"] for m in summary["members"]) == sorted(f"Player {i}" for i in range(6))
    seqs = [seq for seq, _, _ in log_of(site.database, table_id)]
    assert seqs == list(range(1, len(seqs) + 1))


def test_a_seat_joined_at_one_process_connects_at_another_that_has_not_heard_of_the_join(
        site: Site) -> None:
    """A seat token is good at every process at once: B holds the table but lost the notifications
    of Bob's and Cy's joins (and polls too seldom to heal them), so their tokens are new to it; B
    catches the table up before it judges a token, instead of closing Bob's connection as a bad
    token or refusing Cy's leave."""
    a = site.start(QUIET)
    b = site.start({**QUIET, "BRIDGEWHIST_TEST_DROP_SEQS": "2,3"})
    table_id = new_table(a, code="american-1905", seed=7)
    ann_token, _ = join(a, table_id, "Ann")         # event 1
    ann = Client(b, table_id, ann_token, "Ann")     # B now holds the table, at event 1
    bob_token, bob_place = join(a, table_id, "Bob")  # event 2, unheard at B
    bob = Client(b, table_id, bob_token, "Bob")
    assert bob.seq == 2 and bob.view["view"]["you"]["member"] == bob_place
    assert not bob.errors() and not ann.errors()
    cy_token, _ = join(a, table_id, "Cy")           # event 3, unheard at B: Cy leaves through it
    leave = httpx.post(f"{b.base}/api/tables/{table_id}/leave", headers={"X-Seat-Token": cy_token})
    assert leave.status_code < 300, leave.text
    bob.wait_seq(4)


def test_a_lease_is_one_process_s_until_it_expires(cluster: Cluster) -> None:
    store = Store(cluster.new_database())
    store.migrate()
    try:
        store.create_table(TableConfig("t1", load_law_code("english-1904")))
        first, second = Leases(store, seconds=0.5), Leases(store, seconds=0.5)
        assert first.take("t1") and first.take("t1"), "taken, then renewed"
        assert not second.take("t1"), "held by the first"
        time.sleep(0.7)
        assert second.take("t1") and not first.take("t1"), "expired: taken over"
        second.release()
        assert first.take("t1"), "released: free at once"
        assert first.holders() == {"t1": first.holder}
    finally:
        store.close()


def test_two_processes_take_one_seq_the_loser_gets_the_fresh_view(site: Site) -> None:
    """Process B does not hear of event 8 (its notification dropped on purpose, no poll), so a
    member connected to both sends an action to A, then one on his stale view to B: the database
    refuses B's (event 8 is taken) and B answers with the fresh view, telling its seats event 8."""
    _a, b, table_id, clients = four_at_two(site, seed=6, env_b={"BRIDGEWHIST_TEST_DROP_SEQS": "8"})
    while max(c.seq for c in clients) < 7:
        play_one(clients)
    mover = next(c for c in clients if c.legal())
    twin = Client(b if mover.process is not b else _a, table_id, mover.token, f"{mover.name} twice")
    twin.wait_seq(7)
    on_a, on_b = (mover, twin) if mover.process is not b else (twin, mover)
    on_a.act(on_a.legal()[0])
    on_a.wait_seq(8)
    b_seat = next(c for c in clients if c.process is b and c is not mover)
    b_seat.drain(0.5)
    assert b_seat.seq == 7, "B has not heard of event 8 (its notification was dropped)"
    on_b.act(on_b.legal()[-1], seq=7)
    on_b.wait(lambda: bool(on_b.errors()), "the refusal")
    assert on_b.errors()[0]["reason"] == "stale_seq"
    on_b.wait_seq(8)
    b_seat.wait_seq(8)
    assert in_order(b_seat.event_seqs()) and 8 in b_seat.event_seqs()
    assert "event 8 was committed by another process" in b.log_text()
    assert [seq for seq, _, _ in log_of(site.database, table_id)] == list(range(1, 9))


def test_a_lost_notification_is_healed_by_the_next_or_by_the_poll(site: Site) -> None:
    """B and C drop the notification of event 9; B (no poll) learns of it with event 10's, C by
    its catch-up poll (every 0.3 s) before event 10 exists. Each seat gets 9 before 10."""
    a = site.start(QUIET)
    b = site.start({**QUIET, "BRIDGEWHIST_TEST_DROP_SEQS": "9"})
    c = site.start({"BRIDGEWHIST_CATCHUP_SECONDS": "0.3", "BRIDGEWHIST_TEST_DROP_SEQS": "9"})
    table_id = new_table(a, code="english-1904", seed=7)
    clients = []
    for name, process in (("Ann", a), ("Bob", b), ("Cy", c), ("Di", a)):
        token, _place = join(process, table_id, name)
        clients.append(Client(process, table_id, token, name))
    on_b, on_c = clients[1], clients[2]
    while max(cl.seq for cl in clients) < 8:
        play_one(clients)
    mover = next(cl for cl in clients if cl.legal())
    if mover.process is not a:   # event 9 must come from A: let the others play on to a turn at A
        pytest.skip("the deal's ninth action is not made at A with this seed")
    mover.act(mover.legal()[0])
    mover.wait_seq(9)
    on_c.wait_seq(9, timeout=3.0)   # healed by the poll
    on_b.drain(1.0)
    assert on_b.seq == 8, "B has not heard of event 9 (dropped, and no poll)"
    play_one([cl for cl in clients if cl is not on_b])
    on_b.wait_seq(10)
    for client in clients:
        client.drain(0.2)
        assert in_order(client.event_seqs()), client.name
        assert {9, 10} <= set(client.event_seqs()), client.name
    assert "notification of event 9 dropped" in b.log_text()


def _turns(process: Process) -> list[int]:
    return [int(seq) for seq in re.findall(r"computer turn at event (\d+)", process.log_text())]


def test_computer_turns_are_taken_once_and_taken_over_when_the_holder_dies(site: Site) -> None:
    """A table made at A with one person seated through B and three computer players: each
    computer turn is thought by one process only (the lease); the holder killed, the other
    takes over within the lease (3 s here) and play goes on."""
    env = {**QUIET, "BRIDGEWHIST_LEASE_SECONDS": "3"}
    a, b = site.start(env), site.start(env)
    table_id = new_table(a, code="american-1904", seed=8, computer="random")
    token, _place = join(b, table_id, "Ann")
    filled = httpx.post(f"{b.base}/api/tables/{table_id}/fill", headers={"X-Seat-Token": token})
    assert filled.status_code == 200, filled.text
    ann = Client(b, table_id, token, "Ann")
    play_alone(ann, 40)
    turns_a, turns_b = _turns(a), _turns(b)
    assert turns_a or turns_b
    assert not set(turns_a) & set(turns_b), "a computer turn was thought by both processes"
    holder, other = (a, b) if len(turns_a) >= len(turns_b) else (b, a)
    before = len(_turns(other))
    holder.kill()
    if ann.process is holder:
        ann.connect(other)
    play_alone(ann, ann.seq + 25)
    assert len(_turns(other)) > before, "the survivor took the computer turns over"
    seqs = [s for s, _, _ in log_of(site.database, table_id)]   # the computers may have played on
    assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) >= ann.seq


def test_a_process_killed_mid_deal_its_members_carry_on_at_the_other(site: Site) -> None:
    a, b, table_id, clients = four_at_two(site, seed=9)
    while max(c.seq for c in clients) < 20:
        play_one(clients)
    # An action sent to A and A killed at once: it was saved or it was not; never both, never twice.
    while (mover := next(c for c in clients if c.legal())).process is not a:
        play_one(clients)
    mover.act(mover.legal()[0])
    a.kill()
    for client in clients:
        if client.process is a:
            client.connect(b)
    for _ in range(80):   # to the end of the deal: the next one dealt
        play_one(clients)
        if any(kind == "next" for _, kind, _ in log_of(site.database, table_id)):
            break
    log = log_of(site.database, table_id)
    assert any(kind == "next" for _, kind, _ in log), "the deal was played out at B"
    last = max(c.seq for c in clients)
    assert [seq for seq, _, _ in log] == list(range(1, last + 1)), "every event once, none lost"
    for client in clients:
        client.drain(0.2)
        assert in_order(client.event_seqs(since_connect=True)), client.name


def test_postgresql_restarted_the_processes_resume(site: Site, cluster: Cluster) -> None:
    a, b, table_id, clients = four_at_two(site, seed=10)
    for _ in range(8):
        play_one(clients)
    cluster.restart()
    for _ in range(8):   # the first may meet a pool's dead connection: 503, nothing accepted
        play_one(clients, timeout=15.0)
    for client in clients:
        client.drain(0.2)
        assert in_order(client.event_seqs()), client.name
    last = max(c.seq for c in clients)
    assert [seq for seq, _, _ in log_of(site.database, table_id)] == list(range(1, last + 1))
    assert "listening for bw_events failed" in a.log_text() + b.log_text()
