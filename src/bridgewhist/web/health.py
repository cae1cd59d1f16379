"""The readiness check behind ``GET /api/health`` (issue 31, item 6): does the database answer?

A load balancer asks every few seconds; while the database does not answer (``SELECT 1`` fails
or takes more than :data:`HEALTH_TIMEOUT` seconds) the route answers 503 ``storage_failed`` and
players are sent elsewhere. One question is in flight at a time (a slow database is not asked
again by every caller), and the log gets one warning when the database stops answering and one
line when it answers again, not one a check.

>>> import asyncio
>>> from bridgewhist.web.store import Store
>>> store = Store("sqlite://"); store.migrate()
>>> asyncio.run(Readiness(store).check()) is None
True
"""

from __future__ import annotations

import asyncio
import logging

from bridgewhist.web.store import Store, failure_cause, is_storage_error

__all__ = ["HEALTH_TIMEOUT", "Readiness"]

HEALTH_TIMEOUT = 3.0
"""Seconds the readiness check waits for the database before it counts it as not answering."""
LOG = logging.getLogger("bridgewhist.web")


class Readiness:
    """Whether ``store``'s database answers (see the module)."""

    def __init__(self, store: Store, timeout: float = HEALTH_TIMEOUT) -> None:
        self.store = store
        self.timeout = timeout
        self.failing = False
        self._asking: asyncio.Future[str | None] | None = None

    def _ping(self) -> str | None:
        try:
            self.store.ping()
        except Exception as error:
            if not is_storage_error(error):
                raise
            return failure_cause(error)
        return None

    async def check(self) -> str | None:
        """None when the database answered, else why not, in one line (for the log only)."""
        if self._asking is None or self._asking.done():
            self._asking = asyncio.ensure_future(asyncio.to_thread(self._ping))
        try:
            cause = await asyncio.wait_for(asyncio.shield(self._asking), self.timeout)
        except TimeoutError:
            cause = f"no answer within {self.timeout:g} s"
        if cause is not None and not self.failing:
            LOG.warning("health: storage_failed: the database does not answer (%s); answering 503", cause)
        elif cause is None and self.failing:
            LOG.info("health: the database answers again")
        self.failing = cause is not None
        return cause
