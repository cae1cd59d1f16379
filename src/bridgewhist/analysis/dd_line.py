"""Double-dummy lines: playing a card to a position, and the best play from a position to the end.

A position is :class:`~bridgewhist.agents.ddmc.exact.Position` (the hands still held, the
trump, the trick's leader and the cards played to it). DDS values each legal card for the side
on play (the tricks that side takes from the current trick to the end, both sides playing
best); the best line plays, at each turn, the card of highest value, the highest such card in
display order (spades first, high first) when several tie, so the line is the same on every run.

>>> from bridgewhist.cards import CARDS, parse_deal
>>> hands = parse_deal("N:A2... K3... Q4... 5.2..", complete=False)
>>> line = best_line(Position(hands, 4, 0))
>>> [(str(CARDS[step.card]), step.seat) for step in line][:4]
[('SA', 0), ('S3', 1), ('SQ', 2), ('S5', 3)]
>>> line[-1].makers_after, len(line)       # N's ace takes one, East's king the other
(1, 8)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from bridgewhist.agents.ddmc.exact import Position, tricks_left
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.fastplay import trick_winner

__all__ = ["LineStep", "best_card", "best_line", "on_play", "play_card", "side_tricks"]


@dataclasses.dataclass(frozen=True, slots=True)
class LineStep:
    """One card of a line: who played it, the card, and what the side ``side`` (N-S = 0,
    E-W = 1; the makers in a deal, the task's side in a problem) takes double dummy after it,
    counting the tricks it has already won in the line."""

    seat: int
    card: int
    makers_after: int


def on_play(position: Position) -> int:
    """The seat to play in ``position``.

    >>> on_play(Position((0, 0, 0, 0), 4, 3, (18,)))
    0
    """
    return (position.leader + len(position.trick)) & 3


def play_card(position: Position, card: int) -> tuple[Position, int | None]:
    """The position after the player on play plays ``card`` (not checked), and the seat that
    won the trick if the card completed one (else None).

    >>> from bridgewhist.cards import Card, parse_deal
    >>> hands = parse_deal("N:A... K... Q... 2...", complete=False)
    >>> start = Position(hands, 4, 0)
    >>> after, winner = play_card(start, Card.parse("SA"))
    >>> after.trick == (Card.parse("SA"),), winner
    (True, None)
    >>> for text in ("SK", "SQ", "S2"):
    ...     after, winner = play_card(after, Card.parse(text))
    >>> winner, after.hands
    (0, (0, 0, 0, 0))
    """
    seat = on_play(position)
    if not position.hands[seat] >> card & 1:
        raise ValueError(f"{'NESW'[seat]} does not hold that card")
    hands = list(position.hands)
    hands[seat] &= ~(1 << card)
    held = (hands[0], hands[1], hands[2], hands[3])
    trick = (*position.trick, card)
    if len(trick) < 4:
        return Position(held, position.trump, position.leader, trick), None
    winner = trick_winner(trick, position.leader, position.trump)
    return Position(held, position.trump, winner, ()), winner


def side_tricks(side: int, position: Position, values: dict[int, int], card: int, won: int) -> int:
    """What ``side`` takes double dummy (``won`` already, the rest from ``position`` on) after
    the player on play plays ``card``, given DDS's ``values`` of the position.

    >>> side_tricks(0, Position((4, 8, 16, 32), 4, 1), {3: 1}, 3, 5)
    5
    """
    value = values[card]
    if on_play(position) & 1 == side:
        return won + value
    return won + tricks_left(position) - value


def best_card(values: dict[int, int]) -> int:
    """The card of highest value, the first in display order among equals.

    >>> best_card({50: 1, 40: 2, 30: 2})
    40
    """
    top = max(values.values())
    return next(card for card, value in values.items() if value == top)


def best_line(position: Position, side: int = 0, won: int = 0,
              choose: Sequence[int] | None = None) -> tuple[LineStep, ...]:
    """Both sides' best play from ``position`` to the last card (one DDS solve a card).

    ``side`` and ``won``: the side whose tricks :attr:`LineStep.makers_after` counts and the
    tricks it has already won. ``choose``: cards to play first instead of the best (checked
    only in that the player must hold them).
    """
    steps: list[LineStep] = []
    forced = list(choose or ())
    while tricks_left(position) > 0:
        values = solver().card_values_batch([position])[0]
        card = forced.pop(0) if forced else best_card(values)
        if card not in values:
            raise ValueError(f"card {card} is not a legal card of {'NESW'[on_play(position)]}")
        after = side_tricks(side, position, values, card, won)
        seat = on_play(position)
        position, winner = play_card(position, card)
        if winner is not None and winner & 1 == side:
            won += 1
        steps.append(LineStep(seat, card, after))
    return tuple(steps)
