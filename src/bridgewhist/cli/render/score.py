"""The scoring block and the score of a deal in a line.

The scoring block follows Hoyle's "The Score in Actual Practice": one column per side, a line
across the middle, honours, chicane and slam above it (each new figure written further from the
line, as on the paper block), tricks below it, a line drawn under each finished game, then the
columns added up, the 100 for the rubber given to its winners, and the difference. Everything
reads without colour: suits carry their symbols, lines are drawn with characters.

>>> from bridgewhist.cli.render.text import render_text
>>> from bridgewhist.notation.record import loads, replay
>>> record = loads('''{"format": "bridgewhist-record", "version": 1, "law_code": "english",
...   "deals": [{"kind": "result", "dealer": "S", "strain": "NT", "tricks": {"NS": 9, "EW": 4}},
...             {"kind": "result", "dealer": "W", "strain": "H", "tricks": {"NS": 10, "EW": 3},
...              "honours": {"E": 3}}]}''')
>>> text = render_text(scoring_block(replay(record).rubber, {Side.NS: "A-B", Side.EW: "C-D"}))
>>> print(text.splitlines()[-1])
A-B win the rubber by 152 points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rich.console import Group, RenderableType
from rich.text import Text

from bridgewhist.cli.render.text import strain_text
from bridgewhist.rubber import Rubber, ScoredDeal
from bridgewhist.scoring import ScoreEntry
from bridgewhist.seats import Side

_NUMBER_WIDTH = 5
_NOTE_LIMIT = 26
_NUMBER_WORDS = (("five", "5"), ("four", "4"), ("three", "3"), ("one", "1"))


def side_names(names: Mapping[Side, str] | None = None) -> dict[Side, str]:
    """The column heads: the names given, else ``We`` and ``They``.

    >>> side_names()[Side.EW], side_names({Side.NS: "A-B", Side.EW: "C-D"})[Side.NS]
    ('They', 'A-B')
    """
    given = names or {}
    return {side: given.get(side, ("We", "They")[side]) for side in Side}



# -- the scoring block ------------------------------------------------------------------
def _note(entry: ScoreEntry) -> str:
    text = entry.description
    if entry.kind in ("honours", "chicane"):
        text = text.replace(", the fifth in partner's", " + 1").replace(" in one hand", " in 1 hand")
        for word, digit in _NUMBER_WORDS:
            if text.startswith(word + " "):
                text = digit + text[len(word):]
    text = text.replace(" x", " ×")
    return text if len(text) <= _NOTE_LIMIT else text[: _NOTE_LIMIT - 1] + "…"


def _cell(entry: ScoreEntry) -> Text:
    cell = Text(f"{entry.points:>{_NUMBER_WIDTH}}")
    cell.append(" " + _note(entry), style="dim")
    return cell


def _deal_label(deal: ScoredDeal) -> Text:
    label = Text(f"{deal.number:>2} ")
    label.append_text(strain_text(deal.result.strain))
    if deal.result.multiplier > 1:
        label.append(f" ×{deal.result.multiplier}")
    return label


class _Line(NamedTuple):
    """A line drawn across the block, with an optional caption in its middle."""

    char: str
    caption: str = ""


_Cells = tuple[Text, Text, Text]


class _Block:
    """Rows of three cells (label, NS, EW) and the lines drawn between them."""

    def __init__(self) -> None:
        self.rows: list[_Cells | _Line] = []

    def row(self, label: Text | str, ns: Text | None = None, ew: Text | None = None) -> None:
        self.rows.append((Text(label) if isinstance(label, str) else label,
                          ns or Text(), ew or Text()))

    def line(self, char: str, caption: str = "") -> None:
        self.rows.append(_Line(char, caption))

    def entry_rows(self, label: Text, entries: Sequence[ScoreEntry]) -> None:
        columns = [[_cell(e) for e in entries if e.side == side] for side in Side]
        for index in range(max(len(c) for c in columns)):
            cells = [c[index] if index < len(c) else Text() for c in columns]
            self.row(label if index == 0 else "", cells[0], cells[1])

    def render(self, heads: dict[Side, str], styles: dict[Side, str]) -> Text:
        cells = [row for row in self.rows if not isinstance(row, _Line)]
        label_width = max([len(label) for label, _, _ in cells] + [len("deal")])
        side_width = max(_NUMBER_WIDTH + 1, *(len(heads[s]) for s in Side),
                         *(len(cell) for row in cells for cell in row[1:]))
        total = label_width + 2 * (side_width + 3)
        head = Text()
        head.append(f"{'deal':<{label_width}}", style="dim")
        for side in Side:
            head.append(" │ ")
            head.append(f"{heads[side]:^{side_width}}", style=styles[side])
        lines = [head]
        for row in self.rows:
            if isinstance(row, _Line):
                caption = f" {row.caption} " if row.caption else ""
                left = (total - len(caption)) // 2
                lines.append(Text(row.char * left + caption
                                  + row.char * (total - left - len(caption))))
                continue
            label, ns, ew = row
            line = label.copy()
            line.append(" " * (label_width - len(label)))
            for cell in (ns, ew):
                line.append(" │ ")
                line.append_text(cell)
                line.append(" " * (side_width - len(cell)))
            lines.append(line)
        for line in lines:
            line.rstrip()
        out = Text("\n", no_wrap=True, overflow="crop").join(lines)
        out.no_wrap = True
        return out


def _amount(points: int) -> str:
    return f"{points} point{'s' if points != 1 else ''}"


def rubber_verdict(rubber: Rubber, names: Mapping[Side, str] | None = None) -> str:
    """The rubber's outcome in a sentence: who won it and by how many points (P11, A11, W11).

    The difference may favour the side that lost the rubber; the sentence says so.

    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.scoring import DealResult
    >>> rubber = Rubber(load_law_code("english-1904"))
    >>> rubber_verdict(rubber)
    'The rubber is not finished (games 0-0); the scores are level.'
    """
    heads = side_names(names)
    ahead, points = rubber.net
    winner = rubber.winner
    if winner is None:
        games = "-".join(str(n) for n in rubber.games_won)
        if ahead is None:
            return f"The rubber is not finished (games {games}); the scores are level."
        return f"The rubber is not finished (games {games}); {heads[ahead]} lead by {_amount(points)}."
    if ahead is None:
        return f"{heads[winner]} win the rubber; the totals are equal, so no points are won."
    if ahead == winner:
        return f"{heads[winner]} win the rubber by {_amount(points)}."
    return f"{heads[winner]} win the rubber but lose {_amount(points)} to {heads[ahead]}."


def scoring_block(rubber: Rubber, names: Mapping[Side, str] | None = None) -> RenderableType:
    """The rubber on a scoring block: a column per side headed with its names.

    Honours, chicane and slam above the central line, the latest furthest from it; tricks
    below it, a line under each finished game; then the columns added up, the rubber's 100 to
    its winners, and the difference (P10-11, A11, W11).

    >>> from bridgewhist.cards import Strain
    >>> from bridgewhist.cli.render.text import render_text
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.scoring import DealResult
    >>> from bridgewhist.seats import Seat
    >>> rubber = Rubber(load_law_code("english-1904")).score(
    ...     DealResult(dealer=Seat.S, strain=Strain.HEARTS, tricks=(9, 4), honours=(2, 0, 1, 0)))
    >>> print(render_text(scoring_block(rubber, {Side.NS: "A-B", Side.EW: "C-D"})))
    Scoring block · english-1904
    deal     │         A-B         │         C-D
     1 ♥     │    16 3 honours     │
    ━━━━━━━━━━━ honours above · tricks below ━━━━━━━━━━━
     1 ♥     │    24 3 tricks at 8 │
    ════════════════════════════════════════════════════
    above    │    16               │     0
    below    │    24               │     0
    added up │    40               │     0
    The rubber is not finished (games 0-0); A-B lead by 40 points.
    """
    heads = side_names(names)
    block = _Block()
    later_game: int | None = None
    for deal in reversed(rubber.deals):
        honours = [e for e in deal.entries if not e.below and e.points]
        if honours:
            if later_game is not None and deal.game != later_game:
                block.line("─")  # "a pencil line is drawn above and below" a finished game
            later_game = deal.game
            block.entry_rows(_deal_label(deal), honours)
    block.line("━", "honours above · tricks below")
    for deal in rubber.deals:
        # Tricks moved by a penalty are already in the figures; the paper block shows no 0.
        tricks = [e for e in deal.entries if e.below and e.points]
        if tricks:
            block.entry_rows(_deal_label(deal), tricks)
        if deal.game_won_by is not None:
            block.line("─", f"game {deal.game} to {heads[deal.game_won_by]}")
    block.line("═")

    def figure(points: int | None) -> Text:
        return Text("" if points is None else f"{points:>{_NUMBER_WIDTH}}")

    above = [rubber.points(side, below=False) for side in Side]
    below = [rubber.points(side, below=True) for side in Side]
    block.row("above", figure(above[0]), figure(above[1]))
    block.row("below", figure(below[0]), figure(below[1]))
    block.row("added up", figure(above[0] + below[0]), figure(above[1] + below[1]))
    winner = rubber.winner
    if winner is not None:
        bonus = rubber.code.scoring.rubber_bonus
        block.row("rubber", *(figure(bonus if side == winner else None) for side in Side))
        totals = rubber.totals
        block.row(Text("total", style="bold"), *(figure(totals[side]) for side in Side))
    styles = {side: "bold green" if side == winner else "bold" for side in Side}
    text = block.render(heads, styles)
    title = Text(f"Scoring block · {rubber.code.key}", style="bold")
    return Group(title, text, Text(rubber_verdict(rubber, heads), style="bold"))


def deal_score(deal: ScoredDeal, names: Mapping[Side, str] | None = None, *,
               detail: bool = True) -> str:
    """One scored deal in a line: each side's points below and above the line, and the game.

    With ``detail`` each figure says what it is for (``24 below (2 tricks at 12)``).

    >>> from bridgewhist.cards import Strain
    >>> from bridgewhist.cli.render.text import render_text
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.scoring import DealResult
    >>> from bridgewhist.seats import Seat
    >>> rubber = Rubber(load_law_code("english-1904")).score(
    ...     DealResult(dealer=Seat.S, strain=Strain.NO_TRUMPS, tricks=(5, 8), honours=(0, 3, 0, 0)))
    >>> deal_score(rubber.deals[0])
    'They 24 below (2 tricks at 12), 30 above (three aces)'
    """
    heads = side_names(names)
    parts = []
    for side in Side:
        pieces = []
        for below, where in ((True, "below"), (False, "above")):
            entries = [e for e in deal.entries if e.side == side and e.below == below and e.points]
            if entries:
                piece = f"{sum(e.points for e in entries)} {where}"
                if detail:
                    notes = ", ".join(e.description.replace(" x", " ×") for e in entries)
                    piece += f" ({notes})"
                pieces.append(piece)
        if pieces:
            parts.append(f"{heads[side]} " + ", ".join(pieces))
    text = "; ".join(parts) or "nothing scored"
    if deal.game_won_by is not None:
        text += f"; game {deal.game} to {heads[deal.game_won_by]}"
    return text



__all__ = ["deal_score", "rubber_verdict", "scoring_block", "side_names"]
