"""The table as a card table (issue 15): the whole table on one phone screen, every card a
touch target of 44 x 44 px, the declaration on the felt (item 2); the computer players at a
human pace, a card moving in from its seat, the finished trick left on the table, reduced motion
honoured (item 1); the result on the felt (item 3); links that explain themselves (item 7);
"1 trick" and the declaration prompt once the dealer has left it (item 12). Screenshots are
saved under the test's tmp dir."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from browser.driver import (
    await_turn,
    deal_in_play,
    finger,
    mouse,
    new_page,
    open_table,
    play_until_over,
    ready_controls,
    unpaced,
)
from support.server import Server

PHONES = [(360, 740), (390, 844)]

_ONE_SCREEN_JS = """() => {
  const bottom = (id) => { const e = document.getElementById(id); return e.getBoundingClientRect().bottom; };
  const cards = [...document.querySelectorAll('button.card.legal')].map((b) => {
    const r = b.getBoundingClientRect(); return [b.dataset.card, r.width, r.height, r.bottom]; });
  return {scrollY: window.scrollY, height: window.innerHeight,
          scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth,
          felt: bottom('felt'), actions: bottom('actions'), cards,
          info: document.getElementById('felt-info').innerText};
}"""


def _check_one_screen(page: Page) -> dict[str, Any]:
    page.evaluate("window.scrollTo(0, 0)")
    found: dict[str, Any] = page.evaluate(_ONE_SCREEN_JS)
    assert found["scrollWidth"] <= found["width"], f"the page scrolls sideways: {found}"
    assert found["felt"] <= found["height"], f"the felt runs below the screen: {found}"
    assert found["actions"] <= found["height"] + 1, f"the hand or the calls run below the screen: {found}"
    for card, width, height, bottom in found["cards"]:
        assert width >= 44 and height >= 44, f"{card} is {width}x{height}: too small to touch"
        assert bottom <= found["height"] + 1, f"{card} is below the screen"
    return found


@pytest.mark.parametrize(("width", "height"), PHONES)
def test_the_whole_table_is_on_one_phone_screen(browser: Browser, server: Server, tmp_path: Path,
                                                width: int, height: int) -> None:
    phone = unpaced(browser.new_context(viewport={"width": width, "height": height}, has_touch=True,
                                        is_mobile=True, device_scale_factor=2))
    try:
        page, errors = new_page(phone)
        open_table(page, server.url, "Pip", computer="random")
        await_turn(page)
        page.screenshot(path=str(tmp_path / f"phone-{width}x{height}-first.png"))
        saw_trump = False
        shots = 0

        def check_and_tap(page: Page, controls: list[dict[str, Any]]) -> None:
            nonlocal saw_trump, shots
            found = _check_one_screen(page)
            if page.evaluate("document.body.dataset.phase") == "play":
                assert "trumps" in found["info"], f"the declaration is not on the felt: {found['info']!r}"
                saw_trump = True
                if shots < 2:
                    page.screenshot(path=str(tmp_path / f"phone-{width}x{height}-play-{shots}.png"))
                    shots += 1
            finger(page, controls)

        play_until_over(page, check_and_tap)
        page.screenshot(path=str(tmp_path / f"phone-{width}x{height}-over.png"))
        assert saw_trump or page.evaluate("document.body.dataset.phase") == "over"
        assert errors == []
    finally:
        phone.close()


_WATCH_TRICK_JS = """() => {
  window.trickTimes = [];
  let count = 0;
  const watch = new MutationObserver(() => {
    const now = document.querySelectorAll('#trick .card').length;
    const faded = document.querySelector('#trick .trick-cards.faded') !== null;
    if (now !== count) window.trickTimes.push([performance.now(), now, faded]);
    count = now;
  });
  watch.observe(document.getElementById('trick'), {childList: true, subtree: true});
}"""


def test_computer_players_play_at_a_human_pace_and_a_card_moves_in(browser: Browser, server: Server,
                                                                    tmp_path: Path) -> None:
    desk = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page, errors = new_page(desk)
        open_table(page, server.url, "Quinn", computer="random")
        deal_in_play(page)
        assert page.evaluate("localStorage.getItem('bridgewhist.pace')") is None
        assert page.input_value("#pace") == "normal"
        page.evaluate(_WATCH_TRICK_JS)
        moved: list[str] = []
        made = 0
        for _ in range(400):  # act when asked (twelve times), watching the cards arrive
            moved += page.eval_on_selector_all("#trick .card.arrive",
                                               "(l) => l.map((c) => getComputedStyle(c).animationName)")
            if made >= 12:
                break
            controls = ready_controls(page)
            if controls and not page.evaluate("document.body.classList.contains('busy')"):
                mouse(page, controls)
                made += 1
            page.wait_for_timeout(100)
        page.screenshot(path=str(tmp_path / "paced-desktop.png"))
        times: list[list[Any]] = page.evaluate("window.trickTimes")
        # Successive computer cards (one more card on the table each time, none of them ours)
        # come at least most of the pace's 0.7 s apart; a finished trick stays 1.5 s unfaded.
        gaps = [b[0] - a[0] for a, b in itertools.pairwise(times) if b[1] == a[1] + 1]
        assert gaps and max(gaps) >= 600, f"the cards came too fast: {times}"
        assert "arrive" in moved, f"no card moved in from its seat: {moved}"
        assert errors == []
    finally:
        desk.close()


def test_reduced_motion_leaves_the_cards_still_and_each_is_read_with_its_seat(browser: Browser,
                                                                              server: Server) -> None:
    still = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce"))
    try:
        page, errors = new_page(still)
        open_table(page, server.url, "Rae", computer="random")
        names: list[str] = []
        labels: list[str] = []
        for _ in range(100):  # act when asked until cards lie on the table
            names, labels = page.eval_on_selector_all("#trick .card", """(l) => [
                l.map((c) => getComputedStyle(c).animationName),
                l.map((c) => c.getAttribute('aria-label'))]""")
            if names:
                break
            controls = ready_controls(page)
            if controls and not page.evaluate("document.body.classList.contains('busy')"):
                mouse(page, controls)
            page.wait_for_timeout(100)
        assert names, "no card was played"
        assert all(name in ("none", "") for name in names), f"a card moves under reduced motion: {names}"
        assert labels and all(re.match(r"(North|East|South|West), \w+ of \w+", label) for label in labels), \
            f"each card of the trick is read with its seat: {labels}"
        assert errors == []
    finally:
        still.close()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 800)])
def test_the_result_is_said_on_the_felt_when_a_deal_ends(browser: Browser, server: Server, tmp_path: Path,
                                                         width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Sol", computer="random")
        play_until_over(page, mouse)
        result = page.locator("#result")
        result.wait_for(state="visible")
        text = result.inner_text()
        assert "is over" in text and "Tricks:" in text
        assert "the line" in text or "Nothing scored" in text
        assert page.locator("#calls button[data-action='next']").is_visible()
        page.screenshot(path=str(tmp_path / f"result-{width}x{height}.png"))
        assert " 1 tricks" not in page.locator("body").inner_text()
        assert errors == []
    finally:
        made.close()


def test_an_unknown_table_link_says_so_and_leads_to_the_card_room(browser: Browser, server: Server,
                                                                  tmp_path: Path) -> None:
    made = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page, _ = new_page(made)
        page.goto(f"{server.url}/t/no-such-table")
        notice = page.locator("#notice")
        notice.wait_for(state="visible")
        assert "There is no table" in notice.inner_text()
        assert notice.locator("a[href='/']").is_visible()
        assert page.inner_text("#conn") == "no such table"
        page.screenshot(path=str(tmp_path / "unknown-table.png"))
    finally:
        made.close()


def test_a_stale_seat_token_is_explained_and_the_page_watches(browser: Browser, server: Server) -> None:
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}))
    try:
        page, _ = new_page(made)
        table = open_table(page, server.url, "Tam", computer="random", fill=False)
        page.evaluate(f"localStorage.setItem('bridgewhist.token.{table}', 'stale')")
        page.reload()
        notice = page.locator("#notice")
        notice.wait_for(state="visible")
        assert "not good at this table" in notice.inner_text()
        page.wait_for_function("document.getElementById('conn').textContent === 'watching'")
        assert page.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')") is None
        assert page.locator("#join-form").is_visible()
    finally:
        made.close()


@pytest.mark.parametrize(("width", "height"), [*PHONES, (1280, 800)])
def test_the_lobby_offers_to_open_a_table_at_once(browser: Browser, server: Server, tmp_path: Path,
                                                 width: int, height: int) -> None:
    made = browser.new_context(viewport={"width": width, "height": height})
    try:
        page, errors = new_page(made)
        page.goto(f"{server.url}/")
        bottom = page.evaluate(
            "document.querySelector('#create-form button[type=submit]').getBoundingClientRect().bottom")
        assert bottom <= height, f"the open button is at {bottom}, below the first screen"
        page.screenshot(path=str(tmp_path / f"lobby-{width}x{height}.png"))
        assert errors == []
    finally:
        made.close()
