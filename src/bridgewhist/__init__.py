"""bridgewhist: Bridge as the clubs played it in 1904-1905, under three law codes.

>>> import bridgewhist
>>> bridgewhist.load_law_code("american-1905").title
'The Laws of Bridge, Revised 1905 (J. B. Elwell, Advanced Bridge)'
"""

from bridgewhist.actions import Action, ActionKind, parse_action
from bridgewhist.cards import Card, CardSet, Strain, Suit, format_deal, parse_deal
from bridgewhist.errors import BridgeError, IllegalActionError, LawCodeError, NotationError, Reason
from bridgewhist.laws import LAW_CODE_KEYS, LawCode, load_law_code
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase, hand_from_deal, new_hand

__version__ = "0.1.0"

__all__ = [
    "LAW_CODE_KEYS", "Action", "ActionKind", "BridgeError", "Card", "CardSet", "HandState",
    "IllegalActionError", "LawCode", "LawCodeError", "NotationError", "Phase", "Reason", "Seat",
    "Side", "Strain", "Suit", "format_deal", "hand_from_deal", "load_law_code", "new_hand",
    "parse_action", "parse_deal",
]
