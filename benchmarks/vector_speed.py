"""What the Gymnasium vector API costs over the batch it wraps: decisions a CPU second.

Three loops over the same seeded tables, each taking the first legal action at every table:
the batch alone (``legal_mask``, ``step``, ``observe(out=...)``: what a learner on the batch
needs each step), and ``BridgeWhistVectorEnv.step`` with ``copy=False`` and with ``copy=True``.
Each of ``--rounds`` rounds runs the three in turn; the figure is the median over the rounds of
decisions (tables times steps) per CPU second of this process (``time.process_time``), the range
in brackets.

    PYTHONPATH=src nice -n 10 python benchmarks/vector_speed.py --tables 1024 --steps 300 --rounds 5
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import numpy as np
from tqdm import tqdm

from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.vector import BridgeWhistVectorEnv


def batch_loop(tables: int, steps: int) -> float:
    """Decisions a CPU second: the batch alone."""
    env = BatchEnv(tables, seed=1)
    out = np.empty((tables, 404), dtype=np.float32)
    started = time.process_time()
    for _ in range(steps):
        env.step(env.legal_mask().argmax(axis=1))
        env.observe(out=out)
    return tables * steps / (time.process_time() - started)


def vector_loop(copy: bool) -> Callable[[int, int], float]:
    """Decisions a CPU second through the vector API."""
    def run(tables: int, steps: int) -> float:
        envs = BridgeWhistVectorEnv(tables, seed=1, copy=copy)
        _, infos = envs.reset(seed=1)
        started = time.process_time()
        for _ in range(steps):
            infos = envs.step(infos["action_mask"].argmax(axis=1))[4]
        return tables * steps / (time.process_time() - started)
    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1024)
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    loops = {"batch + observe(out)": batch_loop, "vector copy=False": vector_loop(False),
             "vector copy=True": vector_loop(True)}
    for loop in loops.values():  # compile and warm up once
        loop(args.tables, 10)
    figures: dict[str, list[float]] = {name: [] for name in loops}
    for _ in tqdm(range(args.rounds), unit="round"):
        for name, loop in loops.items():
            figures[name].append(loop(args.tables, args.steps))
    base = statistics.median(figures["batch + observe(out)"])
    for name, values in figures.items():
        median = statistics.median(values)
        print(f"{name:22s} {median / 1e6:6.2f}M decisions/s [{min(values) / 1e6:.2f}-"
              f"{max(values) / 1e6:.2f}], {median / base:.2f}x the batch")


if __name__ == "__main__":
    main()
