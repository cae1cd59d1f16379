"""What the referee records and asks: events, rulings with their options, standing calls.

An :class:`Event` is one line of the referee's log: an irregularity, the options offered, the
choice made, each with its law. A :class:`Ruling` is a choice waiting for the one player the
code entitles to make it. An :class:`Obligation` is a penalty that binds a player at a later
turn (a called card or suit, highest or lowest, win or lose) until it is carried out.

>>> from bridgewhist.seats import Seat
>>> ruling = Ruling(Seat.S, Seat.E, "lead out of turn", "english-1904 law 80",
...                 (Option("call-card", "call the card led"), Option("call-suit", "call a suit")),
...                 RulingKind.FALSE_LEAD)
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

__all__ = ["FALSE_LEADS", "LEAD_CLAIMS", "Event", "Obligation", "ObligationKind", "Option", "Ruling",
           "RulingKind"]


@dataclasses.dataclass(frozen=True, slots=True)
class Option:
    """One option a law offers: a short key (as records store it) and its words."""

    key: str
    text: str


class RulingKind(enum.Enum):
    """What a :class:`Ruling` settles: each kind has one handler that carries out the option
    chosen (:data:`bridgewhist.referee.dispatch.HANDLERS`)."""

    PARTNER_DECLARES = "partner-declares"
    """The dealer's partner declares unasked (P49, A46, W46)."""
    PARTNER_PASSES = "partner-passes"
    """The dealer's partner passes the declaration back (P50, A47, W47)."""
    ADVERSARY_DECLARES = "adversary-declares"
    """An adversary declares or passes (P51, A48, W48)."""
    CONSULTATION = "consultation"
    """Partners consult on doubling (P58, A55, W55)."""
    DOUBLE_OUT_OF_TURN = "double-out-of-turn"
    """A double before "May I lead?" or out of turn (P57-58, A54-55, W54-55)."""
    CONSENT_DOUBLE = "consent-double"
    """A double that needs the adversary's consent (P59, A56, W56; A58, W58)."""
    CALL_ELDEST = "call-eldest"
    """A suit may be called from the eldest hand (A59 pone asks leave to lead; W60 pone leads first)."""
    LEAD_WITHOUT_ASKING = "lead-without-asking"
    """The eldest hand leads without asking "May I lead?" (A58)."""
    EARLY_FALSE_LEAD = "early-false-lead"
    """Pone leads during the doubling (P80, A76)."""
    FALSE_LEAD = "false-lead"
    """An adversary leads out of turn (P80, A76, W76)."""
    DEALER_FALSE_LEAD = "dealer-false-lead"
    """The dealer leads out of turn from his hand or dummy's (P81, A77, W77)."""
    DEALER_LEAD_TRICK = "dealer-lead-trick"
    """The trick due for the dealer's lead out of turn, once the lead is settled (A77)."""
    TRICK_CALL = "trick-call"
    """Highest or lowest, win or lose, of the player whose partner played fourth early (P86, A82, W82)."""
    EXPOSED_NEW_DEAL = "exposed-new-deal"
    """A card of the dealer's side exposed before the declaration: a new deal (P70, A67, W67)."""
    BAR_OR_CALL = "bar-or-call"
    """A card exposed by the leader's partner before the lead: bar its suit or call it (P71, A68, W68)."""
    SHOW_HAND = "show-hand"
    """The dealer's claim of the rest: his cards shown or the play on (P75, A74, W74)."""
    TWO_CARDS = "two-cards"
    """Two cards played at once (P73, A72, W72)."""
    RUN = "run"
    """Winning cards led one after another (P74, A73, W73)."""
    SUGGEST = "suggest"
    """Dummy suggests a card (P64, A64, W64)."""
    OMITTED = "omitted"
    """A player omitted to play to a former trick (P87, A83, W83)."""
    CALL_SUIT = "call-suit"
    """The suit called at the lead of a side liable to it (P80, A76, W76)."""
    CALL_CARD = "call-card"
    """An exposed card may be called when the holder is to play (P84, A80, W80)."""
    DEALING_CLAIM = "dealing-claim"
    """A new deal may be claimed for a card exposed in dealing (P40, A39-40, W39-40); not by a
    player who has looked at any of his cards (P40, A40, W40)."""
    DEALER_LOOKED = "dealer-looked"
    """A new deal may be claimed: the dealer looked at a card before 51 were dealt (P42, A39, W39)."""
    RENOUNCE_CORRECTED = "renounce-corrected"
    """A renounce corrected in time: the card exposed or highest or lowest (P94, A91, W91)."""
    REVOKE_CLAIM = "revoke-claim"
    """A revoke claimed at the end of the hand (P90, A86, W87)."""


FALSE_LEADS = frozenset({RulingKind.FALSE_LEAD, RulingKind.DEALER_FALSE_LEAD})
"""The rulings on a lead out of turn the next hands may play to before the choice (P82, A78, W78)."""

LEAD_CLAIMS = frozenset({RulingKind.LEAD_WITHOUT_ASKING, RulingKind.CALL_ELDEST})
"""The claims on the eldest hand's lead that dummy laying his cards down ends where the code says
so (A61 then A59, reading L16)."""


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
    kind: RulingKind
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
