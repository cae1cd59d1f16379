"""The score pad's model: the books' two sheets, entries checked, corrections in time (P12-13,
A12-13, W12-13), the history kept, the record exported."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bridgewhist.errors import NotationError
from bridgewhist.laws import load_law_code
from bridgewhist.notation import pbn
from bridgewhist.notation.record import dumps, loads, replay
from bridgewhist.pad import Pad, scoring_block, to_record, view
from support.pads import AMES_DEALS, AMES_PLAYERS, HOYLE_DEALS, HOYLE_PLAYERS


def filled(key: str, players: dict[str, str], deals: list[dict[str, Any]]) -> Pad:
    pad = Pad.new(load_law_code(key), players, "N")
    for entry in deals:
        pad = pad.apply({"op": "enter", "entry": entry})
    return pad


def hoyle() -> Pad:
    return filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS)


def refusal(pad: Pad, op: dict[str, Any]) -> NotationError:
    with pytest.raises(NotationError) as caught:
        pad.apply(op)
    return caught.value


def test_hoyles_worked_rubber_nets_26() -> None:
    block = scoring_block(hoyle())
    assert block["net"] == {"side": "we", "points": 26}
    assert block["labels"] == {"we": "A-B", "they": "C-D"}
    assert [g["winner"] for g in block["games"]] == ["we", "we"]
    assert block["totals"]["we"]["rubber"] == 100


def test_ames_score_sheet_390_to_244() -> None:
    """Ames's sheet (seed 001): "390 ... 244 ... 146", each line as he draws it."""
    block = scoring_block(filled("american-1904", AMES_PLAYERS, AMES_DEALS))
    assert (block["totals"]["we"]["total"], block["totals"]["they"]["total"]) == (390, 244)
    assert block["net"] == {"side": "we", "points": 146}
    assert [g["winner"] for g in block["games"]] == ["we", "they", "we"]
    assert [(r["we"], r["they"]) for r in block["games"][0]["rows"]] == [
        (8, 0), (0, 12), (20, 0), (0, 16), (24, 0)]
    assert [(a["we"], a["they"]) for a in block["above"]][:4] == [(16, 0), (0, 24), (8, 0), (0, 12)]
    assert block["totals"]["we"]["below"] == 140 and block["totals"]["they"]["above"] == 140


@pytest.mark.parametrize(("entry", "field", "words"), [
    ({"tricks": {"NS": 9, "EW": 5}}, "entry.tricks", "add up to 13"),
    ({"honours": None}, "entry.honours", "three or more of the five"),
    ({"honours": [{"side": "NS", "call": "simple"}, {"side": "EW", "call": "simple"}]},
     "entry.honours", "both sides cannot score honours"),
    ({"honours": {"side": "NS", "call": "three-aces"}}, "entry.honours.call", "only at no trumps"),
    ({"honours": {"side": "NS", "call": "four"}, "chicane": {"NS": 1}}, "entry.chicane.NS",
     "neither can be void"),
    ({"honours": {"side": "NS", "call": "simple"}, "chicane": {"NS": 2}}, "entry.chicane.NS",
     "double chicane"),
    ({"honours": {"side": "NS", "call": "simple"}, "chicane": {"EW": 2}}, "entry.honours.call",
     "all five honours"),
    ({"honours": {"side": "NS", "call": "five"}, "chicane": {"NS": 2, "EW": 2}}, "entry.chicane",
     "all four hands"),
    ({"strain": "NT", "honours": None, "chicane": {"EW": 1}}, "entry.chicane", "no chicane at no trumps"),
    ({"dealer": "E"}, "entry.dealer", "N deals this deal"),
    ({"doubles": 4}, "entry.doubles", "english-1904 law 58"),
    ({"honours": {"side": "NS", "call": "six"}}, "entry.honours.call", "is no call"),
    ({"declarer": "dummy"}, "entry.declarer", "partner"),
])
def test_entries_refused_with_the_reason(entry: dict[str, Any], field: str, words: str) -> None:
    pad = Pad.new(load_law_code("english-1904"), HOYLE_PLAYERS, "N")
    base = {"dealer": "N", "strain": "H", "tricks": {"NS": 7, "EW": 6},
            "honours": {"side": "NS", "call": "simple"}}
    error = refusal(pad, {"op": "enter", "entry": {**base, **entry}})
    assert error.field == field
    assert words in str(error)
    assert pad.log == ()


