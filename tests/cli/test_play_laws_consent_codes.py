"""The terminal offers the double that needs consent under each code (issue 32, item 2): a club-laws
session reaches the moment, prints the person's menu with the double marked with whose consent it
needs and the law, takes ``x``, and the referee puts the consent to that adversary."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from bridgewhist.acts import parse_act
from bridgewhist.agents import make_agent
from bridgewhist.cards import CardSet
from bridgewhist.cli.play_laws import LawsSession, QuitLaws
from bridgewhist.laws import load_law_code
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat

PLAYERS = {Seat.N: "Ames", Seat.E: "Elwell", Seat.S: "Foster", Seat.W: "Whitfeld"}
DEALER = Seat.S
ELDEST, DUMMY, PONE = DEALER.left, DEALER.partner, DEALER.right


def _lowest(table: RefereedTable, seat: Seat) -> str:
    return str(next(iter(CardSet(table.referee.hand.hands[seat]))))


def _menu_and_double(code: str, person: Seat, script: list[str]) -> tuple[str, RefereedTable]:
    """The table plays ``script`` (``{led}`` is the eldest hand's lowest card, ``{pone}`` pone's),
    then the person's session asks him: the menu printed, he answers ``x``; the next question
    ends the session. The menu's text and the table after the double."""
    table = RefereedTable(load_law_code(code), PLAYERS, random.Random(5), dealer=DEALER)
    for text in script:
        table.apply_act(parse_act(text.format(led=_lowest(table, ELDEST), pone=_lowest(table, PONE))))
    out = io.StringIO()
    agents = {s: make_agent("random", random.Random(int(s))) for s in Seat if s != person}
    session = LawsSession(table, person, agents, Console(file=out, width=300), 0.0)
    menus: list[str] = []

    def ask(prompt: str) -> str:
        if menus:
            raise EOFError
        menus.append(" ".join(out.getvalue().split()))
        return "x"

    session.ask = ask
    with pytest.raises(QuitLaws):
        session.play_deal()
    return menus[0], table



def _doubled_after_a_lead() -> list[str]:
    """The eldest hand leads before the doubling is complete: dummy re-doubles, the eldest hand
    is satisfied, and it is pone's turn (P59, A56, W56)."""
    return [f"{DEALER.name}: hearts", f"{ELDEST.name}: double", f"{DEALER.name}: satisfied",
            f"{ELDEST.name}: {{led}}", f"{DUMMY.name}: double", f"{ELDEST.name}: satisfied"]


def _offered_at_the_terminal(code: str, person: Seat, script: list[str], giver: Seat, law: str) -> None:
    menu, table = _menu_and_double(code, person, script)
    assert f"(only with {giver.full_name}'s consent, {code} law {law})" in menu, menu
    consent = [e for e in table.referee.events if e.what.startswith(f"{giver} chooses")]
    assert consent and consent[-1].options == ("consent", "refuse")   # the consent was put to him
    assert consent[-1].law == f"{code} law {law}"


def test_english_1904_law_59_the_terminal_offers_the_redouble_with_whose_consent() -> None:
    _offered_at_the_terminal("english-1904", PONE, _doubled_after_a_lead(), DUMMY, "59")


def test_american_1904_law_56_the_terminal_offers_the_redouble_with_whose_consent() -> None:
    _offered_at_the_terminal("american-1904", PONE, _doubled_after_a_lead(), DUMMY, "56")


def test_american_1905_law_58_the_terminal_offers_pones_double_with_the_makers_consent() -> None:
    """W58: the eldest hand leads without asking "May I lead?"; "his partner may double, but
    only if the maker of the trump consent"."""
    script = [f"{DEALER.name}: hearts", f"{ELDEST.name}: {{led}}"]
    _offered_at_the_terminal("american-1905", PONE, script, DEALER, "58")


def test_american_1905_law_60_the_terminal_offers_the_eldest_hands_double_with_the_makers_consent() -> None:
    """W60: pone leads before the opening lead; the maker calls a suit from the eldest hand, who
    "may only double if the maker of the trump consent"."""
    script = [f"{DEALER.name}: hearts", f"{PONE.name}: {{pone}}", f"{DEALER.name}: choose spades"]
    _offered_at_the_terminal("american-1905", ELDEST, script, DEALER, "60")
