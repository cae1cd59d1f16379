"""The three-hand scoring block in Rich: one column per player.

Each deal is a row: its number, the dealer, the make (with the doubling), the tricks of the
dealer with X against the two, then each player's points (``below`` the line for tricks,
``+above`` for honours, chicane and slam); a rule under each finished game; then each player's
points, the 50 for each game or the rubber's 100 (no such row when the score is of "trick and
honor points only"), and the totals (Ames, Three Hand Bridge).

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.cards import Strain
>>> from bridgewhist.scoring import DealResult
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.cli.render import render_text
>>> from bridgewhist.three_hand.scoring import Mode, ThreeHandScore
>>> score = ThreeHandScore(load_law_code("english"), ("Ann", "Bob", "Cy"), Mode.GAMES, games=1)
>>> score = score.score(0, DealResult(Seat.S, Strain.HEARTS, (10, 3), honours=(1, 1, 2, 1)))
>>> print(render_text(three_hand_block(score), width=72))  # doctest: +NORMALIZE_WHITESPACE
Three-hand scoring block · english-1904 · games of 50 (1)
deal            dealer   make   tricks        Ann        Bob         Cy
───────────────────────────────────────────────────────────────────────
1               Ann      ♥      10-3       32 +16
game 1 to Ann
points                                         48          0          0
games                                          50          0          0
total                                          98          0          0
Games 1-0-0; over: 1 game played.
In a player's cell: tricks below the line, then +honours, chicane and slam above.
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from bridgewhist.seats import Side
from bridgewhist.three_hand.scoring import Mode, ThreeHandScore

__all__ = ["three_hand_block"]


def three_hand_block(score: ThreeHandScore) -> RenderableType:
    """The block of a three-hand score (see the module's note)."""
    count = score.deal_count
    mode = {Mode.GAMES: f"games of 50 ({score.games})", Mode.RUBBER: "a rubber of two games, 100",
            Mode.POINTS: f"points only, {count} deal{'s' if count != 1 else ''}"}[score.mode]
    title = Text(f"Three-hand scoring block · {score.code.key} · {mode}", style="bold")
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, header_style="bold", show_edge=False)
    for heading, justify in (("deal", "left"), ("dealer", "left"), ("make", "left"),
                             ("tricks", "left")):
        table.add_column(heading, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for name in score.players:
        table.add_column(name, justify="right", no_wrap=True, min_width=8)
    width = 4 + 3
    for deal in score.deals:
        cells: list[Text | str] = [str(deal.number), score.players[deal.dealer]]
        if deal.result is None:
            cells += ["passed", ""] + [""] * 3
        else:
            result = deal.result
            make = result.strain.symbol + (f" ×{result.multiplier}" if result.multiplier > 1 else "")
            cells += [make, f"{result.tricks[Side.NS]}-{result.tricks[Side.EW]}"]
            for player in range(3):
                below, above = deal.below[player], deal.above[player]
                parts = [str(below)] if below else []
                if above:
                    parts.append(f"{above:+d}")
                cells.append(" ".join(parts))
        table.add_row(*cells)
        if deal.games_won_by:
            names = " and ".join(score.players[p] for p in deal.games_won_by)
            table.add_row(Text(f"game {deal.game} to {names}", style="dim"), *[""] * (width - 1))
    table.add_row(Text("points", style="bold"), "", "", "",
                  *(str(score.points(p)) for p in range(3)))
    if score.mode != Mode.POINTS:
        bonus_label = "games" if score.mode == Mode.GAMES else "rubber"
        table.add_row(bonus_label, "", "", "", *(str(score.bonus(p)) for p in range(3)))
    leader = max(score.totals)
    table.add_row(Text("total", style="bold"), "", "", "",
                  *(Text(str(t), style="bold green" if t == leader and score.is_over else "bold")
                    for t in score.totals))
    legend = Text("In a player's cell: tricks below the line, then +honours, chicane and slam above.",
                  style="dim")
    won = "-".join(str(g) for g in score.games_won)
    status = f"over: {score.over_text()}" if score.is_over else score.over_text()
    if score.mode == Mode.POINTS:
        return Group(title, table, Text(f"{status[0].upper()}{status[1:]}."), legend)
    return Group(title, table, Text(f"Games {won}; {status}."), legend)