def test_names_and_the_cut_checked() -> None:
    code = load_law_code("english-1904")
    with pytest.raises(NotationError, match=r"players\.S"):
        Pad.new(code, {"N": "A", "E": "B", "S": " ", "W": "D"}, "N")
    with pytest.raises(NotationError, match="named for two seats"):
        Pad.new(code, {"N": "A", "E": "B", "S": "A", "W": "D"}, "N")
    with pytest.raises(NotationError, match="first_dealer"):
        Pad.new(code, HOYLE_PLAYERS, "X")
    assert Pad.new(code, HOYLE_PLAYERS, "W").next_dealer.name == "W"


def test_a_correction_keeps_the_history() -> None:
    pad = filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS[:1])
    first = pad.deals[0]
    fixed = {**HOYLE_DEALS[0], "honours": {"side": "NS", "call": "simple"}}
    pad = pad.apply({"op": "correct", "deal": first.deal_id, "entry": fixed})
    assert pad.deals[0].history == (first.entry,)
    assert scoring_block(pad)["above"][0]["we"] == 12
    assert view(pad)["deals"][0]["corrections"] == 1


def test_only_the_last_deal_is_deleted_and_kept_in_history() -> None:
    pad = filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS[:2])
    error = refusal(pad, {"op": "delete", "deal": pad.deals[0].deal_id})
    assert "only the last deal" in str(error)
    pad = pad.apply({"op": "delete", "deal": pad.deals[1].deal_id})
    assert len(pad.deals) == 1 and len(pad.deleted) == 1
    assert pad.next_dealer.name == "E"


def trick_fix(pad: Pad, index: int, deals: list[dict[str, Any]]) -> dict[str, Any]:
    entry = deals[index]
    ns = entry["tricks"]["NS"]
    ns = ns - 1 if ns > 6 else ns + 1
    return {"op": "correct", "deal": pad.deals[index].deal_id,
            "entry": {**entry, "tricks": {"NS": ns, "EW": 13 - ns}}}


def honours_fix(pad: Pad, index: int, deals: list[dict[str, Any]]) -> dict[str, Any]:
    entry = deals[index]
    side = entry["honours"]["side"]
    call = "four" if entry["honours"]["call"] == "simple" else "simple"
    if entry["strain"] == "NT":
        call = "four-aces" if entry["honours"]["call"] == "three-aces" else "three-aces"
    return {"op": "correct", "deal": pad.deals[index].deal_id,
            "entry": {**entry, "honours": {"side": side, "call": call}}}


def test_english_1904_law_12_erroneous_trick_score_on_the_pad() -> None:
    """P12: "If an erroneous score affecting tricks be proved, such mistake may be corrected
    prior to the conclusion of the game in which it occurred, and such game is not concluded
    until the last card of the following deal has been dealt"."""
    pad = filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS[:4])   # game 1 won at deal 3
    error = refusal(pad, trick_fix(pad, 0, HOYLE_DEALS))
    assert "game 1 is concluded" in str(error) and "english-1904 law 12" in str(error)
    assert pad.apply(trick_fix(pad, 3, HOYLE_DEALS)).rubber.deals[3].result.tricks == (6, 7)
    won = filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS[:3])   # no deal has followed yet
    assert won.apply(trick_fix(won, 2, HOYLE_DEALS)).rubber.games_won == (0, 0)


def test_english_1904_law_13_erroneous_honours_score_on_the_pad() -> None:
    """P13: "If an erroneous score affecting honours, Chicane, or Slam be proved, such mistake
    may be corrected at any time before the score of the rubber has been made up and agreed."""
    pad = hoyle()
    fixed = pad.apply(honours_fix(pad, 0, HOYLE_DEALS))
    assert scoring_block(fixed)["above"][0]["we"] == 12
    agreed = fixed.apply({"op": "agree"})
    error = refusal(agreed, honours_fix(agreed, 1, HOYLE_DEALS))
    assert "made up and agreed" in str(error) and "english-1904 law 13" in str(error)


