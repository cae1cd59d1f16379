"""What the referee records and asks: events, rulings with their options, standing calls.

An :class:`Event` is one line of the referee's log: an irregularity, the options offered, the
choice made, each with its law. A :class:`Ruling` is a choice waiting for the one player the
code entitles to make it. An :class:`Obligation` is a penalty that binds a player at a later
turn (a called card or suit, highest or lowest, win or lose) until it is carried out.

>>> from bridgewhist.seats import Seat
>>> ruling = Ruling(Seat.S, Seat.E, "lead out of turn", "english-1904 law 80",
...                 (Option("call-card", "call the card led"), Option("call-suit", "call a suit")))
>>> ruling.keys
('call-card', 'call-suit')
>>> print(ruling)
S to choose (E's lead out of turn, english-1904 law 80): call-card (call the card led); \
call-suit (call a suit)
"""

from __future__ import annotations

import dataclasses
import enum

from bridgewhist.seats import Seat

__all__ = ["Event", "Obligation", "ObligationKind", "Option", "Ruling"]


@dataclasses.dataclass(frozen=True, slots=True)
class Option:
    """One option a law offers: a short key (as records store it) and its words."""

    key: str
    text: str


@dataclasses.dataclass(frozen=True, slots=True)
class Ruling:
    """A choice waiting for ``chooser``: ``offender``'s ``irregularity`` under ``law``.

    ``kind`` says what the choice settles (the referee's own tag); ``value`` carries a card or
    suit the options are about.
    """

    chooser: Seat
    offender: Seat
    irregularity: str
    law: str
    options: tuple[Option, ...]
    kind: str = ""
    value: int = -1
    waiver: str = ""
    """The option taken when the penalty is lost (consultation, a suggestion, a wrong demand)."""
    either: bool = False
    """True when the law lets either partner answer ("either adversary may exact it")."""

    @property
    def keys(self) -> tuple[str, ...]:
        """The option keys, in the order offered."""
        return tuple(o.key for o in self.options)

    def option(self, key: str) -> Option | None:
        """The option with this key, or None when it is not offered."""
        for option in self.options:
            if option.key == key:
                return option
        return None

    def __str__(self) -> str:
        offered = "; ".join(f"{o.key} ({o.text})" for o in self.options)
        return f"{self.chooser} to choose ({self.offender}'s {self.irregularity}, {self.law}): {offered}"


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """One line of the referee's log.

    ``act`` is the act's text, ``what`` the irregularity or ruling in words, ``law`` the law
    applied ("" for none), ``options`` the keys offered (a ruling) and ``choice`` the key chosen.
    """

    act: str
    what: str
    law: str = ""
    options: tuple[str, ...] = ()
    choice: str = ""
    public: bool = True
    """False for what the table cannot know yet (a renounce before it is discovered): shown to
    the players only once the deal is over (see :meth:`Referee.public_events`)."""

    def __str__(self) -> str:
        text = f"{self.act} -- {self.what}"
        if self.options:
            text += f" [offered: {', '.join(self.options)}]"
        if self.choice:
            text += f" [chosen: {self.choice}]"
        if self.law:
            text += f" ({self.law})"
        return text


class ObligationKind(enum.Enum):
    """What a standing penalty requires of the player bound by it."""

    PLAY_CARD = "play-card"
    """Play this card (a called exposed card) when able (P84, A80, W80)."""
    LEAD_SUIT = "lead-suit"
    """Lead this suit at his next lead (P80, A76, W76; P85: none held, the penalty is paid)."""
    CALL_SUIT_AT_LEAD = "call-suit-at-lead"
    """The entitled player may call a suit when it is next this side's turn to lead."""
    NOT_LEAD_SUIT = "not-lead-suit"
    """Do not lead this suit at the opening lead (P71, A68, W68; ruling 12)."""
    HIGHEST = "highest"
    """Play the highest card of the suit led to this trick."""
    LOWEST = "lowest"
    """Play the lowest card of the suit led to this trick."""
    WIN = "win"
    """Win this trick if able."""
    NOT_WIN = "not-win"
    """Do not win this trick if able to avoid it (P86 "not to win", A82 "lose")."""
    PLAY_SUGGESTED = "play-suggested"
    """The dealer must play the card dummy suggested (P64, A64, W64)."""
    NOT_SUGGESTED = "not-suggested"
    """The dealer must not play the card dummy suggested."""


@dataclasses.dataclass(frozen=True, slots=True)
class Obligation:
    """``seat`` must do ``kind`` (with ``value``, a card or suit) under ``law``.

    ``trick`` is the index of the trick it binds (-1: his next turn that it fits, until done);
    ``chooser`` the player entitled to enforce it (for :attr:`ObligationKind.CALL_SUIT_AT_LEAD`).
    """

    seat: Seat
    kind: ObligationKind
    law: str
    value: int = -1
    trick: int = -1
    chooser: Seat | None = None
