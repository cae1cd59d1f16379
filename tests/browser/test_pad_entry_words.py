"""The score pad's entry in plain words (issue 36): "honours held by" holds nothing until chosen
at a suit (one side always holds three, but which is the player's to say) and starts at "neither
side" at no trumps; a refusal is one plain line naming the field in words, never a path such as
"(entry.tricks)". At 390x844 and 1280x800, axe clean."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from browser.axe import serious
from browser.driver import new_page
from support.pads import HOYLE_PLAYERS
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
PATH = re.compile(r"\b(entry|players|house|log(\[\d+\])?)\.\w")
"""A field named by its path on the wire ("entry.tricks", "log[3].entry.chicane.NS")."""


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def context(request: pytest.FixtureRequest, browser: Browser) -> Iterator[BrowserContext]:
    width, height = request.param
    made = browser.new_context(viewport={"width": width, "height": height})
    yield made
    made.close()


def start(page: Page, base: str) -> None:
    page.goto(f"{base}/pad/")
    page.wait_for_selector("#new-pad")
    page.check("input[name=law_code][value='english-1904']")
    for seat, name in HOYLE_PLAYERS.items():
        page.fill(f"#name-{seat}", name)
    page.select_option("#first-dealer", "N")
    page.click("#new-pad button[type=submit]")
    page.wait_for_selector("#score-block")


def chosen(page: Page) -> tuple[str, str]:
    return (page.input_value("#honours-side"),
            page.eval_on_selector("#honours-side", "s => s.options[s.selectedIndex].text"))


def refusal(page: Page) -> str:
    page.click("#enter")
    page.wait_for_selector("#entry-error:not([hidden])")
    return page.inner_text("#entry-error")


def test_honours_start_at_no_value_and_refusals_name_the_field_in_words(
        context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    start(page, server.url)
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
    assert page.evaluate("document.querySelectorAll('#deals li[data-deal-id]').length") == 0
    assert [e for e in errors if "status of 422" not in e] == []   # the refusals' own answers only
