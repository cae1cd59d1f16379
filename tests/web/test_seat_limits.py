"""The limits kept per seat (web/seat_limits.py): one holder per seat however many connections,
a spectator counted by his address, and a holder unheard of for a while forgotten."""

from __future__ import annotations

import asyncio

import pytest

from bridgewhist.web.seat_limits import HINT_BURST, TALK_BURST, SeatLimits, holder_of

pytestmark = pytest.mark.web


def test_a_seat_is_one_holder_wherever_its_connections_come_from() -> None:
    limits = SeatLimits(clock=lambda: 0.0)
    first, second = limits.of(holder_of("t", 1, "10.0.0.1")), limits.of(holder_of("t", 1, "10.0.0.2"))
    assert first is second
    assert [first.hints.take() for _ in range(HINT_BURST)] == [0.0] * HINT_BURST
    assert second.hints.take() > 0
    assert limits.of(holder_of("t", 2, "10.0.0.1")).hints.take() == 0.0   # another seat: its own rate
    assert limits.of(holder_of("u", 1, "10.0.0.1")) is not first   # the same place at another table


def test_a_spectator_is_counted_by_his_address_at_every_table() -> None:
    limits = SeatLimits(clock=lambda: 0.0)
    here, there = limits.of(holder_of("t", None, "10.0.0.9")), limits.of(holder_of("u", None, "10.0.0.9"))
    assert here is there
    assert [here.talk.take() for _ in range(TALK_BURST)] == [0.0] * TALK_BURST and there.talk.take() > 0


def test_a_holder_unheard_of_for_a_while_is_forgotten_unless_its_advisor_job_runs() -> None:
    now = [0.0]
    limits = SeatLimits(idle=100.0, clock=lambda: now[0])

    async def check() -> None:
        idle, busy = limits.of(holder_of("t", 0, None)), limits.of(holder_of("t", 1, None))
        idle.advised = busy.advised = 7
        release = asyncio.Event()

        async def job() -> None:
            await release.wait()

        busy.advising = asyncio.get_running_loop().create_task(job())
        now[0] = 150.0
        limits.of(holder_of("t", 2, None))   # a sweep
        assert len(limits) == 2 and limits.of(holder_of("t", 1, None)) is busy
        assert limits.of(holder_of("t", 0, None)).advised is None   # forgotten: fresh limits
        release.set()
        await busy.advising

    asyncio.run(check())
