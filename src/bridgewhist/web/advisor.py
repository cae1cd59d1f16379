"""The declaration advisor in the hint of a friendly four-hand table (issue 18, item 2).

When the member who asks for a hint is the dealer in the declaration (or his partner after "I
leave it to you"), the hint's maxims answer is followed by the advisor's table for his hand at
the table's score under its own law code, house rules and all
(:func:`~bridgewhist.analysis.advise.advise`: the expected points of each make with 95%
intervals, and of leaving it). The advisor takes a second or two: it runs in workers of its own
(:attr:`~bridgewhist.web.computer.Thinkers.advisor`, apart from the computer players', at a
lower CPU priority), never in the event loop, and its answer comes as a frame of its own
(``advice``). Only the asking seat's own hand goes in (:class:`AdvisorAsk`), so no figure can
tell another seat's cards. Without DDS (the ``dds`` extra) the hint says why the advisor is not
offered.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.E, rng=random.Random(2))
>>> ask = advisor_ask(state, Seat.E, ScoreContext((6, 18), (0, 0)))
>>> ask.hand == state.hands[Seat.E], ask.score, ask.left, ask.code is state.code
(True, (18, 6), False, True)
>>> advisor_ask(state, Seat.S, ScoreContext()) is None
True
>>> AdviceAnswer(seq=3, advice=None, note="no").type
'advice'
>>> Estimate(mean=1.5, ci95=[0.5, 2.5], n=10).model_dump_json()
'{"mean":1.5,"ci95":[0.5,2.5],"n":10}'
"""

from __future__ import annotations

import asyncio
import dataclasses
import importlib.util
import logging
from typing import Any, Literal

from pydantic import MISSING, BaseModel, ConfigDict, Field

from bridgewhist.analysis.advise import advise
from bridgewhist.laws.code import LawCode
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.view import ScoreContext
from bridgewhist.web.computer import Thinkers

LOG = logging.getLogger("bridgewhist.web")
# The advisor solves double dummy with DDS (endplay, the 'dds' extra, in the main job's 'web'
# extra); on an install without it the hint says so.
ADVISOR_AVAILABLE = importlib.util.find_spec("endplay") is not None
"""Whether this server can offer the advisor (DDS installed)."""
NO_DDS = ("the declaration advisor is not offered on this server: it needs DDS (endplay, in the "
          "'web' and 'dds' extras), which is not installed here")
ADVISOR_SECONDS = 20.0
"""The longest the advisor may take before its table is given up (it takes 1-2 s)."""


@dataclasses.dataclass(frozen=True, slots=True)
class AdvisorAsk:
    """What the advisor is given: the asking seat's own hand, his side's score toward game
    (ours, theirs), the table's own law code with its house rules (a :class:`LawCode` is frozen
    data and pickles whole to the advisor's worker, never reloaded there by its key), whether
    the make was left to him, and the seed (1, as ``bridgewhist advise`` by default: the web
    table shows the figures the command prints)."""

    hand: int
    score: tuple[int, int]
    code: LawCode
    left: bool
    seed: int = 1


Make = Literal["spades", "hearts", "diamonds", "clubs", "no-trumps", "leave"]
"""A make the advisor values (``MakeOption.make``): a trump, no trumps, or leaving it to partner."""


class AdvicePart(BaseModel):
    """A part of the advisor's table: strict, extra fields refused (the table is ``Advice.to_dict``
    checked field by field)."""

    model_config = ConfigDict(strict=True, extra="forbid")


class Estimate(AdvicePart):
    """A mean with its 95% interval and the number of layouts (``Interval.to_dict``)."""

    mean: float
    ci95: list[float] = Field(min_length=2, max_length=2, description="the interval's low and high ends")
    n: int = Field(description="the layouts it was reckoned from")


class MakeWorth(AdvicePart):
    """One make's worth to the makers and what doubling it gains the adversaries."""

    make: Make
    points: Estimate = Field(description="the makers' net points, undoubled (the game won or lost counted)")
    double_gain: Estimate = Field(description="the adversaries' gain by doubling it (0 on each layout "
                                                  "where the doubling limit forbids the double)")
    tricks: float = Field(description="the makers' mean double-dummy tricks (for leave, at partner's make)")


