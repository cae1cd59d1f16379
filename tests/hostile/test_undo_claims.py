"""Undo and claims against a hostile player, on a real server (issue 31, items 1, 2 and 8): one
person at a table of computer players cannot take a finished deal back, nor read the hidden hands
by claims refused one after another; a concession, once made, stands."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from support.hostile import Client, new_table, stored_events
from support.server import free_port, start_serve

pytestmark = pytest.mark.hostile

REF = itertools.count()


def calm(legal: list[dict[str, Any]]) -> str:
    """The first legal action, never a double (the person plays quickly and without risk)."""
    actions = [item["action"] for item in legal]
    return next((a for a in actions if "double" not in a and a != "next"), actions[0])


def send(client: Client, action: str) -> dict[str, Any]:
    """Send ``action`` on the latest view: the error frame, or the new view."""
    ref = f"r{next(REF)}"
    seq = client.drain()["seq"]
    client.ws.send(json.dumps({"type": "action", "action": action, "seq": seq, "ref": ref}))
    return client.until(lambda f: (f["type"] == "view" and f["seq"] > seq)
                        or (f["type"] == "error" and f.get("ref") == ref))


def alone_at_a_table(port: int, seed: int) -> tuple[str, Client]:
    table, (token,) = new_table(port, {"code": "english-1904", "computer": "random", "seed": seed}, ["Ann"])
    filled = httpx.post(f"http://127.0.0.1:{port}/api/tables/{table}/fill",
                        headers={"x-seat-token": token}, timeout=30)
    assert filled.status_code == 200, filled.text
    return table, Client(port, table, token)


def test_a_finished_deal_cannot_be_undone(live: tuple[int, Path]) -> None:
    port, log = live
    table, client = alone_at_a_table(port, seed=11)
    for _ in range(200):
        view = client.drain()["view"]
        if view["phase"] == "over":
            break
        if view["legal"] and view["legal"][0]["action"] != "next":
            send(client, calm(view["legal"]))
        else:
            client.read()
    view = client.drain()["view"]
    assert view["phase"] == "over" and not view["consent"]["undo"]
    database = log.parent / "tables.db"
    before = len(stored_events(database, table))
    answer = send(client, "undo")
    assert answer["type"] == "error" and answer["reason"] == "no_undo"
    assert "the deal is over" in answer["message"]
    assert len(stored_events(database, table)) == before
    assert client.drain()["view"]["phase"] == "over"
    client.close()


def claimer_at(port: int, seed: int) -> tuple[Client, dict[str, Any]] | None:
    """A person alone with computers, in the play, able to claim (not dummy); None if he is dummy."""
    _, client = alone_at_a_table(port, seed)
    for _ in range(60):
        view = client.drain()["view"]
        if view["phase"] == "play" and view["consent"]["claim"] is not None:
            return client, view
        if view["phase"] in ("play", "over") and not view["legal"]:
            break   # he is dummy: the dealer plays his cards
        if view["legal"]:
            send(client, calm(view["legal"]))
        else:
            client.read()
    client.close()
    return None


def test_claims_refused_one_after_another_read_nothing(live: tuple[int, Path]) -> None:
    port, _ = live
    for seed in range(20, 60):
        found = claimer_at(port, seed)
        if found is None:
            continue
        client, view = found
        me, left = view["you"]["seat"], view["consent"]["claim"]
        assert send(client, f"claim {left}")["type"] == "view"   # made cards up, judged once
        after = client.drain()["view"]
        if after["phase"] == "over":   # right by double dummy and accepted: nothing left to read
            client.close()
            continue
        assert me in after["shown"] and after["consent"]["claim"] is None
        messages = set()
        for tricks in range(left - 1, -1, -1):
            answer = send(client, f"claim {tricks}")
            assert answer["type"] == "error" and answer["reason"] == "claimed_once"
            messages.add(answer["message"])
        assert len(messages) == 1   # the same words whatever was claimed: nothing judged, nothing read
        client.close()
        return
    pytest.fail("no seed gave a person a claim that was not accepted")


def test_a_concession_stands_and_the_hand_stays_shown(live: tuple[int, Path]) -> None:
    port, _ = live
    table, tokens = new_table(port, {"code": "english-1904", "seed": 3}, ["Ann", "Bob", "Cy", "Di"])
    clients = [Client(port, table, token) for token in tokens]
    by_seat = {c.view["view"]["you"]["seat"]: c for c in clients}
    for _ in range(80):   # to the second trick
        views = [c.drain()["view"] for c in clients]
        if views[0]["phase"] == "play" and len(views[0]["trick"]["cards"]) == 0 \
                and sum(views[0]["tricks_won"].values()) >= 1:
            break
        acting = next(c for c, v in zip(clients, views, strict=True) if v["legal"])
        send(acting, calm(acting.view["view"]["legal"]))
    view = clients[0].drain()["view"]
    leader = view["acting"]
    conceder = by_seat[leader]
    assert send(conceder, "concede")["type"] == "view"
    answer = send(conceder, "play on")
    assert answer["type"] == "error" and answer["reason"] == "concession_stands"
    assert answer["law"].startswith("english-1904 law")
    partner = {"N": "S", "S": "N", "E": "W", "W": "E"}[leader]
    assert send(by_seat[partner], "play on")["type"] == "view"   # his partner keeps his hand
    for client in clients:
        seen = client.drain()["view"]
        assert seen["ask"] is None and leader in seen["shown"]
        assert seen["hands"][leader] == seen["shown"][leader]
        client.close()


def test_a_misclick_is_tapped_back_within_the_undo_window(tmp_path: Path) -> None:
    # the served computer players wait --undo-window seconds after a person's action: an undo
    # asked at once takes back his card alone, and one asked once they have played is declined
    port = free_port()
    server = start_serve(tmp_path / "tables.db", port, args=("--undo-window", "3"))
    try:
        table, client = alone_at_a_table(port, seed=7)
        for _ in range(80):   # to a card of his after the opening lead
            view = client.drain()["view"]
            cards = [a["action"] for a in view["legal"] if len(a["action"]) == 2]
            if cards and (view["trick"]["cards"] or sum(view["tricks_won"].values())):
                break
            if view["legal"]:
                send(client, calm(view["legal"]))
            else:
                client.read()
        me = view["you"]["seat"]
        hand = list(view["hands"][me])
        assert send(client, cards[0])["type"] == "view"
        assert send(client, "undo")["type"] == "view"   # at once: taken back with their consent
        view = client.drain()["view"]
        assert view["hands"][me] == hand and view["ask"] is None
        events = stored_events(tmp_path / "tables.db", table)
        kinds = [events[k]["kind"] for k in sorted(events)[-5:]]
        assert kinds == ["ask", "answer", "answer", "answer", "undo"]
        played = send(client, cards[0])
        assert played["type"] == "view"
        client.until(lambda f: f["type"] == "view" and f["seq"] > played["seq"])   # a computer acts
        assert send(client, "undo")["type"] == "view"   # too late: declined
        view = client.drain()["view"]
        assert cards[0] not in view["hands"][me] and view["ask"] is None
        client.close()
    finally:
        server.terminate()
        server.wait(20)
