"""The refereed table (club laws), issue 36: the dealer, on dummy's turn, taps a card of his own
hand. The page asks about a card played out of turn (never about a renounce: only the hand in
turn can fail to follow suit), and once he plays it the referee's ruling, with its law, is on
the felt where he looks, not below the fold. At 390x844 and 1280x800, axe clean."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import BrowserContext, Page

from browser.axe import serious
from browser.driver import act_carefully, new_page, open_table
from support.server import Server

STATE_JS = """() => {
  const ready = [...document.querySelectorAll('#calls [data-action], #felt button.card.legal'),
                 ...document.querySelectorAll('#my-hand button.card.legal')]
    .filter((b) => b.getAttribute('aria-disabled') !== 'true').map((b) => b.dataset.action);
  const mine = document.body.dataset.myTurn === 'yes' || ready.includes('next');
  if (!ready.length || !mine || document.body.classList.contains('busy')) return null;
  const {phase, seat, dealer} = document.body.dataset;
  const dummys = [...document.querySelectorAll('#felt button.card.legal')].length > 0;
  const own = [...document.querySelectorAll('#my-hand button.card')].map((b) => b.dataset.action);
  return {phase, seat, dealer, ready, dummys, own};
}"""


def in_view(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    return box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["x"] >= 0 \
        and box["x"] + box["width"] <= size["width"]


def dealer_on_dummys_turn(page: Page) -> dict[str, Any]:
    """Play as a careful player until this person deals and dummy is to play; that state."""
    for _ in range(600):
        state: dict[str, Any] = page.wait_for_function(STATE_JS, timeout=60_000).json_value()
        if state["phase"] == "play" and state["seat"] == state["dealer"] and state["dummys"] \
                and "next" not in state["ready"]:
            return state
        act_carefully(page, state["ready"])
    raise AssertionError("600 acts and this person never dealt with dummy to play")


def test_a_card_from_the_dealers_own_hand_on_dummys_turn_is_played_out_of_turn(
        sized_context: BrowserContext, server: Server) -> None:
    page, errors = new_page(sized_context)
    open_table(page, server.url, "Ann", computer="random", mode="laws")
    state = dealer_on_dummys_turn(page)
    card = state["own"][0]
    page.click(f"#my-hand [data-action='{card}']")
    page.locator("#renounce-ask").wait_for()
    question = page.inner_text("#renounce-question")
    assert "out of turn" in question and "You hold" not in question, question
    assert in_view(page, "#renounce-ask")
    assert serious(page) == []
    page.click("#renounce-ask .play-anyway")
    page.wait_for_function("() => /out of turn|exposed|played/.test("
                           "document.querySelector('#felt-ruling')?.textContent || '')", timeout=30_000)
    line = page.inner_text("#felt-ruling")
    assert line.startswith("The referee: "), line
    assert re.search(r"\((english|american)-190[45] laws? \d+", line), line
    assert in_view(page, "#felt-ruling"), "the ruling is on the first screen"
    assert serious(page) == []
    assert errors == []
