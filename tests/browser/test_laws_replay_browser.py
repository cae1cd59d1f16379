"""The replay of a refereed deal in Debian's chromium: a person (an adversary) at a club-laws
table with computer players exposes a card from the irregularities menu, the deal is played out,
and the replay steps through it: the irregularity in words, the ruling with its law, the choice
and who made it, each trick with its winner, to the tricks won at the end.

The person plays as a careful player would: at each of his turns the first act the referee
calls regular, read from the view the page itself received over its websocket."""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import BrowserContext, Page, WebSocket

from bridgewhist.acts import parse_act
from bridgewhist.cards import Card, format_deal, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.record import RefereedDeal
from bridgewhist.seats import Seat
from bridgewhist.web.views.laws_replay import deal_steps
from bridgewhist.words import card_words
from browser.driver import new_page, open_table
from support.laws_replay import corrected_renounce_deal
from support.server import Server

MAX_ACTS = 400
"""More of the person's acts than a few deals need (a guard against a loop, not a timing)."""


class Views:
    """The latest view the page received over its websocket."""

    def __init__(self, page: Page) -> None:
        self.latest: dict[str, Any] = {}
        page.on("websocket", self._watch)

    def _watch(self, socket: WebSocket) -> None:
        socket.on("framereceived", self._frame)

    def _frame(self, payload: str | bytes) -> None:
        frame = json.loads(payload)
        if frame.get("type") == "view" and frame.get("seq", -1) >= self.latest.get("seq", -1):
            self.latest = frame

    @property
    def view(self) -> dict[str, Any]:
        view: dict[str, Any] = self.latest.get("view", {})
        return view


def _settle(page: Page, views: Views, seq: int) -> None:
    """Wait until the page has the view after ``seq`` and has drawn it."""
    for _ in range(1200):
        if views.latest.get("seq", -1) > seq:
            break
        page.wait_for_timeout(50)
    page.wait_for_function("!document.body.classList.contains('busy')", timeout=60_000)


def _my_turn(page: Page, views: Views) -> dict[str, Any]:
    """Wait until the person has something to do; the view."""
    for _ in range(2400):
        view = views.view
        if view.get("legal") and not page.evaluate("document.body.classList.contains('busy')"):
            return view
        page.wait_for_timeout(50)
    raise AssertionError(f"the person never had a turn: {views.latest}")


