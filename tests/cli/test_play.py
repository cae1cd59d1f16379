"""``bridgewhist play``: a person's rubber in the terminal, through the CLI runner and a real
pseudo-terminal."""

from __future__ import annotations

import io
import random
import re
import shutil
import sys
from pathlib import Path

import pexpect
import pytest
from rich.console import Console
from typer.testing import CliRunner

from bridgewhist.actions import parse_action
from bridgewhist.agents.three_hand_players import make_three_hand_player
from bridgewhist.cards import CardSet, Suit
from bridgewhist.cli.app import app
from bridgewhist.cli.play_three import ThreeHandSession
from bridgewhist.notation.record import load, replay
from bridgewhist.notation.three_hand_record import loads
from bridgewhist.seats import Seat
from bridgewhist.table import Table
from bridgewhist.three_hand.game import ThreeHandGame
from bridgewhist.three_hand.hand import PASS_DEAL

RUNNER = CliRunner()


def _play(*args: str, answers: str) -> tuple[int, str]:
    result = RUNNER.invoke(app, ["play", *args], input=answers)
    return result.exit_code, result.output


def test_a_whole_rubber_is_played_and_saved_and_replays(tmp_path: Path) -> None:
    saved = tmp_path / "rubber.json"
    code, output = _play("--seed", "11", "--agent", "random", "--save", str(saved),
                         answers="1\n" * 2000)
    assert code == 0, output
    assert "the rubber" in output.lower()
    record = load(saved)
    rebuilt = replay(record)
    assert rebuilt.rubber.is_over
    assert output.count("Scoring block ·") == len(record.deals)


def test_bad_answers_are_refused_with_the_reason_and_the_game_goes_on() -> None:
    answers = "\n".join(["king of nothing", "99", "help", "score", "1"] + ["1"] * 80)
    code, output = _play("--seed", "4", "--deals", "1", "--agent", "random", answers=answers)
    assert code == 0, output
    assert "unknown action 'king of nothing'" in output
    assert "unknown action '99'" in output  # beyond the numbered menu
    assert "Answer with the number of an action" in output
    assert "Scoring block" in output


def test_an_illegal_card_names_the_law_and_nothing_changes() -> None:
    # Seed 4: the person deals and names spades; the adversaries double, so a card is no answer.
    answers = "\n".join(["spades", "DA", "1"] + ["1"] * 80)
    code, output = _play("--seed", "4", "--deals", "1", "--agent", "random", answers=answers)
    assert code == 0, output
    flat = " ".join(output.split())
    assert re.search(r"Not allowed: S cannot play DA: the doubling is not over.*law 54", flat)


def test_quit_stops_and_keeps_the_record(tmp_path: Path) -> None:
    saved = tmp_path / "stopped.json"
    code, output = _play("--seed", "4", "--save", str(saved), answers="spades\nquit\n")
    assert code == 0, output
    assert "Game stopped." in output
    record = load(saved)
    assert record.deals[0].actions[0] == parse_action("spades")


def test_both_hands_lets_the_person_play_for_his_partner() -> None:
    # Deal 2 is West's: North (Ames, the person's partner) defends and is asked.
    code, output = _play("--seed", "4", "--deals", "2", "--both-hands", "--agent", "random",
                         answers="1\n" * 160)
    assert code == 0, output
    assert "Ames, your" in output  # the partner's turns are asked of the person


def test_the_screen_shows_only_the_persons_hand_and_dummy() -> None:
    """No hand but the person's own (and dummy's, once exposed) is shown before the deal ends."""
    code, output = _play("--seed", "4", "--deals", "1", "--agent", "random", answers="1\n" * 80)
    assert code == 0, output
    before_end = output.split("The deal was:")[0]
    record_hands = _deal_of_seed_4()
    shown = re.findall(r"(Your hand|Dummy)[^:]*: (.*)", before_end)
    assert shown
    south, north = CardSet(record_hands[Seat.S]), CardSet(record_hands[Seat.N])
    for who, cards in shown:
        allowed = south if who == "Your hand" else north
        for suit, ranks in zip(Suit, re.split(r"[♠♥♦♣]", cards)[1:], strict=True):
            held = {"10" if r == 10 else "23456789TJQKA"[r - 2] for r in allowed.ranks(suit)}
            assert set(ranks.split()) - {"—"} <= held, (who, suit, ranks)


def _deal_of_seed_4() -> tuple[int, ...]:


    table = Table.by_cutting("english-1904", ["You", "Ames", "Elwell", "Foster"], random.Random(4))
    assert table.players[Seat.S] == "You"
    return tuple(table.state.hands)


@pytest.mark.skipif(shutil.which("bridgewhist", path=str(Path(sys.executable).parent)) is None,
                    reason="the bridgewhist console script is not installed in this environment")
