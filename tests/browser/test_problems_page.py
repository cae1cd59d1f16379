"""Double-dummy problems in the browser (issue 35, item 3): the bundled problem opened, solved by
the solver with its winning line, then solved in the puzzle mode (a losing card refuted first),
by keyboard at 1280x800 and by touch at 390x844; the lobby's link; a problem shared by link opens
from it; bad PBN is one line; axe clean."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from browser.axe import serious
from browser.driver import new_page, unpaced
from support.server import Server

SIZES = [(390, 844), (1280, 800)]
SHOTS = os.environ.get("BRIDGEWHIST_SHOTS")
"""A folder for the screenshots of the docs (docs/images), when set; else the test's tmp dir."""


def _press(page: Page, selector: str, touch: bool) -> None:
    if touch:
        page.tap(selector)
    else:
        page.focus(selector)
        page.keyboard.press("Enter")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_problem_is_solved_and_played_as_a_puzzle(browser: Browser, server: Server, tmp_path: Path,
                                                    width: int, height: int) -> None:
    touch = width < 600
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                       is_mobile=touch))
    try:
        page, errors = new_page(made)
        page.goto(f"{server.url}/problems/")
        page.locator("#collection li button").first.wait_for()
        _press(page, "#collection li:first-child button", touch)
        assert page.input_value("#hand-S") == "K.7.J6."
        _press(page, "#solve", touch)
        page.locator("#answer .pz-verdict").wait_for(timeout=60_000)
        assert "It can be done" in page.locator("#answer").inner_text()
        main = [item.get_attribute("title") for item in page.locator("#answer ol.an-line li span").all()]
        assert len(main) == 16 and main[0] == "knave of diamonds"
        _press(page, "#puzzle-start", touch)
        page.locator("#puzzle-cards button").first.wait_for(timeout=60_000)
        _press(page, "#puzzle-cards button[data-card='SK']", touch)   # the king of trumps first loses
        page.locator("#puzzle-refutation .pz-verdict.bad").wait_for(timeout=60_000)
        assert "loses the task" in page.locator("#puzzle-refutation").inner_text()
        assert page.locator("#puzzle-refutation ol li").count() == 16
        if touch:
            page.screenshot(path=str(Path(SHOTS or tmp_path) / f"problems-refuted-{width}x{height}.png"))
        solution = page.request.post(f"{server.url}/api/problems/solve",
                                     data={"pbn": _first_pbn(page, server.url)}).json()["main_line"]
        for step in solution:
            if step["seat"] not in ("N", "S"):
                continue
            button = f"#puzzle-cards button[data-card='{step['card']}']"
            page.locator(button).wait_for(timeout=60_000)
            _press(page, button, touch)
        page.locator("#puzzle-refutation .pz-verdict.good").wait_for(timeout=60_000)
        assert "Solved: North-South took 4 tricks" in page.locator("#puzzle-refutation").inner_text()
        page.screenshot(path=str(Path(SHOTS or tmp_path) / f"problems-puzzle-{width}x{height}.png"),
                        full_page=not touch)
        assert serious(page) == []
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        assert errors == []
    finally:
        made.close()


def _first_pbn(page: Page, base: str) -> str:
    pbn: str = page.request.get(f"{base}/api/problems").json()["problems"][0]["pbn"]
    return pbn


def test_a_shared_link_opens_the_problem_and_bad_pbn_is_one_line(browser: Browser, server: Server) -> None:
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}))
    try:
        page, errors = new_page(made)
        page.goto(f"{server.url}/")
        page.click("#problems-link")   # the lobby links the problems
        page.wait_for_url(f"{server.url}/problems/")
        page.locator("#collection li button").first.wait_for()
        page.fill("#hand-N", "A...")
        page.fill("#hand-E", "K...")
        page.fill("#hand-S", "Q...")
        page.fill("#hand-W", "J...")
        page.select_option("#trumps", "NT")
        page.select_option("#leader", "N")
        page.fill("#tricks", "1")
        page.click("#share")
        shared = page.url
        assert "#pbn=" in shared
        other, _ = new_page(made)
        other.goto(shared)
        other.locator("#collection li button").first.wait_for()
        assert other.input_value("#hand-W") == "J..."
        other.click("#solve")
        other.locator("#answer .pz-verdict").wait_for(timeout=60_000)
        assert "It can be done" in other.locator("#answer").inner_text()
        other.fill("#hand-W", "J.2..")   # five cards against four
        other.click("#solve")
        other.locator("#notice").wait_for(state="visible")
        notice = other.locator("#notice").inner_text()
        assert notice.startswith("Sorry: ") and "\n" not in notice.strip()
        assert serious(other) == []
        assert errors == []
    finally:
        made.close()


def test_a_period_problem_is_listed_opened_and_played_as_a_puzzle(browser: Browser, server: Server) -> None:
    """The period problems from sources are in the page's list (issue 35, item 3): the Vienna coup
    (Clay, 1864) opens with its hands, trumps, leader and task and its source (the [Annotator]:
    where it comes from and what is ours), the solver says it can be done,
    and the puzzle is played through by the solver's main line, every trick to North-South."""
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}))
    try:
        page, errors = new_page(made)
        page.goto(f"{server.url}/problems/")
        listed = page.locator("#collection li button")
        listed.first.wait_for()
        names = listed.all_inner_texts()
        for name in ("The Vienna coup", "The Duke of Cumberland's hand", "The Mississippi heart hand"):
            assert any(name in text for text in names), names
        page.locator("#collection li button", has_text="The Vienna coup").click()
        assert page.input_value("#hand-S") == "AQ.2.AQ7643.AKQ3"
        assert page.input_value("#hand-W") == "K6.T9765.JT8.865"
        assert page.input_value("#trumps") == "C" and page.input_value("#leader") == "S"
        assert page.input_value("#tricks") == "13"
        source = next(p["source"] for p in page.request.get(f"{server.url}/api/problems").json()["problems"]
                      if p["name"].startswith("The Vienna coup"))
        assert page.locator("#source-text").inner_text() == source and "are ours" in source
        page.click("#solve")
        page.locator("#answer .pz-verdict").wait_for(timeout=60_000)
        assert "It can be done" in page.locator("#answer").inner_text()
        pbn = next(p["pbn"] for p in page.request.get(f"{server.url}/api/problems").json()["problems"]
                   if p["name"].startswith("The Vienna coup"))
        line = page.request.post(f"{server.url}/api/problems/solve", data={"pbn": pbn}).json()["main_line"]
        assert len(line) == 52
        page.click("#puzzle-start")
        for step in line:
            if step["seat"] not in ("N", "S"):
                continue
            button = f"#puzzle-cards button[data-card='{step['card']}']"
            page.locator(button).wait_for(timeout=60_000)
            page.click(button)
        page.locator("#puzzle-refutation .pz-verdict.good").wait_for(timeout=60_000)
        assert "Solved: North-South took 13 tricks" in page.locator("#puzzle-refutation").inner_text()
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()
