"""Shared helpers for the law, state, scoring, rubber, property and golden tests.

Test modules import them as ``from support.rules import ...`` (``tests`` is on ``sys.path``
through pytest's ``pythonpath`` setting). Nothing here is a fixture, so the helpers stay plain
functions that keep each law test to a few lines.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

import pytest

from bridgewhist.actions import Action, parse_action
from bridgewhist.cards import Card, Hands, Strain, parse_deal
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws import LAW_CODE_KEYS, LawCode, load_law_code
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import DealResult, RevokeClaim, RevokeOption, ScoreEntry, score_deal
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, hand_from_deal

CODES = LAW_CODE_KEYS
"""The three law codes by key: english-1904, american-1904, american-1905."""
AMERICAN = ("american-1904", "american-1905")

DEAL = parse_deal(
    "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ"
)
"""A deal where every hand holds every suit: N has the top spades, E the top hearts, S the top
diamonds, W the top clubs (A K Q J), with three or four cards of each suit in every hand."""

VOID_DEAL = parse_deal(
    "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
)
"""Each hand holds one whole suit: every hand is void of three suits."""


def code(key: str | LawCode = "american-1905", **options: object) -> LawCode:
    """A law code by key (a code passes through), with house rules."""
    if isinstance(key, LawCode):
        return key.with_options(**options) if options else key
    return load_law_code(key, **options)


def act(state: HandState, *texts: str | Action) -> HandState:
    """Apply actions given as text (``"hearts"``, ``"May I lead?"``, ``"SA"``) in turn."""
    for text in texts:
        state = state.apply(text if isinstance(text, Action) else parse_action(text))
    return state


def acts(state: HandState, text: str) -> HandState:
    """Apply space-separated one-word actions: ``acts(s, "SA S8 S5 S2")``."""
    return act(state, *text.split())


def start(
    key: str | LawCode = "american-1905",
    *,
    dealer: Seat = Seat.S,
    deal: Hands = DEAL,
    declare: str | None = None,
    doubling: Sequence[str] = ("satisfied", "satisfied"),
    **options: object,
) -> HandState:
    """A deal of ``deal`` by ``dealer``; with ``declare``, the dealer names it and the doubling
    acts in ``doubling`` follow (by default "May I lead?" - "Yes", so the play begins)."""
    state = hand_from_deal(code(key, **options), dealer, deal)
    if declare is None:
        return state
    return act(state, declare, *doubling)


def refused(state: HandState, action: str | Action, reason: Reason) -> IllegalActionError:
    """Assert that ``action`` is refused for ``reason`` (by both ``check`` and ``apply``)."""
    parsed = action if isinstance(action, Action) else parse_action(action)
    assert not state.is_legal(parsed)
    with pytest.raises(IllegalActionError) as checked:
        state.check(parsed)
    assert checked.value.reason is reason, checked.value
    with pytest.raises(IllegalActionError) as applied:
        state.apply(parsed)
    assert applied.value.reason is reason, applied.value
    return applied.value


def legal(state: HandState) -> list[str]:
    """The legal actions as text."""
    return [str(a) for a in state.legal_actions()]


def play_out(state: HandState, rng: random.Random | None = None) -> HandState:
    """Play to the end, each seat choosing among its legal actions (the first, or at random)."""
    while not state.is_complete:
        options = state.legal_actions()
        state = state.apply(options[0] if rng is None else rng.choice(options))
    return state


def winner_of(cards: Sequence[int], leader: Seat, strain: int) -> Seat:
    """An independent trick winner: the highest trump, else the highest card of the suit led."""
    trumps = [c for c in cards if strain != Strain.NO_TRUMPS and Card(c).suit == strain]
    led = Card(cards[0]).suit
    pool = trumps or [c for c in cards if Card(c).suit == led]
    best = max(pool, key=lambda c: Card(c).rank)
    return leader.offset(list(cards).index(best))


# --- scoring ------------------------------------------------------------------------------------

SUIT_STRAINS = (Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
TRICK_VALUE = {Strain.SPADES: 2, Strain.CLUBS: 4, Strain.DIAMONDS: 6, Strain.HEARTS: 8,
               Strain.NO_TRUMPS: 12}
"""The trick values as the laws print them (P4, A4, W4), kept apart from the presets."""


def result(
    strain: Strain = Strain.HEARTS,
    tricks: tuple[int, int] = (7, 6),
    *,
    dealer: Seat = Seat.S,
    honours: tuple[int, int, int, int] = (0, 0, 0, 0),
    voids: str = "",
    multiplier: int = 1,
    revokes: Iterable[Side | tuple[Side, RevokeOption]] = (),
    leads: int = 0,
) -> DealResult:
    """A deal result; ``voids`` names the seats void of trumps (``"NS"``); a revoke is the
    revoking side, or (side, option) for english-1904."""
    claims = tuple(
        RevokeClaim(r) if isinstance(r, Side) else RevokeClaim(r[0], r[1]) for r in revokes
    )
    void_flags = tuple(seat.name in voids for seat in Seat)
    return DealResult(
        dealer=dealer, strain=strain, tricks=tricks, honours=honours,
        voids=void_flags,  # type: ignore[arg-type]
        multiplier=multiplier, revokes=claims, dealer_leads_out_of_turn=leads,
    )


def score(key: str | LawCode, deal: DealResult, game: tuple[int, int] = (0, 0)) -> list[ScoreEntry]:
    """Score one deal under a code, given the score toward the current game."""
    return score_deal(code(key), deal, game)


def pts(entries: Iterable[ScoreEntry], side: Side, kind: str | None = None,
        *, below: bool | None = None) -> int:
    """The points one side has in ``entries`` (of one kind, below or above the line)."""
    return sum(
        e.points for e in entries
        if e.side == side and (kind is None or e.kind == kind) and (below is None or e.below == below)
    )


def table(entries: Iterable[ScoreEntry]) -> list[tuple[str, bool, int, str]]:
    """The entries as (side, below, points, kind), skipping the zero-point transfer notes."""
    return [(e.side.name, e.below, e.points, e.kind) for e in entries
            if e.points or e.kind == "tricks"]


def rubber_of(key: str | LawCode, *deals: DealResult) -> Rubber:
    """A rubber with the given deals scored in order."""
    rubber = Rubber(code(key))
    for deal in deals:
        rubber = rubber.score(deal)
    return rubber


def nt(ns: int, *, dealer: Seat = Seat.S, aces: tuple[int, int, int, int] = (0, 0, 0, 0)) -> DealResult:
    """A no-trump deal in which NS won ``ns`` tricks."""
    return result(Strain.NO_TRUMPS, (ns, 13 - ns), dealer=dealer, honours=aces)
