"""Every number explained on the score pad (issue 34, item 3): a tap on a figure of the block (at
390x844) or Enter on the focused figure (at 1280x800) opens a dialog with how it was made, the
terms that sum to it and its law; Escape gives the focus back; axe clean with the dialog open."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from browser.axe import serious
from browser.driver import new_page
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
