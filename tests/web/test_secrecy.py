"""No frame ever carries a card its receiver could not see at a real table.

Four people and two spectators play two whole deals at one table (every legal action chosen at
random, with illegal tries between); every frame each receiver got is then checked against the
deals as dealt (from the finished records): a frame may name only the receiver's own cards, the
cards played before it, dummy's once the opening lead is made, and the cards cut for partners.
"""

from __future__ import annotations

import json
import logging
import random
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import CardSet, Suit, parse_deal
from bridgewhist.seats import Seat
from web.helpers import Frame, Player, new_table, seat_all

pytestmark = pytest.mark.web

CARD = re.compile(r"(?<![A-Za-z0-9])([SHDC][AKQJT2-9])(?![A-Za-z0-9])")
RANKS = {"ace": "A", "king": "K", "queen": "Q", "knave": "J", "ten": "T", "nine": "9", "eight": "8",
         "seven": "7", "six": "6", "five": "5", "four": "4", "three": "3", "two": "2"}
WORDS = re.compile(r"\b(" + "|".join(RANKS) + r") of (spades|hearts|diamonds|clubs)\b")


def cards_named(frame: Frame) -> set[str]:
    """Every card a frame names (in notation or in words), the finished deals' history aside."""
    data = dict(frame)
    if data.get("type") == "view":
        view = dict(data["view"])
        view.pop("history")
        data["view"] = view
    text = json.dumps(data)
    named = set(CARD.findall(text))
    for rank, suit in WORDS.findall(text):
        named.add(suit[0].upper() + RANKS[rank])
    return named


def _text(card_mask: int) -> set[str]:
    return {str(c) for c in CardSet(card_mask)}


def test_every_frame_of_two_whole_deals_for_every_receiver(client: TestClient,
                                                          caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="bridgewhist")
    table_id = new_table(client, seed=5)
    players, watchers = seat_all(client, table_id, spectators=2)
    rng = random.Random(8)
    everyone = players + watchers
    marks: list[tuple[int, int, int]] = []  # (seq, deal, actions of that deal applied)
    seq = players[0].view["seq"]
    deal, applied = 1, 0
    try:
        for receiver in everyone:
            receiver.frames.clear()
            receiver.frames.append(receiver.view)
        marks.append((seq, deal, applied))
        while deal <= 2:
            acting = next(p for p in players if p.view["view"]["legal"])
            legal = [a["action"] for a in acting.view["view"]["legal"]]
            if rng.random() < 0.2:  # an illegal try: a card not held, a wrong call, a wrong seat
                sender = rng.choice(players)
                tries = [t for t in ("SA", "H2", "DK", "C9", "hearts", "double", "leave")
                         if not any(t == a["action"] for a in sender.view["view"]["legal"])]
                sender.send({"type": "action", "action": rng.choice(tries), "seq": seq})
                for p in everyone:
                    p.drain()
            action = rng.choice(legal)
            acting.send({"type": "action", "action": action, "seq": seq})
            seq += 1
            if action == "next":
                deal, applied = deal + 1, 0
            else:
                applied += 1
            marks.append((seq, deal, applied))
            for p in everyone:
                p.sync(seq)
            if deal == 2 and players[0].view["view"]["phase"] == "over":
                break
        history = players[0].view["view"]["history"]
        assert len(history) == 2
        _check_all(everyone, history, marks, players[0].view["view"]["cut"])
        # The server's log lines name no card at all.
        assert caplog.records and not any(CARD.search(r.getMessage()) or WORDS.search(r.getMessage())
                                          for r in caplog.records)
    finally:
        for p in everyone:
            p.close()


def _check_all(everyone: list[Player], history: list[dict[str, Any]], marks: list[tuple[int, int, int]],
               cut: dict[str, Any]) -> None:
    by_seq = {seq: (deal, applied) for seq, deal, applied in marks}
    cut_cards = {card for one in cut["rounds"] for card in one.values()}
    checked = 0
    for receiver in everyone:
        seat_name = receiver.view["view"]["you"]["seat"]
        seat = None if seat_name is None else Seat.parse(seat_name)
        for frame in receiver.frames:
            seq = frame.get("seq")
            if seq not in by_seq:
                continue  # an error frame or a pong: checked with the view that follows
            deal, applied = by_seq[seq]
            record = history[deal - 1]
            hands = parse_deal(record["hands"])
            dealer = Seat.parse(record["dealer"])
            plays = [a for a in record["actions"] if CARD.fullmatch(a)]
            calls = len(record["actions"]) - len(plays)
            played = set(plays[: max(0, applied - calls)])
            allowed = set(cut_cards) | played
            if seat is not None:
                allowed |= _text(hands[seat])
            if played:  # the opening lead is made: dummy is exposed
                allowed |= _text(hands[dealer.partner])
            if applied == len(record["actions"]):  # the deal is over: all may be seen
                allowed |= {str(c) for s in Suit for c in CardSet(sum(hands))}
            leaked = cards_named(frame) - allowed
            assert not leaked, (receiver.view["view"]["you"], frame.get("type"), sorted(leaked))
            # The finished deals only: the deal in play is never in the history.
            if frame.get("type") == "view":
                assert len(frame["view"]["history"]) == deal - 1 + (applied == len(record["actions"]))
            checked += 1
    assert checked > 500


def test_the_checker_finds_a_leak() -> None:
    frame = {"type": "event", "seq": 3, "text": "West holds the queen of spades and HK"}
    assert cards_named(frame) == {"SQ", "HK"}
