"""Cards and sets of cards as ints, with PBN-style text.

A card is the int ``suit * 16 + rank`` (rank 2..14, ace high); a set of cards is an int with
one bit per card, four 16-bit lanes in DDS suit order (spades, hearts, diamonds, clubs), so a
lane shifted down is exactly the rank mask DDS uses. :class:`CardSet` wraps such an int with a
set-like, immutable API; hot paths keep the raw int.

>>> Card.parse("SA"), str(Card.parse("♥10"))
(Card.parse('SA'), 'HT')
>>> hand = CardSet.parse_pbn("AKQ.T98.765.432")
>>> len(hand), Card.parse("HT") in hand, hand.suit(Suit.CLUBS).pbn()
(12, True, '...432')
>>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
>>> format_deal(deal, first=Seat.E)[:20]
'E:.AKQJT98765432.. .'
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Iterator, Sequence

from bridgewhist.errors import NotationError
from bridgewhist.seats import Seat


class Suit(enum.IntEnum):
    """The four suits in DDS order (not a ranking: trick values come from the law code)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """``S``, ``H``, ``D`` or ``C``."""
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol ``♠♥♦♣``."""
        return "♠♥♦♣"[self]

    @property
    def plural(self) -> str:
        """``spades``, ``hearts``..."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are the red suits."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter, symbol or name.

        :raises NotationError: for any other text.
        """
        cleaned = text.strip()
        index = _SUIT_TEXT.get(cleaned.upper())
        if index is None:
            index = _SUIT_TEXT.get(cleaned)
        if index is None:
            raise NotationError(f"unknown suit {text!r}: expected S, H, D, C or a suit symbol")
        return cls(index)


_SUIT_TEXT: dict[str, int] = {}
for _suit in range(4):
    for _name in ("SHDC"[_suit], "♠♥♦♣"[_suit], "♤♡♢♧"[_suit],
                  ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")[_suit],
                  ("SPADE", "HEART", "DIAMOND", "CLUB")[_suit]):
        _SUIT_TEXT[_name] = _suit

RANK_CHARS = "23456789TJQKA"
"""PBN rank letters, two to ace: rank ``r`` is ``RANK_CHARS[r - 2]``."""

RANK_NAMES = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "knave", "queen", "king", "ace")
"""The ranks as the period's texts name them (the jack is the *knave*)."""

LANE = 0xFFFF
SUIT_MASKS: tuple[int, int, int, int] = (0x7FFC, 0x7FFC << 16, 0x7FFC << 32, 0x7FFC << 48)
"""The bits of each suit's thirteen cards in a card-set int, indexed by :class:`Suit`."""
FULL_DECK = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]
"""All 52 cards as a card-set int."""


def _rank_of(text: str) -> int:
    cleaned = text.upper()
    if cleaned == "10":
        return 10
    if len(cleaned) == 1 and cleaned in RANK_CHARS:
        return RANK_CHARS.index(cleaned) + 2
    raise NotationError(f"unknown rank {text!r}: expected one of 2-9, T (or 10), J, Q, K, A")


