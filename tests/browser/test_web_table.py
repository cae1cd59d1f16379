"""The web table in Debian's chromium against a real ``bridgewhist serve`` (issue 5, items 3
and 9): a whole deal with the mouse, another with the keyboard only, two browsers at one table,
a reload that rejoins the seat, and the phone layout."""

from __future__ import annotations

import json

from playwright.sync_api import Browser, BrowserContext, Page

from browser.conftest import Server
from browser.driver import (
    finished_deals,
    new_page,
    next_state,
    open_table,
    play_deal_with_mouse,
    play_pages_in_turn,
    ready_controls,
)

SUIT_KEYS = {"S": "s", "H": "h", "D": "d", "C": "c"}


def _my_cards(page: Page) -> list[str]:
    return sorted(page.eval_on_selector_all("#my-hand button.card", "(l) => l.map((b) => b.dataset.card)"))


def _check_replay(page: Page) -> None:
    page.locator("#history .replay-open").first.click()
    dialog = page.locator("#replay-dialog")
    assert dialog.is_visible()
    assert dialog.locator(".mini-hand").count() == 4
    for _ in range(13):
        dialog.locator(".step-next").click()
    assert dialog.locator(".step-next").is_disabled()
    assert "Trick 13" in dialog.locator(".replay-status").inner_text()
    page.locator("#replay-close").click()


def _check_records(page: Page, server: Server) -> None:
    href_json = page.get_attribute("#dl-json", "href")
    href_pbn = page.get_attribute("#dl-pbn", "href")
    assert href_json and href_pbn
    record = page.request.get(f"{server.url}{href_json}")
    assert record.ok
    data = json.loads(record.text())
    assert data["format"] == "bridgewhist-record"
    assert len([d for d in data["deals"] if len(d.get("actions", [])) >= 52]) >= 1
    pbn = page.request.get(f"{server.url}{href_pbn}")
    assert pbn.ok
    assert '[Deal "' in pbn.text()


