"""``bridgewhist simulate``: agent A (North-South) against agent B (East-West) over deals or
rubbers, with a progress bar and the results in a table (or JSON).

>>> import json
>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["simulate", "random", "random", "--deals", "3", "--seed", "1",
...                                   "--json"])
>>> result.exit_code, json.loads(result.output)["deals"]
(0, 3)
"""

from __future__ import annotations

import json
import secrets
import sys
from typing import Annotated

import typer

from bridgewhist.cli.common import BadInput, bad_input, make_console, option
from bridgewhist.errors import BridgeError
from bridgewhist.laws import load_law_code
from bridgewhist.sim.engines import results_table, rich_progress
from bridgewhist.sim.simulate import Match, simulate

__all__ = ["simulate_command"]


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
    with bad_input():
        if deals is not None and rubbers is not None:
            raise BadInput("give --deals or --rubbers, not both")
        option("--law-code", lambda: load_law_code(law_code))
        if engine not in ("local", "ray"):
            raise BadInput(f"--engine {engine}: expected local or ray")
        if workers < 1:
            raise BadInput(f"--workers {workers}: at least 1 is needed")
        for name, value in (("--deals", deals), ("--rubbers", rubbers)):
            if value is not None and value < 1:
                raise BadInput(f"{name} {value}: at least 1 is needed")
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
            raise BadInput(f"agent settings: {error}") from None
        try:
            with rich_progress(match, show) as report:
                result = simulate(match, engine=engine, workers=workers, progress=report,
                                  ray_address=ray_address)
        except ModuleNotFoundError as error:
            if error.name != "ray":
                raise
            raise BadInput("--engine ray needs the ray package (the 'ray' extra)") from None
        if as_json:
            typer.echo(json.dumps(result.to_dict(), indent=2))
            return
        make_console().print(results_table(result))


def _settings(flag: str, pairs: list[str]) -> dict[str, object]:
    """``KEY=VALUE`` agent settings; values read as int, float, true/false or text."""
    settings: dict[str, object] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key.strip().isidentifier():
            raise BadInput(f"{flag} {pair!r}: expected KEY=VALUE, like samples=40")
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
