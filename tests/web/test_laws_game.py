"""Club-laws web tables (mode "laws"): refereed deals over HTTP and websockets on SQLite.

Four people at one table: a renounce goes unnoticed and is claimed at the end of the hand (P90,
P93); a lead out of turn by an adversary gives the dealer his choice (P80), and the card exposed
is called and must be played (P80, P79); the table survives a restart and its JSON record
replays the refereed deals.
"""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.notation.record import loads, replay
from bridgewhist.notation.score import rubber_score
from bridgewhist.record import RefereedDeal
from bridgewhist.rubber import seat_names
from bridgewhist.web.app import create_app
from web.helpers import Player, new_table, seat_all

pytestmark = pytest.mark.web

SUITS = "SHDC"


class Table:
    """Four people and a spectator at a club-laws table, each frame read."""

    def __init__(self, client: TestClient, seed: int = 4, code: str = "english-1904") -> None:
        self.client = client
        self.table_id = new_table(client, mode="laws", seed=seed, code=code)
        self.players, self.watchers = seat_all(self.client, self.table_id, spectators=1)
        self.seq = self.players[0].view["seq"]

    @property
    def everyone(self) -> list[Player]:
        return self.players + self.watchers

    def view(self, player: Player | None = None) -> dict[str, Any]:
        view: dict[str, Any] = (player or self.players[0]).view["view"]
        return view

    def at(self, seat: str) -> Player:
        return next(p for p in self.players if self.view(p)["you"]["seat"] == seat)

    def send(self, player: Player, action: str) -> None:
        """An act that must be accepted."""
        player.send({"type": "action", "action": action, "seq": self.seq})
        self.seq += 1
        for p in self.everyone:
            p.sync(self.seq)

    def refused(self, player: Player, action: str) -> dict[str, Any]:
        """An act that must be refused: the error frame."""
        player.send({"type": "action", "action": action, "seq": self.seq})
        player.drain()
        errors = [f for f in player.frames if f["type"] == "error"]
        assert errors
        error: dict[str, Any] = errors[-1]
        return error

    def acting(self) -> Player:
        return next(p for p in self.players if self.view(p)["legal"])

    def regular(self) -> None:
        """The acting player makes his first regular act."""
        player = self.acting()
        self.send(player, self.view(player)["legal"][0]["action"])

    def to_play(self) -> None:
        while self.view()["phase"] != "play":
            self.regular()

    def close(self) -> None:
        for p in self.everyone:
            p.close()


def hand_of(table: Table, seat: str) -> list[str]:
    hand: list[str] = table.view(table.at(seat))["hands"][seat]
    return hand


def test_english_1904_law_90_a_renounce_is_claimed_at_the_end_of_the_hand(client: TestClient) -> None:
    """P90: "The penalty for a revoke takes precedence of all other scores... the adversaries may
    add three hundred..."; the claim is made at the end of the hand, the tricks searched (P93)."""
    table = Table(client)
    try:
        table.to_play()
        offender = None
        while table.view()["phase"] == "play" and offender is None:
            view = table.view()
            trick = view["trick"]["cards"]
            actor = table.acting()
            seat = table.view(actor)["you"]["seat"]
            hand = hand_of(table, seat)
            led = trick[0][0] if trick else None
            off = [c for c in hand if led is not None and c[0] != led]
            if view["acting"] == seat and view["turn"] == seat and led and off \
                    and any(c[0] == led for c in hand):
                offender = seat
                table.send(actor, off[-1])  # a renounce: holding the suit led
                before_end = [p for p in table.everyone if table.view(p)["you"]["seat"] != seat]
                # Nobody but the offender learns of it before the deal is over.
                for p in before_end:
                    assert not any("renounce" in e["what"] for e in table.view(p)["laws"]["events"])
                    assert table.view(p)["laws"].get("yours", []) == []
                assert [e["card"] for e in table.view(actor)["laws"]["yours"]] == [off[-1]]
                assert table.view(actor)["laws"]["correctable"] == [off[-1]]
            else:
                table.regular()
        assert offender is not None
        while table.view()["laws"]["ruling"] is None:
            assert table.view()["phase"] == "play"
            table.regular()
        ruling = table.view()["laws"]["ruling"]
        assert ruling["offender"] == offender and ruling["law"] == "english-1904 law 90"
        assert [o["key"] for o in ruling["options"]] == ["take-tricks", "deduct", "add", "waive"]
        chooser = table.at(ruling["chooser"])
        assert [a["action"] for a in table.view(chooser)["legal"]] == [
            "choose take-tricks", "choose deduct", "choose add", "choose waive"]
        assert all(not table.view(p)["legal"] for p in table.players if p is not chooser)
        # An option not offered, or anyone else's act while the ruling waits, is refused.
        assert "nothing" in table.refused(chooser, "choose nothing")["message"]
        other = next(p for p in table.players if p is not chooser)
        assert table.refused(other, hand_of(table, table.view(other)["you"]["seat"])[0] if
                             hand_of(table, table.view(other)["you"]["seat"]) else "having-none")["reason"]
        table.send(chooser, "choose add")
        view = table.view()
        assert view["phase"] == "over" and view["laws"]["outcome"] == "closed"
        assert any("renounce" in e["what"] for e in view["laws"]["events"])
        history = view["history"]
        assert len(history) == 1 and history[0]["outcome"] == "closed"
        assert any(e["choice"] == "add" for e in history[0]["events"])
        record = loads(client.get(f"/api/tables/{table.table_id}/record.json").text)
        assert isinstance(record.deals[0], RefereedDeal)
        assert [str(a) for a in record.deals[0].acts] == history[0]["acts"]
        assert client.get(f"/api/tables/{table.table_id}/record.pbn").status_code == 404
        revoking = "NS" if offender in "NS" else "EW"
        scored = replay(record).rubber.deals[0]
        assert [c.side.name for c in scored.result.revokes] == [revoking]
        # The table scored the claim as the record's replay does: the claimants add above the line.
        replayed = rubber_score(replay(record).rubber, seat_names(record.players))
        assert replayed["totals"] == view["score"]["totals"]
        deal = view["score"]["deals"][0]
        assert "evoke" in str(deal)
    finally:
        table.close()