class AdviceScore(AdvicePart):
    """The score toward game the advice is for: the asker's side's and the other's."""

    we: int
    they: int


class AdviceDoubling(AdvicePart):
    """The doubling limit the table was reckoned under (``Doubling.to_dict``)."""

    limit: int | None = Field(description="the largest value of one trick the doubling may reach; "
                                           "null: no limit")
    law: str = Field(description="the law of the table's code that sets the limit, as 'english-1904 law 58'")
    forbidden: list[Make] = Field(description="the makes whose first double the limit forbids: their "
                                              "double_gain is 0, and leave's on each layout partner "
                                              "would make one of them")


class AdviceTable(AdvicePart):
    """The advisor's table for the asker's own hand (``Advice.to_dict``): never another's card."""

    hand: str = Field(description="the asker's own hand, by suit")
    score: AdviceScore
    law_code: str = Field(description="the key of the table's code the figures were reckoned under")
    left: bool = Field(description="the make was left to the asker by his partner the dealer")
    samples: int = Field(description="the layouts solved double dummy")
    seed: int
    best: Make = Field(description="the make of the highest expected points")
    options: list[MakeWorth]
    doubling: AdviceDoubling | MISSING = Field(
        default=MISSING, description="the doubling limit in force and the makes it forbids doubling "
                                     "(always sent by this advisor)")


class AdviceAnswer(BaseModel):
    """The ``advice`` frame: for the view of ``seq``, the advisor's table, or null with the
    ``note`` saying why not."""

    type: Literal["advice"] = "advice"
    seq: int
    advice: AdviceTable | None
    note: str | None = None


def advisor_ask(state: HandState, seat: Seat, context: ScoreContext) -> AdvisorAsk | None:
    """The advisor's question for ``seat`` when he makes the trump now (the dealer, or his partner
    after a leave), else None."""
    if state.phase != Phase.DECLARATION or state.actor != seat:
        return None
    side = int(seat.side)
    score = (context.game_score[side], context.game_score[1 - side])
    return AdvisorAsk(state.hands[seat], score, state.code, seat != state.dealer)


def advise_for(ask: AdvisorAsk) -> dict[str, Any]:
    """Run in a worker: the advisor's table for ``ask`` (default samples), JSON-ready, reckoned
    under the table's own code as the ask carries it (house rules and all)."""
    return advise(ask.hand, ask.score, ask.code, left=ask.left, seed=ask.seed).to_dict()


async def advice_frame(thinkers: Thinkers, ask: AdvisorAsk, seq: int) -> AdviceAnswer:
    """The advisor's answer for ``ask``, computed in the advisor's own workers (off the event
    loop, never in the computer players'), given up past :data:`ADVISOR_SECONDS` from the ask
    (its wait for a worker included; a job given up on is killed with its worker)."""
    try:
        table = await asyncio.wait_for(thinkers.advisor.run(advise_for, ask, seconds=ADVISOR_SECONDS),
                                       ADVISOR_SECONDS)
        typed = AdviceTable.model_validate(table)   # a worker's answer not as documented is a failure
    except TimeoutError:
        return AdviceAnswer(seq=seq, advice=None, note="the advisor took too long; ask again")
    except Exception as error:  # a worker that died or DDS that failed: the maxims' hint stands
        LOG.warning("the declaration advisor failed (%s)", type(error).__name__)
        return AdviceAnswer(seq=seq, advice=None, note="the advisor failed; the maxims' answer stands")
    return AdviceAnswer(seq=seq, advice=typed)


__all__ = ["ADVISOR_AVAILABLE", "ADVISOR_SECONDS", "NO_DDS", "AdviceAnswer", "AdviceDoubling", "AdvicePart",
           "AdviceScore", "AdviceTable", "AdvisorAsk", "Estimate", "Make", "MakeWorth", "advice_frame",
           "advise_for", "advisor_ask"]
