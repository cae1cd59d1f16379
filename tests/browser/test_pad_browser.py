"""The score pad in chromium at phone size: the books' two sheets entered through the page
(Hoyle's rubber nets 26; Ames's sheet 390 to 244, 146), an entry refused with its reason, the
share link read-only, no sideways scroll and 44 x 44 targets, entries made offline kept and
synced when the network is back, and axe finding no serious violation."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from bridgewhist.errors import NotationError
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.pad import HonoursCall, Pad, view
from browser.axe import serious
from browser.driver import new_page
from browser.pad_page import DEALS, deals_shown, start_pad
from support.pads import AMES_DEALS, AMES_PLAYERS, HOYLE_DEALS, HOYLE_PLAYERS
from support.server import Server

PHONES = [(360, 740), (390, 844)]


@pytest.fixture
def phone(browser: Browser) -> Iterator[BrowserContext]:
    made = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    yield made
    made.close()


def fill(page: Page, entry: dict[str, Any]) -> None:
    page.check(f"input[name=declarer][value={entry.get('declarer', 'dealer')}]")
    page.check(f"input[name=strain][value={entry['strain']}]")
    page.select_option("#doubles", str(entry.get("doubles", 0)))
    page.fill("#tricks-NS", str(entry["tricks"]["NS"]))
    assert page.input_value("#tricks-EW") == str(entry["tricks"]["EW"])
    honours = entry.get("honours")
    page.select_option("#honours-side", honours["side"] if honours else "")
    if honours:
        page.select_option("#honours-call", honours["call"])
    if entry["strain"] != "NT":
        chicane = entry.get("chicane", {})
        for side in ("NS", "EW"):
            page.select_option(f"#chicane-{side}", str(chicane.get(side, 0)))


def enter(page: Page, entry: dict[str, Any]) -> None:
    before = deals_shown(page) + pending(page)
    assert page.get_attribute("#entry", "data-dealer") == entry["dealer"]
    fill(page, entry)
    page.click("#enter")
    page.wait_for_function(
        f"n => {DEALS} + document.querySelectorAll('#pending li').length === n", arg=before + 1)


def pending(page: Page) -> int:
    return int(page.evaluate("document.querySelectorAll('#pending li').length"))


def totals(page: Page) -> tuple[int, int, int]:
    return (int(page.inner_text("#total-we")), int(page.inner_text("#total-they")),
            int(page.get_attribute("#net", "data-points") or "0"))


def test_hoyles_rubber_entered_on_a_phone_nets_26(phone: BrowserContext, server: Server) -> None:
    page, errors = new_page(phone)
    start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
    for entry in HOYLE_DEALS:
        enter(page, entry)
    assert totals(page) == (204, 178, 26)
    assert "We ahead by 26" in page.inner_text("#net")
    assert page.is_hidden("#entry-panel"), "the rubber is over: no further deal"
    page.reload()
    page.wait_for_selector("#score-block")
    assert totals(page) == (204, 178, 26), "the pad survives a reload"
    page.locator("#deals button.correct").last.click()   # P13: honours, until agreed
    assert page.is_visible("#entry-panel")
    page.select_option("#honours-call", "simple")
    page.click("#enter")
    page.wait_for_function("document.querySelector('#net').dataset.points === '30'")
    assert page.is_hidden("#entry-panel")
    assert errors == []


def test_ames_sheet_entered_at_360_gives_390_to_244(browser: Browser, server: Server) -> None:
    made = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    try:
        page, errors = new_page(made)
        start_pad(page, server.url, "american-1904", AMES_PLAYERS)
        for entry in AMES_DEALS:
            enter(page, entry)
        assert totals(page) == (390, 244, 146)
        assert errors == []
    finally:
        made.close()


def test_a_refused_entry_says_why_and_a_correction_is_kept(phone: BrowserContext,
                                                           server: Server) -> None:
    page, _ = new_page(phone)
    start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
    fill(page, HOYLE_DEALS[0])
    page.fill("#tricks-EW", "5")
    page.click("#enter")
    page.wait_for_selector("#entry-error:not([hidden])")
    assert "add up to 13" in page.inner_text("#entry-error")
    assert deals_shown(page) == 0
    enter(page, HOYLE_DEALS[0])
    page.click("#deals button.correct")
    page.select_option("#honours-call", "simple")
    page.click("#enter")
    page.wait_for_selector("#deals .history")
    assert "Corrected 1 time" in page.inner_text("#deals")
    share = page.get_attribute("#share-link", "href")
    assert share and "#id=" in share
    viewer, _ = new_page(phone)
    viewer.goto(f"{server.url}{share}")
    viewer.wait_for_selector("#score-block")
    assert viewer.is_hidden("#entry-panel") and viewer.locator("#deals button").count() == 0


def test_entries_made_offline_sync_when_the_network_is_back(phone: BrowserContext,
                                                             server: Server) -> None:
    page, _ = new_page(phone)
    start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
    page.wait_for_function("navigator.serviceWorker.controller !== null || "
                           "navigator.serviceWorker.ready.then(() => true)")
    page.evaluate("navigator.serviceWorker.ready")
    enter(page, HOYLE_DEALS[0])
    url = page.url
    phone.set_offline(True)
    enter(page, HOYLE_DEALS[1])
    enter(page, HOYLE_DEALS[2])
    assert pending(page) == 2 and deals_shown(page) == 1
    assert page.get_attribute("#net", "data-provisional") == "yes"
    offline_totals = totals(page)
    page.reload()   # no network: the service worker serves the page, localStorage the entries
    page.wait_for_selector("#score-block")
    assert page.url == url and pending(page) == 2
    assert page.get_attribute("#entry", "data-dealer") == "W"
    phone.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    page.wait_for_function(f"{DEALS} === 3",
                           timeout=15000)
    assert pending(page) == 0
    assert page.get_attribute("#net", "data-provisional") == "no"
    assert totals(page) == offline_totals, "the server's block is the one reckoned offline"
    fresh, _ = new_page(phone)
    fresh.goto(url)
    fresh.wait_for_selector("#score-block")
    fresh.wait_for_function(f"{DEALS} === 3")


@pytest.mark.parametrize(("width", "height"), PHONES)
def test_no_sideways_scroll_and_44_pixel_targets(browser: Browser, server: Server, width: int,
                                                 height: int) -> None:
    made = browser.new_context(viewport={"width": width, "height": height}, has_touch=True,
                               is_mobile=True)
    try:
        page, _ = new_page(made)
        page.goto(f"{server.url}/pad/")
        page.wait_for_selector("#new-pad")
        checks = [page]
        start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
        for entry in HOYLE_DEALS[:2]:
            enter(page, entry)
        for current in checks:
            assert current.evaluate("document.documentElement.scrollWidth") <= width
            small = current.evaluate("""() => [...document.querySelectorAll(
                'button, select, input:not([type=radio]), label.choice, .panel a, .bar a')]
              .filter(e => e.offsetParent !== null)
              .map(e => [e.id || e.textContent.trim().slice(0, 20), e.getBoundingClientRect()])
              .filter(([, r]) => r.width < 44 || r.height < 44)
              .map(([name, r]) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`)""")
            assert small == []
    finally:
        made.close()




@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 800)])
def test_the_pad_has_no_serious_violation(browser: Browser, server: Server, width: int,
                                          height: int) -> None:
    made = browser.new_context(viewport={"width": width, "height": height})
    try:
        page, _ = new_page(made)
        page.goto(f"{server.url}/pad/")
        page.wait_for_selector("#new-pad")
        found = [serious(page)]
        start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
        for entry in HOYLE_DEALS[:3]:
            enter(page, entry)
        found.append(serious(page))
        assert found == [[], []]
    finally:
        made.close()



def random_entries(key: str, rng: random.Random) -> tuple[Pad, list[dict[str, Any]]]:
    """A rubber of random entries the pad accepts, under one code."""
    pad = Pad.new(load_law_code(key), HOYLE_PLAYERS, "N", we=rng.choice(["NS", "EW"]))
    entries: list[dict[str, Any]] = []
    while not pad.rubber.is_over:
        strain = rng.choice(["S", "H", "D", "C", "NT"])
        calls = ([c.value for c in HonoursCall if c.at_no_trumps] if strain == "NT"
                 else [c.value for c in HonoursCall if not c.at_no_trumps])
        ns = rng.choice([0, 3, 5, 6, 7, 7, 8, 9, 10, 12, 13])
        entry = {"dealer": pad.next_dealer.name, "strain": strain, "doubles": rng.choice([0, 0, 1, 2]),
                 "declarer": rng.choice(["dealer", "partner"]), "tricks": {"NS": ns, "EW": 13 - ns},
                 "honours": None if strain == "NT" and rng.random() < 0.3 else
                 {"side": rng.choice(["NS", "EW"]), "call": rng.choice(calls)},
                 "chicane": {} if strain == "NT" else {"NS": rng.choice([0, 0, 0, 1, 2]),
                                                       "EW": rng.choice([0, 0, 0, 1])}}
        try:
            pad = pad.apply({"op": "enter", "entry": entry})
        except NotationError:
            continue
        entries.append(pad.deals[-1].entry.to_dict())
    return pad, entries


def games(block: dict[str, Any]) -> list[tuple[int, list[tuple[int, int]], str | None]]:
    return [(g["number"], [(r["we"], r["they"]) for r in g["rows"]], g["winner"])
            for g in block["games"]]


@pytest.mark.parametrize("key", LAW_CODE_KEYS)
def test_the_pages_offline_reckoning_is_the_engines(context: BrowserContext, server: Server,
                                                    key: str) -> None:
    """static/js/pad-score.js (the block of entries made offline) against the engine's block,
    over random rubbers under each code: every game row, every line above, the totals, the net."""
    page, errors = new_page(context)
    page.goto(f"{server.url}/pad/")
    page.wait_for_selector("#new-pad")
    rng = random.Random(key)
    for _ in range(8):
        pad, entries = random_entries(key, rng)
        shown = view(pad)
        got = page.evaluate("""async ([pad, entries]) => {
            const { provisionalBlock } = await import("/static/js/pad-score.js");
            return provisionalBlock(pad, entries);
        }""", [shown, entries])
        want = shown["block"]
        assert games(got) == games(want)
        assert [(a["deal"], a["we"], a["they"]) for a in got["above"]] == \
            [(a["deal"], a["we"], a["they"]) for a in want["above"]]
        for field in ("totals", "net", "games_won", "over", "winner"):
            assert got[field] == want[field], field
    assert errors == []
