"""The finished deals in a view carry their tricks with the server's winners (issue 33, item 4:
the client reckons no trick's winner): each trick of the history is the engine's, replayed from
the table's record, for every receiver alike; no trick of the deal in play is ever in it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import CARDS
from bridgewhist.notation import record as record_json
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.record import replay_deal
from bridgewhist.record import PlayedDeal
from bridgewhist.three_hand.hand import ThreeHandDeal
from web.helpers import Player, join, new_table, play_random

pytestmark = pytest.mark.web


def engine_tricks(states: Any) -> list[dict[str, Any]]:
    """The tricks of a deal's last state, as the view is to send them."""
    return [{"leader": t.leader.name, "cards": [str(CARDS[c]) for c in t.cards], "winner": t.winner.name}
            for t in states.tricks]


def test_a_four_hand_history_holds_each_trick_with_the_engines_winner(client: TestClient) -> None:
    rng = random.Random(33)
    table_id = new_table(client, seed=33)
    players = [Player(client, table_id, join(client, table_id, n)) for n in ("Ann", "Bob", "Cy", "Di")]
    watchers = [Player(client, table_id, None)]
    try:
        for p in players + watchers:
            p.drain()
        seq = play_random(players, watchers, rng)
        assert players[0].view["view"]["phase"] == "over"
        players[0].send({"type": "action", "action": "next", "seq": seq, "ref": "next"})
        for p in players + watchers:
            p.sync(seq + 1)
        record = record_json.loads(client.get(f"/api/tables/{table_id}/record.json").text)
        finished = record.deals[0]
        assert isinstance(finished, PlayedDeal)
        expected = engine_tricks(replay_deal(record.code, finished)[-1])
        assert len(expected) == 13
        for receiver in players + watchers:
            view = receiver.view["view"]
            assert view["phase"] != "over" and len(view["history"]) == 1
            assert view["history"][0]["tricks"] == expected
    finally:
        for p in players + watchers:
            p.close()


def test_a_three_hand_history_holds_each_trick_with_the_engines_winner(client: TestClient) -> None:
    table_id = new_table(client, kind="three-hand", seed=5)
    players = [Player(client, table_id, join(client, table_id, n)) for n in ("Ann", "Bob", "Cy")]
    rng = random.Random(9)
    try:
        for p in players:
            p.drain()
        seq, finished = players[0].view["seq"], 0
        while finished < 2:
            acting = next(p for p in players if p.view["view"]["legal"])
            action = rng.choice(acting.view["view"]["legal"])["action"]
            acting.send({"type": "action", "action": action, "seq": seq})
            seq += 1
            for p in players:
                p.sync(seq)
            finished += action == "next"
            view = players[0].view["view"]
            in_play = view["phase"] != "over"
            assert len(view["history"]) == finished + (not in_play)
        record = three_hand_record.loads(client.get(f"/api/tables/{table_id}/record.json").text)
        for p in players:
            history = p.view["view"]["history"]
            for entry, played in zip(history, record.deals, strict=False):
                deal = ThreeHandDeal.from_hands(record.code, record.players, played.dealer, played.hands)
                for action in played.actions:
                    deal = deal.apply(action)
                assert entry["tricks"] == engine_tricks(deal.state)
                assert entry["passed"] or len(entry["tricks"]) == 13
    finally:
        for p in players:
            p.close()

