"""What a finished rubber costs a server's memory, kept whole and compacted (issue 31, item 5).

Plays ``--rubbers`` random rubbers of the core ``Table`` (seeds 0, 1, ...), keeps every table,
and measures with tracemalloc the memory they hold, per rubber: kept whole (every state of every
deal) and compacted (``Table.compact``: two states a deal, as the web table keeps a rubber over
once the next is cut). ``--runs`` repeats the measure.

    PYTHONPATH=src python benchmarks/rubber_memory.py [--rubbers 40] [--runs 3]
"""

from __future__ import annotations

import argparse
import random
import tracemalloc

from bridgewhist.agents import RandomAgent
from bridgewhist.table import Table


def kilobytes_a_rubber(rubbers: int, compact: bool) -> float:
    """The memory held per rubber by ``rubbers`` random rubbers, in kB."""
    tracemalloc.start()
    kept = []
    for seed in range(rubbers):
        table = Table.by_cutting("english-1904", ["A", "B", "C", "D"], random.Random(seed))
        agent = RandomAgent(random.Random(seed))
        table.play_out(agent)
        while not table.is_over:
            table.next_deal()
            table.play_out(agent)
        if compact:
            table.compact()
        kept.append(table)
    held, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return held / rubbers / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rubbers", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print("| kept | kB a rubber, each run |\n|---|---|")
    for compact in (False, True):
        runs = [kilobytes_a_rubber(args.rubbers, compact) for _ in range(args.runs)]
        print(f"| {'compacted' if compact else 'whole'} | {', '.join(f'{kb:.1f}' for kb in runs)} |")


if __name__ == "__main__":
    main()
