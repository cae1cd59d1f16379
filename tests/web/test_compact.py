"""A table's past rubbers keep only what their records and scores need (issue 31, item 5): once
the next rubber is cut, the rubber over holds two states a deal, and its record is unchanged."""

from __future__ import annotations

from bridgewhist.notation.record import dumps
from bridgewhist.notation.score import rubber_score
from bridgewhist.seats import Seat
from web.friendly import act, seated


def test_a_rubber_over_is_compacted_when_the_next_is_cut_and_its_record_is_unchanged() -> None:
    game = seated()
    table = game.table
    assert table is not None
    while not (table.state.is_complete and table.is_over):
        if table.state.is_complete:
            act(game, Seat.S, "next")
            continue
        actions = [str(a) for a in table.state.legal_actions()]
        act(game, table.state.actor, next((a for a in actions if "double" not in a), actions[0]))
    record, rubber = dumps(table.finished_record()), rubber_score(table.rubber, {})
    assert max(len(states) for states in table.history) > 2
    act(game, Seat.S, "next")              # the cut for the next rubber
    assert game.rubber_number == 2 and game.rubbers[0] is table
    assert {len(states) for states in table.history} == {2}
    assert dumps(table.finished_record()) == record and rubber_score(table.rubber, {}) == rubber
