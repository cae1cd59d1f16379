"""The break-it suite on real processes (issue 14, item 7): ``kill -9`` of a real ``bridgewhist
serve`` at random moments of play at each kind of table, every acknowledged action then found in
the table; two clients acting for one seat, accepted exactly once; stolen and guessed tokens
refused. The quick form runs in CI; ``--long`` (tests/hostile/conftest.py) repeats each many
times. Figures go to the run's summary (docs/reliability.md records the long form's)."""

from __future__ import annotations

import json
import os
import random
import secrets
import signal
import threading
import time
from pathlib import Path

import httpx2 as httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from support.hostile import KINDS, Client, Figures, action_of, new_table, stored_events
from support.secrecy import check_frames
from support.server import free_port, start_serve

pytestmark = pytest.mark.hostile

NAMES = ["Ann", "Bob", "Cy", "Di"]
KILLS_LONG = 100
"""Kills of each kind of table in the long form (the quick form: one)."""


def _lost(database: Path, table: str, acked: list[tuple[int, str]]) -> list[tuple[int, str, object]]:
    """The acknowledged actions (seq acted on, text) the database does not hold as the event
    after that seq (an action as its text, or as the act's text after its seat at a club-laws
    table; ``next`` as a deal-on event, or the cut for the next rubber)."""
    events = stored_events(database, table)
    lost: list[tuple[int, str, object]] = []
    for seq, action in acked:
        event = events.get(seq + 1)
        stored = None if event is None else action_of(event)
        kinds = {"next", "cut"} if action == "next" else {action}   # after a rubber: the cut for the next
        held = event is not None and (event.get("kind") in kinds if stored is None
                                      else stored == action or stored.endswith(f": {action}"))
        if not held:
            lost.append((seq, action, event))
    return lost


def _play_until_killed(clients: list[Client], rng: random.Random, acked: list[tuple[int, str]],
                       stop: threading.Event) -> None:
    """The members act at random, as fast as the server answers, until the server dies."""
    try:
        while not stop.is_set():
            acting = [c for c in clients if c.view["view"]["legal"]]
            if not acting:
                clients[0].read()
                continue
            client = acting[0]
            seq = client.view["seq"]
            action = rng.choice(client.view["view"]["legal"])["action"]
            if client.act(action, seq, f"r{seq}"):
                acked.append((seq, action))
            for other in clients:
                if other is not client:
                    other.sync(client.view["seq"])
    except (ConnectionClosed, OSError, TimeoutError):
        return


def _one_life(database: Path, port: int, table: tuple[str, list[str]] | dict[str, object], rng: random.Random,
              acked: list[tuple[int, str]]) -> tuple[str, list[str]]:
    """Start the server (and create the table from its body the first time), check the table
    is at its last stored event, play on, and ``kill -9`` the server at a random moment."""
    server = start_serve(database, port)
    try:
        if isinstance(table, dict):
            members = int(str(table.pop("members")))
            table = new_table(port, table, NAMES[:members])
        table_id, tokens = table
        clients = [Client(port, table_id, token) for token in tokens]
        stored = max(stored_events(database, table_id))
        for client in clients:
            assert client.view["seq"] == stored, "the restarted table is at its last stored event"
        before = len(acked)
        stop = threading.Event()
        player = threading.Thread(target=_play_until_killed, args=(clients, rng, acked, stop), daemon=True)
        player.start()
        time.sleep(rng.uniform(0.05, 1.5))
    finally:
        os.kill(server.pid, signal.SIGKILL)
        server.wait()
    stop.set()
    player.join(30)
    assert not player.is_alive()
    for client in clients:
        client.ws.close_socket()
    assert len(acked) >= before
    return table


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_kill_9_at_random_moments_loses_no_acknowledged_action(kind: str, tmp_path: Path, long_form: bool,
                                                               long_budget: float | None,
                                                               figures: Figures) -> None:
    body, members = KINDS[kind]
    database = tmp_path / "tables.db"
    port = free_port()
    rng = random.Random(f"{kind}:{secrets.randbits(32)}" if long_form else kind)
    acked: list[tuple[int, str]] = []
    kills = KILLS_LONG if long_form else 1
    table: tuple[str, list[str]] | dict[str, object] = {**body, "seed": rng.randrange(10**6),
                                                        "members": members}
    began = time.monotonic()
    for _ in range(kills):
        if long_budget is not None and time.monotonic() - began > long_budget:
            break
        table = _one_life(database, port, table, rng, acked)
        assert _lost(database, table[0], acked) == []
        figures.add(f"kill -9 ({kind})", kills=1, acknowledged=0)
    figures.add(f"kill -9 ({kind})", kills=0, acknowledged=len(acked))
    assert acked, "some actions were acknowledged between the kills"
    # The last restart: the table is whole and plays on.
    table_id, tokens = table
    server = start_serve(database, port)
    try:
        client = Client(port, table_id, tokens[0])
        assert client.view["seq"] == max(stored_events(database, table_id))
        client.close()
    finally:
        server.terminate()
        server.wait(20)


