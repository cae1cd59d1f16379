"""The declaration advisor in the hint (issue 18, item 2): docs/web-protocol.md, "Hints".

The dealer in the declaration (or his partner after "I leave it to you") who asks for a hint at
a friendly four-hand table gets, after the maxims' answer, an ``advice`` frame: the advisor's
table for his own hand at the table's score, computed off the event loop. Nobody else gets it, no
other position gets it, and without DDS the hint says why the advisor is not offered.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import CardSet
from bridgewhist.web import advisor, socket
from bridgewhist.web.hub import Hub
from support.thinkers import empty_advice
from web.helpers import Player, frames_of, seated_table

Frame = dict[str, Any]
MAKES = ["spades", "hearts", "diamonds", "clubs", "no-trumps"]




def await_advice(player: Player, seconds: float = 60.0) -> Frame:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = frames_of(player, "advice")
        if found:
            return found[-1]
        time.sleep(0.2)
    raise AssertionError("no advice frame")


def jobs(client: TestClient) -> list[Any]:
    """The advisor's jobs the server started (the last of each seat): one is started, or not,
    before the hint's answer is sent, so reading them after the answer proves none was added."""
    hub: Hub = client.app.state.hub
    return hub.seat_limits.advising()


def acting(players: list[Player]) -> Player:
    return next(p for p in players if p.view["view"]["legal"])


def own_cards(player: Player) -> set[str]:
    return {card for cards in player.view["view"]["hands"].values() for card in cards}


def check_table(advice: Frame, player: Player, *, left: bool) -> None:
    table = advice["advice"]
    assert set(str(CardSet.parse(table["hand"])).split()) == own_cards(player)   # his own hand only
    assert table["left"] is left and table["law_code"] == "english-1904"
    assert [o["make"] for o in table["options"]] == MAKES + ([] if left else ["leave"])
    for option in table["options"]:
        low, high = option["points"]["ci95"]
        assert low <= option["points"]["mean"] <= high
    assert table["best"] == max(table["options"], key=lambda o: o["points"]["mean"])["make"]


def test_the_dealer_in_the_declaration_gets_the_advisors_table_for_his_own_hand_and_he_alone(
        client: TestClient) -> None:
    with seated_table(client) as (players, watchers):
        dealer = acting(players)
        assert dealer.view["view"]["phase"] == "declaration"
        dealer.send({"type": "hint"})
        hint = frames_of(dealer, "hint")[-1]
        assert hint["advisor"] == "coming" and hint["advisor_note"] is None
        advice = await_advice(dealer)
        assert advice["seq"] == dealer.view["seq"] and advice["note"] is None
        check_table(advice, dealer, left=False)
        [first] = jobs(client)
        assert first.done()
        dealer.send({"type": "hint"})   # once a view
        assert frames_of(dealer, "hint")[-1]["advisor"] == "sent"
        assert jobs(client) == [first]   # no job started again: no second table can come
        assert len(frames_of(dealer, "advice")) == 1
        assert all(frames_of(p, "advice") == [] for p in [*players, *watchers] if p is not dealer)


def test_the_partner_after_a_leave_gets_the_table_of_his_hand_with_the_make_left(client: TestClient) -> None:
    with seated_table(client) as (players, watchers):
        dealer = acting(players)
        seq = dealer.view["seq"]
        dealer.send({"type": "action", "action": "leave", "seq": seq})
        for p in [*players, *watchers]:
            p.sync(seq + 1)
        partner = acting(players)
        assert partner is not dealer and partner.view["view"]["phase"] == "declaration"
        partner.send({"type": "hint"})
        assert frames_of(partner, "hint")[-1]["advisor"] == "coming"
        check_table(await_advice(partner), partner, left=True)
        assert all(frames_of(p, "advice") == [] for p in [*players, *watchers] if p is not partner)


def test_no_advisor_past_the_declaration(client: TestClient) -> None:
    with seated_table(client) as (players, _):
        dealer = acting(players)
        seq = dealer.view["seq"]
        dealer.send({"type": "action", "action": "no-trumps", "seq": seq})
        for p in players:
            p.sync(seq + 1)
        doubler = acting(players)
        assert doubler.view["view"]["phase"] != "declaration"
        doubler.send({"type": "hint"})
        hint = frames_of(doubler, "hint")[-1]
        assert hint["advisor"] is None and hint["advisor_note"] is None
        assert jobs(client) == []   # no job was started: no table can come
        assert frames_of(doubler, "advice") == []


def test_without_dds_the_hint_says_why_the_advisor_is_not_offered(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(socket, "ADVISOR_AVAILABLE", False)
    with seated_table(client) as (players, _):
        dealer = acting(players)
        dealer.send({"type": "hint"})
        hint = frames_of(dealer, "hint")[-1]
        assert hint["advisor"] == "unavailable" and "DDS" in hint["advisor_note"]
        assert hint["action"] in {i["action"] for i in dealer.view["view"]["legal"]}   # the maxims stand
        assert jobs(client) == []   # no job was started: no table can come
        assert frames_of(dealer, "advice") == []


def test_the_advisor_thinks_off_the_event_loop(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    started, release, threads = threading.Event(), threading.Event(), []

    def slow(ask: advisor.AdvisorAsk) -> dict[str, Any]:
        threads.append(threading.current_thread().name)
        started.set()
        release.wait(30)
        return empty_advice(ask)

    monkeypatch.setattr(advisor, "advise_for", slow)
    with seated_table(client) as (players, watchers):
        dealer = acting(players)
        dealer.send({"type": "hint"})
        assert started.wait(30)
        assert frames_of(dealer, "hint")[-1]["advisor"] == "coming"   # the loop answers while it thinks
        watchers[0].send({"type": "chat", "text": "still here"})
        assert frames_of(watchers[0], "error")[-1]["reason"] == "spectator"
        release.set()
        assert await_advice(dealer)["advice"]["options"] == []
        assert threads and threads[0].startswith("thinker")
