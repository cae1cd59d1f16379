"""Peer benchmark: random bridge playouts through OpenSpiel's C++ engine, driven from Python.

OpenSpiel's ``bridge`` game defaults to ``use_double_dummy_result=True``, which ends the game
right after the auction with a double-dummy score and never plays a card.  We load it with
``use_double_dummy_result=False`` so that the play phase is actually played, card by card.

Each playout:

1. deals the 52 cards by resolving the chance nodes with ``rng.choice(state.chance_outcomes())``;
2. runs a short auction that always ends in a contract: one random bid (``rng.choice`` over the
   legal bids) followed by three passes;
3. plays the 52 cards, one ``rng.choice(state.legal_actions())`` per card, until terminal.

The per-action random-choice cost is that of a plain Python random agent: one ``rng.choice``
over the legal list per action.

Run ``python benchmarks/openspiel_peer.py`` to print playouts/s for ``n = 2000``.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

import pyspiel

#: OpenSpiel bridge action ids (see ``open_spiel/games/bridge/bridge.h``).
PASS_ACTION = 52
FIRST_BID_ACTION = 55  # 1♣; bids run 55 (1♣) .. 89 (7NT)
NUM_CARDS = 52


def _load_game() -> Any:
    """Load OpenSpiel bridge with the play phase enabled (no double-dummy shortcut)."""
    return pyspiel.load_game("bridge", {"use_double_dummy_result": False})


def _deal(state: Any, rng: random.Random) -> None:
    """Resolve the chance nodes (the deal), one ``rng.choice`` per dealt card."""
    while state.is_chance_node():
        action, _prob = rng.choice(state.chance_outcomes())
        state.apply_action(action)


def _auction(state: Any, rng: random.Random) -> None:
    """Play a quick auction that cannot pass out: one random bid, then pass, pass, pass."""
    bids = [a for a in state.legal_actions() if a >= FIRST_BID_ACTION]
    state.apply_action(rng.choice(bids))
    for _ in range(3):
        state.apply_action(PASS_ACTION)


def _play(state: Any, rng: random.Random) -> int:
    """Play random legal cards until the game is terminal; return the number of cards played."""
    cards = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        cards += 1
    return cards


def openspiel_playouts(n: int, seed: int) -> tuple[int, float]:
    """Play n random full deals of OpenSpiel's C++ bridge from Python.

    Only the play phase (the 52 card plays) is timed, with ``time.perf_counter``; dealing and
    the auction happen outside the timed region.

    Args:
        n: number of playouts (deals) to play.
        seed: seed for the ``random.Random`` driving every choice.

    Returns:
        ``(n, seconds)`` where ``seconds`` is the total time spent in the play-phase loops.
    """
    game = _load_game()
    rng = random.Random(seed)
    elapsed = 0.0
    for _ in range(n):
        state = game.new_initial_state()
        _deal(state, rng)
        _auction(state, rng)
        t0 = time.perf_counter()
        cards = _play(state, rng)
        elapsed += time.perf_counter() - t0
        if cards != NUM_CARDS:
            raise RuntimeError(f"expected {NUM_CARDS} card plays, got {cards}")
    return n, elapsed


def openspiel_full_playouts(n: int, seed: int) -> tuple[int, float]:
    """Play n random full deals and time everything: new state, deal, auction and play.

    Args:
        n: number of playouts (deals) to play.
        seed: seed for the ``random.Random`` driving every choice.

    Returns:
        ``(n, seconds)`` where ``seconds`` is the total wall time of the ``n`` playouts
        (game loading excluded).
    """
    game = _load_game()
    rng = random.Random(seed)
    t0 = time.perf_counter()
    for _ in range(n):
        state = game.new_initial_state()
        _deal(state, rng)
        _auction(state, rng)
        _play(state, rng)
    return n, time.perf_counter() - t0


def main(n: int = 2000, seed: int = 0) -> None:
    """Print playouts/s for the play phase only and for full playouts."""
    count, secs = openspiel_playouts(n, seed)
    print(f"openspiel play phase only: {count / secs:,.0f} playouts/s ({count} in {secs:.3f}s)")
    count, secs = openspiel_full_playouts(n, seed)
    print(f"openspiel full playout:    {count / secs:,.0f} playouts/s ({count} in {secs:.3f}s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
