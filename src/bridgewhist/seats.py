"""Seats at the table and the two sides.

Seats are ints in DDS order (N=0, E=1, S=2, W=3). Play and the deal go to the left, that is
clockwise: the dealer's left-hand adversary is the *eldest hand* (the leader), his partner
is *pone*, the dealer's right-hand adversary.

>>> Seat.S.left, Seat.S.partner, Seat.S.side
(<Seat.W: 3>, <Seat.N: 0>, <Side.NS: 0>)
>>> Seat.parse("e")
<Seat.E: 1>
"""

from __future__ import annotations

import enum

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
