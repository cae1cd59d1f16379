"""The ``bridgewhist`` command: score and replay records, deal, play a demonstration rubber.

Bad input (a missing file, a malformed record, an unknown law code) prints one line naming what
is wrong and exits with code 2.

>>> from typer.testing import CliRunner
>>> result = CliRunner().invoke(app, ["codes"])
>>> result.exit_code, "english-1904" in result.output
(0, True)
>>> result = CliRunner().invoke(app, ["score", "no-such-file.json"])
>>> result.exit_code, result.output.strip()
(2, 'bridgewhist: error: cannot read no-such-file.json: No such file or directory')
"""

from __future__ import annotations

import json
import random
import secrets
from functools import partial
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.rule import Rule
from rich.table import Table as RichTable
from rich.text import Text
from typer.exceptions import TyperException

from bridgewhist import __version__
from bridgewhist.agents import Agent, ScoreContext, chooser, make_agent
from bridgewhist.cards import format_deal
from bridgewhist.cli.advise import advise_command
from bridgewhist.cli.analyse import analyse_command
from bridgewhist.cli.club import club
from bridgewhist.cli.common import (
    EXIT_BAD_INPUT,
    SETTINGS,
    BadInput,
    bad_input,
    cut_lines,
    make_console,
    option,
)
from bridgewhist.cli.dataset import dataset_command
from bridgewhist.cli.pad import pad
from bridgewhist.cli.play import play
from bridgewhist.cli.problem import problem_app
from bridgewhist.cli.records import load_any, three_hand_deals
from bridgewhist.cli.referee import refereed_deal_view
from bridgewhist.cli.render import (
    deal_score,
    hands_table,
    scoring_block,
    spoken_line,
    strain_text,
    trick_by_trick,
)
from bridgewhist.cli.render_three_hand import three_hand_block
from bridgewhist.cli.serve import serve
from bridgewhist.cli.simulate import simulate_command
from bridgewhist.cli.three_hand import three_hand
from bridgewhist.cli.trial import trial_command
from bridgewhist.cli.validate import validate
from bridgewhist.dealing import shuffle_cut_and_deal
from bridgewhist.errors import BridgeError
from bridgewhist.laws import ALIASES, LAW_CODES, load_law_code
from bridgewhist.notation import pbn, three_hand_record
from bridgewhist.notation.record import dump, dumps, replay
from bridgewhist.notation.record import side_labels as record_side_labels
from bridgewhist.notation.score import rubber_score, three_hand_score
from bridgewhist.record import PlayedDeal, Record, RefereedDeal, ResultDeal
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table
from bridgewhist.three_hand.game import ThreeHandGame, ThreeHandRecord

