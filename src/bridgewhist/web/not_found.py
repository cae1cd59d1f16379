"""The answer to a page that is not there: a browser asking for a page outside the API gets a
small HTML page in the site's style (``static/not-found.html``, with a link to the card room);
the API's paths, and a client that does not ask for HTML, keep the JSON error.

>>> wants_page("GET", "/no-such-page", "text/html,application/xhtml+xml,*/*;q=0.8")
True
>>> wants_page("GET", "/api/tables/x", "text/html"), wants_page("GET", "/x", "application/json")
(False, False)
>>> wants_page("POST", "/no-such-page", "text/html")
False
"""

from __future__ import annotations

from pathlib import Path

from fastapi.responses import FileResponse

__all__ = ["NOT_FOUND_PAGE", "not_found_page", "wants_page"]

NOT_FOUND_PAGE = Path(__file__).with_name("static") / "not-found.html"
"""The page, in the lobby's style."""

MACHINE_PATHS = ("/api/", "/ws/")
"""Paths answered for programs, never with a page."""


def wants_page(method: str, path: str, accept: str) -> bool:
    """Whether a request (``method``, ``path``, its ``Accept`` header ``accept``) is a browser's
    asking for a page: a GET or HEAD asking for HTML, outside the API's paths."""
    return (method in ("GET", "HEAD") and "text/html" in accept.lower()
            and not path.startswith(MACHINE_PATHS))


def not_found_page() -> FileResponse:
    """The page, status 404 (revalidated on each use, as the other pages are)."""
    return FileResponse(NOT_FOUND_PAGE, status_code=404, media_type="text/html",
                        headers={"Cache-Control": "no-cache"})
