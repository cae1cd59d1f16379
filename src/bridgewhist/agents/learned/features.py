"""The environments' observation of a seat's view, built in the standard library for the
``learned`` player (the agents may not import numpy, nor the environments: docs/architecture.md).

:func:`features` is :func:`bridgewhist.env.encoding.observation` as a sparse list: the same 404
numbers (the layout of docs/research.md), only the non-zero ones, each with its index; the tests
check the two equal on every decision of many deals. :data:`ACTIONS` is the environments' order
of the 60 actions. :func:`derived` adds what a player reads off the table at a glance, computed
from those 404 numbers alone (the training script computes the same with numpy, and the tests
compare the two): :data:`DERIVED_SIZE` more inputs after the observation's.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
>>> active = dict(features(view_of(state, Seat.W)))
>>> sum(1 for i in active if i < 52), active[364], str(ACTIONS[12]), action_index(ACTIONS[57])
(13, 1.0, 'SA', 57)
"""

from __future__ import annotations

from bridgewhist.actions import DECLARE_ACTIONS, DOUBLE, LEAVE, PLAY_ACTIONS, SATISFIED, Action
from bridgewhist.view import SeatView

__all__ = ["ACTIONS", "DERIVED_FIELDS", "DERIVED_SIZE", "INPUT_SIZE", "OBS_SIZE", "action_index",
           "card_indices", "derived", "features", "inputs"]

OBS_SIZE = 404
"""The length of the observation (docs/research.md, "The observation, field by field")."""
DERIVED_FIELDS: tuple[tuple[str, int, int], ...] = (
    ("beats", 404, 52),        # in the play with a trick begun: the card would win it now
    ("boss", 456, 52),         # a card the viewer sees held that no unseen card of its suit beats
    ("led", 508, 4),           # the suit led to the trick in progress
    ("partner_winning", 512, 1),  # the partner of the hand to play holds the trick now
)
"""The derived inputs: name, offset, length (after the observation's 404)."""
DERIVED_SIZE = 109
INPUT_SIZE = OBS_SIZE + DERIVED_SIZE
"""The network's inputs: the observation, then the derived fields."""
ACTIONS: tuple[Action, ...] = (
    *(PLAY_ACTIONS[s * 16 + r] for s in range(4) for r in range(2, 15)),
    *DECLARE_ACTIONS, LEAVE, DOUBLE, SATISFIED)
"""The engine's action at each index 0..59: 52 cards, five declarations, leave, double, satisfied."""
INDEX: dict[Action, int] = {action: index for index, action in enumerate(ACTIONS)}


def action_index(action: Action) -> int:
    """The index 0..59 of an engine action."""
    return INDEX[action]


def card_indices(mask: int) -> list[int]:
    """The card indices 0..51 (``suit * 13 + rank - 2``) of an engine card-set int, ascending.

    >>> from bridgewhist.cards import CardSet
    >>> card_indices(CardSet.parse_pbn("A...2").mask)
    [12, 39]
    """
    out = []
    while mask:
        low = mask & -mask
        number = low.bit_length() - 1
        out.append((number >> 4) * 13 + (number & 15) - 2)
        mask ^= low
    return out


def features(view: SeatView) -> list[tuple[int, float]]:
    """The non-zero entries of the seat's observation, ``(index, value)`` by ascending index."""
    me = view.seat
    out: list[tuple[int, float]] = [(i, 1.0) for i in card_indices(view.hand)]
    if view.dummy_hand is not None:
        out += [(52 + i, 1.0) for i in card_indices(view.dummy_hand)]
    played = [0, 0, 0, 0]
    for trick in view.tricks:
        for offset, card in enumerate(trick.cards):
            played[(trick.leader + offset) & 3] |= 1 << card
    current = 0
    for offset, card in enumerate(view.trick):
        played[(view.leader + offset) & 3] |= 1 << card
        current |= 1 << card
    by_relative = sorted(((seat - me) & 3, played[seat]) for seat in range(4))
    for relative, cards in by_relative:
        out += [(104 + 52 * relative + i, 1.0) for i in card_indices(cards)]
    out += [(312 + i, 1.0) for i in card_indices(current)]
    out += [(364 + view.phase, 1.0), (368 + ((view.dealer - me) & 3), 1.0),
            (372 + ((view.actor - me) & 3), 1.0), (376 + ((view.turn - me) & 3), 1.0)]
    if view.strain >= 0:
        out += [(380 + view.strain, 1.0), (385 + ((view.maker - me) & 3), 1.0)]
    if view.left_to_partner:
        out.append((389, 1.0))
    out.append((390 + min(view.doubles, 7), 1.0))
    mine, theirs = me & 1, (me & 1) ^ 1
    context = view.context
    for index, value in ((398, view.won[mine] / 13), (399, view.won[theirs] / 13),
                         (400, context.game_score[mine] / 30),
                         (401, context.game_score[theirs] / 30),
                         (402, context.games_won[mine]), (403, context.games_won[theirs])):
        if value:
            out.append((index, float(value)))
    return out


def derived(active: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """The non-zero derived inputs (:data:`DERIVED_FIELDS`) of an observation given by its
    non-zero entries (:func:`features`)."""
    on = {index for index, _ in active}
    out: list[tuple[int, float]] = []
    held = {c for c in range(52) if c in on or 52 + c in on}
    seen = held | {c for c in range(52) for r in range(4) if 104 + 52 * r + c in on}
    for c in sorted(held):  # boss: no unseen card of its suit above it
        if all(d in seen for d in range(c + 1, (c // 13 + 1) * 13)):
            out.append((456 + c, 1.0))
    trick = [c for c in range(52) if 312 + c in on]
    if 366 not in on or not trick:
        return out
    turn = next(r for r in range(4) if 376 + r in on)
    leader = (turn - len(trick)) % 4
    led = next(c for c in trick if 104 + 52 * leader + c in on) // 13
    strain = next((s for s in range(5) if 380 + s in on), 4)
    trump = strain if strain < 4 else -1
    trumps = [c for c in trick if c // 13 == trump]
    best = max(trumps or [c for c in trick if c // 13 == led])
    winner = next(r for r in range(4) if 104 + 52 * r + best in on)
    out += [(404 + c, 1.0) for c in range(52)
            if (c // 13 == best // 13 and c > best) or (c // 13 == trump and best // 13 != trump)]
    out.append((508 + led, 1.0))
    if winner == (turn + 2) % 4:
        out.append((512, 1.0))
    return sorted(out)


def inputs(view: SeatView) -> list[tuple[int, float]]:
    """The network's non-zero inputs for a seat's view: :func:`features` then :func:`derived`."""
    active = features(view)
    return active + derived(active)
