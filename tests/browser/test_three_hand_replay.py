"""Three-hand tables have history and replay, speak Ames's words (issue 15, item 10) and offer
the maxims' hint (item 8).

A person plays a three-hand deal against two computer players with the mouse; "The rubber so far"
then lists it, its replay steps through the talk and the tricks naming the three players and X,
and nowhere on the felt, the deal's panel, the prompt or the replay are "North-South",
"East-West" or "partner" said (Ames: "Each is dealer in turn and plays with X as the dummy, the
other two being partners"). Screenshots at a phone and a desktop size."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from browser.driver import (
    await_turn,
    deal_in_play,
    mouse,
    new_page,
    open_kind,
    play_until_over,
    ready_controls,
    unpaced,
)
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
NOT_AMES = re.compile(r"North-South|East-West|partner", re.IGNORECASE)


def ames_words_only(page: Page) -> None:
    for where in ("#felt-info", "#contract", "#turn", "#prompt", "#felt"):
        text = page.inner_text(where)
        assert not NOT_AMES.search(text), (where, text)
    # A card on the table is read with its player's name (or X's), not a compass point.
    labels = page.eval_on_selector_all("#trick .card", "(l) => l.map((c) => c.getAttribute('aria-label'))")
    for label in labels:
        assert not re.match(r"(North|South|East|West),", label), label
    # The name plates carry the players' names and X, never a compass point or its letter.
    plates = page.eval_on_selector_all("#felt .plate", "(l) => l.map((p) => p.textContent)")
    assert plates, "no name plates on the felt"
    for plate in plates:
        assert not re.search(r"North|South|East|West", plate), plate
    letters = page.eval_on_selector_all("#felt .plate .seat-letter", "(l) => l.map((s) => s.textContent)")
    assert "X" in letters and "A" in letters, letters


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_three_hand_deal_is_in_the_history_and_replays_in_ames_words(
        browser: Browser, server: Server, tmp_path: Path, width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, errors = new_page(made)
        open_kind(page, server.url, "Ann", "three-hand")
        deal_in_play(page)
        ames_words_only(page)
        for n in range(6):   # a few acts, the trick read at each
            await_turn(page)
            ames_words_only(page)
            if n == 0:   # the maxims are offered at a three-hand table too
                page.click("#hint-ask")
                page.wait_for_selector("#hint .hint-maxim")
                assert page.inner_text("#hint").startswith("The maxims say:")
                assert page.locator(".hinted[data-action]").count() >= 1
            mouse(page, ready_controls(page))
        play_until_over(page, mouse)
        ames_words_only(page)
        page.wait_for_selector("#history .replay-open")
        item = page.inner_text("#history li")
        assert item.startswith("Deal 1")
        page.locator("#history .replay-open").first.click()
        page.wait_for_selector("#replay-dialog[open]")
        body = page.inner_text("#replay-body")
        assert "X" in body and "Ann" in body
        assert not NOT_AMES.search(body), body
        if "passed" not in body:
            page.click("#replay-body .step-next")
            status = page.inner_text("#replay-body .replay-status")
            assert status.startswith("Trick 1:") and "and X" in status and "the adversaries" in status
            assert not NOT_AMES.search(status), status
        page.screenshot(path=str(tmp_path / f"three-hand-replay-{width}x{height}.png"))
        assert errors == []
    finally:
        made.close()
