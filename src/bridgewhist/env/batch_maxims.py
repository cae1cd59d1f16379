"""The maxims player inside the batch environment: its every decision compiled, at batch speed.

``BatchEnv(n, opponent="maxims", opponent_seats="EW")`` seats the maxims player
(:mod:`bridgewhist.agents.maxims`: the make, the doubling, the leads and the play, each rule
quoting its book) at the given seats of every table: after each of the learner's actions the
maxims play on (compiled loops, :mod:`bridgewhist.env.batch_maxims_make`,
:mod:`~bridgewhist.env.batch_maxims_leads`, :mod:`~bridgewhist.env.batch_maxims_play`) until a
learner's seat must act again, so the batch's ``step``, ``observe`` and ``legal_mask`` are
always the learner's. A decision reads only what the seat's player sees (its hand, dummy's once
exposed, the cards played, the public acts), and the few things the engine's player reads from
the deal's history (who first led what, the suits each seat showed out of, whether a hand has
discarded) are kept by a :class:`Tracker` as the cards fall.

The batch maxims decide as the engine's ``MaximsAgent`` does, rule for rule (the same deals
give the same acts and the same rule names: tests/env/test_batch_maxims.py), with one reading:
where the engine's dealer draws at random among equal cards of his own hand ("false card"),
the batch one plays the card the rule names, as the engine's player without a generator.
``amend`` (the trial's amendments) is not offered here.

>>> from bridgewhist.env.batch import BatchEnv
>>> env = BatchEnv(4, law_code="english-1904", seed=3)
>>> actions, rules = maxims_actions(env, Tracker(4))
>>> [RULE_NAMES[r] for r in rules][:1] in (["pass_it_to_partner"], ["hearts"], ["three_aces"],
...     ["diamonds"], ["two_aces_with_sure_reentry"], ["one_ace_with_sure_reentry"])
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from bridgewhist.agents.maxims.doubling import DOUBLING_RULES
from bridgewhist.agents.maxims.leads import ADVERSARY_LEADS, DEALER_LEADS, OPENING_LEADS
from bridgewhist.agents.maxims.make import DEALER_RULES, DUMMY_RULES
from bridgewhist.agents.maxims.play import FOURTH_HAND, SECOND_HAND, THIRD_HAND, VOID
from bridgewhist.env import batch_kernels as kernels
from bridgewhist.env.batch_maxims_eval import FULL_LANE, compiled, lane, to_lanes
from bridgewhist.env.batch_maxims_leads import lead
from bridgewhist.env.batch_maxims_make import DOUBLE, SATISFIED, declare, double, read_make
from bridgewhist.env.batch_maxims_play import (
    BEAT,
    DEALER,
    DEALER_SIDE,
    DUMMY,
    DUMMY_HAND,
    HAND,
    HAS_DISCARDED,
    HAS_DUMMY,
    HAS_PARTNER,
    LEADER,
    LED,
    MAKER,
    NT,
    OPENING,
    OWN_FIRST,
    PARTNER,
    PARTNER_DOUBLED,
    PARTNER_FIRST,
    PARTNER_HAND,
    PARTNER_WINNING,
    PLAYED,
    POS,
    SIZE,
    TRUMP,
    TURN,
    UNSEEN,
    VOIDS,
    WIN_CARD,
    WIN_SEAT,
    follow,
    renounce,
)
from bridgewhist.seats import Seat

if TYPE_CHECKING:
    from bridgewhist.env.batch import BatchEnv

Ints = npt.NDArray[np.int64]
Bits = npt.NDArray[np.uint64]
Bools = npt.NDArray[np.bool_]

GROUPS = (DEALER_RULES, DUMMY_RULES, DOUBLING_RULES, OPENING_LEADS, ADVERSARY_LEADS,
          DEALER_LEADS, SECOND_HAND, THIRD_HAND, FOURTH_HAND, VOID)
"""The engine's rule lists, in the order of the rule numbers below."""
RULE_NAMES: tuple[str, ...] = (*(rule.__name__ for group in GROUPS for rule in group),
                               "fallback_last_legal")
