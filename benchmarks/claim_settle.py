"""How many claims right by double dummy a friendly table settles, and how long it takes (not a test).

On ``--positions`` random positions of the play (a random deal, a random declaration, random
legal cards to a random trick, 0-12 tricks turned), a random side claims exactly what double
dummy gives it (the hardest claim that is right). Three figures:

- **before**: claims settled by the short search for a line of exactly the claim
  (:func:`bridgewhist.web.tables.consent.claim_line`, the settlement until issue 15's fix);
- **after**: claims settled by :func:`bridgewhist.web.tables.consent.settle_line` (that search,
  else the double-dummy line), with the time per settle (median, p95, max) by tricks left;
- **judge**: the time a computer player takes to judge a claim
  (:func:`bridgewhist.agents.claims.dd_tricks`, one DDS call), by tricks left.

    PYTHONPATH=src nice -n 19 python benchmarks/claim_settle.py [--positions 60] [--seed 0]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from bridgewhist.agents.claims import dd_tricks, tricks_left
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase, new_hand
from bridgewhist.web.tables.consent import claim_line, settle_line


def position(rng: random.Random) -> HandState:
    """A random position of the play, with no card of the current trick played."""
    state = new_hand(load_law_code("english-1904"), Seat(rng.randrange(4)), rng=rng)
    turned = rng.randrange(13)
    while state.phase != Phase.PLAY or len(state.tricks) < turned or state.trick:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    dd_tricks(position(random.Random(-1)), Side.NS)  # DDS loaded before anything is timed
    by_dd: list[float] = []
    before = after = 0
    settle: dict[str, list[float]] = {"1-4": [], "5-8": [], "9-13": []}
    judge: dict[str, list[float]] = {"1-4": [], "5-8": [], "9-13": []}
    off = 0
    for _ in range(args.positions):
        state = position(rng)
        side = Side.NS if rng.random() < 0.5 else Side.EW
        left = tricks_left(state)
        band = "1-4" if left <= 4 else "5-8" if left <= 8 else "9-13"
        start = time.perf_counter()
        claim = dd_tricks(state, side)
        judge[band].append(time.perf_counter() - start)
        assert claim is not None
        found = claim_line(state, side, claim) is not None
        before += found
        start = time.perf_counter()
        line = settle_line(state, side, claim)
        settle[band].append(time.perf_counter() - start)
        if not found:
            by_dd.append(settle[band][-1])
        if line is not None:
            after += 1
            won = state.won[side]
            for action in line:
                state = state.apply(action)
            off += not state.is_complete or state.won[side] - won != claim
    total = args.positions
    print(f"claims right by double dummy (each the side's DD value), {total} positions, seed {args.seed}")
    print(f"  settled before (exact-line search only): {before}/{total}")
    print(f"  settled after (search, else the DD line): {after}/{total} ({off} not giving exactly the claim)")
    for name, times in (("settle", settle), ("judge (dd_tricks)", judge)):
        for band, values in times.items():
            if values:
                print(f"  {name:18} {band:>5} tricks left: n={len(values):3}  median "
                      f"{statistics.median(values) * 1000:7.1f} ms  "
                      f"p95 {quantile(values, 0.95) * 1000:7.1f} ms"
                      f"  max {max(values) * 1000:7.1f} ms")
        every = [v for values in times.values() for v in values]
        print(f"  {name:18}   all: median {statistics.median(every) * 1000:7.1f} ms  p95 "
              f"{quantile(every, 0.95) * 1000:7.1f} ms  max {max(every) * 1000:7.1f} ms")
    if by_dd:
        print(f"  settled by the DD line (n={len(by_dd)}): median {statistics.median(by_dd) * 1000:.1f} ms  "
              f"p95 {quantile(by_dd, 0.95) * 1000:.1f} ms  max {max(by_dd) * 1000:.1f} ms")
    print(f"  load average: {os.getloadavg()[0]:.2f} (2 cores shared)")


if __name__ == "__main__":
    main()
