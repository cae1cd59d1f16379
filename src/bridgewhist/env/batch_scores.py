"""The engine's score, read into tables the batch environment looks up in bulk.

A deal's points (no irregularity) are the tricks and slam, which depend on the strain, the
tricks won and the doubling, plus the honours and chicane, which depend on the strain and the
hands as dealt. :class:`BatchScorer` asks the engine's :func:`~bridgewhist.scoring.score_deal`
for each case the first time it is met and keeps the answer, so a batch of finished deals is
scored by two array look-ups.

>>> from bridgewhist.laws import load_law_code
>>> scorer = BatchScorer(load_law_code("english-1904"))
>>> deal = np.array([[0x1FFF << 13 * s for s in range(4)]], dtype=np.uint64)  # N all spades
>>> ns, ew = scorer.points(deal, np.array([0]), np.array([13]), np.array([0]))
>>> int(ns[0]), int(ew[0])  # NS: 14 tricks, 20 honours, 4 chicane, 40 slam; EW: double chicane
(78, 8)
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bridgewhist.cards import CARDS, Strain
from bridgewhist.laws.code import LawCode
from bridgewhist.phases import doubling
from bridgewhist.scoring import DealResult, honours_mask, score_deal
from bridgewhist.seats import Seat
from bridgewhist.state import hand_from_deal

MAX_DOUBLES = 50
"""No double past this many (a trick then is worth 2**50 times its value); the laws' own
limits, where a code has one, are far lower. Without a limit the engine allows more."""

Ints = npt.NDArray[np.int64]
_CARD_BITS = tuple(s * 13 + r - 2 for s in range(4) for r in range(2, 15))
_SCORERS: dict[int, BatchScorer] = {}
_SUIT_BITS = np.array([((1 << 13) - 1) << (13 * s) for s in range(4)] + [0], dtype=np.uint64)


def _bits_of(mask: int) -> int:
    """An engine card-set int as action-index bits."""
    return sum(1 << (card >> 4) * 13 + (card & 15) - 2 for card in CARDS if mask >> card & 1)


def scorer_for(code: LawCode) -> BatchScorer:
    """The one scorer of ``code`` in this process, shared by every batch under it, so that
    its tables, once filled, serve them all.

    >>> from bridgewhist.laws import load_law_code
    >>> scorer_for(load_law_code("english-1904")) is scorer_for(load_law_code("english-1904"))
    True
    """
    found = _SCORERS.get(id(code))
    if found is None or found.code is not code:
        found = _SCORERS[id(code)] = BatchScorer(code)
    return found


class BatchScorer:
    """Scores of finished deals by table look-up, filled from the engine on first use."""

    def __init__(self, code: LawCode) -> None:
        self.code = code
        probe = hand_from_deal(code, Seat.N, tuple(  # type: ignore[arg-type]
            sum(1 << s * 16 + r for r in range(2, 15)) for s in range(4)))
        self.may_double = np.array([
            [doubling.may_double(probe._replace(strain=s, doubles=d)) and d < MAX_DOUBLES
             for d in range(MAX_DOUBLES + 1)] for s in range(5)])
        self.honour_bits = np.array([_bits_of(honours_mask(s)) for s in range(5)], dtype=np.uint64)
        self.tricks = np.zeros((2, 5, 14, MAX_DOUBLES + 1), dtype=np.int64)
        self.tricks_known = np.zeros((5, 14, MAX_DOUBLES + 1), dtype=bool)
        self.honours = np.zeros((2, 5 << 16), dtype=np.int64)
        self.honours_known = np.zeros(5 << 16, dtype=bool)

    def points(self, deal: npt.NDArray[np.uint64], strain: Ints, won_ns: Ints,
               doubles: Ints) -> tuple[Ints, Ints]:
        """Points of NS and EW for finished deals: ``deal`` (M, 4) as dealt (action-index bits),
        the strain, NS's tricks and the number of doubles of each."""
        missing = ~self.tricks_known[strain, won_ns, doubles]
        for s, w, d in {(int(a), int(b), int(c)) for a, b, c in zip(
                strain[missing], won_ns[missing], doubles[missing], strict=True)}:
            self._fill_tricks(s, w, d)
        held = np.bitwise_count(deal & self.honour_bits[strain][:, None]).astype(np.int64)
        void = (deal & _SUIT_BITS[strain][:, None]) == 0
        void &= (strain < 4)[:, None]
        key = strain << 16
        for seat in range(4):
            key |= held[:, seat] << 3 * seat | void[:, seat].astype(np.int64) << 12 + seat
        for k in set(key[~self.honours_known[key]].tolist()):
            self._fill_honours(k)
        ns = self.tricks[0, strain, won_ns, doubles] + self.honours[0, key]
        ew = self.tricks[1, strain, won_ns, doubles] + self.honours[1, key]
        return ns, ew

    def _fill_tricks(self, strain: int, won_ns: int, doubles: int) -> None:
        result = DealResult(dealer=Seat.N, strain=Strain(strain), tricks=(won_ns, 13 - won_ns),
                            multiplier=1 << doubles, maker=Seat.N)
        for entry in score_deal(self.code, result):
            if entry.kind in ("tricks", "slam"):
                self.tricks[entry.side, strain, won_ns, doubles] += entry.points
        self.tricks_known[strain, won_ns, doubles] = True

    def _fill_honours(self, key: int) -> None:
        strain = key >> 16
        held = tuple(key >> 3 * seat & 7 for seat in range(4))
        void = tuple(bool(key >> 12 + seat & 1) for seat in range(4))
        result = DealResult(dealer=Seat.N, strain=Strain(strain), tricks=(7, 6),
                            honours=held, voids=void, maker=Seat.N)  # type: ignore[arg-type]
        for entry in score_deal(self.code, result):
            if entry.kind not in ("tricks", "slam"):
                self.honours[entry.side, key] += entry.points
        self.honours_known[key] = True
