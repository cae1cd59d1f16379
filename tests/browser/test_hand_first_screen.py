"""The hand on the first screen (issue 36, item 2): at 360x740, 390x844, 1280x800 and 1920x1080,
at every card size of the settings, opening the hint never moves the hand (its box is below the
hand, so it never pushes the ringed card down). In every one of these states, when the player is
asked for a card his whole hand lies inside the viewport as the page draws it, and with the hint
open the ringed card does too (issue 36, item 3). The talk and its sign are tested in
tests/browser/test_talk_sign.py."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from browser.driver import (
    new_page,
    open_table,
    unpaced,
    until_card_turn,
    window,
)
from browser.serving import serving
from support.server import Server

SIZES = [(360, 740), (390, 844), (1280, 800), (1920, 1080)]
CARD_SIZES = ["normal", "large", "largest"]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set."""

_BOX_JS = """(selector) => { const el = document.querySelector(selector);
  if (!el) return null;
  const box = el.getBoundingClientRect();
  return {top: box.top, bottom: box.bottom, height: window.innerHeight}; }"""


@pytest.fixture(scope="module")
def maxims(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A served table whose computer players (and hints) are the maxims, acting at once."""
    yield from serving(tmp_path_factory.mktemp("first-screen"), "--undo-window", "0")


def _inside(box: dict[str, float] | None, what: str) -> None:
    assert box is not None, f"no {what}"
    where = f"{what} at {box['top']:.0f}-{box['bottom']:.0f} of a {box['height']} px screen"
    assert box["top"] >= 0 and box["bottom"] <= box["height"], where


@pytest.mark.parametrize("cards", CARD_SIZES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_hand_and_the_hinted_card_are_on_the_first_screen(browser: Browser, maxims: Server, width: int,
                                                             height: int, cards: str) -> None:
    made = unpaced(browser.new_context(**window(width, height)))
    made.add_init_script(f"try {{ localStorage.setItem('bridgewhist.cards', '{cards}'); }} catch (e) {{}}")
    try:
        page, errors = new_page(made)
        open_table(page, maxims.url, "Hal", computer="maxims")
        until_card_turn(page)
        page.wait_for_timeout(200)
        before = page.evaluate(_BOX_JS, "#my-hand")
        _inside(before, "the hand")
        page.wait_for_selector("#hint-ask:not([hidden])")
        page.click("#hint-ask")
        page.wait_for_selector("#hint .hint-maxim")
        page.wait_for_timeout(200)
        after = page.evaluate(_BOX_JS, "#my-hand")
        assert after is not None and before is not None and abs(after["top"] - before["top"]) < 1, \
            f"the hint moved the hand from {before['top']:.0f} to {after['top']:.0f}"
        _inside(page.evaluate(_BOX_JS, ".card.hinted"), "the ringed card")
        if SHOTS and cards == "normal":
            page.screenshot(path=str(Path(SHOTS) / f"table-hint-open-after-{width}x{height}.png"))
        assert errors == []
    finally:
        made.close()
