"""Worker processes that die with the process that started them, however it dies.

A worker blocked on its queue never learns that the server was killed (``kill -9``): the queue's
pipe stays open in the worker itself. So each process that starts workers keeps a *lifeline*: a
pipe whose write end only it holds and never writes. A worker is handed the read end
(:func:`lifeline`, in its arguments) and watches it in a thread (:func:`hold`); when the parent
ends, in whatever way, the kernel closes the write end, the read sees the end of file, and the
worker exits at once. Portable (no ``prctl``), and it follows the server, not the ``forkserver``
in between.

>>> import multiprocessing
>>> reader = lifeline()
>>> reader is lifeline() and not reader.poll(0)   # one per process; nothing is ever written
True
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from multiprocessing.connection import Connection

__all__ = ["hold", "lifeline"]

_LINES: dict[int, tuple[Connection, Connection]] = {}
"""This process's lifeline, by process id (a forked child makes its own): (read end, write end)."""
_LOCK = threading.Lock()


def lifeline() -> Connection:
    """The read end of this process's lifeline, to pass to a worker process in its arguments
    (multiprocessing sends the descriptor along); the write end stays in this process alone."""
    with _LOCK:
        line = _LINES.get(os.getpid())
        if line is None:
            line = _LINES[os.getpid()] = multiprocessing.Pipe(duplex=False)
        return line[0]


def hold(reader: Connection) -> None:
    """In a worker: end this process as soon as the parent's lifeline ``reader`` closes."""
    threading.Thread(target=_watch, args=(reader,), name="bridgewhist-lifeline", daemon=True).start()


def _watch(reader: Connection) -> None:
    with contextlib.suppress(EOFError, OSError):
        reader.recv_bytes()   # blocks until the parent is gone (nothing is ever sent)
    os._exit(70)   # the parent is gone: no cleanup can reach it, and nobody waits for this one
