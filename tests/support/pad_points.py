"""Ames's score sheet (american-1904) as it stands on the page: points only, each line one
side's points below and above the line (seed 001: "390 ... 244 ... 146")."""

from __future__ import annotations

from typing import Any

AMES_LINES = [("NS", 8, 16), ("EW", 12, 24), ("NS", 20, 8), ("EW", 16, 12), ("NS", 24, 30),
              ("EW", 18, 30), ("NS", 12, 16), ("NS", 4, 8), ("EW", 8, 4), ("NS", 8, 12),
              ("EW", 24, 40), ("NS", 24, 12), ("EW", 8, 6), ("NS", 4, 8), ("EW", 18, 24),
              ("NS", 36, 40)]
"""The sixteen lines of Ames's sheet, We being NS: (side, below, above)."""


def points_entry(dealer: str, side: str, below: int, above: int) -> dict[str, Any]:
    """A points-only entry giving one side's figures (the other's are 0)."""
    return {"dealer": dealer, "points": {side: {"below": below, "above": above}}}


AMES_POINTS = [points_entry("NESW"[i % 4], *line) for i, line in enumerate(AMES_LINES)]
"""Ames's sheet as points-only entries, North dealing first."""
