"""Playing at the web table through a browser page, as a person would: the mouse, the
keyboard or a finger. Each helper waits for the page to offer something, then acts on it.

The table page writes where the table stands on ``<body>`` (``data-phase``, ``data-rubber``,
``data-deal``), which is how these helpers know that a deal is over."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

CONTROLS = "#calls button[data-action], button.card.legal"
"""What the receiver may do now: the calls and the cards he may play."""

_STATE_JS = """([rubber, deal]) => {
  const b = document.body.dataset;
  const r = Number(b.rubber), d = Number(b.deal);
  if (r > rubber || (r === rubber && d > deal) || (r === rubber && d === deal && b.phase === 'over')) {
    return 'done';
  }
  if (document.body.classList.contains('busy')) return false;
  const ready = [...document.querySelectorAll('#calls button[data-action], button.card.legal')]
    .filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true');
  return ready.length ? 'act' : false;
}"""

MAX_ACTIONS = 200
"""More actions than any one deal needs from one seat (13 cards, dummy's 13, the talk)."""

Actor = Callable[[Page, list[dict[str, Any]]], None]
"""Something that makes one of the actions offered."""


UNPACED = "try { localStorage.setItem('bridgewhist.pace', 'off'); } catch (e) {}"
"""An init script: this profile shows the computer players' acts at once (js/pace.js), as the
tests that play whole deals want; the pacing tests leave it out."""


def unpaced(context: BrowserContext) -> BrowserContext:
    """The context, its pages showing every act at once (no pacing): returned for chaining."""
    context.add_init_script(UNPACED)
    return context


def watch_errors(page: Page) -> list[str]:
    """Collect the page's uncaught script errors and console errors."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"pageerror: {error}"))
    page.on("console", lambda message: errors.append(f"console: {message.text}")
            if message.type == "error" else None)
    return errors


def new_page(context: BrowserContext) -> tuple[Page, list[str]]:
    """A page of this context, and the list its script errors will go to."""
    page = context.new_page()
    return page, watch_errors(page)


def open_table(page: Page, base: str, name: str, *, computer: str = "random",
               code: str = "english-1904", fill: bool = True, mode: str = "strict") -> str:
    """Open a four-hand table from the lobby with the mouse (``mode`` strict or laws) and sit at
    it; return the table's id."""
    page.goto(f"{base}/")
    page.fill("#player-name", name)
    page.check(f"input[name=code][value='{code}']")
    page.check(f"input[name=computer][value='{computer}']")
    page.check(f"input[name=mode][value='{mode}']")
    if page.is_checked("#fill-now") != fill:
        page.click("#fill-now")
    page.click("#create-form button[type=submit]")
    page.wait_for_url(re.compile(r"/t/[^/]+$"))
    return page.url.rstrip("/").rsplit("/", 1)[-1]


def open_kind(page: Page, base: str, name: str, kind: str, *, places: int | None = None) -> str:
    """Open a table of ``kind`` (``three-hand`` or ``club``; ``places``: a club table's members,
    five or six) from the lobby with the mouse, the other places filled at once with random
    computer players, and sit at it; return the table's id."""
    page.goto(f"{base}/")
    page.fill("#player-name", name)
    page.check(f"input[name=kind][value='{kind}']")
    if places is not None:
        page.select_option("#club-places", str(places))
    page.check("input[name=computer][value='random']")
    if not page.is_checked("#fill-now"):
        page.click("#fill-now")
    page.click("#create-form button[type=submit]")
    page.wait_for_url(re.compile(r"/t/[^/]+$"))
    return page.url.rstrip("/").rsplit("/", 1)[-1]


def deal_in_play(page: Page) -> tuple[int, int]:
    """Wait until the table has a deal (in play or just over), then return its (rubber, deal)."""
    page.wait_for_function(
        "['declaration', 'doubling', 'play', 'over'].includes(document.body.dataset.phase)", timeout=60_000)
    found: list[int] = page.evaluate(
        "[Number(document.body.dataset.rubber), Number(document.body.dataset.deal)]")
    return found[0], found[1]


_NEXT_OR_DEALT_JS = """() => document.body.dataset.phase !== 'over'
  || Boolean(document.querySelector("#calls button[data-action='next']:not([disabled])"))"""


def deal_next(page: Page, actor: Actor | None = None) -> None:
    """The deal is over: deal the next hand ("next"), and wait until it is dealt. A view that
    arrives between the offer and the click (the laws table's acts after the last trick) may
    withdraw the button a moment: then the page is asked again, a few times; a table that stays
    over with nothing to deal it still fails, after a minute."""
    for _ in range(4):
        page.wait_for_function(_NEXT_OR_DEALT_JS, timeout=60_000)
        if page.evaluate("document.body.dataset.phase") != "over":
            return
        try:
            (actor or mouse)(page, [{"action": "next"}])
        except PlaywrightTimeoutError:
            continue
        page.wait_for_function("document.body.dataset.phase !== 'over'")
        return
    raise AssertionError("the deal is over and the page never let this person deal the next hand")


def await_turn(page: Page) -> None:
    """Wait until the table waits for this person; when a deal ends first (he was dummy, and
    the others played it out), deal the next hand."""
    for _ in range(3):
        if next_state(page, deal_in_play(page)) == "act":
            return
        deal_next(page)
    raise AssertionError("three deals went by without this person being asked to act")


def next_state(page: Page, deal: tuple[int, int]) -> str:
    """Wait until the page offers an action ("act") or the deal is over ("done")."""
    handle = page.wait_for_function(_STATE_JS, arg=list(deal), timeout=60_000)
    return str(handle.json_value())


def ready_controls(page: Page) -> list[dict[str, Any]]:
    """The enabled controls: their action text, and whether each is a card."""
    found: list[dict[str, Any]] = page.eval_on_selector_all(CONTROLS, """(list) => list
      .filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true')
      .map((b) => ({action: b.dataset.action, card: b.classList.contains('card')}))""")
    return found


def act_carefully(page: Page, ready: list[str]) -> None:
    """Make the first of the ``ready`` acts (``data-action`` values) as a careful player at a
    club-laws table, then wait until the page is no longer busy. Every card of one's hand can be
    clicked under the club laws: a card that would renounce is asked about first, and he looks
    again and tries the next (clicking the same one again and again would leave the deal where
    it was)."""
    for action in ready:
        page.click(f"[data-action='{action}']")
        if not page.locator("#renounce-ask").count():
            break
        page.click("#renounce-ask .look-again")
    page.wait_for_function("!document.body.classList.contains('busy')", timeout=60_000)


def until_card_turn(page: Page, *, own_turn: bool = False) -> None:
    """Act with the mouse (calls, or the next deal) until this person must play a card. With
    ``own_turn`` the table must also be waiting for him (``data-my-turn``): at a club-laws table
    his cards are always clickable, so until then the page is watched, not acted on."""
    for _ in range(400):
        deal = deal_in_play(page)
        if next_state(page, deal) == "done":
            deal_next(page)
            continue
        controls = ready_controls(page)
        mine = not own_turn or page.evaluate("document.body.dataset.myTurn") == "yes"
        playing = page.evaluate("document.body.dataset.phase") == "play"
        if playing and mine and any(c["card"] for c in controls):
            return
        if not mine:
            page.wait_for_timeout(50)
            continue
        mouse(page, controls)
    raise AssertionError("this person was never asked for a card")


def window(width: int, height: int) -> dict[str, Any]:
    """A browser context's options for a window ``width`` x ``height``: below 600 wide, a
    phone's (touch, mobile)."""
    phone = width < 600
    return {"viewport": {"width": width, "height": height}, "has_touch": phone, "is_mobile": phone}


def choose(controls: list[dict[str, Any]]) -> dict[str, Any]:
    """A sensible choice that always ends the deal: be satisfied rather than double (the
    American codes let doubling go on indefinitely), else the first thing offered."""
    for control in controls:
        if control["action"].lower() == "satisfied":
            return control
    return controls[0]


def click(page: Page, control: dict[str, Any], *, tap: bool = False) -> None:
    """Click (or tap) the control that makes this action."""
    locator = page.locator(f"[data-action='{control['action']}']:not([disabled])").first
    if tap:
        locator.tap()
    else:
        locator.click()


def mouse(page: Page, controls: list[dict[str, Any]]) -> None:
    """Click a sensible choice."""
    click(page, choose(controls))


def finger(page: Page, controls: list[dict[str, Any]]) -> None:
    """Tap a sensible choice."""
    click(page, choose(controls), tap=True)


def play_until_over(page: Page, actor: Actor) -> int:
    """Act whenever the page offers something until the deal in play is over; return the
    number of actions made."""
    deal = deal_in_play(page)
    made = 0
    while next_state(page, deal) == "act":
        actor(page, ready_controls(page))
        made += 1
        assert made < MAX_ACTIONS, "the deal did not end"
    return made


def play_a_deal_in_person(page: Page, actor: Actor, *, next_deal: Actor = mouse) -> int:
    """Play until a deal ends in which this person played his cards (thirteen actions or more).
    A person who is dummy plays nothing, so then he deals the next hand (``next_deal``) and
    plays that: the deal passes to the left, so he is not dummy twice running."""
    for _ in range(3):
        made = play_until_over(page, actor)
        if made >= 13:
            return made
        deal_next(page, next_deal)
    raise AssertionError("three deals went by without this person playing a card")


def play_pages_in_turn(pages: list[Page]) -> list[int]:
    """Two or more people at one table: whoever the table waits for acts, until the deal in
    play is over; return the actions each made."""
    deal = deal_in_play(pages[0])
    made = [0] * len(pages)
    idle = 0
    while True:
        states = [page.evaluate(_STATE_JS, list(deal)) for page in pages]
        if all(state == "done" for state in states):
            return made
        acted = False
        for index, (page, state) in enumerate(zip(pages, states, strict=True)):
            if state == "act":
                mouse(page, ready_controls(page))
                made[index] += 1
                acted = True
        assert sum(made) < MAX_ACTIONS * len(pages), "the deal did not end"
        if acted:
            idle = 0
            continue
        idle += 1
        assert idle < 1200, "nobody was offered an action and the deal did not end"
        pages[0].wait_for_timeout(50)


@contextlib.contextmanager
def two_people(browser: Browser, url: str, width: int,
               height: int) -> Iterator[tuple[Page, list[str], Page, list[str]]]:
    """Ann opens a table with random computer players at ``url`` (the places not yet filled) and
    Bob joins it from a browser of his own, both at ``width`` x ``height`` and unpaced: yields
    (Ann's page, its errors, Bob's page, its errors); both browsers are closed on leaving."""
    first = unpaced(browser.new_context(**window(width, height)))
    second = unpaced(browser.new_context(**window(width, height)))
    try:
        ann, ann_errors = new_page(first)
        bob, bob_errors = new_page(second)
        open_table(ann, url, "Ann", computer="random", fill=False)
        bob.goto(ann.url)
        bob.fill("#join-name", "Bob")
        bob.click("#join-form button[type=submit]")
        yield ann, ann_errors, bob, bob_errors
    finally:
        first.close()
        second.close()
