"""The analysis board in the browser (issue 35, item 2): a deal played to its end at the table,
"Analyse this deal" at its end opens the board; the chart, its table, each card's values, the
players, the makes and the best line, chosen by keyboard at 1280x800 and by touch at 390x844;
axe clean at both."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import BrowserContext, Page

from browser.axe import serious
from browser.driver import mouse, new_page, open_table, play_until_over
from support.server import Server

SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""


def _board_ready(page: Page) -> None:
    page.locator("#analysis-body").wait_for(state="visible", timeout=60_000)
    assert page.locator("#cards-table tbody tr").count() == 52
    changed = page.locator("#cards-table tbody tr td:last-child", has_text="yes").count()
    assert page.locator("#chart svg circle.an-changed").count() == changed
    assert page.locator("#makes tbody tr").count() == 5
    assert page.locator("#players tbody tr").count() == 4


def test_the_board_of_a_finished_deal_by_keyboard_and_by_touch(
        desk_and_phone: tuple[BrowserContext, BrowserContext], server: Server, tmp_path: Path) -> None:
    shots = Path(SHOTS or tmp_path)
    desk, phone = desk_and_phone
    page, errors = new_page(desk)
    table_id = open_table(page, server.url, "Ivo", computer="random")
    before = page.request.get(f"{server.url}/api/tables/{table_id}/analysis")
    assert before.status == 409 and "deal_not_finished" in before.text()
    play_until_over(page, mouse)
    page.locator("#result a.analyse-link").click()
    page.wait_for_url(f"**/analysis/{table_id}?deal=1&rubber=1")
    _board_ready(page)
    # by keyboard: the slider chooses the card, the best line steps from it
    page.focus("#card-range")
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    assert page.locator("#card-number").inner_text() == "5"
    assert "Card 5 (trick 2)" in page.locator("#card-detail").inner_text()
    page.focus("#line-show")
    page.keyboard.press("Enter")
    page.locator("#line ol li").first.wait_for(timeout=60_000)
    assert page.locator("#line ol li").count() == 48
    page.keyboard.press("Enter")   # the focus is on "Step ›"
    assert page.locator("#line-status").inner_text().startswith("Step 1 of 48")
    assert page.locator("#hands del").count() == 5
    page.screenshot(path=str(shots / "analysis-board-1280x800.png"), full_page=True)
    assert serious(page) == []
    assert errors == []

    small, small_errors = new_page(phone)
    small.goto(page.url)
    _board_ready(small)
    box = small.locator("#chart svg").bounding_box()
    assert box is not None
    small.tap("#chart svg", position={"x": box["width"] * 0.98, "y": box["height"] / 2})
    assert small.locator("#card-number").inner_text() == "52"
    small.tap("#card-prev")
    assert small.locator("#card-number").inner_text() == "51"
    assert small.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    small.screenshot(path=str(shots / "analysis-board-390x844.png"))
    assert serious(small) == []
    assert small_errors == []
