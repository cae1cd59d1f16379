"""``bridgewhist advise``: the expected points of each make for a hand at a score.

>>> import json
>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["advise", "--hand", "S AK82 H QJ4 D K93 C 752", "--score",
...                                   "We 18, They 6", "--samples", "4", "--json"])
>>> result.exit_code, [o["make"] for o in json.loads(result.output)["options"]][-1]
(0, 'leave')
>>> result = CliRunner().invoke(app, ["advise", "--hand", "S AK82 H QJ4 D K93 C 75"])
>>> result.exit_code
2
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from bridgewhist.analysis.advise import DEFAULT_SAMPLES, Advice, advise, parse_hand, parse_score
from bridgewhist.analysis.plots import bar_chart
from bridgewhist.cards import CardSet
from bridgewhist.cli.common import BadInput, bad_input, make_console, option
from bridgewhist.laws import load_law_code

__all__ = ["PLOT_NAME", "advice_table", "advise_command", "draw", "plot_path"]

PLOT_NAME = "advice.png"
"""The chart's name when ``--plot`` names a directory."""


def advise_command(
    hand: Annotated[str, typer.Option("--hand", help='The hand, by suits: "S AK82 H QJ4 D K93 '
                                      'C 752" (T or 10 for the ten, - for a void).',
                                      show_default=False)],
    score: Annotated[str, typer.Option("--score", help='Points toward game, ours first: '
                                       '"We 18, They 6".')] = "We 0, They 0",
    law_code: Annotated[str, typer.Option("--law-code", help="The laws to score by "
                                          "(see 'bridgewhist codes').")] = "english-1904",
    left: Annotated[bool, typer.Option("--left", help='The hand is the dealer\'s partner\'s, '
                                       'after "I leave it to you".')] = False,
    samples: Annotated[int, typer.Option("--samples", help="Layouts of the unseen cards to "
                                         "solve.")] = DEFAULT_SAMPLES,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the layouts.")] = 1,
    plot: Annotated[Path | None, typer.Option("--plot", help="Draw a bar chart of the makes to "
                                              "this PNG file (.png added when it has no suffix; "
                                              f"a directory gets {PLOT_NAME} inside it).",
                                              show_default=False)] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the advice as JSON.")] = False,
) -> None:
    """The expected points of each make (and of doubling it) for a hand at a score."""
    with bad_input():
        path = None if plot is None else plot_path(plot)
        cards = option("--hand", lambda: parse_hand(hand))
        points = option("--score", lambda: parse_score(score))
        code = option("--law-code", lambda: load_law_code(law_code))
        advice = option("--samples", lambda: advise(cards, points, code, left=left,
                                                    samples=samples, seed=seed))
        if path is not None:
            try:
                draw(advice, path)
            except OSError as error:
                raise BadInput(f"--plot: cannot write {path}: {error.strerror}") from None
    if as_json:
        typer.echo(json.dumps(advice.to_dict(), indent=2))
        return
    make_console().print(advice_table(advice))


def plot_path(plot: Path) -> Path:
    """The file ``--plot`` names: :data:`PLOT_NAME` inside a directory, ``.png`` added to a
    name with no suffix.

    >>> plot_path(Path("chart")).name, plot_path(Path("chart.png")).name, plot_path(Path(".")).name
    ('chart.png', 'chart.png', 'advice.png')

    :raises BadInput: for a suffix other than ``.png``.
    """
    if plot.is_dir():
        return plot / PLOT_NAME
    if not plot.suffix:
        return plot.with_name(plot.name + ".png")
    if plot.suffix.lower() != ".png":
        raise BadInput(f"--plot: the chart is a PNG file: {plot.name!r} ends in {plot.suffix!r}, "
                       "not '.png'")
    return plot


def draw(advice: Advice, path: Path) -> None:
    """The bar chart of the makes' expected points, the best highlighted."""
    best = advice.options.index(advice.best)
    bar_chart([o.make for o in advice.options], [o.points for o in advice.options],
              "makers' expected points", _title(advice), path, highlight=best)


def advice_table(advice: Advice) -> Table:
    """The advice as a Rich table: one row a make."""
    table = Table(title=_title(advice), caption=(
        f"{advice.samples} layouts solved double dummy (seed {advice.seed}); 95% intervals. "
        "Double gain: what the adversaries win on average by doubling."))
    for header in ("make", "expected points", "95% interval", "tricks", "double gain (adv.)"):
        table.add_column(header, justify="left" if header == "make" else "right")
    for option_ in advice.options:
        mark = " *" if option_ is advice.best else ""
        table.add_row(option_.make + mark, f"{option_.points.mean:.1f}",
                      f"[{option_.points.low:.1f}, {option_.points.high:.1f}]",
                      f"{option_.tricks:.2f}", option_.double_gain.text())
    return table


def _title(advice: Advice) -> str:
    who = "Dealer's partner (left it)" if advice.left else "Dealer"
    return (f"{who}: {CardSet(advice.hand)} at We {advice.score[0]}, They {advice.score[1]} "
            f"({advice.law_code})")
