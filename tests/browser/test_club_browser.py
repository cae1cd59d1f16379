"""A club table of five in Debian's chromium (issue 6 item 4): the lobby offers it, and the
table page lists the member who sits out and waits to cut in (P21, A23, W23)."""

from __future__ import annotations

from playwright.sync_api import BrowserContext

from browser.driver import deal_in_play, new_page, open_kind
from support.server import Server


def test_a_club_table_of_five_lists_who_waits_to_cut_in(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    open_kind(page, server.url, "Ann", "club", places=5)
    deal_in_play(page)
    page.wait_for_selector("#waiting-panel:not([hidden])")
    waiting = page.locator("#waiting li").all_inner_texts()
    assert len(waiting) == 1
    seated = " ".join(page.locator(".felt .seat").all_inner_texts())
    assert waiting[0] not in seated  # the one out of the rubber has no seat at the baize
    assert errors == []
