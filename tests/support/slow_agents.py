"""Computer players that misbehave on purpose, for the tests of the web table's thinking: one
that overruns any short budget (:class:`Sleepy`), one that fails (:class:`Broken`). A test
registers them under their ``name`` (``bridgewhist.agents.register_agent``) and unregisters them
after; ``Sleepy.release`` lets a sleeping one go."""

from __future__ import annotations

import random
import threading
from typing import Any

from bridgewhist.actions import Action
from bridgewhist.view import SeatView


class Sleepy:
    """An agent that thinks until told to stop: it always overruns a short budget, then plays
    the last legal action."""

    name = "sleepy"
    release = threading.Event()

    def __init__(self, rng: random.Random, **_settings: Any) -> None:
        self.rng = rng

    def act(self, view: SeatView) -> Action:
        self.release.wait(10)
        return view.legal[-1]


class Broken:
    """An agent that fails."""

    name = "broken"

    def __init__(self, rng: random.Random, **_settings: Any) -> None:
        self.rng = rng

    def act(self, view: SeatView) -> Action:
        raise RuntimeError("the agent failed")
