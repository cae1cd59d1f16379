"""What each act offered at the table means, in one line, with the law that says so.

The table's calls (the make, leaving it, "May I lead?", the answer, doubling, re-doubling, being
satisfied) and the claims (the dealer's claim of the rest, the adversaries' concession): each
act's meaning and its law read from the code's :class:`~bridgewhist.laws.code.LawCode` data
(``cite``), served by :mod:`bridgewhist.web.guide` at ``/api/act-help/{code}`` for the client's
"what this means".

>>> from bridgewhist.laws import load_law_code
>>> help_ = act_help(load_law_code("american-1905"))
>>> help_["ask"].law, help_["ask"].words
('american-1905 law 51', 'May I lead?')
"""

from __future__ import annotations

from pydantic import BaseModel

from bridgewhist.laws.code import LawCode

__all__ = ["ACTS", "ActHelp", "act_help"]


class ActHelp(BaseModel):
    """One act: the words said, what it means, and its law."""

    act: str
    words: str
    meaning: str
    law: str


ACTS: tuple[tuple[str, str, str, str, str], ...] = (
    ("declare", "Spades … No trumps",
     "Names the trump suit (or no trumps) for this deal; once said it cannot be changed, and "
     "the dealer's partner becomes dummy whoever made it.", "declaration", "declaration_final"),
    ("leave", "I leave it to you, partner",
     "The dealer passes the make to his partner, who must make it without any consultation.",
     "declaration", "partner_must_declare"),
    ("ask", "May I lead?",
     "The eldest hand declines to double and asks his partner's leave to lead; the partner "
     "answers \"Yes\" or doubles.", "doubling", "eldest_doubles_first"),
    ("yes", "Yes",
     "The eldest hand's partner declines to double too: the play begins, the eldest hand "
     "leading.", "doubling", "play_begins_when_satisfied"),
    ("double", "I double",
     "Doubles the value of each trick over six for both sides (honours, chicane and slam are "
     "never doubled); the makers may then re-double.", "doubling", "eldest_doubles_first"),
    ("redouble", "I re-double",
     "The makers double the value of the tricks again; the doublers may answer in turn, within "
     "the code's limit.", "doubling", "maker_redoubles_first"),
    ("double-again", "I double again",
     "The doublers double once more; each double doubles the trick values, within the code's "
     "limit.", "doubling", "limit"),
    ("satisfied", "Satisfied",
     "Declines to double further; when the player with the last right is satisfied, the play "
     "begins.", "doubling", "play_begins_when_satisfied"),
    ("claim", "I have the rest",
     "The dealer claims the remaining tricks; he lays his cards down and the adversaries may "
     "agree or have them played out.", "irregularities", "dealer_claims_the_rest"),
    ("concede", "Concede",
     "The adversaries admit the claim: the hand is abandoned and the tricks claimed are "
     "scored.", "irregularities", "hands_abandoned"),
)
"""Each act: its key, its words, its meaning, and the (part, field) of the LawCode citing it."""


def act_help(code: LawCode) -> dict[str, ActHelp]:
    """Every act's meaning under ``code``, by key, each citing that code's law."""
    return {key: ActHelp(act=key, words=words, meaning=meaning, law=code.cite(part, field))
            for key, words, meaning, part, field in ACTS}
