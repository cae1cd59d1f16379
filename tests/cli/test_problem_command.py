"""``bridgewhist problem``: list, show, solve (tables and JSON) and the puzzle, from the bundled
collection or a file; bad input in one line."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from bridgewhist.analysis.problem import bundled_problems, dumps_problems
from bridgewhist.cards import Card
from bridgewhist.cli.app import app


def test_solve_prints_the_answer_as_json() -> None:
    result = CliRunner().invoke(app, ["problem", "solve", "--number", "2", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    problem = bundled_problems()[1]
    assert data["holds"] is True and data["tricks"] == problem.tricks
    assert [step["card"] for step in data["main_line"]] == [str(Card(c)) for c in problem.solution]
    assert all(r["tricks"] < problem.tricks for r in data["losing"])


def test_a_file_of_problems_is_listed_shown_and_solved(tmp_path: Path) -> None:
    path = tmp_path / "mine.pbn"
    path.write_text(dumps_problems(list(bundled_problems()[3:])), encoding="utf-8")
    listed = CliRunner().invoke(app, ["problem", "list", str(path)])
    assert listed.exit_code == 0 and "Ending IV" in listed.output and "Ending I:" not in listed.output
    shown = CliRunner().invoke(app, ["problem", "show", str(path), "--number", "2"])
    assert shown.exit_code == 0 and "N-S to win 6 tricks against any defence" in shown.output
    solved = CliRunner().invoke(app, ["problem", "solve", str(path)], env={"COLUMNS": "120"})
    assert solved.exit_code == 0 and "the task can be done" in solved.output


def test_the_puzzle_in_the_terminal() -> None:
    problem = bundled_problems()[0]
    wrong = next(c for c in range(64) if problem.hands[2] >> c & 1 and c != problem.solution[0])
    # a losing lead (refuted, not played), a card that is no card, then the solution's cards of
    # North and South; the program plays East-West's
    ours = [str(Card(c)) for c in problem.solution if any(h >> c & 1 for h in problem.hands[0::2])]
    result = CliRunner().invoke(app, ["problem", "play", "--number", "1"],
                                input="\n".join([str(Card(wrong)), "XX", *ours]) + "\n")
    assert result.exit_code == 0, result.output
    assert "That loses the task" in result.output and "Not that card" in result.output
    assert "Your side won 4 tricks: the task is done." in result.output


def test_bad_input_is_one_line(tmp_path: Path) -> None:
    empty = tmp_path / "empty.pbn"
    empty.write_text("% nothing\n", encoding="utf-8")
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Deal "N:A... K... Q... J..."]\n[BridgeWhistTask "NS 3"]\n', encoding="utf-8")
    for args, message in (
        (["solve", str(empty)], f"{empty}: no problem: the file is empty or has only comments"),
        (["solve", str(bad)], f"{bad}: problem 1: [BridgeWhistTask]: N-S cannot win 3 tricks of 1"),
        (["show", "--number", "0"], "--number 0: the collection has 8 problems (1 to 8)"),
    ):
        result = CliRunner().invoke(app, ["problem", *args])
        assert result.exit_code == 2, result.output
        assert result.output.strip() == f"bridgewhist: error: {message}"
