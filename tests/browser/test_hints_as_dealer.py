"""Hints as the dealer (issue 36): asking the maxims for dummy's card and then for his own at
every turn of a deal, as fast as the computer players let him, a person is never refused (4 of
26 asks were, "wait 0 s": the rate counted his seats, not his turns). At 390x844 and 1280x800,
axe clean with the hint shown. The rate itself is tested in tests/web/test_hint_turns.py."""

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
    next_state,
    open_table,
    ready_controls,
    unpaced,
    window,
)
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""

_ANSWERED_JS = """() => { const box = document.getElementById('hint');
  return !box.hidden && box.textContent !== '' && !box.textContent.startsWith('Asking'); }"""


def _ask(page: Page, number: int) -> None:
    """Ask the maxims once; the answer must be theirs, never a refusal."""
    page.wait_for_selector("#hint-ask:not([hidden])")
    page.click("#hint-ask")
    page.wait_for_function(_ANSWERED_JS, timeout=30_000)
    assert page.locator("#hint .hint-maxim").count() == 1, f"ask {number} refused: {page.inner_text('#hint')}"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_dealer_asks_at_every_turn_and_is_never_refused(browser: Browser, server: Server, tmp_path: Path,
                                                            width: int, height: int) -> None:
    made = unpaced(browser.new_context(**window(width, height)))
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Dot", computer="maxims")
        shot = Path(SHOTS or tmp_path) / f"table-hint-dealer-after-{width}x{height}.png"
        asked = 0
        for _ in range(2000):
            deal = deal_in_play(page)
            if next_state(page, deal) == "done":
                if asked:
                    break
                deal_next(page)
                continue
            controls = ready_controls(page)
            dealer = page.evaluate("document.body.dataset.seat === document.body.dataset.dealer")
            playing = page.evaluate("document.body.dataset.phase") == "play"
            if dealer and playing and any(c["card"] for c in controls):
                asked += 1
                _ask(page, asked)
                if asked == 2:
                    page.screenshot(path=str(shot))
                    assert serious(page) == []
            mouse(page, controls)
        assert asked >= 24, f"the dealer asked only {asked} times in his deal"
        assert errors == []
    finally:
        made.close()
