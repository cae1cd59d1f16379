"""``bridgewhist serve``: the web table (FastAPI + uvicorn), stored in SQLite or PostgreSQL."""

from __future__ import annotations

import os
from typing import Annotated

import typer

from bridgewhist.cli.common import bad_input, url_host

DATABASE_ENV = "BRIDGEWHIST_DATABASE_URL"


def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="The port to listen on.")] = 8000,
    database: Annotated[str | None, typer.Option(
        "--database", help="A SQLite file or a database URL (postgresql://user:pass@host/db); "
        f"default: ${DATABASE_ENV}, else the checkout's data/tables.db (installed: tables-<key>.db "
        "in the user's data directory, one for each environment; printed at start).",
        show_default=False)] = None,
    workers: Annotated[int, typer.Option("--workers", min=0, help="Worker processes for the "
                                         "computer players (0: one thread).")] = 1,
    think_seconds: Annotated[float, typer.Option("--think-seconds", min=0.1, help="The time budget "
                                                 "of one computer player's decision.")] = 10.0,
    log_level: Annotated[str, typer.Option("--log-level", help="uvicorn's log level.")] = "info",
    head_timeout: Annotated[float | None, typer.Option(
        "--head-timeout", help="Seconds a request's line and headers may take to come, else the "
        "connection is closed; default 10.", show_default=False)] = None,
    max_connections: Annotated[int | None, typer.Option(
        "--max-connections", help="Connections open at once; more are refused (503). Default: the "
        "open-file limit less an eighth (at least 64) for the database and the workers.",
        show_default=False)] = None,
    max_per_address: Annotated[int | None, typer.Option(
        "--max-connections-per-address", help="Connections open at once from one address (an IPv6 "
        "/64); 0: no such cap (behind a proxy, whose address all share). Default: an eighth of "
        "--max-connections.", show_default=False)] = None,
    idle_seconds: Annotated[float | None, typer.Option(
        "--idle-seconds", min=0.1, help="Seconds a table may go unused (no connection, no computer "
        "turn due) before it leaves memory, rebuilt from the database on its next use; default 300.",
        show_default=False)] = None,
    undo_window: Annotated[float, typer.Option(
        "--undo-window", min=0.0, max=60.0, help="Seconds the computer players wait after a person's "
        "action, so that a misclick tapped back at once is taken back with their consent (0: they "
        "act at once).")] = 1.5,
) -> None:
    """Serve the web table: open the printed URL in a browser."""
    # Lazy: the web stack (FastAPI, uvicorn) is the 'web' extra, not needed by the other commands.
    from bridgewhist.web.server import run  # noqa: PLC0415

    with bad_input():
        url_host(host)   # a host that is no host name is refused before the web stack is asked
        run(database or os.environ.get(DATABASE_ENV) or None, host=host, port=port, workers=workers,
            think_seconds=think_seconds, log_level=log_level, head_timeout=head_timeout,
            max_connections=max_connections, max_per_address=max_per_address, idle_seconds=idle_seconds,
            undo_window=undo_window)
