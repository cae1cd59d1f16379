"""Hidden information at a club-laws table: no frame tells anyone but the offender of a renounce
before the hand is played out, and no frame names a card its receiver could not see (his own,
dummy's after the opening lead, the cards played, the cards exposed, the cut)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from web.helpers import Frame
from web.test_laws_game import Table, hand_of
from web.test_secrecy import cards_named

pytestmark = pytest.mark.web


def _public_cards(frame: Frame) -> set[str]:
    view = frame["view"]
    cards = {c for rnd in (view.get("cut") or {}).get("rounds", []) for c in rnd.values()}
    for trick in (view.get("trick"), view.get("last_trick")):
        if trick:
            cards |= set(trick["cards"])
    for shown in view.get("laws", {}).get("exposed", {}).values():
        cards |= set(shown)
    return cards


def test_a_renounce_and_every_hand_stay_hidden_in_laws_mode(client: TestClient) -> None:
    table = Table(client, seed=6)
    try:
        for receiver in table.everyone:
            receiver.frames.clear()
        table.to_play()
        offender = None
        while table.view()["phase"] == "play":
            view = table.view()
            actor = table.acting()
            seat = table.view(actor)["you"]["seat"]
            trick = view["trick"]["cards"]
            hand = hand_of(table, seat)
            led = trick[0][0] if trick else None
            off = [c for c in hand if led is not None and c[0] != led]
            if (offender is None and view["turn"] == seat and led and off
                    and any(c[0] == led for c in hand)):
                offender = seat
                table.send(actor, off[-1])
            elif table.view()["laws"]["ruling"] is not None:
                break
            else:
                table.regular()
        assert offender is not None
        claimed = table.seq  # the hand is played out: the claim is made aloud (P93)
        played: set[str] = set()
        for receiver in table.everyone:
            seat = receiver.view["view"]["you"]["seat"]
            seen: set[str] = set()
            for frame in receiver.frames:
                if frame["type"] == "view":
                    view = frame["view"]
                    seen |= {c for cards in view["hands"].values() for c in cards}
                    seen |= _public_cards(frame)
                    assert set(view["hands"]) <= {seat, view["dummy"]}
                    # The replay's history (its steps name every card) holds finished deals
                    # only: never the deal in play, which is still being played here.
                    assert view["history"] == [], (seat, frame["seq"])
                    if frame["seq"] < claimed and seat != offender:
                        text = str(view["laws"])
                        assert "renounce" not in text and "revoke" not in text, text
                elif seat != offender and frame.get("seq", 0) < claimed:
                    assert "renounce" not in str(frame) and "revoke" not in str(frame)
                leaked = cards_named(frame) - seen - played
                if frame["type"] == "event":
                    played |= cards_named(frame)  # a card announced as played is public
                    continue
                assert not leaked, (seat, frame["type"], sorted(leaked))
    finally:
        table.close()
