"""The computer players' workers under a slow decision and a flood of advisor asks (issue 31,
item 3): a decision past its budget is killed with its worker process and the worker replaced,
and the declaration advisor has workers of its own, so neither holds up another table's turn."""

from __future__ import annotations

import asyncio
import random
import socket
import time
from collections.abc import Callable, Iterator

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, new_hand
from bridgewhist.view import SeatView, view_of
from bridgewhist.web import advisor
from bridgewhist.web.advisor import AdvisorAsk, advice_frame
from bridgewhist.web.computer import ComputerTurn, Thinkers
from support.thinkers import empty_advice, hold_on_port, last_legal, slow_advice

pytestmark = pytest.mark.web


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    """A loopback port a held decision reaches back to."""
    with socket.create_server(("127.0.0.1", 0)) as sock:
        sock.settimeout(30.0)
        yield sock


def deal() -> HandState:
    return new_hand(load_law_code("american-1905"), Seat.S, rng=random.Random(2))


def turn(state: HandState, think: Callable[[str, str, SeatView, float], str]) -> ComputerTurn[SeatView]:
    view = view_of(state, Seat.S)
    return ComputerTurn(0, "S", view, think, lambda: str(view.legal[0]))


def test_a_decision_past_its_budget_is_killed_and_the_next_table_is_served_at_once(
        listener: socket.socket) -> None:
    state = deal()
    legal = [str(a) for a in state.legal_actions()]
    port = listener.getsockname()[1]

    async def both() -> tuple[str, str, float, int]:
        thinkers = Thinkers(workers=1, budget=2.0)
        try:
            slow = asyncio.create_task(thinkers.choose("maxims", f"{port}:3:S", turn(state, hold_on_port)))
            await asyncio.sleep(0)
            begun = time.monotonic()
            fast = await thinkers.choose("maxims", "5:3:S", turn(state, last_legal))
            return await slow, fast, time.monotonic() - begun, thinkers.players.replaced
        finally:
            thinkers.close()

    slow, fast, waited, replaced = asyncio.run(both())
    assert replaced == 1   # the slow one's worker, and no other
    assert slow == legal[0]   # the overrunning turn's fallback, its first legal action
    assert fast == legal[-1]   # the other table's own decision, not a fallback
    assert waited < 2.0 + 6.0   # the slow one's budget and a worker's start at most, not its thinking
    held, _ = listener.accept()
    with held:
        held.settimeout(10.0)
        assert held.recv(64).decode().strip().isdigit()   # the slow decision's process id
        assert held.recv(64) == b""   # its process is gone: the connection ended


def test_a_flood_of_advisor_asks_does_not_take_the_computer_players_workers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(advisor, "advise_for", slow_advice)
    state = deal()
    legal = [str(a) for a in state.legal_actions()]
    ask = AdvisorAsk(state.hands[Seat.S], (0, 0), state.code, left=False)

    async def flood() -> tuple[str, float, list[advisor.AdviceAnswer]]:
        thinkers = Thinkers(workers=1, budget=5.0)
        try:
            await thinkers.choose("maxims", "5:2:S", turn(state, last_legal))   # its worker started
            asks = [asyncio.create_task(advice_frame(thinkers, ask, n)) for n in range(3)]
            await asyncio.sleep(0.5)
            begun = time.monotonic()
            text = await thinkers.choose("maxims", "5:3:S", turn(state, last_legal))
            took = time.monotonic() - begun
            first = await asks[0]
            for waiting in asks[1:]:
                waiting.cancel()
            return text, took, [first]
        finally:
            thinkers.close()

    text, took, answers = asyncio.run(flood())
    assert text == legal[-1] and took < 1.5   # not behind the advisor's 9 s of jobs
    assert answers[0].note is None and answers[0].advice is not None
    assert answers[0].advice.model_dump() == empty_advice(ask)
