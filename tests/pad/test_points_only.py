"""A score pad kept as points only (issue 36): Ames's sheet entered as its figures gives 146;
figures no deal can give are refused by law; games follow from the points below; corrections,
deletion, the document and the record behave as on a pad of deals."""

from __future__ import annotations

from typing import Any

import pytest

from bridgewhist.errors import NotationError
from bridgewhist.laws import load_law_code
from bridgewhist.pad import Pad, scoring_block, to_record, view
from bridgewhist.pad.points import PointsEntry, trick_scores
from support.pad_points import AMES_POINTS, points_entry
from support.pads import AMES_PLAYERS


def points_pad(key: str = "american-1904", deals: list[dict[str, Any]] | None = None) -> Pad:
    pad = Pad.new(load_law_code(key), AMES_PLAYERS, "N", points_only=True)
    for entry in deals or []:
        pad = pad.apply({"op": "enter", "entry": entry})
    return pad


def refusal(pad: Pad, op: dict[str, Any]) -> NotationError:
    with pytest.raises(NotationError) as caught:
        pad.apply(op)
    return caught.value


def test_ames_sheet_entered_as_points_gives_146() -> None:
    block = scoring_block(points_pad(deals=AMES_POINTS))
    assert (block["totals"]["we"]["total"], block["totals"]["they"]["total"]) == (390, 244)
    assert block["net"] == {"side": "we", "points": 146}
    assert [g["winner"] for g in block["games"]] == ["we", "they", "we"]
    assert [(r["we"], r["they"]) for r in block["games"][0]["rows"]] == [
        (8, 0), (0, 12), (20, 0), (0, 16), (24, 0)]
    assert block["totals"]["we"]["rubber"] == 100 and block["over"]
    assert block["above"][0]["items"] == [
        {"side": "we", "points": 16, "what": "points above the line, as entered", "law": ""}]


def test_a_game_is_30_below_and_a_deal_after_the_rubber_is_refused() -> None:
    pad = points_pad("english-1904", [points_entry("N", "NS", 24, 0)])
    assert pad.rubber.games_won == (0, 0)
    pad = pad.apply({"op": "enter", "entry": points_entry("E", "NS", 6, 0)})
    assert pad.rubber.games_won == (1, 0) and pad.rubber.game_number == 2
    pad = pad.apply({"op": "enter", "entry": points_entry("S", "NS", 84, 40)})
    assert pad.rubber.winner is not None and pad.rubber.totals == (114 + 40 + 100, 0)
    error = refusal(pad, {"op": "enter", "entry": points_entry("W", "EW", 8, 0)})
    assert "the rubber is over (NS won it 2-0)" in str(error)


@pytest.mark.parametrize(("entry", "field", "words"), [
    ({"dealer": "N", "points": {"NS": {"below": 8}, "EW": {"below": 8}}}, "entry.points",
     "only one, scores below"),
    ({"dealer": "N", "points": {"NS": {"above": 8}}}, "entry.points", "only one, scores below"),
    (points_entry("N", "NS", 22, 0), "entry.points.NS.below", "22 is no trick score"),
    (points_entry("N", "EW", 86, 0), "entry.points.EW.below", "american-1904 law 4"),
    (points_entry("N", "NS", 8, 15), "entry.points.NS.above", "15 is odd"),
    ({"dealer": "N", "points": {"NS": {"below": 8, "above": 16}, "EW": {"above": 16}}},
     "entry.points", "16 to NS and 16 to EW above the line: no deal's honours"),
    (points_entry("N", "NS", 8, 66), "entry.points", "american-1904 law 6"),
    (points_entry("N", "NS", -8, 0), "entry.points.NS.below", "whole number from 0"),
    ({"dealer": "N", "points": {"NS": {"below": True}}}, "entry.points.NS.below", "whole number"),
    ({"dealer": "N", "points": {"NS": {"below": 8, "chicane": 4}}}, "entry.points.NS", "below"),
    ({"dealer": "N", "points": {"We": {"below": 8}}}, "entry.points.We", "NS and EW"),
    ({"dealer": "N", "strain": "H", "points": {"NS": {"below": 8}}}, "entry.strain",
     "dealer and the points"),
    (points_entry("E", "NS", 8, 0), "entry.dealer", "N deals this deal"),
    ({"dealer": "N"}, "entry.points", '"below"'),
])
def test_figures_no_deal_can_give_are_refused(entry: dict[str, Any], field: str,
                                              words: str) -> None:
    pad = points_pad()
    error = refusal(pad, {"op": "enter", "entry": entry})
    assert error.field == field and words in error.bare_message
    assert pad.deals == ()


