"""Alpha-mu search over sampled worlds (Cazenave and Ventos, "The alpha-mu search algorithm for
the game of bridge", 2020; the optimised form: Cazenave, Legras and Ventos, "Optimizing
alpha-mu", 2021), on double-dummy values at the leaves.

Every world of a node shares the node's history (the cards played); the worlds differ only in
the hidden cards. At a node of the **makers** (the dealer playing his hand or dummy's) the makers
must play the same card in every world of the node, since they cannot tell them apart: the
node's front is the Pareto front of the union of its moves' fronts. At a node of the
**adversaries** each world has its own card: they are taken to see every hand, as alpha-mu
assumes, and to choose their card world by world (alpha-mu's Min node, ``defence="min"``): each
of their cards is searched over the worlds where it is theirs to play, and the node's front is
:func:`~.front.meet` of the cards' fronts, the worse outcome for the makers in every world, for
every pair of the makers' strategies. To keep this affordable, a world tries only the cards
within ``slack`` tricks of its double-dummy best (0, the default: its double-dummy best cards;
``slack=13``: every card, the full Min node), and of the adversary's equal cards (a run in one
hand) the lowest only, unless ``falsecards`` (then every one, so they may hide which of equal
cards they hold, at about twice the cost). After
``depth`` makers' decisions (a forced card is none) the search stops and DDS values each world
(at depth 1 the search is plain double-dummy sampling; at depth 2 the makers' next card is one
card for all the worlds they still cannot tell apart, so a line that waits for the adversaries'
cards to show the lie before guessing is valued as such, and only as far as the adversaries
cannot hide the lie).

``defence="dd"`` is the first version's simplification, kept for comparison: the adversaries
play each world's double-dummy best card (the lowest of equal best), one DDS solve a world per
adversaries' node, the worlds split by that card and the parts joined (:func:`~.front.product`);
it reads the lie from cards a real adversary need not show, so its fronts are optimistic (see
docs/strength.md). Also here: the root cut of "Optimizing alpha-mu" (a root card whose front
can no longer beat the best found is cut short, :meth:`Search.root_fronts`), a budget of DDS
solves (``max_solves``: past it the search stops with :class:`SearchTimeout`) and one of their
cost (``max_work``, in solves of a whole deal: a solve early in the play costs fifty times one
after the seventh trick, :func:`solve_weight`), a transposition
table of the fronts of the nodes searched and a cache of the DDS solves (the same position in a world is
reached by moves in another order), the makers' equal cards searched once, and fronts kept to
``front_cap`` vectors, the best on average.

>>> from bridgewhist.agents.ddmc.exact import solve_exact
>>> from bridgewhist.cards import CardSet
>>> def solve(positions):
...     return [solve_exact(p.hands, p.trump, p.leader, p.trick).values for p in positions]
>>> # N leads at no trumps from SA S2 (S holds S3 H2); E and W one spade each: both fall.
>>> north, south = CardSet.parse("SA S2").mask, CardSet.parse("S3 H2").mask
>>> worlds = [(north, CardSet.parse("SK H3").mask, south, CardSet.parse("SQ H4").mask),
...           (north, CardSet.parse("SQ H4").mask, south, CardSet.parse("SK H3").mask)]
>>> search = Search(solve, worlds, trump=4, leader=0, trick=(), gone=0, makers=0)
>>> fronts = search.root_fronts([CardSet.parse("SA").mask.bit_length() - 1], depth=2)
>>> [best_mean(f) for f in fronts.values()]
[2.0]
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from bridgewhist.agents.alphamu.front import Front, Vector, best_mean, meet, pareto, product
from bridgewhist.agents.ddmc.exact import Position, tricks_left
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.errors import BridgeError
from bridgewhist.fastplay import legal_mask, trick_winner

__all__ = ["SOLVE_WEIGHTS", "Search", "SearchTimeout", "Solve", "best_mean", "distinct_cards",
           "solve_weight", "with_equals"]

SOLVE_WEIGHTS: tuple[float, ...] = (0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.013, 0.024, 0.04,
                                    0.08, 0.16, 0.32, 1.0)
"""What a DDS solve of a position costs, by the tricks left to play (the index, the current
trick counted), in solves of a whole deal: the CPU time a solve of every card's value took on
48 positions of each size, divided by a whole deal's (``benchmarks/solve_cost.py``: 17 ms a
solve with thirteen tricks left, 5.4 ms with twelve, halving a trick down to seven, then a
floor of about 0.2 ms, DDS's own cost of a call)."""

