"""The web table in Debian's chromium against a real ``bridgewhist serve`` (issue 5, items 3
and 9): a whole deal with the mouse, another with the keyboard only, two browsers at one table,
a reload that rejoins the seat, and the phone layout."""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, WebSocketRoute

from browser.driver import (
    await_turn,
    deal_in_play,
    deal_next,
    finger,
    mouse,
    new_page,
    open_table,
    play_a_deal_in_person,
    play_pages_in_turn,
    play_until_over,
    ready_controls,
    unpaced,
)
from support.server import Server

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
    made = play_a_deal_in_person(page, mouse)
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
    play_a_deal_in_person(page, _keys, next_deal=_keys)
    region = page.locator("[role=log]")  # the live region holds the log's list (an <ol> keeps its list role)
    assert region.get_attribute("aria-live") == "polite" and region.locator("ol#log").count() == 1
    assert page.locator("#log li").count() >= 52
    assert errors == []


def _keys(page: Page, controls: list[dict[str, Any]]) -> None:
    """Make an action with the keyboard only: the suit's letter then the rank's for a card,
    the arrows to "Satisfied", n for no trumps; then Enter. The focus must be visible."""
    actions = [c["action"] for c in controls]
    cards = [c["action"] for c in controls if c.get("card")]
    if cards:
        card = cards[-1]
        page.keyboard.press(SUIT_KEYS[card[0]])
        page.keyboard.press(card[1].lower())
        focused = page.evaluate("document.activeElement.dataset.action")
        assert focused == card, f"'{card[0]}' then '{card[1]}' should reach {card}, not {focused}"
    elif "satisfied" in actions or len(actions) == 1:
        wanted = "satisfied" if "satisfied" in actions else actions[0]
        page.keyboard.press("Home")
        for _ in range(len(actions)):
            if page.evaluate("document.activeElement.dataset.action") == wanted:
                break
            page.keyboard.press("ArrowRight")
    else:  # the declaration: n is no trumps
        page.keyboard.press("n")
    focus = page.evaluate("""() => { const a = document.activeElement;
        const s = getComputedStyle(a); return [a.dataset.action, s.outlineStyle, s.outlineWidth]; }""")
    assert focus[0] in actions
    assert focus[1] != "none" and focus[2] != "0px", "the focus must be visible"
    page.keyboard.press("Enter")


def test_two_browsers_play_at_one_table(browser: Browser, server: Server) -> None:
    first = unpaced(browser.new_context(viewport={"width": 1280, "height": 900}))
    second = unpaced(browser.new_context(viewport={"width": 1100, "height": 900}))
    try:
        page_a, errors_a = new_page(first)
        page_b, errors_b = new_page(second)
        table = open_table(page_a, server.url, "Cy", computer="random", fill=False)
        page_b.goto(f"{server.url}/t/{table}")
        page_b.fill("#join-name", "Di")
        page_b.click("#join-form button[type=submit]")
        page_b.locator("#fill:not([hidden])").click()  # two computer players take the empty places
        for page in (page_a, page_b):
            deal_in_play(page)
            page.wait_for_function("document.querySelectorAll('#my-hand button.card').length > 0")
            # Nobody sees any hand but his own, and dummy's once it is down.
            assert page.locator("#felt .hand").count() <= 1
        assert not set(_my_cards(page_a)) & set(_my_cards(page_b))
        felt = page_a.locator("#felt").inner_text()
        assert "Cy" in felt and "Di" in felt
        # Each plays his cards; one of them may be dummy in a deal, so play until each has.
        played = [0, 0]
        for _ in range(3):
            made = play_pages_in_turn([page_a, page_b])
            played = [max(p, m) for p, m in zip(played, made, strict=True)]
            if min(played) >= 13:
                break
            deal_next(page_a)
        assert min(played) >= 13, played
        assert page_a.locator("#history .replay-open").count() >= 1
        assert errors_a == [] and errors_b == []
    finally:
        first.close()
        second.close()


