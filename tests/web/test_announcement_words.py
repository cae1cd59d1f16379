"""The table's announcements over whole rubbers (issue 36): no sentence ends in "?." or "!."
("May I lead?." was seen on a page) and none doubles a verb ("North dealt declared ..."). The
rubbers are played in process, every seat a person choosing at random among the legal actions,
with the announcements the hub would send for each event."""

from __future__ import annotations

import random
import re

import pytest

from bridgewhist.state import Phase
from web.friendly import act, seated

DOUBLED_VERB = re.compile(r"\b(deals|dealt|declared|declares|made|makes|left|plays|wins)\s+"
                          r"(deals|dealt|declared|declares|made|makes|left|plays|wins)\b")


def _rubber_texts(seed: int, code: str) -> list[str]:
    game = seated(persons=4, seed=seed, code=code)
    rng = random.Random(seed)
    texts: list[str] = []
    for _ in range(3000):
        table = game.table
        assert table is not None
        if table.is_over:
            return texts
        if game.deal_over:
            events = game.propose_next()
            for event in events:
                game.apply(event)
        else:
            state = table.state
            actor = state.turn
            if state.phase == Phase.PLAY and actor == state.dealer.partner:
                actor = state.dealer   # the dealer plays dummy's cards
            events = act(game, actor, str(rng.choice(state.legal_actions())))
        texts += [said["text"] for event in events for said in game.announce(event)]
    raise AssertionError("the rubber did not end")


@pytest.mark.parametrize("code", ["english-1904", "american-1905"])
def test_no_announcement_ends_in_a_stray_stop_or_doubles_a_verb(code: str) -> None:
    texts = [text for seed in (1, 2) for text in _rubber_texts(seed, code)]
    assert any("May I lead?" in text for text in texts) and any("rubber is over" in text for text in texts)
    assert [text for text in texts if re.search(r"[?!][”\"]?\.", text)] == []
    assert [text for text in texts if DOUBLED_VERB.search(text)] == []
