"""Three-hand tables have history and replay (issue 15, item 10): the finished deals of the rubber
in play, each with its hands as dealt, its actions, the talk in Ames's words and the three players
with X; never the deal in play."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import format_deal
from bridgewhist.notation import three_hand_record
from bridgewhist.seats import Seat
from bridgewhist.three_hand.hand import PassDeal
from web.helpers import Player, join, new_table

pytestmark = pytest.mark.web


def test_the_finished_deals_are_in_the_history_with_ames_words_and_never_the_deal_in_play(
        client: TestClient) -> None:
    table_id = new_table(client, kind="three-hand", seed=5)
    tokens = [join(client, table_id, n) for n in ("Ann", "Bob", "Cy")]
    players = [Player(client, table_id, t) for t in tokens]
    rng = random.Random(9)
    try:
        for p in players:
            p.drain()
        seq, finished, checked = players[0].view["seq"], 0, 0
        while finished < 3:
            acting = next(p for p in players if p.view["view"]["legal"])
            action = rng.choice(acting.view["view"]["legal"])["action"]
            acting.send({"type": "action", "action": action, "seq": seq})
            seq += 1
            for p in players:
                p.sync(seq)
            view = players[0].view["view"]
            finished += action == "next"
            over = view["phase"] == "over"
            assert len(view["history"]) == finished + over, (finished, view["phase"])
            checked += 1
        record = three_hand_record.loads(client.get(f"/api/tables/{table_id}/record.json").text)
        history = players[0].view["view"]["history"]
        for entry, played in zip(history, record.deals, strict=False):
            assert entry["hands"] == format_deal(played.hands, Seat.N)
            assert entry["actions"] == [str(a) for a in played.actions if not isinstance(a, PassDeal)]
            assert entry["dealer"] == "S" and entry["players"]["N"] == "X"
            assert set(entry["players"].values()) == {"Ann", "Bob", "Cy", "X"}
            words = " ".join(t["words"] for t in entry["talk"])
            assert "partner" not in words
            if any(str(a) == "leave" for a in played.actions):
                assert "I make it from dummy's hand" in words
            if entry["passed"]:
                assert entry["actions"] == [] and "I pass the deal" in words
        assert checked > 20
    finally:
        for p in players:
            p.close()