def _race(first: tuple[Client, str, str], second: tuple[Client, str, str], seq: int) -> list[Client]:
    """Two clients send their action on the view of ``seq`` at once; those not refused."""
    go = threading.Barrier(2)

    def send(who: Client, action: str, ref: str) -> None:
        go.wait()
        who.ws.send(json.dumps({"type": "action", "action": action, "seq": seq, "ref": ref}))

    threads = [threading.Thread(target=send, args=entry) for entry in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    for who, _, _ in (first, second):   # each learns its fate: a view past seq, or its error
        who.drain()
    return [who for who, _, ref in (first, second)
            if not any(f["type"] == "error" and f.get("ref") == ref for f in who.frames)]


def test_two_clients_acting_for_one_seat_are_accepted_exactly_once(live: tuple[int, Path], long_form: bool,
                                                                   figures: Figures) -> None:
    port, _ = live
    table, tokens = new_table(port, {"code": "english-1904", "seed": 12}, NAMES)
    clients = [Client(port, table, token) for token in tokens]
    twins = {id(c): Client(port, table, t) for c, t in zip(clients, tokens, strict=True)}
    rounds = 200 if long_form else 12
    for round_ in range(rounds):
        for client in [*clients, *twins.values()]:
            client.drain()
        acting = next((c for c in clients if c.view["view"]["legal"]), None)
        if acting is None:
            break
        twin = twins[id(acting)]
        seq = acting.view["seq"]
        legal = [a["action"] for a in acting.view["view"]["legal"]]
        choices = [random.Random(round_).choice(legal), random.Random(-round_).choice(legal)]
        accepted = _race((acting, choices[0], f"a{seq}"), (twin, choices[1], f"b{seq}"), seq)
        assert len(accepted) == 1, (seq, choices)
        assert acting.view["seq"] > seq
        figures.add("one seat, two clients", races=1)
    for client in [*clients, *twins.values()]:
        client.close()


def test_stolen_and_guessed_tokens_are_refused(live: tuple[int, Path], figures: Figures) -> None:
    port, log_path = live
    table, tokens = new_table(port, {"code": "english-1904"}, NAMES[:2])
    other, _ = new_table(port, {"code": "english-1904"}, NAMES[:1])
    base = f"http://127.0.0.1:{port}/api/tables"
    leaving = httpx.post(f"{base}/{table}/leave", headers={"X-Seat-Token": tokens[1]})
    assert leaving.status_code == 200
    changed = tokens[0][:-1] + ("A" if tokens[0][-1] != "A" else "B")
    for where, token in ((table, secrets.token_urlsafe(24)), (table, changed), (other, tokens[0]),
                         (table, tokens[1])):
        with pytest.raises((ConnectionClosed, InvalidStatus)) as refused:
            Client(port, where, token)
        assert isinstance(refused.value, ConnectionClosed) and refused.value.rcvd is not None
        assert refused.value.rcvd.code == 4401
        answer = httpx.post(f"{base}/{where}/fill", headers={"X-Seat-Token": token})
        assert answer.status_code == 401 and answer.json()["error"]["reason"] == "bad_token"
        figures.add("tokens refused", tokens=1)
    assert Client(port, table, tokens[0]).view["view"]["you"]["member"] == 0
    assert not any(token in log_path.read_text(errors="replace") for token in tokens)


def test_no_frame_of_whole_deals_leaks_a_card_to_any_seat_or_spectator(
        live: tuple[int, Path], long_form: bool, figures: Figures) -> None:
    port, _ = live
    table, tokens = new_table(port, {"code": "english-1904", "seed": 31}, NAMES)
    players = [Client(port, table, token) for token in tokens]
    everyone = [*players, Client(port, table, None)]
    rng = random.Random(31)
    deals = 6 if long_form else 2
    for client in everyone:
        client.drain()
        client.frames[:] = [client.view]
    seq, deal, applied = players[0].view["seq"], 1, 0
    marks = [(seq, deal, applied)]
    while True:
        acting = next(p for p in players if p.view["view"]["legal"])
        action = rng.choice(acting.view["view"]["legal"])["action"]
        if action == "next" and deal == deals:
            break
        assert acting.act(action, seq, f"r{seq}")
        seq += 1
        deal, applied = (deal + 1, 0) if action == "next" else (deal, applied + 1)
        marks.append((seq, deal, applied))
        for client in everyone:
            client.sync(seq)
    history = players[0].view["view"]["history"]
    assert len(history) == deals
    checked = check_frames(everyone, history, marks, players[0].view["view"]["cut"])
    figures.add("leak check", deals=deals, frames=checked)
    for client in everyone:
        client.close()
