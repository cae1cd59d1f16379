"""The referee's choices explained at the table (issue 34, item 5): at a club-laws table two
people sit, Ann the dealer and Bob her right-hand adversary; before the trump is made Bob exposes
a card from the irregularities menu, and the referee puts Ann the choice of P71 (the card stays
exposed, liable to be called, or its suit is barred at the opening lead). Her calls are the
options, and the act help beside them ("What do these mean?") says what each does with its law
from the LawCode data; everyone else (Bob here) has the same disclosure beside the options on the
felt. Opened by touch at 390x844 and by keyboard at 1280x800, axe clean.

The seed makes the cut: with Ann and Bob in places 0 and 1 and two computer players after them,
seed 2 has Ann deal the first deal from South and Bob sit East."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from browser.axe import serious
from browser.driver import new_page, unpaced
from support.server import Server

SEED = 2
"""A seed whose cut has place 0 deal the first deal (South) and place 1 sit at his right (East)."""


def _sit(page: Page, url: str, name: str) -> None:
    page.goto(url)
    page.fill("#join-name", name)
    page.click("#join-form button[type=submit]")
    page.locator("#join-form").wait_for(state="hidden", timeout=30_000)


@pytest.fixture
def two(browser: Browser, request: pytest.FixtureRequest) -> Iterator[tuple[BrowserContext, BrowserContext]]:
    width, height, touch = request.param
    ann = unpaced(browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                      is_mobile=touch))
    bob = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}))
    yield ann, bob
    ann.close()
    bob.close()


def _ruling_for_ann(server: Server, contexts: tuple[BrowserContext, BrowserContext]
                    ) -> tuple[Page, Page, list[str]]:
    """Open the table, seat Ann and Bob and the computers; Bob exposes a card before the make;
    Ann's page with the ruling's options as her calls, Bob's, and their script errors."""
    ann, ann_errors = new_page(contexts[0])
    bob, bob_errors = new_page(contexts[1])
    made = ann.request.post(f"{server.url}/api/tables", data={
        "code": "english-1904", "mode": "laws", "computer": "random", "seed": SEED})
    assert made.ok, made.text()
    url = f"{server.url}{made.json()['url']}"
    _sit(ann, url, "Ann")
    _sit(bob, url, "Bob")
    ann.locator("#fill").wait_for(state="visible", timeout=30_000)
    ann.locator("#fill").click()
    # Each page hears the cut on its own socket: wait for both to have their seat and the deal.
    for page in (ann, bob):
        page.wait_for_function(
            "document.body.dataset.phase === 'declaration' && Boolean(document.body.dataset.seat)",
            timeout=60_000)
    seats = (ann.evaluate("document.body.dataset.seat"), bob.evaluate("document.body.dataset.seat"))
    assert seats == ("S", "E") and ann.evaluate("document.body.dataset.dealer") == "S", seats
    bob.wait_for_function("Boolean(document.querySelector('#irregularities summary'))", timeout=30_000)
    bob.locator("#irregularities summary").click()
    bob.locator('#irregularities button[data-action^="expose"]').first.click()
    ann.locator("#calls button[data-action='choose call']").wait_for(timeout=30_000)
    ann.locator("#act-help-list dd[data-act='choose bar-suit']").wait_for(state="attached")
    bob.locator("#felt-ruling[data-kind='ruling'] #ruling-help").wait_for(timeout=30_000)
    return ann, bob, [*ann_errors, *bob_errors]


def _check_listing(page: Page, listing: Locator, options: list[str]) -> None:
    expect(listing).to_be_visible()
    expect(listing.locator("dt").last).to_be_in_viewport()
    terms = listing.locator("dt").all_inner_texts()
    assert terms == options and len(options) == 2, (terms, options)
    meanings = listing.locator("dd").all_inner_texts()
    assert all(len(m) > 30 for m in meanings), meanings
    laws = listing.locator("dd .law").all_inner_texts()
    assert laws == ["(english-1904 law 71; english-1904 law 84)",   # called: P71, then P84
                    "(english-1904 law 71)"], laws


@pytest.mark.parametrize("two", [(390, 844, True)], indirect=True, ids=["390x844-touch"])
def test_the_referees_choice_is_explained_by_touch(two: tuple[BrowserContext, BrowserContext],
                                                   server: Server, tmp_path: Path) -> None:
    page, _, errors = _ruling_for_ann(server, two)
    toggle = page.locator("#act-help .act-help-toggle")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.tap()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    _check_listing(page, page.locator("#act-help-list"), page.locator("#calls button").all_inner_texts())
    page.screenshot(path=str(tmp_path / "ruling-help-390x844.png"))
    assert serious(page) == []
    toggle.tap()
    expect(page.locator("#act-help-list")).to_be_hidden()
    page.locator("#calls button[data-action='choose bar-suit']").tap()
    page.wait_for_function("document.querySelector('#felt-ruling')?.dataset.kind !== 'ruling'",
                           timeout=30_000)
    assert errors == []


@pytest.mark.parametrize("two", [(1280, 800, False)], indirect=True, ids=["1280x800-keyboard"])
def test_the_referees_choice_is_explained_by_keyboard(two: tuple[BrowserContext, BrowserContext],
                                                      server: Server, tmp_path: Path) -> None:
    ann, bob, errors = _ruling_for_ann(server, two)
    for page, where, options in ((ann, "#act-help", "#calls button"),
                                 (bob, "#ruling-help", "#felt-ruling .options .option")):
        toggle = page.locator(f"{where} .act-help-toggle")
        toggle.focus()
        page.keyboard.press("Enter")
        expect(toggle).to_have_attribute("aria-expanded", "true")
        _check_listing(page, page.locator(f"{where}-list"), page.locator(options).all_inner_texts())
        page.screenshot(path=str(tmp_path / f"ruling-help-{where[1:]}-1280x800.png"))
        assert serious(page) == []
        page.keyboard.press("Space")
        expect(page.locator(f"{where}-list")).to_be_hidden()
    # Ann chooses by keyboard too, and the ruling is settled on both pages.
    ann.locator("#calls button[data-action='choose call']").focus()
    ann.keyboard.press("Enter")
    bob.wait_for_function("document.querySelector('#felt-ruling')?.dataset.kind !== 'ruling'",
                          timeout=30_000)
    assert errors == []
