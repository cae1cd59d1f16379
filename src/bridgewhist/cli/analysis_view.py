"""The analysis board in the terminal: the hands, the makers' double-dummy line as a text chart
with a table of the tricks beside it, the costly cards, each player's summary, and every make.

>>> import random
>>> from bridgewhist.agents import RandomAgent
>>> from bridgewhist.analysis.board import analyse_deal
>>> from bridgewhist.cli.render import render_text
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> states = [new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))]
>>> agent = RandomAgent(random.Random(3))
>>> while not states[-1].is_complete:
...     states.append(states[-1].apply(agent(states[-1])))
>>> text = render_text(board_view(analyse_deal(states)), width=110)
>>> "South (dealer)" in text, "Each make by the dealer's side" in text
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from bridgewhist.analysis.board import CardPlayed, DealAnalysis
from bridgewhist.analysis.dd_line import LineStep
from bridgewhist.cli.render import card_text, hands_table, strain_text
from bridgewhist.seats import Seat, Side

__all__ = ["board_view", "line_chart", "line_view", "tricks_table"]


def line_chart(cards: Sequence[CardPlayed]) -> Text:
    """The makers' double-dummy tricks after each card as a text chart: one column a card, one
    row a number of tricks, ``●`` the value, ``▲`` under a card that moved it.

    >>> from bridgewhist.seats import Seat
    >>> cards = [CardPlayed(i, Seat.N, 2, ((2, 0),), 2, 0, 7, 7 if i else 6) for i in range(4)]
    >>> print(line_chart(cards).plain)
     7 │ ·●●●
     6 │ ●···
       └─────
         ▲
    """
    values = [card.makers_after for card in cards]
    top, bottom = max(values), min(values)
    text = Text()
    for level in range(top, bottom - 1, -1):
        text.append(f"{level:2d} │ ")
        for value in values:
            text.append("●" if value == level else "·", style="bold" if value == level else "dim")
        text.append("\n")
    text.append("   └" + "─" * (len(values) + 1) + "\n")
    text.append("     " + "".join("▲" if card.changed else " " for card in cards).rstrip())
    return text


def tricks_table(analysis: DealAnalysis) -> Table:
    """The table beside the chart: each trick's cards (a costly card with its cost) and the
    makers' double-dummy tricks after it."""
    table = Table(title="Trick by trick (cost in tricks against the best card)")
    for head in ("trick", "cards", "makers' DD after"):
        table.add_column(head, justify="left" if head == "cards" else "right")
    for trick in range(len(analysis.cards) // 4):
        cards = analysis.cards[trick * 4:trick * 4 + 4]
        shown = Text()
        for card in cards:
            shown.append(f"{card.seat.name} ")
            shown.append_text(card_text(card.card))
            if card.cost:
                shown.append(f" (−{card.cost}, best ", style="bold")
                shown.append_text(card_text(card.best))
                shown.append(")", style="bold")
            shown.append("  ")
        table.add_row(str(trick + 1), shown, str(cards[-1].makers_after))
    return table


def _players(analysis: DealAnalysis) -> Table:
    table = Table(title="Tricks lost against double dummy")
    for head in ("player", "tricks lost", "costliest card"):
        table.add_column(head, justify="left" if head == "player" else "right")
    for player in analysis.players:
        worst = Text("—")
        if player.costliest is not None:
            card = analysis.cards[player.costliest]
            worst = Text(f"card {card.index + 1}: ").append_text(card_text(card.card)).append(
                f" (−{card.cost})")
        table.add_row(player.seat.full_name, str(player.tricks_lost), worst)
    return table


def _makes(analysis: DealAnalysis) -> Table:
    makers = analysis.makers
    table = Table(title="Each make by the dealer's side, double dummy, undoubled",
                  caption=f"Points at the score when the deal began: NS {analysis.game_score[0]},"
                          f" EW {analysis.game_score[1]}; * the make chosen. The dealer's side "
                          f"makes, the dealer playing ({analysis.makes_law}).")
    for head in ("make", f"tricks ({makers})", f"points {makers}", f"points {makers.other}"):
        table.add_column(head, justify="left" if head == "make" else "right")
    for make in analysis.makes:
        name = strain_text(make.strain)
        if make.chosen:
            name.append(" *")
        if make.abandoned:
            name.append(" (not played: the Spade Convention)")
        table.add_row(name, str(make.tricks), str(make.makers_points), str(make.adversaries_points))
    return table


def board_view(analysis: DealAnalysis) -> RenderableType:
    """The whole analysis board."""
    makers = analysis.makers
    doubled = "" if analysis.multiplier == 1 else f", doubled ×{analysis.multiplier}"
    head = Text(f"{analysis.dealer.full_name} deals; the make: ", style="bold")
    head.append_text(strain_text(analysis.strain)).append(doubled)
    head.append(f"\nThe makers ({makers}) took {analysis.makers_tricks} tricks; double dummy "
                f"{analysis.makers_dd} at the opening lead. The deal scored NS "
                f"{analysis.points[Side.NS]}, EW {analysis.points[Side.EW]}.")
    chart = Group(Text(f"The makers' double-dummy tricks after each card (1 to "
                       f"{len(analysis.cards)}; ▲ a card that changed it)", style="bold"),
                  line_chart(analysis.cards))
    return Group(head, hands_table(analysis.hands, dealer=analysis.dealer), chart,
                 tricks_table(analysis), _players(analysis), _makes(analysis))


def line_view(line: Sequence[LineStep], start: int) -> Table:
    """A double-dummy line from card ``start`` (from 1): each card and the makers' tricks."""
    table = Table(title=f"The best line from card {start}")
    for head in ("card", "player", "plays", "makers' DD after"):
        table.add_column(head, justify="right")
    for offset, step in enumerate(line):
        table.add_row(str(start + offset), Seat(step.seat).full_name, card_text(step.card),
                      str(step.makers_after))
    return table
