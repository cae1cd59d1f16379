"""The web table: ``bridgewhist serve`` (FastAPI, SQLAlchemy, websockets); see docs/web-protocol.md.

Modules: :mod:`~bridgewhist.web.tables.four_hand` (a table as an event log),
:mod:`~bridgewhist.web.views.four_hand`
(what each receiver may see), :mod:`~bridgewhist.web.views.announce` (events in words),
:mod:`~bridgewhist.web.store` (the database), :mod:`~bridgewhist.web.computer` (computer players
in workers), :mod:`~bridgewhist.web.hub` (tables in play), :mod:`~bridgewhist.web.socket` (the
websocket), :mod:`~bridgewhist.web.app` (the HTTP API and pages).
"""

from bridgewhist.web.app import create_app

__all__ = ["create_app"]
