"""The readings a law may take where the codes differ in kind, not in number: one enum each,
every member saying which code's law it carries out.

>>> RevokePenalty("claimants_choose").name
'CLAIMANTS_CHOOSE'
"""

from __future__ import annotations

import enum


class ChicaneRule(enum.Enum):
    """How chicane (a hand void of trumps) scores."""

    BONUS = "bonus"
    """English P8: the chicane side scores its value outright."""
    EQUAL_TO_SIMPLE_HONOURS = "equal_to_simple_honours"
    """American A9/W9: added to the chicane side's honours, else deducted from the adversaries'."""


class DoublingLimitReading(enum.Enum):
    """How a limit on the value of one trick stops the doubling."""

    NOT_EXCEED = "not_exceed"
    """No double may make one trick worth more than the limit (P58 "until the limit is reached")."""
    LAST_DOUBLE_PASSES = "last_double_passes"
    """The double that first passes the limit is the last allowed ("doubling ceases whenever the
    value of the odd trick exceeds one hundred points", W55 footnote)."""


class RevokePenalty(enum.Enum):
    """The revoke penalty's form."""

    CLAIMANTS_CHOOSE = "claimants_choose"
    """English P90: take three tricks, deduct three tricks' value, or add it to their own."""
    TRICKS_TRANSFERRED = "tricks_transferred"
    """American A86/W87: three tricks taken from the revoking side and added to the adversaries'."""


class DummyExposure(enum.Enum):
    """When dummy's cards go on the table."""

    ON_ANY_LEAD = "on_any_lead"
    """P62: as soon as a card is led, whether in or out of turn."""
    AFTER_ELDEST_LEADS = "after_eldest_leads"
    """A61/W61: as soon as the eldest hand has led."""


class EldestLeadsWithoutAsking(enum.Enum):
    """What the eldest hand's lead without asking "May I lead?" costs."""

    NO_LAW = "no_law"
    """english-1904 has no such law: the lead stands."""
    MAKER_CALLS_SUIT_OR_CARD = "maker_calls_suit_or_card"
    """A58: the maker of the trump may call a suit or the card led."""
    PONE_DOUBLES_WITH_CONSENT = "pone_doubles_with_consent"
    """W58: pone may double only if the maker of the trump consent."""


class FourthHandRemedy(enum.Enum):
    """Penalty on the second hand when the fourth plays before him (P86, A82, W82)."""

    WIN_OR_NOT_WIN = "win_or_not_win"
    HIGHEST_LOWEST_WIN_OR_LOSE = "highest_lowest_win_or_lose"
