"""Screenshots of every lesson at /learn/ for docs/learn.md: docs/images/learn-KEY-WxH.png.

Each lesson is opened on a running server (``bridgewhist serve --undo-window 0``), its real table
drawn in the frame, its right answer chosen, the acts its answer asks for made at the table
(:data:`AT_TABLE`), and the whole page taken at 390x844 (a phone, by touch) and 1280x800 with
Debian's chromium::

    python tools/learn_screenshots.py http://127.0.0.1:8000
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright
from tqdm import tqdm

from bridgewhist.web.lessons import LESSONS, Lesson

IMAGES = Path(__file__).resolve().parents[1] / "docs" / "images"
SIZES = ((390, 844), (1280, 800))
CHROMIUM = "/usr/bin/chromium"
AT_TABLE = {"make": ("no-trumps",), "honours": ("hearts",), "opening-lead": ("satisfied", "DK"),
            "three-hand": ("leave",)}
"""The acts a lesson's answer asks the learner to make at its table ("satisfied": "May I lead?")."""


def open_page(browser: Browser, width: int, height: int) -> Page:
    """A fresh page of that size (a phone below 1000 px: touch), the table's pace off."""
    phone = width < 1000
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone,
                                  is_mobile=phone)
    context.add_init_script("try { localStorage.setItem('bridgewhist.pace', 'off'); } catch (e) {}")
    return context.new_page()


def open_lesson(page: Page, base: str, lesson: Lesson) -> None:
    """Go to the lesson and wait for its real table to offer the learner his calls."""
    page.goto(f"{base}/learn/#{lesson.key}")
    page.wait_for_selector(f"#lesson[data-lesson='{lesson.key}']")
    page.frame_locator("#table-frame").locator("#calls button[data-action]").first.wait_for()


def right_key(lesson: Lesson) -> str:
    """The key of the lesson's right answer."""
    return next(choice.key for choice in lesson.choices if choice.right)


def act_at_table(page: Page, lesson: Lesson) -> None:
    """Make the acts the lesson's answer asks for at its table, each gone once taken."""
    frame = page.frame_locator("#table-frame")
    for action in AT_TABLE.get(lesson.key, ()):
        offered = frame.locator(f"#calls button[data-action='{action}'], "
                                f"#my-hand button.card.legal[data-action='{action}']")
        offered.click()
        offered.wait_for(state="detached")


def main() -> None:
    """Take the screenshots."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("url", help="the server's base URL")
    base = parser.parse_args().url.rstrip("/")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        for width, height in SIZES:
            page = open_page(browser, width, height)
            for lesson in tqdm(LESSONS, desc=f"lessons at {width}x{height}"):
                open_lesson(page, base, lesson)
                page.locator(f"#lesson-choices button[data-key='{right_key(lesson)}']").click()
                page.locator("#lesson-answer .verdict").wait_for()
                act_at_table(page, lesson)
                page.wait_for_timeout(600)   # the table's answer drawn in the frame
                page.screenshot(path=str(IMAGES / f"learn-{lesson.key}-{width}x{height}.png"), full_page=True)
            page.context.close()
        browser.close()


if __name__ == "__main__":
    main()
