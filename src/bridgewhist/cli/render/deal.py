"""A deal on screen: the four hands in a compass, the declaration and doubling in the laws'
words, the tricks one by one.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from bridgewhist.actions import Action
from bridgewhist.cards import RANK_CHARS, CardSet, Strain, Suit
from bridgewhist.cli.render.text import RED, card_text, strain_text
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase
from bridgewhist.words import said

__all__ = ["hands_table", "spoken", "spoken_line", "trick_by_trick"]


def _hand_text(seat: Seat, cards: CardSet, *, dealer: Seat | None,
               names: Mapping[Seat, str] | None) -> Text:
    head = seat.full_name
    if names and seat in names:
        head += f" · {names[seat]}"
    if dealer is not None and seat == dealer:
        head += " (dealer)"
    text = Text()
    text.append(head, style="bold")
    for suit in Suit:
        ranks = cards.ranks(suit)
        holding = " ".join("10" if r == 10 else RANK_CHARS[r - 2] for r in ranks) or "—"
        text.append("\n")
        text.append(f"{suit.symbol} {holding}", style=RED if suit.is_red else "")
    return text


def hands_table(
    hands: Sequence[int | CardSet],
    *,
    dealer: Seat | None = None,
    names: Mapping[Seat, str] | None = None,
) -> RenderableType:
    """The four hands (indexed N, E, S, W) in a compass: North above, South below.

    >>> import random
    >>> from bridgewhist.cli.render.text import render_text
    >>> from bridgewhist.dealing import shuffle_cut_and_deal
    >>> dealt = shuffle_cut_and_deal(Seat.S, random.Random(1))
    >>> text = render_text(hands_table(dealt.hands, dealer=Seat.S))
    >>> "South (dealer)" in text, text.count("♠"), text.count("♣")
    (True, 4, 4)
    """
    cards = [h if isinstance(h, CardSet) else CardSet(h) for h in hands]

    def hand(seat: Seat) -> Text:
        return _hand_text(seat, cards[seat], dealer=dealer, names=names)

    compass = Text("    N\n  W   E\n    S", style="dim")
    grid = Table.grid(padding=(0, 3))
    for _ in range(3):
        grid.add_column(no_wrap=True)
    grid.add_row("", hand(Seat.N), "")
    grid.add_row(hand(Seat.W), compass, hand(Seat.E))
    grid.add_row("", hand(Seat.S), "")
    return grid


# -- a deal trick by trick --------------------------------------------------------------
def spoken(states: Sequence[HandState]) -> list[tuple[Seat, Phase, str]]:
    """The declaration and doubling of a deal in the laws' words, with who said each.

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> states = [new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))]
    >>> for text in ("leave", "hearts", "satisfied", "satisfied"):
    ...     states.append(states[-1].apply(parse_action(text)))
    >>> [(seat.name, words) for seat, _, words in spoken(states)]
    [('S', 'I leave it to you, partner'), ('N', 'Hearts'), ('W', 'May I lead?'), ('E', 'Yes')]
    """
    out: list[tuple[Seat, Phase, str]] = []
    for before, after in itertools.pairwise(states):
        if before.phase not in (Phase.DECLARATION, Phase.DOUBLING):
            break
        action = _action_between(before, after)
        out.append((before.turn, before.phase, said(before, action)))
    return out


def _action_between(before: HandState, after: HandState) -> Action:
    for action in before.legal_actions():
        if before.apply(action) == after:
            return action
    raise ValueError("the states given are not consecutive states of one deal")


def _who(seat: Seat, names: Mapping[Seat, str] | None) -> str:
    return f"{names[seat]} ({seat.full_name})" if names and seat in names else seat.full_name


def spoken_line(states: Sequence[HandState], phase: Phase,
                names: Mapping[Seat, str] | None = None) -> str:
    """One phase's words on one line: ``Ann: "I leave it to you, partner" · Cy: "Hearts"``.

    Each speaker is named by ``names``, else by his seat.

    >>> spoken_line([], Phase.DOUBLING)
    '—'
    """
    said = [f'{names[seat] if names and seat in names else seat.name}: "{words}"'
            for seat, when, words in spoken(states) if when == phase]
    return " · ".join(said) or "—"


def trick_by_trick(states: Sequence[HandState],
                   names: Mapping[Seat, str] | None = None) -> RenderableType:
    """A deal as replayed: the hands, the declaration and doubling in the laws' words, then
    each trick with its leader, the four cards and its winner, and the result.

    >>> import random
    >>> from bridgewhist.agents import RandomAgent
    >>> from bridgewhist.cli.render.text import render_text
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> states = [new_hand(load_law_code("american-1905"), Seat.N, rng=random.Random(5))]
    >>> agent = RandomAgent(random.Random(5))
    >>> while not states[-1].is_complete:
    ...     states.append(states[-1].apply(agent(states[-1])))
    >>> text = render_text(trick_by_trick(states))
    >>> "Declaration" in text and "Doubling" in text and text.count("\\n") > 20
    True
    """
    if not states:
        return Text("(no states)")
    first, last = states[0], states[-1]
    parts: list[RenderableType] = [
        Text(f"Dealer: {_who(first.dealer, names)} · {first.code.key}", style="bold"),
        hands_table(first.deal, dealer=first.dealer, names=names),
        Text(""),
    ]
    talk = Table.grid(padding=(0, 2))
    talk.add_column(style="bold", no_wrap=True)
    talk.add_column()
    talk.add_row("Declaration", spoken_line(states, Phase.DECLARATION, names))
    talk.add_row("Doubling", spoken_line(states, Phase.DOUBLING, names))
    parts.append(talk)
    if last.phase in (Phase.PLAY, Phase.COMPLETE):
        trump = last.trump
        head = Text("Trumps: ") if trump != Strain.NO_TRUMPS else Text("")
        head.append_text(strain_text(last.strain) if trump != Strain.NO_TRUMPS
                         else Text("No trumps"))
        if last.multiplier > 1:
            head.append(f", each trick ×{last.multiplier}")
        parts.append(head)
        parts.append(_tricks_table(last, names))
        ns, ew = last.won
        heads = _side_heads(names)
        if last.is_complete:
            odd_side = Side.NS if ns > ew else Side.EW
            odd = max(ns, ew) - 6
            result = (f"{heads[Side.NS]} {ns} tricks, {heads[Side.EW]} {ew}: "
                      f"{heads[odd_side]} make {odd} by tricks")
        else:
            result = (f"Unfinished: {len(last.tricks)} tricks played, "
                      f"{heads[Side.NS]} {ns}, {heads[Side.EW]} {ew}")
        parts.append(Text(result, style="bold"))
    return Group(*parts)


def _side_heads(names: Mapping[Seat, str] | None) -> dict[Side, str]:
    if names and all(seat in names for seat in Seat):
        return {side: "-".join(names[seat] for seat in side.seats) for side in Side}
    return {side: side.name for side in Side}


def _tricks_table(state: HandState, names: Mapping[Seat, str] | None) -> Table:
    heads = _side_heads(names)
    table = Table(show_edge=False, pad_edge=False, box=None, header_style="bold")
    table.add_column("#", justify="right")
    table.add_column("Led by")
    for seat in Seat:
        table.add_column(seat.name, justify="right")
    table.add_column("Won by")
    table.add_column(heads[Side.NS], justify="right")
    table.add_column(heads[Side.EW], justify="right")
    won = [0, 0]
    for number, trick in enumerate(state.tricks, 1):
        won[trick.winner.side] += 1
        cells: list[Text | str] = []
        for seat in Seat:
            cell = card_text(trick.card_of(seat))
            if seat == trick.winner:
                cell.stylize("bold")
                cell.append("*")
            else:
                cell.append(" ")
            cells.append(cell)
        table.add_row(str(number), trick.leader.name, *cells, trick.winner.name,
                      str(won[0]), str(won[1]))
    if state.trick:
        played = {state.leader.offset(i): card for i, card in enumerate(state.trick)}
        table.add_row(str(len(state.tricks) + 1), state.leader.name,
                      *(card_text(played[s]) if s in played else "" for s in Seat), "", "", "")
    return table

