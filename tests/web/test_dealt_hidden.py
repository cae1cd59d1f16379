"""The hands as dealt reach a receiver only once the deal is over (issue 36, item 3: the end of
a deal shows them, from the view's history of finished deals): in every view frame of the played
rubbers (tests/web/golden/, what the server sends, byte for byte), no view of a deal still in
play holds that deal among its finished ones."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"
IN_PLAY = ("declaration", "doubling", "play")


@pytest.mark.parametrize("kind", ["four", "club", "laws", "three-hand"])
def test_no_view_of_a_deal_in_play_holds_its_hands_as_dealt(kind: str) -> None:
    captured = json.loads(gzip.decompress((GOLDEN / f"{kind}.json.gz").read_bytes()))
    checked = 0
    for frames in captured["receivers"].values():
        for text in frames:
            view = json.loads(text).get("view")
            if not view or "history" not in view:
                continue
            numbers = {entry["number"] for entry in view.get("history") or []}
            if view.get("phase") in IN_PLAY:
                assert view["deal"] not in numbers, (kind, view["rubber"], view["deal"])
                checked += 1
            elif view.get("phase") == "over":
                assert view["deal"] in numbers, (kind, view["rubber"], view["deal"])
    assert checked > 100
