"""Each partnership's agreements at a table (issue 37): chosen when the table is created, like its
house rules; followed by its ``partner`` computer players; shown to a human partner.

A four-handed table (``four``, ``laws``, ``club``) names one set of agreements
(:data:`~bridgewhist.agents.agreements.model.AGREEMENTS`) for North-South and one for East-West
(:class:`PartnershipAgreements`, the ``agreements`` of ``POST /api/tables``); whoever the cut
seats there plays to it. Only the ``partner`` computer players follow agreements: at a table of
other computer players every side's set is ``none``, and asking for another is refused. Unsaid,
a side of ``partner`` players plays ``books``. The choice is public, as at a real table, so a
``partner`` player that makes reads the adversaries' cards by their set
(:func:`agent_settings`), and a human's hint reads his computer partner's cards by his side's set
(:func:`hint_agreements`).

>>> choose(PartnershipAgreements(ew="books-no-discard"), "partner", "four")
('books', 'books-no-discard')
>>> choose(None, "maxims", "four")
('none', 'none')
>>> choose(PartnershipAgreements(ns="wizards"), "partner", "four")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bridgewhist.web.table_agreements.BadAgreements: agreements 'wizards' for North-South: expected one of ...
>>> agent_settings(("books", "none"), "partner", Seat.E)
(('agreements', 'none'), ('adversaries', 'books'))
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from bridgewhist.agents.agreements import AGREEMENTS, Agreements, agreements_named
from bridgewhist.errors import BridgeError
from bridgewhist.seats import Seat

__all__ = ["FOLLOWERS", "SIDE_NAMES", "BadAgreements", "PartnershipAgreements", "agent_settings",
           "choose", "hint_agreements", "side_agreements", "summary_part"]

FOLLOWERS = ("partner",)
"""The computer players that follow a table's agreements."""
DEFAULT = "books"
"""A side of :data:`FOLLOWERS` plays these agreements unless the table says otherwise."""
SIDE_NAMES = ("North-South", "East-West")
NO_PARTNERSHIPS = ("three-hand",)
"""The kinds of table without fixed partnerships to agree (the three-hand dealer plays alone)."""


class BadAgreements(BridgeError, ValueError):
    """Agreements a new table cannot have: ``reason`` is ``unknown_agreements`` (no set of that
    name) or ``bad_agreements`` (players who would not follow them, or no partnerships)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class PartnershipAgreements(BaseModel):
    """The agreements of each partnership: ``ns`` (North-South) and ``ew`` (East-West), each the
    name of a set (``books``, ``books-no-discard``, ``none``); one left out is ``books`` with the
    ``partner`` computer players, ``none`` with any other."""

    model_config = ConfigDict(extra="forbid")
    ns: str | None = Field(default=None, max_length=32, description="North-South's agreements: books, "
                           "books-no-discard or none")
    ew: str | None = Field(default=None, max_length=32, description="East-West's agreements: books, "
                           "books-no-discard or none")


def choose(requested: PartnershipAgreements | None, computer: str, kind: str) -> tuple[str, str]:
    """The agreements of North-South and East-West for a new table of ``computer`` players and
    ``kind``.

    :raises BadAgreements: ``unknown_agreements`` for a name no set has, ``bad_agreements`` for
        agreements the table's computer players would not follow or a table without partnerships.
    """
    asked = (None, None) if requested is None else (requested.ns, requested.ew)
    default = DEFAULT if computer in FOLLOWERS and kind not in NO_PARTNERSHIPS else "none"
    chosen = []
    for side, name in enumerate(asked):
        if name is not None and name not in AGREEMENTS:
            raise BadAgreements("unknown_agreements", f"agreements {name[:32]!r} for {SIDE_NAMES[side]}: "
                                f"expected one of {', '.join(sorted(AGREEMENTS))}")
        if name not in (None, "none") and kind in NO_PARTNERSHIPS:
            raise BadAgreements("bad_agreements", f"agreements {name!r} for {SIDE_NAMES[side]}: a "
                                f"{kind} table has no fixed partnerships")
        if name not in (None, "none") and computer not in FOLLOWERS:
            raise BadAgreements("bad_agreements", f"agreements {name!r} for {SIDE_NAMES[side]}: only "
                                f"the {', '.join(FOLLOWERS)} computer players follow agreements, "
                                f"not {computer}")
        chosen.append(default if name is None else name)
    return chosen[0], chosen[1]


def summary_part(agreements: tuple[str, str], computer: str) -> PartnershipAgreements | None:
    """A table's agreements as its summary sends them (``GET /api/tables/{id}``): only at a
    table of players who follow agreements (None at another: its sets are ``none``).

    >>> summary_part(("books", "none"), "partner").ew, summary_part(("none", "none"), "ddmc")
    ('none', None)
    """
    if computer not in FOLLOWERS:
        return None
    return PartnershipAgreements(ns=agreements[0], ew=agreements[1])


def side_agreements(agreements: tuple[str, str], seat: Seat) -> tuple[str, str]:
    """The names of ``seat``'s side's agreements and of its adversaries'.

    >>> side_agreements(("books", "none"), Seat.W)
    ('none', 'books')
    """
    side = int(seat) & 1
    return agreements[side], agreements[1 - side]


def agent_settings(agreements: tuple[str, str], computer: str, seat: Seat) -> tuple[tuple[str, str], ...]:
    """The settings of the computer player at ``seat`` that the table's agreements decide (none
    for players who follow no agreements): its own side's set, and how it reads the adversaries
    (by their set, or as the lowest of equals when they have none)."""
    if computer not in FOLLOWERS:
        return ()
    ours, theirs = side_agreements(agreements, seat)
    return ("agreements", ours), ("adversaries", "lowest" if theirs == "none" else theirs)


def hint_agreements(agreements: tuple[str, str], computer: str, seat: Seat,
                    partner_is_computer: bool) -> Agreements:
    """The agreements by which a hint at ``seat`` reads partner's cards: his side's, when his
    partner is a computer player that follows them; else none (a person's cards are his own).

    >>> hint_agreements(("books", "none"), "partner", Seat.S, True).name
    'books'
    >>> hint_agreements(("books", "none"), "partner", Seat.S, False).name
    'none'
    """
    if computer not in FOLLOWERS or not partner_is_computer:
        return agreements_named("none")
    return agreements_named(side_agreements(agreements, seat)[0])
