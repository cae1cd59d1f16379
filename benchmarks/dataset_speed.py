"""The data set generator's speed: deals and records a second, bytes a deal (not a test).

For each pair of players, ``--deals`` deals through :func:`bridgewhist.sim.dataset.dataset_rows`
with each record turned into its JSON line (as ``bridgewhist dataset`` writes it, to a sink that
keeps only the byte count), over ``--rounds`` rounds (seeds 0, 1, ...), the median reported, and
the range over the rounds.

    PYTHONPATH=src python benchmarks/dataset_speed.py [--deals 200] [--rounds 3]
        [--pairs random:random maxims:maxims maxims:random] [--clock cpu|wall]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from bridgewhist.sim.dataset import dataset_rows


def one_run(ns: str, ew: str, deals: int, seed: int, clock: str) -> tuple[float, float, float]:
    """Deals a second, records a second and bytes a deal of one run."""
    now = time.process_time if clock == "cpu" else time.perf_counter
    records = size = 0
    start = now()
    for row in dataset_rows(ns, ew, deals, seed=seed):
        size += len(json.dumps(row, separators=(",", ":"))) + 1
        records += 1
    elapsed = now() - start
    return deals / elapsed, records / elapsed, size / deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pairs", nargs="+",
                        default=["random:random", "maxims:maxims", "maxims:random"])
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    args = parser.parse_args()
    print(f"{args.deals} deals a run, {args.rounds} runs, {args.clock} clock: median [min, max]")
    for pair in args.pairs:
        ns, _, ew = pair.partition(":")
        runs = [one_run(ns, ew, args.deals, seed, args.clock) for seed in range(args.rounds)]
        deals, records, size = (sorted(r[i] for r in runs) for i in range(3))
        print(f"{pair:<16} deals/s {statistics.median(deals):7.1f} [{deals[0]:.1f}, {deals[-1]:.1f}]"
              f"  records/s {statistics.median(records):8.0f} [{records[0]:.0f}, {records[-1]:.0f}]"
              f"  bytes/deal {statistics.median(size):7.0f}")


if __name__ == "__main__":
    main()