def test_a_deal_played_through_a_pseudo_terminal() -> None:
    command = str(Path(sys.executable).parent / "bridgewhist")
    child = pexpect.spawn(command, ["play", "--seed", "4", "--deals", "1", "--agent", "random"],
                          encoding="utf-8", timeout=30, dimensions=(50, 120))
    child.expect("declaration")
    child.expect(r"> ")
    child.sendline("help")
    child.expect("Answer with the number")
    child.expect(r"> ")
    child.sendline("hearts")
    for _ in range(60):
        index = child.expect([r"\(dummy\)> |\(you\)> ", "Scoring block"])
        if index == 1:
            break
        child.sendline("1")
    else:
        pytest.fail("the deal did not end")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_three_hand_game_at_the_terminal_is_played_to_the_end_and_saved(tmp_path: Path) -> None:

    saved = tmp_path / "three.json"
    code, output = _play("--three-hand", "--seed", "3", "--agent", "random", "--save", str(saved),
                         answers="1\n" * 3000)
    assert code == 0, output
    assert "The game is over." in output
    game = ThreeHandGame.from_record(loads(saved.read_text(encoding="utf-8")))
    assert game.is_over
    assert output.count("Three-hand scoring block") >= game.deal_number


def test_three_hand_dealer_may_pass_the_deal_and_bad_words_are_refused() -> None:
    """Ames: "If the dealer cannot make the trump, he may pass the deal to the next player"."""



    asked: list[str] = []

    class Scripted(ThreeHandSession):
        def ask(self, prompt: str) -> str:
            legal = self.game.deal.legal_actions()
            asked.append(prompt)
            if len(asked) == 1:
                return "zz"
            return "pass" if PASS_DEAL in legal else "1"

    game = ThreeHandGame("american-1905", ["You", "Ames", "Elwell"], random.Random(1), first_dealer=0)
    out = io.StringIO()
    agents = {p: make_three_hand_player("random", random.Random(p)) for p in (1, 2)}
    session = Scripted(game, 0, agents, Console(file=out, width=100))
    session.play_deal()
    assert game.deal.passed
    text = out.getvalue()
    assert "unknown three-hand action 'zz'" in " ".join(text.split())
    assert 'You: "I pass the deal"' in text


def test_three_hand_shows_x_only_when_the_person_may_see_it() -> None:
    code, output = _play("--three-hand", "--seed", "2", "--deals", "1", "--agent", "random",
                         answers="1\n" * 40)
    assert code == 0, output
    first_prompt = output.split("You>")[0]
    assert "X's hand" not in first_prompt  # an adversary sees X only after the opening lead


def test_the_terminal_speaks_to_you_and_shows_dummys_cards_as_dummys() -> None:
    """Issue 16, item 7: "You deal", dummy's cards named as dummy's when you play from them, and
    a last card that can only be played played for you."""
    result = RUNNER.invoke(app, ["play", "--seed", "4", "--deals", "1"], input="1\n" * 200)
    output = result.output
    assert result.exit_code == 0
    flat = " ".join(output.split())
    assert "You deal (the ace is low)" in flat and "Deal 1 · You (South) deal" in flat
    assert not re.search(r"You( \(\w+\))? (deals|plays|leads)\b", flat)
    assert "You (South) play " in output
    assert "Dummy's hand (North), to play from:" in output
    before_prompt = output.split("your play (dummy)>")[0].rsplit("\n\n", 1)[-1]
    assert before_prompt.splitlines()[-3].startswith("Dummy's hand (North)")
    assert "(your last card, played for you: " in output
    assert "(dummy's last card, played for you: " in output
    assert len(re.findall(r"your (play|lead) \((you|dummy)\)>", output)) == 26 - 2   # 26 cards, 2 forced


def test_the_record_is_kept_in_the_data_directory_by_default(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16, item 7: records are saved by default to the data directory, and the path is said."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    result = RUNNER.invoke(app, ["play", "--seed", "4", "--deals", "1"], input="1\n" * 200)
    (kept,) = (tmp_path / "data" / "bridgewhist" / "records").glob("rubber-seed-4-*.json")
    assert result.exit_code == 0 and f"Record saved to {kept}\n" in result.output
    assert replay(load(kept)).rubber.deals
    result = RUNNER.invoke(app, ["play", "--seed", "5", "--deals", "1", "--no-save"], input="1\n" * 200)
    assert result.exit_code == 0 and "Record saved" not in result.output
    assert len(list((tmp_path / "data" / "bridgewhist" / "records").iterdir())) == 1


def test_when_you_are_dummy_each_trick_is_one_line() -> None:
    """Issue 16, item 7: dummy's deal does not scroll the screen: one line a trick, with its cards."""
    result = RUNNER.invoke(app, ["play", "--seed", "4", "--deals", "3", "--no-save"], input="1\n" * 400)
    dummy_deal = result.output.split("Deal 3 · Ames (North) deals")[1].split("The deal was:")[0]
    assert "Ames (North) plays" not in dummy_deal and "from dummy" not in dummy_deal
    tricks = [line for line in dummy_deal.splitlines() if line.startswith("  Trick ")]
    assert len(tricks) == 13 and all(" won by " in line and line.count("♠") + line.count("♥")
                                     + line.count("♦") + line.count("♣") == 4 for line in tricks)
