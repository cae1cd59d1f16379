"""No frame ever carries a card its receiver could not see at a real table.

Four people and two spectators play two whole deals at one table (every legal action chosen at
random, with illegal tries between); every frame each receiver got is then checked against the
deals as dealt (from the finished records): a frame may name only the receiver's own cards, the
cards played before it, dummy's once the opening lead is made, and the cards cut for partners.
"""

from __future__ import annotations

import logging
import random

import pytest
from fastapi.testclient import TestClient

from support.secrecy import CARD, WORDS, cards_named, check_frames
from web.helpers import new_table, seat_all

pytestmark = pytest.mark.web

__all__ = ["CARD", "cards_named"]   # used by the other kinds' secrecy tests

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
        check_frames(everyone, history, marks, players[0].view["view"]["cut"])
        # The server's log lines name no card at all.
        assert caplog.records and not any(CARD.search(r.getMessage()) or WORDS.search(r.getMessage())
                                          for r in caplog.records)
    finally:
        for p in everyone:
            p.close()


def test_the_checker_finds_a_leak() -> None:
    frame = {"type": "event", "seq": 3, "text": "West holds the queen of spades and HK"}
    assert cards_named(frame) == {"SQ", "HK"}
