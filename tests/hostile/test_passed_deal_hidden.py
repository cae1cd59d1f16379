"""A three-hand deal the dealer passes shows nobody its cards (Ames: the hand is abandoned, gathered
unseen): after the pass, no receiver's view (each player's and a spectator's) holds the passed
deal's hands, whatever the history or the deal in play shows."""

from __future__ import annotations

import json

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.three_hand.hand import PassDeal
from bridgewhist.web.tables.events import TableEvent
from bridgewhist.web.tables.places import TableConfig
from bridgewhist.web.tables.three_hand import THREE_HAND, ThreeGame
from bridgewhist.web.views.three_hand import three_public, three_receiver_view

pytestmark = pytest.mark.hostile


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_no_receiver_sees_a_passed_deals_hands(code: str) -> None:
    game = ThreeGame(TableConfig("t3", load_law_code(code), seed=4))
    game.apply(TableEvent(table_kind=THREE_HAND))
    for name in ("Ann", "Bob", "Cy"):
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
    deal = game.deal
    assert deal is not None and deal.actor is not None
    dealer = deal.actor
    hands_before = {place: three_receiver_view(game, three_public(game, set()), place).hands
                    for place in (0, 1, 2)}
    [passing] = [str(a) for a in deal.legal_actions() if isinstance(a, PassDeal)]
    for event in game.propose_action(dealer, passing):
        game.apply(event)
    public = three_public(game, set())
    for place in (None, 0, 1, 2):
        view = json.loads(three_receiver_view(game, public, place).model_dump_json())
        passed = [d for d in view["history"] if d["passed"]]
        assert passed and all(d["hands"] == "" for d in passed), (place, passed)
        shown = {card for cards in view["hands"].values() for card in cards}
        others = {card for other, cards in hands_before.items() if other != place
                  for held in cards.values() for card in held}
        assert not shown & others, (place, sorted(shown & others))
