"""Hints count a person's turns (issue 36): the dealer, who plays dummy's cards and his own, gets
a hint at each of his turns, and a refusal never says "wait 0 s".
"""

from __future__ import annotations

from fastapi.testclient import TestClient

from bridgewhist.web.seat_limits import HINT_BURST, SeatLimits, holder_of, wait_words
from web.helpers import frames_of, seated_table


def test_a_hint_at_each_new_turn_is_never_refused_however_fast_the_play() -> None:
    limit = SeatLimits(clock=lambda: 0.0).of(holder_of("t1", 0, None))   # time stands still
    assert [limit.hint_wait(seq) for seq in range(10, 36)] == [0.0] * 26


def test_asks_at_one_turn_still_have_the_seats_burst() -> None:
    limit = SeatLimits(clock=lambda: 0.0).of(holder_of("t1", 0, None))
    waits = [limit.hint_wait(7) for _ in range(HINT_BURST + 2)]
    assert waits[:HINT_BURST] == [0.0] * HINT_BURST and all(w > 0 for w in waits[HINT_BURST:])


def test_a_wait_is_said_in_whole_seconds_rounded_up() -> None:
    assert [wait_words(w) for w in (0.01, 0.4, 1.0, 1.2)] == ["1 s", "1 s", "1 s", "2 s"]


def test_the_dealer_asking_at_every_turn_of_a_whole_deal_is_never_refused(client: TestClient) -> None:
    with seated_table(client, seed=3) as (players, watchers):
        asks = {id(p): 0 for p in players}
        while True:
            acting = next((p for p in players if p.view["view"]["legal"]), None)
            if acting is None or acting.view["view"]["phase"] not in ("declaration", "doubling", "play"):
                break
            acting.send({"type": "hint"})
            asks[id(acting)] += 1
            hint = frames_of(acting, "hint")[-1]
            seq = acting.view["seq"]
            assert hint["seq"] == seq
            acting.send({"type": "action", "action": hint["action"], "seq": seq})
            for p in [*players, *watchers]:
                p.sync(seq + 1)
        assert all(frames_of(p, "error") == [] for p in players)
        assert max(asks.values()) >= 26   # the dealer asked for dummy's cards and his own
