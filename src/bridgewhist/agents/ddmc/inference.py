"""What the cards an unseen player has chosen say about the cards he still holds.

**The lowest of equals.** Two cards of one suit in one hand are *equal* when every card ranking
between them is in that hand too or has gone in an earlier trick: nothing can tell them apart
(double dummy values them alike in every deal). A player who always plays the lowest of equal
cards (the ddmc player does: equal averages go to the lower card) has, by playing a card, shown
that he did not hold the next lower card still out: had he held it, it would have been equal to
the card he played, and he would have played it instead. So that card is placed away from him.
A player who has once played a card and later the card just below it (equal when he played the
first) plays otherwise, and nothing is read from his cards.

Leads are read only when asked (``leads=True``): at whist a lead from a sequence is often its top
card (the leads table of the maxims player), so a lead may show the card below rather than deny
it; the ddmc player itself leads the lowest of equals. The ddmc player's sampler places the
denied cards away (:func:`~bridgewhist.agents.ddmc.sampling.sample_hands` with ``denied=``); only
the hidden hands'
cards are read, and only what the view shows is used.

>>> import random
>>> from bridgewhist.view import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5))
>>> denied_cards(view_of(state, Seat.W))      # nothing played yet: nothing known
(0, 0, 0, 0)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from bridgewhist.view import SeatView

__all__ = ["denied_cards", "next_lower_out"]


def next_lower_out(card: int, gone: int) -> int | None:
    """The highest card of ``card``'s suit below it that has not gone (``gone``: a mask of the
    cards played in earlier tricks), or None.

    >>> from bridgewhist.cards import Card, CardSet
    >>> gone = CardSet.parse("SJ").mask
    >>> str(Card(next_lower_out(CardSet.parse("SQ").mask.bit_length() - 1, gone)))
    'ST'
    >>> next_lower_out(CardSet.parse("H2").mask.bit_length() - 1, 0) is None
    True
    """
    suit_base = card & ~15
    for rank in range((card & 15) - 1, 1, -1):
        lower = suit_base | rank
        if not gone >> lower & 1:
            return lower
    return None


def _plays(view: SeatView) -> Iterator[tuple[int, int, int, bool]]:
    """Every card played so far as (seat, card, mask of the cards gone in earlier tricks,
    whether it was led)."""
    gone = 0
    for trick in view.tricks:
        for offset, card in enumerate(trick.cards):
            yield (trick.leader + offset) & 3, card, gone, offset == 0
        for card in trick.cards:
            gone |= 1 << card
    for offset, card in enumerate(view.trick):
        yield (view.leader + offset) & 3, card, gone, offset == 0


def denied_cards(view: SeatView, seats: Sequence[int] | None = None, *, leads: bool = False
                 ) -> tuple[int, int, int, int]:
    """For each seat (by default those whose hands the viewer cannot see), a mask of the unseen
    cards it cannot hold if it plays the lowest of equal cards: for every card it played (led
    cards only with ``leads=True``), the next lower card of the suit still out at the time. A
    seat that has broken the rule (played a card, then later the card so denied) gets no
    denial.

    >>> import random
    >>> from bridgewhist.agents import RandomAgent
    >>> from bridgewhist.view import view_of
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5))
    >>> agent = RandomAgent(random.Random(5))
    >>> while state.played.mask.bit_count() < 6:
    ...     state = state.apply(agent(state))
    >>> view = view_of(state, state.actor)
    >>> all(not d & ~view.unseen_cards() for d in denied_cards(view))
    True
    """
    if seats is None:
        hidden = {int(view.seat)}
        if view.dummy_hand is not None:
            hidden.add(int(view.dealer.partner))
        chosen = [seat for seat in range(4) if seat not in hidden]
    else:
        chosen = list(seats)
    denied = [0, 0, 0, 0]
    played_by = [0, 0, 0, 0]
    for seat, card, gone, led in _plays(view):
        played_by[seat] |= 1 << card
        if led and not leads:
            continue
        lower = next_lower_out(card, gone)
        if lower is not None:
            denied[seat] |= 1 << lower
    unseen = view.unseen_cards()
    result = [0, 0, 0, 0]
    for seat in chosen:
        # A denied card he played afterwards shows he does not follow the rule.
        if not denied[seat] & played_by[seat]:
            result[seat] = denied[seat] & unseen
    return (result[0], result[1], result[2], result[3])
