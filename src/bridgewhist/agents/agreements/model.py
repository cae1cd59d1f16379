"""A partnership's agreements as data: each carding or leading convention with its passage.

An :class:`Agreement` is one convention the defenders follow (the makers play to give nothing
away: "He should give no information by his play", Ames, "The Play"); an
:class:`Agreements` is the set a partnership plays, chosen by name (:data:`AGREEMENTS`, like a
law code). Each names the book, the chapter or page, and quotes the passage where the seed text
has it; where the seed has only the chapter's title (Elwell's *Advanced Bridge*, seed 002, is
its contents and the laws), the rule is the project's reading and ``reading`` says so.

>>> books = agreements_named("books")
>>> [a.key for a in books.items]
['leads', 'lead_inferences', 'third_hand', 'echo', 'return', 'discard']
>>> books.get("discard").source.book
'Fisher Ames, Bridge Whist in Brief (1904)'
>>> agreements_named("none").items
()
>>> agreements_named("books-no-discard").has("discard")
False
"""

from __future__ import annotations

import dataclasses

from bridgewhist.errors import BridgeError

__all__ = ["AGREEMENTS", "AMES", "BOOKS", "BOOKS_NO_DISCARD", "ELWELL", "NONE", "Agreement",
           "Agreements", "Source", "UnknownAgreementsError", "agreements_named"]

AMES = "Fisher Ames, Bridge Whist in Brief (1904)"
ELWELL = "J. B. Elwell, Advanced Bridge (1904)"


class UnknownAgreementsError(BridgeError, ValueError):
    """A set of agreements that is not known by that name."""


@dataclasses.dataclass(frozen=True, slots=True)
class Source:
    """Where a convention is taught: the book, its chapter (or page), the words quoted."""

    book: str
    chapter: str
    quote: str

    def cite(self) -> str:
        """One line: book, chapter.

        >>> Source(AMES, "The Play", "").cite()
        'Fisher Ames, Bridge Whist in Brief (1904), "The Play"'
        """
        return f'{self.book}, "{self.chapter}"'


@dataclasses.dataclass(frozen=True, slots=True)
class Agreement:
    """One convention: its ``key``, its name, what it tells partner (``shows``), the rule as
    the players follow it (``rule``), its passages, and the project's reading where the books
    are silent or only named in the seed (``reading``)."""

    key: str
    name: str
    rule: str
    shows: str
    sources: tuple[Source, ...]
    reading: str = ""

    @property
    def source(self) -> Source:
        """The first passage cited."""
        return self.sources[0]


@dataclasses.dataclass(frozen=True, slots=True)
class Agreements:
    """A partnership's conventions, by name (``none``: no agreements, the ddmc player's way)."""

    name: str
    title: str
    items: tuple[Agreement, ...]

    def has(self, key: str) -> bool:
        """Whether this set includes the convention ``key``.

        >>> agreements_named("books").has("echo"), agreements_named("none").has("echo")
        (True, False)
        """
        return any(item.key == key for item in self.items)

    def get(self, key: str) -> Agreement:
        """The convention ``key``.

        :raises KeyError: when the set does not include it.
        """
        for item in self.items:
            if item.key == key:
                return item
        raise KeyError(f"{self.name} has no agreement {key!r}")


LEADS = Agreement(
    "leads", "Leads from high cards",
    "Leading, from a sequence headed by an honour lead its top card (from ace, king lead the "
    "king); from other cards lead the lowest on a suit make, the fourth best at no trump.",
    "A lead of the ace denies the king; of the queen or knave, the card above it; a low card "
    "on a suit make, the card below it; at no trump a low card is the fourth best.",
    (Source(AMES, "The Play: the leads",
            "From ace, king, etc., lead king. ... From king, queen, etc., lead king. ... From "
            "queen, jack, ten, etc., lead queen. From jack, ten, nine, etc., lead jack. From "
            "other combinations, lead the lowest of the cards held in the suit on a suit make, "
            "fourth best on a no trump make."),
     Source(ELWELL, "Inferences from high card leads", "")),
    "Applied to the cards the player's double-dummy search finds of equal value (it chooses the "
    "suit); the ten from king, knave, ten is not used, so a ten led denies the knave.")
LEAD_INFERENCES = Agreement(
    "lead_inferences", "Inferences from the leads",
    "Read partner's and the adversaries' leads by the leading agreement: the cards each denies "
    "are placed elsewhere in the deals the player imagines.",
    "Where the cards a lead denies lie.",
    (Source(ELWELL, "Inferences from high card leads", ""),
     Source(ELWELL, "Inferences from low card leads", "")),
    "Elwell's chapters are named in the seed, not given: the inferences are those that follow "
    "exactly from the leading agreement above.")
