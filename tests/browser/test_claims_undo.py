"""Claims, undo and the question before a renounce at the web table (issue 15, items 4-6), at
phone and desktop sizes: a player concedes, the other person sees the conceder's cards and
accepts, and the deal ends (the conceder cannot take it back); a player takes his card back at
once with the computer players' consent; at a club-laws table a card that renounces is asked
about first ("You hold a heart: play the three of spades all the same?"), and played all the
same when he says so.
Screenshots are saved under the test's tmp dir."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from browser.axe import serious
from browser.driver import (
    deal_in_play,
    deal_next,
    mouse,
    new_page,
    open_table,
    ready_controls,
    two_people,
    unpaced,
    until_card_turn,
    window,
)
from browser.serving import serving
from support.server import Server

SIZES = [(390, 844), (1280, 800)]



def _phase(page: Page) -> str:
    return str(page.evaluate("document.body.dataset.phase"))


@pytest.fixture(scope="module")
def windowed_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose computer players wait 5 s after a person's action (``--undo-window``), so
    that a misclick is tapped back at once, before anyone has acted after it (issue 31)."""
    yield from serving(tmp_path_factory.mktemp("windowed"), "--undo-window", "5")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_undo_takes_the_card_back_with_the_computer_players_consent(browser: Browser, windowed_server: Server,
                                                                    tmp_path: Path, width: int,
                                                                    height: int) -> None:
    made = unpaced(browser.new_context(**window(width, height)))
    try:
        page, errors = new_page(made)
        open_table(page, windowed_server.url, "Una", computer="random")
        until_card_turn(page, own_turn=True)
        card = str(page.locator("button.card.legal").first.get_attribute("data-card"))
        page.locator(f"button.card.legal[data-card='{card}']").first.click()
        undo = page.locator("#consent button[data-action='undo']")
        undo.wait_for(state="visible")
        page.screenshot(path=str(tmp_path / f"undo-{width}x{height}.png"))
        assert serious(page) == []
        undo.click()
        page.locator(f"button.card.legal[data-card='{card}']").first.wait_for(state="visible")
        assert errors == []
    finally:
        made.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_concession_shows_the_hand_and_the_other_person_answers(browser: Browser, server: Server,
                                                                  tmp_path: Path, width: int,
                                                                  height: int) -> None:
    with two_people(browser, server.url, width, height) as (ann, ann_errors, bob, bob_errors):
        ann.locator("#fill").click()
        conceded = False
        for _ in range(3000):
            deal = deal_in_play(ann)
            if _phase(ann) == "over":  # no concession could be made in that deal: the next
                deal_next(ann)
                continue
            for page in (bob, ann):
                if page.evaluate("document.body.classList.contains('busy')"):
                    continue
                if next_state_now(page, deal) != "act":
                    continue
                if page is ann and _phase(ann) == "play" and any(c["card"] for c in ready_controls(ann)):
                    ann.locator("#consent button[data-action='concede']").click()
                    ann.wait_for_function(
                        "document.getElementById('ask') || !document.getElementById('notice').hidden")
                    if ann.locator("#ask").count():
                        conceded = True
                        break
                mouse(page, ready_controls(page))
            if conceded:
                break
            ann.wait_for_timeout(30)
        assert conceded, "Ann found no turn at which to concede"
        ask = bob.locator("#ask[role='alertdialog']")
        ask.wait_for(state="visible")
        assert "concedes" in ask.inner_text()
        assert bob.locator("#ask .shown-hand li").count() >= 1
        bob.screenshot(path=str(tmp_path / f"claim-shown-{width}x{height}.png"))
        assert serious(bob) == []
        # a concession stands (issue 31): the conceder is offered no way to take it back
        assert ann.locator("#ask button[data-action='play-on']").count() == 0
        bob.locator("#ask button[data-action='accept']").wait_for(state="visible")
        bob.locator("#ask button[data-action='accept']").click()
        ann.wait_for_function("document.body.dataset.phase === 'over'")
        ann.screenshot(path=str(tmp_path / f"claim-settled-{width}x{height}.png"))
        assert ann_errors == [] and bob_errors == []


_STATE_NOW_JS = """([rubber, deal]) => {
  const b = document.body.dataset;
  if (Number(b.rubber) !== rubber || Number(b.deal) !== deal || b.phase === 'over') return 'done';
  const ready = [...document.querySelectorAll('#calls button[data-action], button.card.legal')]
    .filter((x) => !x.disabled && x.getAttribute('aria-disabled') !== 'true');
  return ready.length ? 'act' : 'wait';
}"""


def next_state_now(page: Page, deal: tuple[int, int]) -> str:
    """Whether the page offers an action now (no waiting)."""
    return str(page.evaluate(_STATE_NOW_JS, list(deal)))


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_card_that_renounces_is_asked_about_first_at_a_club_laws_table(browser: Browser, server: Server,
                                                                         tmp_path: Path, width: int,
                                                                         height: int) -> None:
    made = unpaced(browser.new_context(**window(width, height)))
    try:
        page, errors = new_page(made)
        open_table(page, server.url, "Rex", computer="random", mode="laws")
        asked = False
        for _ in range(200):
            until_card_turn(page, own_turn=True)
            panel = page.locator("#consent")
            renounces = (panel.get_attribute("data-renounces") or "").split()
            plays = (panel.get_attribute("data-plays") or "").split()
            if not renounces:  # a card that follows (the hand to play: his, or dummy's for the dealer)
                seq = page.evaluate("document.body.dataset.seq")
                follows = [c for c in plays
                           if page.locator(f"button.card.legal[data-card='{c}']:not([disabled])").count()]
                page.locator(f"button.card.legal[data-card='{follows[0]}']").first.click()
                page.wait_for_function(f"document.body.dataset.seq !== '{seq}'")
                continue
            card = renounces[0]
            seq = page.evaluate("document.body.dataset.seq")
            page.locator(f"button.card[data-card='{card}']").first.click()
            question = page.locator("#renounce-ask[role='alertdialog']")
            question.wait_for(state="visible")
            assert question.inner_text().startswith("You hold a ")
            assert "all the same?" in question.inner_text()
            page.screenshot(path=str(tmp_path / f"renounce-ask-{width}x{height}.png"))
            assert serious(page) == []
            question.locator("button.look-again").click()
            assert page.locator("#renounce-ask").count() == 0
            assert page.evaluate("document.body.dataset.seq") == seq  # nothing was sent
            page.locator(f"button.card[data-card='{card}']").first.click()
            page.locator("#renounce-ask button.play-anyway").click()
            page.wait_for_function(f"document.body.dataset.seq !== '{seq}'")
            asked = True
            break
        assert asked, "no chance to renounce came up"
        assert errors == []
    finally:
        made.close()