def test_a_deals_entry_is_refused_on_a_points_pad() -> None:
    entry = {"dealer": "N", "strain": "H", "tricks": {"NS": 7, "EW": 6},
             "honours": {"side": "NS", "call": "simple"}}
    assert refusal(points_pad(), {"op": "enter", "entry": entry}).field.startswith("entry.")


def test_the_doubling_limit_bounds_the_figure_below() -> None:
    """english-1904 law 58: no trick worth more than 100, so no-trumps doubled three times (96
    a trick) at most: 7 x 96 stands; 7 x 192 only where no limit is set (american-1904)."""
    english, american = load_law_code("english-1904"), load_law_code("american-1904")
    assert 7 * 96 in trick_scores(english) and 7 * 192 not in trick_scores(english)
    assert 7 * 192 in trick_scores(american)
    PointsEntry.from_dict(points_entry("N", "NS", 7 * 192, 0)).check(american)
    with pytest.raises(NotationError, match="1344 is no trick score"):
        PointsEntry.from_dict(points_entry("N", "NS", 7 * 192, 0)).check(english)


def test_corrections_and_deletion_as_on_a_pad_of_deals() -> None:
    """A figure below may be corrected until its game is concluded (A13); a figure above
    until the score is agreed (A12); only the last deal is deleted; the history is kept."""
    pad = points_pad(deals=AMES_POINTS[:6])   # game 1 won at deal 5
    first = pad.deals[0].deal_id
    error = refusal(pad, {"op": "correct", "deal": first,
                          "entry": points_entry("N", "NS", 12, 16)})
    assert "too late: game 1 is concluded" in error.bare_message
    fixed = pad.apply({"op": "correct", "deal": first, "entry": points_entry("N", "NS", 8, 20)})
    assert fixed.deals[0].history[0].to_dict() == PointsEntry.from_dict(AMES_POINTS[0]).to_dict()
    assert fixed.rubber.points(fixed.we, below=False) == pad.rubber.points(pad.we, below=False) + 4
    last = fixed.deals[-1].deal_id
    undone = fixed.apply({"op": "delete", "deal": last})
    assert len(undone.deals) == 5 and undone.deleted[0].deal_id == last
    assert refusal(undone, {"op": "delete", "deal": first}).field == "deal"
    shown = view(undone)
    assert shown["points_only"] and shown["deals"][0]["corrections"] == 1
    assert shown["deals"][0]["maker"] is None and shown["block"]["explain"] == {}


def test_the_document_round_trips_and_an_op_is_applied_once() -> None:
    pad = points_pad(deals=AMES_POINTS[:3])
    document = pad.to_dict()
    assert document["points_only"] is True
    again = Pad.from_dict(document)
    assert again.points_only and again.rubber.totals == pad.rubber.totals
    sent = {"op": "enter", "entry": AMES_POINTS[3], "op_id": "phone-1"}
    after = pad.apply(sent)
    assert after.sent_before(sent) and len(after.deals) == 4
    assert "points_only" not in Pad.new(load_law_code("american-1904"), AMES_PLAYERS,
                                        "N").to_dict()


def test_the_record_says_it_cannot_hold_points_only() -> None:
    with pytest.raises(NotationError) as caught:
        to_record(points_pad(deals=AMES_POINTS[:2]))
    assert "a points-only pad has no JSON or PBN record" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_points_only_must_be_a_flag() -> None:
    with pytest.raises(NotationError) as caught:
        Pad.new(load_law_code("american-1904"), AMES_PLAYERS, "N",
                points_only="yes")  # type: ignore[arg-type]
    assert caught.value.field == "points_only"
