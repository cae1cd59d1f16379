"""An unknown page in the browser (issue 36): not the raw JSON 404 but a page in the site's
style, at a phone's size and a desktop's, whose link leads back to the card room."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from browser.axe import serious
from support.server import Server

SIZES = [(390, 844), (1280, 800)]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_an_unknown_page_links_to_the_card_room(browser: Browser, server: Server, width: int,
                                               height: int) -> None:
    made = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = made.new_page()
        response = page.goto(f"{server.url}/no-such-page")
        assert response is not None and response.status == 404
        heading = page.get_by_role("heading", level=1)
        assert heading.is_visible() and "no page" in heading.inner_text().lower()
        assert "not_found" not in page.content()
        link = page.get_by_role("link", name="the card room")
        box = link.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        assert box["y"] + box["height"] <= height   # on the first screen
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert serious(page) == []
        link.click()
        page.wait_for_selector("#create-form")
        assert page.url == f"{server.url}/"
    finally:
        made.close()
