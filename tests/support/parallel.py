"""The suite under pytest-xdist (``scripts/test.sh`` runs ``-n auto --dist loadgroup``): which
worker a test runs in, and each worker's own PostgreSQL database (the top-level ``conftest.py``
uses both)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import sql

SHARED_GROUPS = ("browser", "hostile")
"""The folders of ``tests/`` whose tests all run in one worker each: one chromium at a time, and
the break-it suite's kills, memory and timing checks never beside each other."""


def group_of(path: Path, root: Path) -> str:
    """The xdist group of a test module at ``path`` (``root``: the repository): the browser tests
    one group, the break-it suite another, every other module its own (its fixtures made once).

    >>> root = Path("/repo")
    >>> group_of(root / "tests/hostile/test_wal.py", root), group_of(root / "tests/core/test_x.py", root)
    ('hostile', 'tests/core/test_x.py')
    >>> group_of(Path("/elsewhere/README.md"), root)
    '/elsewhere/README.md'
    """
    if not path.is_relative_to(root):
        return path.as_posix()
    parts = path.relative_to(root).parts
    if len(parts) > 2 and parts[0] == "tests" and parts[1] in SHARED_GROUPS:
        return parts[1]
    return path.relative_to(root).as_posix()


def worker_url(url: str, worker: str) -> str:
    """The URL of worker ``worker``'s database beside ``url``'s: its name with ``_<worker>`` added.

    >>> worker_url("postgresql://postgres@127.0.0.1:5433/bridgewhist_test", "gw1")
    'postgresql://postgres@127.0.0.1:5433/bridgewhist_test_gw1'
    """
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"{parts.path}_{worker}"))


def fresh_database(url: str, worker: str) -> str:
    """Make worker ``worker``'s database afresh (dropped first if an earlier run left it) on
    ``url``'s server; its URL (:func:`worker_url`)."""
    made = worker_url(url, worker)
    name = urlsplit(made).path.lstrip("/")
    scheme, rest = url.split("://", 1)
    with psycopg.connect(f"{scheme.split('+')[0]}://{rest}", autocommit=True) as connection:
        connection.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return made
