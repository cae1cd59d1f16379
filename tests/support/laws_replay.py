"""A refereed deal for the replay's tests (tests/web/test_laws_replay_web.py and
tests/browser/test_laws_replay_browser.py): a renounce corrected once its trick is turned."""

from __future__ import annotations

import random

from bridgewhist.acts import Act, parse_act
from bridgewhist.cards import CardSet
from bridgewhist.laws import load_law_code
from bridgewhist.laws.code import LawCode
from bridgewhist.record import RefereedDeal
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from bridgewhist.state import Phase


def corrected_renounce_deal() -> tuple[LawCode, RefereedDeal, Referee, str]:
    """A deal (english-1904, seed 0) in which the fourth hand renounces at the first trick and
    corrects it once the trick is turned, played out with the first regular acts: the code, the
    deal, its last referee and the card renounced."""
    code = load_law_code("english-1904")
    start = referee = Referee.start(code, Seat.S, rng=random.Random(0))
    acts: list[Act] = []

    def regular() -> None:
        nonlocal referee
        acts.append(referee.legal_acts()[0])
        referee = referee.apply(acts[-1])

    while referee.hand.phase != Phase.PLAY:
        regular()
    for _ in range(3):
        regular()
    fourth, acting = referee.hand.actor, referee.to_act
    assert fourth is not None and acting is not None
    led = referee.hand.trick[0] >> 4
    held = list(CardSet(referee.hand.hands[fourth]))
    assert any(c >> 4 == led for c in held)  # this deal's fourth hand can follow suit
    wrong = str(CardSet(1 << next(c for c in held if c >> 4 != led)))
    for text in (f"{acting.name}: {wrong}", f"{fourth.name}: correct {wrong}"):
        acts.append(parse_act(text))
        referee = referee.apply(acts[-1])
    while not referee.is_over:
        regular()
    deal = RefereedDeal(start.dealer, start.hand.deal, tuple(acts))
    return code, deal, referee, wrong
