"""What the client shows checked against the engine and the terminal, in chromium: the replay's
talk, multiplier and tricks as the history sends them (views/four_hand.finished_deal: the talk
in the laws' words with who said it, the multiplier, each trick with the server's winner; the
client reckons none of them: static/js/replay.js), and the scoring block's verdict
(static/js/score.js), over random deals under each code."""

from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page

from bridgewhist.actions import Action
from bridgewhist.agents import RandomAgent
from bridgewhist.cli.render import rubber_verdict, spoken
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.notation.score import rubber_score
from bridgewhist.record import PlayedDeal
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import result_of
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, new_hand
from bridgewhist.web.views.four_hand import finished_deal
from support.server import Server

DEALS_PER_CODE = 60


def _random_deal(code_key: str, rng: random.Random) -> tuple[HandState, list[Action], list[HandState]]:
    state = new_hand(load_law_code(code_key), Seat(rng.randrange(4)), rng=rng)
    agent = RandomAgent(rng)
    states = [state]
    actions: list[Action] = []
    while not states[-1].is_complete:
        action: Action = agent(states[-1])
        actions.append(action)
        states.append(states[-1].apply(action))
    return states[0], actions, states


@pytest.fixture
def page(context: BrowserContext, server: Server) -> Page:
    opened = context.new_page()
    opened.goto(f"{server.url}/")
    return opened


def test_the_replay_shows_the_servers_talk_and_tricks_as_the_engine_has_them(page: Page) -> None:
    rng = random.Random(20261122)
    cases: list[dict[str, Any]] = []
    expected: list[dict[str, Any]] = []
    for code_key in LAW_CODE_KEYS:
        for _ in range(DEALS_PER_CODE):
            first, actions, states = _random_deal(code_key, rng)
            last = states[-1]
            played = PlayedDeal(first.dealer, first.deal, tuple(actions))
            cases.append(finished_deal(len(cases) + 1, played, states, {}).model_dump(mode="json"))
            expected.append({
                "talk": [[seat.name, phase.name.lower(), words] for seat, phase, words in spoken(states)],
                "winners": [trick.winner.name for trick in last.tricks],
                "strain": ("S", "H", "D", "C", "NT")[last.strain],
                "multiplier": last.multiplier,
            })
    got = page.evaluate("""async (cases) => {
        const { playThrough } = await import('/static/js/replay.js');
        return cases.map((deal) => {
            const played = playThrough(deal);
            return { talk: played.talk.map((s) => [s.seat, s.phase, s.words]),
                     winners: played.tricks.map((t) => t.winner),
                     strain: played.strain, multiplier: played.multiplier };
        });
    }""", cases)
    assert len(got) == len(expected)
    for case, mine, engine in zip(cases, got, expected, strict=True):
        assert mine == engine, case


def test_the_verdict_under_the_scoring_block_reads_as_the_terminal_does(page: Page) -> None:
    rng = random.Random(7)
    names = {Side.NS: "Ann-Bob", Side.EW: "Cy-Di"}
    blocks: list[dict[str, Any]] = []
    expected: list[str] = []
    for code_key in LAW_CODE_KEYS:
        rubber = Rubber(load_law_code(code_key))
        while rubber.winner is None:
            _, _, states = _random_deal(code_key, rng)
            rubber = rubber.score(result_of(states[-1]))
            blocks.append(rubber_score(rubber, names))
            expected.append(rubber_verdict(rubber, names))
    got = page.evaluate("""async (blocks) => {
        const { verdict } = await import('/static/js/score.js');
        return blocks.map((b) => verdict(b, Object.keys(b.totals)));
    }""", blocks)
    assert got == expected
