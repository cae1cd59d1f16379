"""The terminal follows the web table's rule on the last trick (issue 36): once a trick is turned
and quitted (the next card led) it is not shown again until the end of the hand (P108, A98,
W98), the law cited from the law code; while it still lies on the table, before the next lead,
it is shown, as the web table shows it in the centre."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from bridgewhist.actions import Action
from bridgewhist.agents.registry import make_agent
from bridgewhist.cli.play import Session
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table


class Screens(Session):
    """A session keeping what was printed for each of the person's turns in the play, with
    whether a trick had been quitted and one was in progress then."""

    out: io.StringIO
    screens: list[tuple[bool, bool, str]]

    def _ask_action(self, state: HandState, actor: Seat) -> Action:
        start = len(self.out.getvalue())
        action = super()._ask_action(state, actor)
        if state.phase == Phase.PLAY:
            self.screens.append((bool(state.tricks), bool(state.trick), self.out.getvalue()[start:]))
        return action


@pytest.mark.parametrize(("code", "law"), [("english-1904", "english-1904 law 108"),
                                           ("american-1905", "american-1905 law 98")])
def test_a_quitted_trick_is_not_shown_again_until_the_end_of_the_hand(code: str, law: str) -> None:
    table = Table.by_cutting(code, ["You", "Ames", "Elwell", "Foster"], random.Random(4))
    person = next(seat for seat, who in table.players.items() if who == "You")
    agents = {seat: make_agent("random", random.Random(f"4:{seat}")) for seat in Seat if seat != person}
    out = io.StringIO()
    session = Screens(table, "You", frozenset({person, person.partner}), agents,
                      Console(file=out, width=120), lambda prompt: "1")
    session.out, session.screens = out, []
    session.play_deal()
    during = [screen for quitted, in_progress, screen in session.screens if quitted and in_progress]
    before_lead = [screen for quitted, in_progress, screen in session.screens if quitted and not in_progress]
    assert during and before_lead
    assert [screen for screen in during if "Last trick" in screen] == []
    assert all("Last trick" in screen for screen in before_lead)   # still on the table
    assert law in " ".join(out.getvalue().split())
    assert load_law_code(code).cite("general", "quitted_trick_hidden") == law
