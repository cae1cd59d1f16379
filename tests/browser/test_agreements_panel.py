"""A human partner of the partner player sees its agreements at the table (issue 37, item 5)."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, expect

from browser.driver import new_page, open_table
from support.server import Server


def test_a_partner_table_shows_your_partners_agreements(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    open_table(page, server.url, "Ann", computer="partner", fill=False)
    panel = page.locator("#agreements-panel")
    expect(panel).to_be_visible()
    expect(panel.locator("h2")).to_have_text("Your partner's agreements")
    expect(panel.locator("ul.agreements > li")).to_have_count(6)
    expect(panel).to_contain_text("from the best protected suit")
    assert not errors


def test_a_table_of_other_players_shows_no_agreements(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    open_table(page, server.url, "Bea", computer="random", fill=False)
    page.wait_for_load_state("networkidle")
    expect(page.locator("#agreements-panel")).to_have_count(0)
    assert not errors
