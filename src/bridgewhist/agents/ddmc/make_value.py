"""The worth of a make to the makers, reckoned as this game scores it.

Given a full deal (a sample), the dealer, a strain, the double-dummy tricks of the makers, the
multiplier and the score of the game, :func:`make_value` returns the points the dealer's side
gains net of the adversaries': tricks below the line (the law code's values, times the
multiplier), honours held and chicane (never doubled), slams, and a premium for winning (or
conceding) the game, which is what the period's advice weighs most ("The first object is to
make points on the game score", Ames, "The Make").

>>> from bridgewhist.cards import Strain, parse_deal
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.T98.T98.T987 765.765.765.6543 432.J432.J432.J2")
>>> make_value(load_law_code("english-1904"), hands, Seat.S, Strain.NO_TRUMPS, 13)  # 84+100+40+100
324
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgewhist.cards import SUIT_MASKS, Strain
from bridgewhist.laws.code import LawCode
from bridgewhist.scoring import DealResult, honours_mask, score_deal
from bridgewhist.seats import Seat, Side

GAME_PREMIUM = 100
"""What winning the game is worth beyond its points: half the rubber's 100 and the lead it
gives; conceding it costs the same."""


def make_value(
    code: LawCode, hands: Sequence[int], dealer: Seat, strain: Strain | int, makers_tricks: int,
    *, multiplier: int = 1, game_score: tuple[int, int] = (0, 0),
) -> int:
    """The dealer's side's net points if it makes ``makers_tricks`` tricks at ``strain``."""
    strain = Strain(strain)
    mask = honours_mask(strain)
    honours = [(hand & mask).bit_count() for hand in hands]
    if strain == Strain.NO_TRUMPS:
        voids = [False, False, False, False]
    else:
        voids = [not hand & SUIT_MASKS[strain] for hand in hands]
    makers = dealer.side
    tricks = (makers_tricks, 13 - makers_tricks) if makers == Side.NS else \
        (13 - makers_tricks, makers_tricks)
    result = DealResult(dealer=dealer, strain=strain, tricks=tricks,
                        honours=(honours[0], honours[1], honours[2], honours[3]),
                        voids=(voids[0], voids[1], voids[2], voids[3]), multiplier=multiplier)
    net = 0
    below = [0, 0]
    for entry in score_deal(code, result, game_score):
        net += entry.points if entry.side == makers else -entry.points
        if entry.below:
            below[entry.side] += entry.points
    game = code.scoring.game_points
    if game_score[makers] + below[makers] >= game:
        net += GAME_PREMIUM
    if game_score[makers.other] + below[makers.other] >= game:
        net -= GAME_PREMIUM
    return net
