"""Undo on the first tap (issue 36, item 1), at phone and desktop sizes, the computer players'
acts shown at the table's normal pace (never unpaced here): the undo names the act it takes back,
so a view still waiting its turn on the page never makes it out of date. With a window
(``--undo-window 5``) the card comes back; with none, the undo is taken back while nobody has
acted after it, else refused in plain words: who has acted since, or the rule of what was seen
(web/tables/seen.py: the opening lead with dummy down), never an event number."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from browser.axe import serious
from browser.driver import new_page, open_table, until_card_turn, window
from browser.serving import serving
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""


@pytest.fixture(scope="module")
def windowed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Computer players who wait 5 s after a person's act before theirs."""
    yield from serving(tmp_path_factory.mktemp("windowed"), "--undo-window", "5")


@pytest.fixture(scope="module")
def hasty(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Computer players who act at once."""
    yield from serving(tmp_path_factory.mktemp("hasty"), "--undo-window", "0")


def _play_and_undo(browser: Browser, server: Server, width: int, height: int,
                   shot: Path) -> tuple[Page, list[str], str]:
    made = browser.new_context(**window(width, height))
    page, errors = new_page(made)
    open_table(page, server.url, "Ivo", computer="random")
    until_card_turn(page)
    card = str(page.locator("button.card.legal").first.get_attribute("data-card"))
    page.locator(f"button.card.legal[data-card='{card}']").first.click()
    undo = page.locator("#consent button[data-action='undo']")
    undo.wait_for(state="visible")
    undo.click()
    page.wait_for_timeout(300)
    page.wait_for_function("!document.body.classList.contains('busy')")
    page.screenshot(path=str(shot))
    return page, errors, card


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_an_undo_tapped_at_once_takes_the_card_back_while_the_page_is_paced(
        browser: Browser, windowed: Server, tmp_path: Path, width: int, height: int) -> None:
    shot = Path(SHOTS or tmp_path) / f"table-undo-first-tap-{width}x{height}.png"
    page, errors, card = _play_and_undo(browser, windowed, width, height, shot)
    try:
        page.locator(f"button.card.legal[data-card='{card}']").first.wait_for(state="visible", timeout=10_000)
        notice = page.locator("#notice")
        assert notice.is_hidden() or "event" not in notice.inner_text()
        assert serious(page) == []
        assert errors == []
    finally:
        page.context.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_an_undo_at_a_hasty_table_is_taken_back_or_refused_in_plain_words(
        browser: Browser, hasty: Server, tmp_path: Path, width: int, height: int) -> None:
    page, errors, _ = _play_and_undo(browser, hasty, width, height,
                                     Path(SHOTS or tmp_path) / f"table-undo-refused-{width}x{height}.png")
    plain = ["Undo accepted:", "has acted since", "have acted since",
             "last action cannot be taken back: "]
    try:
        # The answer comes after the computers' own cards at a hasty table: wait for it to be said
        # (in the log or the notice), then read what was said; on a time-out the assertion below
        # shows what was said instead.
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function(
                """(plain) => { const notice = document.getElementById('notice');
                  const said = document.getElementById('log').innerText + ' '
                    + (notice && !notice.hidden ? notice.innerText : '');
                  return plain.some((words) => said.includes(words)); }""", arg=plain, timeout=15_000)
        said = page.locator("#log").inner_text() + " " + (page.locator("#notice").inner_text()
                                                         if page.locator("#notice").is_visible() else "")
        assert "event" not in said, said
        assert any(words in said for words in plain), said
        assert serious(page) == []
        assert errors == []
    finally:
        page.context.close()
