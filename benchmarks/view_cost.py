"""What one commit's views cost a table, with and without the finished part kept between views
(not a test; issue 33, item 2).

A table of each four-handed kind (``four``, ``laws``) is played in process from a seed, seated
by four people choosing at random from their legal lists, until ``--deals`` deals are finished
(their score and history are in every view). Then, ``--repeat`` times, the views one commit
sends are built as the room builds them: the public part once, each receiver's view (four seats
and a spectator) and its frame's JSON. **kept**: the score, history and rubbers reused from
:data:`bridgewhist.web.views.four_hand.FINISHED` (as the server does); **rebuilt**: that cache
emptied before each build (as if nothing were kept). Printed: milliseconds a commit, median and
the 5th-95th percentiles, by kind and seed.

    PYTHONPATH=src nice -n 10 python benchmarks/view_cost.py [--deals 3] [--repeat 200] [--seeds 1 2 3]
"""

from __future__ import annotations

import argparse
import random
import time

from tqdm import tqdm

from bridgewhist.laws import load_law_code
from bridgewhist.web.kinds.four_hand import FourHandKind, LawsKind
from bridgewhist.web.models import ViewFrame, frame_text
from bridgewhist.web.tables.places import TableConfig
from bridgewhist.web.views.four_hand import FINISHED

KINDS: dict[str, type[FourHandKind] | type[LawsKind]] = {"four": FourHandKind, "laws": LawsKind}


def played(kind: str, seed: int, deals: int) -> FourHandKind | LawsKind:
    """A table of ``kind`` with ``deals`` deals finished, by random legal choices from ``seed``."""
    game = KINDS[kind](TableConfig("bench", load_law_code("american-1905"), seed=seed))
    for name in ("Ann", "Bob", "Cy", "Di"):
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
    rng = random.Random(seed)
    while game.table is not None and len(game.table.finished_record().deals) < deals:
        public = game.public_view(set())
        acting = [(p, game.receiver_view(public, p).legal) for p in range(4)]
        place, legal = rng.choice([(p, legal) for p, legal in acting if legal])
        choices = [c.action for c in legal if c.action != "double"] or [legal[0].action]
        for event in game.propose_action(place, rng.choice(choices)):
            game.apply(event)
    return game


def commit_views(game: FourHandKind | LawsKind) -> None:
    """The views of one commit: the public part, each receiver's view and its frame's text."""
    public = game.public_view({0, 1, 2, 3})
    for place in (0, 1, 2, 3, None):
        frame_text(ViewFrame(seq=game.seq, view=game.receiver_view(public, place)))


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(game: FourHandKind | LawsKind, repeat: int, keep: bool) -> list[float]:
    """Milliseconds of each of ``repeat`` commits' views."""
    out = []
    commit_views(game)
    for _ in range(repeat):
        if not keep:
            FINISHED.clear()
        start = time.perf_counter()
        commit_views(game)
        out.append((time.perf_counter() - start) * 1000)
    return out


def main() -> None:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    args = parser.parse_args()
    print(f"{'kind':5} {'seed':>4} {'way':8} {'median ms':>9} {'p5-p95 ms':>13}")
    runs = [(kind, seed) for kind in KINDS for seed in args.seeds]
    for kind, seed in tqdm(runs, desc="tables", leave=False):
        game = played(kind, seed, args.deals)
        for keep in (True, False):
            times = measure(game, args.repeat, keep)
            spread = f"{quantile(times, 0.05):.2f}-{quantile(times, 0.95):.2f}"
            tqdm.write(f"{kind:5} {seed:4} {'kept' if keep else 'rebuilt':8} "
                       f"{quantile(times, 0.5):9.2f} {spread:>13}")


if __name__ == "__main__":
    main()
