"""Hints at a friendly table: "what would the maxims say?" for the seat whose turn it is.

A seated member whose turn it is (the dealer for dummy too) may ask; the answer is the maxims
player's action (:func:`~bridgewhist.agents.maxims.advice.advise`) computed from his seat's view
only (:func:`~bridgewhist.view.view_of`: his own hand, dummy's once exposed, the cards played),
with the maxim's words and its book, sent to him alone as a ``hint`` frame. It never names a
card he could not see: the action is one of his own legal actions. A table says where a hint
may be had (``TableKind.hint_position``): a four-hand table in strict mode and a club table; a
club-laws table never offers one (a player there is on his own under the laws), nor does a
three-hand table yet.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import ScoreContext
>>> state = new_hand(load_law_code("american-1905"), Seat.E, rng=random.Random(2))
>>> answer = hint_frame(HintPosition(state, Seat.E, ScoreContext((0, 0), (0, 0))), seq=7)
>>> answer.type, answer.seq, answer.action in {str(a) for a in state.legal_actions()}
('hint', 7, True)
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from pydantic import BaseModel

from bridgewhist.agents.maxims.advice import advise
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.view import ScoreContext, view_of
from bridgewhist.words import action_words

HINT_BURST = 3
"""Hints a connection may ask for at once."""
HINT_EVERY = 2.0
"""Seconds after which one more hint may be asked for (past the burst)."""


@dataclasses.dataclass(frozen=True, slots=True)
class HintPosition:
    """Where a hint is asked: the deal in play, the seat that acts now, the score."""

    state: HandState
    seat: Seat
    context: ScoreContext


class HintAnswer(BaseModel):
    """The ``hint`` frame: on the view of ``seq``, the maxims' ``action`` in words, the rule, the
    maxim's words and the book (null when no maxim applies)."""

    type: Literal["hint"] = "hint"
    seq: int
    action: str
    words: str
    rule: str
    maxim: str
    book: str | None


def hint_frame(position: HintPosition, seq: int) -> HintAnswer:
    """The maxims' answer for ``position`` (from the acting seat's view only)."""
    advice = advise(view_of(position.state, position.seat, position.context))
    return HintAnswer(seq=seq, action=str(advice.action), words=action_words(position.state, advice.action),
                      rule=advice.rule, maxim=advice.words, book=advice.book)


__all__ = ["HINT_BURST", "HINT_EVERY", "HintAnswer", "HintPosition", "hint_frame"]
