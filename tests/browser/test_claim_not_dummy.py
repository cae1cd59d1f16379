"""The claim box is never offered to dummy (issue 36, risky defaults): two people sit at a
friendly table with two computer players; while the deal is played, the page of the person who
is dummy shows no claim box and no "Concede the rest" (dummy takes no part in the play: the
dealer claims for his side), while the page of the person who plays offers them. At 390x844 and
1280x800, axe clean on dummy's page. The claim box's own default (nothing chosen) is tested in
tests/browser/test_safe_defaults.py; the server's refusal of dummy's claim in tests/web/test_seen.py."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from browser.axe import serious
from browser.driver import mouse, ready_controls, two_people
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""

PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}

_STATE_JS = """() => { const b = document.body.dataset;
  return {phase: b.phase, seat: b.seat, dealer: b.dealer, busy: document.body.classList.contains('busy'),
          claim: Boolean(document.querySelector('#claim-count')),
          concede: Boolean(document.querySelector("#consent [data-action='concede']"))}; }"""


def _state(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(_STATE_JS)
    return found


def _look(page: Page, state: dict[str, Any], shot: Path | None) -> str | None:
    """Check the claim box on ``page`` in ``state``: "dummy" (none offered), "player" (offered)."""
    if state["phase"] != "play" or not state["dealer"] or not state["seat"]:
        return None
    if state["seat"] != PARTNER[state["dealer"]]:
        return "player" if state["claim"] and state["concede"] else None
    assert not state["claim"] and not state["concede"], f"dummy ({state['seat']}) may claim"
    if shot is not None:
        page.screenshot(path=str(shot))
        assert serious(page) == []
    return "dummy"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_claim_box_is_offered_to_the_players_never_to_dummy(
        browser: Browser, server: Server, tmp_path: Path, width: int, height: int) -> None:
    shot = Path(SHOTS or tmp_path) / f"table-claim-dummy-after-{width}x{height}.png"
    with two_people(browser, server.url, width, height) as (ann, ann_errors, bob, bob_errors):
        ann.locator("#fill").click()
        seen = {"dummy": 0, "player": 0}
        for _ in range(4000):
            if seen["dummy"] >= 3 and seen["player"]:
                break
            acted = False
            for page in (ann, bob):
                state = _state(page)
                found = _look(page, state, None if seen["dummy"] else shot)
                if found:
                    seen[found] += 1
                controls = [] if state["busy"] else ready_controls(page)
                if page is bob:   # Ann alone deals the next hand: two clicks would race for one button
                    controls = [c for c in controls if c["action"] != "next"]
                if controls:
                    mouse(page, controls)
                    acted = True
            if not acted:
                ann.wait_for_timeout(50)
        else:
            raise AssertionError(f"dummy's page and a player's claim seen: {seen}")
        assert ann_errors == [] and bob_errors == []