Solve = Callable[[Sequence[Position]], list[dict[int, int]]]
"""DDS's batch entry point: each legal card's tricks for the side on play, per position."""


class SearchTimeout(BridgeError, RuntimeError):
    """The search ran past its deadline (the player then falls back on sampling)."""


class Node(NamedTuple):
    """A node of the search: the cards played since the root, the current trick and its leader,
    and the tricks the makers have won since the root."""

    played: int
    trick: tuple[int, ...]
    leader: int
    won: int


def distinct_cards(legal: int, hand: int, gone: int) -> list[int]:
    """The legal cards that are not equal to a lower legal card: cards of one suit in one hand
    are equal when every card between them is in that hand or has gone in an earlier trick
    (``gone``). The lowest of each run of equals is kept, lowest suit lane first.

    >>> from bridgewhist.cards import Card, CardSet
    >>> hand = CardSet.parse("SK SQ S9 H5").mask
    >>> [str(Card(c)) for c in distinct_cards(hand, hand, CardSet.parse("SJ ST").mask)]
    ['S9', 'H5']
    >>> [str(Card(c)) for c in distinct_cards(hand, hand, 0)]
    ['S9', 'SQ', 'H5']
    """
    kept = []
    known = hand | gone
    for suit in range(4):
        if not legal & SUIT_MASKS[suit]:
            continue
        run = False
        for rank in range(2, 15):
            card = suit * 16 + rank
            bit = 1 << card
            if legal & bit:
                if not run:
                    kept.append(card)
                run = True
            elif not known & bit:
                run = False
    return kept


def solve_weight(position: Position) -> float:
    """The cost of solving ``position``, in solves of a whole deal (:data:`SOLVE_WEIGHTS`).

    >>> from bridgewhist.cards import CardSet
    >>> hands = tuple(CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5"))
    >>> solve_weight(Position(hands, 4, 0))
    0.01
    """
    return SOLVE_WEIGHTS[tricks_left(position)]


def with_equals(position: Position, values: dict[int, int]) -> dict[int, int]:
    """``values`` with every legal card of the player on play: DDS may give one card of a run
    of equal cards (cards of one hand with nothing between them still held by another hand or
    in the trick); the others take its value.

    >>> from bridgewhist.cards import CardSet
    >>> hands = tuple(CardSet.parse(t).mask for t in ("SA SK", "H2 H3", "H4 H5", "H6 H7"))
    >>> sorted(with_equals(Position(hands, 4, 0), {14: 2}).items())
    [(13, 2), (14, 2)]
    """
    seat = (position.leader + len(position.trick)) & 3
    hand = position.hands[seat]
    led = position.trick[0] >> 4 if position.trick else -1
    legal = legal_mask(hand, led)
    if all(legal >> card & 1 == 0 or card in values for card in range(64)):
        return values
    elsewhere = 0
    for other, held in enumerate(position.hands):
        if other != seat:
            elsewhere |= held
    for card in position.trick:
        elsewhere |= 1 << card
    filled = dict(values)
    for card in range(64):
        if not legal >> card & 1 or card in filled:
            continue
        for step in (1, -1):
            other = card + step
            while 2 <= other & 15 <= 14 and other >> 4 == card >> 4 and not elsewhere >> other & 1:
                if other in values:
                    filled[card] = values[other]
                    break
                other += step
            if card in filled:
                break
    return filled


