"""Every number of a three-hand block explained at the table (issue 34, item 3): at 390x844, by
touch, a person plays three-hand deals against two computer players until a deal scores; a tap
on a deal's figure of the block opens the server's explanation (who scored it under Ames's rule,
the terms, the law), and so does a tap on a player's total; axe clean with the dialog open."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, expect

from browser.axe import serious
from browser.driver import deal_next, finger, new_page, open_kind, play_until_over, unpaced
from support.server import Server

DEAL_FIGURE = "#score table.score-three tbody button.figure"


def test_a_tap_on_a_three_hand_figure_shows_how_it_was_made(browser: Browser, server: Server,
                                                            tmp_path: Path) -> None:
    made = unpaced(browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                       is_mobile=True))
    try:
        page, errors = new_page(made)
        open_kind(page, server.url, "Ann", "three-hand")
        for _ in range(6):       # a passed deal scores nothing: play on until one scores
            play_until_over(page, finger)
            if page.locator(DEAL_FIGURE).count():
                break
            deal_next(page, finger)
        figure = page.locator(DEAL_FIGURE).first
        shown = figure.inner_text()
        figure.tap()
        dialog = page.locator("dialog#figure-explained")
        expect(dialog).to_be_visible()
        words = dialog.locator(".words").inner_text()
        assert words.startswith("deal ") and ("dealer, with X" in words or "partner of" in words), words
        expect(dialog.locator("h2")).to_contain_text(f": {shown}")
        expect(dialog.locator(".law")).to_contain_text("Ames, Three Hand Bridge")
        page.screenshot(path=str(tmp_path / "three-hand-explained-390x844.png"))
        assert serious(page) == []
        dialog.locator("button.close").tap()
        expect(dialog).to_be_hidden()
        total = page.locator("#score table.score-three td.total button.figure").first
        total.tap()
        expect(dialog).to_be_visible()
        expect(dialog.locator(".words")).to_contain_text("total")
        dialog.locator("button.close").tap()
        assert errors == []
    finally:
        made.close()
