"""The client's sentences over a played rubber (issue 36): what was said is never followed by a
stray full stop ("May I lead?."), no verb is doubled ("North dealt declared"), and a trump left
to the person is "left to you", not "to him". The sentence builders are called in chromium, as
the replay (static/js/replay.js, replay_laws.js), the felt (felt.js) and the pad (pad-block.js)
call them."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page

from bridgewhist.agents import RandomAgent
from bridgewhist.cli.render import spoken
from bridgewhist.table import Table
from support.server import Server

DOUBLED_VERB = re.compile(r"\b(dealt|declared|made|left|said|says)\s+(dealt|declared|made|left|said|says)\b")


def _rubber_talk(seed: int) -> list[list[dict[str, str]]]:
    """Each deal's talk ({seat, words}) of a rubber played to its end by random players."""
    rng = random.Random(seed)
    table = Table.by_cutting("american-1905", ["A", "B", "C", "D"], rng)
    agent = RandomAgent(rng)
    talks: list[list[dict[str, str]]] = []
    while True:
        while not table.state.is_complete:
            table.apply(agent(table.state))
        talks.append([{"seat": seat.name, "words": words} for seat, _, words in spoken(table.states)])
        if table.is_over:
            return talks
        table.next_deal()


def _bad(text: str) -> list[str]:
    found = [f"'?.' or '!.' in {text!r}"] if re.search(r"[?!]\.", text) else []
    return found + [f"doubled verb in {text!r}" for _ in DOUBLED_VERB.finditer(text)]


@pytest.fixture
def page(sized_context: BrowserContext, server: Server) -> Page:
    """The lobby at a phone's size, then at a desktop's (each test runs at both)."""
    opened = sized_context.new_page()
    opened.goto(f"{server.url}/")
    return opened


def test_the_replays_words_over_a_played_rubber(page: Page) -> None:
    talks = [talk for seed in (1, 2, 3) for talk in _rubber_talk(seed)]
    assert any(said["words"].endswith("?") for talk in talks for said in talk)   # "May I lead?" is said
    texts: list[str] = page.evaluate("""async (talks) => {
      const replay = await import("/static/js/replay.js");
      const laws = await import("/static/js/replay_laws.js");
      const out = [];
      for (const talk of talks) {
        out.push(replay.talkSentences(talk, (seat) => seat));
        const step = { acts: talk.map((s) => ({ seat: s.seat, kind: "talk", words: s.words })),
                       events: [], tricks: [] };
        out.push(...laws.stepSentences(step, (seat) => seat));
      }
      return out;
    }""", talks)
    problems = [problem for text in texts for problem in _bad(text)]
    assert problems == []
    assert any("May I lead? " in text or text.endswith("May I lead?") for text in texts)


def test_the_pads_deals_in_words(page: Page) -> None:
    entries: list[dict[str, Any]] = [
        {"dealer": dealer, "declarer": declarer, "strain": strain, "doubles": doubles,
         "tricks": {"NS": 7, "EW": 6}}
        for dealer in ("N", "E") for declarer in ("dealer", "partner")
        for strain in ("H", "NT") for doubles in (0, 1, 2)]
    texts: list[str] = page.evaluate("""async (entries) => {
      const pad = await import("/static/js/pad-block.js");
      return entries.map((entry) => pad.describe(entry));
    }""", entries)
    assert [problem for text in texts for problem in _bad(text)] == []
    assert texts[0].startswith("North dealt and declared ")
    assert any(text.startswith("North dealt and left it to partner: ") for text in texts)


def test_the_felts_contract_line_names_the_person_as_you(page: Page) -> None:
    lines: list[str] = page.evaluate("""async () => {
      const felt = await import("/static/js/felt.js");
      const who = (seat) => seat === "S" ? "you" : { N: "North", E: "East", W: "West" }[seat];
      return ["S", "N"].map((maker) => felt.contractLine(
        { strain: "H", maker, left_to_partner: true }, { multiplier: 1 }, who).textContent);
    }""")
    assert lines[0].endswith("made by you (left to you by the dealer)")
    assert lines[1].endswith("made by North (left to him by the dealer)")
