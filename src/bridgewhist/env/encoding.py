"""The numbers a learner sees: action indices, card vectors and the observation layout.

Shared by the PettingZoo environment, the OpenSpiel game and the batch environment, so that all
three speak one action space and one observation layout (documented in ``docs/research.md``).

Actions are indices 0..59: a card is ``suit * 13 + rank - 2`` (spades, hearts, diamonds,
clubs; two to ace), then the five declarations (spades ... no-trumps, 52..56), ``leave`` (57),
``double`` (58, doubling and redoubling alike) and ``satisfied`` (59).

>>> from bridgewhist.actions import parse_action
>>> action_index(parse_action("SA")), action_index(parse_action("no-trumps")), str(ACTIONS[59])
(12, 56, 'satisfied')
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.actions import DECLARE_ACTIONS, DOUBLE, LEAVE, PLAY_ACTIONS, SATISFIED, Action
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.view import SeatView

NUM_ACTIONS = 60
"""52 cards, five declarations, leave, double, satisfied."""
FIRST_DECLARE, LEAVE_INDEX, DOUBLE_INDEX, SATISFIED_INDEX = 52, 57, 58, 59

CARD_NUMBERS: tuple[int, ...] = tuple(s * 16 + r for s in range(4) for r in range(2, 15))
"""The engine's card number of each card index 0..51."""
ACTIONS: tuple[Action, ...] = (
    *(PLAY_ACTIONS[c] for c in CARD_NUMBERS), *DECLARE_ACTIONS, LEAVE, DOUBLE, SATISFIED)
"""The engine's action for each action index."""
_INDEX: dict[Action, int] = {action: index for index, action in enumerate(ACTIONS)}

# The observation layout: (name, offset, size). Seats in it are relative to the viewer:
# 0 the viewer, 1 his left-hand adversary, 2 his partner, 3 his right-hand adversary.
FIELDS: tuple[tuple[str, int, int], ...] = (
    ("hand", 0, 52),
    ("dummy", 52, 52),
    ("played_by", 104, 208),
    ("trick", 312, 52),
    ("phase", 364, 4),
    ("dealer", 368, 4),
    ("actor", 372, 4),
    ("turn", 376, 4),
    ("strain", 380, 5),
    ("maker", 385, 4),
    ("left_to_partner", 389, 1),
    ("doubles", 390, 8),
    ("tricks", 398, 2),
    ("score", 400, 4),
)
"""Each field of the observation vector: its name, offset and length."""
OBS_SIZE = 404
"""The length of the observation vector."""
_OFFSET = {name: offset for name, offset, _ in FIELDS}

_BIT_COLUMNS = np.array(CARD_NUMBERS, dtype=np.intp)


def action_index(action: Action) -> int:
    """The index 0..59 of an engine action."""
    return _INDEX[action]


def card_vector(mask: int) -> npt.NDArray[np.float32]:
    """A card-set int as 52 zeros and ones, in action-index order.

    >>> from bridgewhist.cards import CardSet
    >>> card_vector(CardSet.parse_pbn("A...2").mask).nonzero()[0].tolist()
    [12, 39]
    """
    bits = np.unpackbits(np.frombuffer(mask.to_bytes(8, "little"), dtype=np.uint8),
                         bitorder="little")
    return bits[_BIT_COLUMNS].astype(np.float32)


def legal_vector(state: HandState) -> npt.NDArray[np.int8]:
    """The action mask: 1 for each action index the laws allow now."""
    mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
    for action in state.legal_actions():
        mask[_INDEX[action]] = 1
    return mask


def observation(view: SeatView) -> npt.NDArray[np.float32]:
    """The observation vector of one seat's view (layout: :data:`FIELDS`).

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> from bridgewhist.view import view_of
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
    >>> obs = observation(view_of(state, Seat.W))
    >>> obs.shape, int(obs[:52].sum()), int(obs[52:104].sum())
    ((404,), 13, 0)
    """
    me = view.seat
    out = np.zeros(OBS_SIZE, dtype=np.float32)
    out[0:52] = card_vector(view.hand)
    if view.dummy_hand is not None:
        out[52:104] = card_vector(view.dummy_hand)
    played = [0, 0, 0, 0]
    for trick in view.tricks:
        for offset, card in enumerate(trick.cards):
            played[(trick.leader + offset) & 3] |= 1 << card
    current = 0
    for offset, card in enumerate(view.trick):
        played[(view.leader + offset) & 3] |= 1 << card
        current |= 1 << card
    for seat in range(4):
        if played[seat]:
            start = 104 + 52 * ((seat - me) & 3)
            out[start:start + 52] = card_vector(played[seat])
    if current:
        out[312:364] = card_vector(current)
    out[364 + view.phase] = 1
    out[368 + ((view.dealer - me) & 3)] = 1
    out[372 + ((view.actor - me) & 3)] = 1
    out[376 + ((view.turn - me) & 3)] = 1
    if view.strain >= 0:
        out[380 + view.strain] = 1
        out[385 + ((view.maker - me) & 3)] = 1
    out[389] = view.left_to_partner
    out[390 + min(view.doubles, 7)] = 1
    mine, theirs = me & 1, (me & 1) ^ 1
    out[398] = view.won[mine] / 13
    out[399] = view.won[theirs] / 13
    context = view.context
    out[400:404] = (context.game_score[mine] / 30, context.game_score[theirs] / 30,
                    context.games_won[mine], context.games_won[theirs])
    return out


def field(obs: npt.NDArray[np.float32], name: str) -> npt.NDArray[np.float32]:
    """One named field of an observation vector."""
    for field_name, offset, size in FIELDS:
        if field_name == name:
            return obs[offset:offset + size]
    raise KeyError(f"unknown observation field {name!r}: expected one of "
                   f"{', '.join(f[0] for f in FIELDS)}")


def deal_points(state: HandState, game_score: tuple[int, int] = (0, 0)) -> tuple[int, int]:
    """The points scored by NS and EW in a completed deal, above and below the line."""
    points = [0, 0]
    for entry in score_deal(state.code, result_of(state), game_score):
        points[entry.side] += entry.points
    return points[0], points[1]


def seat_reward(points: tuple[int, int], seat: Seat | int) -> int:
    """A seat's reward: its side's points less the other side's (zero-sum)."""
    return points[seat & 1] - points[(seat & 1) ^ 1]
