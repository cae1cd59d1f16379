"""Every number explained on the score pad (issue 34, item 3): a tap on a figure of the block (at
390x844) or Enter on the focused figure (at 1280x800) opens a dialog with how it was made, the
terms that sum to it and its law; Escape gives the focus back; axe clean with the dialog open."""

from __future__ import annotations

from playwright.sync_api import Browser, BrowserContext, expect

from browser.axe import serious
from browser.driver import mouse, new_page, open_table, play_until_over
from browser.test_pad_browser import enter, start_pad
from support.pads import HOYLE_DEALS, HOYLE_PLAYERS
from support.server import Server


def test_a_tap_on_a_figure_of_the_pad_shows_how_it_was_made(browser: Browser, server: Server) -> None:
    made = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page, errors = new_page(made)
        start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
        for entry in HOYLE_DEALS[:2]:
            enter(page, entry)
        figure = page.locator("#score-block tr.below button.figure").first
        expect(figure).to_have_text("18")
        figure.tap()
        dialog = page.locator("dialog#figure-explained")
        expect(dialog).to_be_visible()
        expect(dialog).to_contain_text("3 tricks over six at diamonds, 6 each = 18")
        expect(dialog.locator(".law")).to_have_text("The law: english-1904 law 4")
        assert serious(page) == []
        dialog.locator("button.close").tap()
        expect(dialog).to_be_hidden()
        assert errors == []
    finally:
        made.close()


def test_enter_on_a_focused_total_shows_its_terms(browser: Browser, server: Server) -> None:
    made = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page, errors = new_page(made)
        start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
        for entry in HOYLE_DEALS:
            enter(page, entry)
        total = page.locator("#total-we button.figure")
        total.focus()
        page.keyboard.press("Enter")
        dialog = page.locator("dialog#figure-explained")
        expect(dialog).to_be_visible()
        terms = [int(t.split(": ")[-1]) for t in dialog.locator("ul.terms li").all_inner_texts()]
        assert sum(terms) == int(total.inner_text()) == 204
        expect(dialog.locator(".sum")).to_have_text(f"{' + '.join(map(str, terms))} = 204")
        net = page.locator("#net button.figure")
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        expect(total).to_be_focused()
        net.focus()
        page.keyboard.press("Enter")
        expect(dialog.locator(".sum")).to_have_text("204 - 178 = 26")
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()


def test_a_figure_of_the_tables_block_opens_how_it_was_made(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    page.set_viewport_size({"width": 1280, "height": 800})
    open_table(page, server.url, "Ann")
    play_until_over(page, mouse)
    said = page.locator("#result .result-explained")
    expect(said).to_contain_text("How it was scored: ")
    expect(said).to_contain_text("english-1904 law")
    figure = page.locator("#score .scoring-block tbody.totals button.figure").first
    expect(figure).to_be_attached()
    figure.scroll_into_view_if_needed()
    figure.focus()
    page.keyboard.press("Enter")
    dialog = page.locator("dialog#figure-explained")
    expect(dialog).to_be_visible()
    expect(dialog.locator(".law")).to_contain_text("english-1904 law")
    shown = int(figure.inner_text())
    terms = [int(t.split(": ")[-1]) for t in dialog.locator("ul.terms li").all_inner_texts()]
    assert not terms or sum(terms) == shown
    assert serious(page) == []
    page.keyboard.press("Escape")
    expect(figure).to_be_focused()
    item = page.locator("#score .scoring-block span.entry button.figure").first
    item.click()
    expect(dialog.locator(".words")).to_contain_text(item.inner_text())
    dialog.locator("button.close").click()
    page.locator("button.look-back").click()
    replayed = page.locator(".replay .replay-score button.figure").first
    expect(replayed).to_be_visible()
    assert page.locator(".replay .replay-score").inner_text().startswith("Scored: ")
    replayed.click()
    expect(dialog.locator("h2")).to_contain_text("deal 1, ")
    expect(dialog.locator(".law")).to_contain_text("english-1904 law")
    assert errors == []
