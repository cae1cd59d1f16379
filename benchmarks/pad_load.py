"""How long a score pad takes to load, its whole log checked again: a real rubber (Ames's
sheet, sixteen deals) and the longest log a pad keeps (400 operations, most of them
corrections). Each request of the pads' API loads the pad once.

    PYTHONPATH=src:tests python benchmarks/pad_load.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import time

from bridgewhist.laws import load_law_code
from bridgewhist.pad import Pad, view
from bridgewhist.pad.pad import MAX_LOG
from support.pads import AMES_DEALS, AMES_PLAYERS


def pads() -> dict[str, dict[str, object]]:
    """The two documents: Ames's sheet, and the sheet's first deals corrected to the limit."""
    code = load_law_code("american-1904")
    sheet = Pad.new(code, AMES_PLAYERS, "N")
    for entry in AMES_DEALS:
        sheet = sheet.apply({"op": "enter", "entry": entry})
    longest = Pad.new(code, AMES_PLAYERS, "N")
    for entry in AMES_DEALS[:5]:
        longest = longest.apply({"op": "enter", "entry": entry})
    while len(longest.log) < MAX_LOG:
        entry = {**AMES_DEALS[4], "honours": {"side": "NS", "call": "four-aces"}}
        if len(longest.log) % 2:
            entry = {**AMES_DEALS[4], "honours": {"side": "NS", "call": "three-aces"}}
        longest = longest.apply({"op": "correct", "deal": longest.deals[4].deal_id,
                                 "entry": entry})
    return {"Ames's sheet (16 deals)": sheet.to_dict(),
            f"{MAX_LOG} operations": longest.to_dict()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    for name, document in pads().items():
        text = json.dumps(document)
        best = float("inf")
        for _ in range(rounds):
            start = time.perf_counter()
            view(Pad.from_dict(json.loads(text)))
            best = min(best, time.perf_counter() - start)
        print(f"{name}: load and view {best * 1000:.1f} ms (best of {rounds})")


if __name__ == "__main__":
    main()
