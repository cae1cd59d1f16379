"""The double-dummy problems' typed answers: the collection, the solver's answer and the puzzle's
step, read from the JSON-ready dicts of :mod:`bridgewhist.analysis.problem_json` (what ``bridgewhist
problem solve --json`` prints), so the command and the web send one shape; their JSON Schema is
docs/schema/ (``tools/web_schema.py``).

>>> from bridgewhist.analysis.problem import bundled_problems
>>> from bridgewhist.analysis.problem_json import problem_to_dict
>>> shown = ProblemShown.model_validate(problem_to_dict(bundled_problems()[0]))
>>> shown.task.side, shown.task.tricks, shown.leader, shown.trumps
('NS', 4, 'S', 'S')
"""

from __future__ import annotations

from pydantic import Field

from bridgewhist.web.analysis_models import Answer, CardName, LineCard, SideName, StrainName
from bridgewhist.web.tables.events import SeatName

__all__ = ["ProblemList", "ProblemListed", "ProblemShown", "ProblemTask", "PuzzleAnswer", "Refuted", "Solved"]


class ProblemTask(Answer):
    """What the problem asks: the side and the tricks it must take, in words."""

    side: SideName
    tricks: int
    text: str


class ProblemShown(Answer):
    """A problem: its name and source, the hands (the deal in words and each hand in PBN),
    trumps, the leader, the task and the book's solution."""

    name: str
    source: str
    deal: str
    hands: dict[SeatName, str] = Field(description="each hand in PBN (spades first)")
    trumps: StrainName
    leader: SeatName
    task: ProblemTask
    solution: list[CardName] = Field(description="the book's solution, card by card")


class ProblemListed(ProblemShown):
    """A problem of the bundled collection, with its PBN."""

    pbn: str


class ProblemList(Answer):
    """``GET /api/problems``: the bundled collection."""

    problems: list[ProblemListed]


class Refuted(Answer):
    """A card off the main line, at card ``at`` of it, and the best play after it."""

    at: int
    seat: SeatName
    card: CardName
    tricks: int = Field(description="what the task's side then takes")
    line: list[LineCard]


class Solved(Answer):
    """``POST /api/problems/solve``: the verdict, the main line, the defences and the losing cards."""

    problem: ProblemShown
    tricks: int
    holds: bool
    main_line: list[LineCard]
    defences: list[Refuted]
    losing: list[Refuted]


class PuzzleAnswer(Answer):
    """``POST /api/problems/step``: the puzzle after the reader's card."""

    played: list[CardName] = Field(description="every card played from the start, the defence's answer "
                                   "included (a losing card is not played)")
    keeps: bool = Field(description="the reader's card keeps the task")
    answer: list[LineCard] = Field(description="the defence's cards in answer; for a losing card, the "
                                   "line that refutes it")
    won: int = Field(description="tricks the reader's side has won so far")
    tricks: int = Field(description="tricks the reader's side takes double dummy")
    finished: bool
