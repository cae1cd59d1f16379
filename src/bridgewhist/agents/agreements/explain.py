"""What partner's last card shows, in words, by the agreements (for a hint to a defender).

:func:`partner_shows` reads only the viewer's view: partner's most recent card (in the trick on
the table, else the last trick) and what it tells by the agreements, with the card before it
when the two make one signal (a high-low: the echo), citing the convention's book. Only the
defenders signal, so a maker's partner (dummy) shows nothing.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> from bridgewhist.view import view_of
>>> from bridgewhist.agents.agreements.model import agreements_named
>>> view = view_of(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5)), Seat.W)
>>> partner_shows(view, agreements_named("books")) is None      # no card played yet
True
"""

from __future__ import annotations

from bridgewhist.agents.agreements.history import (
    DISCARD,
    FOLLOW,
    LEAD,
    Play,
    next_higher_out,
    next_lower_out,
    plays,
    rank_of,
    suit_of,
    winning_card,
)
from bridgewhist.agents.agreements.model import Agreements
from bridgewhist.agents.agreements.signals import HONOUR, defends, discard_strong
from bridgewhist.cards import Card
from bridgewhist.view import SeatView

__all__ = ["partner_shows"]


def _name(card: int) -> str:
    """The card in words ("queen of spades")."""
    return Card(card).describe()


def _suit(card: int) -> str:
    """The card's suit in words ("spades")."""
    return _name(card).rsplit(" ", 1)[-1]


def _rank(card: int) -> str:
    """The card's rank in words ("queen")."""
    return _name(card).split(" ", 1)[0]


def partner_shows(view: SeatView, agreements: Agreements) -> str | None:
    """One sentence: partner's last card and what it shows by ``agreements``, with the book;
    None when he has played no card yet, when the viewer's side makes, or when nothing is read."""
    if not agreements.items or not defends(view):
        return None
    partner = (int(view.seat) + 2) & 3
    history = plays(view)
    mine = [play for play in history if play.seat == partner]
    if not mine:
        return None
    last = mine[-1]
    earlier = history[:history.index(last)]
    shown = _shows(view, last, earlier, agreements)
    if shown is None:
        return None
    words, key = shown
    source = agreements.get(key).source
    return f"Partner's {_name(last.card)}: {words} ({agreements.get(key).name}: {source.cite()})."


def _echo(view: SeatView, play: Play, earlier: list[Play]) -> tuple[str, str]:
    """A card followed to another's lead on a suit make, not winning: the echo's first card, its
    second (a high-low), or, when the viewer sees every lower card of the suit, his lowest."""
    card, suit = play.card, _suit(play.card)
    before = [p for p in earlier if p.seat == play.seat and p.before and suit_of(p.card) == suit_of(card)
              and p.kind_in(view.strain) == FOLLOW]
    if len(before) == 1 and before[0].card > card and winning_card(
            (*before[0].before, before[0].card), view.strain) != before[0].card:
        return (f"his high-low in {suit} (the {_rank(before[0].card)}, then the {_rank(card)}) is "
                f"an echo: he held two {suit} and can trump the third round", "echo")
    unseen = view.unseen_cards()
    lower = [c for c in range(suit_of(card) * 16 + 2, card) if unseen >> c & 1]
    if not lower:
        return (f"it is his lowest {suit[:-1]} (you see every lower one): no echo", "echo")
    return (f"if it is not his lowest {suit[:-1]}, it begins an echo (a high-low): he holds two "
            f"{suit} and can trump the third round", "echo")


def _shows(view: SeatView, play: Play, earlier: list[Play], agreements: Agreements
           ) -> tuple[str, str] | None:
    kind = play.kind_in(view.strain)
    card, gone = play.card, play.gone
    lower, higher = next_lower_out(card, gone), next_higher_out(card, gone)
    if kind == LEAD:
        opened = next((p.seat for p in earlier if not p.before and suit_of(p.card) == suit_of(card)),
                      None)
        again = any(p.seat == play.seat and not p.before and suit_of(p.card) == suit_of(card)
                    for p in earlier)
        if opened == int(view.seat) and not again and agreements.has("return"):
            return ("he returns your suit: the ace if he holds it, else the higher of two cards "
                    "left or the lowest of three or more", "return")
        if not agreements.has("leads"):
            return None
        if rank_of(card) == 14 and lower is not None and rank_of(lower) == 13:
            return f"led, it denies the {_name(lower)} (from ace, king he leads the king)", "leads"
        if rank_of(card) == 13:
            return "led, it is from ace, king or from king, queen", "leads"
        if higher is not None and rank_of(higher) >= HONOUR:
            return f"led, it is the top of his sequence: he has not the {_name(higher)}", "leads"
        if view.strain == 4:
            return "led at no trump, it is his fourth best (or his lowest)", "leads"
        if lower is not None:
            return f"led, it is his lowest of equal cards: he has not the {_name(lower)}", "leads"
        return None
    if kind == FOLLOW:
        led = suit_of(play.before[0])
        wins = winning_card((*play.before, card), view.strain) == card
        if agreements.has("echo") and view.strain not in (4, led) and not wins:
            return _echo(view, play, earlier)
        if lower is not None and agreements.has("third_hand"):
            return (f"the lowest of his equal cards: he has not the {_name(lower)}", "third_hand")
        return None
    if kind == DISCARD:
        first = not any(p.seat == play.seat and p.kind_in(view.strain) == DISCARD for p in earlier)
        if first and agreements.has("discard"):
            if discard_strong(view):
                return "his first discard: from his best protected suit", "discard"
            return "his first discard: from his weakest suit", "discard"
        if lower is not None and agreements.has("third_hand"):
            return f"discarded, it denies the {_name(lower)}", "third_hand"
    return None
