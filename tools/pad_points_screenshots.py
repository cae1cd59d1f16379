"""Screenshots of the points-only score pad (issue 36): the new pad's form with "Points only"
chosen, and the entry form of a points-only pad after eight lines of Ames's sheet with a
refused figure: docs/images/pad-points-{new,entry}-WxH.png at 390x844 and 1280x800, with
Debian's chromium, on a running server::

    python tools/pad_points_screenshots.py http://127.0.0.1:8000
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import Page, sync_playwright
from tqdm import tqdm

IMAGES = Path(__file__).resolve().parents[1] / "docs" / "images"
SIZES = ((390, 844), (1280, 800))
CHROMIUM = "/usr/bin/chromium"
PLAYERS = {"N": "Ames", "E": "Bell", "S": "Cole", "W": "Dunn"}
LINES = [("NS", 8, 16), ("EW", 12, 24), ("NS", 20, 8), ("EW", 16, 12), ("NS", 24, 30),
         ("EW", 18, 30), ("NS", 12, 16), ("NS", 4, 8)]
"""The first eight lines of Ames's sheet (seed 001), We being North and South."""


def shoot(page: Page, what: str, width: int, height: int) -> None:
    """One screenshot of the whole page, named by what it shows and the size."""
    page.screenshot(path=str(IMAGES / f"pad-points-{what}-{width}x{height}.png"), full_page=True)


def pad_points(page: Page, base: str, width: int, height: int) -> None:
    """The new pad's form, then a points-only pad with eight deals and a refused figure."""
    page.goto(f"{base}/pad/")
    page.wait_for_selector("#new-pad")
    page.check("input[name=law_code][value='american-1904']")
    for seat, name in PLAYERS.items():
        page.fill(f"#name-{seat}", name)
    page.check("input[name=keeping][value=points]")
    shoot(page, "new", width, height)
    page.click("#new-pad button[type=submit]")
    page.wait_for_selector("#score-block")
    for number, (side, below, above) in enumerate(LINES, 1):
        page.fill(f"#points-{side}-below", str(below))
        page.fill(f"#points-{side}-above", str(above))
        page.click("#enter")
        page.wait_for_function(
            f"document.querySelectorAll('#deals li[data-deal-id]').length === {number}")
    page.fill("#points-EW-below", "22")
    page.click("#enter")
    page.wait_for_selector("#entry-error:not([hidden])")
    shoot(page, "entry", width, height)


def main() -> None:
    """Take the screenshots at each size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the running server's address")
    base = parser.parse_args().base.rstrip("/")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        for width, height in tqdm(SIZES, desc="screenshots"):
            context = browser.new_context(viewport={"width": width, "height": height})
            pad_points(context.new_page(), base, width, height)
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
