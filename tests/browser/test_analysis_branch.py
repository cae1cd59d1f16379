"""Play on from here in the browser (issue 35, item 2): from a card of a finished deal on the
analysis board, the user takes his seat and plays the deal on against the computers to its end,
by keyboard at 1280x800 and by touch at 390x844; the outcome is set beside the deal as played and
double dummy; the table's record is the same before and after; axe clean at both."""

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


def _wait_answer(page: Page) -> None:
    page.wait_for_function("""() => { const box = document.getElementById('branch');
        return box && !box.hasAttribute('aria-busy') && box.querySelector('#branch-status'); }""",
                           timeout=60_000)


def _play_to_the_end(page: Page, *, tap: bool) -> int:
    """Play the first legal card (Enter on the focused one, or a tap) until the outcome shows;
    the number of the user's cards."""
    for played in range(60):
        _wait_answer(page)
        if page.locator("#branch table").count():
            return played
        button = page.locator("#branch .an-branch-cards button").first
        if tap:
            button.tap()
        else:
            assert page.evaluate("document.activeElement.closest('.an-branch-cards') !== null")
            page.keyboard.press("Enter")
    raise AssertionError("the branch never ended")


def test_play_on_from_a_card_by_keyboard_and_by_touch(
        desk_and_phone: tuple[BrowserContext, BrowserContext], server: Server, tmp_path: Path) -> None:
    shots = Path(SHOTS or tmp_path)
    desk, phone = desk_and_phone
    page, errors = new_page(desk)
    table_id = open_table(page, server.url, "Ivo", computer="random")
    play_until_over(page, mouse)
    record = page.request.get(f"{server.url}/api/tables/{table_id}/record.json").body()
    page.locator("#result a.analyse-link").click()
    page.wait_for_url(f"**/analysis/{table_id}?deal=1&rubber=1")
    _board_ready(page)
    # the seat offered first is the one Ivo held (or the dealer's when he was dummy)
    assert page.locator("#branch-seat").input_value() in ("N", "E", "S", "W")
    page.focus("#card-range")
    for _ in range(20):
        page.keyboard.press("ArrowRight")
    assert page.locator("#branch-start").inner_text() == "Play on from card 21"
    page.focus("#branch-start")
    page.keyboard.press("Enter")
    mine = _play_to_the_end(page, tap=False)
    assert mine >= 1
    status = page.locator("#branch-status").inner_text()
    assert status.startswith("In your branch ") and "double dummy from there" in status
    assert page.locator("#branch table tbody tr").count() == 3
    last_row = page.locator("#branch table tbody tr").nth(2).inner_text()
    assert last_row.startswith("Double dummy from card 21")
    page.screenshot(path=str(shots / "analysis-branch-1280x800.png"), full_page=True)
    assert serious(page) == []
    assert errors == []
    assert page.request.get(f"{server.url}/api/tables/{table_id}/record.json").body() == record

    small, small_errors = new_page(phone)
    small.goto(page.url)
    _board_ready(small)
    small.tap("#card-next")
    small.locator("#branch-start").tap()
    assert _play_to_the_end(small, tap=True) >= 1
    assert small.locator("#branch table tbody tr").count() == 3
    assert small.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    small.locator("#branch-heading").scroll_into_view_if_needed()
    small.screenshot(path=str(shots / "analysis-branch-390x844.png"))
    assert serious(small) == []
    assert small_errors == []
    assert small.request.get(f"{server.url}/api/tables/{table_id}/record.json").body() == record
