"""``bridgewhist validate FILE``: every fault of a record, each with its path in the document.

A JSON record is checked against the published schema (``docs/record.schema.json``), every fault
named (``deals[2].hands: must not be empty``); a record of the right form is then replayed, and
the first act the laws refuse is named. A PBN file is read and replayed. Exit code 0 when the
record is valid, 2 otherwise.

>>> from typer.testing import CliRunner
>>> import typer
>>> app = typer.Typer()
>>> _ = app.command()(validate)
>>> result = CliRunner().invoke(app, ["examples/hoyle-rubber.json"])
>>> result.exit_code, result.output.strip()
(0, 'examples/hoyle-rubber.json: a valid bridgewhist-record (english-1904): 6 deals')
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from bridgewhist.cli.common import EXIT_BAD_INPUT, BadInput, bad_input
from bridgewhist.cli.records import load_any, read_text
from bridgewhist.errors import BridgeError
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.limits import loads_json
from bridgewhist.notation.record import replay
from bridgewhist.notation.schema import faults
from bridgewhist.three_hand.game import ThreeHandRecord

__all__ = ["MAX_FAULTS_SHOWN", "validate"]

MAX_FAULTS_SHOWN = 50
"""The most faults listed one a line; the rest are counted."""


def validate(
    record_path: Annotated[str, typer.Argument(metavar="FILE", show_default=False,
                                               help="A JSON record (either format) or a PBN file.")],
) -> None:
    """Check a record: every fault of its form with its path, then its acts against the laws."""
    with bad_input():
        document = _document(record_path)
        if document is not None:
            problems = faults(document)
            if problems:
                for problem in problems[:MAX_FAULTS_SHOWN]:
                    typer.echo(f"{record_path}: {problem}", err=True)
                if len(problems) > MAX_FAULTS_SHOWN:
                    typer.echo(f"{record_path}: ... and {len(problems) - MAX_FAULTS_SHOWN} more", err=True)
                count = len(problems)
                typer.echo(f"bridgewhist: error: {record_path}: {count} fault{'s' if count != 1 else ''}",
                           err=True)
                raise typer.Exit(EXIT_BAD_INPUT)
        record = load_any(record_path)
        try:
            if isinstance(record, ThreeHandRecord):
                three_hand_record.replay(record)
            else:
                replay(record)
        except BridgeError as error:
            raise BadInput(f"{record_path}: {error}") from None
        fmt = three_hand_record.FORMAT if isinstance(record, ThreeHandRecord) else (
            "PBN file" if document is None else "bridgewhist-record")
        count = len(record.deals)
        typer.echo(f"{record_path}: a valid {fmt} ({record.code.key}): "
                   f"{count} deal{'s' if count != 1 else ''}")


def _document(path: str) -> Any:
    """The decoded JSON of the file at ``path`` (None for a PBN file); unreadable or malformed
    JSON is left to :func:`load_any`, which names the line."""
    if path.lower().endswith(".pbn"):
        return None
    text = read_text(path)   # raises BadInput for a file missing, not UTF-8 or too large
    try:
        return loads_json(text)
    except ValueError:
        load_any(path)   # raises BadInput naming what is wrong
        raise BadInput(f"cannot read {path}") from None
