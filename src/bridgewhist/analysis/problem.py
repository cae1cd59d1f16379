"""Double-dummy problems as data, and their PBN form.

A problem is four hands of equal length, all seen (double dummy), the trump (or no trumps), the
player to lead, and the task: "N-S to win N tricks against any defence". Its PBN form is one
game a problem: ``[Deal]`` the four hands (fewer than thirteen cards each is allowed), and tags of
this program for the rest: ``[BridgeWhistTrumps]`` (``S``, ``H``, ``D``, ``C`` or ``NT``),
``[BridgeWhistLeader]`` (the seat to lead), ``[BridgeWhistTask]`` (the side and the tricks,
``NS 6``), ``[BridgeWhistSolution]`` (the stated key line, cards in the order played, optional),
with ``[Event]`` the problem's name and ``[Annotator]`` its source.

>>> problem = loads_problems('''
... [Event "Two aces"]
... [Deal "N:A... K... Q... J..."]
... [BridgeWhistTrumps "NT"]
... [BridgeWhistLeader "N"]
... [BridgeWhistTask "NS 1"]
... ''')[0]
>>> problem.task
'N-S to win 1 trick against any defence; no trumps, North to lead'
>>> loads_problems(dumps_problems([problem])) == [problem]
True
>>> loads_problems('[Deal "N:A... K... Q... J..."]\\n[BridgeWhistTask "NS 2"]')
Traceback (most recent call last):
...
bridgewhist.analysis.problem.ProblemError: problem 1: [BridgeWhistTask]: N-S cannot win 2 tricks of 1
"""

from __future__ import annotations

import dataclasses
import functools
from importlib import resources

from bridgewhist.agents.ddmc.exact import Position, PositionError, check_position
from bridgewhist.cards import Card, Hands, Strain, format_deal, parse_deal
from bridgewhist.errors import BridgeError, NotationError
from bridgewhist.notation.limits import check_size, shown
from bridgewhist.notation.pbn_tags import Game, parse_tags, split_games
from bridgewhist.seats import Seat, Side

__all__ = [
    "BUNDLED_FILES", "LEADER_TAG", "LONGEST", "SOLUTION_TAG", "TASK_TAG", "TRUMPS_TAG", "Problem",
    "ProblemError", "bundled_file", "bundled_problems", "dumps_problems", "loads_problems",
]

TRUMPS_TAG = "BridgeWhistTrumps"
"""The trump suit, ``S``, ``H``, ``D`` or ``C``, or ``NT``."""
LEADER_TAG = "BridgeWhistLeader"
"""The seat to lead to the first trick."""
TASK_TAG = "BridgeWhistTask"
"""The side and the tricks it is to win, ``NS 6``."""
SOLUTION_TAG = "BridgeWhistSolution"
"""The stated solution: the cards of its main line in the order played, ``DA H3 D2 ...``."""
LONGEST = {"Deal": 100, TRUMPS_TAG: 20, LEADER_TAG: 10, TASK_TAG: 10, SOLUTION_TAG: 200}
"""The most characters each tag read may hold (a whole deal is 69, its 52 cards' line 155): a
longer value is refused, shown short, before it is read (a 5,000-digit task was a ``ValueError``)."""
BUNDLED_FILES = ("collection.pbn", "period.pbn")
"""The files of ``analysis/problems/`` that come with the package, in the collection's order: the
endings composed here, then the period problems from their sources."""


