"""The three-hand make from X's hand naming a strain, end to end at the web table under each code
(issue 32, item 3; reading T1): the dealer's act goes over the socket, every member hears the words
said and the referee's line with the rule's make (Ames, Three Hand Bridge), the trump is the
rule's, X's cards reach the dealer alone, and the table's record replays to the same ruling.
test_three_hand_make_ruling checks the lines themselves under american-1905."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.actions import declare
from bridgewhist.cards import Card, Strain
from bridgewhist.laws import load_law_code
from bridgewhist.notation import three_hand_record
from bridgewhist.three_hand.hand import AMES, rule_make
from web.helpers import Player, join, new_table

pytestmark = pytest.mark.web


def _events(player: Player, seq: int) -> list[dict[str, Any]]:
    return [f for f in player.frames if f["type"] == "event" and f["seq"] == seq]


def _play_out(players: list[Player], seq: int) -> None:
    """Each member makes his first legal act in turn until the deal is over."""
    for _ in range(80):
        if players[0].view["view"]["phase"] == "over":
            return
        actor = next(p for p in players if p.view["view"]["legal"])
        actor.send({"type": "action", "action": actor.view["view"]["legal"][0]["action"], "seq": seq})
        seq += 1
        for p in players:
            p.sync(seq)
    raise AssertionError("the deal did not end")


def _named_against_the_rule(client: TestClient, code: str) -> None:
    table_id = new_table(client, kind="three-hand", seed=1, code=code)
    players = [Player(client, table_id, join(client, table_id, n)) for n in ("Ann", "Bob", "Cy")]
    try:
        for p in players:
            p.drain()
        dealer = next(p for p in players if p.view["view"]["you"]["seat"] == "S")
        assert "leave" in [a["action"] for a in dealer.view["view"]["legal"]]
        seq = dealer.view["seq"]
        dealer.send({"type": "action", "action": "leave no-trumps", "seq": seq})
        for p in players:
            p.sync(seq + 1)
        x_hand = sum(1 << int(Card.parse(c)) for c in dealer.view["view"]["hands"]["N"])  # the dealer sees it
        rule = rule_make(x_hand, load_law_code(code).scoring.trick_values)
        assert rule != Strain.NO_TRUMPS, "seed 1 must deal X fewer than three aces"
        for p in players:
            lines = [(f["kind"], f["text"]) for f in _events(p, seq + 1)]
            assert lines[0][1].endswith("“I make it from dummy's hand: no-trumps”"), lines
            assert lines[1] == ("referee", f"Referee: no-trumps named from X's hand: the trump must be "
                                f"X's longest suit: by the rule the make is {declare(rule)} ({AMES}).")
            assert ("N" in p.view["view"]["hands"]) == (p is dealer)
        _play_out(players, seq + 1)
    finally:
        for p in players:
            p.close()
    record = client.get(f"/api/tables/{table_id}/record.json")
    assert record.status_code == 200
    [deal] = three_hand_record.replay(three_hand_record.loads(record.text)).history
    assert deal.state.trump == rule and deal.misnamed == Strain.NO_TRUMPS and deal.made_from_x
    assert deal.make_ruling.endswith(f"by the rule the make is {declare(rule)} ({AMES})")


def test_english_1904_ames_a_strain_named_from_x_is_ruled_at_the_web_table(client: TestClient) -> None:
    _named_against_the_rule(client, "english-1904")


def test_american_1904_ames_a_strain_named_from_x_is_ruled_at_the_web_table(client: TestClient) -> None:
    _named_against_the_rule(client, "american-1904")


def test_american_1905_ames_a_strain_named_from_x_is_ruled_at_the_web_table(client: TestClient) -> None:
    _named_against_the_rule(client, "american-1905")
