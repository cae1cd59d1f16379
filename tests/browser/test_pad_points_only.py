"""A score pad kept as points only (issue 36): the new pad's form offers "Points only", the
entry form then asks each side's points below and above the line, Ames's sheet entered so gives
his 146, a figure no deal can give is refused in one plain line, a deal can be corrected and the
last deleted, and "Save the record" says in one line that no record holds points only. At
390x844 and 1280x800, axe clean."""

from __future__ import annotations

import re

from playwright.sync_api import BrowserContext, Page

from browser.axe import serious
from browser.driver import new_page
from browser.pad_page import DEALS, fill_new_pad, open_new_pad
from support.pad_points import AMES_LINES
from support.pads import AMES_PLAYERS
from support.server import Server

PATH = re.compile(r"\b(entry|points)\.\w")
"""A field named by its path on the wire ("entry.points.NS.below")."""


def enter(page: Page, side: str, below: int, above: int) -> None:
    before = page.evaluate(DEALS)
    page.fill(f"#points-{side}-below", str(below))
    page.fill(f"#points-{side}-above", str(above))
    page.click("#enter")
    page.wait_for_function(f"{DEALS} === {before + 1}")


def test_ames_sheet_entered_as_points_on_the_page(sized_context: BrowserContext,
                                                  server: Server) -> None:
    page, errors = new_page(sized_context)
    fill_new_pad(page, server.url, "american-1904", AMES_PLAYERS, keeping="points")
    assert serious(page) == []
    open_new_pad(page)
    assert page.is_hidden("#facts-fields") and page.is_visible("#points-NS-below")
    assert page.inner_text("label[for=points-NS-below]") == "Below the line, We (Ames-Cole)"

    page.fill("#points-NS-below", "22")
    page.click("#enter")
    page.wait_for_selector("#entry-error:not([hidden])")
    line = page.inner_text("#entry-error")
    assert line.startswith("Refused. Below the line, We (Ames-Cole): 22 is no trick score"), line
    assert "\n" not in line.strip() and not PATH.search(line), line
    assert page.evaluate(DEALS) == 0
    assert serious(page) == []

    for side, below, above in AMES_LINES:
        enter(page, side, below, above)
    assert page.inner_text("#total-we") == "390" and page.inner_text("#total-they") == "244"
    assert page.get_attribute("#net", "data-points") == "146"
    assert "NS 36 below, 40 above." in page.inner_text("#deals li[data-deal-id]:last-child")
    assert serious(page) == []

    page.click("#deals li[data-deal-id]:last-child button.correct")
    assert page.input_value("#points-NS-above") == "40"
    page.fill("#points-NS-above", "30")
    page.click("#enter")
    page.wait_for_function("document.querySelector('#net').dataset.points === '136'")
    assert "Corrected 1 time(s)" in page.inner_text("#deals li[data-deal-id]:last-child")
    page.click("#deals li[data-deal-id]:last-child button.delete")
    page.wait_for_function(f"{DEALS} === 15")
    assert page.is_visible("#points-NS-below")   # the rubber is in play again: a deal to enter

    page.click("#export-json")
    page.wait_for_selector("#notice:not([hidden])")
    notice = page.inner_text("#notice")
    assert notice.startswith("No record saved: a points-only pad has no JSON or PBN record"), notice
    assert "\n" not in notice.strip()
    assert serious(page) == []
    assert [e for e in errors if "status of 422" not in e] == []   # the refusals' own answers only
