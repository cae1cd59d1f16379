"""The score pad's page as its browser tests drive it: a new pad opened through its form, and the
deals its block shows (tests/browser/test_pad*.py)."""

from __future__ import annotations

from playwright.sync_api import Page

DEALS = "document.querySelectorAll('#deals li[data-deal-id]').length"
"""A script expression: how many deals the pad's list shows (entered and acknowledged)."""


def fill_new_pad(page: Page, base: str, code: str, players: dict[str, str], *,
                 keeping: str | None = None) -> None:
    """Open ``base``'s /pad/ and fill the new pad's form: the law ``code``, the ``players`` by
    seat letter, North the first dealer, and ``keeping`` ("deals" or "points") when given (the
    form's own choice, each deal as called, otherwise); the form is not sent."""
    page.goto(f"{base}/pad/")
    page.wait_for_selector("#new-pad")
    page.check(f"input[name=law_code][value='{code}']")
    for seat, name in players.items():
        page.fill(f"#name-{seat}", name)
    page.select_option("#first-dealer", "N")
    if keeping is not None:
        page.check(f"input[name=keeping][value={keeping}]")


def open_new_pad(page: Page) -> None:
    """Send the filled new pad's form and wait for the scoring block."""
    page.click("#new-pad button[type=submit]")
    page.wait_for_selector("#score-block")


def start_pad(page: Page, base: str, code: str, players: dict[str, str]) -> None:
    """A new pad under ``code`` for ``players``, North dealing first, kept deal by deal as
    called: its form filled and sent, its scoring block shown."""
    fill_new_pad(page, base, code, players)
    open_new_pad(page)


def deals_shown(page: Page) -> int:
    """How many deals the pad's list shows."""
    return int(page.evaluate(DEALS))
