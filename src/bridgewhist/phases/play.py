"""The play: following suit, trumping, tricks, dummy, the result.

The Whist rules all codes take for granted: the eldest hand leads first (P54/60, A51/57,
W51/57); each player must follow suit if he can (the revoke is defined by P89, A85, W85); the
highest trump wins the trick, else the highest card of the suit led; the winner leads next.
Dummy goes down after the opening lead (P62, A61, W61) and the dealer plays its cards
(P62, A61, W61).

>>> from bridgewhist.cards import parse_deal, Strain
>>> from bridgewhist.seats import Seat
>>> trick_winner((Card.parse("H2").real, Card.parse("HA").real, Card.parse("S2").real,
...               Card.parse("HK").real), Seat.W, Strain.SPADES).name
'E'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bridgewhist.actions import PLAY_ACTIONS, Action
from bridgewhist.cards import CARDS, LANE, SUIT_MASKS, Card, CardSet, Suit
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.model import DummyExposure
from bridgewhist.phases.stages import Phase, Trick
from bridgewhist.seats import Seat

if TYPE_CHECKING:
    from bridgewhist.state import HandState

_SEATS = tuple(Seat)
_COMPLETE = Phase.COMPLETE


class _LaneActions(dict[int, tuple[Action, ...]]):
    """The play actions of one suit's lane value, highest card first, built on first use."""

    __slots__ = ("base",)

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.base = suit * 16

    def __missing__(self, lane: int) -> tuple[Action, ...]:
        base = self.base
        found = tuple(PLAY_ACTIONS[base + r] for r in range(14, 1, -1) if lane >> r & 1)
        self[lane] = found
        return found


LANE_ACTIONS: tuple[dict[int, tuple[Action, ...]], ...] = tuple(_LaneActions(s) for s in range(4))
"""Per suit, a cache from a 16-bit lane of a hand to its play actions, highest first.

>>> [str(a) for a in LANE_ACTIONS[1][(1 << 14) | (1 << 10)]]
['HA', 'HT']
"""


def _lane_actions(suit: int, lane: int) -> tuple[Action, ...]:
    return LANE_ACTIONS[suit][lane]


def legal_mask(hand: int, trick: tuple[int, ...]) -> int:
    """The cards of ``hand`` that may be played to ``trick``: follow suit if able."""
    if trick:
        following = hand & SUIT_MASKS[trick[0] >> 4]
        if following:
            return following
    return hand


def legal_plays(state: HandState) -> tuple[Action, ...]:
    """The plays allowed to the seat whose turn it is, highest first within each suit."""
    hand = state.hands[state.turn]
    trick = state.trick
    if trick:
        led = trick[0] >> 4
        lane = (hand >> (led << 4)) & LANE
        if lane:
            return LANE_ACTIONS[led][lane]
    return (_SPADES[hand & LANE] + _HEARTS[(hand >> 16) & LANE]
            + _DIAMONDS[(hand >> 32) & LANE] + _CLUBS[hand >> 48])


_SPADES, _HEARTS, _DIAMONDS, _CLUBS = LANE_ACTIONS


def winning_index(cards: Sequence[int], strain: int) -> int:
    """The position (0 = the lead) of the card winning a trick, complete or not so far: the
    highest trump, else the highest card of the suit led (-1 or 4 for no trumps).

    >>> from bridgewhist.cards import Strain
    >>> winning_index([Card.parse(c) for c in ("H2", "HA", "S2")], Strain.SPADES)
    2
    """
    best = cards[0]
    best_index = 0
    for index in range(1, len(cards)):
        card = cards[index]
        if (card >> 4) == (best >> 4):
            if card > best:
                best, best_index = card, index
        elif (card >> 4) == strain:
            best, best_index = card, index
    return best_index


def trick_winner(cards: tuple[int, ...], leader: Seat, strain: int) -> Seat:
    """Who wins a trick: the highest trump, else the highest card of the suit led."""
    return _SEATS[(leader + winning_index(cards, strain)) & 3]


