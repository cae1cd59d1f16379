"""A computer player's answer to a claim: accepted only when it is right by double dummy.

A claim gives one side some of the tricks still to be played. A computer player accepts it only
when that side would take at least as many with every card seen and both sides playing best
(:func:`dd_tricks`): DDS (the ``dds`` extra, :func:`bridgewhist.agents.ddmc.solver.solver`) where
it is installed; without it the exact solver of :mod:`bridgewhist.agents.ddmc.exact` for endings
of at most :data:`~bridgewhist.agents.ddmc.exact.MAX_EXACT_TRICKS` tricks; past that the claim
cannot be judged and the computer plays on (:func:`claim_is_right` gives None). A claim is judged
however many tricks are left: the web table judges it in a thread, off its event loop, and DDS
takes 4 ms median, 67 ms p95 and 0.2 s at most on 9-13 tricks left (``benchmarks/claim_settle.py``).

>>> from bridgewhist.actions import parse_action
>>> from bridgewhist.cards import parse_deal
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat, Side
>>> from bridgewhist.state import hand_from_deal
>>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
>>> state = hand_from_deal(load_law_code("english-1904"), Seat.S, deal)
>>> for word in ("spades", "satisfied", "satisfied"):
...     state = state.apply(parse_action(word))
>>> dd_tricks(state, Side.NS), claim_is_right(state, Side.NS, 13)
(13, True)
"""

from __future__ import annotations

from bridgewhist.actions import Action, ActionKind
from bridgewhist.agents.ddmc.exact import MAX_EXACT_TRICKS, Position, solve_exact
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase

__all__ = ["card_values", "claim_is_right", "dd_line", "dd_tricks", "tricks_left"]


def tricks_left(state: HandState) -> int:
    """The tricks still to be played, the one on the table included.

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> tricks_left(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1)))
    13
    """
    return 13 - len(state.tricks)


def _position(state: HandState) -> Position:
    hands = state.hands
    return Position((hands[0], hands[1], hands[2], hands[3]), state.strain, int(state.leader),
                    tuple(state.trick))


def card_values(state: HandState) -> dict[int, int] | None:
    """Each legal card's double-dummy value (the tricks left, the one on the table included, for
    the side on play): DDS where installed, else the exact solver for a short ending; None when
    no solver can say."""
    position = _position(state)
    try:
        return solver().card_values_batch([position])[0]
    except ImportError:  # no DDS (the 'dds' extra): the exact solver for a short ending
        if state.hands[state.turn].bit_count() <= MAX_EXACT_TRICKS:
            return solve_exact(position.hands, position.trump, position.leader, position.trick).values
    return None


def dd_line(state: HandState, side: Side, tricks: int) -> list[Action] | None:
    """The double-dummy line that settles a claim of ``tricks`` of the tricks left for ``side``:
    each seat plays its double-dummy best card for its side (the lowest of equals) until ``side``
    has its tricks; from then on ``side`` stops trying (each of its seats plays the card worth
    least to it by double dummy) and the adversaries still play their best. ``side`` takes at
    least ``tricks`` (exactly, when the claim is its double-dummy value) and never more than its
    double-dummy value. None when the claim is more than that value, or no solver can say.

    >>> from bridgewhist.actions import parse_action
    >>> from bridgewhist.cards import parse_deal
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import hand_from_deal
    >>> deal = parse_deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    >>> state = hand_from_deal(load_law_code("english-1904"), Seat.S, deal)
    >>> for word in ("spades", "satisfied", "satisfied"):
    ...     state = state.apply(parse_action(word))
    >>> while len(state.tricks) < 10:
    ...     state = state.apply(state.legal_actions()[0])
    >>> line = dd_line(state, Side.EW, 0)
    >>> for action in line:
    ...     state = state.apply(action)
    >>> state.won, dd_line(state, Side.NS, 1)
    ((13, 0), None)
    """
    if state.phase != Phase.PLAY or tricks_left(state) == 0:
        return None
    made = dd_tricks(state, side)
    if made is None or made < tricks:
        return None
    target = state.won[side] + tricks
    line: list[Action] = []
    now = state
    while not now.is_complete:
        values = card_values(now)
        if values is None:
            return None
        mine = now.turn.side == side
        trying = not mine or now.won[side] < target
        best = (max if trying else min)(values.values())
        card = min(c for c, v in values.items() if v == best)
        action = Action(ActionKind.PLAY, card)
        line.append(action)
        now = now.apply(action)
    return line


def dd_tricks(state: HandState, side: Side) -> int | None:
    """The tricks ``side`` takes of those left, both sides playing best with every card seen;
    None when no solver can say (no DDS, and more than the exact solver's tricks left).

    :raises ValueError: outside the play.
    """
    if state.phase != Phase.PLAY:
        raise ValueError("a claim is judged in the play only")
    left = tricks_left(state)
    position = _position(state)
    on_play = Seat((int(state.leader) + len(state.trick)) & 3).side
    best: int | None = None
    try:
        best = max(solver().card_values_batch([position])[0].values())
    except ImportError:  # no DDS (the 'dds' extra): the exact solver for a short ending
        if state.hands[state.turn].bit_count() <= MAX_EXACT_TRICKS:
            best = solve_exact(position.hands, position.trump, position.leader, position.trick).tricks
    if best is None:
        return None
    return best if on_play == side else left - best


def claim_is_right(state: HandState, side: Side, tricks: int) -> bool | None:
    """Whether ``side`` takes at least ``tricks`` of the tricks left by double dummy (None: it
    cannot be judged here, and the computer plays on).

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))
    >>> while len(state.tricks) < 9:
    ...     state = state.apply(state.legal_actions()[-1])
    >>> made = dd_tricks(state, Side.NS)
    >>> claim_is_right(state, Side.NS, made), claim_is_right(state, Side.NS, made + 1)
    (True, False)
    >>> claim_is_right(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3)), Side.NS, 0)
    True
    """
    if tricks <= 0:
        return True  # a concession: nobody can be given fewer than none
    made = dd_tricks(state, side)
    return None if made is None else made >= tricks