def test_english_1904_law_80_a_lead_out_of_turn_the_card_called_and_enforced(client: TestClient) -> None:
    """P80: "If an adversary lead out of turn, the dealer may either treat the card so led as an
    exposed card, or may call a suit as soon as it is the turn of either adversary to lead"."""
    table = Table(client)
    try:
        table.to_play()
        view = table.view()
        eldest = view["turn"]
        dealer = view["dealer"]
        third = {"N": "S", "S": "N", "E": "W", "W": "E"}[eldest]
        wrong = table.at(third)
        card = hand_of(table, third)[0]
        table.send(wrong, card)  # the third hand leads out of turn
        ruling = table.view()["laws"]["ruling"]
        assert ruling["law"] == "english-1904 law 80" and ruling["chooser"] == dealer
        assert {o["key"] for o in ruling["options"]} >= {"call-card", "call-suit"}
        assert ruling in [table.view(p)["laws"]["ruling"] for p in table.everyone]
        table.send(table.at(dealer), "choose call-card")
        for p in table.everyone:  # the exposed card lies on the table for all to see
            assert table.view(p)["laws"]["exposed"] == {third: [card]}
        # Play on until the exposed card is called and must be played.
        for _ in range(8):
            laws = table.view()["laws"]
            if laws["ruling"] is not None:
                chooser = table.at(laws["ruling"]["chooser"])
                keys = [a["action"] for a in table.view(chooser)["legal"]]
                call = next((k for k in keys if "call" in k and "waive" not in k), keys[0])
                table.send(chooser, call)
                continue
            if table.view()["acting"] == third and laws["penalties"].get(third):
                break
            table.regular()
        assert table.view()["laws"]["penalties"][third]
        legal = [a["action"] for a in table.view(wrong)["legal"]]
        assert legal == [card]
        other = next(c for c in hand_of(table, third) if c != card)
        table.send(wrong, card)  # the called card is played
        assert card in table.view()["trick"]["cards"]
        assert not table.view()["laws"]["exposed"].get(third)
        assert other
    finally:
        table.close()


def test_american_1905_law_43_a_deal_out_of_turn_voided_after_the_last_trick(client: TestClient) -> None:
    """W43: "If any one deals when it is the turn of an adversary, such error must be corrected
    before the cards are dealt for the following deal": reported after the last trick at the
    web table, the deal is void and its score struck out; the same seat deals next."""
    table = Table(client, code="american-1905")
    try:
        dealer = table.view()["dealer"]
        while table.view()["phase"] != "over":
            actor = table.acting()
            legal = [a["action"] for a in table.view(actor)["legal"]]
            table.send(actor, next(a for a in legal if a != "double"))
        assert table.view()["laws"]["outcome"] == "closed" and table.view()["score"]["deals"]
        table.send(table.players[0], "dealing out-of-turn")
        view = table.view()
        assert view["laws"]["outcome"] == "void" and not view["score"]["deals"]
        assert any(e["law"] == "american-1905 law 43" for e in view["laws"]["events"])
        table.send(table.players[0], "next")
        assert table.view()["dealer"] == dealer and not table.view()["score"]["deals"]
        history = table.view()["history"]                     # the replay shows the report
        assert history[0]["outcome"] == "void" and history[0]["acts"][-1].endswith("dealing out-of-turn")
        record = loads(client.get(f"/api/tables/{table.table_id}/record.json").text)
        assert not replay(record).rubber.deals
        refused = table.refused(table.players[0], "dealing previous-out-of-turn")
        assert refused.get("law") == "american-1905 law 43"
    finally:
        table.close()


