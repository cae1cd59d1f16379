"""The first screen teaches (issue 34, items 2 and 4): the lobby says what the game is and offers
"learn" and "play against the computer" before the options; the page "From contract bridge"
reads on a phone and a desk, axe clean."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, expect

from browser.axe import serious
from support.server import Server

SIZES = [(390, 844), (1280, 800)]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_lobby_teaches_before_the_options(context: BrowserContext, server: Server,
                                              width: int, height: int) -> None:
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{server.url}/")
    intro = page.locator("section.intro")
    expect(intro).to_be_visible()
    assert intro.locator("p:not(.intro-actions)").count() == 3
    learn, play = page.locator("#learn-link"), page.locator("#play-computer")
    expect(learn).to_have_attribute("href", "/learn/")
    expect(page.locator("#contract-link")).to_have_attribute("href", "/from-contract-bridge")
    form_top = page.locator("#create-form").bounding_box()
    for offer in (learn, play):
        box = offer.bounding_box()
        assert box is not None and form_top is not None and box["y"] < form_top["y"]
        assert box["y"] + box["height"] <= height, "the offer is on the first screen"
    assert serious(page) == []


def test_play_against_the_computer_sits_down_with_three(context: BrowserContext, server: Server) -> None:
    page = context.new_page()
    page.goto(f"{server.url}/")
    page.locator("#player-name").fill("")
    page.locator("#play-computer").focus()
    page.keyboard.press("Enter")
    page.wait_for_url("**/t/*")
    expect(page.locator("body")).to_contain_text("Guest")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_from_contract_bridge_reads_on_phone_and_desk(context: BrowserContext, server: Server,
                                                      width: int, height: int) -> None:
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{server.url}/")
    page.locator("#contract-link").click()
    page.wait_for_url("**/from-contract-bridge")
    expect(page.locator("h1")).to_have_text("From contract bridge")
    expect(page.locator("article.difference")).to_have_count(10)
    expect(page.locator("article.difference").first).to_contain_text("english-1904 laws 47-48")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert serious(page) == []
