"""The end of a deal on the felt (issue 36, item 3), four-hand and three-hand, at phone and
desktop sizes: the four hands as dealt (13 cards each, shown only once the deal is over), the
tricks, the score's lines (a three-hand deal's points by player, never "Nothing scored." while
the block gives points), and one button that deals the next hand."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from browser.axe import serious
from browser.driver import (
    deal_in_play,
    deal_next,
    mouse,
    new_page,
    open_kind,
    open_table,
    play_until_over,
    unpaced,
)
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""

_CARDS_JS = """() => [...document.querySelectorAll('#result .dealt-hands li')].map((li) =>
  [...li.querySelectorAll('.dealt-suit')].map((s) => s.textContent.trim().split(/\\s+/).slice(1)
    .filter((r) => r !== 'none').length).reduce((a, b) => a + b, 0))"""

_NO_HANDS_JS = """() => !document.querySelector('.dealt-hands') || document.body.dataset.phase === 'over'"""
"""No hands as dealt on the page while a deal is in play (the phase and the page read in one go)."""


def _scored_deal(page: Page) -> str:
    """Play deals until one is over with points scored (a passed deal scores nothing); the
    result's text. The hands as dealt are never on the page while a deal is in play."""
    for _ in range(6):
        deal_in_play(page)
        # A deal may be over already (a three-hand dealer's pass): then its end is on the page.
        assert page.evaluate(_NO_HANDS_JS), page.locator(".dealt-hands").inner_text()
        play_until_over(page, mouse)
        page.locator("#result").wait_for(state="visible")
        text = page.locator("#result").inner_text()
        if "below the line" in text or "above" in text:
            return text
        deal_next(page)
    raise AssertionError("six deals without a point scored")


@pytest.mark.parametrize("kind", ["four", "three"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_end_of_a_deal_shows_the_hands_the_score_and_one_next_button(
        browser: Browser, server: Server, tmp_path: Path, width: int, height: int, kind: str) -> None:
    phone = width < 600
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}, has_touch=phone,
                                       is_mobile=phone))
    try:
        page, errors = new_page(made)
        if kind == "four":
            open_table(page, server.url, "Ivo", computer="random")
        else:
            open_kind(page, server.url, "Ann", "three-hand")
        text = _scored_deal(page)
        assert "Nothing scored." not in text
        assert page.evaluate(_CARDS_JS) == [13, 13, 13, 13]
        assert "The hands as dealt" in text
        if kind == "four":
            assert all(seat in text for seat in ("North (", "East (", "South (", "West ("))
        assert page.locator("button[data-action='next']:visible").count() == 1
        shot = Path(SHOTS or tmp_path) / f"table-deal-end-{kind}-after-{width}x{height}.png"
        page.screenshot(path=str(shot))
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()
