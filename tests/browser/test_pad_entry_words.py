"""The score pad's entry in plain words (issue 36): "honours held by" holds nothing until chosen
at a suit (one side always holds three, but which is the player's to say) and starts at "neither
side" at no trumps; a refusal is one plain line naming the field in words, never a path such as
"(entry.tricks)". At 390x844 and 1280x800, axe clean."""

from __future__ import annotations

import re

from playwright.sync_api import BrowserContext, Page

from browser.axe import serious
from browser.driver import new_page
from browser.pad_page import DEALS, start_pad
from support.pads import HOYLE_PLAYERS
from support.server import Server

PATH = re.compile(r"\b(entry|players|house|log(\[\d+\])?)\.\w")
"""A field named by its path on the wire ("entry.tricks", "log[3].entry.chicane.NS")."""


def chosen(page: Page) -> tuple[str, str]:
    return (page.input_value("#honours-side"),
            page.eval_on_selector("#honours-side", "s => s.options[s.selectedIndex].text"))


def refusal(page: Page) -> str:
    page.click("#enter")
    page.wait_for_selector("#entry-error:not([hidden])")
    return page.inner_text("#entry-error")


def test_honours_start_at_no_value_and_refusals_name_the_field_in_words(
        sized_context: BrowserContext, server: Server) -> None:
    page, errors = new_page(sized_context)
    start_pad(page, server.url, "english-1904", HOYLE_PLAYERS)
    value, text = chosen(page)   # hearts, the form's first trumps
    assert value == "" and "neither" not in text.lower() and "aces" not in text.lower(), text
    page.check("input[name=strain][value=NT]")
    assert chosen(page) == ("", "Neither side (aces two and two)")
    page.check("input[name=strain][value=D]")
    assert "neither" not in chosen(page)[1].lower()

    page.fill("#tricks-NS", "9")
    page.fill("#tricks-EW", "5")
    line = refusal(page)
    assert "add up to 13" in line and "Tricks" in line and "\n" not in line.strip()
    assert not PATH.search(line), line

    page.fill("#tricks-EW", "4")
    line = refusal(page)   # no side chosen at a suit
    assert "Honours held by" in line and "say which side" in line and not PATH.search(line), line
    assert serious(page) == []

    page.select_option("#honours-side", "NS")
    page.select_option("#honours-call", "four")
    page.select_option("#chicane-NS", "1")
    line = refusal(page)   # four honours divided, beside chicane in the same side
    assert line.startswith("Refused. Chicane") and not PATH.search(line), line
    assert page.evaluate(DEALS) == 0
    assert [e for e in errors if "status of 422" not in e] == []   # the refusals' own answers only
