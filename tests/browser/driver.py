"""Playing at the web table through a browser page, as a person would: the mouse, the
keyboard or a finger. Each helper waits for the page to offer something, then acts on it."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import BrowserContext, Page

CONTROLS = "#calls button[data-action], button.card.legal"
"""What the receiver may do now: the calls and the cards he may play."""

_STATE_JS = """([deals]) => {
  if (document.querySelectorAll('#history .replay-open').length >= deals) return 'done';
  if (document.body.classList.contains('busy')) return false;
  const ready = [...document.querySelectorAll('#calls button[data-action], button.card.legal')]
    .filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true');
  return ready.length ? 'act' : false;
}"""

MAX_ACTIONS = 200
"""More actions than any one deal needs from one seat (13 cards, dummy's 13, the talk)."""


def watch_errors(page: Page) -> list[str]:
    """Collect the page's uncaught script errors and console errors."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"pageerror: {error}"))
    page.on("console", lambda message: errors.append(f"console: {message.text}")
            if message.type == "error" else None)
    return errors


def open_table(page: Page, base: str, name: str, *, computer: str = "random",
               code: str = "english-1904", fill: bool = True) -> str:
    """Open a table from the lobby with the mouse and sit at it; return the table's id."""
    page.goto(f"{base}/")
    page.fill("#player-name", name)
    page.check(f"input[name=code][value='{code}']")
    page.check(f"input[name=computer][value='{computer}']")
    if page.is_checked("#fill-now") != fill:
        page.click("#fill-now")
    page.click("#create-form button[type=submit]")
    page.wait_for_url(re.compile(r"/t/[^/]+$"))
    return page.url.rstrip("/").rsplit("/", 1)[-1]


def next_state(page: Page, deals: int) -> str:
    """Wait until the page offers an action ("act") or shows ``deals`` finished deals ("done")."""
    handle = page.wait_for_function(_STATE_JS, arg=[deals], timeout=60_000)
    return str(handle.json_value())


def ready_controls(page: Page) -> list[dict[str, Any]]:
    """The enabled controls: their action text and where they are."""
    found: list[dict[str, Any]] = page.eval_on_selector_all(CONTROLS, """(list) => list
      .filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true')
      .map((b) => ({action: b.dataset.action, card: b.classList.contains('card'),
                    inHand: Boolean(b.closest('#my-hand'))}))""")
    return found


def choose(controls: list[dict[str, Any]]) -> dict[str, Any]:
    """A sensible choice that always ends the deal: be satisfied rather than double (the
    American codes let doubling go on indefinitely), else the first thing offered."""
    for control in controls:
        if control["action"].lower() == "satisfied":
            return control
    return controls[0]


def finished_deals(page: Page) -> int:
    return page.locator("#history .replay-open").count()


def play_deal_with_mouse(page: Page, deals: int = 1, *, tap: bool = False) -> int:
    """Play with the mouse (or a finger) until ``deals`` deals are finished; return the actions made."""
    made = 0
    while next_state(page, deals) == "act":
        control = choose(ready_controls(page))
        locator = page.locator(f"[data-action='{control['action']}']:not([disabled])").first
        if tap:
            locator.tap()
        else:
            locator.click()
        made += 1
        assert made < MAX_ACTIONS, "the deal did not end"
    return made


def play_pages_in_turn(pages: list[Page], deals: int = 1) -> list[int]:
    """Two or more people at one table: whoever the table waits for acts, until the deal ends."""
    made = [0] * len(pages)
    idle = 0
    while True:
        if all(finished_deals(page) >= deals for page in pages):
            return made
        acted = False
        for index, page in enumerate(pages):
            state = page.evaluate(_STATE_JS, [deals])
            if state == "act":
                control = choose(ready_controls(page))
                page.locator(f"[data-action='{control['action']}']:not([disabled])").first.click()
                made[index] += 1
                acted = True
        assert sum(made) < MAX_ACTIONS * len(pages), "the deal did not end"
        if acted:
            idle = 0
            continue
        idle += 1
        assert idle < 1200, "nobody was offered an action and the deal did not end"
        pages[0].wait_for_timeout(50)


def new_page(context: BrowserContext) -> tuple[Page, list[str]]:
    page = context.new_page()
    return page, watch_errors(page)
