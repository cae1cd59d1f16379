"""Random playouts of whole deals: bridgewhist's public state API, its int fast path, and
OpenSpiel's C++ bridge driven from Python, side by side in one run.

A *playout* is a fresh random deal, the "auction", then 52 random legal card plays:

* **public**: ``new_hand(code, dealer, rng=rng)`` (shuffle, cut and deal), then
  ``legal = s.legal_actions()`` / ``s = s.apply(rng.choice(legal))`` until no action is legal:
  random legal acts through the declaration and the doubling, then the 52 cards.
* **fast**: :func:`bridgewhist.fastplay.random_deal`, a random strain (``int(rnd() * 5)``) and
  leader, then :func:`bridgewhist.fastplay.random_playout` (one ``rng.random()`` per card).
* **openspiel**: ``openspiel_peer.openspiel_full_playouts``: a new state, the deal (chance
  outcomes), a random bid and three passes, then the 52 cards, one ``rng.choice`` each.

The *play-only* figures (for transparency) time the 52 card plays alone, the deal and
auction being done outside the timed region: ``openspiel_peer.openspiel_playouts`` for
OpenSpiel, the same for the public path, ``random_playout`` alone for the fast path.

Each of ``--rounds`` rounds runs every measurement once, interleaved, with the same seed; the
figure reported is the **median** over the rounds (the best is shown too). The last line is::

    ratio public/openspiel=X.XX fast/openspiel=Y.YY

(full playouts, medians). ``--breakdown`` first prints what the public path costs per action
(``timeit``, best of several repeats).

Run from the repository root: ``PYTHONPATH=src python benchmarks/playouts.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import timeit
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.append(str(Path(__file__).resolve().parent.parent / "src"))

from bridgewhist.fastplay import random_deal, random_playout
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.phases.play import apply_play
from bridgewhist.seats import SEATS
from bridgewhist.state import HandState, Phase, new_hand

Measure = Callable[[int, int], tuple[int, float]]


def public_playouts(code: LawCode) -> Measure:
    """Full playouts through the public API, all timed (deal, declaration, doubling, play)."""

    def run(n: int, seed: int) -> tuple[int, float]:
        rng = random.Random(seed)
        choice = rng.choice
        actions = 0
        t0 = time.perf_counter()
        for i in range(n):
            s = new_hand(code, SEATS[i & 3], rng=rng)
            legal = s.legal_actions()
            while legal:
                s = s.apply(choice(legal))
                legal = s.legal_actions()
                actions += 1
        elapsed = time.perf_counter() - t0
        if not s.is_complete or actions < 55 * n:
            raise RuntimeError("a public playout did not reach the end of the deal")
        return n, elapsed

    return run


def public_play_only(code: LawCode) -> Measure:
    """The public API's 52 card plays timed alone (deal and auction outside the timed region)."""

    def run(n: int, seed: int) -> tuple[int, float]:
        rng = random.Random(seed)
        choice = rng.choice
        play = Phase.PLAY
        elapsed = 0.0
        for i in range(n):
            s = new_hand(code, SEATS[i & 3], rng=rng)
            while s.phase != play:
                s = s.apply(choice(s.legal_actions()))
            t0 = time.perf_counter()
            legal = s.legal_actions()
            while legal:
                s = s.apply(choice(legal))
                legal = s.legal_actions()
            elapsed += time.perf_counter() - t0
            if len(s.tricks) != 13:
                raise RuntimeError("a public playout did not play 13 tricks")
        return n, elapsed

    return run


def fast_playouts(n: int, seed: int) -> tuple[int, float]:
    """Full playouts through the int fast path: deal, random strain and leader, 52 cards."""
    rng = random.Random(seed)
    rnd = rng.random
    tricks = 0
    t0 = time.perf_counter()
    for _ in range(n):
        hands = random_deal(rng)
        ns, ew = random_playout(hands, int(rnd() * 5), int(rnd() * 4), rng)
        tricks += ns + ew
    elapsed = time.perf_counter() - t0
    if tricks != 13 * n:
        raise RuntimeError("a fast playout did not play 13 tricks")
    return n, elapsed


def fast_play_only(n: int, seed: int) -> tuple[int, float]:
    """``random_playout`` alone timed (the deal and strain outside the timed region)."""
    rng = random.Random(seed)
    rnd = rng.random
    elapsed = 0.0
    for _ in range(n):
        hands = random_deal(rng)
        trump, leader = int(rnd() * 5), int(rnd() * 4)
        t0 = time.perf_counter()
        random_playout(hands, trump, leader, rng)
        elapsed += time.perf_counter() - t0
    return n, elapsed


