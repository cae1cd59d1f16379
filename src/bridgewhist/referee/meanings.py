"""What each option of a ruling means, in one line, with the law that offers it.

A :class:`~bridgewhist.referee.events.Ruling` offers its chooser a few options, each in the law's
short words ("call a suit when either adversary next leads"); :func:`option_meanings` says what
choosing each one does at the table, in a line a player who has never read the laws can follow,
citing the ruling's own law (which the referee took from the code's
:class:`~bridgewhist.laws.code.LawCode` data) and, where the option sends the player to another
law (an exposed card is then called under its own law), that law too, cited from the same data.
The web table shows these beside the options (issue 34, item 5).

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.events import Option
>>> from bridgewhist.seats import Seat
>>> code = load_law_code("english-1904")
>>> ruling = Ruling(Seat.S, Seat.E, "lead out of turn", code.cite("irregularities",
...                 "lead_out_of_turn_by_adversary"), (Option("call-card", "the card led is exposed"),
...                 Option("stand", "the lead stands")), RulingKind.FALSE_LEAD)
>>> [(m.key, m.law) for m in option_meanings(code, ruling)]
[('call-card', 'english-1904 law 80; english-1904 law 84'), ('stand', 'english-1904 law 80')]
>>> option_meanings(code, ruling)[1].meaning
'The lead out of turn is accepted: the card stays in the trick as if it had been led in turn.'
"""

from __future__ import annotations

import dataclasses

from bridgewhist.laws.code import LawCode
from bridgewhist.referee.events import Ruling, RulingKind
from bridgewhist.referee.penalties import SUIT_KEYS

__all__ = ["MEANINGS", "SUIT", "OptionMeaning", "meaning_entry", "option_meanings"]

SUIT = "<suit>"
"""The pattern of the four suit options (``spades`` ... ``clubs``) in :data:`MEANINGS`."""

_CALLED = ("irregularities", "exposed_card_called")
"""The law under which an exposed card is later called (P84, A80, W80)."""

_NEW_DEAL = ("new-deal", "The deal is annulled and nothing is scored for it: the cards are "
             "shuffled and dealt again.", None)
_WAIVE = ("waive", "No penalty is exacted: the game goes on as if nothing had happened.", None)

Entry = tuple[str, str, tuple[str, str] | None]
"""An option's pattern (its key, :data:`SUIT`, or a prefix ending in ``*``), its meaning, and the
(part, field) of a further law it brings in, if any."""

