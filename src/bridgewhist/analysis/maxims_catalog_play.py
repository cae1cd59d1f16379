"""The maxims on the play put on trial: opening leads and discards, each stated as a rule about a
hand that names a card.

Every maxim is one of the maxims player's own rules (:mod:`bridgewhist.agents.maxims.leads`,
:mod:`bridgewhist.agents.maxims.play`), or a row of Ames's table of leads written here
(:func:`king_from_ace_king`, :func:`fourth_best_at_no_trumps`), or a rule of the player limited
to the discards the book means (:func:`subsequent_discards_keep_guards`). A rule *applies* when
it names a card of the hand in the situation: the opening leader's hand after the make and the
doubling; a defender's hand when he cannot follow suit and does not ruff.

All come from Fisher Ames's "Bridge Whist in Brief" (seed 001, "The Play"): Hoyle's *Hints for
Play* (seed 000) advise on the make only; the seed of Elwell's *Advanced Bridge* (002) holds his
laws of 1905 and the contents page of his chapters on the lead and the discard, not their text;
the fragments of *Bridge Axioms and Laws* (003, 004) hold laws only.

>>> [m.name for m in PLAY_MAXIMS if m.kind == DISCARD]
['discard_first_from_best_protected', 'discard_first_from_weakest', \
'subsequent_discards_keep_guards']
>>> len([m for m in PLAY_MAXIMS if m.kind == OPENING_LEAD])
10
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgewhist.agents.hand_eval import ACE, KING, fourth_best
from bridgewhist.agents.maxims import leads as ld
from bridgewhist.agents.maxims import play as pl
from bridgewhist.analysis.maxims_catalog import AMES, Maxim

if TYPE_CHECKING:
    from bridgewhist.agents.maxims.agent import Play

__all__ = ["DISCARD", "OPENING_LEAD", "PLAY_KINDS", "PLAY_MAXIMS", "fourth_best_at_no_trumps",
           "king_from_ace_king", "play_prescription", "subsequent_discards_keep_guards"]

OPENING_LEAD = "opening lead"
DISCARD = "discard"
PLAY_KINDS = (OPENING_LEAD, DISCARD)
"""opening lead: the eldest hand's first card, after the make and the doubling; discard: a
defender's card when he cannot follow suit and does not ruff (the maxims player's ``ruff`` rule
does not apply) with two suits or more to throw from."""
THE_PLAY = "The Play"


def king_from_ace_king(p: Play) -> int | None:
    """Ames: "The usual leads from long suits are as follows: From ace, king, etc., lead king."
    (The best long suit, of four cards or more, headed by the ace and king.)"""
    suit = p.best_long_suit()
    ranks = p.lane(suit)
    if ranks.bit_count() >= 4 and ranks & (ACE | KING) == ACE | KING:
        return suit * 16 + 13
    return None


def fourth_best_at_no_trumps(p: Play) -> int | None:
    """Ames: "From other combinations, lead the lowest of the cards held in the suit on a suit
    make, fourth best on a no trump make." (Against no trumps, the best long suit of four cards
    or more when the table leads its fourth best.)"""
    if not p.nt:
        return None
    suit = p.best_long_suit()
    ranks = p.lane(suit)
    if ranks.bit_count() < 4:
        return None
    card = p.suit_lead(suit)
    return card if card & 15 == fourth_best(ranks) else None


def subsequent_discards_keep_guards(p: Play) -> int | None:
    """Ames: "Subsequent discards must be according to the hand and dummy's cards. Try to keep
    guards to possible re-entry cards" (the player's rule, on his discards after the first)."""
    return pl.keep_guards_to_reentries(p) if p.has_discarded else None


def _m(rule: pl.PlayRule, kind: str, quote: str) -> Maxim:
    return Maxim(rule.__name__, kind, AMES, THE_PLAY, quote, rule)


LEAD, THROW = PLAY_KINDS
PLAY_MAXIMS: tuple[Maxim, ...] = (
    _m(ld.from_the_best_long_suit, LEAD, "The opening lead should usually be from the best long "
       "suit"),
    _m(ld.established_long_suit, LEAD, "The opening lead should usually be from the best long "
       "suit, especially if established, or nearly established."),
    _m(king_from_ace_king, LEAD, "The usual leads from long suits are as follows: From ace, king, "
       "etc., lead king."),
    _m(fourth_best_at_no_trumps, LEAD, "From other combinations, lead the lowest of the cards held "
       "in the suit on a suit make, fourth best on a no trump make."),
    _m(ld.supporting_lead_from_a_weak_suit, LEAD, "If the best long suit is of only four cards "
       "with but one honor, a supporting lead of a high card from a weak suit is usually "
       "preferable"),
    _m(ld.singleton_against_a_suit, LEAD, "A singleton lead is proper on a suit make by the other "
       "side, because if a trump can be saved in ruffing, so much the better; but there is "
       "usually some risk in the lead."),
    _m(ld.through_dummys_red_trump, LEAD, "If dummy names a red trump it is usually well to lead "
       "through it"),
    _m(ld.through_dummys_red_trump_when_pone_doubled, LEAD, "If dummy names a red trump it is "
       "usually well to lead through it, especially if pone doubled"),
    _m(ld.heart_against_dummys_no_trumps, LEAD, "If dummy declares no trump, it is generally well "
       "to lead a heart."),
    _m(ld.best_heart_when_pone_doubled_no_trumps, LEAD, "If pone doubled a no trump make, lead "
       "your best heart."),
    _m(pl.discard_first_from_best_protected, THROW, "when the adversaries have made no trump, or "
       "a red trump, discard first from your best protected suit"),
    _m(pl.discard_first_from_weakest, THROW, "on a spade make, or if partner doubled their make, "
       "discard first from your weakest suit."),
    _m(subsequent_discards_keep_guards, THROW, "Subsequent discards must be according to the hand "
       "and dummy's cards. Try to keep guards to possible re-entry cards"),
)


def play_prescription(maxim: Maxim, p: Play) -> int | None:
    """The card ``maxim`` prescribes to the player of ``p`` (``suit * 16 + rank``), or None where
    it does not apply (or names a card he does not hold).

    >>> import random
    >>> from bridgewhist.agents.maxims.agent import MaximsAgent, Play
    >>> from bridgewhist.cards import Card, parse_deal
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import Phase, hand_from_deal
    >>> from bridgewhist.view import view_of
    >>> deal = parse_deal("N:AKQ2.AK2.AK2.AK2 T987.QJT.QJT.QJT J654.987.987.987 3.6543.6543.6543")
    >>> state = hand_from_deal(load_law_code("english-1904"), Seat.S, deal)
    >>> agent = MaximsAgent(random.Random(1))
    >>> while state.phase != Phase.PLAY:
    ...     state = state.apply(agent.act(view_of(state, state.actor)))
    >>> lead = play_prescription(PLAY_MAXIMS[0], Play(view_of(state, Seat.W)))
    >>> str(state.trump), str(Card(lead))
    ('NT', 'H3')
    """
    card = maxim.rule(p)
    if card is None or not p.hand >> card & 1:
        return None
    return int(card)