def test_a_person_plays_a_whole_deal_with_the_mouse(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    open_table(page, server.url, "Ann", computer="random")
    made = play_deal_with_mouse(page)
    assert made >= 13  # at least his own thirteen cards
    # The finished deal is scored, listed, replayable and downloadable.
    assert page.locator("#score .scoring-block table").count() == 1
    assert page.locator("#score .below-line .entry").count() >= 1
    assert "rubber" in page.locator("#score .verdict").inner_text()
    log = page.locator("#log li").all_inner_texts()
    assert len(log) >= 52, "each card played is announced"
    _check_replay(page)
    _check_records(page, server)
    assert errors == []


def test_a_person_plays_a_whole_deal_with_the_keyboard_only(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    page.goto(f"{server.url}/")
    page.focus("#player-name")  # the first field of the lobby's form
    page.keyboard.type("Bea")
    page.keyboard.press("Enter")  # opens a table with the maxims players and sits down
    page.wait_for_url("**/t/*")
    pressed = 0
    while next_state(page, 1) == "act":
        controls = ready_controls(page)
        actions = [c["action"] for c in controls]
        cards = [c for c in controls if c["card"]]
        if cards:
            card = cards[-1]["action"]
            page.keyboard.press(SUIT_KEYS[card[0]])
            page.keyboard.press(card[1].lower())
            focused = page.evaluate("document.activeElement.dataset.action")
            assert focused == card, f"'{card[0]}' then '{card[1]}' should reach {card}, not {focused}"
        elif "satisfied" in actions:
            page.keyboard.press("Home")
            for _ in range(len(actions)):
                if page.evaluate("document.activeElement.dataset.action") == "satisfied":
                    break
                page.keyboard.press("ArrowRight")
        else:  # the declaration: n is no trumps
            page.keyboard.press("n")
        focus = page.evaluate("""() => { const a = document.activeElement;
            const s = getComputedStyle(a); return [a.dataset.action, s.outlineStyle, s.outlineWidth]; }""")
        assert focus[0] in actions
        assert focus[1] != "none" and focus[2] != "0px", "the focus must be visible"
        page.keyboard.press("Enter")
        pressed += 1
        assert pressed < 200
    assert finished_deals(page) == 1
    log = page.locator("#log")
    assert log.get_attribute("role") == "log" and log.get_attribute("aria-live") == "polite"
    assert page.locator("#log li").count() >= 52
    assert errors == []


def test_two_browsers_play_at_one_table(browser: Browser, server: Server) -> None:
    first = browser.new_context(viewport={"width": 1280, "height": 900})
    second = browser.new_context(viewport={"width": 1100, "height": 900})
    try:
        page_a, errors_a = new_page(first)
        page_b, errors_b = new_page(second)
        table = open_table(page_a, server.url, "Cy", computer="random", fill=False)
        page_b.goto(f"{server.url}/t/{table}")
        page_b.fill("#join-name", "Di")
        page_b.click("#join-form button[type=submit]")
        page_b.locator("#fill:not([hidden])").click()  # two computer players take the empty places
        page_a.wait_for_function("document.querySelectorAll('#my-hand button.card').length === 13")
        page_b.wait_for_function("document.querySelectorAll('#my-hand button.card').length === 13")
        hand_a, hand_b = _my_cards(page_a), _my_cards(page_b)
        assert not set(hand_a) & set(hand_b)
        # Before the opening lead, neither sees any hand but his own.
        for page in (page_a, page_b):
            assert page.locator("#felt .hand button.card").count() == 0
        made = play_pages_in_turn([page_a, page_b])
        assert all(n >= 13 for n in made)
        assert "Cy" in page_a.locator("#felt").inner_text() and "Di" in page_a.locator("#felt").inner_text()
        assert errors_a == [] and errors_b == []
    finally:
        first.close()
        second.close()


def test_a_reload_rejoins_the_seat(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    table = open_table(page, server.url, "Eve", computer="random")
    page.wait_for_function("document.querySelectorAll('#my-hand button.card').length === 13")
    hand = _my_cards(page)
    token = page.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')")
    assert token
    for _ in range(3):  # act a little, so the seat has a history
        if next_state(page, 1) != "act":
            break
        control = ready_controls(page)[0]
        page.locator(f"[data-action='{control['action']}']:not([disabled])").first.click()
    page.reload()
    page.wait_for_function("document.querySelectorAll('#my-hand button.card').length > 0")
    assert set(_my_cards(page)) <= set(hand)
    assert "(you)" in page.locator("#pos-bottom").inner_text()
    assert page.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')") == token
    assert page.locator("#join-form").is_hidden()
    play_deal_with_mouse(page)
    assert finished_deals(page) == 1
    assert errors == []


def test_the_phone_layout_has_no_horizontal_scroll_and_the_hand_is_usable(browser: Browser,
                                                                           server: Server) -> None:
    phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                device_scale_factor=2)
    try:
        page, errors = new_page(phone)
        open_table(page, server.url, "Flo", computer="random")
        page.wait_for_function("document.querySelectorAll('#my-hand button.card').length === 13")

        def fits() -> None:
            widths = page.evaluate(
                "[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            assert widths[0] <= widths[1], f"the page scrolls sideways: {widths}"
            boxes = page.eval_on_selector_all("#my-hand button.card", """(l) => l.map((b) => {
                const r = b.getBoundingClientRect(); return [r.left, r.right, r.width, r.height]; })""")
            for left, right, width, height in boxes:
                assert left >= 0 and right <= 390, "every card of the hand is on the screen"
                assert width >= 40 and height >= 44, "every card is big enough to touch"

        fits()
        made = 0
        while next_state(page, 1) == "act":
            fits()
            control = ready_controls(page)
            chosen = next((c for c in control if c["action"] == "satisfied"), control[0])
            page.locator(f"[data-action='{chosen['action']}']:not([disabled])").first.tap()
            made += 1
            assert made < 200
        fits()
        assert finished_deals(page) == 1
        assert errors == []
    finally:
        phone.close()
