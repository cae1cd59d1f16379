"""The declaration advisor: what each make is worth to a hand at a score, by simulation.

Given the dealer's hand (or his partner's, once the dealer has said "I leave it to you") and
the score toward game, :func:`advise` deals the unseen cards at random ``samples`` times, solves
every layout double dummy in one batch (DDS ``SolveAllBoards``: the opening lead of each strain,
the dealer's side's tricks only), and reckons each make as this
game scores it (:func:`~bridgewhist.agents.ddmc.make_value.make_value`: tricks, honours,
chicane, slams, and the game won or conceded). Each make is given as the makers' expected net
points with a 95% interval; with it, what the adversaries gain by doubling it (the points the
makers lose at twice the stake), also with its interval, counted only where the doubling limit in
force lets them double (:func:`doubles_allowed`, the engine's own rule: a house limit of 12 to 23
under english-1904 law 58's reading forbids doubling a no-trumper, whose trick would be worth 24);
a make they may not double gains them nothing by doubling, and the advice names it with the law
(:class:`Doubling`). "Leave it" is valued as partner's make
by the maxims (Ames, "Dummy Makes", :func:`~bridgewhist.agents.maxims.make.declaration`) on
each layout; when the hand is partner's after a leave, only the layouts where the maxims dealer
would have left it are kept (what the leave tells him).

It returns data, not text (:class:`Advice`, ``to_dict`` for JSON): the command line draws the
table, the web table's hint can draw the same. Double dummy sees every card: the figures are
an upper bound on what real play takes, the same for every make.

>>> from bridgewhist.laws import load_law_code
>>> advice = advise(parse_hand("S AK82 H QJ4 D K93 C 752"), (18, 6), load_law_code("english-1904"),
...                 samples=4, seed=1)
>>> [option.make for option in advice.options]
['spades', 'hearts', 'diamonds', 'clubs', 'no-trumps', 'leave']
>>> all(o.points.low <= o.points.mean <= o.points.high for o in advice.options)
True
>>> advice.doubling
Doubling(limit=100, law='english-1904 law 58', forbidden=())
>>> doubles_allowed(load_law_code("english-1904", doubling_limit=23))   # spades ... no-trumps
(True, True, True, True, False)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from bridgewhist.actions import DECLARE_ACTIONS, LEAVE
from bridgewhist.agents.ddmc.make_value import make_value
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.agents.maxims.make import Make, Outlook, declaration
from bridgewhist.analysis.estimate import Interval, interval95
from bridgewhist.analysis.hands import HandError, layouts, parse_hand, parse_score
from bridgewhist.cards import CardSet
from bridgewhist.laws.code import LawCode
from bridgewhist.phases.doubling import may_double
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand

__all__ = ["DEFAULT_SAMPLES", "Advice", "Doubling", "MakeOption", "advise", "doubles_allowed", "parse_hand",
           "parse_score"]

DEFAULT_SAMPLES = 10
"""Layouts solved by default: within 2 s on two cores (benchmarks/advise_speed.py)."""
DEALER = Seat.S
"""The advisor seats the dealer South, his partner North, the leader West."""
MAX_SAMPLES = 2000


@dataclasses.dataclass(frozen=True, slots=True)
class MakeOption:
    """One make's worth to the makers, and what doubling it is worth to the adversaries."""

    make: str
    """``spades`` ... ``no-trumps``, or ``leave``."""
    points: Interval
    """The makers' net points, undoubled (the game won or lost counted)."""
    double_gain: Interval
    """The adversaries' gain by doubling (the makers' points undoubled less doubled), 0 on each
    layout where the limit in force forbids them to double the make."""
    tricks: float
    """The makers' mean double-dummy tricks (for ``leave``, at partner's make)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"make": self.make, "points": self.points.to_dict(),
                "double_gain": self.double_gain.to_dict(), "tricks": round(self.tricks, 2)}


@dataclasses.dataclass(frozen=True, slots=True)
class Doubling:
    """The doubling limit the advice was reckoned under: one trick's largest value (None: no
    limit), the law that sets it in the table's code, and the makes whose first double it forbids
    (their double gain is 0; so is leave's on each layout where partner would make one of them)."""

    limit: int | None
    law: str
    forbidden: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {"limit": self.limit, "law": self.law, "forbidden": list(self.forbidden)}


@dataclasses.dataclass(frozen=True, slots=True)
class Advice:
    """The worth of each make to one hand at one score, by simulation."""

    hand: int
    score: tuple[int, int]
    law_code: str
    left: bool
    """The hand is the dealer's partner's, the make left to him."""
    samples: int
    seed: int
    options: tuple[MakeOption, ...]
    forced: int = 0
    """Layouts taken although the maxims dealer would not have left it (rare; see ``left``)."""
    doubling: Doubling | None = None
    """The doubling limit in force and the makes it forbids the adversaries to double."""

    @property
    def best(self) -> MakeOption:
        """The make of the highest expected points."""
        return max(self.options, key=lambda option: option.points.mean)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the hand, the score, the settings and every make."""
        return {"hand": str(CardSet(self.hand)), "score": {"we": self.score[0], "they": self.score[1]},
                "law_code": self.law_code, "left": self.left, "samples": self.samples,
                "seed": self.seed, "best": self.best.make,
                "options": [option.to_dict() for option in self.options],
                **({} if self.doubling is None else {"doubling": self.doubling.to_dict()})}


def advise(hand: int, score: tuple[int, int], code: LawCode, *, left: bool = False,
           samples: int = DEFAULT_SAMPLES, seed: int = 1) -> Advice:
    """The expected points of each make for ``hand`` at ``score`` (ours, theirs toward game).

    :raises HandError: for a hand that is not 13 cards, or ``samples`` out of 2..2000.
    """
    if hand.bit_count() != 13:
        raise HandError(f"the hand has {hand.bit_count()} cards, not 13")
    if not 2 <= samples <= MAX_SAMPLES:
        raise HandError(f"samples {samples}: give 2 to {MAX_SAMPLES}")
    seat = DEALER.partner if left else DEALER
    outlook = Outlook(score[0], score[1], code.scoring.game_points)
    values = code.scoring.trick_values

    def dealer_leaves(deal: list[int]) -> bool:
        return declaration(Make(deal[DEALER], outlook, values))[0] == LEAVE

    deals, forced = layouts({int(seat): hand}, random.Random(seed), samples,
                            accept=dealer_leaves if left else None)
    tables = solver().makers_tricks(deals, int(DEALER))
    allowed = doubles_allowed(code)
    options = [_option(code, deals, [t[strain] for t in tables], [strain] * len(deals),
                       score, str(DECLARE_ACTIONS[strain]), allowed) for strain in range(5)]
    if not left:
        chosen = [DECLARE_ACTIONS.index(declaration(Make(d[DEALER.partner], outlook, values),
                                                    by_dummy=True)[0]) for d in deals]
        tricks = [t[strain] for t, strain in zip(tables, chosen, strict=True)]
        options.append(_option(code, deals, tricks, chosen, score, str(LEAVE), allowed))
    doubling = Doubling(code.effective_doubling_limit, code.cite("doubling", "limit"),
                        tuple(str(DECLARE_ACTIONS[s]) for s in range(5) if not allowed[s]))
    return Advice(hand, score, code.key, left, samples, seed, tuple(options), forced, doubling)


def doubles_allowed(code: LawCode) -> tuple[bool, ...]:
    """Whether the limit in force lets the adversaries double a make in each strain (spades,
    hearts, diamonds, clubs, no trumps), asked of the engine's own rule
    (:func:`bridgewhist.phases.doubling.may_double`) on a hand just made in that strain.

    >>> from bridgewhist.laws import load_law_code
    >>> doubles_allowed(load_law_code("american-1904", doubling_limit=12))   # the last double passes
    (True, True, True, True, True)
    """
    made = new_hand(code, DEALER, rng=random.Random(0))
    return tuple(may_double(made.apply(DECLARE_ACTIONS[strain])) for strain in range(5))


def _option(code: LawCode, deals: Sequence[list[int]], tricks: Sequence[int], strains: Sequence[int],
            score: tuple[int, int], name: str, allowed: Sequence[bool]) -> MakeOption:
    plain: list[float] = []
    gain: list[float] = []
    for deal, won, strain in zip(deals, tricks, strains, strict=True):
        once = make_value(code, deal, DEALER, strain, won, game_score=score)
        plain.append(once)
        if allowed[strain]:
            gain.append(once - make_value(code, deal, DEALER, strain, won, multiplier=2, game_score=score))
        else:   # the limit forbids the double: doubling gains the adversaries nothing
            gain.append(0.0)
    return MakeOption(name, interval95(plain), interval95(gain), sum(tricks) / len(tricks))
