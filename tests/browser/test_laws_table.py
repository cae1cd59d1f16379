"""A club-laws table in Debian's chromium: a person (an adversary) exposes a card from the
irregularities menu, and the computer dealer's ruling on it shows in the log and the panel."""

from __future__ import annotations

import re

from playwright.sync_api import BrowserContext

from browser.driver import act_carefully, new_page, open_table
from support.server import Server


def test_a_person_exposes_a_card_and_the_computer_rules(context: BrowserContext, server: Server) -> None:
    page, errors = new_page(context)
    open_table(page, server.url, "Ann", computer="random", mode="laws")
    for _ in range(300):  # until this person is an adversary whose turn it is in the play
        state = page.wait_for_function("""() => {
            // Calls and dummy's legal cards first: in laws mode every card of one's own hand is
            // clickable, so at the dealer's turn to play from dummy his own card would be irregular.
            const ready = [...document.querySelectorAll('#calls [data-action], #felt button.card.legal'),
                           ...document.querySelectorAll('#my-hand button.card.legal')]
              .filter((b) => b.getAttribute('aria-disabled') !== 'true').map((b) => b.dataset.action);
            // In laws mode every card of one's hand can be clicked (a renounce, a card out of
            // turn): act only at one's turn (or to deal the next hand), as a careful player would.
            const mine = document.body.dataset.myTurn === 'yes' || ready.includes('next');
            if (!ready.length || !mine || document.body.classList.contains('busy')) return null;
            // This person's seat and the dealer's from the view the page drew, read at the same
            // moment as the rest (a mark on a name plate can be redrawn between two reads).
            const {phase, seat, dealer} = document.body.dataset;
            return {phase, seat, dealer, ready,
              menu: Boolean(document.querySelector('#irregularities button[data-action^="expose"]'))};
          }""", timeout=60_000).json_value()
        adversary = bool(state["seat"] and state["dealer"]) \
            and (state["seat"] in "NS") != (state["dealer"] in "NS")
        if state["phase"] == "play" and state["menu"] and "next" not in state["ready"] and adversary:
            break
        act_carefully(page, state["ready"])
    else:
        raise AssertionError("300 acts and this person was never an adversary on play")
    page.wait_for_function("!document.body.classList.contains('busy')", timeout=60_000)
    page.locator("#irregularities summary").click()
    page.locator('#irregularities button[data-action^="expose"]').first.click()
    page.locator("#laws .exposed").wait_for(timeout=30_000)
    assert "Exposed cards" in page.locator("#laws").inner_text()
    referee = page.locator("#laws .referee-log").inner_text()
    assert re.match(r"(North|East|South|West): expose ", referee), referee   # seats in words
    log = " ".join(page.locator("#log li").all_inner_texts())
    assert "expose" in log and "law" in log
    assert errors == []
