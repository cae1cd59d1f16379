"""The lessons at /learn/ in the browser: every lesson completed by touch at 390x844 and by the
keyboard at 1280x800, each beside its real table (the table page in a frame, the learner's calls
offered there; the three-hand lesson's a three-hand table), axe clean on each, the acts a lesson's
answer asks for made at the table itself (by touch, and by Tab, the arrows and Enter), the progress
kept and a lesson restarted (issue 34, item 1)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Frame, Page

from bridgewhist.web.learn import lesson_view
from bridgewhist.web.lessons import LESSONS
from browser.axe import serious
from browser.driver import new_page, unpaced
from support.server import Server

KEYS = [lesson.key for lesson in LESSONS]
RIGHT = {lesson.key: next(c.key for c in lesson.choices if c.right) for lesson in LESSONS}
WRONG = {lesson.key: next(c.key for c in lesson.choices if not c.right) for lesson in LESSONS}
LAW = {lesson.key: lesson_view(lesson).law for lesson in LESSONS}
AT_TABLE = {"make": ("no-trumps",), "honours": ("hearts",), "opening-lead": ("satisfied", "DK"),
            "three-hand": ("leave",)}
"""The acts a lesson's answer asks the learner to make at its table ("satisfied" is "May I lead?")."""


@pytest.fixture
def phone(browser: Browser) -> Iterator[BrowserContext]:
    """A phone: 390x844, touch."""
    made = unpaced(browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                       is_mobile=True))
    yield made
    made.close()


@pytest.fixture
def desk(browser: Browser) -> Iterator[BrowserContext]:
    """A desktop: 1280x800, the keyboard."""
    made = unpaced(browser.new_context(viewport={"width": 1280, "height": 800}))
    yield made
    made.close()


def lesson_ready(page: Page, key: str) -> None:
    """Wait for the lesson and its real table: the learner's calls offered in the frame."""
    page.wait_for_selector(f"#lesson[data-lesson='{key}']")
    frame = page.frame_locator("#table-frame")
    frame.locator("#calls button[data-action]").first.wait_for()


def tab_to(page: Page, selector: str, key: str = "Tab") -> None:
    """Press Tab (or ``key``: Shift+Tab goes back) until the element matching ``selector`` has the
    focus."""
    for _ in range(60):
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached {selector}")


def answer_text(page: Page) -> str:
    return page.locator("#lesson-answer").inner_text()


def act_at_table(page: Page, key: str) -> None:
    """Make, by touch in the lesson's real table, the acts its answer asks for: each a call or a
    card offered to the learner, gone once the table has taken it."""
    frame = page.frame_locator("#table-frame")
    for action in AT_TABLE.get(key, ()):
        offered = frame.locator(f"#calls button[data-action='{action}'], "
                                f"#my-hand button.card.legal[data-action='{action}']")
        offered.tap()
        offered.wait_for(state="detached")


CONTROL = "#calls button[data-action], #my-hand button.card.legal"
"""What the learner may do at the table: a call, or a card he may play."""


def table_frame(page: Page) -> Frame:
    """The lesson's real table, the page in the frame."""
    handle = page.locator("#table-frame").element_handle()
    frame = handle.content_frame() if handle is not None else None
    assert frame is not None, "the lesson has no table in its frame"
    return frame


def focused_action(frame: Frame) -> str | None:
    """The action of the table's control that has the keyboard's focus, or None."""
    found = frame.evaluate("(s) => document.hasFocus() && document.activeElement && "
                           "document.activeElement.matches(s) ? document.activeElement.dataset.action : null",
                           CONTROL)
    return found if isinstance(found, str) else None


def act_at_table_by_keyboard(page: Page, key: str) -> None:
    """Make the acts the lesson's answer asks for at its table by the keyboard alone: Tab into
    the table until one of its controls has the focus, the arrows to the act, Enter."""
    frame = table_frame(page)
    for action in AT_TABLE.get(key, ()):
        frame.locator(f"[data-action='{action}']").wait_for()
        for _ in range(60):
            if focused_action(frame) is not None:
                break
            page.keyboard.press("Tab")
        for _ in range(30):
            if focused_action(frame) == action:
                break
            page.keyboard.press("ArrowRight")
        assert focused_action(frame) == action, (key, action, focused_action(frame))
        page.keyboard.press("Enter")
        frame.locator(f"[data-action='{action}']").wait_for(state="detached")


