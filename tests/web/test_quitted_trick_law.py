"""The view of every kind of table (four-handed and three-hand) cites the law of its code that
hides a quitted trick (``quitted_trick_law``), read from the code's data
(``general.quitted_trick_hidden``), never from the code's name: the client
shows that citation while it keeps the last trick out of sight."""

from __future__ import annotations

import dataclasses
import json

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.laws.catalog import CATALOG
from bridgewhist.seats import Seat
from bridgewhist.web.kinds.four_hand import ClubKind, FourHandKind, LawsKind
from bridgewhist.web.kinds.three_hand import ThreeHandKind
from bridgewhist.web.tables.events import TableEvent
from bridgewhist.web.tables.places import TableConfig
from bridgewhist.web.tables.three_hand import THREE_HAND
from web.friendly import act, first_calm_action, play_to, seated

pytestmark = pytest.mark.web

CODES = ("english-1904", "american-1904", "american-1905")
QUITTED = "A quitted trick must not be looked at until the end of the hand"
"""How the catalogue of each code's laws (bridgewhist.laws.catalog) names the law."""


def catalogued_law(code: str) -> str:
    """The citation of the code's law on a quitted trick, found in its catalogue by the topic."""
    numbers = [entry.number for entry in CATALOG[code] if entry.topic.startswith(QUITTED)]
    assert len(numbers) == 1, numbers
    return f"{code} law {numbers[0]}"


@pytest.mark.parametrize("code", CODES)
def test_a_table_in_play_cites_its_own_codes_law_on_a_quitted_trick(code: str) -> None:
    game = seated(FourHandKind, code=code)
    play_to(game, 1, first_calm_action)
    state = game.state
    assert state is not None
    act(game, state.actor, first_calm_action(state))   # a card led: the first trick is quitted
    public = game.public_view(set())
    assert public.last_trick is not None and public.phase == "play"
    assert public.quitted_trick_law == catalogued_law(code)
    assert public.quitted_trick_law == load_law_code(code).cite("general", "quitted_trick_hidden")
    seen = json.loads(game.receiver_view(public, game.place_of_seat(Seat.S)).model_dump_json())
    assert seen["quitted_trick_law"] == catalogued_law(code)


@pytest.mark.parametrize("kind", [FourHandKind, LawsKind, ClubKind], ids=["four", "laws", "club"])
@pytest.mark.parametrize("code", CODES)
def test_every_four_handed_kind_cites_it_before_the_first_deal(kind: type[FourHandKind], code: str) -> None:
    view = kind(TableConfig("t1", load_law_code(code))).public_view(set())
    assert view.quitted_trick_law == catalogued_law(code)


def test_the_citation_follows_the_codes_data_not_its_name() -> None:
    english = load_law_code("english-1904")
    laws = {**english.general.laws, "quitted_trick_hidden": "107"}
    code = dataclasses.replace(english, general=dataclasses.replace(english.general, laws=laws))
    view = FourHandKind(TableConfig("t1", code)).public_view(set())
    assert view.quitted_trick_law == "english-1904 law 107"


def three_seated(code: str) -> ThreeHandKind:
    """A three-hand table under ``code`` with its three players seated: the first deal is cut."""
    game = ThreeHandKind(TableConfig("t3", load_law_code(code), seed=3))
    game.apply(TableEvent(table_kind=THREE_HAND))
    for name in ("Ann", "Bob", "Cy"):
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
    return game


@pytest.mark.parametrize("code", CODES)
def test_a_three_hand_table_in_play_cites_its_own_codes_law_on_a_quitted_trick(code: str) -> None:
    game = three_seated(code)
    public = game.public_view(set())
    while public.last_trick is None:
        deal = game.deal
        assert deal is not None and deal.actor is not None
        calm = [str(a) for a in deal.legal_actions() if "double" not in str(a)]   # no doubling war
        [event] = game.propose_action(deal.actor, calm[0])
        game.apply(event)
        public = game.public_view(set())
    assert public.phase == "play"
    assert public.quitted_trick_law == catalogued_law(code)
    for place in (0, 1, 2, None):
        seen = json.loads(game.receiver_view(public, place).model_dump_json())
        assert seen["quitted_trick_law"] == catalogued_law(code)


@pytest.mark.parametrize("code", CODES)
def test_a_three_hand_table_cites_it_before_the_first_deal(code: str) -> None:
    view = ThreeHandKind(TableConfig("t3", load_law_code(code))).public_view(set())
    assert view.phase == "waiting" and view.quitted_trick_law == catalogued_law(code)


def test_the_three_hand_citation_follows_the_codes_data_not_its_name() -> None:
    american = load_law_code("american-1905")
    laws = {**american.general.laws, "quitted_trick_hidden": "97"}
    code = dataclasses.replace(american, general=dataclasses.replace(american.general, laws=laws))
    view = ThreeHandKind(TableConfig("t3", code)).public_view(set())
    assert view.quitted_trick_law == "american-1905 law 97"
