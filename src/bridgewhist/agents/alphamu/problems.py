"""Single-dummy problems: an ending, the makers (North-South) to play, every layout of the
adversaries' cards alike to them, and the card that is right.

A problem gives the four hands as they lie, the trump and the leader (North or South, at the
start of a trick); the makers see their own two hands only, so the worlds of the problem are
every deal of the adversaries' cards between East and West with as many cards each
(:func:`layouts`). :func:`answer` is the alpha-mu player's card over those worlds, at its
default depth; ``depth=1`` gives the sampler's (ddmc's) card.

>>> from bridgewhist.cards import CardSet
>>> north, east, south, west = (CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5"))
>>> len(layouts(north, east, south, west))      # 4 hidden cards, 2 to East: 6 ways
6
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections.abc import Sequence
from pathlib import Path

from bridgewhist.agents.alphamu.agent import decide
from bridgewhist.agents.alphamu.search import Search, Solve
from bridgewhist.cards import Card, CardSet

__all__ = ["Problem", "answer", "layouts", "load_problems"]


@dataclasses.dataclass(frozen=True)
class Problem:
    """One problem: the hands (N, E, S, W), the trump (0-4), the leader (0: N, 2: S), the right
    cards, the sampler's card, and the words: its name, theme, source and reason; ``known_miss``
    when the alpha-mu player is known to get it wrong (counted, not hidden)."""

    name: str
    theme: str
    hands: tuple[int, int, int, int]
    trump: int
    leader: int
    right: frozenset[int]
    sampler: int
    source: str
    reason: str
    known_miss: bool = False


def layouts(north: int, east: int, south: int, west: int) -> list[tuple[int, int, int, int]]:
    """Every deal of the adversaries' cards between East and West, as many cards each as now."""
    hidden = [card for card in range(64) if (east | west) >> card & 1]
    out = []
    for chosen in itertools.combinations(hidden, east.bit_count()):
        mask = sum(1 << card for card in chosen)
        out.append((north, mask, south, (east | west) & ~mask))
    return out


def _card(text: str) -> int:
    return int(Card.parse(text))


def load_problems(path: Path) -> list[Problem]:
    """The problems of a JSON file (a list of objects: ``name``, ``theme``, ``north`` ``east``
    ``south`` ``west`` as card lists such as "SA SQ H3", ``trump`` (S H D C N), ``leader`` (N or
    S), ``right`` (the right cards), ``sampler``, ``source``, ``reason``, ``known_miss``)."""
    items = json.loads(path.read_text(encoding="utf-8"))
    problems = []
    for item in items:
        hands = tuple(CardSet.parse(item[seat]).mask for seat in ("north", "east", "south", "west"))
        problems.append(Problem(
            name=item["name"], theme=item["theme"], hands=(hands[0], hands[1], hands[2], hands[3]),
            trump="SHDCN".index(item["trump"]), leader="NESW".index(item["leader"]),
            right=frozenset(_card(text) for text in item["right"]), sampler=_card(item["sampler"]),
            source=item["source"], reason=item["reason"], known_miss=item.get("known_miss", False)))
    return problems


def answer(problem: Problem, solve: Solve, *, depth: int = 2, worlds: Sequence[int] | None = None
           ) -> int:
    """The player's card in ``problem`` over every layout (or the layouts numbered ``worlds``)."""
    every = layouts(*problem.hands)
    chosen = every if worlds is None else [every[index] for index in worlds]
    search = Search(solve, chosen, trump=problem.trump, leader=problem.leader, trick=(), gone=0,
                    makers=0)
    hand = problem.hands[problem.leader]
    legal = [card for card in range(64) if hand >> card & 1]
    card, _ = decide(search, legal, hand, depth=depth)
    return card
