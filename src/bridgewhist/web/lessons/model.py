"""A lesson as data: the prepared deal, the passage quoted, the law taught, the question asked.

A lesson names its law code, its kind of table (``four`` or ``three-hand``) and seed (the deal
the real table deals for them), where the learner is to sit ("dealer", "eldest" or "any"), the
seed passage it quotes (book and law or section), the law it teaches (a field of the LawCode,
cited from the data), the question and the choices with their reasons.

>>> Choice("24", "24", True, "3 x 8").right
True
"""

from __future__ import annotations

import dataclasses

LEARNER = "You"
"""The name the learner sits under at a lesson's table (the cut by names depends on it)."""
HOYLE_LAWS = "The Laws of Bridge (1904), Portland and Turf Clubs, in Hoyle's Games Modernized"
AMES_BOOK = 'Fisher Ames, "Bridge Whist in Brief" (1904)'
"""Ames's book; the seed has no page numbers, so a passage of it is cited by its section."""
FOUR, THREE_HAND = "four", "three-hand"
"""The kinds of table a lesson opens (the names ``POST /api/tables`` takes)."""
ROLES = ("dealer", "eldest", "any")
"""Where a lesson needs the learner: the dealer, the eldest hand (the opening leader), anywhere."""


@dataclasses.dataclass(frozen=True, slots=True)
class Choice:
    """One answer offered: its key, its words, whether it is right, and why."""

    key: str
    label: str
    right: bool
    why: str


@dataclasses.dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: the idea, the prepared deal, the passage quoted, the law, the question."""

    key: str
    title: str
    idea: str
    code: str
    seed: int
    seat: str
    """One of :data:`ROLES`: where the lesson's deal puts the learner."""
    quote: str
    source: str
    law: tuple[str, str] | None
    """The LawCode's part and field taught (None: no law of the codes, as three-hand bridge, Ames's
    prose offered with every code, cited from :data:`~bridgewhist.three_hand.hand.AMES`)."""
    question: str
    choices: tuple[Choice, ...]
    trial: str = ""
    at_table: str = ""
    """What to do next at the lesson's table, where the lesson's choice is an act there."""
    kind: str = FOUR
    """The kind of table the lesson opens: :data:`FOUR` or :data:`THREE_HAND`."""

    def __post_init__(self) -> None:
        if self.seat not in ROLES or self.kind not in (FOUR, THREE_HAND):
            raise ValueError(f"lesson {self.key!r}: seat {self.seat!r} or kind {self.kind!r} unknown")


__all__ = ["AMES_BOOK", "FOUR", "HOYLE_LAWS", "LEARNER", "ROLES", "THREE_HAND", "Choice", "Lesson"]
