"""A web table's scoring block explained, figure by figure, keyed as the client draws it.

The table's view carries the block (``notation/score.py``); how each figure was made is asked
for only when a player taps one: ``GET /api/tables/{id}/explain`` (:mod:`.guide`) answers with
:func:`figures_by_key` of the rubber in play, from :func:`bridgewhist.pad.explain.explain_rubber`.
The score is public at a real table, so every receiver may see all of it.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.cards import Strain
>>> from bridgewhist.rubber import Rubber
>>> from bridgewhist.scoring import DealResult
>>> from bridgewhist.seats import Seat, Side
>>> rubber = Rubber(load_law_code("english-1904")).score(DealResult(Seat.S, Strain.CLUBS, (8, 5)))
>>> figures_by_key(rubber, {Side.NS: "Ann-Cy", Side.EW: "Bo-Di"})["item:1:Ann-Cy:below:0"]["words"]
'2 tricks over six at clubs, 4 each = 8; english-1904 law 4'
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from bridgewhist.pad.explain import explain_rubber
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import ScoreEntry
from bridgewhist.seats import Side

__all__ = ["ExplainAnswer", "Explained", "ExplainedTerm", "figures_by_key"]


class ExplainedTerm(BaseModel):
    """One term of a figure's sum: what it counts and its points."""

    model_config = ConfigDict(strict=True, extra="forbid")
    label: str
    points: int


class Explained(BaseModel):
    """How one figure of a block was made (``Explanation.to_dict``): the figure, the words to
    read, the sum written out, its terms and its law (the table's, the pad's and the replay's)."""

    model_config = ConfigDict(strict=True, extra="forbid")
    figure: int
    words: str
    arithmetic: str = Field(description="the sum written out: '24 + 24 = 48'")
    terms: list[ExplainedTerm]
    law: str


class ExplainAnswer(BaseModel):
    """``GET /api/tables/{id}/explain``: each figure of the rubber in play's block explained, by the
    figure's key as the view lists it (:func:`figures_by_key`; a three-hand block by player)."""

    rubber: int
    figures: dict[str, Explained]


def figures_by_key(rubber: Rubber, labels: dict[Side, str]) -> dict[str, dict[str, Any]]:
    """Every figure's explanation by its key, the sides by their ``labels`` (the view's): an item
    ``item:{deal}:{side}:{below|above}:{i}`` (``i`` its place among that side's entries of that
    line, as the view lists them), ``deal-below:{deal}:{side}``, ``deal-above:...``,
    ``below:{side}``, ``above:{side}``, ``added:{side}``, ``rubber:{side}``, ``total:{side}``,
    ``net``."""
    out: dict[str, dict[str, Any]] = {}
    seen: dict[tuple[int, Side, bool], int] = {}
    entries = {deal.number: deal.entries for deal in rubber.deals}
    for figure in explain_rubber(rubber):
        side = "" if figure.side is None else f":{labels[figure.side]}"
        if figure.place == "item" and figure.deal is not None and figure.side is not None:
            line = _line_of(entries[figure.deal], figure.side, seen, figure.deal)
            key = f"item:{figure.deal}:{labels[figure.side]}:{'below' if line[0] else 'above'}:{line[1]}"
        elif figure.place == "net":
            key = "net"
        else:
            deal = "" if figure.deal is None else f":{figure.deal}"
            key = f"{figure.place}{deal}{side}"
        out[key] = figure.explanation.to_dict()
    return out


def _line_of(entries: tuple[ScoreEntry, ...], side: Side, seen: dict[tuple[int, Side, bool], int],
             deal: int) -> tuple[bool, int]:
    """The line (below?) and place of the next of ``side``'s entries of ``deal``, in the order
    :func:`bridgewhist.pad.explain.explain_rubber` gives them (the deal's entries in order)."""
    done = sum(seen.get((deal, side, below), 0) for below in (True, False))
    entry = [e for e in entries if e.side == side][done]
    index = seen.get((deal, side, entry.below), 0)
    seen[(deal, side, entry.below)] = index + 1
    return entry.below, index
