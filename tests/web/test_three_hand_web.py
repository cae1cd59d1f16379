"""Three-hand tables at the web server (issue 6 item 4): Ames, "Three Hand Bridge".

A deal played to the end over websockets against computer players, the record downloaded and
replayed, the table rebuilt by a restarted server; and the secrecy test: no frame ever names a
card its receiver could not see (his own hand; X's once he has made the trump from it, as
dealer, or once the opening lead is made; the cards played; the cards cut).
"""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import CardSet
from bridgewhist.notation import three_hand_record
from bridgewhist.seats import Seat
from bridgewhist.web.app import create_app
from web.helpers import Player, join, new_table
from web.test_secrecy import CARD, cards_named

pytestmark = pytest.mark.web


def _play(player: Player, rng: random.Random, *, stop_at_over: bool = True) -> None:
    """The person acts at random whenever he may, computer players between, until the deal is over."""
    for _ in range(300):
        view = player.view["view"]
        if stop_at_over and view["phase"] == "over":
            return
        if view["legal"]:
            choice = rng.choice(view["legal"])["action"]
            player.send({"type": "action", "action": choice, "seq": player.view["seq"]})
        player.sync(player.view["seq"] + 1)
    raise AssertionError("the deal did not end")


def test_ames_three_hand_deal_played_to_the_end_recorded_and_rebuilt(database: str) -> None:
    with TestClient(create_app(database, workers=0, think_seconds=20.0)) as client:
        table_id = new_table(client, kind="three-hand", computer="random", seed=3)
        token = join(client, table_id, "Ann")
        ann = Player(client, table_id, token)
        assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
        ann.drain()
        try:
            view = ann.view["view"]
            assert view["kind"] == "three-hand" and len(view["members"]) == 3 and view["x"] == "N"
            # Only the dealer's own words: the make, "I make it from dummy's hand", "I pass the deal".
            if view["you"]["seat"] == "S" and view["phase"] == "declaration":
                words = {a["words"] for a in view["legal"]}
                assert {"I make it from dummy's hand", "I pass the deal"} <= words
            _play(ann, random.Random(4))
            view = ann.view["view"]
            assert view["phase"] == "over" and [a["action"] for a in view["legal"]] == ["next"]
            score = view["score"]
            assert set(score["totals"]) == {m["name"] for m in view["members"]}  # a column per player
            seq = ann.view["seq"]
        finally:
            ann.close()
        record = client.get(f"/api/tables/{table_id}/record.json")
        assert record.status_code == 200
        game = three_hand_record.replay(three_hand_record.loads(record.text))
        assert len(game.history) == 1 and game.deal.is_over
        assert client.get(f"/api/tables/{table_id}/record.pbn").status_code == 404
    # A server started again on the same database rebuilds the table from its log.
    with TestClient(create_app(database, workers=0)) as client:
        again = client.get(f"/api/tables/{table_id}").json()
        assert again["kind"] == "three-hand" and again["status"] == "playing"
        watcher = Player(client, table_id, None)
        try:
            assert watcher.view["seq"] == seq and watcher.view["view"]["phase"] == "over"
        finally:
            watcher.close()


def test_a_three_hand_table_refuses_a_fourth_member_and_a_double_by_the_third_player(
        client: TestClient) -> None:
    table_id = new_table(client, kind="three-hand", seed=9)
    tokens = [join(client, table_id, n) for n in ("Ann", "Bob", "Cy")]
    refused = client.post(f"/api/tables/{table_id}/join", json={"name": "Di"})
    assert refused.status_code == 409 and refused.json()["error"]["reason"] == "table_full"
    assert refused.json()["error"]["message"].endswith("is full: three players are seated")
    players = [Player(client, table_id, t) for t in tokens]
    try:
        for p in players:
            p.drain()
        dealer = next(p for p in players if p.view["view"]["you"]["seat"] == "S")
        dealer.send({"type": "action", "action": "leave", "seq": dealer.view["seq"]})
        for p in players:
            p.sync(dealer.view["seq"] + 1)
        third = next(p for p in players if p.view["view"]["you"]["seat"] == "E")
        leader = next(p for p in players if p.view["view"]["you"]["seat"] == "W")
        assert [a["action"] for a in leader.view["view"]["legal"]] == ["double", "satisfied"]
        assert third.view["view"]["legal"] == [] and "N" not in third.view["view"]["hands"]
        assert "N" in dealer.view["view"]["hands"]   # the dealer has seen X's cards
        third.send({"type": "action", "action": "double", "seq": third.view["seq"]})
        error = next(f for f in iter(third.ws.receive_json, None) if f["type"] == "error")
        assert error["reason"] == "not_your_turn"
    finally:
        for p in players:
            p.close()


def _cards(mask: int) -> set[str]:
    return {str(c) for c in CardSet(mask)}


def test_no_three_hand_frame_names_a_card_its_receiver_could_not_see(client: TestClient) -> None:
    table_id = new_table(client, kind="three-hand", seed=21)
    tokens = [join(client, table_id, n) for n in ("Ann", "Bob", "Cy")]
    players = [Player(client, table_id, t) for t in tokens]
    watcher = Player(client, table_id, None)
    everyone = [*players, watcher]
    rng = random.Random(2)
    marks: dict[int, tuple[int, int]] = {}
    try:
        for p in everyone:
            p.drain()
            p.frames[:] = [p.view]
        seq, deal, applied = players[0].view["seq"], 1, 0
        marks[seq] = (deal, applied)
        while deal <= 3:
            acting = next(p for p in players if p.view["view"]["legal"])
            action = rng.choice(acting.view["view"]["legal"])["action"]
            acting.send({"type": "action", "action": action, "seq": seq})
            seq += 1
            deal, applied = (deal + 1, 0) if action == "next" else (deal, applied + 1)
            marks[seq] = (deal, applied)
            for p in everyone:
                p.sync(seq)
            if deal == 3 and players[0].view["view"]["phase"] == "over":
                break
        record = three_hand_record.loads(client.get(f"/api/tables/{table_id}/record.json").text)
        assert len(record.deals) == 3
        cut = {c for r in players[0].view["view"]["cut"]["rounds"] for c in r.values()}
        checked = 0
        for place, receiver in enumerate([*players, watcher]):
            me = None if receiver is watcher else place
            for frame in receiver.frames:
                if frame.get("seq") not in marks:
                    continue
                number, done = marks[frame["seq"]]
                played = record.deals[number - 1]
                actions = [str(a) for a in played.actions[:done]]
                cards = {a for a in actions if CARD.fullmatch(a)}
                allowed = cut | cards
                if me is not None:
                    seat = (Seat.S, Seat.W, Seat.E)[(me - played.dealer) % 3]
                    allowed |= _cards(played.hands[seat])
                if cards or (me == played.dealer and "leave" in actions):
                    allowed |= _cards(played.hands[Seat.N])
                leaked = cards_named(frame) - allowed
                assert not leaked, (me, frame.get("type"), sorted(leaked))
                checked += 1
        assert checked > 300
    finally:
        for p in everyone:
            p.close()
