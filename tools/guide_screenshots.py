"""Screenshots of the guide (issue 34, items 2-5): the lobby's first screen, the page From
contract bridge, a figure of the score pad and of the table explained, and the acts' meanings at
the table: docs/images/guide-WHAT-WxH.png at 390x844 and 1280x800, with Debian's chromium, on a
running server (``bridgewhist serve --undo-window 0``)::

    python tools/guide_screenshots.py http://127.0.0.1:8000
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from playwright.sync_api import Page, sync_playwright
from tqdm import tqdm

IMAGES = Path(__file__).resolve().parents[1] / "docs" / "images"
SIZES = ((390, 844), (1280, 800))
CHROMIUM = "/usr/bin/chromium"
HOYLE_FIRST = {"dealer": "N", "strain": "D", "honours": "four", "ns": "9"}


def shoot(page: Page, what: str, width: int, height: int, *, full: bool = False) -> None:
    """One screenshot, named by what it shows and the size."""
    page.screenshot(path=str(IMAGES / f"guide-{what}-{width}x{height}.png"), full_page=full)


def pad_figure(page: Page, base: str) -> None:
    """A pad with Hoyle's first deal, its first figure below the line tapped."""
    page.goto(f"{base}/pad/")
    page.wait_for_selector("#new-pad")
    page.check("input[name=law_code][value='english-1904']")
    for seat, name in {"N": "A", "E": "C", "S": "B", "W": "D"}.items():
        page.fill(f"#name-{seat}", name)
    page.select_option("#first-dealer", "N")
    page.click("#new-pad button[type=submit]")
    page.wait_for_selector("#score-block")
    page.check("input[name=declarer][value=dealer]")
    page.check("input[name=strain][value=D]")
    page.fill("#tricks-NS", HOYLE_FIRST["ns"])
    page.select_option("#honours-side", "NS")
    page.select_option("#honours-call", HOYLE_FIRST["honours"])
    page.click("#enter")
    page.locator("#score-block tr.below button.figure").first.click()
    page.locator("dialog#figure-explained").wait_for()


def table_figure(page: Page, base: str, width: int, height: int) -> None:
    """A table against the computer: the acts' meanings opened at the first call offered, then
    played until the deal is over."""
    page.goto(f"{base}/")
    page.fill("#player-name", "Ann")
    page.click("#play-computer")
    page.wait_for_url(re.compile(r"/t/[^/]+$"))
    shot = False
    for _ in range(400):
        if page.locator("#result .result-explained").is_visible():
            break
        if not shot and page.locator("#calls button[data-action]").count() \
                and page.locator("#act-help").is_visible():
            page.locator("#act-help .act-help-toggle").click()
            shoot(page, "act-help", width, height)
            page.locator("#act-help .act-help-toggle").click()
            shot = True
        button = page.locator("#calls button[data-action], #my-hand button.card.legal, "
                              "#felt button.card.legal")
        if button.count():
            button.first.click()
        page.wait_for_timeout(100)


def main() -> None:
    """Take the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url", help="the server's base URL")
    base = parser.parse_args().url.rstrip("/")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        for width, height in tqdm(SIZES, desc="sizes"):
            context = browser.new_context(viewport={"width": width, "height": height})
            context.add_init_script("try { localStorage.setItem('bridgewhist.pace', 'off'); } catch (e) {}")
            page = context.new_page()
            page.goto(f"{base}/")
            shoot(page, "lobby", width, height)
            page.goto(f"{base}/from-contract-bridge")
            shoot(page, "from-contract-bridge", width, height, full=True)
            pad_figure(page, base)
            shoot(page, "pad-figure", width, height)
            table_figure(page, base, width, height)
            page.locator("#score .scoring-block tbody.totals button.figure").first.click()
            page.locator("dialog#figure-explained").wait_for()
            shoot(page, "table-figure", width, height)
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
