"""A hand and a score as a player writes them, and the layouts of the other cards around a hand.

``parse_hand`` reads ``"S AK82 H QJ4 D K93 C 752"`` (a suit letter, then its ranks; ``10`` or
``T`` for the ten; ``-`` for a void); every fault is one line naming it. ``parse_score`` reads
``"We 18, They 6"`` (or ``18-6``). :func:`layouts` deals the 39 unseen cards at random around a
hand, which is all a player has seen before the make.

>>> from bridgewhist.cards import CardSet
>>> str(CardSet(parse_hand("S AK82 H QJ4 D K93 C 752")))
'SA SK S8 S2 HQ HJ H4 DK D9 D3 C7 C5 C2'
>>> parse_hand("S AK82 H QJ4 D K93 C 75")
Traceback (most recent call last):
...
bridgewhist.analysis.hands.HandError: the hand has 12 cards, not 13
>>> parse_score("We 18, They 6")
(18, 6)
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence

from bridgewhist.cards import SUIT_MASKS
from bridgewhist.errors import BridgeError

__all__ = ["DECK_CARDS", "HandError", "layouts", "parse_hand", "parse_score"]

SUIT_LETTERS = "SHDC"
RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "10": 10, **{str(r): r for r in range(2, 10)}}
DECK_CARDS: tuple[int, ...] = tuple(c for c in range(64) if any(m >> c & 1 for m in SUIT_MASKS))
"""The 52 card ints (suit * 16 + rank)."""


class HandError(BridgeError, ValueError):
    """A hand or a score that cannot be read (one line naming the fault)."""


def parse_hand(text: str) -> int:
    """The card-set int of a hand of 13 written by suits.

    :raises HandError: an unknown suit letter or rank, a card twice, a suit given twice, not
        13 cards.

    >>> parse_hand("S AK82 H QJ4 D K93 X 752")
    Traceback (most recent call last):
    ...
    bridgewhist.analysis.hands.HandError: unknown suit letter 'X' (give S, H, D or C before each suit's ranks)
    >>> parse_hand("S AKA2 H QJ4 D K93 C 7532")
    Traceback (most recent call last):
    ...
    bridgewhist.analysis.hands.HandError: the card SA is given twice
    """
    tokens = re.findall(r"10|[^\s,;]", text.upper())
    hand = 0
    suit: int | None = None
    seen_suits: set[int] = set()
    count = 0
    for token in tokens:
        if token in SUIT_LETTERS:
            suit = SUIT_LETTERS.index(token)
            if suit in seen_suits:
                raise HandError(f"the suit {token} is given twice")
            seen_suits.add(suit)
            continue
        if token == "-":
            continue
        if token not in RANKS:
            if token.isalpha():
                raise HandError(f"unknown suit letter {token!r} (give S, H, D or C before each "
                                "suit's ranks)")
            raise HandError(f"unknown rank {token!r} (give A K Q J T 9 ... 2)")
        if suit is None:
            raise HandError(f"the rank {token!r} comes before any suit letter (S, H, D or C)")
        card = 1 << (suit * 16 + RANKS[token])
        if hand & card:
            raise HandError(f"the card {SUIT_LETTERS[suit]}{'T' if token == '10' else token} is "
                            "given twice")
        hand |= card
        count += 1
    if count != 13:
        raise HandError(f"the hand has {count} cards, not 13")
    return hand


def parse_score(text: str) -> tuple[int, int]:
    """``(us, them)`` toward game from ``"We 18, They 6"``, ``"18-6"`` or ``"18 6"``.

    >>> parse_score("0-28")
    (0, 28)
    >>> parse_score("We lots")
    Traceback (most recent call last):
    ...
    bridgewhist.analysis.hands.HandError: score 'We lots': give two numbers, ours first, as in 'We 18, They 6'
    """
    numbers = re.findall(r"\d+", text)
    if len(numbers) != 2 or re.search(r"[^\d\s,;:\-/a-zA-Z]", text) or re.search(
            r"[a-zA-Z]", re.sub(r"(?i)\b(we|they|us|them)\b", "", text)):
        raise HandError(f"score {text!r}: give two numbers, ours first, as in 'We 18, They 6'")
    us, them = int(numbers[0]), int(numbers[1])
    if us > 200 or them > 200:
        raise HandError(f"score {text!r}: a side's points toward game are at most 200")
    return us, them


def layouts(hands: dict[int, int], rng: random.Random, count: int, *,
            accept: Callable[[list[int]], bool] | None = None, attempts: int = 200,
            gone: int = 0, sizes: dict[int, int] | None = None,
            voids: Sequence[int] = (0, 0, 0, 0)) -> tuple[list[list[int]], int]:
    """``count`` deals (four card-set ints by seat) keeping the hands in ``hands`` (seat ->
    hand) and dealing the other cards at random; with ``accept``, only deals it accepts (each
    tried up to ``attempts`` times, then taken as dealt). Also returns how many deals were taken
    without ``accept``'s consent.

    In the play, ``gone`` are the cards played (dealt to no one), ``sizes`` the cards each
    unseen hand still holds (by default the unseen cards shared equally) and ``voids[seat]``
    the suits (a 4-bit mask) a seat has shown out of: it is dealt none of them.

    >>> deals, forced = layouts({2: parse_hand("S AK82 H QJ4 D K93 C 752")}, random.Random(1), 3)
    >>> len(deals), [sum(h.bit_count() for h in d) for d in deals], forced
    (3, [52, 52, 52], 0)
    >>> from bridgewhist.cards import CardSet
    >>> mine = parse_hand("S AK82 H QJ4 D K93 C 752")
    >>> gone = CardSet.parse("SA SQ SJ ST HQ HA HK H2 D3 DA DQ DJ").mask   # three tricks
    >>> deal = layouts({2: mine & ~gone}, random.Random(2), 1, gone=gone,
    ...                sizes={0: 10, 1: 10, 3: 10}, voids=(0, 1, 0, 0))[0][0]
    >>> [h.bit_count() for h in deal], deal[1] & SUIT_MASKS[0]    # East has shown out of spades
    ([10, 10, 10, 10], 0)
    """
    known = gone
    for hand in hands.values():
        known |= hand
    rest = [c for c in DECK_CARDS if not known >> c & 1]
    open_seats = [seat for seat in range(4) if seat not in hands]
    if sizes is None:
        size = len(rest) // len(open_seats) if open_seats else 0
        sizes = dict.fromkeys(open_seats, size)
    # a card of a suit some open hands have shown out of goes to the others: placed first
    allowed = {card: [s for s in open_seats if not voids[s] >> (card >> 4) & 1] for card in rest}
    forced_cards = [c for c in rest if len(allowed[c]) == 1]
    free = [c for c in rest if len(allowed[c]) != 1]
    out: list[list[int]] = []
    forced = 0
    for _ in range(count):
        for attempt in range(attempts):
            deal = _deal_around(hands, open_seats, sizes, allowed, forced_cards, free, rng)
            if deal is not None and (accept is None or accept(deal)):
                break
            if attempt == attempts - 1:
                forced += 1
                deal = deal or _deal_around(hands, open_seats, sizes, {}, [], rest, rng)
        assert deal is not None
        out.append(deal)
    return out, forced


def _deal_around(hands: dict[int, int], open_seats: Sequence[int], sizes: dict[int, int],
                 allowed: dict[int, list[int]], fixed: Sequence[int], free: list[int],
                 rng: random.Random) -> list[int] | None:
    """One deal: the fixed cards to their one allowed hand, the free ones shuffled into the room
    left; None when a free card falls to a hand void of its suit."""
    deal = [hands.get(seat, 0) for seat in range(4)]
    room = dict(sizes)
    for card in fixed:
        seat = allowed[card][0]
        deal[seat] |= 1 << card
        room[seat] -= 1
    rng.shuffle(free)
    start = 0
    for seat in open_seats:
        cards = free[start:start + room[seat]]
        start += room[seat]
        if allowed and any(seat not in allowed[c] for c in cards):
            return None
        deal[seat] |= _mask(cards)
    return deal


def _mask(cards: Sequence[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask
