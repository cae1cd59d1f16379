"""The published board sets: numbered deals everyone scores a policy on, shipped in the package.

A board set is a JSON file in ``bridgewhist/env/boards/`` (``v1.json``): its ``version``, the
``seed`` and the ``generator`` that made it, and its boards, each ``[dealer, deal]`` with the
deal as a PBN ``Deal`` tag's text (``"N:AKQ.T98.765.432 ..."``, the hands from North round to
the left). Board ``b`` (from 1) is dealt by N, E, S, W in turn, its hands by the project's own
shuffle, cut and deal (:func:`~bridgewhist.dealing.dealt_hands`) from
``random.Random(f"{seed}:{b}")``, so :func:`generate_boards` makes the file again from its
seed (tests/env/test_boards.py checks that the shipped file is exactly that). A new version is a
new file; a published one never changes.

>>> boards = load_boards()
>>> boards.version, len(boards.boards) >= 1000, boards.boards[0].number, boards.boards[0].dealer.name
(1, True, 1, 'N')
>>> sum(bin(hand).count("1") for hand in boards.boards[0].hands)
52
"""

from __future__ import annotations

import dataclasses
import json
import random
from importlib import resources
from typing import Any, NamedTuple

from bridgewhist.cards import CardSet, Hands
from bridgewhist.dealing import dealt_hands
from bridgewhist.errors import NotationError
from bridgewhist.seats import SEATS, Seat

__all__ = [
    "BOARD_SET_VERSIONS", "GENERATOR", "Board", "BoardSet", "boards_json", "deal_text",
    "generate_boards", "load_boards", "parse_deal",
]

BOARD_SET_VERSIONS = (1,)
"""The published versions, each a file ``v<version>.json`` in this package's ``boards/``."""

GENERATOR = ("bridgewhist.env.boards.generate_boards(seed, count): board b (from 1) dealt by "
             "N, E, S, W in turn, its hands bridgewhist.dealing.dealt_hands(dealer, "
             "random.Random(f'{seed}:{b}'))")
"""How a board set is made, as its file records it."""


class Board(NamedTuple):
    """One board: its number (from 1), its dealer and the hands by seat N, E, S, W."""

    number: int
    dealer: Seat
    hands: Hands


@dataclasses.dataclass(frozen=True, slots=True)
class BoardSet:
    """A versioned board set: its version, the seed it was generated from, and its boards."""

    version: int
    seed: str
    boards: tuple[Board, ...]


def generate_boards(seed: str, count: int) -> tuple[Board, ...]:
    """Boards 1 to ``count`` from ``seed`` (see the module's text).

    >>> generate_boards("x", 2)[1].dealer.name
    'E'
    """
    boards = []
    for number in range(1, count + 1):
        dealer = SEATS[(number - 1) & 3]
        boards.append(Board(number, dealer, dealt_hands(dealer, random.Random(f"{seed}:{number}"))))
    return tuple(boards)


def deal_text(hands: Hands) -> str:
    """The hands as a PBN ``Deal`` tag's text, from North.

    >>> deal_text(generate_boards("x", 1)[0].hands).startswith("N:")
    True
    """
    return "N:" + " ".join(CardSet(hand).pbn() for hand in hands)


def parse_deal(text: str) -> Hands:
    """The hands of a PBN ``Deal`` text from North (:func:`deal_text`).

    :raises NotationError: unless it holds four hands of 13 cards, each card once.
    """
    if not text.startswith("N:") or len(text[2:].split()) != 4:
        raise NotationError(f"deal {text[:60]!r}: expected 'N:' and four PBN hands")
    n, e, s, w = (CardSet.parse_pbn(hand).mask for hand in text[2:].split())
    if any(bin(hand).count("1") != 13 for hand in (n, e, s, w)) or bin(n | e | s | w).count("1") != 52:
        raise NotationError(f"deal {text[:60]!r}: expected four hands of 13 different cards")
    return n, e, s, w


def boards_json(version: int, seed: str, count: int) -> str:
    """The text of board set ``version``: ``count`` boards from ``seed`` (the shipped file)."""
    data: dict[str, Any] = {
        "name": "bridgewhist boards", "version": version, "seed": seed, "count": count,
        "generator": GENERATOR,
        "boards": [[board.dealer.name, deal_text(board.hands)] for board in generate_boards(seed, count)],
    }
    lines = ",\n".join(json.dumps(entry) for entry in data.pop("boards"))
    head = json.dumps(data, indent=1)[:-2]
    return f'{head},\n "boards": [\n{lines}\n ]\n}}\n'


def load_boards(version: int = 1) -> BoardSet:
    """Board set ``version`` as shipped in the package.

    :raises ValueError: for a version not published (:data:`BOARD_SET_VERSIONS`).
    """
    if version not in BOARD_SET_VERSIONS:
        raise ValueError(f"board set version {version!r} is not published: expected one of "
                         f"{', '.join(map(str, BOARD_SET_VERSIONS))}")
    text = resources.files("bridgewhist.env").joinpath(f"boards/v{version}.json").read_text("utf-8")
    data = json.loads(text)
    boards = tuple(Board(number, Seat.parse(dealer), parse_deal(deal))
                   for number, (dealer, deal) in enumerate(data["boards"], start=1))
    return BoardSet(int(data["version"]), str(data["seed"]), boards)
