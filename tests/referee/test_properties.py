"""Hypothesis: random irregular acts under LAWS enforcement never corrupt the deal.

After every accepted act the 52 cards are all there (held, played, or on the table in a false
lead), the trick counts agree with the tricks, exposed cards are cards still held, every
option offered can be applied, and once the deal is over its result scores consistently. Acts
are also made while a choice waits, as at a real table (issue 32).

Each test runs ``BRIDGEWHIST_PROPERTY_EXAMPLES`` examples (60 unless set): the issue's run is
``BRIDGEWHIST_PROPERTY_EXAMPLES=1000 .venv/bin/python -m pytest tests/referee/test_properties.py``.
"""

from __future__ import annotations

import os
import random

from hypothesis import event, example, given, settings
from hypothesis import strategies as st

from bridgewhist.actions import play
from bridgewhist.acts import Act, Verb
from bridgewhist.cards import FULL_DECK, CardSet
from bridgewhist.errors import IllegalActionError
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.notation.record_laws import deal_to_dict, refereed_from_dict, replay_refereed
from bridgewhist.record import RefereedDeal
from bridgewhist.referee.new_deal import WORDS
from bridgewhist.referee.referee import Referee
from bridgewhist.scoring import score_deal
from bridgewhist.seats import Seat
from support.referee import random_act

EXAMPLES = int(os.environ.get("BRIDGEWHIST_PROPERTY_EXAMPLES", "60"))
"""How many examples each property runs (the test command's default, or the issue's 1,000)."""


def _check(ref: Referee) -> None:
    hand = ref.hand
    held = 0
    for mask in hand.hands:
        assert not held & mask
        held |= mask
    played = 0
    for trick in hand.tricks:
        for card in trick.cards:
            assert not played >> card & 1
            played |= 1 << card
    for card in hand.trick:
        played |= 1 << card
    assert not held & played
    assert held | played == FULL_DECK, "a card is lost"
    assert sum(hand.won) == len(hand.tricks) <= 13
    assert len(ref.plays) == 4 * len(hand.tricks) + len(hand.trick)
    for seat in Seat:
        assert not ref.exposed[seat] & ~hand.hands[seat], "an exposed card is not in the hand"
    for seat, card in ref.false_lead:
        assert hand.hands[seat] >> card & 1
    if ref.pending is not None:
        assert ref.pending.options
        assert ref.to_act == ref.pending.chooser


def _finish(ref: Referee, rng: random.Random) -> Referee:
    for _ in range(400):
        if ref.is_over:
            return ref
        acts = ref.legal_acts()
        assert acts, "nothing can be done, yet the deal is not over"
        ref = ref.apply(rng.choice(acts))
        _check(ref)
    raise AssertionError("the deal did not end")


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(LAW_CODE_KEYS), st.integers(0, 3))
# Found by CI: the dealer's claim admitted in the middle of a trick lost that trick (A74).
@example(157, "american-1904", 0)
def test_random_irregular_acts_never_corrupt_the_deal(seed: int, key: str, dealer: int) -> None:
    rng = random.Random(seed)
    code = load_law_code(key)
    ref = Referee.start(code, Seat(dealer), rng=rng)
    for _ in range(rng.randrange(20, 90)):
        if ref.is_over:
            break
        if rng.random() < 0.5 and ref.legal_acts():
            act = rng.choice(ref.legal_acts())
        else:
            act = random_act(ref, rng)
        try:
            after = ref.apply(act)
        except IllegalActionError:
            continue
        _check(after)
        if after.pending is not None:
            # Every option offered can be applied.
            for key_ in after.pending.keys:
                _check(after.apply(Act(after.pending.chooser, verb=Verb.CHOOSE, word=key_)))
        ref = after
    ref = _finish(ref, rng)
    result = ref.result()
    if ref.outcome in ("new-deal", "void"):
        assert result is None
        return
    assert result is not None
    assert sum(result.tricks) == 13
    entries = score_deal(code, result)
    assert all(isinstance(e.points, int) for e in entries)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(LAW_CODE_KEYS), st.integers(0, 3))
