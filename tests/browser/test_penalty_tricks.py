"""The end of a refereed deal names its penalty tricks (issue 36, the end of a deal, must-have 4):
"7 tricks at 8" at a club-laws table did not say that some were penalty tricks for a revoke.
A person renounces on purpose at an american-1905 club-laws table (the computer adversaries, the
maxims, claim the three tricks, never waive); at the end of that deal the felt shows the hands
as dealt, the tricks of each side and each line of the score with its reason, the penalty
tricks named with the revoke law, whichever side scores (the claimants' "3 of them penalty
tricks for a revoke", or the revoking side's "after 3 penalty tricks given up for its revoke":
before, "2 tricks over six" for a side that won 11). The referee's last line, on the felt
until the next card, no longer lies over the result's heading and tricks (it did at 390x844).
At 390x844 and 1280x800, axe clean."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from browser.axe import serious
from browser.driver import act_carefully, new_page, open_table, unpaced, window
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""

STATE_JS = """() => {
  const {phase, deal} = document.body.dataset;
  const ready = [...document.querySelectorAll('#calls [data-action], #felt button.card.legal'),
                 ...document.querySelectorAll('#my-hand button.card.legal')]
    .filter((b) => b.getAttribute('aria-disabled') !== 'true' && !b.disabled).map((b) => b.dataset.action);
  const mine = document.body.dataset.myTurn === 'yes' || ready.includes('next');
  if (!ready.length || !mine || document.body.classList.contains('busy')) return null;
  const renounces = ((document.getElementById('consent') || {dataset: {}}).dataset.renounces || '')
    .split(' ').filter(Boolean);
  return {phase, deal, ready, renounces};
}"""

_OVER_JS = """(selector) => { const box = document.querySelector(selector).getBoundingClientRect();
  const found = document.elementFromPoint(box.left + 6, box.top + box.height / 2);
  if (found && document.getElementById('result').contains(found)) return null;
  return found ? (found.id || found.className || found.tagName) : 'nothing'; }"""
"""What lies over the first words of ``selector`` on the felt, or null when they are the result's own."""


def _renounce(page: Page, card: str) -> None:
    """Play ``card``, which renounces, all the same."""
    seq = page.evaluate("document.body.dataset.seq")
    page.locator(f"#my-hand button.card[data-card='{card}']").first.click()
    page.locator("#renounce-ask button.play-anyway").click()
    page.wait_for_function(f"document.body.dataset.seq !== '{seq}'")


def _deal_with_a_revoke(page: Page) -> str:
    """Play carefully until this person can renounce, renounce, then play the deal out following
    suit; the deal's number, once it is over."""
    renounced: str | None = None
    for _ in range(800):
        state: dict[str, Any] = page.wait_for_function(STATE_JS, timeout=60_000).json_value()
        if renounced is not None and (state["phase"] == "over" or state["deal"] != renounced):
            assert state["deal"] == renounced, "the deal of the revoke went by unseen"
            return renounced
        if renounced is None and state["phase"] == "play" and state["renounces"]:
            _renounce(page, state["renounces"][0])
            renounced = state["deal"]
            continue
        act_carefully(page, state["ready"])
    raise AssertionError("800 acts and no deal with a revoke ended")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_end_of_a_refereed_deal_names_its_penalty_tricks(browser: Browser, server: Server, tmp_path: Path,
                                                             width: int, height: int) -> None:
    made = unpaced(browser.new_context(**window(width, height)))
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Rex", computer="maxims", code="american-1905", mode="laws")
        _deal_with_a_revoke(page)
        result = page.locator("#result")
        result.wait_for(state="visible")
        page.locator("#result .result-explained").wait_for(timeout=30_000)
        text = result.inner_text()
        assert re.search(r"Tricks: \S+ \d+, \S+ \d+", text), text   # each side's, by its players' names
        assert "The hands as dealt" in text, text
        # the side scoring below names the penalty tricks it was given, or those it gave up
        named = r"penalty tricks (for a revoke|given up for its revoke), american-1905 law 87"
        assert re.search(named, text), text
        assert "How it was scored: " in text, text
        for selector in ("#result-heading", "#result .result-tricks"):   # not under the referee's line
            over = page.evaluate(_OVER_JS, selector)
            assert over is None, f"{over} over {selector}"
        shot = Path(SHOTS or tmp_path) / f"table-penalty-tricks-after-{width}x{height}.png"
        page.screenshot(path=str(shot))
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()
