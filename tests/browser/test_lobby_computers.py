"""The lobby offers only the computer players the server can run (issue 35, item 1): it asks
``GET /api/computers`` and hides the others' choices, so no form is refused after it is sent."""

from __future__ import annotations

import json

from playwright.sync_api import BrowserContext, expect

from support.server import Server


def test_the_lobby_offers_every_player_the_server_runs(context: BrowserContext, server: Server) -> None:
    page = context.new_page()
    with page.expect_response("**/api/computers") as answered:
        page.goto(f"{server.url}/")
    offered = answered.value.json()["available"]
    assert {"ddmc", "alphamu"} <= set(offered)
    for value in ("maxims", "random", "learned", "ddmc", "alphamu"):
        radio = page.locator(f"input[name=computer][value={value}]")
        expect(radio).to_be_enabled()


def test_the_lobby_hides_the_players_the_server_cannot_run(context: BrowserContext, server: Server) -> None:
    page = context.new_page()
    page.route("**/api/computers", lambda route: route.fulfill(
        status=200, content_type="application/json", body=json.dumps({"available": ["random"]})))
    page.goto(f"{server.url}/")
    for value in ("maxims", "ddmc", "alphamu"):
        radio = page.locator(f"input[name=computer][value={value}]")
        expect(radio).to_be_disabled()
        expect(page.locator("label.choice", has=radio)).to_be_hidden()
    random_choice = page.locator("input[name=computer][value=random]")
    expect(random_choice).to_be_checked()
    expect(page.locator("label.choice", has=random_choice)).to_be_visible()
