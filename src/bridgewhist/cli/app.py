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

import contextlib
import json
import random
import secrets
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Annotated, TypeVar

import typer
from rich.console import Console
from rich.rule import Rule
from rich.table import Table as RichTable
from rich.text import Text

from bridgewhist.agents import Agent, ScoreContext, chooser, make_agent
from bridgewhist.cards import format_deal
from bridgewhist.cli.referee import refereed_deal_view
from bridgewhist.cli.render import (
    card_text,
    deal_score,
    hands_table,
    scoring_block,
    spoken_line,
    strain_text,
    trick_by_trick,
)
from bridgewhist.cutting import CutResult
from bridgewhist.dealing import shuffle_cut_and_deal
from bridgewhist.errors import BridgeError
from bridgewhist.laws import ALIASES, LAW_CODES, load_law_code
from bridgewhist.notation.pbn import export_pbn, import_pbn
from bridgewhist.notation.record import dumps, load, replay
from bridgewhist.notation.record import side_labels as record_side_labels
from bridgewhist.record import PlayedDeal, Record, RefereedDeal, ResultDeal
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table

app = typer.Typer(
    name="bridgewhist",
    help="Bridge Whist as the clubs played it in 1904-1905.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

T = TypeVar("T")

EXIT_BAD_INPUT = 2
"""The exit code for bad input: a missing file, a malformed record, an unknown law code."""


class _BadInput(Exception):
    """A one-line message for the user; the command exits with code 2."""


def _console() -> Console:
    return Console(highlight=False)


@contextlib.contextmanager
def _bad_input() -> Iterator[None]:
    """Turn the package's errors into one line on standard error and exit code 2."""
    try:
        yield
    except (_BadInput, BridgeError) as error:
        message = " ".join(str(error).split())
        typer.echo(f"bridgewhist: error: {message}", err=True)
        raise typer.Exit(EXIT_BAD_INPUT) from None


def _load(path: str) -> Record:
    """Read a JSON record, or a PBN file (by its ``.pbn`` ending)."""
    try:
        if path.lower().endswith(".pbn"):
            with open(path, encoding="utf-8-sig") as handle:
                return import_pbn(handle.read())
        return load(path)
    except IsADirectoryError:
        raise _BadInput(f"cannot read {path}: it is a directory") from None
    except OSError as error:
        raise _BadInput(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise _BadInput(f"cannot read {path}: not UTF-8 text") from None
    except BridgeError as error:
        raise _BadInput(f"{path}: {error}") from None


def _replayed(path: str) -> tuple[Record, Rubber, tuple[tuple[HandState, ...], ...]]:
    record = _load(path)
    try:
        rebuilt = replay(record)
    except BridgeError as error:
        raise _BadInput(f"{path}: {error}") from None
    return record, rebuilt.rubber, rebuilt.states


def _option(name: str, read: Callable[[], T]) -> T:
    try:
        return read()
    except BridgeError as error:
        raise _BadInput(f"{name}: {error}") from None


@app.command()
def score(
    record_path: Annotated[str, typer.Argument(
        metavar="RECORD", help="A JSON record of a rubber (or a PBN file).", show_default=False)],
    as_json: Annotated[bool, typer.Option("--json", help="Print the score as JSON.")] = False,
) -> None:
    """Print the scoring block of a recorded rubber (or the score as JSON)."""
    with _bad_input():
        record, rubber, _ = _replayed(record_path)
        labels = record_side_labels(record)
        if as_json:
            typer.echo(json.dumps(rubber.to_dict(labels), indent=2))
            return
        console = _console()
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
    with _bad_input():
        record, rubber, all_states = _replayed(record_path)
        count = len(record.deals)
        if deal is not None and not 1 <= deal <= count:
            raise _BadInput(f"--deal {deal}: the record has {count} deal"
                            f"{'s' if count != 1 else ''} (1 to {count})" if count
                            else f"--deal {deal}: the record has no deals")
        labels = record_side_labels(record)
        console = _console()
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
    with _bad_input():
        dealer_seat = _option("--dealer", lambda: Seat.parse(dealer))
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        dealt = shuffle_cut_and_deal(dealer_seat, random.Random(seed))
        console = _console()
        console.print(Text(f"Seed {seed}: {dealer_seat.full_name} deals; the pack was cut after "
                           f"{dealt.cut} cards.", style="bold"))
        console.print(hands_table(dealt.hands, dealer=dealer_seat))
        console.print(f"PBN: {format_deal(dealt.hands, first=dealer_seat.left)}")


def _cut_lines(cut: CutResult, seating: dict[Seat, str]) -> list[Text]:
    lines = []
    for number, cards in enumerate(cut.rounds):
        line = Text()
        line.append("Cut: " if number == 0 else "Cut again: ", style="bold")
        for position, (name, card) in enumerate(cards.items()):
            if position:
                line.append(", ")
            line.append(f"{name} ")
            line.append_text(card_text(card))
        lines.append(line)
    (dealer, partner), (low, high) = cut.partnerships
    lines.append(Text(f"{dealer} and {partner} (the two lowest) play against {low} and {high}; "
                      f"{dealer} deals (the ace is low)."))
    lines.append(Text("Seats: " + ", ".join(f"{seat.full_name} {seating[seat]}"
                                             for seat in (Seat.S, Seat.W, Seat.N, Seat.E))))
    return lines


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
                                            "maxims or ddmc.")] = "random",
) -> None:
    """Cut for partners and deal, play a rubber between computer players, score it."""
    with _bad_input():
        code = _option("--law-code", lambda: load_law_code(law_code))
        names = [name.strip() for name in players.split(",")]
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        console = _console()
        seated: dict[Seat, Agent] = {}
        for seat in Seat:
            generator = random.Random(f"players:{seed}:{seat}")
            seated[seat] = _option("--agent", partial(make_agent, agent_name, generator))
        what = "random legal players" if agent_name == "random" else f"{agent_name} players"
        table = Table.by_cutting(code, names, random.Random(seed), seed=seed,
                                 event=f"Demonstration rubber, seed {seed}: {what}")
        context = lambda: ScoreContext(table.rubber.game_score, table.rubber.games_won)  # noqa: E731
        agent = chooser(seated, context)
        console.print(Text(f"Seed {seed} · {code.title} ({code.key})", style="bold"))
        assert table.cut is not None
        for line in _cut_lines(table.cut, table.players):
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
                save.write_text(dumps(table.record()), encoding="utf-8")
            except OSError as error:
                raise _BadInput(f"cannot write {save}: {error.strerror or error}") from None
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
    with _bad_input():
        if to not in ("pbn", "json"):
            raise _BadInput(f"--to {to!r}: expected pbn or json")
        record = _load(record_path)
        try:
            text = export_pbn(record) if to == "pbn" else dumps(record)
        except BridgeError as error:
            raise _BadInput(f"{record_path}: {error}") from None
        if output is None:
            typer.echo(text, nl=False)
            return
        try:
            with open(output, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as error:
            raise _BadInput(f"cannot write {output}: {error.strerror or error}") from None
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
    _console().print(table)


@app.command("simulate")
def simulate_command(
    agent_a: Annotated[str, typer.Argument(metavar="A", show_default=False,
                                           help="Agent A, seated North-South (a registered name).")],
    agent_b: Annotated[str, typer.Argument(metavar="B", show_default=False,
                                           help="Agent B, seated East-West (a registered name).")],
    deals: Annotated[int | None, typer.Option("--deals", help="Play this many deals, each scored "
                                              "at love all (100 if neither is given).",
                                              show_default=False)] = None,
    rubbers: Annotated[int | None, typer.Option("--rubbers", help="Play this many rubbers instead.",
                                                show_default=False)] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the match (random if not "
                                             "given).", show_default=False)] = None,
    duplicate: Annotated[bool, typer.Option("--duplicate", help="Play every deal twice with the "
                                            "same cards, the sides swapped.")] = False,
    workers: Annotated[int, typer.Option("--workers", help="Processes (1: play in this "
                                         "process).")] = 1,
    engine: Annotated[str, typer.Option("--engine", help="local or ray.")] = "local",
    law_code: Annotated[str, typer.Option("--law-code", help="The laws to play by "
                                          "(see 'bridgewhist codes').")] = "english-1904",
    as_json: Annotated[bool, typer.Option("--json", help="Print the results as JSON.")] = False,
    progress: Annotated[bool | None, typer.Option(
        "--progress/--no-progress", help="Show a progress bar on standard error (by default when "
        "it is a terminal).", show_default=False)] = None,
    ray_address: Annotated[str | None, typer.Option(
        "--ray-address", help="With --engine ray, join this Ray cluster instead of starting a "
        "private local instance.", show_default=False)] = None,
    a_settings: Annotated[list[str] | None, typer.Option(
        "--a", help="A setting of agent A, KEY=VALUE (repeatable), e.g. --a samples=40.",
        show_default=False)] = None,
    b_settings: Annotated[list[str] | None, typer.Option(
        "--b", help="A setting of agent B, KEY=VALUE (repeatable).", show_default=False)] = None,
) -> None:
    """Pit agent A (North-South) against agent B (East-West) over deals or rubbers."""
    import sys

    from bridgewhist.sim.engines import results_table, rich_progress
    from bridgewhist.sim.simulate import Match, simulate

    with _bad_input():
        if deals is not None and rubbers is not None:
            raise _BadInput("give --deals or --rubbers, not both")
        _option("--law-code", lambda: load_law_code(law_code))
        if engine not in ("local", "ray"):
            raise _BadInput(f"--engine {engine}: expected local or ray")
        if workers < 1:
            raise _BadInput(f"--workers {workers}: at least 1 is needed")
        for name, value in (("--deals", deals), ("--rubbers", rubbers)):
            if value is not None and value < 1:
                raise _BadInput(f"{name} {value}: at least 1 is needed")
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        count = rubbers if rubbers is not None else 100 if deals is None else deals
        match = Match(agent_a, agent_b, count, seed=seed, rubbers=rubbers is not None,
                      duplicate=duplicate, law_code=law_code,
                      settings_a=_settings("--a", a_settings or []),
                      settings_b=_settings("--b", b_settings or []))
        show = sys.stderr.isatty() if progress is None else progress
        try:
            match.check()
        except BridgeError:
            raise
        except (TypeError, ValueError) as error:
            raise _BadInput(f"agent settings: {error}") from None
        try:
            with rich_progress(match, show) as report:
                result = simulate(match, engine=engine, workers=workers, progress=report,
                                  ray_address=ray_address)
        except ModuleNotFoundError as error:
            if error.name != "ray":
                raise
            raise _BadInput("--engine ray needs the ray package (the 'ray' extra)") from None
        if as_json:
            typer.echo(json.dumps(result.to_dict(), indent=2))
            return
        _console().print(results_table(result))


def _settings(option: str, pairs: list[str]) -> dict[str, object]:
    """``KEY=VALUE`` agent settings; values read as int, float, true/false or text."""
    settings: dict[str, object] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key.strip().isidentifier():
            raise _BadInput(f"{option} {pair!r}: expected KEY=VALUE, like samples=40")
        value: object = text
        for convert in (int, float):
            try:
                value = convert(text)
                break
            except ValueError:
                continue
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        settings[key.strip()] = value
    return settings


# Commands kept in their own modules (each imports this one lazily, so no import cycle).
from bridgewhist.cli.play import play as _play  # noqa: E402

app.command("play")(_play)
from bridgewhist.cli.serve import serve as _serve  # noqa: E402

app.command("serve")(_serve)
from bridgewhist.cli.three_hand import three_hand as _three_hand  # noqa: E402

app.command("three-hand")(_three_hand)
from bridgewhist.cli.club import club as _club  # noqa: E402

app.command("club")(_club)


def main() -> None:
    """Run the ``bridgewhist`` command (the console script)."""
    app()


if __name__ == "__main__":
    main()
