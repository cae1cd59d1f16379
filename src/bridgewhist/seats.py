"""Seats at the table, the two sides, and the names of those who sit in them.

Seats are ints in DDS order (N=0, E=1, S=2, W=3). Play and the deal go to the left, that is
clockwise: the dealer's left-hand adversary is the *eldest hand* (the leader), his partner
is *pone*, the dealer's right-hand adversary.

>>> Seat.S.left, Seat.S.partner, Seat.S.side
(<Seat.W: 3>, <Seat.N: 0>, <Side.NS: 0>)
>>> Seat.parse("e")
<Seat.E: 1>

A name is kept in Unicode NFC with its runs of white space made one space; it may not hold a
control (NUL, escape...), format (direction overrides and isolates, zero-width spaces and
joiners, the byte-order mark), surrogate, private-use or unassigned character, nor a line or
paragraph separator, and it is at most :data:`MAX_NAME` characters once normalised
(:func:`clean_name`: the one check of a person's name, wherever one is given, a web table's seat
or a score pad's players); :func:`key_shown` names back a key the user sent.

>>> clean_name("  Ame\u0301lie   Smith ")
'Amélie Smith'
"""

from __future__ import annotations

import enum
import unicodedata

from bridgewhist.errors import NotationError


class Side(enum.IntEnum):
    """A partnership: North-South or East-West."""

    NS = 0
    EW = 1

    @property
    def other(self) -> Side:
        """The opposing side."""
        return Side(1 - self)

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of this side."""
        return (Seat(self), Seat(self + 2))

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Side:
        """Read ``NS``/``EW`` (also ``N-S``, ``E-W``; case-insensitive).

        :raises NotationError: for any other text.
        """
        cleaned = text.strip().upper().replace("-", "").replace("/", "")
        if cleaned in ("NS", "SN"):
            return cls.NS
        if cleaned in ("EW", "WE"):
            return cls.EW
        raise NotationError(f"unknown side {text!r}: expected NS or EW")


class Seat(enum.IntEnum):
    """One of the four seats; arithmetic goes clockwise (to the left)."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def left(self) -> Seat:
        """The next seat to the left (clockwise): the next to play or to deal."""
        return _SEATS[(self + 1) & 3]

    @property
    def right(self) -> Seat:
        """The seat to the right."""
        return _SEATS[(self + 3) & 3]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return _SEATS[(self + 2) & 3]

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return _SIDES[self & 1]

    def offset(self, steps: int) -> Seat:
        """The seat ``steps`` places to the left."""
        return _SEATS[(self + steps) & 3]

    @property
    def full_name(self) -> str:
        """``North``, ``East``, ``South`` or ``West``."""
        return ("North", "East", "South", "West")[self]

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read a seat letter or name (``N``, ``north``...).

        :raises NotationError: for any other text.
        """
        cleaned = text.strip().upper()
        for seat in cls:
            if cleaned in (seat.name, seat.full_name.upper()):
                return seat
        raise NotationError(f"unknown seat {text!r}: expected one of N, E, S, W")


SEATS: tuple[Seat, ...] = tuple(Seat)
_SEATS = SEATS
_SIDES: tuple[Side, ...] = tuple(Side)


MAX_NAME = 40
"""The most characters a name may have, once normalised."""

REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Control (NUL...), format (direction overrides and isolates, zero-width spaces and joiners),
surrogate, private-use and unassigned characters, line and paragraph separators: the Unicode
categories no name (and no line of table talk) may hold."""


def clean_name(name: str, what: str = "name") -> str:
    r"""``name`` as kept (NFC, runs of white space made one space); ``""`` when nothing is left,
    for the caller to refuse in its own words.

    >>> clean_name("x" * 41)
    Traceback (most recent call last):
    ...
    bridgewhist.errors.NotationError: name may be at most 40 characters, not 41
    >>> clean_name("   ")
    ''

    :raises NotationError: (no field: the caller knows it) for a refused character, named
        escaped with its place, or a name longer than :data:`MAX_NAME`; ``what`` begins the
        message.
    """
    kept = " ".join(unicodedata.normalize("NFC", name).split())
    for at, char in enumerate(kept, 1):
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            raise NotationError(f"{what} may not hold control, direction or zero-width "
                                f"characters: {char!r} at {at}")
    if len(kept) > MAX_NAME:
        raise NotationError(f"{what} may be at most {MAX_NAME} characters, not {len(kept)}")
    return kept


def key_shown(key: str, limit: int = 20) -> str:
    r"""A key the user sent, as an error's field may name it: itself (cut to ``limit``) when it
    is plain printable text, else its escaped ``repr``, so no field echoes a control,
    direction or surrogate character.

    >>> key_shown("honors"), key_shown("\u202e\x00")
    ('honors', "'\\u202e\\x00'")
    """
    cut = key[:limit]
    return cut if cut.isprintable() and cut.strip() == cut and cut else repr(cut)
