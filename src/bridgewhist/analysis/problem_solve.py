"""The solver's answer to a double-dummy problem: whether the task can be done, the winning line,
and for every defence off that line the reply that beats it.

The main line is both sides' best play (:func:`~bridgewhist.analysis.dd_line.best_card`: the
task's side takes as many tricks as it can, the defence gives as few as it can). At each turn of
the defence on the main line, every other card it could play is answered: the play goes on from
that card, both sides best, until the task's side has played its reply, and the tricks the
task's side then takes double dummy are given (never fewer than the task when it can be done). At
each turn of the task's side, every card that loses the task is shown with the defence's reply
that refutes it.

>>> from bridgewhist.analysis.problem import loads_problems
>>> from bridgewhist.cards import Card
>>> problem = loads_problems('''
... [Deal "N:3.9..T6 .KQ.9.9 K.7.J6. T.A.T.8"]
... [BridgeWhistTrumps "S"]
... [BridgeWhistLeader "S"]
... [BridgeWhistTask "NS 4"]
... ''')[0]
>>> answer = solve_problem(problem)
>>> answer.tricks, answer.holds, [str(Card(step.card)) for step in answer.main_line][:4]
(4, True, ['DJ', 'DT', 'H9', 'D9'])
>>> [(str(Card(r.card)), [str(Card(s.card)) for s in r.reply]) for r in answer.losing if r.at == 0]
[('SK', ['SK', 'ST']), ('H7', ['H7', 'HA']), ('D6', ['D6', 'DT'])]
"""

from __future__ import annotations

import dataclasses

from bridgewhist.agents.ddmc.exact import Position, tricks_left
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis.dd_line import LineStep, best_card, on_play, play_card, side_tricks
from bridgewhist.analysis.problem import Problem

__all__ = ["Refutation", "Solution", "continue_until", "solve_problem"]


@dataclasses.dataclass(frozen=True, slots=True)
class Refutation:
    """A card off the main line, at card ``at`` (from 0) of the line, and the best play after
    it up to the other side's answer (``reply``); ``tricks``: what the task's side then takes."""

    at: int
    seat: int
    card: int
    reply: tuple[LineStep, ...]
    tricks: int


@dataclasses.dataclass(frozen=True, slots=True)
class Solution:
    """The solver's answer: the task side's double-dummy tricks, whether the task holds, the main
    line, every other defence with the reply that beats it, every losing card with the defence
    that refutes it."""

    problem: Problem
    tricks: int
    main_line: tuple[LineStep, ...]
    defences: tuple[Refutation, ...]
    losing: tuple[Refutation, ...]

    @property
    def holds(self) -> bool:
        """Whether the task can be done against any defence."""
        return self.tricks >= self.problem.tricks


@dataclasses.dataclass(slots=True)
class _Branch:
    position: Position
    won: int
    steps: list[LineStep]
    done: bool = False


def continue_until(starts: list[tuple[Position, int]], side: int, by_side: int
                   ) -> list[tuple[LineStep, ...]]:
    """For each start (a position and the tricks ``side`` has won), both sides' best play until
    a card of side ``by_side`` has been played (or the cards run out); the positions of one round
    go to DDS in one batch.

    >>> continue_until([], 0, 1)
    []
    """
    branches = [_Branch(position, won, []) for position, won in starts]
    while True:
        live = [b for b in branches if not b.done and tricks_left(b.position) > 0]
        if not live:
            return [tuple(b.steps) for b in branches]
        values = solver().card_values_batch([b.position for b in live])
        for branch, value in zip(live, values, strict=True):
            card = best_card(value)
            seat = on_play(branch.position)
            after = side_tricks(side, branch.position, value, card, branch.won)
            branch.position, winner = play_card(branch.position, card)
            if winner is not None and winner & 1 == side:
                branch.won += 1
            branch.steps.append(LineStep(seat, card, after))
            branch.done = seat & 1 == by_side


def solve_problem(problem: Problem) -> Solution:
    """Solve a problem: the main line, the defences off it and the task side's losing cards."""
    side = int(problem.side)
    position, won = problem.position, 0
    main: list[LineStep] = []
    defences: list[Refutation] = []
    losing: list[Refutation] = []
    tricks = -1
    while tricks_left(position) > 0:
        values = solver().card_values_batch([position])[0]
        seat = on_play(position)
        card = best_card(values)
        after = side_tricks(side, position, values, card, won)
        if tricks < 0:
            tricks = after
        at = len(main)
        others = [c for c in values if c != card]
        if seat & 1 == side:
            others = [c for c in others if side_tricks(side, position, values, c, won) < problem.tricks]
        starts = []
        for other in others:
            moved, winner = play_card(position, other)
            starts.append((moved, won + (winner is not None and winner & 1 == side)))
        replies = continue_until(starts, side, side ^ 1 if seat & 1 == side else side)
        for other, reply in zip(others, replies, strict=True):
            value = side_tricks(side, position, values, other, won)
            (losing if seat & 1 == side else defences).append(
                Refutation(at, seat, other, (LineStep(seat, other, value), *reply), value))
        position, winner = play_card(position, card)
        if winner is not None and winner & 1 == side:
            won += 1
        main.append(LineStep(seat, card, after))
    return Solution(problem, tricks, tuple(main), tuple(defences), tuple(losing))
