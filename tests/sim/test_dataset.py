"""Data sets of played deals: every record is its seat's view, the actions replay the deal."""

from __future__ import annotations

import pytest

from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.sim.dataset import ACTION_INDEX, ACTIONS, FORMAT, dataset_rows, deal_of
from bridgewhist.view import view_of


def _cards_named(row: dict[str, object]) -> int:
    """Every card a record mentions."""
    texts = [row["hand"], row["dummy"] or "...", *row["played"]]  # type: ignore[misc]
    mask = 0
    for text in texts:
        mask |= CardSet.parse_pbn(str(text)).mask
    for card in row["trick"]:  # type: ignore[attr-defined]
        mask |= CardSet.parse(card).mask
    return mask


@pytest.mark.parametrize(("ns", "ew", "code"), [("maxims", "random", "english-1904"),
                                                ("random", "maxims", "american-1905")])
def test_each_record_holds_only_its_seats_view_and_the_actions_replay_the_deal(
        ns: str, ew: str, code: str) -> None:
    rows = list(dataset_rows(ns, ew, deals=12, seed=7, law_code=code))
    law = load_law_code(code)
    by_deal: dict[int, list[dict[str, object]]] = {}
    for row in rows:
        by_deal.setdefault(int(row["deal"]), []).append(row)
    assert sorted(by_deal) == list(range(12))
    for deal, records in by_deal.items():
        state = deal_of(7, deal, law)
        for number, row in enumerate(records):
            seat = Seat.parse(str(row["seat"]))
            assert row["format"] == FORMAT and row["decision"] == number
            assert seat == state.actor and row["dealer"] == state.dealer.name
            view = view_of(state, seat)
            assert _cards_named(row) & ~view.visible_cards() == 0  # nothing hidden from him
            assert CardSet.parse_pbn(str(row["hand"])).mask == view.hand
            seen = view.dummy_hand
            assert row["dummy"] == (None if seen is None else CardSet(seen).pbn())
            assert row["legal"] == sorted(ACTION_INDEX[a] for a in view.legal)
            assert row["action"] in row["legal"]  # type: ignore[operator]
            assert str(ACTIONS[int(row["action"])]) == row["action_text"]  # type: ignore[call-overload]
            assert row["player"] == (ns if seat in (Seat.N, Seat.S) else ew)
            state = state.apply(ACTIONS[int(row["action"])])  # type: ignore[call-overload]
        assert state.is_complete
        last = records[-1]
        net = int(last["points_ns"]) - int(last["points_ew"])  # type: ignore[call-overload]
        for row in records:
            assert row["reward"] == (net if row["seat"] in ("N", "S") else -net)


def test_the_same_arguments_give_the_same_records() -> None:
    first = list(dataset_rows("maxims", "maxims", deals=3, seed="x"))
    assert first == list(dataset_rows("maxims", "maxims", deals=3, seed="x"))
    assert first != list(dataset_rows("maxims", "maxims", deals=3, seed="y"))


def test_the_action_numbers_are_the_learning_environments() -> None:
    pytest.importorskip("numpy")
    from bridgewhist.env.encoding import ACTIONS as ENV_ACTIONS  # noqa: PLC0415 - numpy is optional

    assert ACTIONS == ENV_ACTIONS


def test_bad_arguments_are_refused_before_any_play() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        list(dataset_rows("random", "random", deals=0))
    with pytest.raises(ValueError, match="no_such_player"):
        list(dataset_rows("random", "no_such_player", deals=1))