app = typer.Typer(
    name="bridgewhist",
    help="Bridge Whist as the clubs played it in 1904-1905.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _print_version(wanted: bool) -> None:
    if wanted:
        typer.echo(f"bridgewhist {__version__}")
        raise typer.Exit()


@app.callback()
def options(
    _version: Annotated[bool, typer.Option("--version", is_eager=True, callback=_print_version,
                                           help="Print the version and exit.")] = False,
    debug: Annotated[bool, typer.Option("--debug", help="On an error, show its traceback instead "
                                        "of one line.")] = False,
) -> None:
    """Bridge Whist as the clubs played it in 1904-1905."""
    SETTINGS.debug = debug


def _load(path: str) -> Record:
    """A four-hand record (JSON or PBN) from ``path``; a three-hand record is refused here."""
    record = load_any(path)
    if isinstance(record, ThreeHandRecord):
        raise BadInput(f"{path}: a three-hand record: this command reads four-hand records")
    return record


def _replayed(path: str) -> tuple[Record, Rubber, tuple[tuple[HandState, ...], ...]]:
    record = _load(path)
    try:
        rebuilt = replay(record)
    except BridgeError as error:
        raise BadInput(f"{path}: {error}") from None
    return record, rebuilt.rubber, rebuilt.states


@app.command()
def score(
    record_path: Annotated[str, typer.Argument(
        metavar="RECORD", help="A JSON record of a rubber (or a PBN file).", show_default=False)],
    as_json: Annotated[bool, typer.Option("--json", help="Print the score as JSON.")] = False,
) -> None:
    """Print the scoring block of a recorded rubber (or the score as JSON)."""
    with bad_input():
        if isinstance(three := load_any(record_path), ThreeHandRecord):
            game = _three_hand_game(record_path, three)
            if as_json:
                typer.echo(json.dumps(three_hand_score(game.scored), indent=2))
            else:
                make_console().print(three_hand_block(game.scored))
            return
        record, rubber, _ = _replayed(record_path)
        labels = record_side_labels(record)
        if as_json:
            typer.echo(json.dumps(rubber_score(rubber, labels), indent=2))
            return
        console = make_console()
        if record.event:
            console.print(Text(record.event, style="italic"), soft_wrap=True)
        console.print(scoring_block(rubber, labels))


@app.command("replay")
def replay_command(
    record_path: Annotated[str, typer.Argument(
        metavar="RECORD", help="A JSON record of a rubber (or a PBN file).", show_default=False)],
    deal: Annotated[int | None, typer.Option("--deal", help="Show only this deal (from 1).",
                                             show_default=False)] = None,
) -> None:
    """Show the deals of a record trick by trick, with the declaration and doubling."""
    with bad_input():
        if isinstance(three := load_any(record_path), ThreeHandRecord):
            _replay_three_hand(record_path, three, deal)
            return
        record, rubber, all_states = _replayed(record_path)
        count = len(record.deals)
        if deal is not None and not 1 <= deal <= count:
            raise BadInput(f"--deal {deal}: the record has {count} deal"
                            f"{'s' if count != 1 else ''} (1 to {count})" if count
                            else f"--deal {deal}: the record has no deals")
        labels = record_side_labels(record)
        console = make_console()
        played = 0
        refereed = replay(record).referees if any(
            isinstance(d, RefereedDeal) for d in record.deals) else {}
        scored = 0
        for index, recorded in enumerate(record.deals):
            states = all_states[played] if isinstance(recorded, PlayedDeal | RefereedDeal) else ()
            played += isinstance(recorded, PlayedDeal | RefereedDeal)
            unscored = index in refereed and refereed[index][-1].outcome in ("new-deal", "void")
            scored_index, scored = scored, scored + (not unscored)
            if deal is not None and index + 1 != deal:
                continue
            console.print(Rule(f"Deal {index + 1}"))
            if isinstance(recorded, ResultDeal):
                console.print(_result_summary(recorded, record.players))
            elif index in refereed:
                console.print(refereed_deal_view(refereed[index], record.players))
            else:
                console.print(trick_by_trick(states, record.players))
            if not unscored and scored_index < len(rubber.deals):
                console.print("Score: " + deal_score(rubber.deals[scored_index], labels))
            console.print()


def _three_hand_game(path: str, record: ThreeHandRecord) -> ThreeHandGame:
    try:
        return three_hand_record.replay(record)
    except BridgeError as error:
        raise BadInput(f"{path}: {error}") from None


def _replay_three_hand(path: str, record: ThreeHandRecord, deal: int | None) -> None:
    game = _three_hand_game(path, record)
    count = len(record.deals)
    if deal is not None and not 1 <= deal <= count:
        raise BadInput(f"--deal {deal}: the record has {count} deal{'s' if count != 1 else ''} "
                       f"(1 to {count})")
    console = make_console()
    for number, shown in enumerate(three_hand_deals(record), start=1):
        if deal is None or number == deal:
            console.print(Rule(f"Deal {number}"))
            console.print(shown)
            console.print()
    if deal is None:
        console.print(three_hand_block(game.scored))


def _result_summary(deal: ResultDeal, players: dict[Seat, str]) -> Text:
    result = deal.result
    dealer = result.dealer
    who = f"{players[dealer]} ({dealer.full_name})" if dealer in players else dealer.full_name
    text = Text(f"Entered as a result: dealer {who}, ")
    text.append_text(strain_text(result.strain))
    if result.multiplier > 1:
        text.append(f" ×{result.multiplier}")
    text.append(f"; NS {result.tricks[0]} tricks, EW {result.tricks[1]}")
    return text


@app.command("deal")
def deal_command(
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the shuffle (random if "
                                             "not given).", show_default=False)] = None,
    dealer: Annotated[str, typer.Option("--dealer", help="The dealer's seat: N, E, S or W.")] = "S",
) -> None:
    """Shuffle, cut and deal one hand and show the four hands."""
    with bad_input():
        dealer_seat = option("--dealer", lambda: Seat.parse(dealer))
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        dealt = shuffle_cut_and_deal(dealer_seat, random.Random(seed))
        console = make_console()
        console.print(Text(f"Seed {seed}: {dealer_seat.full_name} deals; the pack was cut after "
                           f"{dealt.cut} cards.", style="bold"))
        console.print(hands_table(dealt.hands, dealer=dealer_seat))
        console.print(f"PBN: {format_deal(dealt.hands, first=dealer_seat.left)}")


