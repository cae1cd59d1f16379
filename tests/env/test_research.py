"""docs/research.md: its training loop runs and beats the random player; its layout is true."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np

from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.encoding import FIELDS, OBS_SIZE

PAGE = Path(__file__).resolve().parents[2] / "docs" / "research.md"


def _loop() -> str:
    section = PAGE.read_text().split("## A first experiment")[1].split("\n## ")[0]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    assert len(blocks) == 1
    return str(blocks[0])


def _mean_points(namespace: dict[str, Any], w: np.ndarray, deals: int, seed: int = 0) -> float:
    """North-South's mean reward with preferences ``w``, on deals the loop never saw."""
    env = BatchEnv(256, law_code="english-1904", seed=12345 + seed)
    rng = np.random.default_rng(7 + seed)
    total: list[float] = []
    while env.deals_done < deals:
        actions, *_ = namespace["act"](env, w, rng)
        rewards, done = env.step(actions)
        total += rewards[done, 0].tolist()
    return float(np.mean(total))


def _trained(seed: int) -> dict[str, Any]:
    """The page's block run with ``seed`` in place of its two seeds (both 0 on the page)."""
    code = _loop()
    assert code.count("seed=0)") == 1 and code.count("default_rng(0)") == 1
    code = code.replace("seed=0)", f"seed={seed})").replace("default_rng(0)", f"default_rng({seed})")
    namespace: dict[str, Any] = {}
    exec(compile(code, str(PAGE), "exec"), namespace)
    return namespace


def test_the_training_loop_beats_the_random_player_over_ten_seeds() -> None:
    assert 15 <= len(_loop().strip().splitlines()) <= 35
    gains = []
    for seed in range(10):
        namespace = _trained(seed)
        assert namespace["env"].deals_done < 400  # a few hundred deals
        learned = _mean_points(namespace, namespace["w"], 2000, seed)
        random_play = _mean_points(namespace, np.zeros(3), 2000, seed)
        # The same deals and the same random choices elsewhere: only the declarations differ.
        gains.append(learned - random_play)
    # The page: +7.8 a deal on average over twenty seeds, most of them better than random play.
    assert np.mean(gains) > 4, gains
    assert sum(gain > 0 for gain in gains) >= 6, gains


def test_the_observation_layout_table_matches_the_encoding() -> None:
    rows = re.findall(r"^\| (\d+) \| ([\d x]+) \| `(\w+)` \|", PAGE.read_text(), flags=re.M)
    documented = [(name, int(offset), int(np.prod([int(n) for n in size.split(" x ")])))
                  for offset, size, name in rows]
    assert documented == list(FIELDS)
    assert sum(size for _, _, size in FIELDS) == OBS_SIZE
