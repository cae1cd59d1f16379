"""The pad's block carries how each of its figures was made (issue 34, item 3): every figure the
block draws has an explanation whose terms sum to it."""

from __future__ import annotations

from bridgewhist.laws import load_law_code
from bridgewhist.pad.block import scoring_block
from bridgewhist.pad.pad import Pad
from support.pads import AMES_DEALS, AMES_PLAYERS, HOYLE_DEALS, HOYLE_PLAYERS


def filled(key: str, players: dict[str, str], deals: list[dict[str, object]]) -> Pad:
    pad = Pad.new(load_law_code(key), players, "N")
    for entry in deals:
        pad = pad.apply({"op": "enter", "entry": entry})
    return pad


def test_every_figure_the_block_draws_is_explained() -> None:
    for pad in (filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS),
                filled("american-1904", AMES_PLAYERS, AMES_DEALS)):
        block = scoring_block(pad)
        explain = block["explain"]
        drawn: dict[str, int] = {}
        for game in block["games"]:
            for row in game["rows"]:
                for side in ("we", "they"):
                    drawn[f"deal-below:{row['deal']}:{side}"] = row[side]
        for row in block["above"]:
            for side in ("we", "they"):
                drawn[f"deal-above:{row['deal']}:{side}"] = row[side]
        for side in ("we", "they"):
            for place in ("below", "above", "rubber", "total"):
                drawn[f"{place}:{side}"] = block["totals"][side][place]
        drawn["net"] = block["net"]["points"]
        for key, figure in drawn.items():
            assert explain[key]["figure"] == figure, key
            assert sum(t["points"] for t in explain[key]["terms"]) == figure, key
            assert explain[key]["law"].startswith(pad.code.key), key


def test_a_deal_explained_on_the_pad_names_its_law() -> None:
    block = scoring_block(filled("english-1904", HOYLE_PLAYERS, HOYLE_DEALS))
    assert block["explain"]["deal-above:1:we"]["words"] == (
        "deal 1, NS above the line: four honours, 4 times the trick value 6 = 24, never doubled; "
        "english-1904 law 6")
    assert block["explain"]["net"]["arithmetic"].endswith("= 26")