def test_the_replay_of_a_refereed_deal_shows_the_irregularity_and_the_ruling(
        context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    views = Views(page)
    open_table(page, server.url, "Ann", computer="random", mode="laws")
    exposed = False
    for _ in range(MAX_ACTS):
        view = _my_turn(page, views)
        me = view["you"]["seat"]
        seq = views.latest["seq"]
        if view["phase"] == "over":
            if exposed:
                break
            page.click("[data-action='next']")  # no chance this deal: the next one
        elif (not exposed and view["phase"] == "play" and view["laws"]["ruling"] is None
              and me not in (view["dealer"], view["dummy"]) and len(view["legal"]) >= 2):
            # An adversary exposes a card he may play now: the dealer may call it at once (P84).
            page.locator("#irregularities summary").click()
            page.locator(f'#irregularities button[data-action="expose {view["legal"][0]["action"]}"]').click()
            exposed = True
        else:
            action = view["legal"][0]["action"]
            page.locator(f'[data-action="{action}"]').first.click()
        _settle(page, views, seq)
    else:
        raise AssertionError("no deal with the irregularity was finished")
    entry = views.view["history"][-1]
    assert entry["steps"], entry  # a refereed deal with an irregularity
    won = views.view["tricks_won"]
    page.locator("#calls .look-back").click()
    panel = page.locator("#replay-dialog .replay-laws")
    panel.wait_for(timeout=30_000)
    assert "refereed" in panel.locator(".replay-head").inner_text()
    seen: list[str] = []
    while not panel.locator(".step-next").is_disabled():
        panel.locator(".step-next").click()
        seen.append(panel.locator(".replay-step").inner_text())
    assert len(seen) == len(entry["steps"])
    text = "\n".join(seen)
    who = re.escape(f"Ann ({ {'N': 'North', 'E': 'East', 'S': 'South', 'W': 'West'}[me] })")
    assert re.search(rf"{who}: exposes the \w+ of \w+ — irregular", text), text
    seat = "(North|East|South|West)"
    assert re.search(rf"Referee: {seat}'s exposed card: {seat} to choose \(english-1904 law 84\)", text), text
    assert re.search(r"to choose, for Ann \(\w+\)'s exposed card \(english-1904 law 84\):", text), text
    assert re.search(r"chose: .+ \(english-1904 law 84, for Ann \(\w+\)'s exposed card\)", text), text
    assert re.search(r"Trick 13: .+ won by ", text) or entry["outcome"] != "closed", text
    assert seen[-1].endswith(f"Tricks: North-South {won['NS']}, East-West {won['EW']}.") \
        or entry["outcome"] != "closed", seen[-1]
    # Back to the deal as dealt, and the keyboard steps too.
    panel.locator(".step-first").click()
    assert "The deal as dealt" in panel.locator(".replay-step").inner_text()
    panel.locator(".step-next").focus()
    page.keyboard.press("ArrowRight")
    assert panel.locator(".replay-step-title").inner_text().startswith("Step 1 of ")
    assert errors == [], errors


_STEP_THROUGH = """async ([deal, names]) => {
    const { lawsReplayPanel } = await import('/static/js/replay_laws.js');
    const panel = lawsReplayPanel(deal, null, names);
    document.body.replaceChildren(panel);
    const seen = [];
    while (!panel.querySelector('.step-next').disabled) {
        panel.querySelector('.step-next').click();
        seen.push(panel.querySelector('.replay-step').innerText);
    }
    return { head: panel.querySelector('.replay-head').innerText, seen };
}"""


def test_the_replay_tells_a_trick_taken_back_and_a_deal_annulled(context: BrowserContext,
                                                                 server: Server) -> None:
    """The panel over two refereed deals built by the referee: a renounce corrected after its
    trick was turned (P94: the trick is taken back, then played again) and a dummy's declaration
    without permission answered by a new deal (P49: no score)."""
    page, errors = new_page(context)
    page.goto(f"{server.url}/")
    code, deal, referee, wrong = corrected_renounce_deal()
    entry = {"number": 1, "dealer": deal.dealer.name, "hands": format_deal(deal.hands), "strain": "S",
             "multiplier": referee.hand.multiplier, "outcome": referee.outcome,
             "steps": [step.model_dump() for step in deal_steps(code, deal)]}
    names = {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}
    got = page.evaluate(_STEP_THROUGH, [entry, names])
    assert len(got["seen"]) == len(entry["steps"])
    text = "\n".join(got["seen"])
    assert "takes back his renounce" in text
    taken = re.search(r"Trick 1 is taken back into play \(it held ([^)]*)\): the renounce is corrected\.",
                      text)
    assert taken is not None and card_words(int(Card.parse(wrong))).removeprefix("the ") in taken[1], text
    assert text.count("Trick 1: ") == 2 and "Trick 13: " in text, text
    hands = "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32"
    acts = (parse_act("N: hearts"), parse_act("W: choose new-deal"))
    annulled = RefereedDeal(Seat.S, parse_deal(hands), acts)
    steps = [step.model_dump() for step in deal_steps(load_law_code("english-1904"), annulled)]
    entry = {"number": 2, "dealer": "S", "hands": hands, "strain": None, "multiplier": 1,
             "outcome": "new-deal", "steps": steps}
    got = page.evaluate(_STEP_THROUGH, [entry, names])
    assert "the trump never declared" in got["head"]
    first, last = got["seen"]
    assert "Ann (North): \u201cHearts\u201d — irregular" in first, first
    assert ("Di (West) to choose, for Ann (North)'s declaration without permission "
            "(english-1904 law 49):") in first, first
    assert "Di (West) chose: a new deal (english-1904 law 49" in last, last
    assert last.endswith("No score: a new deal by the same dealer."), last
    assert errors == [], errors
