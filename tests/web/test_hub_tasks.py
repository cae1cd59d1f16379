"""Every task the hub starts is the hub's, and none is left running once it stops (issue 33,
item 3): the table talk heard from another process is relayed by a task of the hub's."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.web import chat
from bridgewhist.web.computer import Thinkers
from bridgewhist.web.connection import Connection
from bridgewhist.web.hub import Hub
from bridgewhist.web.kinds.four_hand import FourHandKind
from bridgewhist.web.store import CHAT_CHANNEL, Store

pytestmark = pytest.mark.web


def _running(current: asyncio.Task[object] | None) -> list[asyncio.Task[object]]:
    return [task for task in asyncio.all_tasks() if task is not current and not task.done()]


def test_a_chat_relay_is_the_hubs_task_and_is_gone_once_the_hub_stops(tmp_path: Path) -> None:
    async def scenario() -> list[asyncio.Task[object]]:
        hub = Hub(Store(str(tmp_path / "tables.db")), Thinkers(workers=0))
        chat.listen(hub)
        await hub.start()
        database, never = hub.db, asyncio.Event()

        async def slow_line(function: Callable[..., Any], *args: Any) -> Any:
            if function == hub.store.chat_line:   # the line is read when the hub is told to stop
                await never.wait()
            return await database(function, *args)
        hub.db = slow_line  # type: ignore[method-assign]
        room = await hub.create(load_law_code("english-1904"), "strict", "random", 5, FourHandKind)
        room.add(Connection(None, room.game.config.table_id))
        hub.listeners[CHAT_CHANNEL](room.game.config.table_id, 1)   # a line said through another process
        await asyncio.sleep(0)
        assert any("relay" in repr(task.get_coro()) for task in _running(asyncio.current_task()))
        await hub.stop()
        return _running(asyncio.current_task())

    assert asyncio.run(scenario()) == []


def test_nothing_is_started_on_a_hub_that_stopped(tmp_path: Path) -> None:
    async def scenario() -> list[asyncio.Task[object]]:
        hub = Hub(Store(str(tmp_path / "tables.db")), Thinkers(workers=0))
        await hub.start()
        await hub.stop()
        ran: list[str] = []

        async def late() -> None:
            ran.append("late")
        coroutine = late()
        hub.spawn(coroutine)
        # The state, not a wait: the coroutine was closed unrun (it can never run) and no task holds it.
        assert inspect.getcoroutinestate(coroutine) == inspect.CORO_CLOSED and ran == []
        return _running(asyncio.current_task())

    assert asyncio.run(scenario()) == []
