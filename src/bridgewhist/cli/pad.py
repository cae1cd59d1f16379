"""``bridgewhist pad``: the score pad of a real table, in the web server.

If a bridgewhist server already answers at ``--host``/``--port``, the command prints the pad's
address (and opens it with ``--open``) and ends; otherwise it serves as ``bridgewhist serve``
does (the database checked first, then the pad's address printed) until stopped. The page
itself makes the pad (players, cut) and keeps its edit link in the address's fragment.
"""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
import webbrowser
from typing import Annotated

import typer

from bridgewhist.cli.common import bad_input, url_host
from bridgewhist.cli.serve import serve

PAD_PATH = "/pad/"
def answering(base: str, timeout: float = 1.0) -> bool:
    """Whether a bridgewhist server answers at ``base`` (its ``/api/health``).

    >>> answering("http://127.0.0.1:9", timeout=0.2)
    False
    """
    try:
        with urllib.request.urlopen(f"{base}/api/health", timeout=timeout) as response:
            body = json.loads(response.read(1000) or b"{}")
            return response.status == 200 and body.get("ok") is True
    except (urllib.error.URLError, OSError, ValueError):
        return False


def pad(
    host: Annotated[str, typer.Option("--host", help="The server's address.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="The server's port.")] = 8000,
    database: Annotated[str | None, typer.Option(
        "--database", help="When the server must be started: as `bridgewhist serve --database`.",
        show_default=False)] = None,
    open_browser: Annotated[bool, typer.Option(
        "--open/--no-open", help="Open the pad in the browser too.")] = False,
) -> None:
    """Open the score pad of a real table: start the server if none answers, print the URL."""
    with bad_input():
        shown_host = url_host(host)
    base = f"http://{shown_host}:{port}"
    url = base + PAD_PATH
    if answering(base):
        print(f"bridgewhist: the score pad is at {url} (the server was already running)", flush=True)
        if open_browser:
            webbrowser.open(url)
        return
    # `serve` checks the database, then prints the table's and the pad's addresses, and serves.
    if open_browser:
        def when_up() -> None:
            for _ in range(100):
                if answering(base, timeout=0.3):
                    webbrowser.open(url)
                    return
                threading.Event().wait(0.2)
        threading.Thread(target=when_up, daemon=True).start()
    serve(host=host, port=port, database=database, workers=1, think_seconds=10.0, log_level="warning")
