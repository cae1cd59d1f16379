"""The analysis board of a finished deal: every card against double dummy.

Only a FINISHED deal is analysed (all four hands are shown, which during play would show
hidden cards): :func:`analyse_deal` refuses any other with :class:`UnfinishedDealError`.

For each of the 52 cards DDS values every legal card at that moment (for the side on play: the
tricks it takes from the current trick to the end, both sides playing best); the card's *cost* is
the best card's value less its own. The makers' double-dummy tricks after each card (the tricks
they have turned plus what they take from there, double dummy) draw the line across the deal; a
card that moves it is marked. Beside the make chosen, each strain is solved for the dealer's side
(in bridge whist the dealer or his partner makes and the dealer plays both hands, the eldest hand
leading: :attr:`DealAnalysis.makes_law` cites the code's laws) and scored by the engine's
:func:`~bridgewhist.scoring.score_deal` at the rubber's score when the deal began, undoubled.

>>> import random
>>> from bridgewhist.agents import RandomAgent
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> states = [new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(3))]
>>> agent = RandomAgent(random.Random(3))
>>> while not states[-1].is_complete:
...     states.append(states[-1].apply(agent(states[-1])))
>>> board = analyse_deal(states)
>>> len(board.cards), board.cards[-1].makers_after == board.makers_tricks
(52, True)
>>> sum(p.tricks_lost for p in board.players) == sum(c.cost for c in board.cards)
True
>>> analyse_deal(states[:-1])
Traceback (most recent call last):
...
bridgewhist.analysis.board.UnfinishedDealError: only a finished deal is analysed: this one is unfinished
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence

from bridgewhist.actions import ActionKind
from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.analysis.dd_line import LineStep, best_card, best_line, side_tricks
from bridgewhist.cards import SUIT_MASKS, Hands, Strain
from bridgewhist.errors import BridgeError
from bridgewhist.laws.code import LawCode
from bridgewhist.rubber import spade_convention_abandons
from bridgewhist.scoring import DealResult, honours_mask, result_of, score_deal
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase

__all__ = ["AnalysisError", "CardPlayed", "DealAnalysis", "MakeValue", "PlayerSummary", "UnfinishedDealError",
           "analyse_deal", "line_from", "make_points", "position_of"]


class AnalysisError(BridgeError, ValueError):
    """A deal that cannot be analysed (one line saying why)."""


class UnfinishedDealError(AnalysisError):
    """The deal asked for is not finished: its hands may not be shown yet."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed:
    """One card of the deal against double dummy."""

    index: int
    """0 to 51: the card's place in the play."""
    seat: Seat
    card: int
    values: tuple[tuple[int, int], ...]
    """Each legal card and its value for the side on play, in display order."""
    best: int
    """The best card (the first in display order among equals)."""
    cost: int
    """Tricks the card loses against the best card."""
    makers_before: int
    makers_after: int
    """The makers' double-dummy tricks for the deal before and after this card."""

    @property
    def changed(self) -> bool:
        """Whether this card moved the makers' double-dummy result."""
        return self.makers_before != self.makers_after


@dataclasses.dataclass(frozen=True, slots=True)
class PlayerSummary:
    """One seat's play: tricks lost against double dummy and the costliest card (its index in
    :attr:`DealAnalysis.cards`, None when every card was the best)."""

    seat: Seat
    tricks_lost: int
    costliest: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class MakeValue:
    """One strain made by the dealer's side: its double-dummy tricks (the eldest leading) and
    the points each side would score for it, undoubled, at the score when the deal began."""

    strain: Strain
    tricks: int
    makers_points: int
    adversaries_points: int
    chosen: bool
    abandoned: bool = False
    """Not played, so nothing scored: an undoubled spade make under the house rule
    ``spade_convention`` while both sides have less than 20 (its points are then 0)."""


@dataclasses.dataclass(frozen=True, slots=True)
class DealAnalysis:
    """The analysis board of one finished deal."""

    dealer: Seat
    strain: Strain
    multiplier: int
    hands: Hands
    """The four hands as dealt."""
    game_score: tuple[int, int]
    """Each side's points toward game when the deal began (N-S, E-W)."""
    makers_dd: int
    """The makers' double-dummy tricks at the opening lead."""
    makers_tricks: int
    """The tricks the makers took."""
    cards: tuple[CardPlayed, ...]
    players: tuple[PlayerSummary, ...]
    makes: tuple[MakeValue, ...]
    points: tuple[int, int]
    """The points the deal as played scored for N-S and E-W (everything above and below)."""
    makes_law: str
    """The laws that make every make the dealer's side's, the dealer playing (the code's
    citations: the dealer may leave the make to his partner; the dealer plays dummy's hand)."""

    @property
    def makers(self) -> Side:
        """The dealer's side."""
        return self.dealer.side


def position_of(state: HandState) -> Position:
    """The double-dummy position of a state in play.

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.seats import Seat
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))
    >>> state = state.apply(state.legal_actions()[0])
    >>> position_of(state)
    Traceback (most recent call last):
    ...
    ValueError: the deal is not in play
    """
    if state.phase != Phase.PLAY:
        raise ValueError("the deal is not in play")
    return Position(state.hands, state.strain, int(state.leader), state.trick)


def _card_played(before: HandState, after: HandState) -> int:
    for action in before.legal_actions():
        if action.kind == ActionKind.PLAY and not after.hands[before.turn] >> action.value & 1:
            return action.value
    raise ValueError("no card was played between these states")