def test_a_reload_rejoins_the_seat(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    table = open_table(page, server.url, "Eve", computer="random")
    await_turn(page)  # the table waits for her: nothing changes until she acts
    hand = _my_cards(page)
    assert hand
    token = page.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')")
    assert token
    page.reload()
    await_turn(page)
    assert _my_cards(page) == hand, "the same seat, the same cards"
    assert "(you)" in page.locator("#pos-bottom").inner_text()
    assert page.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')") == token
    assert page.locator("#join-form").is_hidden()
    # Act, reload in the middle of the deal, and play on from the same seat.
    mouse(page, ready_controls(page))
    page.reload()
    deal_in_play(page)
    assert "(you)" in page.locator("#pos-bottom").inner_text()
    assert set(_my_cards(page)) <= set(hand)
    play_until_over(page, mouse)
    assert page.locator("#history .replay-open").count() >= 1
    assert errors == []


def test_the_phone_layout_has_no_horizontal_scroll_and_the_hand_is_usable(browser: Browser,
                                                                           server: Server) -> None:
    phone = unpaced(browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                        is_mobile=True, device_scale_factor=2))
    try:
        page, errors = new_page(phone)
        open_table(page, server.url, "Flo", computer="random")
        await_turn(page)

        def fits() -> None:
            widths = page.evaluate(
                "[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            assert widths[0] <= widths[1], f"the page scrolls sideways: {widths}"
            boxes = page.eval_on_selector_all("#my-hand button.card", """(l) => l.map((b) => {
                const r = b.getBoundingClientRect(); return [r.left, r.right, r.width, r.height]; })""")
            for left, right, width, height in boxes:
                assert left >= 0 and right <= 390, "every card of the hand is on the screen"
                assert width >= 40 and height >= 44, "every card is big enough to touch"

        def check_and_tap(page: Page, controls: list[dict[str, Any]]) -> None:
            fits()
            finger(page, controls)

        fits()
        made = play_a_deal_in_person(page, check_and_tap, next_deal=finger)
        assert made >= 13
        fits()
        assert errors == []
    finally:
        phone.close()


def test_an_error_frame_is_shown_politely_and_play_goes_on(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    spoiled: list[str] = []

    def spoil_the_first_action(route: WebSocketRoute) -> None:
        # Between the page and the server: the first action sent (other than dealing the next
        # hand) becomes text that is no action.
        upstream = route.connect_to_server()

        def to_server(message: str | bytes) -> None:
            frame = json.loads(message)
            if frame.get("type") == "action" and frame.get("action") != "next" and not spoiled:
                spoiled.append(frame["action"])
                frame["action"] = "the ace of nothing"
            upstream.send(json.dumps(frame))

        route.on_message(to_server)
        upstream.on_message(lambda message: route.send(message))

    page.route_web_socket(re.compile(r"/ws/tables/"), spoil_the_first_action)
    open_table(page, server.url, "Gil", computer="random")
    await_turn(page)
    mouse(page, ready_controls(page))
    notice = page.locator("#notice")
    notice.wait_for(state="visible")
    assert spoiled
    assert notice.get_attribute("role") == "alert"
    text = notice.inner_text()
    assert text.startswith("Sorry:") and "the ace of nothing" in text
    # The table and the connection survive: the same choice, sent again, is accepted.
    await_turn(page)
    mouse(page, ready_controls(page))
    page.wait_for_function("!document.body.classList.contains('busy')")
    assert notice.is_hidden()
    play_until_over(page, mouse)
    assert errors == []


def test_a_person_leaves_and_takes_the_vacant_seat_again(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    table = open_table(page, server.url, "Hal", computer="random")
    await_turn(page)
    hand = _my_cards(page)
    seat = page.get_attribute("#pos-bottom", "data-seat")
    page.click("#leave")
    # Now a bystander: his seat waits, vacant, and he is offered a place.
    page.wait_for_function("document.body.dataset.phase === 'waiting'")
    page.locator("#join-form").wait_for(state="visible")
    assert page.evaluate(f"localStorage.getItem('bridgewhist.token.{table}')") is None
    assert page.locator("#my-hand button.card").count() == 0
    assert "vacant" in page.locator("#turn").inner_text()
    page.fill("#join-name", "Hal")
    page.click("#join-form button[type=submit]")
    await_turn(page)
    assert page.get_attribute("#pos-bottom", "data-seat") == seat
    assert _my_cards(page) == hand
    play_until_over(page, mouse)
    assert errors == []
