"""The two score sheets of the books, as a score pad's entries: Hoyle's worked rubber
(english-1904, net 26) and Ames's score sheet (american-1904, 390 to 244, 146)."""

from __future__ import annotations

from typing import Any

HOYLE_PLAYERS = {"N": "A", "E": "C", "S": "B", "W": "D"}
"""Hoyle's rubber: A and B against C and D, A dealing first (examples/hoyle-rubber.json)."""


def _deal(dealer: str, strain: str, ns: int, honours: tuple[str, str] | None = None,
          chicane: dict[str, int] | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"dealer": dealer, "strain": strain,
                             "tricks": {"NS": ns, "EW": 13 - ns}}
    if honours is not None:
        entry["honours"] = {"side": honours[0], "call": honours[1]}
    if chicane:
        entry["chicane"] = chicane
    return entry


HOYLE_DEALS = [
    _deal("N", "D", 9, ("NS", "four")),
    _deal("E", "NT", 5, ("EW", "three-aces")),
    _deal("S", "H", 8, ("EW", "simple")),
    _deal("W", "C", 7, ("NS", "four")),
    _deal("N", "NT", 8, ("EW", "four-aces-in-one-hand")),
    _deal("E", "S", 7, ("EW", "four")),
]
"""Hoyle's six deals as the players call them; the net is 26 to A and B."""

AMES_PLAYERS = {"N": "Ames", "E": "Bell", "S": "Cole", "W": "Dunn"}

_SEATS = "NESW"


def _ames() -> list[dict[str, Any]]:
    # (strain, We's tricks, honours call or None for They's, chicane) for the sixteen lines of
    # Ames's sheet (We = NS): We 8|16, You 12|24, We 20|8, You 16|12, We 24|30, You 18|30,
    # We 12|16, We 4|8, You 8|4, We 8|12, You 24|40, We 24|12, You 8|6, We 4|8, You 18|24,
    # We 36|40. Twelve and six are honours less the adversaries' chicane (A9).
    lines: list[tuple[str, int, tuple[str, str], dict[str, int] | None]] = [
        ("H", 7, ("NS", "simple"), None),
        ("D", 5, ("EW", "four"), None),
        ("C", 11, ("NS", "simple"), None),
        ("C", 3, ("EW", "five"), {"NS": 1}),
        ("NT", 8, ("NS", "three-aces"), None),
        ("D", 4, ("EW", "five"), None),
        ("C", 9, ("NS", "four"), None),
        ("S", 8, ("NS", "four"), None),
        ("S", 3, ("EW", "simple"), None),
        ("C", 8, ("NS", "five"), {"EW": 1}),
        ("NT", 5, ("EW", "four-aces"), None),
        ("D", 10, ("NS", "simple"), None),
        ("S", 3, ("EW", "five"), {"NS": 1}),
        ("S", 8, ("NS", "four"), None),
        ("D", 4, ("EW", "four"), None),
        ("NT", 9, ("NS", "four-aces"), None),
    ]
    return [_deal(_SEATS[i % 4], strain, ns, honours, chicane)
            for i, (strain, ns, honours, chicane) in enumerate(lines)]


AMES_DEALS = _ames()
"""Ames's score sheet (american-1904): We 390, You 244, 146 won."""
