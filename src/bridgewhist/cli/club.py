"""``bridgewhist club``: a club table of four to six members plays rubbers; who sat out, who won.

The members cut: the four lowest play and cut again for partners and deal; at the end of each
rubber those out cut in and those with the most consecutive rubbers go out, else the highest
cut (P17-21, A17-23, W17-23; ``bridgewhist.club.roster``). Prints each rubber's four, partners and
who sat out, and each member's points (a Rich table, or JSON with ``--json``).

>>> import json
>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["club", "--members", "5", "--rubbers", "2", "--seed", "1",
...                                   "--agent", "random", "--json"])
>>> data = json.loads(result.output)
>>> result.exit_code, len(data["rubbers"]), [len(r["sat_out"]) for r in data["rubbers"]]
(0, 2, [1, 1])
"""

from __future__ import annotations

import json
import random
import secrets
from functools import partial
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from bridgewhist.agents import ScoreContext, chooser, make_agent
from bridgewhist.cli.common import BadInput, bad_input, option
from bridgewhist.club.play import play_club
from bridgewhist.club.roster import TableRoster
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.table import Choose, Table

__all__ = ["MEMBER_NAMES", "club", "club_summary"]

MEMBER_NAMES = ("Ames", "Bergholt", "Cavendish", "Dalton", "Elwell", "Foster")
"""Default members: after writers on whist and bridge of the period."""


def club_summary(roster: TableRoster, seed: int | None = None) -> dict[str, Any]:
    """Who played, partnered, dealt and sat out each rubber, and each member's points."""
    rubbers = []
    for sitting in roster.rubbers:
        (dealer, partner), (low, high) = sitting.cut.partnerships
        rubbers.append({
            "rubber": sitting.number, "players": sorted(sitting.players),
            "partners": [[dealer, partner], [low, high]], "dealer": dealer,
            "sat_out": list(sitting.sitting_out),
            "points": dict(sitting.points or {}),
        })
    out: dict[str, Any] = {"law_code": roster.code.to_dict()}
    if seed is not None:
        out["seed"] = seed
    out["members"] = list(roster.members)
    out["rubbers"] = rubbers
    out["points"] = {name: roster.points(name) for name in roster.members}
    return out


def club(
    members: Annotated[int, typer.Option("--members", help="How many members, 4 to 6.")] = 6,
    rubbers: Annotated[int, typer.Option("--rubbers", help="How many rubbers to play.")] = 5,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the cuts, deals and play "
                                             "(random if not given).", show_default=False)] = None,
    law_code: Annotated[str, typer.Option("--law-code", help="The laws to play by "
                                          "(see 'bridgewhist codes').")] = "english-1904",
    names: Annotated[str | None, typer.Option("--names", help="The members' names, separated "
                                              "by commas (instead of --members).",
                                              show_default=False)] = None,
    agent_name: Annotated[str, typer.Option("--agent", help="The computer players: random, "
                                            "maxims, ddmc or alphamu.")] = "maxims",
    spade_convention: Annotated[bool, typer.Option(
        "--spade-convention", help="Play by the Spade Convention: an undoubled spade make is "
        "played only when either side has 20 or more.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Play rubbers at a club table of four to six members, cutting in and out."""
    with bad_input():
        code = option("--law-code", lambda: load_law_code(law_code))
        if spade_convention:
            code = code.with_options(spade_convention=True)
        people = [n.strip() for n in names.split(",")] if names else list(MEMBER_NAMES[:members])
        if names is None and not 4 <= members <= 6:
            raise BadInput(f"--members {members}: a club table has four to six members "
                            f"({code.cite('tables', 'max_members')})")
        if not 4 <= len(people) <= 6 or len(set(people)) != len(people) or not all(people):
            raise BadInput(f"--names {names!r}: four to six different names are needed")
        if rubbers < 1:
            raise BadInput(f"--rubbers {rubbers}: at least 1 is needed")
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        factories = {seat: option("--agent", partial(make_agent, agent_name,
                                                      random.Random(f"club:{seed}:{seat}")))
                     for seat in Seat}

        def choose(table: Table) -> Choose:
            context = lambda: ScoreContext(table.rubber.game_score, table.rubber.games_won)  # noqa: E731
            return chooser(factories, context)

        roster, _ = play_club(code, people, rubbers, seed, choose)
        summary = club_summary(roster, seed)
        if as_json:
            typer.echo(json.dumps(summary, indent=2))
            return
        console = Console(highlight=False)
        console.print(Text(f"Seed {seed} · a club table of {len(people)} · {code.title} "
                           f"({code.key})", style="bold"))
        rubbers_table = RichTable(header_style="bold", box=box.SIMPLE_HEAD, pad_edge=False)
        rubbers_table.add_column("rubber", justify="right")
        rubbers_table.add_column("partners (dealer first)", no_wrap=True)
        rubbers_table.add_column("sat out")
        rubbers_table.add_column("won", justify="right")
        for row in summary["rubbers"]:
            (a, b), (c, d) = row["partners"]
            won = max(row["points"].values(), default=0)
            winners = "-".join(n for n in (a, b, c, d) if row["points"].get(n) == won and won)
            rubbers_table.add_row(str(row["rubber"]), f"{a}-{b} v {c}-{d}",
                                  ", ".join(row["sat_out"]) or "-", f"{winners} {won}".strip())
        console.print(rubbers_table)
        members_table = RichTable(header_style="bold", box=box.SIMPLE_HEAD, pad_edge=False)
        for heading in ("member", "played", "sat out", "points"):
            members_table.add_column(heading, justify="left" if heading == "member" else "right")
        for name in roster.members:
            played = sum(1 for s in roster.rubbers if name in s.players)
            out = sum(1 for s in roster.rubbers if name in s.sitting_out)
            members_table.add_row(name, str(played), str(out),
                                  Text(str(summary["points"][name]), style="bold"))
        console.print(members_table)
