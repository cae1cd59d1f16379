"""What one seat may see: the information a player has at a real table, and nothing more.

An agent is given a :class:`SeatView`, never the :class:`~bridgewhist.state.HandState`, so it
cannot look at a hidden card by construction. A seat sees its own cards; dummy's cards once
they are exposed after the opening lead (P62, A61, W61); every card played; the declaration and
the doubling; the score. The dealer, acting for dummy, sees the same as the dealer.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
>>> view = view_of(state, Seat.W)
>>> view.hand == state.hands[Seat.W], view.dummy_hand
(True, None)
"""

from __future__ import annotations

import dataclasses

from bridgewhist.actions import Action
from bridgewhist.cards import SUIT_MASKS, CardSet
from bridgewhist.laws.code import LawCode
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase, Trick


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreContext:
    """The score at the table when the deal is played: points toward the current game and
    games won, by side (NS, EW)."""

    game_score: tuple[int, int] = (0, 0)
    games_won: tuple[int, int] = (0, 0)


@dataclasses.dataclass(frozen=True, slots=True)
class SeatView:
    """Everything the player in ``seat`` knows when asked to act.

    ``hand`` is his own remaining cards; ``dummy_hand`` dummy's remaining cards once exposed
    (else None); ``voids[seat]`` the suits each seat has shown out of (as a 4-bit mask by
    :class:`~bridgewhist.cards.Suit`); ``legal`` the actions the laws allow now (empty when it
    is not this player's turn).
    """

    seat: Seat
    code: LawCode
    dealer: Seat
    phase: Phase
    turn: Seat
    actor: Seat
    hand: int
    dummy_hand: int | None
    strain: int
    maker: int
    left_to_partner: bool
    doubles: int
    last_doublers: tuple[int, int]
    leader: Seat
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    won: tuple[int, int]
    played: int
    voids: tuple[int, int, int, int]
    legal: tuple[Action, ...]
    context: ScoreContext

    @property
    def dummy(self) -> Seat:
        """The dealer's partner."""
        return self.dealer.partner

    @property
    def side(self) -> Side:
        """The viewer's side."""
        return self.seat.side

    @property
    def is_my_turn(self) -> bool:
        """True when this seat's player must act now."""
        return self.actor == self.seat and self.phase != Phase.COMPLETE

    def visible_cards(self) -> int:
        """Every card this seat can see or has seen: its hand, dummy's, all played cards."""
        return self.hand | (self.dummy_hand or 0) | self.played

    def unseen_cards(self) -> int:
        """The cards still held by hands this seat cannot see."""
        return ~self.visible_cards() & (SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2]
                                        | SUIT_MASKS[3])

    def describe(self) -> str:
        """A one-line summary for logs (only what this seat may see)."""
        dummy = "" if self.dummy_hand is None else f" dummy {CardSet(self.dummy_hand).symbolic()}"
        return (f"{self.seat} {self.phase.name.lower()} hand {CardSet(self.hand).symbolic()}"
                f"{dummy} trick {' '.join(str(CardSet(1 << c)) for c in self.trick) or '-'}")


def shown_voids(state: HandState) -> tuple[int, int, int, int]:
    """Suits each seat has shown out of by not following suit, as 4-bit masks."""
    voids = [0, 0, 0, 0]
    for trick in state.tricks:
        led = trick.cards[0] >> 4
        for offset in range(1, 4):
            if trick.cards[offset] >> 4 != led:
                voids[(trick.leader + offset) & 3] |= 1 << led
    if state.trick:
        led = state.trick[0] >> 4
        for offset in range(1, len(state.trick)):
            if state.trick[offset] >> 4 != led:
                voids[(state.leader + offset) & 3] |= 1 << led
    return (voids[0], voids[1], voids[2], voids[3])


def last_trick_seen(state: HandState) -> Trick | None:
    """The last trick as a player may look at it: while it lies turned on the table, before the
    next card is led, or once the hand is over; not once it is quitted, in a code whose
    ``general.quitted_trick_hidden`` holds (P108, A98, W98). The web table shows it by this rule
    too, in the centre of the felt (``static/js/table.js``).

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
    >>> while len(state.tricks) < 1 or len(state.trick) < 1:
    ...     state = state.apply(state.legal_actions()[0])
    >>> last_trick_seen(state) is None, state.code.cite("general", "quitted_trick_hidden")
    (True, 'english-1904 law 108')
    """
    if not state.tricks:
        return None
    hidden = state.code.general.quitted_trick_hidden and state.trick and not state.is_complete
    return None if hidden else state.tricks[-1]


def view_of(state: HandState, seat: Seat, context: ScoreContext | None = None) -> SeatView:
    """The view of ``seat``'s player (``legal`` is empty unless he must act now).

    Dummy's hand shows in every other seat's view once exposed; in the play dummy himself
    "has no part whatever in the game" (P63, A62, W62): he sees his own cards and what is
    played, and never acts, the dealer playing his cards.
    """
    dummy = state.dealer.partner
    dummy_hand = state.hands[dummy] if state.dummy_exposed and seat != dummy else None
    legal = state.legal_actions() if state.actor == seat else ()
    played = state.played.mask
    return SeatView(
        seat=seat, code=state.code, dealer=state.dealer, phase=state.phase, turn=state.turn,
        actor=state.actor, hand=state.hands[seat], dummy_hand=dummy_hand, strain=state.strain,
        maker=state.maker, left_to_partner=state.left_to_partner, doubles=state.doubles,
        last_doublers=state.last_doublers, leader=state.leader, trick=state.trick,
        tricks=state.tricks, won=state.won, played=played, voids=shown_voids(state),
        legal=legal, context=context or ScoreContext(),
    )
