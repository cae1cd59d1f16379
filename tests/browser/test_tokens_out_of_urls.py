"""No seat token in any URL the page asks for (issue 14, item 1): every HTTP request and every
websocket of a seated person's page is recorded while she sits, acts, reloads, and hands her seat
to another browser through the page's fragment; none carries her token, and the server's log
holds it nowhere."""

from __future__ import annotations

from playwright.sync_api import Browser, BrowserContext, Page

from browser.driver import await_turn, mouse, new_page, open_table, ready_controls, unpaced
from support.server import Server


def _record(page: Page, urls: list[str]) -> None:
    page.on("request", lambda request: urls.append(request.url))
    page.on("websocket", lambda socket: urls.append(socket.url))


def _sent(url: str) -> str:
    """What of a URL reaches a server: never its fragment."""
    return url.split("#", 1)[0]


def test_no_url_the_page_requests_carries_the_seat_token(context: BrowserContext, browser: Browser,
                                                        server: Server) -> None:
    page, errors = new_page(context)
    urls: list[str] = []
    _record(page, urls)
    table = open_table(page, server.url, "Uma", computer="random")
    await_turn(page)
    mouse(page, ready_controls(page))
    page.reload()
    await_turn(page)
    token = page.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')")
    assert token
    # The seat handed to another browser in the fragment, which no browser sends.
    other = unpaced(browser.new_context(viewport={"width": 1280, "height": 900}))
    try:
        second, errors_second = new_page(other)
        _record(second, urls)
        second.goto(f"{server.url}/t/{table}#token={token}")
        await_turn(second)
        assert "(you)" in second.locator("#pos-bottom").inner_text()
        assert "token" not in second.url, "the fragment is taken out of the address bar"
        assert second.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')") == token
        assert errors_second == []
    finally:
        other.close()
    assert any("/ws/tables/" in url for url in urls) and any("/api/" in url for url in urls)
    assert [url for url in urls if token in _sent(url) or "token=" in _sent(url)] == []
    assert token not in server.log_text()
    assert errors == []
