"""The scoring blocks as JSON (notation/score.py): what ``bridgewhist score --json`` prints and
the web table's view holds as its ``score``; moved out of the core (issue 33, item 2)."""

from __future__ import annotations

import pytest

from bridgewhist.notation.score import rubber_score
from bridgewhist.rubber import seat_names
from bridgewhist.seats import Seat
from support.rules import CODES, nt, rubber_of


@pytest.mark.parametrize("key", CODES)
def test_rubber_score(key: str) -> None:
    rubber = rubber_of(key, nt(9, aces=(0, 4, 0, 0)), nt(9))
    data = rubber_score(rubber, seat_names({Seat.N: "A", Seat.S: "B", Seat.E: "C", Seat.W: "D"}))
    assert data["law_code"] == {"key": key, "options": {}}
    assert data["games_won"] == {"A-B": 2, "C-D": 0}
    assert data["rubber_winner"] == "A-B"
    assert data["rubber_bonus"] == 100
    assert data["totals"]["A-B"] == {"below": 72, "above": 0, "total": 172}
    assert data["totals"]["C-D"] == {"below": 0, "above": 100, "total": 100}
    assert data["net"] == {"winner": "A-B", "points": 72}
    assert [g["winner"] for g in data["games"]] == ["A-B", "A-B"]
    assert data["deals"][0]["sides"]["C-D"]["above_entries"][0]["points"] == 100
    assert data["deals"][0]["tricks"] == {"A-B": 9, "C-D": 4}
