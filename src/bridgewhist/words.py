"""The laws' words for cards and acts: one home for what every table writes and says.

A card is said as at the table ("the knave of hearts": the period's books say knave, not jack);
the declaration and the doubling in the words the laws give them ("I leave it to you, partner",
"May I lead?", "Satisfied": english-1904 laws 47-48 and 54-56, american laws 51-53). The terminal
and the web table draw cards their own way (symbols, colours) but say the acts with these words.

>>> from bridgewhist.cards import Card
>>> card_words(Card.parse("HJ"))
'the knave of hearts'
"""

from __future__ import annotations

from bridgewhist.actions import Action, ActionKind
from bridgewhist.cards import Suit
from bridgewhist.phases import declaration, doubling
from bridgewhist.state import HandState, Phase

__all__ = ["RANK_WORDS", "action_words", "card_words", "said"]

RANK_WORDS = {14: "ace", 13: "king", 12: "queen", 11: "knave", 10: "ten", 9: "nine", 8: "eight",
              7: "seven", 6: "six", 5: "five", 4: "four", 3: "three", 2: "two"}
"""Each rank (2..14) in words, the knave for the jack as the period's books write it."""


def card_words(card: int) -> str:
    """A card in words: ``the king of hearts``.

    >>> card_words(16 + 13)
    'the king of hearts'
    """
    return f"the {RANK_WORDS[card & 15]} of {Suit(card >> 4).plural}"


def said(state: HandState, action: Action) -> str:
    """What a player says for a declaration or doubling ``action`` made in ``state``.

    >>> import random
    >>> from bridgewhist.actions import LEAVE
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> said(new_hand(load_law_code("english"), Seat.S, rng=random.Random(1)), LEAVE)
    'I leave it to you, partner'
    """
    if state.phase == Phase.DECLARATION:
        return declaration.phrase(action)
    return doubling.phrase(state, action)


def action_words(state: HandState, action: Action) -> str:
    """An action in the laws' words, as made in ``state``: a card in words, else what is said.

    >>> import random
    >>> from bridgewhist.actions import play
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> action_words(new_hand(load_law_code("english"), Seat.S, rng=random.Random(1)), play(16 + 13))
    'the king of hearts'
    """
    if action.kind == ActionKind.PLAY:
        return card_words(action.value)
    return said(state, action)
