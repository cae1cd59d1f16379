"""``bridgewhist analyse``: a finished deal of a record (JSON or PBN) against double dummy.

>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["analyse", "no-such-file.json"])
>>> result.exit_code, result.output.strip()
(2, 'bridgewhist: error: cannot read no-such-file.json: No such file or directory')
"""

from __future__ import annotations

import json
from typing import Annotated

import typer

from bridgewhist.analysis.board import line_from
from bridgewhist.analysis.board_json import analysis_to_dict, line_to_list
from bridgewhist.analysis.board_record import analyse_record, last_finished
from bridgewhist.cli.analysis_view import board_view, line_view
from bridgewhist.cli.common import BadInput, bad_input, make_console, option
from bridgewhist.cli.records import load_any
from bridgewhist.errors import BridgeError
from bridgewhist.notation.record import replay_deal
from bridgewhist.record import PlayedDeal
from bridgewhist.three_hand.game import ThreeHandRecord

__all__ = ["analyse_command"]


def analyse_command(
    record_path: Annotated[str, typer.Argument(
        metavar="RECORD", help="A JSON record of a rubber, or a PBN file (a deal with its "
        "[Play] section, from this or another program).", show_default=False)],
    deal: Annotated[int | None, typer.Option(
        "--deal", help="The deal to analyse (from 1); the last finished deal by default.",
        show_default=False)] = None,
    from_card: Annotated[int | None, typer.Option(
        "--from", help="Also show the best line from this card (1 to 52) to the end.",
        show_default=False)] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the analysis as JSON.")] = False,
) -> None:
    """A finished deal against double dummy: each card's cost, the makers' line, every make."""
    with bad_input():
        record = load_any(record_path)
        if isinstance(record, ThreeHandRecord):
            raise BadInput(f"{record_path}: a three-hand record: this command reads four-hand "
                           "records")
        if deal is not None:
            analysis = option("--deal", lambda: analyse_record(record, deal))
        else:
            try:
                analysis = analyse_record(record)
            except BridgeError as error:
                raise BadInput(f"{record_path}: {error}") from None
        line = None
        if from_card is not None:
            chosen = record.deals[(deal or last_finished(record) or 1) - 1]
            assert isinstance(chosen, PlayedDeal)  # analyse_record refused any other
            states = replay_deal(record.code, chosen)
            line = option("--from", lambda: line_from(states, from_card - 1))
    if as_json:
        data = analysis_to_dict(analysis)
        if line is not None:
            data["line"] = {"from": from_card, "cards": line_to_list(line)}
        typer.echo(json.dumps(data, indent=2))
        return
    console = make_console()
    console.print(board_view(analysis))
    if line is not None and from_card is not None:
        console.print(line_view(line, from_card))
