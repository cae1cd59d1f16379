"""Double dummy through DDS (Bo Haglund's solver, by the ``endplay`` package).

Our card sets are already DDS's layout: lane ``suit`` of a hand int (spades, hearts, diamonds,
clubs) holds rank ``r`` at bit ``r`` (2..14), exactly DDS's per-suit rank mask, and our seats
(N, E, S, W = 0..3) and strains (S, H, D, C, NT = 0..4) are DDS's players and denominations. So a
deal goes to endplay by lanes (:func:`to_deal`), with no text in between.

**The table.** :func:`dd_table` gives ``table[strain][declarer]``: the tricks the declarer's side
takes in that strain, *the declarer's left-hand opponent leading* (DDS's convention). In bridge
whist the dealer's side always plays the hand (the dealer plays his partner's as dummy, whoever
named the trump) and the eldest hand, the dealer's left, leads: the dealer is DDS's declarer,
whatever the make. :func:`tricks_for_makers` reads that cell; the adversaries take the rest.
Hands of fewer than thirteen cards (equal sizes) are solved too: DDS counts the missing tricks
as won by *both* sides, and we take them off again; its tables of one-card endings are wrong
(cells of 12 and 13 that no offset mends), so those come from
:func:`~bridgewhist.agents.ddmc.exact.exact_table`.

**Cards in play.** :func:`card_values` gives every legal card of the player on play, mid-trick or
on lead, the tricks his side then takes from the current trick (included) to the end, both sides
playing best (``SolveBoard`` with ``solutions=3``); :func:`card_values_batch` does many positions
with ``SolveAllBoards`` (multi-threaded inside DDS).

**Sharp edges** (issue 4), and what this module does about them:

* Batch limits: ``CalcAllTables`` takes at most :data:`TABLES_PER_CALL` (40) deals of all five
  strains (DDS answers 41 with "Too many DD tables requested"), ``SolveAllBoards`` at most
  :data:`BOARDS_PER_CALL` (200) boards (endplay's own check is off by one: the 201st board is a
  raw ``IndexError`` from ctypes). :func:`dd_tables` and :func:`card_values_batch` cut their input
  into chunks of exactly these sizes.
* endplay passes DDS thread slot 0 on every call, so two Python threads must never solve at
  once: every call here holds one module lock. Parallel speed comes from the batch calls (DDS's
  own threads) and from worker processes (:mod:`bridgewhist.agents.ddmc.workers`).
* ``GetDDSInfo``: endplay 0.5.12 declares the ``DDSInfo`` struct too small (no ``numBits``,
  ``numCores``, ``threadSizes``; a 512-byte ``systemString`` where DDS writes 1024), so calling
  ``_dds._dll.GetDDSInfo`` corrupts the heap. endplay has no Python wrapper for it; this module
  never touches ``endplay._dds.DDSInfo`` or ``endplay._dds._dll``. It also avoids the deprecated
  ``SolveAllChunks*`` and ``CalcPar*`` (they warn, and warnings are errors in our tests) and
  ``SetMaxThreads``/``FreeMemory`` (endplay sets DDS up at import).
* Slow deals (seconds for some tables): run them in :class:`~bridgewhist.agents.ddmc.workers.DDSPool`,
  which kills and replaces a worker that overruns its time budget.

>>> from bridgewhist.cards import parse_deal
>>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
>>> table = dd_table(deal)
>>> table[0], table[4]           # spades: N's trumps take all; no trumps: the leader runs his suit
((13, 0, 13, 0), (0, 0, 0, 0))
>>> tricks_for_makers(table, 2, 0)     # dealer S names spades: W leads, N ruffs and draws trumps
13
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Iterable, Iterator, Sequence
from typing import TypeVar

from endplay._dds import MAXNOOFBOARDS, MAXNOOFTABLES, DDSError
from endplay.dds import calc_all_tables, calc_dd_table, solve_all_boards, solve_board
from endplay.dds.ddtable import DDTable as EndplayTable
from endplay.dds.solve import SolveMode
from endplay.types import Card as EndplayCard
from endplay.types import Deal, Denom, Hand, Player, Rank

from bridgewhist.agents.ddmc.exact import DDTable, Position, PositionError, check_position, exact_table
from bridgewhist.cards import format_deal
from bridgewhist.errors import BridgeError

__all__ = [
    "BOARDS_PER_CALL", "TABLES_PER_CALL", "DoubleDummyError", "card_values", "card_values_batch",
    "dd_table", "dd_tables", "makers_tricks_batch", "to_deal", "tricks_for_makers",
]

NOT_SOLVED = (-1, -1, -1, -1)
"""The row of a strain left out of a table (``dd_tables(..., strains=...)``)."""
TABLES_PER_CALL: int = MAXNOOFTABLES
"""Deals per ``CalcAllTables`` call with all five strains (DDS's ``MAXNOOFTABLES``, 40)."""
BOARDS_PER_CALL: int = MAXNOOFBOARDS
"""Positions per ``SolveAllBoards`` call (DDS's ``MAXNOOFBOARDS``, 200)."""

_LOCK = threading.Lock()
_T = TypeVar("_T")


class DoubleDummyError(BridgeError, RuntimeError):
    """DDS refused or failed on an input that passed our checks."""


def to_deal(hands: Sequence[int], trump: int = 4, first: int = 0, trick: Sequence[int] = ()) -> Deal:
    """An endplay ``Deal`` of our hands, lane by lane, with the trump, the trick's leader and
    the cards played to the trick (nothing is checked here).

    >>> from bridgewhist.cards import parse_deal
    >>> text = "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ"
    >>> to_deal(parse_deal(text)).to_pbn() == text
    True
    """
    deal = Deal(first=Player(first), trump=Denom(trump))
    for seat in range(4):
        hand = hands[seat]
        lanes = (ctypes.c_uint * 4)(hand & 0x7FFC, (hand >> 16) & 0x7FFC, (hand >> 32) & 0x7FFC,
                                    (hand >> 48) & 0x7FFC)
        deal[Player(seat)] = Hand(lanes)
    for card in trick:
        deal.play(EndplayCard(suit=Denom(card >> 4), rank=Rank(1 << (card & 15))), from_hand=False)
    return deal


def _chunks(items: Sequence[_T], size: int) -> Iterator[Sequence[_T]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _check_deal(hands: Sequence[int]) -> int:
    """The tricks left in a deal at the start of a trick (equal hands), or PositionError."""
    return check_position(hands, 4, 0, ())


def _table_of(result: EndplayTable, tricks: int, strains: Sequence[int] = range(5)) -> DDTable:
    lost = 13 - tricks
    rows = []
    for strain in range(5):
        if strain not in strains:
            rows.append(NOT_SOLVED)
            continue
        denom = Denom(strain)
        cells = [result[denom, Player(seat)] - lost for seat in range(4)]
        rows.append((cells[0], cells[1], cells[2], cells[3]))
    return tuple(rows)


def dd_table(hands: Sequence[int]) -> DDTable:
    """The double-dummy table of a deal (hands of equal size, 1 to 13 cards), for all five strains
    in our :class:`~bridgewhist.cards.Strain` order and all four declarers.

    :raises PositionError: for hands that are not a deal at the start of a trick.

    >>> from bridgewhist.cards import CardSet
    >>> dd_table([CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5")])[4]
    (1, 0, 1, 0)
    """
    tricks = _check_deal(hands)
    if tricks == 1:
        return exact_table(hands)
    deal = to_deal(hands)
    try:
        with _LOCK:
            result = calc_dd_table(deal)
    except DDSError as error:
        raise DoubleDummyError(f"DDS table of {format_deal(hands)}: {error}") from error
    return _table_of(result, tricks)


def dd_tables(deals: Iterable[Sequence[int]], strains: Sequence[int] | None = None
              ) -> list[DDTable]:
    """:func:`dd_table` for many deals, :data:`TABLES_PER_CALL` to a ``CalcAllTables`` call.

    ``strains`` limits the work to some strains (the rows of the others are
    :data:`NOT_SOLVED`); a call then takes up to ``BOARDS_PER_CALL // len(strains)`` deals
    (one strain: 200 deals, about six times faster each than all five).

    >>> from bridgewhist.cards import parse_deal
    >>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    >>> [t[1] for t in dd_tables([deal, deal])]
    [(0, 13, 0, 13), (0, 13, 0, 13)]
    """
    wanted = tuple(range(5)) if strains is None else tuple(sorted(set(strains)))
    if not wanted or not all(0 <= strain < 5 for strain in wanted):
        raise ValueError(f"strains {strains!r}: give one or more of 0-4 (S, H, D, C, NT)")
    excluded = [Denom(strain) for strain in range(5) if strain not in wanted]
    per_call = TABLES_PER_CALL if not excluded else BOARDS_PER_CALL // len(wanted)
    listed = [tuple(hands) for hands in deals]
    sizes = [_check_deal(hands) for hands in listed]
    tables: list[DDTable | None] = [exact_table(hands) if size == 1 else None
                                    for hands, size in zip(listed, sizes, strict=True)]
    todo = [index for index, size in enumerate(sizes) if size > 1]
    for chunk in _chunks(todo, per_call):
        endplay_deals = [to_deal(listed[index]) for index in chunk]
        try:
            with _LOCK:
                results = calc_all_tables(endplay_deals, exclude=excluded)
                chunk_tables = [results[position] for position in range(len(chunk))]
        except DDSError as error:
            raise DoubleDummyError(f"DDS tables of deals {chunk[0]}-{chunk[-1]}: {error}") from error
        for index, table in zip(chunk, chunk_tables, strict=True):
            tables[index] = _table_of(table, sizes[index], wanted)
    return [table for table in tables if table is not None]


def tricks_for_makers(table: DDTable, dealer: int, strain: int) -> int:
    """The tricks the dealer's side (the side that plays the hand, whoever made the trump) takes
    double dummy in ``strain``, the eldest hand (dealer's left) leading: ``table[strain][dealer]``.

    >>> table = ((7, 6, 7, 6),) * 5
    >>> tricks_for_makers(table, 1, 4)
    6
    """
    return table[strain][dealer]


def _values_of(solved: Iterable[tuple[EndplayCard, int]]) -> dict[int, int]:
    values = {int(card.suit) * 16 + int(card.rank).bit_length() - 1: score for card, score in solved}
    return {card: values[card] for card in sorted(values, key=lambda c: (c >> 4, -c))}


def card_values(hands: Sequence[int], trump: int, leader: int, trick: Sequence[int] = ()
                ) -> dict[int, int]:
    """The value of each legal card of the player on play: the tricks his side takes from the
    current trick (included) to the end, both sides playing best. Keys are card ints in
    display order (spades first, high first).

    :raises PositionError: for a bad position.

    >>> from bridgewhist.cards import Card, CardSet
    >>> hands = [CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5")]
    >>> {str(Card(c)): v for c, v in card_values(hands, 4, 0).items()}
    {'SA': 2, 'S2': 0}
    """
    check_position(hands, trump, leader, trick)
    deal = to_deal(hands, trump, leader, trick)
    try:
        with _LOCK:
            solved = list(solve_board(deal))
    except DDSError as error:
        raise DoubleDummyError(
            f"DDS SolveBoard of {format_deal(hands)}, trump {trump}, leader {leader}, "
            f"trick {list(trick)}: {error}"
        ) from error
    return _values_of(solved)


def card_values_batch(positions: Iterable[Position]) -> list[dict[int, int]]:
    """:func:`card_values` for many positions, :data:`BOARDS_PER_CALL` to a ``SolveAllBoards``
    call (for Monte Carlo: the same decision on many sampled deals).

    >>> from bridgewhist.cards import CardSet
    >>> hands = tuple(CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5"))
    >>> [max(v.values()) for v in card_values_batch([Position(hands, 4, 0), Position(hands, 0, 1)])]
    [2, 0]
    """
    listed = [Position(*position) for position in positions]
    for index, position in enumerate(listed):
        try:
            check_position(*position)
        except PositionError as error:
            raise PositionError(f"position {index}: {error}") from None
    values: list[dict[int, int]] = []
    for start, chunk in zip(range(0, len(listed), BOARDS_PER_CALL), _chunks(listed, BOARDS_PER_CALL),
                            strict=True):
        endplay_deals = [to_deal(*position) for position in chunk]
        try:
            with _LOCK:
                results = solve_all_boards(endplay_deals)
                solved = [list(results[index]) for index in range(len(chunk))]
        except DDSError as error:
            raise DoubleDummyError(
                f"DDS SolveAllBoards of positions {start}-{start + len(chunk) - 1}: {error}"
            ) from error
        values.extend(_values_of(board) for board in solved)
    return values


def makers_tricks_batch(deals: Iterable[Sequence[int]], dealer: int, strains: Sequence[int] = range(5)
                        ) -> list[tuple[int, ...]]:
    """For each deal of thirteen cards a hand, the tricks the dealer's side takes double dummy at
    each of ``strains``, the eldest hand leading: the cells :func:`tricks_for_makers` reads from a
    full table, but solved as one opening lead a strain (``SolveAllBoards``, the best card only),
    about twice as fast as :func:`dd_tables` when one declarer is all that matters (the
    declaration advisor and the maxims' trial).

    >>> from bridgewhist.cards import parse_deal
    >>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    >>> makers_tricks_batch([deal], 2, (0, 4))
    [(13, 0)]
    """
    wanted = tuple(strains)
    if not wanted or not all(0 <= strain < 5 for strain in wanted):
        raise ValueError(f"strains {strains!r}: give one or more of 0-4 (S, H, D, C, NT)")
    listed = [tuple(hands) for hands in deals]
    for hands in listed:
        if _check_deal(hands) != 13:
            raise PositionError("makers_tricks_batch takes whole deals of thirteen cards a hand")
    leader = (dealer + 1) & 3
    boards = [to_deal(hands, strain, leader) for hands in listed for strain in wanted]
    best: list[int] = []
    for start, chunk in zip(range(0, len(boards), BOARDS_PER_CALL), _chunks(boards, BOARDS_PER_CALL),
                            strict=True):
        try:
            with _LOCK:
                results = solve_all_boards(chunk, SolveMode.OptimalOne)
                best.extend(max(score for _, score in results[index]) for index in range(len(chunk)))
        except DDSError as error:
            raise DoubleDummyError(
                f"DDS SolveAllBoards of opening leads {start}-{start + len(chunk) - 1}: {error}"
            ) from error
    width = len(wanted)
    return [tuple(13 - tricks for tricks in best[row * width:(row + 1) * width])
            for row in range(len(listed))]