"""The name of each rule number (the engine's ``MaximsAgent.last_rule``)."""
# The first rule number of each list (tests/env/test_batch_maxims.py checks them).
G_DEALER, G_DUMMY, G_DOUBLING, G_OPENING, G_ADVERSARY, G_DEALER_LEADS = 0, 15, 19, 27, 35, 44
G_SECOND, G_THIRD, G_FOURTH, G_VOID, G_FALLBACK = 52, 58, 64, 67, 72
_PLAY, _COMPLETE = 2, 3
_ENGINE_CARD = np.array([(c // 13) * 16 + c % 13 + 2 for c in range(52)], dtype=np.int64)


class Tracker:
    """What the engine's maxims player reads from a deal's history, for ``n`` tables:
    ``first_lead`` (n, 4) the card each seat first led (engine numbering, -1 before),
    ``voids`` (n, 4) the suits each seat has shown out of (4-bit masks), ``discarded`` (n, 4)
    whether a hand has thrown a card neither of the suit led nor a trump."""

    def __init__(self, n: int) -> None:
        self.first_lead = np.full((n, 4), -1, dtype=np.int64)
        self.voids = np.zeros((n, 4), dtype=np.int64)
        self.discarded = np.zeros((n, 4), dtype=np.bool_)

    def see(self, env: BatchEnv, actions: Ints) -> None:
        """Note the cards about to be played at each table (call before ``env.step``)."""
        see_all(actions, env.phase, env.turn, env.strain, env.trick, env.trick_len,
                self.first_lead, self.voids, self.discarded)

    def clear(self, tables: Ints | Bools) -> None:
        """Forget the finished deals (``tables`` indices or a mask): a new deal begins."""
        self.first_lead[tables] = -1
        self.voids[tables] = 0
        self.discarded[tables] = False


@compiled
def see_one(t: int, a: int, phase: Ints, turn: Ints, strain: Ints, trick: Ints,
            trick_len: Ints, first_lead: Ints, voids: Ints, discarded: Bools) -> None:
    """Note action ``a`` at table ``t`` before it is applied (a card: its lead, a renounce)."""
    if phase[t] != _PLAY or a < 0:
        return
    seat = turn[t]
    suit = a // 13
    if trick_len[t] == 0:
        if first_lead[t, seat] < 0:
            first_lead[t, seat] = suit * 16 + a % 13 + 2
        return
    led = trick[t, 0] // 13
    if suit != led:
        voids[t, seat] |= 1 << led
        if suit != strain[t]:
            discarded[t, seat] = True


@compiled
def see_all(actions: Ints, phase: Ints, turn: Ints, strain: Ints, trick: Ints,
            trick_len: Ints, first_lead: Ints, voids: Ints, discarded: Bools) -> None:
    """:func:`see_one` at every table."""
    for t in range(actions.shape[0]):
        see_one(t, actions[t], phase, turn, strain, trick, trick_len, first_lead, voids,
                discarded)


@compiled
def read_play(p: Ints, t: int, hands: Bits, played: Bits, dealer: Ints, turn: Ints,
              strain: Ints, maker: Ints, last_doublers: Ints, leader: Ints, trick: Ints,
              trick_len: Ints, won: Ints, first_lead: Ints, voids: Ints,
              discarded: Bools) -> None:
    """Fill ``p`` with table ``t``'s decision in the play, as its actor sees it (the engine's
    ``Play`` of ``view_of(state, actor)``)."""
    hand_turn = turn[t]
    d = dealer[t]
    dummy = d ^ 2
    me = d if hand_turn == dummy else hand_turn
    dealer_side = (hand_turn & 1) == (d & 1)
    has_dummy = (trick_len[t] > 0 or won[t, 0] + won[t, 1] > 0) and me != dummy
    dummy_hand = to_lanes(hands[t, dummy]) if has_dummy else 0
    own = to_lanes(hands[t, me])
    seen = to_lanes(played[t, 0] | played[t, 1] | played[t, 2] | played[t, 3])
    p[TURN], p[DEALER], p[DUMMY], p[PARTNER], p[MAKER] = hand_turn, d, dummy, hand_turn ^ 2, maker[t]
    p[DEALER_SIDE] = 1 if dealer_side else 0
    p[HAS_DUMMY], p[DUMMY_HAND] = (1 if has_dummy else 0), dummy_hand
    if hand_turn == me:
        p[HAND] = own
        p[HAS_PARTNER] = 1 if dealer_side and has_dummy else 0
        p[PARTNER_HAND] = dummy_hand if dealer_side else 0
    else:  # the dealer plays dummy's card
        p[HAND], p[HAS_PARTNER], p[PARTNER_HAND] = dummy_hand, 1, own
    trump = strain[t] if strain[t] < 4 else -1
    p[TRUMP], p[NT] = trump, (1 if strain[t] == 4 else 0)
    p[PLAYED] = seen
    full = FULL_LANE | FULL_LANE << 16 | FULL_LANE << 32 | FULL_LANE << 48
    p[UNSEEN] = full & ~(own | dummy_hand | seen)
    for seat in range(4):
        p[VOIDS + seat] = voids[t, seat]
    p[PARTNER_DOUBLED] = 1 if last_doublers[t, hand_turn & 1] == hand_turn ^ 2 else 0
    pos = trick_len[t]
    p[POS] = pos
    p[OPENING] = 1 if pos == 0 and won[t, 0] + won[t, 1] == 0 else 0
    p[LEADER] = leader[t]
    if pos:
        best, at = _ENGINE_CARD[trick[t, 0]], 0
        for i in range(1, pos):
            card = _ENGINE_CARD[trick[t, i]]
            if card >> 4 == best >> 4:
                if card > best:
                    best, at = card, i
            elif card >> 4 == trump:
                best, at = card, i
        led = _ENGINE_CARD[trick[t, 0]] >> 4
        p[LED], p[WIN_CARD], p[WIN_SEAT] = led, best, (leader[t] + at) & 3
        p[BEAT] = best & 15 if best >> 4 == led else 15
        p[PARTNER_WINNING] = 1 if (leader[t] + at) & 3 == hand_turn ^ 2 else 0
    else:
        p[LED], p[WIN_CARD], p[WIN_SEAT], p[BEAT], p[PARTNER_WINNING] = -1, -1, -1, 0, 0
    p[PARTNER_FIRST] = first_lead[t, hand_turn ^ 2]
    p[OWN_FIRST] = first_lead[t, hand_turn]
    p[HAS_DISCARDED] = 1 if discarded[t, hand_turn] else 0


@compiled
def decide(p: Ints, t: int, values: Ints, game: int, may_double: Bools, hands: Bits,
           played: Bits, dealer: Ints, phase: Ints, turn: Ints, strain: Ints, maker: Ints,
           left_to_partner: Bools, doubles: Ints, last_doublers: Ints, leader: Ints,
           trick: Ints, trick_len: Ints, won: Ints, first_lead: Ints, voids: Ints,
           discarded: Bools) -> tuple[int, int]:
    """The maxims player's action at table ``t`` (an action index) and its rule number."""
    ph, seat = phase[t], turn[t]
    if ph == 0:
        action, rule = declare(read_make(to_lanes(hands[t, seat]), 0, 0, game), values,
                               left_to_partner[t])
        return action, (G_DUMMY if left_to_partner[t] else G_DEALER) + rule
    if ph == 1:
        m = read_make(to_lanes(hands[t, seat]), 0, 0, game)
        d = dealer[t]
        action, rule = double(m, values, strain[t], doubles[t], (seat & 1) == (maker[t] & 1),
                              seat == (d + 1) & 3, maker[t] == d ^ 2)
        if action == DOUBLE and not may_double[strain[t], doubles[t]]:
            return SATISFIED, G_FALLBACK
        return action, G_DOUBLING + rule
    read_play(p, t, hands, played, dealer, turn, strain, maker, last_doublers, leader, trick,
              trick_len, won, first_lead, voids, discarded)
    if p[POS] == 0:
        card, rule = lead(p)
        group = G_DEALER_LEADS if p[DEALER_SIDE] else (G_OPENING if p[OPENING] else G_ADVERSARY)
    elif lane(p[HAND], p[LED]):
        card, rule = follow(p)
        group = G_SECOND if p[POS] == 1 else (G_THIRD if p[POS] == 2 else G_FOURTH)
    else:
        card, rule = renounce(p)
        group = G_VOID
    return (card >> 4) * 13 + (card & 15) - 2, group + rule


@compiled
def decide_all(actions: Ints, rules: Ints, values: Ints, game: int, may_double: Bools,
               hands: Bits, played: Bits, dealer: Ints, phase: Ints, turn: Ints, strain: Ints,
               maker: Ints, left_to_partner: Bools, doubles: Ints, last_doublers: Ints,
               leader: Ints, trick: Ints, trick_len: Ints, won: Ints, first_lead: Ints,
               voids: Ints, discarded: Bools) -> None:
    """:func:`decide` at every table whose deal is not complete (-1 at the others)."""
    p = np.zeros(SIZE, dtype=np.int64)
    for t in range(actions.shape[0]):
        if phase[t] == _COMPLETE:
            actions[t], rules[t] = -1, -1
            continue
        actions[t], rules[t] = decide(
            p, t, values, game, may_double, hands, played, dealer, phase, turn, strain, maker,
            left_to_partner, doubles, last_doublers, leader, trick, trick_len, won, first_lead,
            voids, discarded)


@compiled
def play_seats(seats: Bools, finished: Ints, values: Ints, game: int, may_double: Bools,
               hands: Bits, played: Bits, dealer: Ints, phase: Ints, turn: Ints, strain: Ints,
               maker: Ints, left_to_partner: Bools, doubles: Ints, asked: Bools,
               last_doublers: Ints, leader: Ints, trick: Ints, trick_len: Ints, won: Ints,
               led_bits: Bits, trump_bits: Bits, best: Ints, best_at: Ints, first_lead: Ints,
               voids: Ints, discarded: Bools) -> int:
    """At every table, let the maxims act for ``seats`` (4 bools, N E S W) until another seat
    must act or the deal ends; write the tables whose deal ended into ``finished``, return
    how many. Each act is the batch's own step (``batch_kernels.apply_actions``) at one table."""
    p = np.zeros(SIZE, dtype=np.int64)
    act = np.zeros(1, dtype=np.int64)
    ended = np.zeros(1, dtype=np.int64)
    count = 0
    for t in range(phase.shape[0]):
        while phase[t] != _COMPLETE:
            seat = turn[t]
            if phase[t] == _PLAY and seat == dealer[t] ^ 2:
                seat = dealer[t]
            if not seats[seat]:
                break
            action, _ = decide(p, t, values, game, may_double, hands, played, dealer, phase,
                               turn, strain, maker, left_to_partner, doubles, last_doublers,
                               leader, trick, trick_len, won, first_lead, voids, discarded)
            see_one(t, action, phase, turn, strain, trick, trick_len, first_lead, voids,
                    discarded)
            act[0] = action
            u = t + 1
            if kernels.apply_actions(
                    act, hands[t:u], played[t:u], dealer[t:u], phase[t:u], turn[t:u],
                    strain[t:u], maker[t:u], left_to_partner[t:u], doubles[t:u], asked[t:u],
                    last_doublers[t:u], leader[t:u], trick[t:u], trick_len[t:u], won[t:u],
                    led_bits[t:u], trump_bits[t:u], best[t:u], best_at[t:u], may_double, ended):
                finished[count] = t
                count += 1
    return count


def maxims_actions(env: BatchEnv, tracker: Tracker) -> tuple[Ints, Ints]:
    """The maxims player's action (an action index) at every table of ``env`` for its actor,
    and the number of the rule that chose it (:data:`RULE_NAMES`); -1 where a deal is over."""
    actions = np.empty(env.num_envs, dtype=np.int64)
    rules = np.empty(env.num_envs, dtype=np.int64)
    scoring = env.code.scoring
    decide_all(actions, rules, np.array(scoring.trick_values, dtype=np.int64),
               int(scoring.game_points), env.may_double, env.hands, env.played, env.dealer,
               env.phase, env.turn, env.strain, env.maker, env.left_to_partner, env.doubles,
               env.last_doublers, env.leader, env.trick, env.trick_len, env.won,
               tracker.first_lead, tracker.voids, tracker.discarded)
    return actions, rules


def opponent_seats(text: str) -> Bools:
    """The seats the maxims play, from letters (``"EW"``); the learner must keep a side.

    >>> opponent_seats("EW").tolist()
    [False, True, False, True]
    >>> opponent_seats("NE")
    Traceback (most recent call last):
    ...
    ValueError: opponent_seats 'NE' must leave the learner both seats of a side (NS or EW)
    """
    seats = np.zeros(4, dtype=np.bool_)
    try:
        for letter in text:
            seats[int(Seat.parse(letter))] = True
    except ValueError:
        raise ValueError(f"opponent_seats {text!r} must be seat letters N, E, S, W") from None
    if not text or ((seats[0] or seats[2]) and (seats[1] or seats[3])):
        raise ValueError(f"opponent_seats {text!r} must leave the learner both seats of a side "
                         "(NS or EW)")
    return seats


class MaximsOpponents:
    """The maxims player at ``seats`` of every table of ``env`` (the batch's ``opponent``)."""

    def __init__(self, env: BatchEnv, seats: str = "EW") -> None:
        self.env = env
        self.seats = opponent_seats(seats)
        self.tracker = Tracker(env.num_envs)
        self.values = np.array(env.code.scoring.trick_values, dtype=np.int64)
        self.finished = np.empty(env.num_envs, dtype=np.int64)

    def see(self, actions: Ints) -> None:
        """Note the learner's actions before the batch applies them (none if one is illegal:
        the step then refuses them all and changes nothing)."""
        if kernels.first_illegal(self.env.legal_bits(), actions) < 0:
            self.tracker.see(self.env, actions)

    def move(self, rewards: npt.NDArray[np.float64], done: Bools) -> None:
        """Clear the finished deals' history, then play the maxims' turns at every table until a
        learner must act; a deal they end is scored into ``rewards`` and ``done`` and dealt
        afresh (``BatchEnv.score_finished``)."""
        env, tracker = self.env, self.tracker
        tracker.clear(done)
        while True:
            count = play_seats(
                self.seats, self.finished, self.values, int(env.code.scoring.game_points),
                env.may_double, env.hands, env.played, env.dealer, env.phase, env.turn,
                env.strain, env.maker, env.left_to_partner, env.doubles, env.asked,
                env.last_doublers, env.leader, env.trick, env.trick_len, env.won, env.led_bits,
                env.trump_bits, env.best, env.best_at, tracker.first_lead, tracker.voids,
                tracker.discarded)
            if not count:
                return
            ended = self.finished[:count].copy()
            env.score_finished(ended, rewards, done)
            tracker.clear(ended)


__all__ = [
    "GROUPS", "RULE_NAMES", "MaximsOpponents", "Tracker", "decide", "maxims_actions",
    "opponent_seats", "play_seats", "read_play", "see_one",
]