def check_play(state: HandState, card: int) -> None:
    """Refuse a play the seat cannot make.

    :raises IllegalActionError: the card is not held, or the seat must follow suit.
    """
    seat = state.turn
    hand = state.hands[seat]
    who = f"{seat}" if seat != state.dummy else f"{state.dealer} (for dummy {seat})"
    if card not in CARDS:
        raise IllegalActionError(
            Reason.UNKNOWN_ACTION, f"{who} cannot play card number {card}: no such card",
            action=f"play {card}", phase="play")
    if not hand >> card & 1:
        where = "was played already" if state.deal[seat] >> card & 1 else "is not in the hand"
        raise IllegalActionError(
            Reason.CARD_NOT_HELD, f"{who} cannot play {CARDS[card]}: it {where}",
            action=str(CARDS[card]), phase="play",
        )
    trick = state.trick
    if trick:
        led = trick[0] >> 4
        following = hand & SUIT_MASKS[led]
        if following and (card >> 4) != led:
            law = state.code.cite("revoke", "must_follow_suit")
            raise IllegalActionError(
                Reason.MUST_FOLLOW_SUIT,
                f"{who} cannot play {CARDS[card]}: must follow {Suit(led).plural} "
                f"(holds {', '.join(str(c) for c in CardSet(following))})",
                action=str(CARDS[card]), phase="play", law=law,
            )


def apply_play(state: HandState, card: int) -> HandState:
    """Play one card; complete the trick, and the deal, when it is the fourth."""
    (code, dealer, deal, hands, phase, seat, strain, maker, left_to_partner, doubles,
     doubling_side, doubling_first, doubling_asked, last_doublers, leader, trick, tricks, won,
     _exposed) = state
    hand = hands[seat]
    if card < 0:
        check_play(state, card)
    bit = 1 << card
    if not hand & bit or (trick and (card >> 4) != (trick[0] >> 4)
                          and hand & SUIT_MASKS[trick[0] >> 4]):
        check_play(state, card)
    hand ^= bit
    if seat == 0:
        hands = (hand, hands[1], hands[2], hands[3])
    elif seat == 1:
        hands = (hands[0], hand, hands[2], hands[3])
    elif seat == 2:
        hands = (hands[0], hands[1], hand, hands[3])
    else:
        hands = (hands[0], hands[1], hands[2], hand)
    if len(trick) < 3:
        return tuple.__new__(type(state), (
            code, dealer, deal, hands, phase, _SEATS[(seat + 1) & 3], strain, maker,
            left_to_partner, doubles, doubling_side, doubling_first, doubling_asked,
            last_doublers, leader, (*trick, card), tricks, won, True,
        ))
    # The fourth card: trick_winner unrolled for four cards.
    first, second, third = trick
    best, index = first, 0
    if second >> 4 == first >> 4:
        if second > best:
            best, index = second, 1
    elif second >> 4 == strain:
        best, index = second, 1
    if third >> 4 == best >> 4:
        if third > best:
            best, index = third, 2
    elif third >> 4 == strain:
        best, index = third, 2
    if card >> 4 == best >> 4:
        if card > best:
            index = 3
    elif card >> 4 == strain:
        index = 3
    winner = _SEATS[(leader + index) & 3]
    won = (won[0] + 1, won[1]) if not winner & 1 else (won[0], won[1] + 1)
    tricks = (*tricks, tuple.__new__(Trick, (leader, (first, second, third, card), winner)))
    return tuple.__new__(type(state), (
        code, dealer, deal, hands, _COMPLETE if len(tricks) == 13 else phase, winner, strain,
        maker, left_to_partner, doubles, doubling_side, doubling_first, doubling_asked,
        last_doublers, winner, (), tricks, won, True,
    ))


def lead_lays_down_dummy(code: LawCode, dealer: Seat, leader: Seat) -> bool:
    """Whether a card led by ``leader`` puts dummy's cards on the table under ``code``'s
    ``dummy.exposure``: P62 "As soon as a card is led, whether in or out of turn"; A61/W61 "As
    soon as the eldest hand has led".

    >>> from bridgewhist.laws import load_law_code
    >>> english, american = load_law_code("english-1904"), load_law_code("american-1905")
    >>> lead_lays_down_dummy(english, Seat.S, Seat.E), lead_lays_down_dummy(american, Seat.S, Seat.E)
    (True, False)
    >>> lead_lays_down_dummy(american, Seat.S, Seat.W)
    True
    """
    if code.dummy.exposure == DummyExposure.ON_ANY_LEAD:
        return True
    return leader == dealer.left


def describe_card(card: int) -> str:
    """A card in words, for messages."""
    return Card(card).describe()
