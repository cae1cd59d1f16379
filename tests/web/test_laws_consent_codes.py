"""The double that needs consent, offered at the web table under each code (issue 32, item 2): among
the acts of the player in turn, its words naming whose consent it needs and the law; no one else
is offered it; made, the referee puts the consent to that adversary citing the same law.
test_laws_consent_offer has W56; these are P59, A56, W58 and W60."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from web.test_laws_game import Table, hand_of

pytestmark = pytest.mark.web

ROUND = "NESW"
NAMES = ("North", "East", "South", "West")


def _left(seat: str) -> str:
    return ROUND[(ROUND.index(seat) + 1) % 4]


def _offered(client: TestClient, code: str, law: str, script: str) -> None:
    """``script`` names who doubles ("pone" after a lead before the doubling was complete or
    without asking, "eldest" after pone led first); the offer, then the double made."""
    table = Table(client, code=code)
    try:
        dealer = table.view()["dealer"]
        eldest = _left(dealer)
        partner = _left(eldest)                      # the dealer's partner, dummy
        pone = _left(partner)
        table.send(table.at(dealer), "hearts")
        if script == "redouble":                     # P59, A56
            table.send(table.at(eldest), "double")
            table.send(table.at(dealer), "satisfied")
            table.send(table.at(eldest), hand_of(table, eldest)[0])
            table.send(table.at(partner), "double")
            table.send(table.at(eldest), "satisfied")
            doubler, giver = pone, partner
        elif script == "without-asking":             # W58
            table.send(table.at(eldest), hand_of(table, eldest)[0])
            doubler, giver = pone, dealer
        else:                                        # W60: pone leads first, a suit is called
            table.send(table.at(pone), hand_of(table, pone)[0])
            table.send(table.at(dealer), "choose spades")
            doubler, giver = eldest, dealer
        legal = table.view(table.at(doubler))["legal"]
        doubles = [entry for entry in legal if entry["action"] == "double"]
        assert len(doubles) == 1 and legal[-1] is doubles[0]
        full = NAMES[ROUND.index(giver)]
        assert f"({full})'s consent, {code} law {law})" in doubles[0]["words"], doubles[0]["words"]
        for other in ROUND.replace(doubler, ""):
            assert all(e["action"] != "double" for e in table.view(table.at(other))["legal"])
        table.send(table.at(doubler), "double")
        ruling = table.view()["laws"]["ruling"]
        assert ruling is not None and ruling["chooser"] == giver and ruling["law"] == f"{code} law {law}"
    finally:
        table.close()


def test_english_1904_law_59_the_web_table_offers_the_redouble_with_consent(client: TestClient) -> None:
    _offered(client, "english-1904", "59", "redouble")


def test_american_1904_law_56_the_web_table_offers_the_redouble_with_consent(client: TestClient) -> None:
    _offered(client, "american-1904", "56", "redouble")


def test_american_1905_law_58_the_web_table_offers_pones_double_with_the_makers_consent(
        client: TestClient) -> None:
    _offered(client, "american-1905", "58", "without-asking")


def test_american_1905_law_60_the_web_table_offers_the_eldest_hands_double_with_the_makers_consent(
        client: TestClient) -> None:
    _offered(client, "american-1905", "60", "pone-first")
