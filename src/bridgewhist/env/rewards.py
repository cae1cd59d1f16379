"""Rewards a learner can use: the doubling cap and the reward scale, the same in every environment.

Under the American codes the doubling has no limit ("indefinitely": american-1904 and
american-1905 law 55), so under random play a deal's points reach 10**10. The environments
therefore play, by default, with a club's limit on the value of one trick:
:data:`DEFAULT_DOUBLING_LIMIT`, 100 points, english-1904 law 58's own limit and the limit the
American codes name as a club's option (law 55; Whitfeld's footnote; Ames's etiquette rule 13),
set as the house rule :attr:`~bridgewhist.laws.code.HouseRules.doubling_limit`. Each code keeps
its own reading of the limit (``effective_doubling_limit_reading``). ``doubling_limit=None``
plays the uncapped game (doubling "indefinitely", under any code); ``"code"`` each code as
written (english-1904: 100; the American codes: no limit); a number, another club's limit.

``reward_scale`` divides every reward: 1 (the default) rewards points; :data:`REWARD_UNIT`
(100, the club limit on one trick) puts a deal's rewards near -8 to 8 for learners that like
rewards of order one.

>>> env_law_code("american-1905").effective_doubling_limit
100
>>> env_law_code("american-1905", None).effective_doubling_limit is None
True
"""

from __future__ import annotations

import functools
import math
from typing import Literal

from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.laws.code import CODE_DEFAULT

__all__ = [
    "CLUB_LIMIT", "DEFAULT_DOUBLING_LIMIT", "REWARD_UNIT", "DoublingLimit", "check_reward_scale",
    "env_law_code",
]

DoublingLimit = int | Literal["code"] | None
"""A doubling limit as the environments take it: points a trick, ``"code"`` or ``None``."""

CLUB_LIMIT = 100
"""A club's limit on one trick's value: 100 points (english-1904 law 58; the American codes'
option, law 55)."""

DEFAULT_DOUBLING_LIMIT: DoublingLimit = CLUB_LIMIT
"""The environments' default: the club limit, :data:`CLUB_LIMIT`."""

REWARD_UNIT = 100.0
"""A documented reward scale: points divided by 100 (the club limit on one trick)."""


@functools.lru_cache(maxsize=64)
def env_law_code(law_code: str, doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT) -> LawCode:
    """The law code an environment plays: ``law_code`` with the house rule ``doubling_limit``
    (see the module's text). One object per (code, limit), so the batch scorer's tables are
    shared by every environment of that code.

    >>> env_law_code("english-1904", "code") is env_law_code("english-1904", "code")
    True

    :raises LawCodeError: for an unknown code or a limit that is not ``None``, ``"code"`` or a
        whole number from 12 to 1,000,000.
    """
    if doubling_limit == CODE_DEFAULT:
        return load_law_code(law_code)
    return load_law_code(law_code, doubling_limit=doubling_limit)


def check_reward_scale(reward_scale: float) -> float:
    """The reward scale as a float, checked: a finite number above zero.

    >>> check_reward_scale(0)
    Traceback (most recent call last):
    ...
    ValueError: reward_scale must be a finite number above 0 (1: points), not 0
    """
    if isinstance(reward_scale, bool) or not isinstance(reward_scale, int | float) or not (
            math.isfinite(reward_scale) and reward_scale > 0):
        raise ValueError(
            f"reward_scale must be a finite number above 0 (1: points), not {reward_scale!r:.40}")
    return float(reward_scale)

