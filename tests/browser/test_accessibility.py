"""axe-core (through axe-playwright-python) on the lobby and the table (issue 15, item 11): no
serious or critical violation on the lobby, the table in the declaration and the play, at the end
of a deal (the result on the felt) and in the replay, the waiting table and the cut, a three-hand
and a club table (in play, at the end of a deal, the replay), at a phone and a desktop size (the
end of a rubber: tests/browser/test_rubber_end.py); and each card played and the result are
announced in a live region once."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser

from browser.axe import serious
from browser.driver import (
    await_turn,
    deal_in_play,
    mouse,
    new_page,
    open_kind,
    open_table,
    play_until_over,
    ready_controls,
    unpaced,
)
from support.server import Server

SIZES = [(390, 844), (1280, 800)]



@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_lobby_has_no_serious_violation(browser: Browser, server: Server, width: int,
                                            height: int) -> None:
    made = browser.new_context(viewport={"width": width, "height": height})
    try:
        page, _ = new_page(made)
        page.goto(f"{server.url}/")
        page.wait_for_selector("#create-form")
        assert serious(page) == []
    finally:
        made.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_table_in_each_phase_has_no_serious_violation(browser: Browser, server: Server,
                                                          width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, _ = new_page(made)
        open_table(page, server.url, "Uma", computer="random")
        await_turn(page)
        seen: dict[str, list[str]] = {}
        for _ in range(8):
            phase = page.evaluate("document.body.dataset.phase")
            if phase not in seen:
                seen[phase] = serious(page)
            await_turn(page)
            mouse(page, ready_controls(page))
        play_until_over(page, mouse)
        page.wait_for_selector("#result", state="visible")
        seen["over"] = serious(page)
        page.locator("#history .replay-open").first.click()
        page.wait_for_selector("#replay-dialog[open]")
        seen["replay"] = serious(page)
        assert {phase: found for phase, found in seen.items() if found} == {}
    finally:
        made.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_waiting_table_and_the_cut_have_no_serious_violation(browser: Browser, server: Server,
                                                                 width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, _ = new_page(made)
        open_table(page, server.url, "Wes", computer="random", fill=False)
        page.wait_for_selector("#fill:not([hidden])")
        waiting = serious(page)
        page.click("#fill")
        page.wait_for_selector("#contract .cut")
        assert (waiting, serious(page)) == ([], [])
    finally:
        made.close()


@pytest.mark.parametrize("kind", ["three-hand", "club"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_three_hand_and_a_club_table_have_no_serious_violation(browser: Browser, server: Server, kind: str,
                                                                 width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, _ = new_page(made)
        open_kind(page, server.url, "Axel", kind, places=5 if kind == "club" else None)
        deal_in_play(page)
        seen = {"in play": serious(page)}
        # At a club table of five the cut leaves one out of the first rubber: if it is this
        # person, the table plays on without him (no result waits for him), and he cuts in for
        # the next rubber; his own deal is the one to check.
        page.wait_for_function("document.body.dataset.seat !== ''", timeout=120_000)
        play_until_over(page, mouse)
        page.wait_for_selector("#result", state="visible")
        seen["over"] = serious(page)
        page.locator("#history .replay-open").first.click()
        page.wait_for_selector("#replay-dialog[open]")
        seen["replay"] = serious(page)
        assert {where: found for where, found in seen.items() if found} == {}
    finally:
        made.close()


_LIVE_JS = """() => {
  window.liveSaid = [];
  const watch = new MutationObserver((changes) => {
    for (const change of changes) {
      const live = '[aria-live]:not([aria-live=off]), [role=log], [role=status], [role=alert]';
      const region = change.target.closest && change.target.closest(live);
      if (!region || region.closest('dialog')) continue;
      for (const node of change.addedNodes) {
        const text = (node.textContent || '').trim();
        if (text) window.liveSaid.push([node.className || '', text]);
      }
    }
  });
  watch.observe(document.body, {childList: true, subtree: true});
}"""


def test_each_card_played_and_the_result_are_announced_once(browser: Browser, server: Server) -> None:
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}))
    try:
        page, _ = new_page(made)
        open_table(page, server.url, "Liv", computer="random", fill=False)
        page.wait_for_selector("#fill:not([hidden])")
        page.evaluate(_LIVE_JS)
        page.click("#fill")   # the cut and the deal from here, every announcement watched
        play_until_over(page, mouse)
        page.wait_for_selector("#result", state="visible")
        page.wait_for_timeout(300)
        said: list[list[str]] = page.evaluate("window.liveSaid")
        plays = [text for kind, text in said if kind == "log-play"]
        cards = {found.group(1) for text in plays if (found := re.search(r"plays the (\w+ of \w+)", text))}
        assert len(plays) == 52 and len(cards) == 52, plays
        results = [text for kind, text in said if kind == "log-score"]
        assert len(results) == 1, results
    finally:
        made.close()