def test_every_lesson_by_touch_at_390x844(phone: BrowserContext, server: Server) -> None:
    page, errors = new_page(phone)
    page.goto(f"{server.url}/")
    page.locator("a[href='/learn/']").first.tap()
    for at, key in enumerate(KEYS):
        lesson_ready(page, key)
        assert serious(page) == [], key
        page.locator(f"#lesson-choices button[data-key='{WRONG[key]}']").tap()
        assert "Not quite" in answer_text(page)
        page.locator(f"#lesson-choices button[data-key='{RIGHT[key]}']").tap()
        said = answer_text(page)
        assert said.startswith("Right") and f"The law: {LAW[key]}" in said, said
        assert page.locator("#progress").inner_text() == f"{at + 1} of {len(KEYS)} lessons done"
        if key in ("make", "opening-lead"):   # the maxim that chose the answer, with its book
            assert "The maxim, and the book's choice: Ames" in said and "Fisher Ames" in said
        if key == "make":
            assert "The declaration advisor" in said and "Its best: no trumps" in said
        if key in AT_TABLE:   # the choice taught, made at the real table
            assert "Now " in said and " at the table" in said
            act_at_table(page, key)
        if at + 1 < len(KEYS):
            page.locator("#lesson-next").tap()
    assert "every lesson is done" in answer_text(page)
    assert errors == []


def test_every_lesson_by_keyboard_at_1280x800(desk: BrowserContext, server: Server) -> None:
    page, errors = new_page(desk)
    page.goto(f"{server.url}/learn/")
    for at, key in enumerate(KEYS):
        lesson_ready(page, key)
        assert serious(page) == [], key
        assert page.evaluate("document.activeElement.id") == "lesson"   # the lesson takes the focus
        tab_to(page, f"#lesson-choices button[data-key='{RIGHT[key]}']")
        page.keyboard.press("Enter")
        assert answer_text(page).startswith("Right")
        act_at_table_by_keyboard(page, key)
        if at + 1 < len(KEYS):   # back out of the table (the last in the page's order) to the lesson
            tab_to(page, "#lesson-next", "Shift+Tab" if key in AT_TABLE else "Tab")
            page.keyboard.press("Enter")
    assert page.locator("#progress").inner_text() == f"{len(KEYS)} of {len(KEYS)} lessons done"
    assert errors == []


def test_progress_is_kept_and_a_lesson_restarts(desk: BrowserContext, server: Server) -> None:
    page, errors = new_page(desk)
    page.goto(f"{server.url}/learn/#values")
    lesson_ready(page, "values")
    first_table = page.locator("#table-frame").get_attribute("src")
    page.locator(f"#lesson-choices button[data-key='{RIGHT['values']}']").click()
    page.reload()
    lesson_ready(page, "values")
    assert page.locator("#progress").inner_text() == f"1 of {len(KEYS)} lessons done"
    page.locator("#lesson-restart").click()
    page.wait_for_function("(s) => document.querySelector('#table-frame').getAttribute('src') !== s",
                           arg=first_table)
    lesson_ready(page, "values")
    assert page.locator("#progress").inner_text() == f"0 of {len(KEYS)} lessons done"
    assert answer_text(page) == ""
    assert errors == []


@pytest.mark.parametrize(("width", "height"), [(360, 740), (1280, 800)])
def test_a_lesson_fits_the_screen(browser: Browser, server: Server, width: int, height: int) -> None:
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}))
    try:
        page, errors = new_page(made)
        page.goto(f"{server.url}/learn/#make")
        lesson_ready(page, "make")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        box = page.locator("#lesson-choices button").first.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (360, 740)])
def test_the_hand_and_the_question_are_near_the_top_on_a_phone(
        browser: Browser, server: Server, width: int, height: int) -> None:
    """On a phone, with a lesson open at the top of the page, the whole table frame (the learner's
    hand at its foot) and the question's every answer lie within the first two screens, the
    answers right after the frame, and the lessons' list is folded away."""
    made = unpaced(browser.new_context(viewport={"width": width, "height": height}, has_touch=True,
                                       is_mobile=True))
    try:
        page, errors = new_page(made)
        page.goto(f"{server.url}/learn/#make")
        lesson_ready(page, "make")
        page.evaluate("window.scrollTo(0, 0)")
        frame = page.locator("#table-frame").bounding_box()
        hand = page.frame_locator("#table-frame").locator("#my-hand").bounding_box()
        choices = [page.locator("#lesson-choices button").nth(at).bounding_box()
                   for at in range(page.locator("#lesson-choices button").count())]
        assert frame is not None and hand is not None and choices and None not in choices
        assert frame["y"] + frame["height"] <= 2 * height, frame
        assert frame["y"] <= hand["y"] and hand["y"] + hand["height"] <= frame["y"] + frame["height"], hand
        for box in choices:
            assert box is not None and box["y"] + box["height"] <= 2 * height, box
        first = choices[0]
        assert first is not None and 0 <= first["y"] - (frame["y"] + frame["height"]) <= 200, (frame, first)
        assert not page.locator("#lessons").is_visible()   # folded: a tap opens it
        page.locator("#lessons-fold summary").tap()
        assert page.locator("#lessons").is_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert serious(page) == []
        assert errors == []
    finally:
        made.close()
