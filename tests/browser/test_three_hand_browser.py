"""A three-hand table in Debian's chromium (issue 6 item 4): the lobby offers the kind, the
page draws three seats plus X, a person plays a deal against two computer players with the
mouse, and the scoring block has one column per player (Ames, "Three Hand Bridge")."""

from __future__ import annotations

import json
import re

from playwright.sync_api import BrowserContext

from browser.driver import mouse, new_page, open_kind, play_a_deal_in_person, play_until_over
from support.server import Server


def test_a_person_plays_a_three_hand_deal_with_the_mouse(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    open_kind(page, server.url, "Ann", "three-hand")
    made = play_a_deal_in_person(page, mouse)
    assert made >= 13  # his own thirteen cards at least (26 as dealer, with X's)
    # Three players and X around the baize.
    plates = " ".join(page.locator(".felt .seat").all_inner_texts())
    assert "X" in plates and "Ann" in plates
    # The scoring block: a column per player.
    heads = page.locator("#score table.score-three thead th").all_inner_texts()
    assert len(heads) == 4 and "Ann" in heads
    href = page.get_attribute("#dl-json", "href")
    assert href
    record = page.request.get(f"{server.url}{href}")
    assert record.ok and json.loads(record.text())["format"] == "bridgewhist-three-hand"
    assert errors == []


def test_the_lobby_offers_ames_score_of_trick_and_honour_points_only(context: BrowserContext,
                                                                    server: Server) -> None:
    """Ames: the score "may be of trick and honor points only": chosen in the lobby with its
    number of deals; the block then counts the deals and has no row of games won."""
    page, errors = new_page(context)
    page.goto(f"{server.url}/")
    page.fill("#player-name", "Ann")
    page.check("input[name=kind][value='three-hand']")
    page.check("input[name=computer][value='random']")
    page.select_option("#three-scoring", "points")
    page.select_option("#three-deals", "3")
    if not page.is_checked("#fill-now"):
        page.click("#fill-now")
    page.click("#create-form button[type=submit]")
    page.wait_for_url(re.compile(r"/t/[^/]+$"))
    table_id = page.url.rstrip("/").rsplit("/", 1)[-1]
    summary = page.request.get(f"{server.url}/api/tables/{table_id}").json()
    assert summary["scoring"] == {"mode": "points", "deal_count": 3}
    play_until_over(page, mouse)
    block = page.locator("#score .three-block").inner_text()
    assert "Trick and honour points only: 1 of 3 deals." in block and "Games won" not in block
    assert errors == []
