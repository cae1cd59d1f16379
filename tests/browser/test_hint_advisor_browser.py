"""The declaration advisor in the hint, in the browser (issue 18, item 2).

The player who makes the trump (the dealer, or his partner after a leave) asks "What would the
maxims say?" and, after the maxims' words, sees the advisor's table (a real table with a caption:
each make's expected points with its 95% interval) and its bar chart (inline SVG, aria-hidden:
the table carries the figures); axe finds no serious or critical violation with them shown.
Screenshots at a phone and a desktop size go to the test's tmp dir."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from browser.axe import serious
from browser.driver import await_turn, mouse, new_page, open_table, ready_controls, unpaced
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
pytestmark = pytest.mark.skipif(importlib.util.find_spec("endplay") is None,
                                reason="the advisor needs DDS (the 'dds' extra)")


def _to_the_declaration(page: Page) -> None:
    """Play on (a sensible choice each turn) until this person makes the trump."""
    for _ in range(200):
        await_turn(page)
        if page.evaluate("document.body.dataset.phase") == "declaration":
            return
        mouse(page, ready_controls(page))
    raise AssertionError("this person never made the trump")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_maker_sees_the_advisors_table_and_chart(browser: Browser, server: Server, tmp_path: Path,
                                                     width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Ada", computer="random")
        _to_the_declaration(page)
        page.click("#hint-ask")
        page.wait_for_selector("#hint .hint-maxim")
        table = page.locator("#hint-advice table.advice-table")
        table.wait_for(timeout=60_000)
        assert table.locator("caption").inner_text().startswith("Expected points of each make for your hand")
        rows = table.locator("tbody tr")
        makes = [rows.nth(i).locator("th").inner_text() for i in range(rows.count())]
        names = [m.removesuffix(" (best)") for m in makes]
        assert names[:5] == ["Spades", "Hearts", "Diamonds", "Clubs", "No trumps"]
        assert names[5:] in ([], ["Leave it"])
        assert sum(m.endswith("(best)") for m in makes) == 1
        chart = page.locator("#hint-advice svg.advice-chart")
        assert chart.get_attribute("aria-hidden") == "true"
        assert chart.locator("rect.advice-bar").count() == rows.count()
        assert chart.bounding_box()["width"] <= width   # type: ignore[index]
        page.screenshot(path=str(tmp_path / f"advisor-{width}x{height}.png"), full_page=True)
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()
