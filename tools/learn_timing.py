"""How long each lesson at /learn/ takes a new player, modelled: a browser driven through every
lesson with a reader's pauses, on a running server (``bridgewhist serve --undo-window 0``)::

    python tools/learn_timing.py http://127.0.0.1:8000

The model, not a person: before each choice the player reads every word the lesson's panel shows
(title, idea, passage and its source, where he sits, the question and its answers) at
:data:`WORDS_A_MINUTE`, then takes :data:`DECIDE_SECONDS` to choose (the right answer, first
time); he then reads the answer's words at the same pace and, where the answer asks for acts at
the table, takes :data:`DECIDE_SECONDS` for each before making it; then "Next lesson". The words
of the table page in the frame are not counted (he looks at his hand; the time to do so is in the
decision's seconds). Each lesson's time runs from its page being asked for to the tap on "Next
lesson" (the last lesson: to its last act), so it includes the server's opening of the lesson's
table and the computers' turns. Prints a markdown table of each lesson and the total.
"""

from __future__ import annotations

import argparse
import time

from learn_screenshots import AT_TABLE, CHROMIUM, open_lesson, open_page, right_key
from playwright.sync_api import Page, sync_playwright

from bridgewhist.web.lessons import LESSONS, Lesson

WORDS_A_MINUTE = 200
DECIDE_SECONDS = 4.0
SIZE = (1280, 800)
PANEL = ("Array.from(document.querySelectorAll('#lesson > :not(.learn-table):not(#lesson-answer)"
         ":not(.learn-buttons)')).map((e) => e.innerText).join(' ')")
"""The words of the lesson's panel shown before the choice (not the answer, not the buttons)."""


def reading_seconds(text: str) -> float:
    """The seconds to read ``text`` at :data:`WORDS_A_MINUTE`."""
    return len(text.split()) * 60 / WORDS_A_MINUTE


def pause(page: Page, seconds: float) -> None:
    """Wait as the reader does (the page goes on working meanwhile)."""
    page.wait_for_timeout(seconds * 1000)


def take(page: Page, base: str, lesson: Lesson) -> dict[str, float]:
    """Drive one lesson as the modelled player: its words, the model's seconds and the clock's."""
    started = time.monotonic()
    open_lesson(page, base, lesson)
    panel = str(page.evaluate(PANEL))
    pause(page, reading_seconds(panel) + DECIDE_SECONDS)
    page.locator(f"#lesson-choices button[data-key='{right_key(lesson)}']").click()
    page.locator("#lesson-answer .verdict").wait_for()
    said = page.locator("#lesson-answer").inner_text()
    pause(page, reading_seconds(said))
    frame = page.frame_locator("#table-frame")
    for action in AT_TABLE.get(lesson.key, ()):
        pause(page, DECIDE_SECONDS)
        offered = frame.locator(f"#calls button[data-action='{action}'], "
                                f"#my-hand button.card.legal[data-action='{action}']")
        offered.click()
        offered.wait_for(state="detached")
    acts = len(AT_TABLE.get(lesson.key, ()))
    model = reading_seconds(panel) + reading_seconds(said) + DECIDE_SECONDS * (1 + acts)
    return {"panel_words": len(panel.split()), "answer_words": len(said.split()), "choices": 1 + acts,
            "model": model, "clock": time.monotonic() - started}


def minutes(seconds: float) -> str:
    """``1 min 25 s``."""
    whole = round(seconds)
    return f"{whole // 60} min {whole % 60} s" if whole >= 60 else f"{whole} s"


def main() -> None:
    """Time every lesson in order and print the table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("url", help="the server's base URL")
    base = parser.parse_args().url.rstrip("/")
    rows: list[tuple[Lesson, dict[str, float]]] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        page = open_page(browser, *SIZE)
        for lesson in LESSONS:
            rows.append((lesson, take(page, base, lesson)))
            print(f"{lesson.key}: {rows[-1][1]}", flush=True)
        browser.close()
    print("\n| lesson | words before the choice | words of the answer | choices | modelled reading and "
          "deciding | measured, with the page and the table |")
    print("|---|---|---|---|---|---|")
    for lesson, row in rows:
        print(f"| {lesson.title} (`{lesson.key}`) | {row['panel_words']:.0f} | {row['answer_words']:.0f} | "
              f"{row['choices']:.0f} | {minutes(row['model'])} | {minutes(row['clock'])} |")
    model, clock = sum(r["model"] for _, r in rows), sum(r["clock"] for _, r in rows)
    print(f"| all {len(rows)} | | | | {minutes(model)} | {minutes(clock)} |")


if __name__ == "__main__":
    main()