def test_the_acts_of_a_real_table_interleaved_keep_a_state_of_the_game_and_replay(
        seed: int, key: str, dealer: int) -> None:
    """Random refereed deals with the table acts (a player who looked, dummy laid down, the
    dealer taking back his lead out of turn, the cut for the next deal, a deal out of turn
    reported after the last trick) and irregularities interleaved never leave a state that is not a state of
    the game: dummy once on the table stays there, nothing is pending once the deal is over, and
    the deal replays from its record to the same referee."""
    rng = random.Random(seed)
    code = load_law_code(key)
    start = ref = Referee.start(code, Seat(dealer), rng=rng)
    accepted: list[Act] = []
    for _ in range(300):
        if ref.is_over:
            break
        seat = Seat(rng.randrange(4))
        table = ref.table_acts(seat)
        roll = rng.random()
        if roll < 0.15 and table:
            act = rng.choice(table)
        elif roll < 0.35:
            act = random_act(ref, rng)
        elif ref.legal_acts():
            act = rng.choice(ref.legal_acts())
        else:
            continue
        try:
            after = ref.apply(act)
        except IllegalActionError:
            continue
        _check(after)
        assert after.hand.dummy_exposed or not ref.hand.dummy_exposed, "dummy's cards left the table"
        if after.is_over:
            assert after.pending is None and not after.queue
        accepted.append(act)
        ref = after
    if ref.outcome == "closed" and rng.random() < 0.3:  # W43: a deal out of turn reported late
        late = Act(Seat(rng.randrange(4)), verb=Verb.DEALING, word="out-of-turn")
        try:
            ref = ref.apply(late)
        except IllegalActionError:
            assert ref.code.new_deal.deal_out_of_turn_corrected_until != "the following deal"
        else:
            assert ref.outcome == "void" and ref.result() is None
            accepted.append(late)
    deal = RefereedDeal(start.dealer, start.hand.deal, tuple(accepted))
    again = replay_refereed(code, refereed_from_dict(deal_to_dict(deal), "deal"))[-1]
    assert again == ref


_WAITING_VERBS = (Verb.HAVING_NONE, Verb.ANSWER_NONE, Verb.QUIT_TRICK, Verb.CONSULT, Verb.SUGGEST_PENALTY,
                  Verb.POINT_OUT, Verb.LAY_DOWN, Verb.CUT, Verb.CORRECT)


def act_while_waiting(ref: Referee, rng: random.Random) -> Act:
    """An act a real table makes while a choice waits: a table act or a consent act of any seat,
    a dealing report, a card played to the false lead by the next hand, a question, a
    consultation, a suggestion... or anything at all."""
    seat = Seat(rng.randrange(4))
    roll = rng.random()
    offered = [*ref.table_acts(seat), *(c.act for c in ref.consent_acts(seat))]
    if roll < 0.3 and offered:
        return rng.choice(offered)
    if roll < 0.45:
        return Act(seat, verb=Verb.DEALING, word=rng.choice(WORDS))
    if roll < 0.6 and ref.false_lead:
        nxt = ref.false_lead[-1][0].left
        held = list(CardSet(ref.hand.hands[nxt]))
        if held:
            return Act(nxt, play(rng.choice(held)))
    if roll < 0.85:
        return Act(seat, verb=rng.choice(_WAITING_VERBS))
    return random_act(ref, rng)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(LAW_CODE_KEYS), st.integers(0, 3))
def test_acts_made_while_a_choice_waits_keep_a_state_of_the_game_and_replay(
        seed: int, key: str, dealer: int) -> None:
    """Issue 32: random refereed deals where, whenever a choice waits, the table goes on acting
    (a look at the cards, a question, the trick quitted, a card to the false lead, a dealing
    report, a consultation...) before the choice is made: every act the referee takes leaves a
    state of the game (the checks of :func:`_check`), a choice still waits for someone entitled,
    nothing waits once the deal is over, and the deal replays from its record to the same
    referee."""
    rng = random.Random(seed)
    code = load_law_code(key)
    start = ref = Referee.start(code, Seat(dealer), rng=rng)
    accepted: list[Act] = []
    interjected = 0
    for _ in range(400):
        if ref.is_over:
            break
        if ref.pending is not None and rng.random() < 0.6:
            act = act_while_waiting(ref, rng)
        elif ref.pending is None and rng.random() < 0.25:
            act = random_act(ref, rng)
        elif ref.legal_acts():
            act = rng.choice(ref.legal_acts())
        else:
            break
        try:
            after = ref.apply(act)
        except IllegalActionError:
            continue
        _check(after)
        if after.is_over:
            assert after.pending is None and not after.queue
        interjected += ref.pending is not None and act.verb != Verb.CHOOSE
        accepted.append(act)
        ref = after
    deal = RefereedDeal(start.dealer, start.hand.deal, tuple(accepted))
    again = replay_refereed(code, refereed_from_dict(deal_to_dict(deal), "deal"))[-1]
    assert again == ref
    event("an act taken while a choice waited" if interjected else "no act taken while a choice waited")
