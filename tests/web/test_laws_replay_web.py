"""The history of a finished club-laws deal carries its step-through for the browser's replay
(``steps``, built by :mod:`bridgewhist.web.laws_replay`): each irregularity in words, the
options offered with the law, the choice and who made it, the cards exposed, the penalties and
each trick as actually played; a deal with no irregularity replays as a STRICT deal does."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import Card, parse_deal
from bridgewhist.seats import Seat
from bridgewhist.web.views import card_words, cards_of
from web.test_laws_game import Table, hand_of

pytestmark = pytest.mark.web

PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


def _play_out(table: Table) -> None:
    """Every ruling answered with its first option, every turn with the first regular act."""
    while table.view()["phase"] != "over":
        ruling = table.view()["laws"]["ruling"]
        if ruling is not None:
            chooser = table.at(ruling["chooser"])
            table.send(chooser, table.view(chooser)["legal"][0]["action"])
        else:
            table.regular()


def _check_positions(entry: dict[str, Any]) -> None:
    """After each step the hands held, the cards in the tricks completed and the trick in
    progress make up the deal as dealt; the tricks won add up."""
    hands = parse_deal(entry["hands"])
    dealt = {seat.name: set(cards_of(mask)) for seat, mask in zip(Seat, hands, strict=True)}
    tricks: list[dict[str, Any]] = []
    for step in entry["steps"]:
        tricks += step["tricks"]
        gone = {c for t in tricks for c in t["cards"]} | set(step["trick_now"]["cards"])
        for seat, cards in step["hands"].items():
            assert set(cards) == dealt[seat] - gone, (step["kind"], seat)
        assert step["won"]["NS"] + step["won"]["EW"] == len(tricks)
    assert [t["number"] for t in tricks] == list(range(1, len(tricks) + 1))
    assert [{k: t[k] for k in ("leader", "cards", "winner")} for t in tricks] == entry["tricks"]


def test_english_1904_law_80_the_replay_steps_through_a_lead_out_of_turn(client: TestClient) -> None:
    """P80: "If an adversary lead out of turn, the dealer may either treat the card so led as an
    exposed card, or may call a suit as soon as it is the turn of either adversary to lead"."""
    table = Table(client)
    try:
        table.to_play()
        view = table.view()
        dealer, third = view["dealer"], PARTNER[view["turn"]]
        card = hand_of(table, third)[0]
        table.send(table.at(third), card)  # the eldest hand's partner leads out of turn
        assert all(table.view(p)["history"] == [] for p in table.everyone)  # never the deal in play
        table.send(table.at(dealer), "choose call-card")
        _play_out(table)
        entries = [table.view(p)["history"] for p in table.everyone]
        assert all(e == entries[0] for e in entries)  # the finished deal is the same for all
        entry = entries[0][0]
        assert entry["actions"] == []  # not a STRICT deal: the browser steps through ``steps``
        steps = entry["steps"]
        kinds = [s["kind"] for s in steps]
        assert kinds[0] == "talk" and all(a["talk"] for a in steps[0]["acts"])
        lead = steps[1]
        assert lead["kind"] == "irregularity"
        assert lead["acts"] == [{"seat": third, "act": f"{third}: {card}", "kind": "irregular", "talk": False,
                                 "words": f"plays {table_words(card)}"}]
        assert lead["events"][0]["what"] == f"{third}'s lead out of turn: {dealer} to choose"
        assert lead["events"][0]["law"] == "english-1904 law 80"
        offered = lead["offered"]
        assert (offered["chooser"], offered["offender"]) == (dealer, third)
        assert offered["law"] == "english-1904 law 80"
        assert offered["irregularity"] == "lead out of turn"
        assert {o["key"] for o in offered["options"]} >= {"call-card", "call-suit"}
        chosen = steps[2]
        assert chosen["kind"] == "ruling" and chosen["acts"][0]["kind"] == "choose"
        text = next(o["text"] for o in offered["options"] if o["key"] == "call-card")
        assert chosen["chosen"] == {"chooser": dealer, "key": "call-card", "text": text, "offender": third,
                                    "law": "english-1904 law 80", "irregularity": "lead out of turn"}
        assert chosen["acts"][0]["words"] == f"chooses: {text}"
        assert chosen["exposed"] == {third: [card]}
        # The exposed card is called later (P84) and the penalty shows in words, with its law.
        bound = [p for s in steps for p in s["penalties"].get(third, [])]
        assert any(table_words(card) in p and "law" in p for p in bound), bound
        assert entry["events"][0]["law"] == "english-1904 law 80"
        _check_positions(entry)
        last = steps[-1]
        assert all(not cards for cards in last["hands"].values())
        assert last["won"] == table.view()["tricks_won"]
        # The next deal in play never joins the history (its steps would show every hand).
        for p in table.everyone:
            p.frames.clear()
        for _ in range(8):
            table.regular()
        for p in table.everyone:
            for frame in p.frames:
                if frame["type"] == "view":
                    assert [h["number"] for h in frame["view"]["history"]] == [1]
                    assert frame["view"]["history"][0]["hands"] == entry["hands"]
    finally:
        table.close()


def table_words(card: str) -> str:
    return card_words(int(Card.parse(card)))


def test_a_deal_with_no_irregularity_replays_as_a_strict_deal(client: TestClient) -> None:
    table = Table(client, seed=7)
    try:
        _play_out(table)
        entry = table.view()["history"][0]
        assert entry["events"] == [] and entry["steps"] == []
        assert entry["actions"] == [a.partition(": ")[2] for a in entry["acts"]]
        assert len(entry["tricks"]) == 13
    finally:
        table.close()
