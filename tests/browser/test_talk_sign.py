"""A sign of table talk said out of view (issue 36, item 2), at phone and desktop sizes: the talk
is far down a phone's page, so a line said while it is out of view raises "Table talk: 1 new" in
the corner of the screen; the sign leads to the talk and goes once it is in view."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from browser.axe import serious
from browser.driver import two_people
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""

_IN_VIEW_JS = """(id) => { const box = document.getElementById(id).getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0; }"""


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_talk_said_out_of_view_raises_a_sign_that_leads_to_it(browser: Browser, server: Server,
                                                             tmp_path: Path, width: int, height: int) -> None:
    with two_people(browser, server.url, width, height) as (ann, ann_errors, bob, bob_errors):
        bob.locator("#chat-text").wait_for(state="visible")
        ann.evaluate("window.scrollTo(0, 0)")
        chat_seen = ann.evaluate(_IN_VIEW_JS, "chat-heading")
        bob.fill("#chat-text", "Good evening, partner")
        bob.press("#chat-text", "Enter")
        ann.locator("#chat-log li.chat-line").first.wait_for(state="attached")
        sign = ann.locator("#talk-sign")
        if chat_seen:   # the talk is on the first screen (a tall desktop): no sign is needed
            assert sign.is_hidden()
            return
        sign.wait_for(state="visible")
        assert sign.inner_text() == "Table talk: 1 new"
        assert ann.evaluate(_IN_VIEW_JS, "talk-sign")
        ann.screenshot(path=str(Path(SHOTS or tmp_path) / f"table-talk-sign-after-{width}x{height}.png"))
        assert serious(ann) == []
        sign.click()
        ann.wait_for_function(_IN_VIEW_JS, arg="chat-heading")
        sign.wait_for(state="hidden")
        assert ann_errors == [] and bob_errors == []
