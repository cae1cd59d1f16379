"""What a player may do at a real table beyond the regular acts, for the menus of the tables.

:func:`table_acts` are the acts of a real table that are no irregularity, each offered while
the laws let it be made, a choice waiting or not (the audit in docs/laws-intro.md):
``dealing looked`` before the declaration (P40, A40, W40), dummy's ``lay-down`` (P62, A61,
W61), the answer ``none`` to "Having none?" and the winner's ``quit-trick`` (P91-92, A89-90,
W86/90), the dealer taking back his lead out of turn before the second hand plays (P81, W77),
and his ``cut`` for the following deal while revoke claims wait (P97, A94, W94).

:func:`consent_acts` are the regular acts that need an adversary's consent, each with whose:
the eldest hand's partner's re-double after a lead before the doubling was complete (P59, A56,
W56), or pone's double after the eldest hand led without asking (A58, W58).

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.referee.referee import Referee
>>> ref = Referee.start(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
>>> [str(a) for a in table_acts(ref, Seat.N)]
['N: dealing looked', 'N: lay-down']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

from bridgewhist.actions import DOUBLE
from bridgewhist.acts import Act, Verb
from bridgewhist.phases.doubling import may_double
from bridgewhist.referee.auction import consent_needed
from bridgewhist.referee.events import LEAD_CLAIMS, RulingKind
from bridgewhist.referee.state import RefereeState
from bridgewhist.seats import Seat
from bridgewhist.state import Phase

__all__ = ["OFFERS", "ConsentAct", "Offer", "consent_acts", "table_acts"]


@dataclasses.dataclass(frozen=True, slots=True)
class ConsentAct:
    """A regular ``act`` that stands only if ``consent_of`` consents, under ``law``."""

    act: Act
    consent_of: Seat
    law: str

    def __str__(self) -> str:
        return f"{self.act} (with {self.consent_of}'s consent, {self.law})"


Offer = Callable[[RefereeState, Seat], Iterator[Act]]
"""The table acts of one kind ``seat`` may make now."""


def _looked(ref: RefereeState, seat: Seat) -> Iterator[Act]:
    # Before the declaration, even while a claim for a card exposed in dealing waits: P40, A40,
    # W40 take the claim from a player who has looked.
    if not ref.started and seat not in ref.looked:
        yield Act(seat, verb=Verb.DEALING, word="looked")


def _lay_down(ref: RefereeState, seat: Seat) -> Iterator[Act]:
    hand = ref.hand
    if seat != ref.dealer.partner or hand.dummy_exposed or hand.phase == Phase.COMPLETE:
        return
    pending = ref.pending
    if pending is None or (pending.kind in LEAD_CLAIMS and ref.code.dummy.dummy_down_ends_lead_claims):
        yield Act(seat, verb=Verb.LAY_DOWN)


def _between_tricks(ref: RefereeState) -> bool:
    hand = ref.hand
    return not hand.trick and bool(hand.tricks) and ref.quitted < len(hand.tricks)


def _answer_none(ref: RefereeState, seat: Seat) -> Iterator[Act]:
    hand = ref.hand
    asked = ref.asked_of
    if hand.phase != Phase.PLAY or asked is None or asked[0] != seat:
        return
    if asked[1] == len(hand.tricks) or (_between_tricks(ref) and asked[1] == len(hand.tricks) - 1):
        yield Act(seat, verb=Verb.ANSWER_NONE)


def _quit_trick(ref: RefereeState, seat: Seat) -> Iterator[Act]:
    hand = ref.hand
    if hand.phase != Phase.PLAY or not _between_tricks(ref):
        return
    winner = hand.tricks[-1].winner
    if seat == (ref.dealer if winner == ref.dealer.partner else winner):
        yield Act(seat, verb=Verb.QUIT_TRICK)


def _take_back(ref: RefereeState, seat: Seat) -> Iterator[Act]:
    pending = ref.pending
    if seat == ref.dealer and pending is not None and pending.kind == RulingKind.DEALER_FALSE_LEAD \
            and ref.false_lead:  # he may rectify it before the second hand plays (P81, W77)
        yield Act(seat, verb=Verb.CORRECT, cards=(ref.false_lead[0][1],))


def _cut(ref: RefereeState, seat: Seat) -> Iterator[Act]:
    pending = ref.pending
    if seat == ref.dealer and pending is not None and pending.kind == RulingKind.REVOKE_CLAIM:
        yield Act(seat, verb=Verb.CUT)


OFFERS: tuple[Offer, ...] = (_looked, _lay_down, _answer_none, _quit_trick, _take_back, _cut)
"""Each kind of table act, in the order a menu lists them."""


def table_acts(ref: RefereeState, seat: Seat) -> tuple[Act, ...]:
    """The acts of a real table (not irregularities) ``seat`` may make now (none once the deal
    is over)."""
    if ref.outcome:
        return ()
    return tuple(act for offer in OFFERS for act in offer(ref, seat))


def consent_acts(ref: RefereeState, seat: Seat) -> tuple[ConsentAct, ...]:
    """The regular acts ``seat`` may make now only with an adversary's consent: his double in
    his turn to double when a lead has bound it (P59, A56, W56; A58, W58). The referee puts the
    consent to the adversary when the double is made.

    >>> from bridgewhist.cards import parse_deal
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.referee.referee import Referee
    >>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
    >>> ref = Referee.from_deal(load_law_code("american-1905"), Seat.S, hands)
    >>> ref = ref.act("S: hearts").act("W: double").act("S: satisfied").act("W: S4")
    >>> ref = ref.act("N: double").act("W: satisfied")     # W led before the doubling was complete
    >>> [str(a) for a in ref.legal_acts()], [str(c) for c in consent_acts(ref, Seat.E)]
    (['E: satisfied'], ["E: double (with N's consent, american-1905 law 56)"])
    """
    hand = ref.hand
    if ref.outcome or ref.pending is not None or hand.phase != Phase.DOUBLING or hand.actor != seat \
            or seat in ref.forfeited or not may_double(hand):
        return ()
    needed = consent_needed(ref, seat)
    if needed is None:
        return ()
    return (ConsentAct(Act(seat, DOUBLE), *needed),)
