"""axe-core (through axe-playwright-python) on the lobby and the table (issue 15, item 11): no
serious or critical violation on the lobby, the table in the declaration and the play, at the end
of a deal (the result on the felt) and in the replay, at a phone and a desktop size."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from browser.driver import await_turn, mouse, new_page, open_table, play_until_over, ready_controls, unpaced
from support.server import Server

axe_module = pytest.importorskip("axe_playwright_python.sync_playwright",
                                 reason="axe-playwright-python is not installed (the dev extra)")
AXE = axe_module.Axe()
SIZES = [(390, 844), (1280, 800)]


def serious(page: Page) -> list[str]:
    """The serious and critical violations axe finds on the page: rule, impact, first target."""
    found: dict[str, Any] = AXE.run(page).response
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
            for v in found["violations"] if v["impact"] in ("serious", "critical")]


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
