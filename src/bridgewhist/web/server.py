"""Run the web table under uvicorn: what ``bridgewhist serve`` starts.

The database is opened (and migrated) before the address is printed, so a path that cannot be
written or a PostgreSQL that does not answer is one line naming it, never a traceback:

>>> try:
...     check_database("/no-such-directory/tables.db")
... except DatabaseUnavailable as error:
...     print(error)
cannot open the database /no-such-directory/tables.db: the directory /no-such-directory does not exist
"""

from __future__ import annotations

import errno
import hashlib
import logging
import re
import socket
import sys
from pathlib import Path

import platformdirs
import uvicorn
from sqlalchemy.exc import SQLAlchemyError

from bridgewhist.errors import BridgeError
from bridgewhist.web.app import create_app
from bridgewhist.web.eviction import IDLE_SECONDS
from bridgewhist.web.guard import Guard, connection_limits, protocols
from bridgewhist.web.hub import UNDO_WINDOW
from bridgewhist.web.models import MAX_FRAME_BYTES
from bridgewhist.web.store import Store, normalise_url

__all__ = ["PACKAGE_DIR", "REDACT_LOGGERS", "AddressUnavailable", "DatabaseUnavailable", "RedactTokens",
           "check_address", "check_database", "default_database", "run", "shown_url"]


_SECRET = re.compile(r"\b(token|ticket)=[^&\s\"']+", re.IGNORECASE)


class RedactTokens(logging.Filter):
    """Rewrites a log line so no seat token (``token=...`` or ``ticket=...`` in a URL's query)
    reaches a log: uvicorn logs each websocket's path with its query at INFO.

    >>> record = logging.LogRecord("uvicorn.error", logging.INFO, "", 0, '%s - "WebSocket %s" [accepted]',
    ...                            ("127.0.0.1:5", "/ws/tables/t1?token=s3cret&x=1"), None)
    >>> RedactTokens().filter(record), record.getMessage()
    (True, '127.0.0.1:5 - "WebSocket /ws/tables/t1?token=[redacted]&x=1" [accepted]')
    """

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if _SECRET.search(message):
            record.msg, record.args = _SECRET.sub(r"\1=[redacted]", message), None
        return True


REDACT_LOGGERS = ("uvicorn", "uvicorn.error", "uvicorn.access", "bridgewhist", "bridgewhist.web")
"""The loggers whose lines are redacted (a logger's filter sees only its own lines)."""


class DatabaseUnavailable(BridgeError):
    """The database cannot be opened or written (the message names it and why)."""


class AddressUnavailable(BridgeError):
    """The server cannot listen on its host and port (the message names them and why)."""


def check_address(host: str, port: int) -> None:
    """Bind, then release, a socket on each address ``host`` resolves to, at ``port``, as uvicorn
    will (``SO_REUSEADDR`` set), so that a port in use is said before any address is printed.

    >>> with socket.socket() as sock:
    ...     sock.bind(("127.0.0.1", 0)); sock.listen()
    ...     try:
    ...         check_address("127.0.0.1", sock.getsockname()[1])
    ...     except AddressUnavailable as error:
    ...         print(str(error).replace(str(sock.getsockname()[1]), "N"))
    port N on 127.0.0.1 is in use: stop what listens there, or choose another with --port

    :raises AddressUnavailable: naming the host or the port, and the way out.
    """
    try:
        found = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as error:
        reason = error.strerror if isinstance(error, socket.gaierror) else "not a host name"
        raise AddressUnavailable(f"--host: {host!r} does not resolve to an address of this machine "
                                 f"({reason})") from None
    for family, kind, proto, _name, address in found:
        with socket.socket(family, kind, proto) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind(address)
            except OSError as error:
                if error.errno == errno.EADDRINUSE:
                    raise AddressUnavailable(f"port {port} on {host} is in use: stop what listens "
                                             "there, or choose another with --port") from None
                raise AddressUnavailable(f"cannot listen on {host} port {port}: "
                                         f"{error.strerror or error}") from None


PACKAGE_DIR = Path(__file__).resolve().parents[1]
"""The folder of the ``bridgewhist`` package being run: a checkout's ``src/bridgewhist``, or an
install's ``site-packages/bridgewhist``."""