def test_english_1904_law_81_the_dealer_takes_back_his_lead_at_the_web_table(client: TestClient) -> None:
    """P81: "If the dealer lead out of turn ... he incurs no penalty; but he may not rectify the
    error after the second hand has played": before then the web table offers him to take it
    back, and the eldest hand leads."""
    table = Table(client)
    try:
        table.to_play()
        view = table.view()
        dealer, eldest = view["dealer"], view["turn"]
        card = hand_of(table, dealer)[0]
        table.send(table.at(dealer), card)                     # the dealer leads out of turn
        offered = table.view(table.at(dealer))["laws"]["table_acts"]
        assert {"action": f"correct {card}",
                "words": "Take back my lead out of turn (before the second hand plays)"} in offered
        table.send(table.at(dealer), f"correct {card}")
        view = table.view()
        assert view["turn"] == eldest and view["laws"]["ruling"] is None and not view["trick"]["cards"]
        assert card in hand_of(table, dealer)
        assert any(e["law"] == "english-1904 law 81" for e in view["laws"]["events"])
    finally:
        table.close()


def test_a_club_laws_table_survives_a_restart(tmp_path: Any) -> None:
    database = str(tmp_path / "laws.db")
    with TestClient(create_app(database, workers=0, think_seconds=20.0)) as client:
        table = Table(client, seed=9)
        table.to_play()
        view = table.view()
        third = {"N": "S", "S": "N", "E": "W", "W": "E"}[view["turn"]]
        table.send(table.at(third), hand_of(table, third)[0])
        before = {k: v for k, v in table.view()["laws"].items()}
        table_id, seq = table.table_id, table.seq
        table.close()
    with TestClient(create_app(database, workers=0, think_seconds=20.0)) as client:
        spectator = Player(client, table_id, None)
        try:
            assert spectator.view["seq"] == seq
            laws = spectator.view["view"]["laws"]
            assert laws["ruling"] == before["ruling"] and laws["events"] == before["events"]
        finally:
            spectator.close()


def test_computer_players_answer_rulings_at_a_club_laws_table(client: TestClient) -> None:
    """A person (an adversary) exposes a card at his turn against three computer players: the
    dealer (a computer) may call it (P79) and chooses through referee_chooser."""
    table_id = new_table(client, mode="laws", seed=3, computer="random")
    token = client.post(f"/api/tables/{table_id}/join", json={"name": "Ann"}).json()["token"]
    assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
    me = Player(client, table_id, token)
    try:
        sent = False
        for _ in range(80):
            frame = me.drain()
            view = frame["view"]
            seat = view["you"]["seat"]
            if (view["phase"] == "play" and view["laws"]["ruling"] is None and view["acting"] == seat
                    and seat not in (view["dummy"], view["dealer"])):
                me.send({"type": "action", "action": f"expose {view['hands'][seat][0]}", "seq": frame["seq"]})
                sent = True
                break
            if view["legal"]:
                me.send({"type": "action", "action": view["legal"][0]["action"], "seq": frame["seq"]})
            if view["legal"] or view["acting"] != seat:
                me.sync(frame["seq"] + 1)
        assert sent
        for _ in range(60):  # play on until the dealer's call of the exposed card is decided
            frame = me.drain()
            if any("chooses" in f.get("text", "") for f in me.frames if f["type"] == "event"):
                break
            legal = frame["view"]["legal"]
            if legal and legal[0]["action"] != "next":
                me.send({"type": "action", "action": legal[0]["action"], "seq": frame["seq"]})
            elif legal or frame["view"]["phase"] == "over":
                break
            me.sync(frame["seq"] + 1)
        texts = [f.get("text", "") for f in me.frames if f["type"] == "event"]
        assert any("expose" in t for t in texts)
        assert any("chooses" in t and "law" in t for t in texts), texts[-5:]
    finally:
        me.close()


def test_english_1904_law_62_dummy_lays_his_cards_down_from_the_web_table(client: TestClient) -> None:
    """P62: "the dealer's partner shall place his cards face upwards on the table": the referee
    offers dummy the act (``laws.table_acts``), and P40's "looked at any of his cards" report is
    offered to everyone before the declaration; a spectator is offered nothing."""
    table = Table(client)
    try:
        view = table.view()
        dealer = view["dealer"]
        dummy = {"N": "S", "S": "N", "E": "W", "W": "E"}[dealer]
        offered = [e["action"] for e in table.view(table.at(dummy))["laws"]["table_acts"]]
        assert offered == ["dealing looked", "lay-down"]
        assert table.view(table.watchers[0])["laws"].get("table_acts", []) == []
        table.to_play()
        table.send(table.at(dummy), "lay-down")
        assert table.view(table.at(dummy))["laws"]["table_acts"] == []
        assert any("dummy's cards" in e["what"] for e in table.view()["laws"]["events"])
    finally:
        table.close()
