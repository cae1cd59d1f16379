"""An exact double-dummy solver of our own for small endings: the check on DDS.

Everything is a raw int, as in :mod:`bridgewhist.fastplay`: a hand is a card-set int (16-bit
suit lanes, spades first), a card ``suit * 16 + rank``, a trump ``0..3`` or ``4`` for no trumps,
a seat ``0..3`` (N, E, S, W). A *position* is the four hands still held, the trump, the leader of
the current trick and the cards already played to it (at most three, the leader's first).

The search is a plain minimax with alpha-beta cut-offs over the cards of each trick, and a table
of the values at each trick's start. It is exact but slow, so it refuses endings of more than
:data:`MAX_EXACT_TRICKS` tricks a hand; DDS (:mod:`bridgewhist.agents.ddmc.dds`) solves real deals.

Values count tricks for the side of the player on play, from the current trick (included) to the
end, as DDS's ``SolveBoard`` does.

>>> from bridgewhist.cards import CardSet
>>> hands = [CardSet.parse(text).mask for text in ("SA S2", "SK H3", "SQ H4", "S3 H5")]
>>> result = solve_exact(hands, 4, 0)      # North leads at no trumps
>>> result.tricks, {str(Card(c)): v for c, v in result.values.items()}
(2, {'SA': 2, 'S2': 0})
>>> exact_tricks(hands, 0, 1)              # East leads, spades trumps: NS take both
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from bridgewhist.cards import FULL_DECK, SUIT_MASKS, Card, CardSet
from bridgewhist.errors import BridgeError
from bridgewhist.fastplay import legal_mask, trick_winner

__all__ = [
    "MAX_EXACT_TRICKS", "DDTable", "ExactResult", "Position", "PositionError", "check_position",
    "exact_table", "exact_tricks", "solve_exact", "tricks_left",
]

MAX_EXACT_TRICKS = 4
"""The longest ending :func:`solve_exact` accepts, in tricks per hand."""


DDTable = tuple[tuple[int, int, int, int], ...]
"""``table[strain][declarer]``: tricks for the declarer's side, his left-hand opponent leading."""


class Position(NamedTuple):
    """A position to solve: the hands still held, the trump (0-4), the leader of the current
    trick and the cards already played to it (leader's first)."""

    hands: tuple[int, int, int, int]
    trump: int
    leader: int
    trick: tuple[int, ...] = ()


