"""Data sets of played deals: every decision of every deal, with what its seat could see.

:func:`dataset_rows` plays ``deals`` deals between two registered players (North-South and
East-West, each deal at love all) and yields one flat record a decision, in order: the seat
deciding and the player seated there, the phase, the seat's view at that moment (its own cards,
dummy's once exposed, the cards each seat has played, the trick in progress, the declaration
and the doubling so far, the tricks won), the legal actions and the action taken (as the
learning environments' action indices, :mod:`bridgewhist.env.encoding`, and in words), and
once the deal is over its points by side and the deciding seat's reward. A record holds only
what its seat could see at the table (``bridgewhist.view.view_of``); the rows of a deal, in
order, are its whole history. The format, one JSON object a line, is documented in
``docs/research.md`` ("Data sets of played deals"); ``bridgewhist dataset`` writes it.

Each deal is dealt with the project's shuffle, cut and deal from a generator seeded by the seed
and the deal's number alone, and each seat's player is built afresh with its own generator
seeded the same way: the same arguments give the same file.

>>> rows = list(dataset_rows("maxims", "random", deals=1, seed=4))
>>> rows[0]["deal"], rows[0]["decision"], rows[0]["phase"], len(rows) > 52
(0, 0, 'declaration', True)
>>> rows[-1]["points_ns"] - rows[-1]["points_ew"] == rows[-1]["reward"] * (
...     1 if rows[-1]["seat"] in "NS" else -1)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from bridgewhist.actions import DECLARE_ACTIONS, DOUBLE, LEAVE, PLAY_ACTIONS, SATISFIED, Action
from bridgewhist.agents.base import Agent
from bridgewhist.agents.registry import make_agent
from bridgewhist.cards import CardSet, Strain
from bridgewhist.dealing import dealt_hands
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import SEATS, Seat, Side
from bridgewhist.state import HandState, Phase, hand_from_deal
from bridgewhist.view import SeatView, view_of

FORMAT = "bridgewhist-dataset/1"
"""The format's name and version, in every record (``format``)."""

Row = dict[str, Any]

ACTIONS: tuple[Action, ...] = (
    *(PLAY_ACTIONS[suit * 16 + rank] for suit in range(4) for rank in range(2, 15)),
    *DECLARE_ACTIONS, LEAVE, DOUBLE, SATISFIED)
"""The action of each index 0..59: the learning environments' numbering
(``bridgewhist.env.encoding``: a card ``suit * 13 + rank - 2``, the five declarations 52..56,
leave 57, double 58, satisfied 59), which the records use."""
ACTION_INDEX: dict[Action, int] = {action: index for index, action in enumerate(ACTIONS)}


def deal_of(seed: int | str, deal: int, code: LawCode) -> HandState:
    """Deal ``deal`` of a data set: dealt by the seat ``S, W, N, E`` in turn from deal 0, from a
    generator seeded by ``seed`` and ``deal`` alone."""
    dealer = SEATS[(Seat.S + deal) & 3]
    return hand_from_deal(code, dealer, dealt_hands(dealer, random.Random(f"{seed}:deal:{deal}")))


def players(ns: str, ew: str, seed: int | str, deal: int,
            settings: tuple[Mapping[str, Any], Mapping[str, Any]] = ({}, {})) -> dict[Seat, Agent]:
    """Fresh players for one deal, each seat's generator seeded by (seed, deal, seat) alone.

    :raises UnknownAgentError: for a name that is not registered.
    :raises TypeError: for a setting a player does not take.
    """
    seated: dict[Seat, Agent] = {}
    for seat in SEATS:
        rng = random.Random(f"{seed}:player:{deal}:{seat.name}")
        name, options = (ns, settings[0]) if seat.side == Side.NS else (ew, settings[1])
        seated[seat] = make_agent(name, rng, **options)
    return seated


def cards(mask: int) -> str:
    """A set of cards as PBN text (``AK2.QJ.T98.7654``: spades, hearts, diamonds, clubs).

    >>> cards(CardSet.parse_pbn("A..K.").mask)
    'A..K.'
    """
    return CardSet(mask).pbn()


def view_record(view: SeatView) -> Row:
    """The seat's view as the record's fields (see ``docs/research.md``)."""
    by_seat = [0, 0, 0, 0]
    for trick in view.tricks:
        for offset, card in enumerate(trick.cards):
            by_seat[(trick.leader + offset) & 3] |= 1 << card
    for offset, card in enumerate(view.trick):
        by_seat[(view.leader + offset) & 3] |= 1 << card
    made = view.strain >= 0
    return {
        "hand": cards(view.hand),
        "dummy": None if view.dummy_hand is None else cards(view.dummy_hand),
        "played": [cards(mask) for mask in by_seat],
        "trick": [str(CardSet(1 << card)) for card in view.trick],
        "leader": view.leader.name if view.phase == Phase.PLAY else None,
        "strain": Strain(view.strain).letter if made else None,
        "maker": Seat(view.maker).name if made else None,
        "left_to_partner": view.left_to_partner,
        "doubles": view.doubles,
        "won": list(view.won),
    }


def deal_rows(ns: str, ew: str, seed: int | str, deal: int, code: LawCode,
              settings: tuple[Mapping[str, Any], Mapping[str, Any]] = ({}, {})) -> list[Row]:
    """Play deal ``deal`` and return its records, one a decision."""
    state = deal_of(seed, deal, code)
    seated = players(ns, ew, seed, deal, settings)
    rows: list[Row] = []
    while not state.is_complete:
        seat = state.actor
        view = view_of(state, seat)
        action = seated[seat].act(view)
        state.check(action, by=seat)
        rows.append({
            "format": FORMAT, "law_code": code.key, "seed": seed, "deal": deal,
            "decision": len(rows), "dealer": state.dealer.name, "seat": seat.name,
            "plays_for": state.turn.name, "player": ns if seat.side == Side.NS else ew,
            "phase": view.phase.name.lower(), **view_record(view),
            "legal": sorted(ACTION_INDEX[a] for a in view.legal), "action": ACTION_INDEX[action],
            "action_text": str(action),
        })
        state = state.apply(action)
    points = [0, 0]
    for entry in score_deal(code, result_of(state), (0, 0)):
        points[entry.side] += entry.points
    for row in rows:
        side = Seat.parse(row["seat"]).side
        row["points_ns"], row["points_ew"] = points
        row["reward"] = points[side] - points[1 - side]
    return rows


def dataset_rows(ns: str, ew: str, deals: int, seed: int | str = 0,
                 law_code: str = "english-1904",
                 settings: tuple[Mapping[str, Any], Mapping[str, Any]] = ({}, {}),
                 progress: Callable[[int], None] | None = None) -> Iterator[Row]:
    """The records of ``deals`` deals, ``ns`` (a registered player's name) North-South against
    ``ew``; ``progress(done)`` is called after each deal.

    :raises ValueError: when ``deals`` is below 1.
    :raises LawCodeError: for an unknown law code.
    :raises UnknownAgentError: for a player's name that is not registered.
    """
    if deals < 1:
        raise ValueError(f"deals {deals}: at least 1 is needed")
    code = load_law_code(law_code)
    players(ns, ew, seed, 0, settings)  # refuse an unknown name or setting before any play
    for deal in range(deals):
        yield from deal_rows(ns, ew, seed, deal, code, settings)
        if progress is not None:
            progress(deal + 1)


__all__ = [
    "ACTIONS", "ACTION_INDEX", "FORMAT", "Row", "cards", "dataset_rows", "deal_of", "deal_rows", "players",
    "view_record",
]
