"""Problems, the solver's answers and the puzzle's steps as JSON-ready dicts (what ``bridgewhist
problem solve --json`` prints, and what a web route can send as is); cards as ``"SA"``, seats as
``"N"``..``"W"``.

>>> from bridgewhist.analysis.problem import bundled_problems
>>> data = problem_to_dict(bundled_problems()[0])
>>> data["task"]["side"], data["task"]["tricks"], data["leader"], data["trumps"]
('NS', 4, 'S', 'S')
"""

from __future__ import annotations

from typing import Any

from bridgewhist.analysis.board_json import line_to_list
from bridgewhist.analysis.problem import Problem
from bridgewhist.analysis.problem_solve import Refutation, Solution
from bridgewhist.analysis.puzzle import PuzzleStep
from bridgewhist.cards import Card, CardSet, format_deal
from bridgewhist.seats import Seat

__all__ = ["problem_to_dict", "solution_to_dict", "step_to_dict"]


def problem_to_dict(problem: Problem) -> dict[str, Any]:
    """A problem: its hands, trumps, leader, task (side and tricks, and in words)."""
    return {
        "name": problem.name, "source": problem.source, "deal": format_deal(problem.hands),
        "hands": {seat.name: CardSet(problem.hands[seat]).pbn() for seat in Seat},
        "trumps": str(problem.trump), "leader": problem.leader.name,
        "task": {"side": str(problem.side), "tricks": problem.tricks, "text": problem.task},
        "solution": [str(Card(card)) for card in problem.solution],
    }


def _refutation(refutation: Refutation) -> dict[str, Any]:
    return {"at": refutation.at, "seat": Seat(refutation.seat).name,
            "card": str(Card(refutation.card)), "tricks": refutation.tricks,
            "line": line_to_list(refutation.reply)}


def solution_to_dict(solution: Solution) -> dict[str, Any]:
    """The solver's answer: the verdict, the main line, the defences and the losing cards (each
    with the line that answers it; ``makers_after`` counts the task side's tricks)."""
    return {
        "problem": problem_to_dict(solution.problem), "tricks": solution.tricks,
        "holds": solution.holds, "main_line": line_to_list(solution.main_line),
        "defences": [_refutation(r) for r in solution.defences],
        "losing": [_refutation(r) for r in solution.losing],
    }


def step_to_dict(step: PuzzleStep) -> dict[str, Any]:
    """One step of the puzzle."""
    return {"played": [str(Card(card)) for card in step.played], "keeps": step.keeps,
            "answer": line_to_list(step.answer), "won": step.won, "tricks": step.tricks,
            "finished": step.finished}
