"""Hints at a friendly table: "what would the maxims say?" for the seat whose turn it is.

A seated member whose turn it is (the dealer for dummy too) may ask; the answer is the maxims
player's action (:func:`~bridgewhist.agents.maxims.advice.advise`) computed from his seat's view
only (:func:`~bridgewhist.view.view_of`: his own hand, dummy's once exposed, the cards played),
with the maxim's words and its book, sent to him alone as a ``hint`` frame. It never names a
card he could not see: the action is one of his own legal actions. A table says where a hint
may be had (``TableKind.hint_position``): a four-hand table in strict mode, a club table and a
three-hand table (where a dealer whom the maxims would have leave the make passes the deal or
makes it from X's hand, as the computer player does); a club-laws table never offers one (a
player there is on his own under the laws).
A seat may ask :data:`HINT_BURST` at once, then one every :data:`HINT_EVERY` seconds, however many
connections it has open (:mod:`bridgewhist.web.seat_limits`).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import ScoreContext
>>> state = new_hand(load_law_code("american-1905"), Seat.E, rng=random.Random(2))
>>> answer = hint_frame(four_hand_position(state, Seat.E, ScoreContext((0, 0), (0, 0))), seq=7)
>>> answer.type, answer.seq, answer.action in {str(a) for a in state.legal_actions()}
('hint', 7, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel

from bridgewhist.actions import ActionKind
from bridgewhist.agents.agreements import NONE, Agreements, partner_shows
from bridgewhist.agents.maxims.advice import AMES, advise
from bridgewhist.agents.three_hand_players import ThreeHandView, pass_the_deal_when_worthless
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.three_hand.hand import PASS_DEAL, PassDeal, ThreeHandDeal, three_hand_words
from bridgewhist.view import ScoreContext, SeatView, view_of
from bridgewhist.web.advisor import AdvisorAsk, advisor_ask
from bridgewhist.web.seat_limits import HINT_BURST, HINT_EVERY
from bridgewhist.words import action_words


@dataclasses.dataclass(frozen=True, slots=True)
class HintPosition:
    """Where a hint is asked: the acting seat's view (nothing else is read), the laws' words for
    an action of this table, and whether the seat is a three-hand dealer at the declaration
    (whose "leave" is X's make by rule, or the pass of the deal)."""

    view: SeatView
    words: Callable[[Any], str]
    three_hand_dealer: bool = False
    advisor: AdvisorAsk | None = None
    """The declaration advisor's question, when the seat makes the trump at a four-hand table."""
    agreements: Agreements = NONE
    """The agreements partner's cards are read by: his side's, when partner is a computer player
    following them (:func:`~bridgewhist.web.table_agreements.hint_agreements`); else none."""


def four_hand_position(state: HandState, seat: Seat, context: ScoreContext,
                       agreements: Agreements | None = None) -> HintPosition:
    """The hint's position at a four-handed table: ``seat``'s view of ``state``; partner's cards
    read by ``agreements`` (none when not given)."""
    return HintPosition(view_of(state, seat, context), lambda action: action_words(state, action),
                        advisor=advisor_ask(state, seat, context),
                        agreements=agreements or NONE)


def three_hand_position(seen: ThreeHandView, deal: ThreeHandDeal) -> HintPosition:
    """The hint's position at a three-hand table: the player's view (his seat's, with X's cards
    only once he may see them)."""
    def words(action: Any) -> str:
        if isinstance(action, PassDeal) or (deal.state.phase == Phase.DECLARATION
                                            and action.kind == ActionKind.LEAVE):
            return three_hand_words(action)
        return action_words(deal.state, action)
    return HintPosition(seen.seat_view, words, PASS_DEAL in seen.legal)


class HintAnswer(BaseModel):
    """The ``hint`` frame: on the view of ``seq``, the maxims' ``action`` in words, the rule, the
    maxim's words and the book (null when no maxim applies); ``advisor``: ``coming`` (an
    ``advice`` frame follows), ``sent`` (already sent for this view), ``unavailable`` (with
    ``advisor_note`` saying why) or null (the advisor does not answer here)."""

    type: Literal["hint"] = "hint"
    seq: int
    action: str
    words: str
    rule: str
    maxim: str
    book: str | None
    advisor: Literal["coming", "sent", "unavailable"] | None = None
    advisor_note: str | None = None
    partner: str | None = None
    """What partner's last card(s) show by the agreements his computer partner follows, to a
    defender (None when nothing is read, or partner follows none:
    :func:`~bridgewhist.agents.agreements.explain.partner_shows`)."""


def _reading(function: Callable[..., Any]) -> str:
    text = (function.__doc__ or "").split(">>>")[0]
    return " ".join(text.split())


def hint_frame(position: HintPosition, seq: int) -> HintAnswer:
    """The maxims' answer for ``position`` (from the acting seat's view only). A three-hand
    dealer whom the maxims would have leave the make passes the deal or makes it from X's hand
    (:func:`~bridgewhist.agents.three_hand_players.pass_the_deal_when_worthless`)."""
    advice = advise(position.view)
    action: Any = advice.action
    rule, maxim, book = advice.rule, advice.words, advice.book
    if position.three_hand_dealer and action.kind == ActionKind.LEAVE:
        worthless = pass_the_deal_when_worthless(position.view.hand)
        action = PASS_DEAL if worthless else action
        rule = pass_the_deal_when_worthless.__name__
        maxim, book = _reading(pass_the_deal_when_worthless), AMES
    return HintAnswer(seq=seq, action=str(action), words=position.words(action), rule=rule, maxim=maxim,
                      book=book, partner=partner_shows(position.view, position.agreements))


__all__ = ["HINT_BURST", "HINT_EVERY", "HintAnswer", "HintPosition", "four_hand_position", "hint_frame",
           "three_hand_position"]
