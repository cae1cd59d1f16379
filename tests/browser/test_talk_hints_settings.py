"""The table talk, hints and the player's settings in the browser (issue 15, items 8 and 9).

Chat: a line said is shown to a spectator as text (never HTML), a spectator has no box to speak
in, and a reload shows each line once. Hints: the player in turn at a friendly table asks "What
would the maxims say?" and sees the card or call with the maxim's words and book, the control
marked; a club-laws table never offers it. Settings: the panel is reached and worked by the
keyboard alone, its choices (card size, suit colours, pace, sound) change the table at once and
are kept in the browser; a card played and a trick won make their sound when it is on.
Screenshots at a phone and a desktop size go to the test's tmp dir."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from browser.driver import await_turn, deal_in_play, mouse, new_page, open_table, ready_controls, unpaced
from support.server import Server

SIZES = [(390, 844), (1280, 800)]


def _hand_card_width(page: Page) -> float:
    width: float = page.eval_on_selector("#my-hand button.card", "(b) => b.getBoundingClientRect().width")
    return width


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_line_said_reaches_a_spectator_as_text_and_a_reload_shows_it_once(
        browser: Browser, server: Server, tmp_path: Path, width: int, height: int) -> None:
    player = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    watcher = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, errors = new_page(player)
        table_id = open_table(page, server.url, "Tess", computer="random")
        deal_in_play(page)
        spectator, spectator_errors = new_page(watcher)
        spectator.goto(f"{server.url}/t/{table_id}")
        spectator.wait_for_selector("#chat-note:not([hidden])")
        assert spectator.is_hidden("#chat-form")
        page.wait_for_selector("#chat-form:not([hidden])")
        page.fill("#chat-text", "<b>Good</b>   evening")
        page.keyboard.press("Enter")
        line = spectator.locator("#chat-log .chat-line").first
        line.wait_for()
        assert line.inner_text().startswith("Tess: <b>Good</b> evening")
        assert spectator.locator("#chat-log .chat-line b").count() == 1   # the name only: no markup obeyed
        assert page.input_value("#chat-text") == ""
        page.screenshot(path=str(tmp_path / f"chat-{width}x{height}.png"))
        page.reload()
        page.wait_for_selector("#chat-log .chat-line.past")
        page.wait_for_timeout(300)
        assert page.locator("#chat-log .chat-line").count() == 1
        assert errors == [] and spectator_errors == []
    finally:
        player.close()
        watcher.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_player_in_turn_may_ask_the_maxims(browser: Browser, server: Server, tmp_path: Path,
                                               width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Hal", computer="random")
        for _ in range(3):
            await_turn(page)
            page.wait_for_selector("#hint-ask:not([hidden])")
            page.click("#hint-ask")
            page.wait_for_selector("#hint .hint-maxim")
            text = page.inner_text("#hint")
            assert text.startswith("The maxims say:")
            assert "From " in text or "No book's maxim" in text
            hinted = page.locator(".hinted[data-action]")
            assert hinted.count() >= 1
            action = hinted.first.get_attribute("data-action")
            assert action in {c["action"] for c in ready_controls(page)}
            page.screenshot(path=str(tmp_path / f"hint-{width}x{height}.png"))
            hinted.first.click()
            page.wait_for_function("document.querySelector('#hint').hidden || "
                                   "!document.querySelector('.hinted')")
        assert errors == []
    finally:
        made.close()


def test_a_club_laws_table_never_offers_a_hint(browser: Browser, server: Server) -> None:
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}))
    try:
        page, _ = new_page(made)
        open_table(page, server.url, "Lou", computer="random", mode="laws")
        for _ in range(4):   # the calls (a card there might be an irregularity the referee rules on)
            await_turn(page)
            assert page.is_hidden("#hint-ask")
            controls = ready_controls(page)
            if any(c["card"] for c in controls):
                break
            mouse(page, controls)
    finally:
        made.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_settings_are_worked_by_keyboard_change_the_table_and_are_kept(
        browser: Browser, server: Server, tmp_path: Path, width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Kit", computer="random")
        await_turn(page)
        before = _hand_card_width(page)
        heart = page.evaluate("getComputedStyle(document.body).getPropertyValue('--hearts').trim()")
        # The header's Settings button is reached with Tab from the top of the page.
        page.focus(".skip-link")
        for _ in range(6):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.id") == "settings-open":
                break
        assert page.evaluate("document.activeElement.id") == "settings-open"
        page.keyboard.press("Enter")
        page.wait_for_selector("#settings-dialog[open]")
        assert page.evaluate("document.activeElement.name") == "cards"
        page.keyboard.press("ArrowDown")   # normal -> large
        page.keyboard.press("ArrowDown")   # large -> largest
        assert page.evaluate("document.body.dataset.cards") == "largest"
        page.keyboard.press("Tab")         # the suits' group
        page.keyboard.press("ArrowDown")   # four -> two
        page.keyboard.press("ArrowDown")   # two -> colour-blind
        assert page.evaluate("document.body.dataset.suits") == "safe"
        page.keyboard.press("Tab")         # the pace
        assert page.evaluate("document.activeElement.id") == "pace"
        page.keyboard.press("Tab")         # the sound
        page.keyboard.press("Space")
        assert page.evaluate("document.body.dataset.sound") == "on"
        page.screenshot(path=str(tmp_path / f"settings-{width}x{height}.png"))
        page.keyboard.press("Escape")
        page.wait_for_function("!document.getElementById('settings-dialog').open")
        assert page.evaluate("document.activeElement.id") == "settings-open"
        assert _hand_card_width(page) > before
        assert page.evaluate("getComputedStyle(document.body).getPropertyValue('--hearts').trim()") != heart
        stored = page.evaluate("['cards', 'suits', 'sound']"
                               ".map((k) => localStorage.getItem('bridgewhist.' + k))")
        assert stored == ["largest", "safe", "on"]
        # A card played, and a trick won, make their sounds.
        heard = set()
        for _ in range(40):
            heard.add(page.evaluate("document.body.dataset.lastSound || ''"))
            if {"card", "trick"} <= heard:
                break
            await_turn(page)
            mouse(page, ready_controls(page))
        assert {"card", "trick"} <= heard
        page.reload()
        deal_in_play(page)
        kept = page.evaluate("[document.body.dataset.cards, document.body.dataset.suits]")
        assert kept == ["largest", "safe"]
        assert errors == []
    finally:
        made.close()