def default_database() -> Path:
    """The tables' SQLite file when no database is named: one for each checkout or install, so
    a new clone's lobby starts empty (issue 36). Run from a checkout (the package in ``src/``
    beside a ``pyproject.toml``), its own ``data/tables.db``; installed, ``tables-<key>.db`` in
    the user's data directory (``~/.local/share/bridgewhist`` on Linux, per platformdirs), the
    key a hash of the environment's path (``sys.prefix``). Created on first use.

    >>> default_database().suffix
    '.db'
    """
    checkout = PACKAGE_DIR.parents[1]
    if PACKAGE_DIR.parent.name == "src" and (checkout / "pyproject.toml").is_file():
        return checkout / "data" / "tables.db"
    key = hashlib.sha256(str(Path(sys.prefix).resolve()).encode()).hexdigest()[:12]
    return platformdirs.user_data_path("bridgewhist") / f"tables-{key}.db"


def shown_url(database: str) -> str:
    """The database as printed: a path, or a URL without its user and password.

    >>> shown_url("postgresql://ann:secret@db.example/bw"), shown_url("tables.db")
    ('postgresql://db.example/bw', 'tables.db')
    """
    if "://" not in database:
        return database
    scheme, rest = database.split("://", 1)
    return f"{scheme}://{rest.rsplit('@', 1)[-1]}"


def check_database(database: str) -> None:
    """Open the database at ``database``, bring its schema up to date, close it.

    :raises DatabaseUnavailable: naming the database (without a password) and the reason.
    """
    shown = shown_url(database)
    url = normalise_url(database)
    if url.startswith("sqlite:///") and url not in ("sqlite:///:memory:",):
        folder = Path(url.removeprefix("sqlite:///")).expanduser().parent
        if not folder.is_dir():
            raise DatabaseUnavailable(f"cannot open the database {shown}: the directory {folder} "
                                      "does not exist")
    store = Store(database)
    try:
        store.migrate()
    except (SQLAlchemyError, OSError) as error:
        reason = getattr(error, "orig", None) or error
        first = (str(reason).strip().splitlines() or [type(reason).__name__])[0]
        raise DatabaseUnavailable(f"cannot open the database {shown}: {first}") from None
    finally:
        store.close()


def run(database: str | None, *, host: str, port: int, workers: int, think_seconds: float,
        log_level: str, announce: bool = True, head_timeout: float | None = None,
        max_connections: int | None = None, max_per_address: int | None = None,
        idle_seconds: float | None = None, undo_window: float = UNDO_WINDOW) -> None:
    """Serve the tables stored at ``database`` (default: :func:`default_database`) on
    ``host:port`` until stopped.

    ``announce`` prints the address to open and the database (without its password).
    ``head_timeout``, ``max_connections`` and ``max_per_address`` are the limits on slow and
    crowding clients (``web/guard.py``; None: the default, derived from the open-file limit).
    ``idle_seconds``: a table not in use that long leaves memory (None: ``web/eviction.py``'s default).
    ``undo_window``: seconds the computer players wait after a person's action (``Hub.undo_window``).

    :raises AddressUnavailable: before anything is printed, when ``host:port`` cannot be listened on.
    :raises DatabaseUnavailable: before anything is printed, when the database cannot be used.
    :raises LimitsError: before anything is printed, when a connection limit cannot hold.
    """
    limits = connection_limits(head_timeout, max_connections, max_per_address)
    check_address(host, port)
    if database is None:
        path = default_database()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseUnavailable(f"cannot create the data directory {path.parent}: "
                                      f"{error.strerror or error}") from None
        database = str(path)
    check_database(database)
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s:     %(name)s: %(message)s")
    app = create_app(database, workers=workers, think_seconds=think_seconds,
                     idle_seconds=IDLE_SECONDS if idle_seconds is None else idle_seconds,
                     undo_window=undo_window)
    if announce:
        print(f"bridgewhist: the web table is at http://{host}:{port}/ (database: {shown_url(database)})",
              flush=True)
        print(f"bridgewhist: the score pad is at http://{host}:{port}/pad/", flush=True)
    # No access log, and no token in any other line: a websocket's URL may carry its seat token,
    # which belongs in no log (uvicorn's configuration adds to a logger's filters, never clears them).
    for name in REDACT_LOGGERS:
        logging.getLogger(name).addFilter(RedactTokens())
    # The request head's deadline and the connection caps are uvicorn's protocols, subclassed:
    # both kept below the open-file limit, so a flood of slow sockets cannot starve the rest.
    http, ws = protocols(Guard(limits))
    uvicorn.run(app, host=host, port=port, log_level=log_level, access_log=False,
                http=http, ws=ws, ws_max_size=MAX_FRAME_BYTES)
