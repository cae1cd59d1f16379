"""The replay of a finished four-hand deal shows the talk the server sent, in its order and
phases (issue J: the client reckons nothing the laws decide): a deal played in chromium at a real
table, its replay's talk compared with the engine's talk of the record the server keeps."""

from __future__ import annotations

from playwright.sync_api import BrowserContext

from bridgewhist.notation import record as record_json
from bridgewhist.notation.record import replay_deal
from bridgewhist.record import PlayedDeal
from bridgewhist.web.views.four_hand import talk_of
from browser.driver import mouse, new_page, open_table, play_a_deal_in_person
from support.server import Server


def test_the_replay_shows_the_servers_talk_in_order_with_its_phases(context: BrowserContext,
                                                                      server: Server) -> None:
    page, errors = new_page(context)
    table_id = open_table(page, server.url, "Ann", computer="random")
    play_a_deal_in_person(page, mouse)
    record = record_json.loads(page.request.get(f"{server.url}/api/tables/{table_id}/record.json").text())
    deal = record.deals[0]
    assert isinstance(deal, PlayedDeal)
    states = replay_deal(record.code, deal)
    expected = [(word.phase, f"“{word.words}”") for word in talk_of(states, deal.actions)]
    assert expected and expected[0][0] == "declaration" and expected[-1][0] == "doubling"
    page.locator("#history .replay-open").first.click()
    talk = page.locator("#replay-dialog .replay-talk li")
    shown = talk.evaluate_all("(items) => items.map((li) => [li.dataset.phase, li.lastChild.textContent])")
    assert [tuple(item) for item in shown] == expected
    assert errors == []