class ProblemError(BridgeError, ValueError):
    """A problem that is not one (one line naming what is wrong)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Problem:
    """A double-dummy problem: ``side`` to win ``tricks`` tricks against any defence."""

    hands: Hands
    trump: Strain
    leader: Seat
    side: Side
    tricks: int
    name: str = ""
    source: str = ""
    solution: tuple[int, ...] = ()
    """The stated key line, cards in the order played (may stop before the end)."""

    def __post_init__(self) -> None:
        try:
            length = check_position(self.hands, int(self.trump), int(self.leader))
        except PositionError as error:
            raise ProblemError(str(error)) from None
        if not 1 <= self.tricks <= length:
            raise ProblemError(f"{_side_name(self.side)} cannot win {self.tricks} tricks of "
                               f"{length}")

    @property
    def length(self) -> int:
        """Cards in each hand: the tricks to play."""
        return self.hands[0].bit_count()

    @property
    def position(self) -> Position:
        """The starting position."""
        return Position(self.hands, int(self.trump), int(self.leader))

    @property
    def task(self) -> str:
        """The task in words."""
        trumps = "no trumps" if self.trump == Strain.NO_TRUMPS else f"{self.trump.name.lower()} trumps"
        plural = "" if self.tricks == 1 else "s"
        return (f"{_side_name(self.side)} to win {self.tricks} trick{plural} against any defence; "
                f"{trumps}, {self.leader.full_name} to lead")


def _side_name(side: Side) -> str:
    return "N-S" if side == Side.NS else "E-W"


def _problem(game: Game) -> Problem:
    for name, longest in LONGEST.items():
        tag = game.known(name)
        if tag is not None and len(tag.value) > longest:
            raise ProblemError(f"[{name}] {shown(tag.value)}: longer than such a tag can be "
                               f"({longest} characters)")
    deal_tag = game.known("Deal")
    if deal_tag is None:
        raise ProblemError("no [Deal] tag: a problem needs its four hands")
    try:
        hands = parse_deal(deal_tag.value, complete=False)
    except NotationError as error:
        raise ProblemError(f"[Deal]: {error}") from None
    trumps = game.known(TRUMPS_TAG)
    leader = game.known(LEADER_TAG)
    task = game.known(TASK_TAG)
    if task is None:
        raise ProblemError(f"no [{TASK_TAG}] tag: say the side and the tricks, like \"NS 6\"")
    words = task.value.split()
    if len(words) != 2 or words[0].upper() not in ("NS", "EW") or not words[1].isdigit():
        raise ProblemError(f"[{TASK_TAG}] {task.value!r}: give the side and the tricks, like \"NS 6\"")
    try:
        strain = Strain.NO_TRUMPS if trumps is None else Strain.parse(trumps.value.strip())
        seat = Seat.N if leader is None else Seat.parse(leader.value.strip())
        solution_tag = game.known(SOLUTION_TAG)
        solution = () if solution_tag is None else tuple(
            Card.parse(word) for word in solution_tag.value.split())
    except NotationError as error:
        raise ProblemError(str(error)) from None
    name_tag, source_tag = game.known("Event"), game.known("Annotator")
    try:
        return Problem(hands, strain, seat, Side.NS if words[0].upper() == "NS" else Side.EW,
                       int(words[1]), "" if name_tag is None else name_tag.value,
                       "" if source_tag is None else source_tag.value, solution)
    except ProblemError as error:
        raise ProblemError(f"[{TASK_TAG}]: {error}" if "cannot win" in str(error)
                           else f"[Deal]: {error}") from None


def loads_problems(text: str) -> list[Problem]:
    """The problems of a PBN text, one a game.

    :raises ProblemError: naming the problem (from 1) and what is wrong with it.
    """
    try:
        check_size(text, "a PBN text")
        games = [Game(first_line, parse_tags(tokens, {})) for first_line, tokens in split_games(text)]
    except NotationError as error:
        raise ProblemError(str(error)) from None
    problems = []
    for number, game in enumerate(games, start=1):
        try:
            problems.append(_problem(game))
        except (ProblemError, NotationError) as error:
            raise ProblemError(f"problem {number}: {error}") from None
    return problems


def _quoted(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def dumps_problems(problems: list[Problem]) -> str:
    """The PBN text of problems, one game each, a blank line between."""
    games = []
    for problem in problems:
        lines = []
        if problem.name:
            lines.append(f"[Event {_quoted(problem.name)}]")
        if problem.source:
            lines.append(f"[Annotator {_quoted(problem.source)}]")
        lines.append(f"[Deal {_quoted(format_deal(problem.hands))}]")
        lines.append(f"[{TRUMPS_TAG} {_quoted(str(problem.trump))}]")
        lines.append(f"[{LEADER_TAG} {_quoted(problem.leader.name)}]")
        lines.append(f"[{TASK_TAG} {_quoted(f'{problem.side} {problem.tricks}')}]")
        if problem.solution:
            cards = " ".join(str(Card(card)) for card in problem.solution)
            lines.append(f"[{SOLUTION_TAG} {_quoted(cards)}]")
        games.append("\n".join(lines))
    return "\n\n".join(games) + "\n"


@functools.cache
def bundled_file(name: str) -> tuple[Problem, ...]:
    """The problems of one of the bundled files (:data:`BUNDLED_FILES`).

    >>> [problem.length for problem in bundled_file("period.pbn")]
    [13, 12, 13]
    >>> bundled_file("mine.pbn")
    Traceback (most recent call last):
    ...
    bridgewhist.analysis.problem.ProblemError: no bundled file 'mine.pbn': collection.pbn or period.pbn
    """
    if name not in BUNDLED_FILES:
        raise ProblemError(f"no bundled file {name!r}: {' or '.join(BUNDLED_FILES)}")
    text = resources.files("bridgewhist.analysis").joinpath(f"problems/{name}").read_text(
        encoding="utf-8")
    return tuple(loads_problems(text))


@functools.cache
def bundled_problems() -> tuple[Problem, ...]:
    """The problems that come with the package: the composed endings (``problems/collection.pbn``)
    then the period problems (``problems/period.pbn``).

    >>> [problem.length for problem in bundled_problems()]
    [4, 5, 5, 6, 6, 13, 12, 13]
    """
    return tuple(problem for name in BUNDLED_FILES for problem in bundled_file(name))
