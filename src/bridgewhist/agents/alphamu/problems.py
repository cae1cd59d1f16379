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
from bridgewhist.laws import LawCode
from bridgewhist.phases.stages import Trick
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal

__all__ = ["Problem", "answer", "layouts", "load_problems", "problem_state"]


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


def problem_state(problem: Problem, code: LawCode) -> HandState:
    """A deal at the problem's position, South the dealer (North dummy), for any player to act
    in: the earlier tricks are made of the other cards, East and West always following suit (so
    no void of theirs is shown) and East leading, West once playing a card and then the card
    below it (so nothing is read from their choice of equal cards: every layout of their cards
    stays possible), North and South playing what is left.

    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.cards import CardSet
    >>> hands = tuple(CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5"))
    >>> problem = Problem("x", "x", hands, 4, 0, frozenset(), 0, "", "")
    >>> state = problem_state(problem, load_law_code("english-1904"))
    >>> state.actor, str(CardSet(state.hands[0])), len(state.tricks)
    (<Seat.S: 2>, 'SA S2', 11)
    """
    held = problem.hands[0] | problem.hands[1] | problem.hands[2] | problem.hands[3]
    size = problem.hands[0].bit_count()
    spare = [[card for card in range(suit * 16 + 2, suit * 16 + 15) if not held >> card & 1]
             for suit in range(4)]
    tricks: list[tuple[int, int]] = []
    for suit_cards in spare:
        # West first plays a card, then the card just below it: a player who does not keep to
        # the lowest of equal cards, so nothing is read from his cards (ddmc.inference), and
        # no layout is ruled out by the made-up tricks. East leads them all (leads are not read).
        pairs = [card for card in suit_cards if card - 1 in suit_cards]
        if pairs and len(suit_cards) >= 4:
            high = pairs[-1]
            others = [card for card in suit_cards if card not in (high, high - 1)]
            tricks += [(others[-1], high), (others[-2], high - 1)]
            for card in (high, high - 1, others[-1], others[-2]):
                suit_cards.remove(card)
            break
    rest: list[int] = []
    for suit_cards in spare:
        while len(suit_cards) >= 2 and len(tricks) < 13 - size:
            tricks.append((suit_cards.pop(), suit_cards.pop()))   # East's and West's
        rest.extend(suit_cards)
    deal = list(problem.hands)
    done = []
    for index, (east, west) in enumerate(tricks):
        north, south = rest[2 * index], rest[2 * index + 1]
        done.append(Trick(Seat.E, (east, south, west, north), Seat.E))
        for seat, card in ((0, north), (1, east), (2, south), (3, west)):
            deal[seat] |= 1 << card
    state = hand_from_deal(code, Seat.S, (deal[0], deal[1], deal[2], deal[3]))
    leader = Seat(problem.leader)
    return state._replace(hands=problem.hands, phase=Phase.PLAY, turn=leader, strain=problem.trump,
                          maker=int(Seat.S), leader=leader, tricks=tuple(done),
                          won=(13 - size - (13 - size) // 2, (13 - size) // 2), dummy_exposed=True)


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
