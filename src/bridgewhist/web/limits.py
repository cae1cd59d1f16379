"""The size limit on every HTTP request body (issue 14, item 2): a body past
:data:`MAX_BODY` bytes is refused with a ``413`` and the documented error body, read no further
and never echoed; and the short form of a request the model refused.

>>> from fastapi import FastAPI, Request
>>> from fastapi.testclient import TestClient
>>> inner = FastAPI()
>>> @inner.post("/echo")
... async def echo(request: Request) -> int:
...     return len(await request.body())
>>> client = TestClient(BodyLimit(inner, limit=10))
>>> client.post("/echo", content=b"12345").json(), client.post("/echo", content=b"x" * 11).status_code
(5, 413)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from bridgewhist.notation.limits import shown

__all__ = ["MAX_BODY", "TOO_LARGE_WORDS", "BodyLimit", "problems_text"]

MAX_BODY = 64 * 1024
"""The most bytes an HTTP request body may have (a table's options are a few hundred)."""
TOO_LARGE_WORDS = "a body over 64 KiB (too_large): refused unread, nothing of it echoed"
"""The 413 in words, as every route that takes a body documents it on the OpenAPI page."""


def _too_large(limit: int) -> bytes:
    message = f"the request body is too large: the limit is {limit:,} bytes"
    return json.dumps({"error": {"reason": "too_large", "message": message, "law": None}}).encode()


class BodyLimit:
    """ASGI middleware: refuses an HTTP body declared (``Content-Length``) or streamed past
    ``limit`` bytes with ``413`` ``too_large``, without reading the rest."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers", ())).get(b"content-length", b"0")
        if not declared.isdigit() or int(declared) > self.limit:
            await self._refuse(send)
            return
        seen = 0
        over = False

        async def counted() -> Message:
            nonlocal seen, over
            if over:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:   # the app is told the body ended; its answer is dropped
                    over = True
                    return {"type": "http.request", "body": b"", "more_body": False}
            return message

        async def watched(message: Message) -> None:
            if not over:
                await send(message)

        try:
            await self.app(scope, counted, watched)
        except Exception:
            if not over:
                raise
        if over:
            await self._refuse(send)

    async def _refuse(self, send: Send) -> None:
        body = _too_large(self.limit)
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})


def problems_text(errors: Iterable[Mapping[str, Any]]) -> str:
    """The problems of a refused request, each field and value cut short and escaped (at most
    a few problems, never the value itself at length).

    >>> problems_text([{"loc": ("body", "k" * 50), "msg": "Extra inputs are not permitted"}])
    "body.'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk'... (50 characters): Extra inputs are not permitted"
    """
    items = list(errors)
    parts = []
    for error in items[:5]:
        loc = ".".join(_part(p) for p in error.get("loc", ()))
        parts.append(f"{loc}: {_part(str(error.get('msg', '')), 120)}")
    more = f"; and {len(items) - 5} more" if len(items) > 5 else ""
    return "; ".join(parts) + more


def _part(value: object, limit: int = 32) -> str:
    text = str(value)
    return text if len(text) <= limit and text.isprintable() else shown(text, limit)