def tricks_left(position: Position) -> int:
    """The tricks still to play from ``position``, the current one counted.

    >>> from bridgewhist.cards import CardSet
    >>> hands = tuple(CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3"))
    >>> tricks_left(Position(hands, 4, 3, (CardSet.parse("H5").mask.bit_length() - 1,)))
    2
    """
    held = sum(hand.bit_count() for hand in position.hands) + len(position.trick)
    return min(13, (held + 3) // 4)


class PositionError(BridgeError, ValueError):
    """A position a solver cannot take: bad hands, trump, leader or trick, or too many cards."""


class ExactResult(NamedTuple):
    """The best number of tricks for the side on play, and the value of each legal card."""

    tricks: int
    values: dict[int, int]


def _describe(mask: int) -> str:
    return str(CardSet(mask & FULL_DECK)) or "no cards"


def check_position(hands: Sequence[int], trump: int, leader: int, trick: Sequence[int] = (),
                   *, max_tricks: int = 13) -> int:
    """Check a position and return how many tricks are left to play (the current one included).

    Every hand must be a set of cards, no card held twice or both held and played; the trick
    holds at most three cards, the leader's first, each following suit unless the player is void
    of the suit led; the players who have played to it hold one card fewer than the others.

    :raises PositionError: naming what is wrong, also when more than ``max_tricks`` tricks are
        left or none.

    >>> check_position([0b100, 0b1000, 0b10000, 0b100000], 4, 0)
    1
    >>> check_position([0b100, 0b1000, 0b10000, 0], 4, 0)
    Traceback (most recent call last):
    ...
    bridgewhist.agents.ddmc.exact.PositionError: W holds 0 cards but N, on play, holds 1: ...
    """
    if len(hands) != 4:
        raise PositionError(f"a position needs four hands (N, E, S, W), not {len(hands)}")
    if not (isinstance(trump, int) and 0 <= trump <= 4):
        raise PositionError(f"trump {trump!r} must be 0-3 (S, H, D, C) or 4 (no trumps)")
    if not (isinstance(leader, int) and 0 <= leader <= 3):
        raise PositionError(f"leader {leader!r} must be a seat 0-3 (N, E, S, W)")
    if len(trick) > 3:
        raise PositionError(f"the current trick holds {len(trick)} cards: at most 3 before it is won")
    seen = 0
    for seat, hand in enumerate(hands):
        if not isinstance(hand, int) or hand < 0 or hand & ~FULL_DECK:
            raise PositionError(f"hand {'NESW'[seat]} ({hand!r}) is not a card-set int")
        if hand & seen:
            raise PositionError(f"{_describe(hand & seen)} held by {'NESW'[seat]} and another hand")
        seen |= hand
    for index, card in enumerate(trick):
        if not (isinstance(card, int) and 0 <= card < 64 and (1 << card) & FULL_DECK):
            raise PositionError(f"trick card {index + 1} ({card!r}) is not a card number")
        if (1 << card) & seen:
            raise PositionError(f"{Card(card)} is both played to the trick and held")
        seen |= 1 << card
        player = (leader + index) & 3
        led = trick[0] >> 4
        if card >> 4 != led and hands[player] & SUIT_MASKS[led]:
            raise PositionError(
                f"{'NESW'[player]} played {Card(card)} to a {'SHDC'[led]} lead while holding "
                f"{_describe(hands[player] & SUIT_MASKS[led])}"
            )
    on_play = (leader + len(trick)) & 3
    tricks = hands[on_play].bit_count()
    for offset in range(4):
        seat = (leader + offset) & 3
        expected = tricks - 1 if offset < len(trick) else tricks
        if hands[seat].bit_count() != expected:
            raise PositionError(
                f"{'NESW'[seat]} holds {hands[seat].bit_count()} cards but {'NESW'[on_play]}, on "
                f"play, holds {tricks}: {'NESW'[seat]} should hold {expected}"
            )
    if tricks == 0:
        raise PositionError("no cards are left to play")
    if tricks > max_tricks:
        raise PositionError(
            f"an ending of {tricks} tricks a hand is too large: at most {max_tricks} here"
        )
    return tricks


def _cards(mask: int) -> list[int]:
    """The cards of ``mask``, skipping a card when the next higher card of its suit is also in
    ``mask`` (the two are equals: the same value whichever is played)."""
    result = []
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        if not mask & (low << 1):
            result.append(card)
        mask ^= low
    return result


def _from_start(hands: tuple[int, int, int, int], leader: int, trump: int,
                memo: dict[tuple[tuple[int, int, int, int], int], int]) -> int:
    """The tricks North-South take from the start of a trick (exact, memoised)."""
    if not hands[0]:
        return 0
    key = (hands, leader)
    value = memo.get(key)
    if value is None:
        left = hands[0].bit_count()
        value = _search(list(hands), [], leader, trump, -1, left + 1, left, memo)
        memo[key] = value
    return value


def _search(hands: list[int], trick: list[int], leader: int, trump: int, alpha: int, beta: int,
            left: int, memo: dict[tuple[tuple[int, int, int, int], int], int]) -> int:
    """The tricks North-South take from a position inside a trick (``left`` tricks to play,
    this one included); exact when the value lies strictly between ``alpha`` and ``beta``."""
    played = len(trick)
    if played == 4:
        winner = trick_winner(trick, leader, trump)
        rest = _from_start((hands[0], hands[1], hands[2], hands[3]), winner, trump, memo)
        return rest + (0 if winner & 1 else 1)
    seat = (leader + played) & 3
    hand = hands[seat]
    maximising = not seat & 1
    best = -1 if maximising else left + 1
    for card in _cards(legal_mask(hand, trick[0] >> 4 if trick else -1)):
        hands[seat] = hand ^ (1 << card)
        trick.append(card)
        value = _search(hands, trick, leader, trump, alpha, beta, left, memo)
        trick.pop()
        hands[seat] = hand
        if maximising:
            if value > best:
                best = value
                alpha = max(alpha, value)
        elif value < best:
            best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def solve_exact(hands: Sequence[int], trump: int, leader: int, trick: Sequence[int] = ()
                ) -> ExactResult:
    """The value of every legal card of the player on play, and the best of them.

    Values are tricks for the on-play side from the current trick (included) to the end.

    :raises PositionError: for a bad position, or one of more than :data:`MAX_EXACT_TRICKS` tricks.

    >>> from bridgewhist.cards import CardSet
    >>> hands = [0] + [CardSet.parse(text).mask for text in ("SK", "SQ", "H2")]
    >>> solve_exact(hands, 1, 0, [Card.parse("SA")])   # hearts trumps: West ruffs
    ExactResult(tricks=1, values={13: 1})
    """
    left = check_position(hands, trump, leader, trick, max_tricks=MAX_EXACT_TRICKS)
    work = [hands[0], hands[1], hands[2], hands[3]]
    moves = list(trick)
    on_play = (leader + len(moves)) & 3
    hand = work[on_play]
    memo: dict[tuple[tuple[int, int, int, int], int], int] = {}
    values: dict[int, int] = {}
    mask = legal_mask(hand, moves[0] >> 4 if moves else -1)
    for card in _cards(mask):
        work[on_play] = hand ^ (1 << card)
        moves.append(card)
        ns = _search(work, moves, leader, trump, -1, left + 1, left, memo)
        moves.pop()
        work[on_play] = hand
        value = left - ns if on_play & 1 else ns
        values[card] = value
        # Its equals below it in the same hand (skipped by _cards) have the same value.
        lower = card - 1
        while mask >> lower & 1:
            values[lower] = value
            lower -= 1
    ordered = {card: values[card] for card in sorted(values, key=lambda c: (c >> 4, -c))}
    return ExactResult(max(ordered.values()), ordered)


def exact_tricks(hands: Sequence[int], trump: int, leader: int) -> int:
    """The tricks the leader's side takes from the start of a trick, both sides playing best.

    :raises PositionError: as :func:`solve_exact`.

    >>> exact_tricks([1 << 14, 1 << 13, 1 << 12, 1 << 30], 4, 1)   # SA SK SQ HA: E leads SK
    0
    """
    check_position(hands, trump, leader, (), max_tricks=MAX_EXACT_TRICKS)
    ns = _from_start((hands[0], hands[1], hands[2], hands[3]), leader, trump, {})
    return hands[0].bit_count() - ns if leader & 1 else ns


def exact_table(hands: Sequence[int]) -> tuple[tuple[int, int, int, int], ...]:
    """The double-dummy table of an ending, laid out as :func:`bridgewhist.agents.ddmc.dds.dd_table`:
    ``table[strain][declarer]`` = tricks for the declarer's side, his left-hand opponent leading.

    >>> exact_table([1 << 14, 1 << 13, 1 << 12, 1 << 30])[4]   # SA SK SQ HA at no trumps
    (1, 0, 0, 0)
    """
    tricks = check_position(hands, 4, 0, (), max_tricks=MAX_EXACT_TRICKS)
    rows = []
    for strain in range(5):
        cells = [tricks - exact_tricks(hands, strain, (declarer + 1) & 3) for declarer in range(4)]
        rows.append((cells[0], cells[1], cells[2], cells[3]))
    return tuple(rows)
