"""Run the web table under uvicorn: what ``bridgewhist serve`` starts."""

from __future__ import annotations

import logging

import uvicorn

from bridgewhist.web.app import create_app

__all__ = ["run"]


def run(database: str, *, host: str, port: int, workers: int, think_seconds: float, log_level: str,
        announce: bool = True) -> None:
    """Serve the tables stored at ``database`` on ``host:port`` until stopped.

    ``announce`` prints the address to open (and the database, without its password).
    """
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s:     %(name)s: %(message)s")
    app = create_app(database, workers=workers, think_seconds=think_seconds)
    if announce:
        print(f"bridgewhist: the web table is at http://{host}:{port}/ (database: {database.split('@')[-1]})",
              flush=True)
    # No access log: a websocket's URL carries its seat token, which belongs in no log.
    uvicorn.run(app, host=host, port=port, log_level=log_level, access_log=False,
                ws="websockets-sansio")
