"""``bridgewhist play --club-laws``: the terminal rubber under the referee (LAWS mode)."""

from __future__ import annotations

import io
import random
from pathlib import Path

from rich.console import Console
from typer.testing import CliRunner

from bridgewhist.agents import make_agent
from bridgewhist.cards import SUIT_MASKS, CardSet
from bridgewhist.cli.app import app
from bridgewhist.cli.play_laws import LawsSession
from bridgewhist.laws import load_law_code
from bridgewhist.notation.record import load, replay
from bridgewhist.referee.events import Event
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.state import Phase

RUNNER = CliRunner()


def test_club_laws_deals_with_erring_computer_players_are_refereed_and_replay(tmp_path: Path) -> None:
    saved = tmp_path / "laws.json"
    result = RUNNER.invoke(app, ["play", "--club-laws", "--seed", "4", "--deals", "2", "--agent", "random",
                                 "--errors", "0.3", "--save", str(saved)], input="1\n" * 400)
    assert result.exit_code == 0, result.output
    assert "Referee:" in result.output and "You choose:" in result.output
    record = load(saved)
    assert len(record.deals) == 2
    rebuilt = replay(record)
    assert len(rebuilt.rubber.deals) == 2
    shown = RUNNER.invoke(app, ["replay", str(saved), "--deal", "1"])
    assert shown.exit_code == 0, shown.output
    assert "english-1904 law" in shown.output


def test_club_laws_refuse_both_hands() -> None:
    result = RUNNER.invoke(app, ["play", "--club-laws", "--both-hands", "--seed", "1"], input="")
    assert result.exit_code == 2
    assert "--club-laws" in result.output


def _session(answer: object, out: io.StringIO, dealer: Seat) -> LawsSession:
    code = load_law_code("american-1905")
    players = {Seat.N: "Ames", Seat.E: "Elwell", Seat.S: "You", Seat.W: "Foster"}
    agents = {s: make_agent("random", random.Random(int(s))) for s in Seat if s != Seat.S}
    table = RefereedTable(code, players, random.Random(7), dealer=dealer)
    session = LawsSession(table, Seat.S, agents, Console(file=out, width=120), 0.0)
    session.ask = answer  # type: ignore[assignment]
    return session


def test_american_1905_law_87_a_persons_renounce_stays_hidden_until_the_hand_ends() -> None:
    """W87: "The penalty for a revoke ... is ... three tricks taken from the revoking side"; the
    renounce itself is not announced to the table before the hand is over and it is claimed."""
    out = io.StringIO()
    renounced: list[str] = []

    def ask(prompt: str) -> str:
        referee = session.referee
        hand = referee.hand
        if (referee.pending is None and hand.phase == Phase.PLAY and hand.turn == Seat.S
                and hand.trick and not renounced):
            held = hand.hands[Seat.S]
            led = hand.trick[0] >> 4
            others = held & ~SUIT_MASKS[led]
            if held & SUIT_MASKS[led] and others:
                renounced.append(str(next(iter(CardSet(others)))))
                return renounced[-1]
        return "1" if referee.to_act == Seat.S else ""

    session = _session(ask, out, Seat.E)
    referee = session.play_deal()  # South (eldest hand) defends: he must follow to others
    assert renounced, "the person never had a chance to renounce"
    text = " ".join(out.getvalue().split())
    before_end, after_end = text.split("Trick 13", 1)
    assert "renounces" not in before_end
    assert "S renounces" in after_end
    assert referee.is_over
    assert any("revoke" in e.what and e.law.startswith("american-1905 law") for e in referee.events)


def test_a_person_cannot_act_for_another_seat() -> None:
    out = io.StringIO()
    answers = iter(["E: SA"] + ["1"] * 400)
    session = _session(lambda prompt: next(answers, ""), out, Seat.S)
    session.play_deal()
    assert "You sit South: you cannot act for East" in " ".join(out.getvalue().split())


def test_american_1905_law_40_the_terminal_takes_the_acts_of_a_real_table() -> None:
    """W40: "The claim for a new deal by reason of a card exposed during the deal may not be made
    by a player who has looked at any of his cards": the person reports it, typed; the help names
    the table acts (lay-down, cut)."""
    out = io.StringIO()
    answers = iter(["help", "S: dealing looked"] + ["1"] * 400)
    session = _session(lambda prompt: next(answers, ""), out, Seat.S)
    referee = session.play_deal()
    assert any(e.act == "S: dealing looked" and e.law == "american-1905 law 40" for e in referee.events)
    text = " ".join(out.getvalue().split())
    assert "lay-down" in text and "S: cut" in text
    assert "Also at the table: 'S: dealing looked'" in text     # offered before the declaration


def test_american_1905_law_43_a_deal_out_of_turn_reported_at_the_terminal_after_the_last_trick() -> None:
    """W43: "such error must be corrected before the cards are dealt for the following deal":
    after the last trick the person may still report it; the deal's score is struck out."""
    out = io.StringIO()
    answers = iter(["1"] * 400)

    def ask(prompt: str) -> str:
        if prompt.startswith("(Enter for the next deal"):
            return "S: dealing out-of-turn"
        referee = session.referee
        if referee.hand.phase == Phase.DOUBLING and referee.to_act == Seat.S:
            return "satisfied"  # no doubling war: American doubles may go on for ever
        return next(answers, "")

    session = _session(ask, out, Seat.S)
    referee = session.play_deal()
    assert referee.outcome == "closed" and session.rubber.deals
    session.show_result(referee)
    after = session.after_deal()
    assert after.outcome == "void" and not session.rubber.deals
    text = " ".join(out.getvalue().split())
    assert "american-1905 law 43" in text and "its score is struck out" in text
    assert session.table.next_dealer == Seat.S


def test_the_referees_lines_come_in_the_order_of_events() -> None:
    """Issue 16, item 7: at the terminal the referee's lines come in the order of events; a
    renounce, hidden during the play, is told when the hand is played out, before the claims
    it gives rise to (P93 "the claimants may search all the tricks")."""
    out = io.StringIO()
    code = load_law_code("english-1904")
    players = {Seat.N: "Ames", Seat.E: "Elwell", Seat.S: "You", Seat.W: "Foster"}
    agents = {s: make_agent("random", random.Random(int(s))) for s in Seat if s != Seat.S}
    table = RefereedTable(code, players, random.Random(7), dealer=Seat.S)
    session = LawsSession(table, Seat.S, agents, Console(file=out, width=400), 0.3)
    session.ask = lambda prompt: "1"  # type: ignore[assignment]
    referee = session.play_deal()
    lines = [line.strip() for line in out.getvalue().splitlines()]
    told = [line for line in lines if line.startswith("Referee: ")]
    def line(event: Event) -> str:
        return f"Referee: {event.what}" + (f" ({event.law})" if event.law else "")

    assert sorted(told) == sorted(line(e) for e in referee.events)        # each told once
    public = [line(e) for e in referee.events if e.public]
    hidden = [line(e) for e in referee.events if not e.public]
    assert [t for t in told if t in public] == public                    # in the order of events
    start = told.index(hidden[0])                                        # told together, in order,
    assert told[start:start + len(hidden)] == hidden                     # when the hand is out,
    assert "search all the tricks" in told[start + len(hidden)]          # before the search
    assert any("renounces" in line for line in told)  # the session has a renounce to tell
    renounce = next(i for i, line in enumerate(lines) if "renounces" in line)
    claim = next(i for i, line in enumerate(lines) if "You choose:" in line and "revoke" in line)
    assert lines.index(next(line for line in lines if line.startswith("Trick 13"))) < renounce < claim
