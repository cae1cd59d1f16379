"""What the four-hand and the three-hand PettingZoo environments share: the render mode, the
spaces by agent, seeding, closing.

>>> class Tiny(CardTableEnv):
...     def __init__(self) -> None:
...         super().__init__(None)
...         self.observation_spaces = {"a": spaces.Discrete(2)}
...         self.action_spaces = {"a": spaces.Discrete(3)}
>>> env = Tiny(); env.reseed(7); int(env.action_space("a").n), env.rng.random() == random.Random(7).random()
(3, True)
"""

from __future__ import annotations

import random
from typing import Any

from gymnasium import spaces
from pettingzoo import AECEnv

__all__ = ["CardTableEnv"]


class CardTableEnv(AECEnv):  # type: ignore[misc]
    """An AEC environment of one card table: subclasses fill ``observation_spaces`` and
    ``action_spaces`` (by agent) and deal in ``reset``."""

    observation_spaces: dict[str, spaces.Space[Any]]
    action_spaces: dict[str, spaces.Space[Any]]

    def __init__(self, render_mode: str | None) -> None:
        """:raises ValueError: for a render mode other than None and ``"ansi"``."""
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"unknown render_mode {render_mode!r}: expected None or 'ansi'")
        self.render_mode = render_mode
        self.rng = random.Random()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of one agent."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of one agent."""
        return self.action_spaces[agent]

    def reseed(self, seed: int | None) -> None:
        """A new generator, and the spaces' own, from ``seed`` (None: go on with the current one)."""
        if seed is None:
            return
        self.rng = random.Random(seed)
        for space in (*self.action_spaces.values(), *self.observation_spaces.values()):
            space.seed(seed)

    def close(self) -> None:
        """Nothing to release."""
