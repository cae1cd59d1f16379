"""A human partner of the partner player sees its agreements at the table (issue 37): the set the
table chose in the lobby for his side, with the adversaries' named."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect

from browser.driver import new_page, open_table
from support.server import Server

TITLES = {"books": "The books' agreements (Ames and Elwell)",
          "books-no-discard": "The books' agreements without Ames's discard system"}
ITEMS = {"books": 6, "books-no-discard": 5}


def _summary(page: Page, base: str, table_id: str) -> dict[str, Any]:
    answer = page.request.get(f"{base}/api/tables/{table_id}")
    assert answer.ok, answer.text()
    summary: dict[str, Any] = answer.json()
    return summary


def test_the_agreements_shown_are_those_the_table_chose_for_your_side(
        context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    page.goto(f"{server.url}/")
    page.fill("#player-name", "Ann")
    page.check("input[name=computer][value='partner']")
    page.select_option("#agreements-ns", "books-no-discard")
    page.select_option("#agreements-ew", "books")
    if not page.is_checked("#fill-now"):
        page.click("#fill-now")
    page.click("#create-form button[type=submit]")
    page.wait_for_url(re.compile(r"/t/[^/]+$"))
    table_id = page.url.rstrip("/").rsplit("/", 1)[-1]
    summary = _summary(page, server.url, table_id)
    assert summary["agreements"] == {"ns": "books-no-discard", "ew": "books"}
    panel = page.locator("#agreements-panel")
    expect(panel).to_be_visible(timeout=30_000)
    seat = next(m["seat"] for m in _summary(page, server.url, table_id)["members"] if m["name"] == "Ann")
    mine, theirs = (("books-no-discard", "books") if seat in ("N", "S") else ("books", "books-no-discard"))
    expect(panel).to_have_attribute("data-agreements", mine)
    expect(panel.locator("h2")).to_have_text("Your partner's agreements")
    expect(panel.locator(".agreements-title")).to_contain_text(TITLES[mine])
    expect(panel.locator("ul.agreements > li")).to_have_count(ITEMS[mine])
    if mine == "books":
        expect(panel).to_contain_text("from the best protected suit")
    else:
        expect(panel.locator("ul.agreements")).not_to_contain_text("best protected suit")
    expect(panel.locator(".agreements-theirs")).to_contain_text(TITLES[theirs])
    assert not errors


def test_a_partner_table_shows_nothing_to_a_member_not_yet_seated(context: BrowserContext,
                                                                  server: Server) -> None:
    page, errors = new_page(context)
    open_table(page, server.url, "Cyd", computer="partner", fill=False)
    page.wait_for_load_state("networkidle")
    expect(page.locator("#agreements-panel")).to_have_count(0)
    assert not errors


def test_a_table_of_other_players_shows_no_agreements(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    open_table(page, server.url, "Bea", computer="random", fill=True)
    page.wait_for_load_state("networkidle")
    expect(page.locator("#agreements-panel")).to_have_count(0)
    assert not errors
