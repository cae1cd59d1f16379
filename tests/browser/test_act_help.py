"""At the table, what each act offered means (issue 34, item 5): beside the calls, a disclosure
lists every act now offered in one line with its law from the LawCode data, opened by touch at
390x844 and by keyboard at 1280x800, axe clean."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Browser, Page, expect

from browser.axe import serious
from browser.driver import Actor, deal_next, finger, mouse, new_page, open_table, play_until_over
from support.server import Server


class Shown(Exception):
    """The acts' help is on the page: stop acting."""


def help_shown(page: Page, actor: Actor = mouse) -> None:
    """Act with ``actor`` until the page offers acts with a meaning (the calls, or the play's
    claim): a seat that is dummy, or a defender, may have none for a whole deal."""
    help_box = page.locator("#act-help")

    def look_then_act(page: Page, controls: list[dict[str, Any]]) -> None:
        if help_box.is_visible():
            raise Shown
        actor(page, controls)

    try:
        for _ in range(3):
            if help_box.is_visible():
                return
            play_until_over(page, look_then_act)
            deal_next(page, actor)
    except Shown:
        return
    expect(help_box).to_be_visible()


def test_the_acts_offered_are_explained_by_touch(browser: Browser, server: Server) -> None:
    made = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Ann", code="american-1905")
        help_shown(page, finger)
        toggle = page.locator("#act-help .act-help-toggle")
        toggle.tap()
        expect(toggle).to_have_attribute("aria-expanded", "true")
        laws = page.locator("#act-help-list dd .law").all_inner_texts()
        assert laws and all(re.fullmatch(r"\(american-1905 laws? [\d, -]+\)", law) for law in laws), laws
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()


def test_the_acts_offered_are_explained_by_keyboard(browser: Browser, server: Server) -> None:
    made = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Ann")
        help_shown(page)
        toggle = page.locator("#act-help .act-help-toggle")
        toggle.focus()
        page.keyboard.press("Enter")
        listing = page.locator("#act-help-list")
        expect(listing).to_be_visible()
        acts = listing.locator("dd").evaluate_all("nodes => nodes.map(n => n.dataset.act)")
        assert acts and set(acts) <= {"declare", "leave", "ask", "yes", "double", "redouble",
                                      "double-again", "satisfied", "claim", "concede"}
        expect(listing.locator("dd .law").first).to_contain_text("english-1904 law")
        page.keyboard.press("Enter")
        expect(listing).to_be_hidden()
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()
