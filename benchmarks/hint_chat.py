"""What a hint and a line of table talk cost the web server (issue 15, item 8).

A hint is computed in the server's event loop (the maxims player is fast), so it must stay well
under the table's budget of a few milliseconds an action: this times
:func:`bridgewhist.web.hints.hint_frame` at every decision of ``--deals`` random deals (the
declaration, the doubling, the play), from the acting seat's view. A line of talk is one row
committed to the store: this times ``Store.append_chat`` on a SQLite file (WAL, as served).

    PYTHONPATH=src python benchmarks/hint_chat.py [--deals 200] [--lines 500] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand
from bridgewhist.view import ScoreContext
from bridgewhist.web.hints import four_hand_position, hint_frame
from bridgewhist.web.store import Store
from bridgewhist.web.tables.places import TableConfig


def _summary(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return (f"{name}: n={len(ms)} median={statistics.median(ms):.3f} ms mean={statistics.fmean(ms):.3f} ms "
            f"p99={p99:.3f} ms max={ms[-1]:.3f} ms")


def time_hints(deals: int, seed: int) -> list[float]:
    """Seconds per hint over every decision of ``deals`` random deals."""
    rng = random.Random(seed)
    context = ScoreContext((0, 0), (0, 0))
    times: list[float] = []
    for number in range(deals):
        state = new_hand(load_law_code("american-1905"), Seat(number % 4), rng=rng)
        while not state.is_complete:
            start = time.perf_counter()
            hint = hint_frame(four_hand_position(state, state.actor, context), seq=number)
            times.append(time.perf_counter() - start)
            state = state.apply(rng.choice(state.legal_actions())) if rng.random() < 0.5 else \
                state.apply(next(a for a in state.legal_actions() if str(a) == hint.action))
    return times


def time_chat(lines: int) -> list[float]:
    """Seconds per line kept, on a SQLite file."""
    with tempfile.TemporaryDirectory() as where:
        store = Store(str(Path(where) / "chat.db"))
        store.migrate()
        store.create_table(TableConfig("t", load_law_code("english-1904"), created="now"))
        times = []
        for n in range(lines):
            start = time.perf_counter()
            store.append_chat("t", "now", n % 4, "Ann", f"line {n}: good evening, partner")
            times.append(time.perf_counter() - start)
        store.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--lines", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(_summary("hint", time_hints(args.deals, args.seed)))
    print(_summary("chat line kept", time_chat(args.lines)))


if __name__ == "__main__":
    main()
