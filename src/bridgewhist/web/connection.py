"""One websocket's frames on their way out: a queue with a bound (issue 31, item 5).

The hub queues a connection's frames (:meth:`Connection.send`, never waiting) and the
connection's writer (``web/socket.py``) writes them in order (:meth:`Connection.take`). A client
that stops reading stops the writer (its socket's buffers are full) while the frames pile up:
once more than :data:`MAX_QUEUE_FRAMES` frames or :data:`MAX_QUEUE_CHARS` characters of them
wait, the connection is given up. What waits is dropped at once, nothing more is queued, one
warning is logged, and the writer closes the websocket with :data:`CLOSE_SLOW_READER` as soon as
the frame it is writing is out. A client that reads again sees that close and reconnects, to the
table as it is then; one that never reads again holds only what its socket already holds.

>>> connection = Connection(None, "t1", max_frames=2)
>>> connection.send("a"); connection.send("b"); connection.closed
False
>>> connection.send("c"); connection.closed, connection.queue.qsize(), connection.queued_chars
(True, 1, 0)
"""

from __future__ import annotations

import asyncio
import logging

from bridgewhist.web.models import ServerFrame, frame_text

LOG = logging.getLogger("bridgewhist.web")

MAX_QUEUE_FRAMES = 2000
"""The most frames one connection may have waiting to be written."""
MAX_QUEUE_CHARS = 1 << 20
"""The most characters of frames (JSON text, about as many bytes) one connection may have
waiting: a mebibyte, some 300 events of a four-hand table with their views."""
CLOSE_SLOW_READER = 4413
"""Close code: the client did not read its frames; too many waited (docs/web-protocol.md)."""
SLOW_READER = "too many frames waited for this client: reconnect to see the table as it is"
"""The close's reason, in words."""


class Connection:
    """One websocket of table ``table_id``: its place (None for a spectator) and its frames."""

    def __init__(self, place: int | None, table_id: str = "", *, max_frames: int = MAX_QUEUE_FRAMES,
                 max_chars: int = MAX_QUEUE_CHARS) -> None:
        self.place = place
        self.table_id = table_id
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.queued_chars = 0
        """The characters of the frames waiting in :attr:`queue`."""
        self.closed = False
        """True once the queue passed its bound: nothing more is queued (the writer closes)."""
        self.max_frames = max_frames
        self.max_chars = max_chars

    def send(self, frame: ServerFrame | str) -> None:
        """Queue a frame (or its text); past the bound, give the connection up."""
        if self.closed:
            return
        text = frame if isinstance(frame, str) else frame_text(frame)
        self.queue.put_nowait(text)
        self.queued_chars += len(text)
        if self.queue.qsize() > self.max_frames or self.queued_chars > self.max_chars:
            self._give_up()

    def _give_up(self) -> None:
        frames, chars = self.queue.qsize(), self.queued_chars
        self.closed = True
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queued_chars = 0
        self.queue.put_nowait(None)
        who = "a spectator" if self.place is None else f"place {self.place + 1}"
        LOG.warning("table %s: closing a connection (%s) that does not read: %d frames, %d characters "
                    "waited (the bound: %d frames, %d characters)", self.table_id, who, frames, chars,
                    self.max_frames, self.max_chars)

    async def take(self) -> str | None:
        """The next frame to write, waiting for one; None when the connection is to end."""
        text = await self.queue.get()
        if text is not None:
            self.queued_chars -= len(text)
        return text


__all__ = ["CLOSE_SLOW_READER", "MAX_QUEUE_CHARS", "MAX_QUEUE_FRAMES", "SLOW_READER", "Connection"]
