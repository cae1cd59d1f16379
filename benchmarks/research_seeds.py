"""docs/research.md's first experiment over many seeds: what the claim rests on.

The training block of the page's first experiment is run as printed with its two seeds (the
batch's and the generator's, both 0 on the page) replaced by each seed in turn; each trained
``w`` is then scored on ``--deals`` fresh deals (a batch seeded 100,000 + seed), North-South
declaring by ``w`` and everything else random, beside ``w = 0`` (random declarations) on the
same deals. Prints each seed's mean with its 95% interval and the summary: the mean over seeds,
their spread and how many are significantly above or below random play (an interval wholly
above or below 0; random against random is 0 by symmetry).

    PYTHONPATH=src nice -n 10 python benchmarks/research_seeds.py --seeds 20 --deals 10000
"""

from __future__ import annotations

import argparse
import re
import statistics
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from tqdm import tqdm

from bridgewhist.env.batch import BatchEnv
from bridgewhist.stats import mean_ci95

PAGE = Path(__file__).resolve().parents[1] / "docs" / "research.md"


def block() -> str:
    """The Python block of the page's first experiment."""
    section = PAGE.read_text().split("## A first experiment")[1].split("\n## ")[0]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    assert len(blocks) == 1, "the first experiment should hold one python block"
    return str(blocks[0])


def train(seed: int) -> dict[str, Any]:
    """Run the block with ``seed`` for both of its seeds; its namespace (``w``, ``act``...)."""
    code = block().replace("seed=0)", f"seed={seed})").replace("default_rng(0)", f"default_rng({seed})")
    namespace: dict[str, Any] = {}
    exec(compile(code, str(PAGE), "exec"), namespace)
    return namespace


def score(namespace: dict[str, Any], w: npt.NDArray[np.float64], deals: int, seed: int) -> list[float]:
    """North-South's rewards on ``deals`` fresh deals, declaring by ``w``."""
    env = BatchEnv(1024, law_code="english-1904", seed=100_000 + seed)
    rng = np.random.default_rng(seed)
    points: list[float] = []
    while len(points) < deals:
        actions, *_ = namespace["act"](env, w, rng)
        rewards, done = env.step(actions)
        points += rewards[done, 0].tolist()
    return points[:deals]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--deals", type=int, default=10_000)
    args = parser.parse_args()
    gains, better, worse = [], 0, 0
    for seed in tqdm(range(args.seeds), unit="seed"):
        namespace = train(seed)
        learned = mean_ci95(score(namespace, namespace["w"], args.deals, seed))
        random_play = mean_ci95(score(namespace, np.zeros(3), args.deals, seed))
        better += learned.low > 0
        worse += learned.high < 0
        gains.append(learned.mean)
        tqdm.write(f"seed {seed:2d}: w {np.round(namespace['w'], 3).tolist()}, learned "
                   f"{learned.mean:+.1f} [{learned.low:+.1f}, {learned.high:+.1f}], "
                   f"random {random_play.mean:+.1f} [{random_play.low:+.1f}, {random_play.high:+.1f}]")
    print(f"{args.seeds} seeds, {args.deals} deals each: mean {statistics.fmean(gains):+.1f} a deal, "
          f"sd over seeds {statistics.stdev(gains):.1f}, min {min(gains):+.1f}, max {max(gains):+.1f}; "
          f"{better} significantly above random, {worse} significantly below")


if __name__ == "__main__":
    main()
