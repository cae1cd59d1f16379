"""The ``learned`` player's network in plain Python: inputs (513: the observation and its derived
fields, :func:`bridgewhist.agents.learned.features.inputs`) -> ReLU (hidden) -> 60 actions.

The inputs are sparse (a few dozen of 513 are non-zero), so the first layer
sums only the rows of the active inputs, and the second computes only the legal actions'
scores: a decision costs about a millisecond, with no numpy (the agents' layer may not import
it). :class:`Policy` loads the ``.npz`` the training script (examples/train_learned.py) writes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from bridgewhist.agents.learned.features import INPUT_SIZE
from bridgewhist.agents.learned.weights import WeightsError, read_npz

__all__ = ["WEIGHTS", "Policy"]

WEIGHTS = Path(__file__).with_name("learned-v1.npz")
"""The shipped weights (examples/train_learned.py, its command and seed in docs/research.md)."""
ACTION_COUNT = 60


class Policy:
    """The network's weights as lists of rows; :meth:`scores` its output for some actions."""

    __slots__ = ("b1", "b2", "hidden", "w1", "w2t")

    def __init__(self, path: Path = WEIGHTS) -> None:
        arrays = read_npz(path)
        try:
            (inputs, hidden), w1 = arrays["w1"]
            b1_shape, b1 = arrays["b1"]
            w2_shape, w2 = arrays["w2"]
            b2_shape, b2 = arrays["b2"]
        except (KeyError, ValueError):
            raise WeightsError(f"{path.name}: expected arrays w1 ({INPUT_SIZE}, H), b1, w2, b2") from None
        if (inputs != INPUT_SIZE or b1_shape != (hidden,) or w2_shape != (hidden, ACTION_COUNT)
                or b2_shape != (ACTION_COUNT,)):
            raise WeightsError(f"{path.name}: shapes {(inputs, hidden)}, {b1_shape}, {w2_shape}, "
                               f"{b2_shape} do not make a {INPUT_SIZE}-{hidden}-60 network")
        self.hidden = hidden
        self.w1 = [w1[i * hidden:(i + 1) * hidden] for i in range(inputs)]
        self.b1 = b1
        self.w2t = [w2[a::ACTION_COUNT] for a in range(ACTION_COUNT)]  # a row per action
        self.b2 = b2

    def scores(self, active: Iterable[tuple[int, float]], actions: Sequence[int]) -> list[float]:
        """The network's output (logits) for ``actions``, from the inputs' non-zero entries
        ``active`` (``(index, value)``)."""
        total = list(self.b1)
        for index, value in active:
            row = self.w1[index]
            if value == 1.0:
                total = [t + w for t, w in zip(total, row, strict=True)]
            else:
                total = [t + value * w for t, w in zip(total, row, strict=True)]
        hidden = [t if t > 0.0 else 0.0 for t in total]
        return [self.b2[a] + sum(h * w for h, w in zip(hidden, self.w2t[a], strict=True))
                for a in actions]
