"""Risky defaults and small faults of the table page (issue 36, items 4 and 5), at phone and
desktop sizes: asked to double, the keyboard's focus starts on "Satisfied" (never on "I double");
the claim box starts with nothing chosen and its button off until a number is; the connection's
status is never cut in the header; a ten's "10" is never covered by the card lying over it."""

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
)

SIZES = [(360, 740), (390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""

_COVERED_TENS_JS = """() => [...document.querySelectorAll('.card')].filter((card) => {
  const rank = card.querySelector('.rank');
  const next = card.nextElementSibling;
  if (!rank || rank.textContent !== '10' || !next || !next.classList.contains('card')) return false;
  const over = next.getBoundingClientRect(), text = rank.getBoundingClientRect();
  if (over.width === 0 || text.width === 0) return false;
  return over.left < text.right - 0.5 && over.top < text.bottom && over.bottom > text.top;
}).map((card) => card.dataset.card || card.getAttribute('aria-label'))"""

_CUT_JS = """() => { const c = document.getElementById('conn');
  return c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > window.innerWidth; }"""


def _context(browser: Browser, width: int, height: int) -> dict[str, object]:
    phone = width < 600
    return {"viewport": {"width": width, "height": height}, "has_touch": phone, "is_mobile": phone}


def _shot(page: Page, tmp_path: Path, name: str) -> None:
    page.screenshot(path=str(Path(SHOTS or tmp_path) / name))


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_safe_defaults_an_uncut_status_and_whole_tens(browser: Browser, server: object, tmp_path: Path,
                                                    width: int, height: int) -> None:
    made = unpaced(browser.new_context(**_context(browser, width, height)))  # type: ignore[arg-type]
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Ivo", computer="random")  # type: ignore[attr-defined]
        page.wait_for_function("document.getElementById('conn').dataset.status === 'connected'")
        assert page.evaluate(_CUT_JS) is False, page.locator("#conn").inner_text()
        wanted = {"double", "claim"}
        tens_seen = 0
        for _ in range(900):
            if not wanted and tens_seen >= 3:
                break
            deal = deal_in_play(page)
            if next_state(page, deal) == "done":
                deal_next(page)
                continue
            assert page.evaluate(_COVERED_TENS_JS) == []
            tens_seen += bool(page.locator(".card .rank", has_text="10").count())
            controls = ready_controls(page)
            actions = [c["action"].lower() for c in controls]
            phase = page.evaluate("document.body.dataset.phase")
            if phase == "doubling" and "double" in actions:
                focused = page.evaluate("document.activeElement && document.activeElement.dataset.action")
                assert str(focused).lower() == "satisfied"
                if "double" in wanted:
                    _shot(page, tmp_path, f"table-double-focus-after-{width}x{height}.png")
                    assert serious(page) == []
                wanted.discard("double")
            if phase == "play" and page.locator("#claim-count").count():
                assert page.locator("#claim-count").input_value() == ""
                assert page.locator("#consent button[data-action='claim']").is_disabled()
                if "claim" in wanted:
                    page.locator("#consent").screenshot(
                        path=str(Path(SHOTS or tmp_path) / f"table-claim-box-after-{width}x{height}.png"))
                    assert serious(page) == []
                wanted.discard("claim")
            mouse(page, controls)
        assert not wanted, f"never reached: {wanted}"
        assert tens_seen, "no ten was ever on the table"
        assert errors == []
    finally:
        made.close()
