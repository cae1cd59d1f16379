"""The reward's spread under random play, with the club's doubling limit and without.

For each law code and each limit (the environments' default, 100 a trick, and none), plays
uniformly random legal actions at 1,024 tables of the batch environment, each of ``--seeds``
seeds (0, 1, ...) until ``--deals`` deals in all have ended, and prints North's reward a deal:
mean, standard deviation, the largest in absolute value and the 99th percentile of the absolute
value (points; rewards divided by ``reward_scale`` scale the same way).

    PYTHONPATH=src nice -n 10 python benchmarks/reward_spread.py --deals 100000 --seeds 5
"""

from __future__ import annotations

import argparse

import numpy as np

from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.rewards import DEFAULT_DOUBLING_LIMIT, DoublingLimit


def spread(code: str, limit: DoublingLimit, deals: int, seeds: int) -> np.ndarray:
    """North's rewards of ``deals`` random deals, ``deals // seeds`` from each seed."""
    each = deals // seeds
    out = []
    for seed in range(seeds):
        env = BatchEnv(1024, law_code=code, seed=seed, doubling_limit=limit)
        got: list[np.ndarray] = []
        count = 0
        while count < each:
            rewards, done = env.step(env.random_actions())
            got.append(rewards[done, 0])
            count += int(done.sum())
        out.append(np.concatenate(got)[:each])
    return np.concatenate(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    print("| code | doubling limit | deals | mean | std | max abs | 99th pct abs |")
    print("|---|---|---|---|---|---|---|")
    for code in ("english-1904", "american-1904", "american-1905"):
        for limit in (DEFAULT_DOUBLING_LIMIT, None):
            x = spread(code, limit, args.deals, args.seeds)
            a = np.abs(x)
            print(f"| {code} | {limit if limit is not None else 'none'} | {len(x):,} | "
                  f"{x.mean():.3g} | {x.std(ddof=1):.3g} | {a.max():.3g} | {np.percentile(a, 99):.3g} |")


if __name__ == "__main__":
    main()
