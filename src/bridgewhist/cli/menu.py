"""The keys of a terminal's menu of actions, one rule for every table: each action is answered
by its number, except a double, which is never numbered (a player typing numbers as for cards
must not double by accident): it takes its words ("I double") or the key ``x``.

>>> menu_keys(["double", "satisfied"], lambda action: action == "double")
[('x', 'double'), ('1', 'satisfied')]
>>> chosen(" X ", menu_keys(["double", "satisfied"], lambda action: action == "double"))
'double'
>>> chosen("2", menu_keys(["double", "satisfied"], lambda action: action == "double")) is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

__all__ = ["DOUBLE_KEY", "DOUBLE_RULE", "chosen", "menu_keys"]

T = TypeVar("T")

DOUBLE_KEY = "x"
"""The double's key in a menu (and, as the period's score sheets mark it, a double's sign)."""

DOUBLE_RULE = "A double is made by 'x' or 'I double', never by a number."
"""The rule, as the help texts say it."""


def menu_keys(actions: Sequence[T], is_double: Callable[[T], bool]) -> list[tuple[str, T]]:
    """Each of ``actions`` with its key, in order: the doubles ``x``, the others numbered from 1."""
    keyed: list[tuple[str, T]] = []
    number = 0
    for action in actions:
        if is_double(action):
            keyed.append((DOUBLE_KEY, action))
        else:
            number += 1
            keyed.append((str(number), action))
    return keyed


def chosen(answer: str, keyed: Sequence[tuple[str, T]]) -> T | None:
    """The action whose key is ``answer`` (spaces and case aside), or None."""
    wanted = answer.strip().lower()
    return next((action for key, action in keyed if key == wanted), None)