THIRD_HAND = Agreement(
    "third_hand", "The lowest of equal cards",
    "Following suit, play the lowest of cards of equal value, and the lowest card when not "
    "trying to win the trick (save an echo).",
    "A card played to a trick denies the card just below it; a high card played on a trick it "
    "does not win is an echo.",
    (Source(AMES, "The Play: second and third hand", "At second and third hand the play is much the same "
            "as at whist ... with high cards in sequence generally play one of the sequence."),
     Source(ELWELL, "Suggestions for third hand play", ""),
     Source(ELWELL, "Inferences from third-hand play", "")),
    "Whist's rule (win as cheaply as possible, the lowest of a sequence at third hand), which "
    "Ames refers to.")
ECHO = Agreement(
    "echo", "The echo",
    "On a suit make, holding exactly two cards of a plain suit another player leads, play the "
    "higher first and the lower next (when the search finds them of equal value).",
    "A card above the lowest, followed by a lower one: a doubleton, ready to trump the third "
    "round.",
    (Source(ELWELL, "The echo", ""),
     Source(AMES, "The Play: forcing", "on a trump make by the other side it is usually well to give "
            "partner a chance to ruff, if you can.")),
    "The seed names Elwell's chapter only: the project reads the echo as the period's ruffing "
    "echo, shown with two cards and not at no trump, and not in trumps.")
RETURN = Agreement(
    "return", "Returning partner's lead",
    "Leading partner's suit back: the ace if held, else the higher of two cards left, the "
    "lowest of three or more.",
    "The returned card tells how many of partner's suit are left: high, two; low, three or "
    "more.",
    (Source(AMES, "The Play: returning partner's suit", "Return the higher of any two, the lowest of any "
            "three or more remaining in your hand of partner's long suit, except that, if you "
            "hold the ace, generally return that."),
     Source(ELWELL, "Returning partner's lead", "")),
    "Applied to cards of equal value to the search; the first time the player leads the suit "
    "partner opened.")
DISCARD = Agreement(
    "discard", "The discard by the make",
    "The first discard: against no trump or a red trump, from the best protected suit; on a "
    "spade or club make, or when partner doubled, from the weakest suit.",
    "Against no trump or a red trump the first discard's suit is the discarder's best "
    "protected; on a black make or after partner's double, his weakest.",
    (Source(AMES, "The Play: the discard", "it is desirable that partners should use the same system. "
            "The best general rule is, when the adversaries have made no trump, or a red trump, "
            "discard first from your best protected suit; but on a spade make, or if partner "
            "doubled their make, discard first from your weakest suit."),
     Source(ELWELL, "The reverse discard", "")),
    "Ames is silent on a club make: the project reads it with spades (whist's discard from the "
    "weakest suit against a declared trump). A suit's protection is its honours (ace 4, king 3, "
    "queen 2, knave 1), then its length; trumps are never the discarded suit.")

BOOKS = Agreements("books", "The books' agreements (Ames and Elwell)",
                   (LEADS, LEAD_INFERENCES, THIRD_HAND, ECHO, RETURN, DISCARD))
BOOKS_NO_DISCARD = Agreements(
    "books-no-discard", "The books' agreements without Ames's discard system (the lowest of "
    "equal cards discarded)", (LEADS, LEAD_INFERENCES, THIRD_HAND, ECHO, RETURN))
NONE = Agreements("none", "No agreements (the double-dummy player's own choice among equals)", ())

AGREEMENTS: dict[str, Agreements] = {"books": BOOKS, "books-no-discard": BOOKS_NO_DISCARD,
                                     "none": NONE}
"""The sets of agreements by name: ``books`` (Ames and Elwell as the seeds teach them),
``books-no-discard`` (the same with Ames's discard system off: a partnership that does not
agree "the same system" of discards, Ames, "The Play"), ``none``."""


def agreements_named(name: str) -> Agreements:
    """The set of agreements called ``name``.

    >>> agreements_named("wizards")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgewhist.agents.agreements.model.UnknownAgreementsError: unknown agreements 'wizards': ...

    :raises UnknownAgreementsError: naming the sets there are.
    """
    found = AGREEMENTS.get(name)
    if found is None:
        raise UnknownAgreementsError(
            f"unknown agreements {name!r}: expected one of {', '.join(sorted(AGREEMENTS))}")
    return found
