"""Thinking functions for the tests of the computer players' and the advisor's workers.

They run in a worker process, found there by name (pickled by reference), so a test cannot hand
them a flag: a decision whose table seed is a loopback port (1024 and up) reaches back to the test
listening there, says its process id and then holds, as an agent that thinks forever would, until
the test lets it go or its process dies (the test sees the connection end). Every other decision
is an ordinary one.
"""

from __future__ import annotations

import os
import socket
import time
from typing import Any

from bridgewhist.cards import CardSet
from bridgewhist.view import SeatView
from bridgewhist.web.advisor import AdvisorAsk
from bridgewhist.web.computer import think

HOLD_SECONDS = 60.0
"""The longest a held decision waits for the test (a worker left alive is still freed)."""


def hold_on_port(name: str, seed: str, view: SeatView, budget: float) -> str:
    """A decision that holds while the test at the port its table's seed names listens (the
    seed's first part; below 1024, an ordinary decision); once let go, the last legal action."""
    port = int(seed.split(":")[0])
    if port < 1024:
        return think(name, seed, view, budget)
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5.0) as line:
            line.sendall(f"{os.getpid()}\n".encode())
            line.settimeout(HOLD_SECONDS)
            line.recv(1)
    except OSError:   # the test no longer listens: decide at once
        pass
    return str(view.legal[-1])


def last_legal(name: str, seed: str, view: SeatView, budget: float) -> str:
    """A decision taken at once: the last legal action (never the fallback, the first)."""
    return str(view.legal[-1])


def empty_advice(ask: AdvisorAsk) -> dict[str, Any]:
    """An advisor's table for ``ask``'s own hand with no make valued, whole as the advice frame's
    model (``web.advisor.AdviceTable``) reads it."""
    return {"hand": str(CardSet(ask.hand)), "score": {"we": ask.score[0], "they": ask.score[1]},
            "law_code": ask.code.key, "left": ask.left, "samples": 2, "seed": ask.seed,
            "best": "leave", "options": []}


def slow_advice(ask: AdvisorAsk) -> dict[str, Any]:
    """An advisor's job that takes three seconds and answers an empty table."""
    time.sleep(3.0)
    return empty_advice(ask)
