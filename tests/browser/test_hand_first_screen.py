"""The hand on the first screen (issue 36, must-have 3): at 360x740, 390x844, 1280x800 and
1920x1080, at every card size of the settings, with the hint, the table talk and the rulings
open and closed, the player asked for a card has his whole hand inside the viewport as the page
draws it, nothing laid over it.

Each state measured (the page as the player has it, never scrolled by the test):

- a friendly table, nothing said, the hint closed; then the hint open (it never moves the hand,
  and the ringed card is inside the viewport);
- a friendly table at which a line was said while the talk was out of view (on a phone the talk
  is far below: "Table talk: 1 new" is raised; on a desktop it is on the first screen), the
  hint closed and then open: the sign lies over neither the hand, the ringed card nor the
  header's status and buttons;
- a club-laws table (the hints are not offered there), its rulings closed; then open: the
  irregularities menu opened and a card exposed from it, the referee's ruling on the felt, where
  it is inside the viewport with the hand.

Axe stays clean in every open state. The talk's sign itself is tested in
tests/browser/test_talk_sign.py, the rulings' words in test_laws_wrong_hand.py."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from browser.axe import serious
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
  if (!el || el.hidden) return null;
  const box = el.getBoundingClientRect();
  return {top: box.top, bottom: box.bottom, left: box.left, right: box.right,
          height: window.innerHeight, width: window.innerWidth}; }"""

Box = dict[str, float]


