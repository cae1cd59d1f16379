"""A finished three-hand deal in the table's history carries the engine's multiplier, so the
replay shows "each trick ×N" for a doubled deal without reckoning the doubling itself."""

from __future__ import annotations

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.three_hand.hand import PassDeal, ThreeHandDeal
from bridgewhist.web.tables.events import TableEvent
from bridgewhist.web.tables.places import TableConfig
from bridgewhist.web.tables.three_hand import THREE_HAND, ThreeGame
from bridgewhist.web.views.three_hand import three_history

pytestmark = pytest.mark.web


def doubling_once(deal: ThreeHandDeal) -> str:
    """A double while the deal is undoubled and one is legal (once: the American codes set no
    limit), else the first legal action that is not a double."""
    actions = [str(action) for action in deal.legal_actions()]
    if deal.state.multiplier == 1 and "double" in actions:
        return "double"
    return next(a for a in actions if a not in ("double", "redouble"))


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_a_doubled_three_hand_deal_keeps_its_multiplier(code: str) -> None:
    game = ThreeGame(TableConfig("t3", load_law_code(code), seed=4))
    game.apply(TableEvent(table_kind=THREE_HAND))
    for name in ("Ann", "Bob", "Cy"):
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
    deal = game.deal
    assert deal is not None
    while not deal.is_over:
        actor = deal.actor
        assert actor is not None
        for event in game.propose_action(actor, doubling_once(deal)):
            game.apply(event)
        deal = game.deal
        assert deal is not None
    [finished] = three_history(game)
    assert not deal.passed, "seed 4 deals a hand that is played"
    assert finished.multiplier == deal.state.multiplier
    assert finished.multiplier == 2, "a double was legal after the make, and was made"


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_a_passed_three_hand_deal_shows_nobody_its_hands(code: str) -> None:
    """Ames: a dealer who will not make the trump "may pass the deal to the next player": the hand
    is abandoned, its cards gathered unseen, so the history shows none of them (it showed all four
    hands, X's and the adversaries' included, at the deal's end and in the replay)."""
    game = ThreeGame(TableConfig("t3", load_law_code(code), seed=4))
    game.apply(TableEvent(table_kind=THREE_HAND))
    for name in ("Ann", "Bob", "Cy"):
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
    deal = game.deal
    assert deal is not None and deal.actor is not None
    [passing] = [str(a) for a in deal.legal_actions() if isinstance(a, PassDeal)]
    for event in game.propose_action(deal.actor, passing):
        game.apply(event)
    [finished] = three_history(game)
    assert finished.passed and finished.hands == ""
    assert finished.actions == [] and finished.tricks == []
