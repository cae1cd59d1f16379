"""Screenshots of every lesson at /learn/ for docs/learn.md: docs/images/learn-KEY-WxH.png.

Each lesson is opened on a running server (``bridgewhist serve --undo-window 0``), its real table
drawn in the frame, its right answer chosen, and the page taken at 390x844 and 1280x800 with
Debian's chromium::

    python tools/learn_screenshots.py http://127.0.0.1:8000
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import sync_playwright
from tqdm import tqdm

from bridgewhist.web.lessons import LESSONS

IMAGES = Path(__file__).resolve().parents[1] / "docs" / "images"
SIZES = ((390, 844), (1280, 800))
CHROMIUM = "/usr/bin/chromium"


def main() -> None:
    """Take the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url", help="the server's base URL")
    base = parser.parse_args().url.rstrip("/")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        for width, height in SIZES:
            context = browser.new_context(viewport={"width": width, "height": height})
            context.add_init_script("try { localStorage.setItem('bridgewhist.pace', 'off'); } catch (e) {}")
            page = context.new_page()
            for lesson in tqdm(LESSONS, desc=f"lessons at {width}x{height}"):
                page.goto(f"{base}/learn/#{lesson.key}")
                page.wait_for_selector(f"#lesson[data-lesson='{lesson.key}']")
                page.frame_locator("#table-frame").locator("#calls button[data-action]").first.wait_for()
                right = next(choice.key for choice in lesson.choices if choice.right)
                page.locator(f"#lesson-choices button[data-key='{right}']").click()
                page.locator("#lesson-answer .verdict").wait_for()
                page.screenshot(path=str(IMAGES / f"learn-{lesson.key}-{width}x{height}.png"), full_page=True)
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