@app.command()
def demo(
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the cut, the deals and "
                                             "the play (random if not given).",
                                             show_default=False)] = None,
    law_code: Annotated[str, typer.Option("--law-code", help="The laws to play by "
                                          "(see 'bridgewhist codes').")] = "english-1904",
    save: Annotated[Path | None, typer.Option("--save", help="Write the record (JSON) here.",
                                              show_default=False)] = None,
    players: Annotated[str, typer.Option("--players", help="Four names, separated by "
                                         "commas.")] = "A,B,C,D",
    agent_name: Annotated[str, typer.Option("--agent", help="The computer players: random, "
                                            "maxims, ddmc or alphamu.")] = "random",
) -> None:
    """Cut for partners and deal, play a rubber between computer players, score it."""
    with bad_input():
        code = option("--law-code", lambda: load_law_code(law_code))
        names = [name.strip() for name in players.split(",")]
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        console = make_console()
        seated: dict[Seat, Agent] = {}
        for seat in Seat:
            generator = random.Random(f"players:{seed}:{seat}")
            seated[seat] = option("--agent", partial(make_agent, agent_name, generator))
        what = "random legal players" if agent_name == "random" else f"{agent_name} players"
        table = Table.by_cutting(code, names, random.Random(seed), seed=seed,
                                 event=f"Demonstration rubber, seed {seed}: {what}")
        context = lambda: ScoreContext(table.rubber.game_score, table.rubber.games_won)  # noqa: E731
        agent = chooser(seated, context)
        console.print(Text(f"Seed {seed} · {code.title} ({code.key})", style="bold"))
        assert table.cut is not None
        for line in cut_lines(table.cut, table.players):
            console.print(line)
        labels = {side: "-".join(table.players[s] for s in side.seats) for side in Side}
        with console.status("Playing the rubber...") as status:
            while True:
                status.update(f"Playing deal {table.deal_number}...")
                table.play_out(agent)
                _print_deal(console, table, labels)
                if table.is_over:
                    break
                table.next_deal()
        console.print()
        console.print(scoring_block(table.rubber, labels))
        if save is not None:
            try:
                dump(table.record(), save)
            except OSError as error:
                raise BadInput(f"cannot write {save}: {error.strerror or error}") from None
            console.print(f"Record saved to {save}")


def _print_deal(console: Console, table: Table, labels: dict[Side, str]) -> None:
    states = table.states
    last = states[-1]
    dealer = last.dealer
    console.print(Text(f"Deal {table.deal_number} · {table.players[dealer]} deals "
                       f"({dealer.full_name})", style="bold"))
    console.print(f"  declaration  {spoken_line(states, Phase.DECLARATION, table.players)}",
                  soft_wrap=True)
    console.print(f"  doubling     {spoken_line(states, Phase.DOUBLING, table.players)}",
                  soft_wrap=True)
    ns, ew = last.won
    scored = table.rubber.deals[-1]
    console.print(f"  result       {labels[Side.NS]} {ns} tricks, {labels[Side.EW]} {ew}: "
                  + deal_score(scored, labels, detail=False), soft_wrap=True)


