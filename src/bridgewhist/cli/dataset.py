"""``bridgewhist dataset``: write played deals of two registered players as JSON lines, one
record a decision with what its seat could see (:mod:`bridgewhist.sim.dataset`; the format in
``docs/research.md``).

>>> import json
>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["dataset", "random", "maxims", "--deals", "1", "--seed",
...                                   "2", "--no-progress"])
>>> rows = [json.loads(line) for line in result.output.splitlines()]
>>> result.exit_code, rows[0]["format"], rows[0]["player"] in ("random", "maxims")
(0, 'bridgewhist-dataset/1', True)
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, TextIO

import typer

from bridgewhist.cli.common import (
    BadInput,
    LawCodeOption,
    ProgressOption,
    bad_input,
    option,
    parse_settings,
    show_progress,
)
from bridgewhist.cli.simulate import rich_progress
from bridgewhist.errors import BridgeError
from bridgewhist.laws import load_law_code
from bridgewhist.sim.dataset import Row, dataset_rows, players
from bridgewhist.sim.match import Match

__all__ = ["dataset_command"]


def dataset_command(
    north_south: Annotated[str, typer.Argument(metavar="NS", show_default=False,
                                               help="The player North-South (a registered name).")],
    east_west: Annotated[str, typer.Argument(metavar="EW", show_default=False,
                                             help="The player East-West (a registered name).")],
    deals: Annotated[int, typer.Option("--deals", help="How many deals to play.")] = 100,
    seed: Annotated[int, typer.Option("--seed", help="The seed of the deals and players.")] = 0,
    law_code: LawCodeOption = "english-1904",
    out: Annotated[str, typer.Option("--out", help="The file to write ('-': standard "
                                     "output).")] = "-",
    ns_settings: Annotated[list[str] | None, typer.Option(
        "--ns", help="A setting of the NS player, KEY=VALUE (repeatable).",
        show_default=False)] = None,
    ew_settings: Annotated[list[str] | None, typer.Option(
        "--ew", help="A setting of the EW player, KEY=VALUE (repeatable).",
        show_default=False)] = None,
    progress: ProgressOption = None,
) -> None:
    """Play deals between two players and write every decision as JSON lines."""
    with bad_input():
        if deals < 1:
            raise BadInput(f"--deals {deals}: at least 1 is needed")
        option("--law-code", lambda: load_law_code(law_code))
        settings = (parse_settings("--ns", ns_settings or []),
                    parse_settings("--ew", ew_settings or []))
        try:
            players(north_south, east_west, seed, 0, settings)
        except BridgeError:
            raise
        except (TypeError, ValueError) as error:
            raise BadInput(f"player settings: {error}") from None
        show = show_progress(progress)
        match = Match(north_south, east_west, deals, seed=seed, law_code=law_code)
        with rich_progress(match, show) as report:
            rows = dataset_rows(north_south, east_west, deals, seed, law_code, settings,
                                progress=None if report is None else lambda done: report(
                                    done, deals))
            if out == "-":
                _write(rows, sys.stdout)
                return
            target = Path(out)
            partial = target.with_name(target.name + ".partial")
            try:
                with partial.open("w", encoding="utf-8") as stream:
                    _write(rows, stream)
            except OSError as error:
                partial.unlink(missing_ok=True)
                raise BadInput(f"cannot write {out}: {error.strerror}") from None
            except BaseException:
                partial.unlink(missing_ok=True)
                raise
            os.replace(partial, target)  # the file appears whole, or not at all


def _write(rows: Iterable[Row], stream: TextIO) -> None:
    for row in rows:
        stream.write(json.dumps(row, separators=(",", ":")) + "\n")
