"""Play on from here: a branch of a finished deal, from any card, against the computer players.

The user takes a seat at the moment card ``start`` (0 to 51) was to be played; the branch's
cards so far (his and the computers') are replayed from there through the engine's own
legality (:meth:`~bridgewhist.state.HandState.check`), so a card a seat may not play is refused
in one line naming it; then the computer players play every seat but his until it is his turn
again (the dealer plays dummy's hand, so the dealer's seat plays two hands and dummy's seat
none). Each computer player decides from its seat's view only, as at a table. When the thirteenth
trick is turned, the branch is compared with the deal as played and with double dummy from
the branch's first card: the makers' tricks and the points each would score at the rubber's
score. A branch is a new line of states: nothing here writes to the record it came from.

>>> import random
>>> from bridgewhist.agents import RandomAgent, make_agent
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import new_hand
>>> states = [new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))]
>>> while not states[-1].is_complete:
...     states.append(states[-1].apply(RandomAgent(random.Random(3))(states[-1])))
>>> branch = play_on(states, 8, Seat.W, [], make_agent("maxims", random.Random(1)))
>>> branch.user_turn, branch.state.actor.name, branch.outcome is None
(True, 'W', True)
>>> branch_seat(Seat.S, Seat.N)
Traceback (most recent call last):
...
bridgewhist.analysis.branch.BranchError: N is dummy: the dealer S plays dummy's cards; take S's seat
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from bridgewhist.actions import play
from bridgewhist.agents.base import Agent
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis.board import AnalysisError, UnfinishedDealError, make_points, position_of
from bridgewhist.analysis.dd_line import best_card, side_tricks
from bridgewhist.cards import CARDS
from bridgewhist.errors import IllegalActionError
from bridgewhist.scoring import result_of
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase
from bridgewhist.view import ScoreContext, view_of

__all__ = ["Branch", "BranchError", "BranchOutcome", "branch_seat", "branch_start", "play_on",
           "replay_branch"]


class BranchError(AnalysisError):
    """A branch that cannot be played: a seat or a card refused (one line naming it)."""


@dataclasses.dataclass(frozen=True, slots=True)
class BranchOutcome:
    """The branch's end beside the deal as played and double dummy from the branch's first card:
    the makers' tricks and each side's points (N-S, E-W) at the rubber's score."""

    makers: Side
    branch_tricks: int
    played_tricks: int
    dd_tricks: int
    branch_points: tuple[int, int]
    played_points: tuple[int, int]
    dd_points: tuple[int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class Branch:
    """A branch as it stands: where it started, the user's seat, every card of it so far
    (seat, card) with how many of them the computers just played (the last ``replies``), the
    state now, and the outcome once the deal is over."""

    start: int
    seat: Seat
    cards: tuple[tuple[Seat, int], ...]
    replies: int
    state: HandState
    outcome: BranchOutcome | None

    @property
    def user_turn(self) -> bool:
        """Whether the user is to play (the branch not over)."""
        return not self.state.is_complete and self.state.actor == self.seat


def branch_seat(dealer: Seat, seat: Seat) -> Seat:
    """The seat the user plays: any but dummy's (the dealer plays dummy's cards).

    >>> branch_seat(Seat.S, Seat.E).name
    'E'

    :raises BranchError: for dummy's seat, naming the dealer's.
    """
    if seat == dealer.partner:
        raise BranchError(f"{seat.name} is dummy: the dealer {dealer.name} plays dummy's cards; "
                          f"take {dealer.name}'s seat")
    return seat


def branch_start(states: Sequence[HandState], start: int) -> HandState:
    """The state at which card ``start`` (0 to 51) of a finished deal was to be played.

    :raises UnfinishedDealError: for a deal not played to its last card (its hands are hidden).
    :raises BranchError: for a card outside the deal.
    """
    if not states or states[-1].phase != Phase.COMPLETE:
        raise UnfinishedDealError("only a finished deal is analysed: this one is unfinished")
    in_play = [state for state in states if state.phase == Phase.PLAY]
    if not 0 <= start < len(in_play):
        raise BranchError(f"card {start + 1}: give a card from 1 to {len(in_play)}")
    return in_play[start]


def replay_branch(state: HandState, cards: Sequence[int]) -> HandState:
    """``cards`` played in turn from ``state``, each checked by the engine.

    :raises BranchError: naming the first card refused, its place in the branch and why.
    """
    for number, card in enumerate(cards, 1):
        if state.is_complete:
            raise BranchError(f"branch card {number}: the deal is over after {number - 1} cards")
        try:
            state.check(play(card), by=state.actor)
        except IllegalActionError as error:
            raise BranchError(f"branch card {number} ({CARDS.get(card, card)}): "
                              f"{error}") from None
        state = state.apply(play(card))
    return state


def _outcome(start: HandState, final: HandState, played: HandState,
             game_score: tuple[int, int]) -> BranchOutcome:
    makers = final.dealer.side
    values = solver().card_values_batch([position_of(start)])[0]
    dd = side_tricks(int(makers), position_of(start), values, best_card(values), start.won[makers])
    result = result_of(final)
    tricks = (dd, 13 - dd) if makers == Side.NS else (13 - dd, dd)
    dd_result = dataclasses.replace(result, tricks=tricks)
    return BranchOutcome(
        makers=makers, branch_tricks=final.won[makers], played_tricks=played.won[makers],
        dd_tricks=dd, branch_points=make_points(final.code, result, game_score),
        played_points=make_points(played.code, result_of(played), game_score),
        dd_points=make_points(final.code, dd_result, game_score))


def play_on(states: Sequence[HandState], start: int, seat: Seat, cards: Sequence[int],
            agent: Agent, game_score: tuple[int, int] = (0, 0)) -> Branch:
    """The branch from card ``start`` of a finished deal (its ``states``) with the user at
    ``seat``: ``cards`` (the branch so far) replayed and checked, then ``agent`` playing every
    other seat from its own view until the user is to play or the deal is over; the outcome
    compared at ``game_score`` (the points toward game when the deal began) once it is.

    :raises UnfinishedDealError: for a deal not finished.
    :raises BranchError: for dummy's seat, a card outside the deal, or a card refused.
    """
    first = branch_start(states, start)
    seat = branch_seat(first.dealer, seat)
    state = replay_branch(first, cards)
    played: list[tuple[Seat, int]] = []
    context = ScoreContext(game_score)
    while not state.is_complete and state.actor != seat:
        actor, turn = state.actor, state.turn
        action = agent.act(view_of(state, actor, context))
        state.check(action, by=actor)
        played.append((turn, action.value))
        state = state.apply(action)
    every = _seats(first, cards) + tuple(played)
    outcome = _outcome(first, state, states[-1], game_score) if state.is_complete else None
    return Branch(start, seat, every, len(played), state, outcome)


def _seats(state: HandState, cards: Sequence[int]) -> tuple[tuple[Seat, int], ...]:
    """Each card of a checked branch with the seat whose hand it came from."""
    out = []
    for card in cards:
        out.append((state.turn, card))
        state = state.apply(play(card))
    return tuple(out)