@app.command("export")
def export_command(
    record_path: Annotated[str, typer.Argument(metavar="RECORD", show_default=False,
                                               help="A JSON record or a PBN file.")],
    to: Annotated[str, typer.Option("--to", help="pbn or json.")] = "pbn",
    output: Annotated[str | None, typer.Option("--output", "-o",
                                               help="Write to this file.")] = None,
) -> None:
    """Convert a record: JSON to PBN (played deals) or PBN to JSON."""
    with bad_input():
        if to not in ("pbn", "json"):
            raise BadInput(f"--to {to!r}: expected pbn or json")
        record = load_any(record_path)
        if isinstance(record, ThreeHandRecord):
            if to == "pbn":
                raise BadInput(f"{record_path}: a three-hand record: PBN export takes four-hand "
                               "records (use --to json)")
            _three_hand_game(record_path, record)   # checked by replaying, as PBN export does
            text = three_hand_record.dumps(record)
        else:
            try:
                text = pbn.dumps(record) if to == "pbn" else dumps(record)
            except BridgeError as error:
                raise BadInput(f"{record_path}: {error}") from None
        if output is None:
            typer.echo(text, nl=False)
            return
        try:
            with open(output, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as error:
            raise BadInput(f"cannot write {output}: {error.strerror or error}") from None
        typer.echo(f"wrote {output}")


@app.command()
def codes() -> None:
    """List the law codes with their titles."""
    table = RichTable(box=None, pad_edge=False, header_style="bold")
    table.add_column("code", no_wrap=True, style="bold")
    table.add_column("title")
    table.add_column("aliases", style="dim")
    for key, code in LAW_CODES.items():
        aliases = sorted(alias for alias, target in ALIASES.items() if target == key)
        table.add_row(key, code.title, ", ".join(aliases))
    make_console().print(table)


# Commands kept in their own modules (none of them imports this one).
app.command("simulate")(simulate_command)
app.command("play")(play)
app.command("serve")(serve)
app.command("pad")(pad)
app.command("three-hand")(three_hand)
app.command("club")(club)
app.command("validate")(validate)
app.command("advise")(advise_command)
app.command("trial")(trial_command)
app.command("dataset")(dataset_command)
app.command("analyse")(analyse_command)
app.add_typer(problem_app, name="problem")


def main() -> None:
    """Run the ``bridgewhist`` command (the console script). A usage error (an unknown option, a
    value out of range) is one line and exit code 2, as bad input is; an unexpected error is one
    line and exit code 1, its traceback shown only with ``--debug``."""
    try:
        code = app(standalone_mode=False)
    except TyperException as error:   # Typer's usage errors: a missing argument, a bad value...
        code = getattr(error, "exit_code", 1)
        if code == EXIT_BAD_INPUT and type(error).__name__ != "NoArgsIsHelpError":
            message = " ".join(str(getattr(error, "format_message", error.__str__)()).split())
            typer.echo(f"bridgewhist: error: {message} (see bridgewhist --help)", err=True)
        else:
            error.show() if hasattr(error, "show") else typer.echo(str(error), err=True)
        raise SystemExit(code) from None
    except typer.Abort:
        raise SystemExit(1) from None
    except Exception as error:
        if SETTINGS.debug:
            raise
        message = " ".join(str(error).split()) or type(error).__name__
        typer.echo(f"bridgewhist: internal error: {message} (run with --debug for the traceback)",
                   err=True)
        raise SystemExit(1) from None
    raise SystemExit(code if isinstance(code, int) else 0)


if __name__ == "__main__":
    main()
