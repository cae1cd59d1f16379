"""A double that needs consent, offered at the web table (issue 32, item 2): among the acts of
the player in turn, its words saying whose consent it needs and the law; made, the referee puts
the consent to that adversary."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from web.test_laws_game import Table, hand_of

pytestmark = pytest.mark.web

ROUND = "NESW"


def _left(seat: str) -> str:
    return ROUND[(ROUND.index(seat) + 1) % 4]


def test_american_1905_law_56_the_web_table_offers_the_redouble_with_consent(client: TestClient) -> None:
    """W56: the eldest hand leads before the doubling is complete; his partner "may re-double
    only with the consent of the adversary who last doubled": the web table offers it to him,
    marked with that adversary's name and the law, and the referee asks the consent."""
    table = Table(client, code="american-1905")
    try:
        dealer = table.view()["dealer"]
        eldest = _left(dealer)
        partner = _left(eldest)
        pone = _left(partner)
        table.send(table.at(dealer), "hearts")
        table.send(table.at(eldest), "double")
        table.send(table.at(dealer), "satisfied")
        table.send(table.at(eldest), hand_of(table, eldest)[0])    # leads before the doubling ends
        table.send(table.at(partner), "double")
        table.send(table.at(eldest), "satisfied")
        legal = table.view(table.at(pone))["legal"]
        assert [entry["action"] for entry in legal] == ["satisfied", "double"]
        words = legal[1]["words"]
        full = ("North", "East", "South", "West")[ROUND.index(partner)]
        assert words.startswith("I double") and f"({full})'s consent, american-1905 law 56)" in words
        assert all(entry["action"] != "double" for entry in table.view(table.at(partner))["legal"])
        table.send(table.at(pone), "double")
        ruling = table.view()["laws"]["ruling"]
        assert ruling is not None and ruling["chooser"] == partner and ruling["law"] == "american-1905 law 56"
    finally:
        table.close()
