"""``bridgewhist three-hand``: three computer players and X play three-hand bridge.

Ames's three-hand bridge (``bridgewhist.three_hand.hand``): each deals in turn and plays with X as
dummy against the other two; a dealer who cannot make the trump passes the deal or makes it
from X's hand by rule; only the leader doubles. The game runs to the rubber (``--mode rubber``,
two games, 100), for ``--games`` games (``--mode games``, 50 each) or for ``--deals`` deals
(``--mode points``, "trick and honor points only", passed deals counted), then prints the
scoring block with one column per player (or, with ``--json``, the score as JSON).

>>> import json
>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["three-hand", "--seed", "1", "--json"])
>>> data = json.loads(result.output)
>>> result.exit_code, data["mode"], data["is_over"], len(data["players"])
(0, 'rubber', True, 3)
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
from rich.text import Text

from bridgewhist.agents.three_hand_players import make_three_hand_player, three_hand_chooser
from bridgewhist.cli.common import BadInput, bad_input, option
from bridgewhist.cli.render import card_text
from bridgewhist.cli.render_three_hand import three_hand_block
from bridgewhist.laws import load_law_code
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.score import three_hand_score
from bridgewhist.seats import Side
from bridgewhist.three_hand.game import ThreeHandGame
from bridgewhist.three_hand.scoring import DEFAULT_DEAL_COUNT, Mode

__all__ = ["three_hand"]


def _deal_line(game: ThreeHandGame) -> Text:
    deal = game.deal
    dealer = game.players[deal.dealer]
    line = Text(f"Deal {game.deal_number} · {dealer} deals: ", style="bold")
    if deal.passed:
        line.append("he passes the deal.", style="")
        return line
    state = deal.state
    trump = state.trump
    assert trump is not None
    how = "from X's hand by rule " if deal.x_seen else ""
    doubled = {1: "", 2: ", doubled", 4: ", redoubled"}.get(state.multiplier,
                                                              f", ×{state.multiplier}")
    others = " and ".join(game.players[p] for p in range(3) if p != deal.dealer)
    line.append(f"{trump.words.lower()} {how}made{doubled}; {dealer} and X {state.won[Side.NS]} "
                f"tricks, {others} {state.won[Side.EW]}.", style="")
    return line


def three_hand(
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the deals and the play "
                                             "(random if not given).", show_default=False)] = None,
    mode: Annotated[str, typer.Option("--mode", help="rubber (two games, 100), games "
                                      "(50 a game) or points (trick and honour points "
                                      "only).")] = "rubber",
    games: Annotated[int, typer.Option("--games", help="With --mode games: how many "
                                       "games.")] = 3,
    deals: Annotated[int, typer.Option("--deals", help="With --mode points: how many deals, "
                                       "passed deals included.")] = DEFAULT_DEAL_COUNT,
    law_code: Annotated[str, typer.Option("--law-code", help="The laws to play by "
                                          "(see 'bridgewhist codes').")] = "english-1904",
    players: Annotated[str, typer.Option("--players", help="Three names, separated by "
                                         "commas, in the order they sit.")] = "A,B,C",
    agent_name: Annotated[str, typer.Option("--agent", help="The computer players: random, "
                                            "maxims, ddmc or alphamu.")] = "maxims",
    as_json: Annotated[bool, typer.Option("--json", help="Print the score as JSON.")] = False,
    save: Annotated[Path | None, typer.Option("--save", help="Write the record (JSON) here.",
                                              show_default=False)] = None,
) -> None:
    """Play three-hand bridge (Ames) between computer players and show each player's score."""
    with bad_input():
        code = option("--law-code", lambda: load_law_code(law_code))
        chosen_mode = option("--mode", lambda: Mode.parse(mode))
        if games < 1:
            raise BadInput(f"--games {games}: at least 1 is needed")
        if deals < 1:
            raise BadInput(f"--deals {deals}: at least 1 is needed")
        names = [name.strip() for name in players.split(",")]
        if len(names) != 3 or len(set(names)) != 3 or not all(names):
            raise BadInput(f"--players {players!r}: three different names are needed")
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        seated = {p: option("--agent", partial(make_three_hand_player, agent_name,
                                                random.Random(f"three-hand:{seed}:{p}")))
                  for p in range(3)}
        what = f"{agent_name} players"
        game, rounds = ThreeHandGame.by_cutting(
            code, names, random.Random(seed), mode=chosen_mode, games=games, deal_count=deals,
            seed=seed, event=f"Three-hand bridge, seed {seed}: {what}")
        choose = three_hand_chooser(seated, lambda: game.score)
        console = Console(highlight=False)
        if not as_json:
            console.print(Text(f"Seed {seed} · three-hand bridge · {code.title} ({code.key})",
                               style="bold"))
            for number, cards in enumerate(rounds):
                line = Text("Cut: " if number == 0 else "Cut again: ", style="bold")
                for position, (name, card) in enumerate(cards.items()):
                    line.append((", " if position else "") + f"{name} ")
                    line.append_text(card_text(card))
                console.print(line)
            console.print(f"{game.players[game.deal.dealer]} deals first (the lowest; the ace "
                          "is low); the deal goes round in the order "
                          + ", ".join(game.players) + ".")
        while True:
            game.play_out(choose)
            if not as_json:
                console.print(_deal_line(game), soft_wrap=True)
            if game.is_over or (chosen_mode != Mode.POINTS and game.deal_number >= 500):
                break
            game.next_deal()
        if save is not None:
            try:
                three_hand_record.dump(game.record(), save)
            except OSError as error:
                raise BadInput(f"cannot write {save}: {error.strerror or error}") from None
        if as_json:
            typer.echo(json.dumps({"seed": seed, **three_hand_score(game.scored)}, indent=2))
            return
        console.print()
        console.print(three_hand_block(game.scored))
        if save is not None:
            console.print(f"Record saved to {save}")