class Search:
    """One decision's alpha-mu search over ``worlds`` (each the four hands still held, N E S W),
    from the position given by ``trump``, ``leader`` and ``trick``; ``gone`` the cards of the
    earlier tricks; ``makers`` the makers' side (0: N-S, 1: E-W). With ``searched``, only the
    first ``searched`` worlds are searched; every world values the root's cards
    (:meth:`root_values`)."""

    def __init__(self, solve: Solve, worlds: Sequence[tuple[int, int, int, int]], *, trump: int,
                 leader: int, trick: tuple[int, ...], gone: int, makers: int,
                 front_cap: int = 8, deadline: float | None = None, defence: str = "min",
                 slack: int = 0, falsecards: bool = False, max_solves: int | None = None,
                 max_work: float | None = None, searched: int | None = None) -> None:
        if searched is not None and not 1 <= searched <= len(worlds):
            raise ValueError(f"searched={searched}: expected 1 to {len(worlds)} worlds")
        if defence not in ("min", "dd"):
            raise ValueError(f"defence={defence!r}: expected 'min' or 'dd'")
        if slack < 0:
            raise ValueError(f"slack={slack} must be 0 or more")
        self.solve = solve
        self.max_solves = max_solves
        self.max_work = max_work
        self.defence = defence
        self.slack = slack
        self.falsecards = falsecards
        self.worlds = list(worlds)
        self.searched = len(self.worlds) if searched is None else searched
        self.trump = trump
        self.root = Node(0, tuple(trick), leader, 0)
        self.gone = gone
        self.makers = makers
        self.front_cap = front_cap
        self.deadline = deadline
        self.solves = 0
        self.work = 0.0
        self.nodes = 0
        self.cuts = 0
        self._solved: dict[tuple[int, Node], dict[int, int]] = {}
        self._table: dict[tuple[Node, tuple[int, ...], int], Front] = {}

    # -- positions --------------------------------------------------------------------------
    def _on_play(self, node: Node) -> int:
        return (node.leader + len(node.trick)) & 3

    def _hand(self, node: Node, world: int, seat: int) -> int:
        return self.worlds[world][seat] & ~node.played

    def _position(self, node: Node, world: int) -> Position:
        hands = self.worlds[world]
        mask = ~node.played
        return Position((hands[0] & mask, hands[1] & mask, hands[2] & mask, hands[3] & mask),
                        self.trump, node.leader, node.trick)

    def play(self, node: Node, card: int) -> Node:
        """The node after ``card`` is played (the trick won and the makers' count kept)."""
        trick = (*node.trick, card)
        played = node.played | 1 << card
        if len(trick) < 4:
            return Node(played, trick, node.leader, node.won)
        winner = trick_winner(trick, node.leader, self.trump)
        return Node(played, (), winner, node.won + ((winner & 1) == self.makers))

    def _gone(self, node: Node) -> int:
        in_trick = 0
        for card in node.trick:
            in_trick |= 1 << card
        return self.gone | (node.played & ~in_trick)

    # -- double dummy -----------------------------------------------------------------------
    def prefetch(self, nodes: Sequence[Node], worlds: Sequence[int]) -> None:
        """Solve the positions of ``nodes`` in ``worlds`` not yet solved, in one batch."""
        wanted = [(world, node) for node in nodes for world in worlds
                  if (world, node) not in self._solved and self._hand(node, world, self._on_play(node))]
        if not wanted:
            return
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise SearchTimeout("the alpha-mu search ran past its time budget")
        if self.max_solves is not None and self.solves and self.solves + len(wanted) > self.max_solves:
            raise SearchTimeout(f"the alpha-mu search ran past its {self.max_solves} solves")
        positions = [self._position(node, world) for world, node in wanted]
        work = sum(solve_weight(position) for position in positions)
        if self.max_work is not None and self.solves and self.work + work > self.max_work:
            raise SearchTimeout(f"the alpha-mu search ran past its work of {self.max_work} "
                                "whole-deal solves")
        results = self.solve(positions)
        self.solves += len(wanted)
        self.work += work
        for key, position, values in zip(wanted, positions, results, strict=True):
            self._solved[key] = with_equals(position, values)

    def values(self, node: Node, worlds: Sequence[int]) -> list[dict[int, int]]:
        """Each legal card's double-dummy tricks for the side on play, in each world."""
        self.prefetch([node], worlds)
        return [self._solved[(world, node)] for world in worlds]

    def _leaf(self, node: Node, worlds: tuple[int, ...]) -> Front:
        vector = [-1] * self.searched
        seat = self._on_play(node)
        if not self._hand(node, worlds[0], seat):
            for world in worlds:
                vector[world] = node.won
            return [tuple(vector)]
        for world, values in zip(worlds, self.values(node, worlds), strict=True):
            best = max(values.values())
            if (seat & 1) == self.makers:
                vector[world] = node.won + best
            else:
                vector[world] = node.won + self._hand(node, world, seat).bit_count() - best
        return [tuple(vector)]

    # -- the search -------------------------------------------------------------------------
    def front(self, node: Node, worlds: tuple[int, ...], depth: int) -> Front:
        """The Pareto front of the makers' outcomes from ``node`` in ``worlds``, ``depth`` makers'
        moves still to search."""
        key = (node, worlds, depth)
        cached = self._table.get(key)
        if cached is not None:
            return cached
        self.nodes += 1
        seat = self._on_play(node)
        if depth == 0 or not self._hand(node, worlds[0], seat):
            result = self._leaf(node, worlds)
        elif (seat & 1) == self.makers:
            result = self._makers(node, worlds, depth)
        else:
            result = self._adversaries(node, worlds, depth)
        self._table[key] = result
        return result

    def _moves(self, node: Node, worlds: tuple[int, ...]) -> list[int]:
        seat = self._on_play(node)
        hand = self._hand(node, worlds[0], seat)
        led = node.trick[0] >> 4 if node.trick else -1
        return distinct_cards(legal_mask(hand, led), hand, self._gone(node))

    def _makers(self, node: Node, worlds: tuple[int, ...], depth: int) -> Front:
        moves = self._moves(node, worlds)
        if len(moves) == 1:
            # A forced card (or one of equals) is no decision: it does not use up the depth.
            return self.front(self.play(node, moves[0]), worlds, depth)
        children = [self.play(node, card) for card in moves]
        if depth == 1:
            self.prefetch(children, worlds)
        vectors: list[Vector] = []
        for child in children:
            vectors.extend(self.front(child, worlds, depth - 1))
        return pareto(vectors, self.front_cap)

    def _adversaries(self, node: Node, worlds: tuple[int, ...], depth: int,
                     bound: float | None = None) -> Front:
        """The adversaries' node; with ``bound`` (the root cut of "Optimizing alpha-mu"), the
        search of their cards stops as soon as no vector can reach ``bound`` on average, each
        world counted at most at its double-dummy value: their further cards can only lower
        it. A front so cut scores below the bound (:meth:`cut`)."""
        groups: dict[int, list[int]] = {}
        seat = self._on_play(node)
        ceiling = [0] * self.searched
        for world, values in zip(worlds, self.values(node, worlds), strict=True):
            ceiling[world] = node.won + self._hand(node, world, seat).bit_count() - max(values.values())
            for card in self._replies(node, world, seat, values):
                groups.setdefault(card, []).append(world)
        combine = meet if self.defence == "min" else product
        result: Front = []
        for card, part in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
            result = combine(result, self.front(self.play(node, card), tuple(part), depth),
                             self.front_cap)
            if bound is not None and self.defence == "min" and max(
                    sum(v[w] if v[w] >= 0 else ceiling[w] for w in worlds) for v in result
            ) < bound * len(worlds) - 1e-9:
                self.cuts += 1
                return []
        return result

    def _replies(self, node: Node, world: int, seat: int, values: dict[int, int]) -> list[int]:
        """The adversaries' cards tried in ``world``: its double-dummy best card alone (``dd``),
        or every card within ``slack`` tricks of the best (``min``; their equal cards once each
        unless ``falsecards``)."""
        best = max(values.values())
        if self.defence == "dd":
            return [min((c for c, v in values.items() if v == best), key=lambda c: (c & 15, c))]
        kept = [card for card, value in values.items() if value >= best - self.slack]
        if self.falsecards or len(kept) == 1:
            return kept
        mask = sum(1 << card for card in kept)
        return distinct_cards(mask, self._hand(node, world, seat), self._gone(node))

    def root_values(self) -> list[dict[int, int]]:
        """Each legal card's double-dummy tricks for the makers in every world (sampling's view)."""
        return self.values(self.root, range(len(self.worlds)))

    def root_fronts(self, candidates: Sequence[int], depth: int, *, cut: bool = False,
                    offsets: dict[int, float] | None = None) -> dict[int, Front]:
        """The front of each candidate card at the root, ``depth`` makers' moves deep (the root's
        card counted), over the searched worlds. With ``cut``, a candidate whose front cannot
        score above the best so far (the candidates in order, the likeliest best first) is cut
        short and left out; a card's score is its front's best average plus its ``offsets``
        entry (0 when none is given)."""
        offsets = offsets or {}
        worlds = tuple(range(self.searched))
        children = {card: self.play(self.root, card) for card in candidates}
        self.prefetch(list(children.values()), worlds)
        fronts: dict[int, Front] = {}
        best: float | None = None
        for card, child in children.items():
            seat = self._on_play(child)
            offset = offsets.get(card, 0.0)
            if (cut and best is not None and depth > 1 and (seat & 1) != self.makers
                    and self._hand(child, 0, seat)):
                front = self._adversaries(child, worlds, depth - 1, bound=best - offset)
                if not front:
                    continue
            else:
                front = self.front(child, worlds, depth - 1)
            fronts[card] = front
            score = best_mean(front) + offset
            best = score if best is None else max(best, score)
        return fronts
