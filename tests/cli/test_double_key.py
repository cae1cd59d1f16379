"""In the terminal a bare number never doubles (issue 36): a player typing numbers as for cards
answers "Satisfied" when asked whether to double; the double needs its words or its key ``x``,
shown in the menu and in the help, at the four-hand, the three-hand and the club-laws tables."""

from __future__ import annotations

import io
import random
import re

from rich.console import Console

from bridgewhist.actions import DOUBLE, SATISFIED, Action
from bridgewhist.acts import Act
from bridgewhist.agents.registry import make_agent
from bridgewhist.agents.three_hand_players import make_three_hand_player
from bridgewhist.cli.menu import DOUBLE_RULE
from bridgewhist.cli.play import HELP, Session
from bridgewhist.cli.play_laws import HELP as LAWS_HELP
from bridgewhist.cli.play_laws import LawsSession
from bridgewhist.cli.play_three import HELP as THREE_HAND_HELP
from bridgewhist.cli.play_three import ThreeHandSession
from bridgewhist.laws import load_law_code
from bridgewhist.referee.referee import Referee
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table
from bridgewhist.three_hand.game import ThreeHandGame
from bridgewhist.three_hand.hand import ThreeHandAction, ThreeHandDeal


class Recorded(Session):
    """A session that keeps each of the person's answers with the phase it was given in."""

    chosen: list[tuple[Phase, Action]]

    def _ask_action(self, state: HandState, actor: Seat) -> Action:
        phase = state.phase
        action = super()._ask_action(state, actor)
        self.chosen.append((phase, action))
        return action


def _session(seed: int, answer: str) -> tuple[Recorded, io.StringIO]:
    """A rubber cut with ``seed``; the person answers "1" at every prompt but the one asking
    whether to double ("your answer"), where he answers ``answer``."""
    table = Table.by_cutting("english-1904", ["You", "Ames", "Elwell", "Foster"], random.Random(seed))
    person = next(seat for seat, who in table.players.items() if who == "You")
    agents = {seat: make_agent("random", random.Random(f"{seed}:{seat}")) for seat in Seat if seat != person}
    out = io.StringIO()
    session = Recorded(table, "You", frozenset({person}), agents, Console(file=out, width=100),
                       lambda prompt: answer if "your answer" in prompt else "1")
    session.chosen = []
    return session, out


def _asked_to_double(answer: str) -> tuple[list[tuple[Phase, Action]], str]:
    """The person's answers over the first deals of a few seeds, until one asks him to double."""
    for seed in range(40):
        session, out = _session(seed, answer)
        for _ in range(4):
            session.play_deal()
            if any(phase == Phase.DOUBLING for phase, _ in session.chosen) or session.table.is_over:
                break
            session.table.next_deal()
        if any(phase == Phase.DOUBLING for phase, _ in session.chosen):
            return session.chosen, out.getvalue()
    raise AssertionError("no seed asked the person whether to double")


def test_a_bare_number_never_doubles() -> None:
    chosen, output = _asked_to_double("1")
    answers = [action for phase, action in chosen if phase == Phase.DOUBLING]
    assert answers and DOUBLE not in answers and set(answers) == {SATISFIED}
    assert re.search(r" x I (re-)?double", " ".join(output.split()))   # the key, in the menu


def test_the_double_is_made_by_its_key_or_its_words() -> None:
    for answer in ("x", "X", "I double"):
        chosen, _ = _asked_to_double(answer)
        first = next(action for phase, action in chosen if phase == Phase.DOUBLING)
        assert first == DOUBLE


def test_the_help_says_a_number_never_doubles() -> None:
    assert "'x' or 'I double'" in HELP and "never by a number" in HELP


class RecordedThree(ThreeHandSession):
    """A three-hand session answering "1" at every prompt, keeping each answer with its phase."""

    chosen: list[tuple[Phase, ThreeHandAction]]

    def ask(self, prompt: str) -> str:
        return "1"

    def _ask(self, deal: ThreeHandDeal) -> ThreeHandAction:
        phase = deal.state.phase
        action = super()._ask(deal)
        self.chosen.append((phase, action))
        return action


def test_three_hand_a_bare_number_never_doubles() -> None:
    for seed in range(40):
        game = ThreeHandGame("american-1905", ["You", "Ames", "Elwell"], random.Random(seed))
        agents = {p: make_three_hand_player("random", random.Random(seed * 3 + p)) for p in (1, 2)}
        out = io.StringIO()
        session = RecordedThree(game, 0, agents, Console(file=out, width=100))
        session.chosen = []
        for _ in range(3):
            session.play_deal()
            if game.is_over:
                break
            game.next_deal()
        answers = [action for phase, action in session.chosen if phase == Phase.DOUBLING]
        if answers:
            assert DOUBLE not in answers and set(answers) == {SATISFIED}
            assert re.search(r" x I (re-)?double", " ".join(out.getvalue().split()))
            assert DOUBLE_RULE in THREE_HAND_HELP
            return
    raise AssertionError("no seed asked the person whether to double")


class RecordedLaws(LawsSession):
    """A club-laws session keeping each of the person's acts with the phase it was made in."""

    chosen: list[tuple[Phase, Act]]

    def _ask(self, referee: Referee) -> Act:
        phase = referee.hand.phase
        act = super()._ask(referee)
        self.chosen.append((phase, act))
        return act


def test_club_laws_a_bare_number_never_doubles() -> None:
    code = load_law_code("american-1905")
    players = {Seat.N: "Ames", Seat.E: "Elwell", Seat.S: "You", Seat.W: "Foster"}
    for seed in range(40):
        agents = {s: make_agent("random", random.Random(seed * 5 + int(s))) for s in Seat if s != Seat.S}
        out = io.StringIO()
        for dealer in Seat:
            table = RefereedTable(code, players, random.Random(seed), dealer=dealer)
            session = RecordedLaws(table, Seat.S, agents, Console(file=out, width=120), 0.0)
            session.ask = lambda prompt: "1"  # type: ignore[assignment]
            session.chosen = []
            session.play_deal()
            answers = [act.action for phase, act in session.chosen if phase == Phase.DOUBLING]
            if answers:
                assert DOUBLE not in answers and set(answers) == {SATISFIED}
                assert re.search(r" x I (re-)?double", " ".join(out.getvalue().split()))
                assert DOUBLE_RULE in LAWS_HELP
                return
    raise AssertionError("no deal asked the person whether to double")
