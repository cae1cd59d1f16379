"""How long a computer turn the database refused waits before it is tried again (issue 31, item 6):
doubling from :data:`BACKOFF_FIRST` up to :data:`BACKOFF_MAX` while the refusals go on, so a
database away or full is not asked in a loop (nor the log filled); a turn taken resets it.

>>> [backoff_after(w) for w in (0.0, 0.5, 4.0, 8.0, 10.0)]
[0.5, 1.0, 8.0, 10.0, 10.0]
"""

from __future__ import annotations

__all__ = ["BACKOFF_FIRST", "BACKOFF_MAX", "backoff_after"]

BACKOFF_FIRST = 0.5
"""Seconds a table's computer turn waits after the first refusal."""
BACKOFF_MAX = 10.0
"""The longest wait: each refusal in a row doubles it up to this."""


def backoff_after(previous: float) -> float:
    """The wait after a refusal, given the wait before it (0.0: the first refusal in a row)."""
    return min(BACKOFF_MAX, max(BACKOFF_FIRST, 2 * previous))