class Card(int):
    """One card: the int ``suit * 16 + rank``.

    >>> card = Card.parse("DQ")
    >>> card.suit, card.rank, int(card), card.symbolic()
    (<Suit.DIAMONDS: 2>, 12, 44, '♦Q')
    """

    __slots__ = ()

    def __new__(cls, value: int) -> Card:
        if not (0 <= value < 64 and 2 <= (value & 15) <= 14):
            raise NotationError(f"{value} is not a card number (suit * 16 + rank 2..14)")
        return super().__new__(cls, value)

    @classmethod
    def of(cls, suit: Suit | int, rank: int) -> Card:
        """The card of this suit and rank (2..14)."""
        return CARDS[suit * 16 + rank]

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return Suit(self >> 4)

    @property
    def rank(self) -> int:
        """2..14, ace high."""
        return self & 15

    @property
    def bit(self) -> int:
        """The card's bit in a card-set int."""
        return 1 << self

    def __str__(self) -> str:
        return "SHDC"[self >> 4] + RANK_CHARS[(self & 15) - 2]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def symbolic(self) -> str:
        """The card with its suit symbol, ``♠A``."""
        return "♠♥♦♣"[self >> 4] + RANK_CHARS[(self & 15) - 2]

    def describe(self) -> str:
        """The card in words: ``knave of hearts``."""
        return f"{RANK_NAMES[self.rank - 2]} of {self.suit.plural}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``SA``, ``♠A``, ``H10``, ``ht`` (suit first; ``AS`` rank first is also read).

        :raises NotationError: naming the text when it is not a card.
        """
        cleaned = text.strip()
        if len(cleaned) < 2:
            raise NotationError(f"{text!r} is not a card: expected a suit and a rank, like SA")
        try:
            return CARDS[Suit.parse(cleaned[0]) * 16 + _rank_of(cleaned[1:])]
        except NotationError:
            pass
        try:
            return CARDS[Suit.parse(cleaned[-1]) * 16 + _rank_of(cleaned[:-1])]
        except NotationError:
            raise NotationError(
                f"{text!r} is not a card: expected a suit (S H D C) and a rank (2-9 T J Q K A)"
            ) from None


CARDS: dict[int, Card] = {s * 16 + r: int.__new__(Card, s * 16 + r)
                          for s in range(4) for r in range(2, 15)}
"""The 52 card objects by number."""

DECK: tuple[Card, ...] = tuple(CARDS[s * 16 + r] for s in range(4) for r in range(14, 1, -1))
"""The 52 cards in display order: spades ace to two, then hearts, diamonds, clubs."""


def iter_bits_descending(mask: int) -> Iterator[Card]:
    """The cards of a card-set int, spades first and high cards first in each suit."""
    for suit in range(4):
        lane = (mask >> (suit * 16)) & LANE
        while lane:
            rank = lane.bit_length() - 1
            yield CARDS[suit * 16 + rank]
            lane ^= 1 << rank


class CardSet:
    """An immutable set of cards backed by an int.

    >>> hand = CardSet.parse("SA SK H2")
    >>> sorted(str(c) for c in hand | CardSet.parse("C3"))
    ['C3', 'H2', 'SA', 'SK']
    >>> hand.pbn(), hand.symbolic()
    ('AK.2..', '♠AK ♥2 ♦- ♣-')
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, cards: int | Iterable[Card | int] | CardSet = 0) -> None:
        if isinstance(cards, CardSet):
            value = cards.mask
        elif isinstance(cards, int):
            value = cards
        else:
            value = 0
            for card in cards:
                value |= 1 << Card(int(card))
        if value & ~FULL_DECK:
            raise NotationError(f"0x{value:x} holds bits that are not cards")
        object.__setattr__(self, "mask", value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Read cards separated by spaces or commas (``SA SK H2``), or a PBN hand.

        :raises NotationError: naming the first bad card.
        """
        if "." in text:
            return cls.parse_pbn(text)
        cards = [Card.parse(word) for word in text.replace(",", " ").split()]
        result = cls(cards)
        if len(result) != len(cards):
            raise NotationError(f"{text!r} names a card twice")
        return result

    @classmethod
    def parse_pbn(cls, text: str) -> CardSet:
        """Read a PBN hand, ``AKQ.T98.765.432`` (spades.hearts.diamonds.clubs; ``-`` = void).

        :raises NotationError: when the hand has not four suits or a rank is bad or repeated.
        """
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise NotationError(
                f"PBN hand {text!r} must have four suits separated by dots, not {len(parts)}"
            )
        value = 0
        for suit, part in enumerate(parts):
            holding = "" if part == "-" else part
            for char in holding.replace("10", "T"):
                rank = _rank_of(char)
                bit = 1 << (suit * 16 + rank)
                if value & bit:
                    raise NotationError(f"PBN hand {text!r} names {'SHDC'[suit]}{char} twice")
                value |= bit
        return cls(value)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and 0 <= card < 64 and bool(self.mask >> card & 1)

    def __iter__(self) -> Iterator[Card]:
        return iter_bits_descending(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __xor__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask ^ other.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def issubset(self, other: CardSet) -> bool:
        """True when every card here is also in ``other``."""
        return self <= other

    def suit(self, suit: Suit | int) -> CardSet:
        """The cards of one suit."""
        return CardSet(self.mask & SUIT_MASKS[suit])

    def count(self, suit: Suit | int) -> int:
        """How many cards of one suit."""
        return (self.mask & SUIT_MASKS[suit]).bit_count()

    def ranks(self, suit: Suit | int) -> list[int]:
        """The ranks held in one suit, highest first."""
        lane = (self.mask >> (suit * 16)) & LANE
        return [rank for rank in range(14, 1, -1) if lane >> rank & 1]

    def pbn(self) -> str:
        """The PBN hand text (voids empty)."""
        return ".".join(
            "".join(RANK_CHARS[r - 2] for r in self.ranks(suit)) for suit in range(4)
        )

    def symbolic(self) -> str:
        """The hand with suit symbols, one group per suit (``-`` for a void)."""
        return " ".join(
            "♠♥♦♣"[suit] + ("".join(RANK_CHARS[r - 2] for r in self.ranks(suit)) or "-")
            for suit in range(4)
        )

    def __str__(self) -> str:
        return " ".join(str(card) for card in self)

    def __repr__(self) -> str:
        return f"CardSet.parse({str(self)!r})"


Hands = tuple[int, int, int, int]
"""The four hands of a deal as card-set ints, indexed by :class:`~bridgewhist.seats.Seat`."""


def format_deal(hands: Sequence[int], first: Seat = Seat.N) -> str:
    """The PBN ``Deal`` text, hands listed clockwise from ``first``."""
    return f"{first.name}:" + " ".join(
        CardSet(hands[first.offset(i)]).pbn() for i in range(4)
    )


def parse_deal(text: str, *, complete: bool = True) -> Hands:
    """Read a PBN deal, ``N:AKQ.T98.765.432 ...`` (first seat, then clockwise; ``-`` = unknown).

    :raises NotationError: for a bad seat, a bad hand, a card dealt twice, or (with
        ``complete``) a deal that is not four hands of thirteen cards.
    """
    stripped = text.strip()
    if len(stripped) < 2 or stripped[1] != ":":
        raise NotationError(f"PBN deal {text!r} must start with a seat and a colon, like N:")
    first = Seat.parse(stripped[0])
    words = stripped[2:].split()
    if len(words) != 4:
        raise NotationError(f"PBN deal must list four hands, found {len(words)}")
    hands = [0, 0, 0, 0]
    seen = 0
    for index, word in enumerate(words):
        seat = first.offset(index)
        if word == "-":
            if complete:
                raise NotationError(f"PBN deal leaves {seat.full_name}'s hand unknown")
            continue
        try:
            mask = CardSet.parse_pbn(word).mask
        except NotationError as error:
            raise NotationError(f"{seat.full_name}'s hand: {error}") from None
        if mask & seen:
            twice = CardSet(mask & seen)
            raise NotationError(f"{seat.full_name}'s hand repeats {twice} dealt to another hand")
        if complete and mask.bit_count() != 13:
            raise NotationError(
                f"{seat.full_name}'s hand has {mask.bit_count()} cards, not thirteen"
            )
        seen |= mask
        hands[seat] = mask
    return (hands[0], hands[1], hands[2], hands[3])


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A freshly shuffled pack, using only the generator given (never the global one)."""
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


class Strain(enum.IntEnum):
    """What the maker may name: a trump suit or no trumps (DDS denomination order)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3
    NO_TRUMPS = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None at no trumps."""
        return None if self == Strain.NO_TRUMPS else Suit(self)

    @property
    def letter(self) -> str:
        """``S``, ``H``, ``D``, ``C`` or ``NT``."""
        return ("S", "H", "D", "C", "NT")[self]

    @property
    def words(self) -> str:
        """The declaration in the laws' words: ``Hearts``, ``No trumps``."""
        return ("Spades", "Hearts", "Diamonds", "Clubs", "No trumps")[self]

    @property
    def symbol(self) -> str:
        """``♠ ♥ ♦ ♣`` or ``NT``."""
        return ("♠", "♥", "♦", "♣", "NT")[self]

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Read ``NT``, ``no trumps``, ``sans atout``, or a suit's letter, symbol or name.

        :raises NotationError: for any other text.
        """
        cleaned = " ".join(text.strip().lower().replace("-", " ").split())
        if cleaned in ("nt", "n", "no trumps", "no trump", "notrumps", "notrump", "sans atout"):
            return cls.NO_TRUMPS
        try:
            return cls(Suit.parse(text))
        except NotationError:
            raise NotationError(
                f"unknown declaration {text!r}: expected spades, hearts, diamonds, clubs "
                "or no trumps"
            ) from None
