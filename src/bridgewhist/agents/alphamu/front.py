"""Pareto fronts of outcome vectors, the values of alpha-mu's search (Cazenave and Ventos).

A *vector* gives the makers' tricks in each world of the search, in the order of the root's
worlds; a world that a node does not hold is -1 there (every vector of one front has the same
worlds). One vector *dominates* another when it is at least as good in every world; a *front*
keeps the vectors no other dominates: the outcomes the makers can still choose between with one
strategy for all the worlds they cannot tell apart.

>>> pareto([(1, 2), (2, 1), (0, 1), (2, 1)])
[(1, 2), (2, 1)]
>>> product([(1, -1)], [(-1, 3), (-1, 2)])    # two disjoint sets of worlds joined
[(1, 3)]
>>> best_mean([(1, 3, -1), (2, 1, -1)])
2.0
"""

from __future__ import annotations

__all__ = ["Front", "Vector", "best_mean", "dominates", "meet", "pareto", "product"]

Vector = tuple[int, ...]
"""The makers' tricks in each world (-1: a world the node does not hold)."""
Front = list[Vector]
"""Vectors none of which dominates another."""


def dominates(a: Vector, b: Vector) -> bool:
    """True when ``a`` is at least as good as ``b`` in every world.

    >>> dominates((2, 1), (1, 1)), dominates((2, 0), (1, 1))
    (True, False)
    """
    return all(x >= y for x, y in zip(a, b, strict=True))


def pareto(vectors: list[Vector], cap: int | None = None) -> Front:
    """The vectors that no other dominates (duplicates once), best average first; at most
    ``cap`` of them (the best on average) when a cap is given.

    >>> pareto([(3, 0), (0, 3), (1, 1), (2, 2)], cap=2)
    [(2, 2), (0, 3)]
    """
    ordered = sorted(set(vectors), key=lambda v: (-sum(v), v))
    kept: Front = []
    for vector in ordered:
        if not any(dominates(other, vector) for other in kept):
            kept.append(vector)
    return kept if cap is None else kept[:cap]


def product(a: Front, b: Front, cap: int | None = None) -> Front:
    """The front of two fronts over disjoint worlds joined: each pair of vectors merged.

    At a node of the adversaries the worlds split by their card (they see every hand, so each
    world has its own card); the makers' outcomes in the parts join.

    >>> product([(2, -1, -1)], [(-1, 1, 0), (-1, 0, 1)])
    [(2, 0, 1), (2, 1, 0)]
    """
    if not a:
        return b
    if not b:
        return a
    return pareto([tuple(max(x, y) for x, y in zip(u, v, strict=True)) for u in a for v in b], cap)


def meet(a: Front, b: Front, cap: int | None = None) -> Front:
    """The front of an adversaries' node from two of its moves' fronts (alpha-mu's Min node):
    each pair of vectors merged by the worse outcome for the makers in every world both hold
    (a world one move does not hold, where that card is not theirs to play, takes the other's
    value), then the vectors no other dominates: the makers still choose their strategy, the
    adversaries choose their card world by world.

    >>> meet([(2, 1, -1)], [(1, -1, 0), (0, -1, 2)])
    [(0, 1, 2), (1, 1, 0)]
    """
    if not a:
        return b
    if not b:
        return a
    return pareto([tuple(y if x < 0 else x if y < 0 else min(x, y) for x, y in zip(u, v, strict=True))
                   for u in a for v in b], cap)


def best_mean(front: Front) -> float:
    """The best average over the worlds held (those not -1) of a front's vectors.

    >>> best_mean([(4, -1, 2)])
    3.0
    """
    best = float("-inf")
    for vector in front:
        held = [x for x in vector if x >= 0]
        if held:
            best = max(best, sum(held) / len(held))
    return best
