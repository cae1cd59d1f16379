"""A club table of five in Debian's chromium (issue 6 item 4): the lobby offers it, and the
table page lists the member who sits out and waits to cut in (P21, A23, W23)."""

from __future__ import annotations

import re

from playwright.sync_api import BrowserContext

from browser.driver import deal_in_play, new_page
from support.server import Server


def test_a_club_table_of_five_lists_who_waits_to_cut_in(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    page.goto(f"{server.url}/")
    page.fill("#player-name", "Ann")
    page.check("input[name=kind][value='club']")
    page.select_option("#club-places", "5")
    page.check("input[name=computer][value='random']")
    if not page.is_checked("#fill-now"):
        page.click("#fill-now")
    page.click("#create-form button[type=submit]")
    page.wait_for_url(re.compile(r"/t/[^/]+$"))
    deal_in_play(page)
    page.wait_for_selector("#waiting-panel:not([hidden])")
    waiting = page.locator("#waiting li").all_inner_texts()
    assert len(waiting) == 1
    seated = " ".join(page.locator(".felt .seat").all_inner_texts())
    assert waiting[0] not in seated  # the one out of the rubber has no seat at the baize
    assert errors == []
