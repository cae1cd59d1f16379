"""The puzzle: the reader plays his side's cards of a problem, the program defends.

Every call starts again from the problem and the cards played so far (no state is kept between
calls, so a web route can serve it as is). :func:`defend` plays the defence's best cards until
the reader's side is on play; :func:`puzzle_step` takes the reader's card: a card that keeps the
task is played and answered by the best defence; a card that loses it is not played, and the
defence that refutes it is shown (both sides' best play after it to the last card).

>>> from bridgewhist.analysis.problem import loads_problems
>>> from bridgewhist.cards import Card, Suit
>>> problem = loads_problems('''
... [Deal "N:3.9..T6 .KQ.9.9 K.7.J6. T.A.T.8"]
... [BridgeWhistTrumps "S"]
... [BridgeWhistLeader "S"]
... [BridgeWhistTask "NS 4"]
... ''')[0]
>>> wrong = puzzle_step(problem, (), Card.parse("SK"))      # the king of trumps first loses one
>>> wrong.keeps, wrong.played, wrong.tricks, len(wrong.answer)
(False, (), 3, 16)
>>> step = puzzle_step(problem, (), Card.parse("DJ"))
>>> step.keeps, [str(Card(s.card)) for s in step.answer], step.finished
(True, ['DT'], False)
>>> puzzle_step(problem, step.played, Card.parse("SA"))
Traceback (most recent call last):
...
bridgewhist.analysis.problem.ProblemError: SA: North does not hold it
"""

from __future__ import annotations

import dataclasses

from bridgewhist.agents.ddmc.exact import Position, tricks_left
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis.dd_line import LineStep, best_card, best_line, on_play, play_card, side_tricks
from bridgewhist.analysis.problem import Problem, ProblemError
from bridgewhist.cards import Card, Suit
from bridgewhist.fastplay import legal_mask
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat

__all__ = ["PuzzleStep", "defend", "puzzle_step", "replay_problem"]


@dataclasses.dataclass(frozen=True, slots=True)
class PuzzleStep:
    """The puzzle after one of the reader's cards."""

    played: tuple[int, ...]
    """Every card played from the problem's start, the defence's answer included (a losing
    card is not played: ``played`` is then as before it)."""
    keeps: bool
    """Whether the reader's card keeps the task."""
    answer: tuple[LineStep, ...]
    """The defence's cards in answer; for a losing card, the line that refutes it."""
    won: int
    """Tricks the reader's side has won so far."""
    tricks: int
    """Tricks the reader's side takes double dummy (won, and from here on best play)."""
    finished: bool
    """The last card has been played."""


def replay_problem(problem: Problem, played: tuple[int, ...]) -> tuple[Position, int]:
    """The position after ``played`` (cards in order from the start) and the tricks the task's
    side has won.

    :raises ProblemError: naming the first card that is not its player's to play.
    """
    position, won, side = problem.position, 0, int(problem.side)
    for card in played:
        _check_card(position, card)
        position, winner = play_card(position, card)
        won += winner is not None and winner & 1 == side
    return position, won


def _check_card(position: Position, card: int) -> None:
    seat = Seat(on_play(position))
    if tricks_left(position) == 0:
        raise ProblemError(f"{Card(card)}: every card has been played")
    if not position.hands[seat] >> card & 1:
        raise ProblemError(f"{Card(card)}: {seat.full_name} does not hold it")
    led = position.trick[0] >> 4 if position.trick else -1
    if not legal_mask(position.hands[seat], led) >> card & 1:
        # A problem has no law code; following suit is the same in all three (the default's).
        law = load_law_code("english-1904").cite("revoke", "must_follow_suit")
        raise ProblemError(f"{Card(card)}: {seat.full_name} must follow {Suit(led).plural} ({law})")


def defend(problem: Problem, played: tuple[int, ...], known: int | None = None) -> PuzzleStep:
    """The defence plays its best cards until the reader's side is on play (or the end).
    ``known``: the reader's side's double-dummy tricks after ``played``, when the caller has
    them (saves a solve when the defence has no card to play).

    :raises ProblemError: for cards played that are not legal.
    """
    position, won = replay_problem(problem, played)
    side = int(problem.side)
    answer: list[LineStep] = []
    while tricks_left(position) > 0 and on_play(position) & 1 != side:
        values = solver().card_values_batch([position])[0]
        card, seat = best_card(values), on_play(position)
        answer.append(LineStep(seat, card, side_tricks(side, position, values, card, won)))
        position, winner = play_card(position, card)
        won += winner is not None and winner & 1 == side
    if answer:
        tricks = answer[-1].makers_after
    elif tricks_left(position) == 0:
        tricks = won
    elif known is not None:
        tricks = known
    else:
        values = solver().card_values_batch([position])[0]
        tricks = max(side_tricks(side, position, values, card, won) for card in values)
    return PuzzleStep((*played, *(s.card for s in answer)), True, tuple(answer), won, tricks,
                      tricks_left(position) == 0)


def puzzle_step(problem: Problem, played: tuple[int, ...], card: int) -> PuzzleStep:
    """The reader plays ``card`` after ``played``: kept and answered, or refuted.

    :raises ProblemError: for a card not legal, or not the reader's side's to play.
    """
    position, won = replay_problem(problem, played)
    side = int(problem.side)
    if tricks_left(position) > 0 and on_play(position) & 1 != side:
        raise ProblemError(f"{Card(card)}: the defence is on play, not the reader's side")
    _check_card(position, card)
    values = solver().card_values_batch([position])[0]
    after = side_tricks(side, position, values, card, won)
    if after < problem.tricks:
        moved, winner = play_card(position, card)
        refutation = best_line(moved, side, won + (winner is not None and winner & 1 == side))
        seat = on_play(position)
        return PuzzleStep(played, False, (LineStep(seat, card, after), *refutation), won, after,
                          False)
    return defend(problem, (*played, card), after)