def breakdown(code: LawCode, seed: int) -> list[str]:
    """What the public path costs per action, measured with ``timeit`` on the states of
    random playouts (microseconds per call, best of 7 repeats)."""
    rng = random.Random(seed)
    auction: list[HandState] = []
    leads: list[HandState] = []
    follows: list[HandState] = []
    completing: list[HandState] = []
    for i in range(50):
        s = new_hand(code, SEATS[i & 3], rng=rng)
        legal = s.legal_actions()
        while legal:
            if s.phase != Phase.PLAY:
                auction.append(s)
            elif not s.trick:
                leads.append(s)
            elif len(s.trick) == 3:
                completing.append(s)
            else:
                follows.append(s)
            s = s.apply(rng.choice(legal))
            legal = s.legal_actions()

    def per_call(label: str, states: list[HandState], body: str) -> str:
        pairs = [(s, s.legal_actions()) for s in states]
        chosen = [(s, legal[len(legal) // 2]) for s, legal in pairs]
        namespace = {"pairs": pairs, "chosen": chosen, "choice": random.Random(1).choice,
                     "apply_play": apply_play, "code": code, "rng": random.Random(2),
                     "new_hand": new_hand, "N": SEATS[0]}
        number = max(1, 20000 // max(1, len(states)))
        best = min(timeit.repeat(body, globals=namespace, number=number, repeat=7))
        calls = number * max(1, len(states)) if "for" in body else number
        return f"  {label:<44} {best / calls * 1e6:6.2f} us"

    per_playout = (len(auction) / 50, (len(leads) + len(follows) + len(completing)) / 50)
    return [
        f"public path, per call (timeit, best of 7; {per_playout[0]:.1f} auction acts and "
        f"{per_playout[1]:.0f} card plays per playout):",
        per_call("new_hand (shuffle, cut, deal, state)", [], "new_hand(code, N, rng=rng)"),
        per_call("auction: legal_actions()", auction, "for s, l in pairs: s.legal_actions()"),
        per_call("auction: apply(act)", auction, "for s, a in chosen: s.apply(a)"),
        per_call("play, leading: legal_actions()", leads, "for s, l in pairs: s.legal_actions()"),
        per_call("play, following: legal_actions()", follows,
                 "for s, l in pairs: s.legal_actions()"),
        per_call("rng.choice(legal) (the agent, not the API)", follows + leads,
                 "for s, l in pairs: choice(l)"),
        per_call("play, 1st-3rd card: apply(card)", leads + follows,
                 "for s, a in chosen: s.apply(a)"),
        per_call("  of which play.apply_play (no dispatch)", leads + follows,
                 "for s, a in chosen: apply_play(s, a.value)"),
        per_call("play, 4th card: apply(card) (trick turned)", completing,
                 "for s, a in chosen: s.apply(a)"),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--n", type=int, default=2000, help="playouts per measurement (2000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of round 1 (round r: seed+r)")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (5)")
    parser.add_argument("--code", default="english-1904",
                        help="law code of the public path (english-1904)")
    parser.add_argument("--breakdown", action="store_true",
                        help="first print the public path's cost per action")
    args = parser.parse_args(argv)
    try:
        # Lazy: OpenSpiel (the 'bench' extra) is needed for the comparison only, and may be absent.
        from openspiel_peer import openspiel_full_playouts, openspiel_playouts  # noqa: PLC0415
    except ImportError as error:
        parser.exit(2, f"OpenSpiel is needed for the comparison (pip install open_spiel): "
                       f"{error}\n")
    code = load_law_code(args.code)
    if args.breakdown:
        print("\n".join(breakdown(code, args.seed)))
    measures: dict[str, Measure] = {
        "public": public_playouts(code),
        "fast": fast_playouts,
        "openspiel": openspiel_full_playouts,
        "public play only": public_play_only(code),
        "fast play only": fast_play_only,
        "openspiel play only": openspiel_playouts,
    }
    rates: dict[str, list[float]] = {name: [] for name in measures}
    for round_ in range(args.rounds):
        for name, measure in measures.items():
            count, seconds = measure(args.n, args.seed + round_)
            rates[name].append(count / seconds)
    print(f"playouts/s, median (best) of {args.rounds} interleaved rounds of {args.n} "
          f"(public path: {code.key}; python {sys.version.split()[0]})")
    for name, values in rates.items():
        label = name if "only" in name else f"{name} full playout"
        print(f"  {label:<26} {statistics.median(values):>9,.0f}  ({max(values):,.0f})")
    median = {name: statistics.median(values) for name, values in rates.items()}
    peer = median["openspiel play only"]
    print(f"play-only ratio public/openspiel={median['public play only'] / peer:.2f} "
          f"fast/openspiel={median['fast play only'] / peer:.2f}")
    peer = median["openspiel"]
    print(f"ratio public/openspiel={median['public'] / peer:.2f} "
          f"fast/openspiel={median['fast'] / peer:.2f}")


if __name__ == "__main__":
    main()