@pytest.fixture(scope="module")
def maxims(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A served table whose computer players (and hints) are the maxims, acting at once."""
    yield from serving(tmp_path_factory.mktemp("first-screen"), "--undo-window", "0")


def _context(browser: Browser, width: int, height: int, cards: str) -> BrowserContext:
    made = unpaced(browser.new_context(**window(width, height)))
    made.add_init_script(f"try {{ localStorage.setItem('bridgewhist.cards', '{cards}'); }} catch (e) {{}}")
    return made


def _box(page: Page, selector: str) -> Box | None:
    found: Box | None = page.evaluate(_BOX_JS, selector)
    return found


def _inside(box: Box | None, what: str, state: str) -> Box:
    assert box is not None, f"no {what} ({state})"
    where = f"{what} at {box['top']:.0f}-{box['bottom']:.0f} of a {box['height']:.0f} px screen ({state})"
    assert box["top"] >= 0 and box["bottom"] <= box["height"], where
    assert box["left"] >= 0 and box["right"] <= box["width"], where
    return box


def _apart(over: Box | None, under: Box | None, what: str) -> None:
    """``over`` (a thing laid on the page) covers no part of ``under``."""
    if over is None or under is None:
        return
    meet = (over["left"] < under["right"] - 0.5 and under["left"] < over["right"] - 0.5
            and over["top"] < under["bottom"] - 0.5 and under["top"] < over["bottom"] - 0.5)
    assert not meet, f"{what}: {_span(over)} over {_span(under)}"


def _span(box: Box) -> str:
    return f"{box['left']:.0f}-{box['right']:.0f} x {box['top']:.0f}-{box['bottom']:.0f}"


def _hand_at_rest(page: Page, state: str) -> Box:
    page.wait_for_timeout(200)
    return _inside(_box(page, "#my-hand"), "the hand", state)


def _sign_covers_nothing(page: Page, state: str) -> None:
    sign = _box(page, "#talk-sign")
    for selector, what in (("#my-hand", "the hand"), (".card.hinted", "the ringed card"),
                           ("#actions", "the player's calls and cards"), ("#felt", "the felt"),
                           ("#conn", "the connection's status"), ("#share", "the link's button"),
                           ("#settings-open", "the settings' button")):
        _apart(sign, _box(page, selector), f"the talk's sign over {what} ({state})")


def _hint_open(page: Page, before: Box, state: str) -> None:
    page.wait_for_selector("#hint-ask:not([hidden])")
    page.click("#hint-ask")
    page.wait_for_selector("#hint .hint-maxim")
    after = _hand_at_rest(page, state)
    assert abs(after["top"] - before["top"]) < 1, \
        f"the hint moved the hand from {before['top']:.0f} to {after['top']:.0f} ({state})"
    _inside(_box(page, ".card.hinted"), "the ringed card", state)


@pytest.mark.parametrize("cards", CARD_SIZES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_hand_and_the_hinted_card_are_on_the_first_screen(browser: Browser, maxims: Server, width: int,
                                                             height: int, cards: str) -> None:
    made = _context(browser, width, height, cards)
    try:
        page, errors = new_page(made)
        open_table(page, maxims.url, "Hal", computer="maxims")
        until_card_turn(page)
        before = _hand_at_rest(page, "nothing said, the hint closed")
        _hint_open(page, before, "nothing said, the hint open")
        if SHOTS and cards == "normal":
            page.screenshot(path=str(Path(SHOTS) / f"table-hint-open-after-{width}x{height}.png"))
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()


def _said_before_the_deal(browser: Browser, page: Page, width: int, height: int) -> None:
    """Bob joins the table ``page`` opened, says a line while the page is at its top (the talk out
    of view on a phone), and leaves; the page's person lets computer players fill the places."""
    other = unpaced(browser.new_context(**window(width, height)))
    try:
        bob, bob_errors = new_page(other)
        bob.goto(page.url)
        bob.fill("#join-name", "Bob")
        bob.click("#join-form button[type=submit]")
        bob.locator("#chat-text").wait_for(state="visible")
        page.evaluate("window.scrollTo(0, 0)")
        bob.fill("#chat-text", "Good evening, all")
        bob.press("#chat-text", "Enter")
        page.locator("#chat-log li.chat-line").first.wait_for(state="attached")
        bob.click("#leave")
        page.locator("#fill").click()
        assert bob_errors == []
    finally:
        other.close()


@pytest.mark.parametrize("cards", CARD_SIZES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_hand_is_on_the_first_screen_with_the_talk_open(browser: Browser, maxims: Server, width: int,
                                                           height: int, cards: str) -> None:
    made = _context(browser, width, height, cards)
    try:
        page, errors = new_page(made)
        open_table(page, maxims.url, "Hal", computer="maxims", fill=False)
        _said_before_the_deal(browser, page, width, height)
        until_card_turn(page)
        state = "a line said, the hint closed"
        before = _hand_at_rest(page, state)
        if width < 600:   # the talk is far below: its sign is raised
            assert page.locator("#talk-sign").inner_text() == "Table talk: 1 new"
        _sign_covers_nothing(page, state)
        state = "a line said, the hint open"
        _hint_open(page, before, state)
        _sign_covers_nothing(page, state)
        if SHOTS and cards == "largest":
            page.screenshot(path=str(Path(SHOTS) / f"table-talk-hand-after-{width}x{height}.png"))
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()


def _expose_a_card(page: Page) -> dict[str, Any]:
    """Open the irregularities menu and expose the first card of the hand (the referee rules at
    once: the dealer's side without penalty, an adversary's card liable to be called); the
    ruling's line on the felt, once drawn, and whether the player is still to play."""
    page.locator("#irregularities summary").click()
    page.locator('#irregularities button[data-action^="expose"]').first.click()
    page.wait_for_selector("#felt-ruling:not([hidden])", timeout=30_000)
    page.wait_for_function("!document.body.classList.contains('busy')", timeout=30_000)
    page.wait_for_timeout(300)
    return {"line": page.inner_text("#felt-ruling"), "mine": page.evaluate("document.body.dataset.myTurn")}


@pytest.mark.parametrize("cards", CARD_SIZES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_hand_is_on_the_first_screen_with_the_rulings_open(browser: Browser, maxims: Server, width: int,
                                                              height: int, cards: str) -> None:
    made = _context(browser, width, height, cards)
    try:
        page, errors = new_page(made)
        open_table(page, maxims.url, "Hal", computer="maxims", mode="laws")
        until_card_turn(page, own_turn=True)
        _hand_at_rest(page, "the rulings closed")
        ruled = _expose_a_card(page)
        assert ruled["line"].startswith("The referee: "), ruled
        state = "the irregularities menu open, the referee's ruling on the felt"
        if ruled["mine"] == "yes":
            _hand_at_rest(page, state)
        _inside(_box(page, "#felt-ruling"), "the referee's ruling", state)
        if SHOTS and cards == "largest":
            page.screenshot(path=str(Path(SHOTS) / f"table-ruling-hand-after-{width}x{height}.png"))
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()
