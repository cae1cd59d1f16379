"""Alembic's environment for the web tables: run on the connection the server hands over."""

from __future__ import annotations

from alembic import context

from bridgewhist.web.store import Base


def run() -> None:
    """Run the migrations on the connection given in ``config.attributes``."""
    connection = context.config.attributes["connection"]
    context.configure(connection=connection, target_metadata=Base.metadata)
    with context.begin_transaction():
        context.run_migrations()


if hasattr(context, "config"):  # run by Alembic (a test collector importing this file is not)
    run()