MEANINGS: dict[RulingKind, tuple[Entry, ...]] = {
    RulingKind.PARTNER_DECLARES: (
        ("stand", "The trump the dealer's partner named without being asked stands: the deal is "
                  "played at it, as if the make had been left to him.", None),
        _NEW_DEAL),
    RulingKind.PARTNER_PASSES: (
        _NEW_DEAL,
        ("must-declare", "The dealer's partner may not pass the make back: he must name the trump "
                         "himself.", None)),
    RulingKind.ADVERSARY_DECLARES: (
        _NEW_DEAL,
        ("ignore", "The adversary's words are disregarded: the make goes on as if he had said "
                   "nothing.", None)),
    RulingKind.CONSULTATION: (
        _NEW_DEAL,
        ("play-on", "No new deal: the doubling and the play go on as they stand.", None)),
    RulingKind.DOUBLE_OUT_OF_TURN: (
        ("stand", "The double counts as if it had been made in turn; the doubling goes on from "
                  "it.", None),
        ("refuse", "The double does not count, and nobody may double any more: the play "
                   "begins.", None)),
    RulingKind.CONSENT_DOUBLE: (
        ("consent", "The consent is given: the double counts and the doubling goes on.", None),
        ("refuse", "The consent is refused: the double does not count and nobody may double any more; the "
                   "play begins.", None)),
    RulingKind.CALL_ELDEST: (
        (SUIT, "The eldest hand must open that suit at the opening lead.", None),
        _WAIVE),
    RulingKind.LEAD_WITHOUT_ASKING: (
        ("call-card", "The card led stands as the opening lead: the play begins with it.", None),
        (SUIT, "The card led goes back into the hand, not exposed, and the eldest hand must open "
               "that suit instead.", None),
        _WAIVE),
    RulingKind.EARLY_FALSE_LEAD: (
        ("call-card", "The card led goes back as an exposed card: it lies face up and may be "
                      "called when its holder can play it.", _CALLED),
        ("call-suit", "The card goes back into the hand; you may call a suit at that side's next "
                      "lead.", None),
        _WAIVE),
    RulingKind.FALSE_LEAD: (
        ("call-card", "The card led goes back as an exposed card: it lies face up and may be "
                      "called when its holder can play it.", _CALLED),
        ("call-suit", "The card goes back into the hand; the dealer may call a suit when either "
                      "adversary next has the lead.", None),
        ("stand", "The lead out of turn is accepted: the card stays in the trick as if it had "
                  "been led in turn.", None)),
    RulingKind.DEALER_FALSE_LEAD: (
        ("take-back", "The card goes back and the player whose lead it was leads.", None),
        ("stand", "The dealer's lead out of turn stands: the others play to it.", None),
        ("take-back-and-trick", "The card goes back and the rightful leader leads, and the "
                                "adversaries score one trick for the offence.", None),
        ("stand-and-trick", "The lead stands, and the adversaries score one trick for the "
                            "offence.", None)),
    RulingKind.DEALER_LEAD_TRICK: (
        ("exact-trick", "The adversaries take one trick for the dealer's lead out of turn.", None),
        _WAIVE),
    RulingKind.TRICK_CALL: (
        ("highest", "The player named must play the highest card he holds of the suit led.", None),
        ("lowest", "The player named must play the lowest card he holds of the suit led.", None),
        ("win", "The player named must win the trick if he can.", None),
        ("not-win", "The player named must not win the trick if he can avoid it.", None),
        ("lose", "The player named must lose the trick if he can.", None),
        _WAIVE),
    RulingKind.EXPOSED_NEW_DEAL: (
        _NEW_DEAL,
        ("play-on", "No new deal: the deal goes on as it is.", None)),
    RulingKind.BAR_OR_CALL: (
        ("call", "The card stays face up on the table and may be called when its holder can "
                 "play it.", _CALLED),
        ("bar-suit", "The card goes back into the hand, and the eldest hand may not open its suit "
                     "at the opening lead.", None)),
    RulingKind.SHOW_HAND: (
        ("show-hand", "The dealer lays his cards face up to show the claim; they are not liable "
                      "to be called.", None),
        ("play-on", "The claim is not examined: the play goes on card by card.", None)),
    RulingKind.TWO_CARDS: (
        ("play-*", "The card named counts as played to this trick; the others lie face up as "
                   "exposed cards, liable to be called.", _CALLED),),
    RulingKind.RUN: (
        ("partner-wins", "The offender's partner must win the trick if he can.", None),
        _WAIVE),
    RulingKind.SUGGEST: (
        ("play", "The dealer must play the card dummy suggested.", None),
        ("not-play", "The dealer must not play the card dummy suggested.", None),
        _WAIVE),
    RulingKind.OMITTED: (
        _NEW_DEAL,
        ("stand", "The deal stands: the surplus card is played to the trick it was missing from, "
                  "and there is no revoke in that trick.", None)),
    RulingKind.CALL_SUIT: (
        (SUIT, "The player on lead must lead that suit (if he holds none, the penalty is "
               "paid).", None),
        _WAIVE),
    RulingKind.CALL_CARD: (
        ("call-*", "That exposed card must be played to this trick.", None),
        ("no-call", "The card is not called this time: it stays face up and may be called "
                    "later.", None)),
    RulingKind.DEALING_CLAIM: (
        _NEW_DEAL,
        ("stand", "The deal stands: the card exposed in dealing cannot be called.", None)),
    RulingKind.DEALER_LOOKED: (
        _NEW_DEAL,
        ("stand", "The deal stands and is played as dealt.", None)),
    RulingKind.RENOUNCE_CORRECTED: (
        ("expose", "The card played in error goes back as an exposed card, liable to be "
                   "called.", _CALLED),
        ("highest", "The offender must play his highest card of the suit led to this trick.", None),
        ("lowest", "The offender must play his lowest card of the suit led to this trick.", None),
        _WAIVE),
    RulingKind.REVOKE_CLAIM: (
        ("take-tricks", "Three tricks pass from the revoking side to the claimants when the "
                        "deal is scored; the revoking side cannot win the game on that deal.", None),
        ("deduct", "The value of three tricks is taken from the revoking side's score; it cannot "
                   "win the game on that deal.", None),
        ("add", "The value of three tricks is added to the claimants' score; the revoking "
                "side cannot win the game on that deal.", None),
        ("waive", "No claim is made for the revoke: the deal is scored as played.", None)),
}
"""Each kind of ruling's options: what choosing each does, and a further law where it leads to one."""


@dataclasses.dataclass(frozen=True, slots=True)
class OptionMeaning:
    """One option of a ruling: its key, what choosing it does, and the law (or laws) citing it."""

    key: str
    meaning: str
    law: str


def _matches(pattern: str, key: str) -> bool:
    if pattern == SUIT:
        return key in SUIT_KEYS
    if pattern.endswith("*"):
        return key.startswith(pattern[:-1]) and len(key) > len(pattern) - 1
    return key == pattern


def meaning_entry(kind: RulingKind, key: str) -> Entry:
    """The entry of :data:`MEANINGS` for option ``key`` of a ruling of ``kind``.

    >>> meaning_entry(RulingKind.CALL_SUIT, "hearts")[0]
    '<suit>'

    :raises KeyError: naming the kind and the key, when no entry says what the option means.
    """
    for entry in MEANINGS.get(kind, ()):
        if _matches(entry[0], key):
            return entry
    raise KeyError(f"no meaning for option {key!r} of a ruling of kind {kind.value!r}")


def option_meanings(code: LawCode, ruling: Ruling) -> tuple[OptionMeaning, ...]:
    """What each option of ``ruling`` means under ``code``, in the order offered: the ruling's
    law, and after it the further law an option brings in (cited from ``code``'s data).

    :raises KeyError: for an option :data:`MEANINGS` does not cover.
    """
    out: list[OptionMeaning] = []
    for option in ruling.options:
        _, meaning, further = meaning_entry(ruling.kind, option.key)
        law = ruling.law
        if further is not None:
            extra = code.cite(*further)
            law = law if extra == law else f"{law}; {extra}"
        out.append(OptionMeaning(option.key, meaning, law))
    return tuple(out)