def test_american_1904_law_13_erroneous_trick_score_on_the_pad() -> None:
    """A13: "such mistake must be corrected prior to the conclusion of the game in which it has
    occurred, and such game shall not be considered as concluded until the following deal has
    been completed and the trump declared"."""
    pad = filled("american-1904", AMES_PLAYERS, AMES_DEALS[:6])   # game 1 won at deal 5
    error = refusal(pad, trick_fix(pad, 4, AMES_DEALS))
    assert "american-1904 law 13" in str(error) and "trump declared" in str(error)


def test_american_1904_law_12_erroneous_honours_score_on_the_pad() -> None:
    """A12: "If an erroneous score affecting honors, chicane or slam be proven, such mistake may
    be corrected at any time before the score of the rubber has been made up and agreed upon."""
    pad = filled("american-1904", AMES_PLAYERS, AMES_DEALS)
    fixed = pad.apply(honours_fix(pad, 0, AMES_DEALS))
    assert scoring_block(fixed)["above"][0]["we"] == 32
    error = refusal(fixed.apply({"op": "agree"}), {"op": "agree"})
    assert "american-1904 law 12" in str(error)


def test_american_1905_law_12_erroneous_trick_score_on_the_pad() -> None:
    """W12: "such mistake must be corrected prior to the conclusion of the game in which it has
    occurred ... unless it be that the game is the last one of the rubber,—then the score is
    subject to inquiry until an agreement between the sides"."""
    pad = filled("american-1905", AMES_PLAYERS, AMES_DEALS)
    error = refusal(pad, trick_fix(pad, 0, AMES_DEALS))
    assert "american-1905 law 12" in str(error)
    last = len(AMES_DEALS) - 1   # the last game: open until agreed
    assert pad.apply(trick_fix(pad, last, AMES_DEALS)).rubber.is_over
    error = refusal(pad.apply({"op": "agree"}), trick_fix(pad, last, AMES_DEALS))
    assert "agreed" in str(error)


def test_american_1905_law_13_erroneous_honours_score_on_the_pad() -> None:
    """W13: "If an erroneous score affecting honours, chicane or slam be proven, such mistake may
    be corrected at any time before the score of the rubber has been made up and agreed upon."""
    pad = filled("american-1905", AMES_PLAYERS, AMES_DEALS)
    assert pad.apply(honours_fix(pad, 0, AMES_DEALS)).rubber.totals[0] == 406
    agreed = pad.apply({"op": "agree"})
    assert "american-1905 law 13" in str(refusal(agreed, honours_fix(agreed, 0, AMES_DEALS)))


def test_a_correction_may_not_end_the_rubber_before_later_deals() -> None:
    pad = filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS[:5])
    entry = {**HOYLE_DEALS[4], "tricks": {"NS": 13, "EW": 0}}   # would win the rubber at deal 5
    pad = filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS)
    error = refusal(pad, {"op": "correct", "deal": pad.deals[4].deal_id, "entry": entry})
    assert "the rubber would be over" in str(error)


def test_the_document_round_trips_and_is_checked_again() -> None:
    pad = hoyle()
    again = Pad.from_dict(json.loads(json.dumps(pad.to_dict())))
    assert again == pad
    broken = pad.to_dict()
    broken["log"][2]["entry"]["tricks"] = {"NS": 1, "EW": 1}
    with pytest.raises(NotationError, match=r"log\[2\].entry.tricks"):
        Pad.from_dict(broken)


def test_the_record_is_a_played_rubbers_record() -> None:
    record = loads(dumps(to_record(hoyle())))
    assert replay(record).rubber.net[1] == 26
    assert record.players[next(iter(record.players))] == "A"
    ames = to_record(filled("american-1904", AMES_PLAYERS, AMES_DEALS))
    assert replay(loads(dumps(ames))).rubber.totals == (390, 244)
    assert pbn.loads(pbn.dumps(ames)) == ames
