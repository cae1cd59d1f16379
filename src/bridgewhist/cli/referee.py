"""Rendering a refereed deal's log for ``bridgewhist replay``: each irregularity, the options
offered, the choice made and the law.

>>> from bridgewhist.referee.referee import Referee
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.cards import parse_deal
>>> from bridgewhist.seats import Seat
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
>>> ref = Referee.from_deal(load_law_code("english-1904"), Seat.S, hands).act("N: hearts")
>>> ref = ref.act("W: choose stand")
>>> from bridgewhist.cli.render import render_text
>>> print(render_text(referee_log(ref)))
Irregularities and rulings
 N: hearts       N's declaration without permission: W to choose english-1904 law 49
                 offered: stand, new-deal
 W: choose stand W chooses stand                                 english-1904 law 49
                 offered: stand, new-deal; chosen: stand
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from bridgewhist.cli.render import trick_by_trick
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase

__all__ = ["referee_log", "refereed_deal_view"]


def _states(referees: Sequence[Referee]) -> list[HandState]:
    """The ordinary states of a refereed deal, consecutive where the auction allows: repeats
    dropped, a ruling that made two acts at once (a declaration that stands) bridged."""
    states = [referees[0].hand]
    for referee in referees[1:]:
        hand = referee.hand
        before = states[-1]
        if hand == before:
            continue
        if before.phase in (Phase.DECLARATION, Phase.DOUBLING) and not any(
                before.apply(a) == hand for a in before.legal_actions()):
            for action in before.legal_actions():
                middle = before.apply(action)
                if middle.phase != Phase.COMPLETE and any(
                        middle.apply(b) == hand for b in middle.legal_actions()):
                    states.append(middle)
                    break
        states.append(hand)
    return states


def refereed_deal_view(referees: Sequence[Referee],
                       names: Mapping[Seat, str] | None = None) -> RenderableType:
    """A refereed deal as replayed: the hands, the talk and the tricks, then the referee's log.
    When a ruling cut the doubling short (a refused double) the talk is left out: the log
    tells it."""
    states = _states(referees)
    try:
        view = trick_by_trick(states, names)
    except ValueError:
        played = [s for s in states if s.phase in (Phase.PLAY, Phase.COMPLETE)]
        view = trick_by_trick(played or states[:1], names)
    return Group(view, Text(""), referee_log(referees[-1]))


def referee_log(referee: Referee) -> RenderableType:
    """The referee's events as a table (an empty text when nothing irregular happened)."""
    if not referee.events:
        return Text("")
    table = Table.grid(padding=(0, 1))
    table.add_column(no_wrap=True)
    table.add_column()
    table.add_column(no_wrap=True)
    for event in referee.events:
        what = Text(event.what)
        extra = []
        if event.options:
            extra.append("offered: " + ", ".join(event.options))
        if event.choice:
            extra.append("chosen: " + event.choice)
        if extra:
            what.append("\n" + "; ".join(extra), style="dim")
        table.add_row(Text(" " + event.act, style="bold"), what, Text(event.law, style="italic"))
    footer = []
    if referee.outcome in ("new-deal", "void"):
        footer.append(Text(" No score: " + ("a new deal by the same dealer" if referee.outcome == "new-deal"
                                            else "the deal is void; the rightful dealer deals")))
    return Group(Text("Irregularities and rulings", style="bold underline"), table, *footer)
