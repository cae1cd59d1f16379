"""The web table: ``bridgewhist serve`` (FastAPI, SQLAlchemy, websockets); see docs/web-protocol.md.

Modules: :mod:`~bridgewhist.web.tables` (each kind of table as an event log: the rules; its
events typed in :mod:`~bridgewhist.web.tables.events`), :mod:`~bridgewhist.web.views` (what each
receiver may see, events in words), :mod:`~bridgewhist.web.kinds` (every kind of table behind one
protocol, and their registry), :mod:`~bridgewhist.web.models` (the wire's bodies and frames),
:mod:`~bridgewhist.web.store` (the database), :mod:`~bridgewhist.web.computer` (computer players
in workers), :mod:`~bridgewhist.web.hub` (tables in play), :mod:`~bridgewhist.web.socket` (the
websocket), :mod:`~bridgewhist.web.app` (the HTTP API and pages: ``create_app``).

Importing the package imports none of them: ``import bridgewhist.web.store`` does not build the
app (nor load FastAPI's routes) on the way.
"""
