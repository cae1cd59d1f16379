"""A PBN deal of another program on the analysis board in the browser (issue 35, item 2): pasted
or uploaded at /analysis/ (no table), the same board is drawn; malformed PBN is refused beside the form in
one line naming what is wrong; a branch is played on from the pasted deal; axe clean at
1280x800 and 390x844."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Browser

from browser.axe import serious
from browser.driver import new_page, unpaced
from support.foreign_pbn import foreign_pbn
from support.server import Server

SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""


def test_a_pasted_pbn_deal_is_analysed_and_malformed_pbn_refused(browser: Browser, server: Server,
                                                                 tmp_path: Path) -> None:
    shots = Path(SHOTS or tmp_path)
    text = foreign_pbn((11, 12))
    for size, touch in (((1280, 800), False), ((390, 844), True)):
        context = unpaced(browser.new_context(viewport={"width": size[0], "height": size[1]},
                                              has_touch=touch, is_mobile=touch))
        try:
            page, errors = new_page(context)
            page.goto(f"{server.url}/analysis/")
            page.locator("#pbn-panel").wait_for(state="visible")
            assert page.locator("#analysis-body").is_hidden()
            page.fill("#pbn-text", "[Deal \"N:AKQ\"]")
            page.locator("#pbn-analyse").click()
            page.locator("#pbn-error").wait_for(state="visible", timeout=60_000)
            assert page.locator("#pbn-error").inner_text() == (
                "This PBN cannot be analysed: line 1: the game has no [Dealer]: every game needs its "
                "[Dealer] and [Deal]")
            assert page.evaluate("document.activeElement.id") == "pbn-text"
            if touch:
                page.fill("#pbn-text", text)
            else:   # uploaded as a file: its text fills the form
                page.set_input_files("#pbn-file", files=[{"name": "endplay.pbn", "mimeType": "text/plain",
                                                          "buffer": text.encode()}])
                page.wait_for_function("document.getElementById('pbn-text').value.length > 100")
                assert page.input_value("#pbn-text") == text
            page.fill("#pbn-deal", "1")
            if touch:
                page.locator("#pbn-analyse").tap()
            else:
                page.focus("#pbn-analyse")
                page.keyboard.press("Enter")
            page.locator("#analysis-body").wait_for(state="visible", timeout=60_000)
            assert page.locator("#pbn-error").is_hidden()
            assert page.locator("#cards-table tbody tr").count() == 52
            assert page.locator("#makes tbody tr").count() == 5
            assert "game 1 of 2" in page.locator("#analysis-title").inner_text()
            # the form folds away under the board; its summary opens it for another deal
            assert page.locator("#pbn-text").is_hidden()
            assert page.locator("#pbn-summary").inner_text() == "Analyse another PBN deal"
            # play on from the pasted deal: the computers answer up to the user's turn
            page.locator("#branch-start").click()
            page.locator("#branch-status").wait_for(timeout=60_000)
            assert page.locator("#branch .an-branch-cards button").count() >= 1
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
            page.screenshot(path=str(shots / f"analysis-pbn-{size[0]}x{size[1]}.png"))
            assert serious(page) == []
            # the browser logs the refusal's 422 itself; nothing else went wrong
            assert [e for e in errors if "status of 422" not in e] == []
        finally:
            context.close()
