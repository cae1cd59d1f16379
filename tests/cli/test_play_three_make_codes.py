"""The three-hand make from X's hand naming a strain at the terminal under each code (issue 32,
item 3; reading T1): the dealer types ``leave`` with a strain the rule overrides; the terminal
says his words, X's make by rule, and the ruling (Ames, Three Hand Bridge)."""

from __future__ import annotations

import io
import random

from rich.console import Console

from bridgewhist.actions import declare
from bridgewhist.agents.three_hand_players import make_three_hand_player
from bridgewhist.cards import Strain
from bridgewhist.cli.play_three import ThreeHandSession
from bridgewhist.state import Phase
from bridgewhist.three_hand.game import ThreeHandGame
from bridgewhist.three_hand.hand import AMES, X_SEAT, rule_make


def _named_at_the_terminal(code: str) -> None:
    game = ThreeHandGame(code, ["You", "Ames", "Elwell"], random.Random(1), first_dealer=0)
    deal = game.deal
    rule = rule_make(deal.state.deal[X_SEAT], deal.state.code.scoring.trick_values)
    named = next(strain for strain in Strain if strain != rule)

    class Scripted(ThreeHandSession):
        def ask(self, prompt: str) -> str:
            if self.game.deal.state.phase == Phase.DECLARATION:
                return f"leave {named.words}"
            return "1"

    out = io.StringIO()
    agents = {p: make_three_hand_player("random", random.Random(p)) for p in (1, 2)}
    Scripted(game, 0, agents, Console(file=out, width=300)).play_deal()
    lines = [" ".join(line.split()) for line in out.getvalue().splitlines()]
    said = next(i for i, line in enumerate(lines) if "X's make by rule" in line)
    assert lines[said].endswith(f"You: \"I make it from dummy's hand: {declare(named)}\" — X's make by rule: "
                                f"{rule.words}"), lines[said]
    why = "X holds three aces, so" if rule == Strain.NO_TRUMPS else "the trump must be X's longest suit:"
    assert lines[said + 1] == (f"{declare(named)} named from X's hand: {why} by the rule the make is "
                               f"{declare(rule)} ({AMES})")
    [played] = game.history
    assert played.state.trump == rule and played.misnamed == named and played.made_from_x


def test_english_1904_ames_a_strain_named_from_x_is_ruled_at_the_terminal() -> None:
    _named_at_the_terminal("english-1904")


def test_american_1904_ames_a_strain_named_from_x_is_ruled_at_the_terminal() -> None:
    _named_at_the_terminal("american-1904")


def test_american_1905_ames_a_strain_named_from_x_is_ruled_at_the_terminal() -> None:
    _named_at_the_terminal("american-1905")