def make_points(code: LawCode, result: DealResult, game_score: tuple[int, int]) -> tuple[int, int]:
    """The points (above and below the line) each side scores for ``result``, by the engine's
    :func:`~bridgewhist.scoring.score_deal`."""
    totals = [0, 0]
    for entry in score_deal(code, result, game_score):
        totals[entry.side] += entry.points
    return (totals[0], totals[1])


def _makes(opening: HandState, final: HandState, game_score: tuple[int, int], chosen: int
           ) -> tuple[MakeValue, ...]:
    """Each strain for the dealer's side; ``opening``: the state at the opening lead;
    ``chosen``: the tricks of the strain made (known from the opening lead's solve)."""
    dealer, makers = final.dealer, final.dealer.side
    spades_undoubled = opening._replace(strain=int(Strain.SPADES), doubles=0)
    abandoned = spade_convention_abandons(final.code, spades_undoubled, game_score)
    others = tuple(strain for strain in range(5) if strain != final.strain)
    solved = dict(zip(others, solver().makers_tricks([final.deal], int(dealer), others)[0],
                      strict=True))
    solved[final.strain] = chosen
    out = []
    for strain in Strain:
        won = solved[strain]
        mask = honours_mask(strain)
        honours = [(hand & mask).bit_count() for hand in final.deal]
        result = DealResult(
            dealer=dealer, strain=strain,
            tricks=(won, 13 - won) if makers == Side.NS else (13 - won, won),
            honours=(honours[0], honours[1], honours[2], honours[3]),
            voids=_voids(final.deal, strain), maker=dealer)
        skipped = abandoned and strain == Strain.SPADES
        points = (0, 0) if skipped else make_points(final.code, result, game_score)
        out.append(MakeValue(strain, won, points[makers], points[makers.other],
                             strain == final.strain, skipped))
    return tuple(out)


def _voids(deal: Hands, strain: Strain) -> tuple[bool, bool, bool, bool]:
    """Which hands were dealt no trump (chicane); none at no trumps."""
    if strain == Strain.NO_TRUMPS:
        return (False, False, False, False)
    trumps = SUIT_MASKS[strain]
    voids = [not hand & trumps for hand in deal]
    return (voids[0], voids[1], voids[2], voids[3])


def analyse_deal(states: Sequence[HandState], game_score: tuple[int, int] = (0, 0)) -> DealAnalysis:
    """The analysis board of a finished deal, from its states (the deal to the last card) and
    the points toward game when it began.

    :raises UnfinishedDealError: for a deal not played to its last card.
    """
    if not states or states[-1].phase != Phase.COMPLETE:
        raise UnfinishedDealError(
            "only a finished deal is analysed: this one is unfinished")
    final = states[-1]
    makers = int(final.dealer.side)
    plays = [(before, _card_played(before, after))
             for before, after in itertools.pairwise(states) if before.phase == Phase.PLAY]
    # One position a call: DDS keeps its transposition table between solves of one deal; on
    # six deals on this shared 2-CPU machine this was as fast as one SolveAllBoards batch of
    # the 52 or faster (0.16-1.44 s against 0.34-2.49 s). Figures: benchmarks/analysis_speed.py.
    values = [solver().card_values_batch([position_of(state)])[0] for state, _ in plays]
    first = plays[0][0]
    before_total = side_tricks(makers, position_of(first), values[0], best_card(values[0]), 0)
    makers_dd = before_total
    cards = []
    for index, ((state, card), value) in enumerate(zip(plays, values, strict=True)):
        best = best_card(value)
        after = side_tricks(makers, position_of(state), value, card, state.won[makers])
        cards.append(CardPlayed(index, state.turn, card, tuple(value.items()), best,
                                value[best] - value[card], before_total, after))
        before_total = after
    players = []
    for seat in Seat:
        own = [c for c in cards if c.seat == seat]
        worst = max(own, key=lambda c: c.cost)
        players.append(PlayerSummary(seat, sum(c.cost for c in own),
                                     worst.index if worst.cost else None))
    points = make_points(final.code, result_of(final), game_score)
    return DealAnalysis(
        dealer=final.dealer, strain=Strain(final.strain), multiplier=final.multiplier,
        hands=final.deal, game_score=game_score, makers_dd=makers_dd,
        makers_tricks=final.won[makers], cards=tuple(cards), players=tuple(players),
        makes=_makes(first, final, game_score, makers_dd), points=points,
        makes_law=(f"{final.code.cite('declaration', 'dealer_may_leave_to_partner')}; "
                   f"{final.code.cite('dummy', 'dealer_plays_dummy')}"))


def line_from(states: Sequence[HandState], index: int) -> tuple[LineStep, ...]:
    """The best line from the moment card ``index`` (0 to 51) was to be played: both sides'
    double-dummy play from there to the end, the makers' tricks counted after each card.

    :raises UnfinishedDealError: for a deal not played to its last card.
    :raises AnalysisError: for an index outside 0-51.
    """
    if not states or states[-1].phase != Phase.COMPLETE:
        raise UnfinishedDealError("only a finished deal is analysed: this one is unfinished")
    in_play = [state for state in states if state.phase == Phase.PLAY]
    if not 0 <= index < len(in_play):
        raise AnalysisError(f"card {index + 1}: give a card from 1 to {len(in_play)}")
    state = in_play[index]
    makers = int(state.dealer.side)
    return best_line(position_of(state), makers, state.won[makers])
