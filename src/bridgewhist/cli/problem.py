"""``bridgewhist problem``: double-dummy problems, from a PBN file or the bundled collection.

``problem list`` names them, ``problem show`` draws one, ``problem solve`` gives the solver's
answer (the main line, the reply to every other defence, the refutation of every losing card),
``problem play`` is the puzzle: you play your side's cards, the program defends.

>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["problem", "list"])
>>> result.exit_code, result.output.count("Ending")
(0, 5)
>>> result = CliRunner().invoke(app, ["problem", "show", "--number", "9"])
>>> result.exit_code, result.output.strip()
(2, 'bridgewhist: error: --number 9: the collection has 8 problems (1 to 8)')
"""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from bridgewhist.analysis.dd_line import LineStep
from bridgewhist.analysis.problem import Problem, bundled_problems, loads_problems
from bridgewhist.analysis.problem_json import solution_to_dict
from bridgewhist.analysis.problem_solve import Refutation, Solution, solve_problem
from bridgewhist.analysis.puzzle import defend, puzzle_step
from bridgewhist.cards import Card
from bridgewhist.cli.common import BadInput, bad_input, make_console
from bridgewhist.cli.records import read_text
from bridgewhist.cli.render import card_text, hands_table
from bridgewhist.errors import BridgeError
from bridgewhist.seats import Seat

__all__ = ["answer_view", "problem_app", "problem_view"]

problem_app = typer.Typer(help="Double-dummy problems: list, show, solve, play.",
                          no_args_is_help=True)

FileArgument = Annotated[str | None, typer.Argument(
    metavar="[FILE]", help="A PBN file of problems; the bundled collection when left out.",
    show_default=False)]
NumberOption = Annotated[int, typer.Option("--number", help="The problem (from 1).")]


def _problems(path: str | None) -> tuple[Problem, ...]:
    if path is None:
        return bundled_problems()
    try:
        problems = tuple(loads_problems(read_text(path)))
    except BridgeError as error:
        raise BadInput(f"{path}: {error}") from None
    if not problems:
        raise BadInput(f"{path}: no problem: the file is empty or has only comments")
    return problems


def _one(path: str | None, number: int) -> Problem:
    problems = _problems(path)
    if not 1 <= number <= len(problems):
        where = "the collection" if path is None else path
        plural = "" if len(problems) == 1 else "s"
        raise BadInput(f"--number {number}: {where} has {len(problems)} problem{plural} "
                       f"(1 to {len(problems)})")
    return problems[number - 1]


def problem_view(problem: Problem) -> RenderableType:
    """A problem: its name, the four hands and the task."""
    head = Text(problem.name or "A double-dummy problem", style="bold")
    parts: list[RenderableType] = [head, hands_table(problem.hands), Text(problem.task)]
    if problem.source:
        parts.append(Text(problem.source, style="dim"))
    return Group(*parts)


def _line_text(steps: tuple[LineStep, ...]) -> Text:
    text = Text()
    for step in steps:
        text.append(f"{Seat(step.seat).name} ")
        text.append_text(card_text(step.card))
        text.append("  ")
    return text


def _main_line(solution: Solution) -> Table:
    table = Table(title="The main line (both sides' best play)")
    for head in ("trick", "cards", "tricks won after it"):
        table.add_column(head, justify="left" if head == "cards" else "right")
    line = solution.main_line
    for trick in range(len(line) // 4):
        steps = line[trick * 4:trick * 4 + 4]
        table.add_row(str(trick + 1), _line_text(steps), str(steps[-1].makers_after))
    return table


def _refutations(title: str, refutations: tuple[Refutation, ...], main: tuple[LineStep, ...]
                 ) -> Table:
    table = Table(title=title)
    for head in ("card", "instead of", "the answer", "tricks"):
        table.add_column(head, justify="left" if head == "the answer" else "right")
    for refutation in refutations:
        played = Text(f"{refutation.at + 1}. {Seat(refutation.seat).name} ").append_text(
            card_text(refutation.card))
        table.add_row(played, card_text(main[refutation.at].card), _line_text(refutation.reply[1:]),
                      str(refutation.tricks))
    return table


def answer_view(solution: Solution) -> RenderableType:
    """The solver's answer: the verdict, the main line, the defences and the losing cards."""
    problem = solution.problem
    verdict = "can" if solution.holds else "cannot"
    head = Text(f"{problem.task}: the task {verdict} be done ({solution.tricks} tricks with best "
                "play on both sides).", style="bold")
    parts: list[RenderableType] = [problem_view(problem), head, _main_line(solution)]
    if solution.defences:
        parts.append(_refutations("Every other defence on the main line, and the reply that "
                                  "beats it", solution.defences, solution.main_line))
    if solution.losing:
        parts.append(_refutations("Every card of the task's side that loses, and the defence "
                                  "that refutes it", solution.losing, solution.main_line))
    return Group(*parts)


@problem_app.command("list")
def list_command(path: FileArgument = None) -> None:
    """List the problems of a file (or of the bundled collection)."""
    with bad_input():
        problems = _problems(path)
    table = Table(title="Double-dummy problems")
    for head in ("number", "name", "task"):
        table.add_column(head)
    for number, problem in enumerate(problems, start=1):
        table.add_row(str(number), problem.name, problem.task)
    make_console().print(table)


@problem_app.command("show")
def show_command(path: FileArgument = None, number: NumberOption = 1) -> None:
    """Show a problem: the four hands and the task."""
    with bad_input():
        problem = _one(path, number)
    make_console().print(problem_view(problem))


@problem_app.command("solve")
def solve_command(path: FileArgument = None, number: NumberOption = 1,
                  as_json: Annotated[bool, typer.Option("--json", help="Print the answer as "
                                                        "JSON.")] = False) -> None:
    """Solve a problem: the winning line and the reply to every defence."""
    with bad_input():
        solution = solve_problem(_one(path, number))
    if as_json:
        typer.echo(json.dumps(solution_to_dict(solution), indent=2))
        return
    make_console().print(answer_view(solution))


@problem_app.command("play")
def play_command(path: FileArgument = None, number: NumberOption = 1) -> None:
    """The puzzle: play your side's cards (like SA or H10), the program defends."""
    with bad_input():
        problem = _one(path, number)
    console = make_console()
    console.print(problem_view(problem))
    step = defend(problem, ())
    fresh = True
    while True:
        if fresh and step.answer:
            console.print(Text("The defence plays: ").append_text(_line_text(step.answer)))
        if step.finished:
            verdict = "done" if step.won >= problem.tricks else "not done"
            console.print(f"Your side won {step.won} tricks: the task is {verdict}.")
            return
        text = typer.prompt("Your card")
        fresh = False
        try:
            chosen = Card.parse(text.strip().upper().replace("10", "T"))
            answer = puzzle_step(problem, step.played, chosen)
        except BridgeError as error:
            console.print(f"Not that card: {error}")
            continue
        if not answer.keeps:
            console.print(Text(f"That loses the task ({answer.tricks} tricks at best). The "
                               "refutation: ").append_text(_line_text(answer.answer)))
            continue
        step, fresh = answer, True
