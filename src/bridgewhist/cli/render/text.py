"""Cards, strains, hands and actions as Rich text: the pieces every screen is made of.

Everything reads without colour: suits carry their symbols; the red suits are also red.
"""

from __future__ import annotations

import io

from rich.console import Console, RenderableType
from rich.text import Text

from bridgewhist.actions import Action, ActionKind
from bridgewhist.cards import RANK_CHARS, CardSet, Strain, Suit
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.words import said

__all__ = ["RED", "action_words", "card_text", "hand_line", "render_text", "strain_text", "trick_line"]

RED = "red"
"""The style of hearts and diamonds."""


def render_text(renderable: RenderableType, *, width: int = 100, color: bool = False) -> str:
    """A renderable as text (trailing spaces removed), with or without colour codes.

    >>> render_text(Text("♥Q", style=RED))
    '♥Q'
    """
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, force_terminal=color, color_system=(
        "standard" if color else None), highlight=False, legacy_windows=False)
    console.print(renderable)
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines())



def card_text(card: int) -> Text:
    """One card with its suit symbol, the red suits in red (``10`` for the ten).

    >>> from bridgewhist.cards import Card
    >>> card_text(Card.parse("DT")).plain
    '♦10'
    """
    suit = Suit(card >> 4)
    rank = card & 15
    return Text(suit.symbol + ("10" if rank == 10 else RANK_CHARS[rank - 2]),
                style=RED if suit.is_red else "")


def strain_text(strain: Strain | int) -> Text:
    """A declaration's symbol (``NT`` at no trumps), the red suits in red.

    >>> strain_text(Strain.NO_TRUMPS).plain, strain_text(Strain.HEARTS).plain
    ('NT', '♥')
    """
    named = Strain(strain)
    suit = named.suit
    return Text(named.symbol, style=RED if suit is not None and suit.is_red else "")


def hand_line(label: str, hand: int) -> Text:
    """A hand on one line after a bold label, suit by suit (``—`` for a void).

    >>> hand_line("Dummy", CardSet.parse_pbn("AK.T2.-.QJ").mask).plain
    'Dummy: ♠ A K  ♥ 10 2  ♦ —  ♣ Q J  '
    """
    cards = CardSet(hand)
    line = Text(f"{label}: ", style="bold")
    for suit in Suit:
        ranks = " ".join("10" if r == 10 else "23456789TJQKA"[r - 2] for r in cards.ranks(suit)) or "—"
        line.append(f"{suit.symbol} {ranks}  ", style=RED if suit.is_red else "")
    return line


def trick_line(label: str, leader: Seat, cards: tuple[int, ...], *, style: str = "") -> Text:
    """``Trick so far: W ♦3 N ♦9``: the cards of a trick, each after the seat that played it."""
    line = Text(label, style=style)
    for offset, card in enumerate(cards):
        line.append(f"{leader.offset(offset).name} ")
        line.append_text(card_text(card))
        line.append(" ")
    return line


def action_words(state: HandState, action: Action) -> str:
    """An action in the laws' words, given the state it is made in (a card in symbols).

    >>> import random
    >>> from bridgewhist.actions import LEAVE
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> action_words(new_hand(load_law_code("english"), Seat.S, rng=random.Random(1)), LEAVE)
    'I leave it to you, partner'
    """
    if action.kind == ActionKind.PLAY:
        return card_text(action.value).plain
    return said(state, action)

