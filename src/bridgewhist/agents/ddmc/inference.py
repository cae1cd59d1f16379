"""What the cards an unseen player has chosen say about the cards he still holds.

**The lowest of equals.** Two cards of one suit in one hand are *equal* when every card ranking
between them is in that hand too or has gone in an earlier trick: nothing can tell them apart
(double dummy values them alike in every deal). A player who always plays the lowest of equal
cards (the ddmc player does: equal averages go to the lower card) has, by playing a card, shown
that he did not hold the next lower card still out: had he held it, it would have been equal to
the card he played, and he would have played it instead. So that card is placed away from him.
A player who has once played a card and later the card just below it (equal when he played the
first) plays otherwise, and nothing is read from his cards.

**Cards that explain the deal.** A sampled deal can also be weighed by how well it explains the
adversaries' cards (:func:`explained_losses`): each card an adversary chose so far is solved in
that deal, from the position he chose it in, and the tricks it threw away there are summed. A
strong adversary's cards seldom throw tricks away in the real deal, so a deal in which they were
blunders is less likely to be it; a player weighs each deal ``exp(-beta * loss)``
(:func:`explanation_weights`). This costs one double-dummy solve for each card of the
adversaries' that was a choice, in every deal weighed.

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

import math
from collections.abc import Callable, Iterator, Sequence

from bridgewhist.agents.ddmc.exact import Position, tricks_left
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.view import SeatView

__all__ = ["adversary_decisions", "denied_cards", "explained_losses", "explanation_weights",
           "next_lower_out", "thrown_away"]


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
    for leader, cards in _tricks(view):
        for offset, card in enumerate(cards):
            yield (leader + offset) & 3, card, gone, offset == 0
        for card in cards:
            gone |= 1 << card


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


def adversary_decisions(view: SeatView, hands: Sequence[int], within: int = 13
                        ) -> list[tuple[Position, int]]:
    """Each card an adversary of the makers has played so far, as the position he played it
    from in the deal ``hands`` (the four hands still held; the cards played since are given
    back) and the card; only the cards that were a choice (more than one legal card there),
    and only those played with at most ``within`` tricks left (the current one counted).

    >>> import random
    >>> from bridgewhist.agents import RandomAgent
    >>> from bridgewhist.cards import Card
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> from bridgewhist.view import view_of
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5))
    >>> agent = RandomAgent(random.Random(5))
    >>> while state.played.mask.bit_count() < 2:   # West leads, North (dummy) follows
    ...     state = state.apply(agent(state))
    >>> [(Seat(position.leader).name, position.trick, str(Card(card)))
    ...  for position, card in adversary_decisions(view_of(state, Seat.S), state.hands)]
    [('W', (), 'C3')]
    """
    plays = [((leader + offset) & 3, card, leader, tuple(cards[:offset]))
             for leader, cards in _tricks(view) for offset, card in enumerate(cards)]
    makers = int(view.dealer) & 1
    later = [0, 0, 0, 0]
    found = []
    for seat, card, leader, before in reversed(plays):
        later[seat] |= 1 << card
        if seat & 1 == makers:
            continue
        held = [hands[s] | later[s] for s in range(4)]
        for offset, earlier in enumerate(before):
            held[(leader + offset) & 3] &= ~(1 << earlier)
        own = held[seat]
        follow = own & SUIT_MASKS[before[0] >> 4] if before else 0
        position = Position((held[0], held[1], held[2], held[3]), view.strain, leader, before)
        if (follow or own).bit_count() > 1 and tricks_left(position) <= within:
            found.append((position, card))
    found.reverse()
    return found


def explained_losses(view: SeatView, deals: Sequence[Sequence[int]],
                     solve: Callable[[Sequence[Position]], list[dict[int, int]]],
                     within: int = 13) -> list[int]:
    """For each deal (four hands still held, consistent with ``view``), the tricks the
    adversaries' cards so far (those played with at most ``within`` tricks left) threw away in
    it, double dummy (``solve``: DDS's batch entry point,
    :func:`~bridgewhist.agents.ddmc.dds.card_values_batch`), in one batch.

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> from bridgewhist.view import view_of
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5))
    >>> explained_losses(view_of(state, Seat.N), [state.hands], lambda ps: [])  # nothing played
    [0]
    """
    return thrown_away([adversary_decisions(view, hands, within) for hands in deals], solve)


def thrown_away(decisions: Sequence[Sequence[tuple[Position, int]]],
                solve: Callable[[Sequence[Position]], list[dict[int, int]]]) -> list[int]:
    """For each deal's :func:`adversary_decisions`, the tricks those cards threw away, double
    dummy (``solve``), in one batch.

    >>> from bridgewhist.agents.ddmc.exact import solve_exact
    >>> from bridgewhist.cards import CardSet
    >>> hands = tuple(CardSet.parse(t).mask for t in ("SA S2", "SK H3", "SQ H4", "S3 H5"))
    >>> solve = lambda ps: [solve_exact(p.hands, p.trump, p.leader, p.trick).values for p in ps]
    >>> thrown_away([[(Position(hands, 4, 0), CardSet.parse("S2").mask.bit_length() - 1)], []],
    ...             solve)     # North leads the two, not the ace: both tricks thrown away
    [2, 0]
    """
    jobs = [(index, position, card) for index, found in enumerate(decisions)
            for position, card in found]
    losses = [0] * len(decisions)
    values = solve([position for _, position, _ in jobs]) if jobs else []
    for (index, _, card), value in zip(jobs, values, strict=True):
        losses[index] += max(value.values()) - value[card]
    return losses


def explanation_weights(losses: Sequence[int], beta: float) -> list[float]:
    """Each deal's weight ``exp(-beta * loss)`` from its :func:`explained_losses`, the best
    explained deal weighing 1.

    >>> explanation_weights([0, 1, 2], 1.0)
    [1.0, 0.36787944117144233, 0.1353352832366127]
    >>> explanation_weights([3, 4], 0.0)
    [1.0, 1.0]
    """
    least = min(losses, default=0)
    return [math.exp(-beta * (loss - least)) for loss in losses]


def _tricks(view: SeatView) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Each trick so far, the current one last, as (leader, cards played to it)."""
    for trick in view.tricks:
        yield trick.leader, tuple(trick.cards)
    if view.trick:
        yield int(view.leader), tuple(view.trick)
