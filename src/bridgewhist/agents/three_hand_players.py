"""Computer players for three-hand bridge: the four-hand agents, seated by composition.

A three-hand deal is a four-hand deal with X as the dealer's dummy, so the four-hand agents
play its cards and make its doubles unchanged, from the view of the seat their player holds
(:func:`three_hand_view`). What is new is the dealer's third choice at the declaration: when
the four-hand agent would leave the make to its partner (the dealer "cannot make the trump",
Ames), the three-hand player either passes the deal or makes the trump from X's hand by rule.
Ames says nothing on which; :func:`pass_the_deal_when_worthless` is this project's rule, after
his four-hand advice on a worthless hand. The random player chooses uniformly among all the
acts, passing included.

>>> import random
>>> from bridgewhist.three_hand.game import ThreeHandGame
>>> seats = {p: make_three_hand_player("maxims", random.Random(p)) for p in range(3)}
>>> game = ThreeHandGame("english", ["A", "B", "C"], random.Random(4), mode="games", games=1)
>>> choose = three_hand_chooser(seats, lambda: game.score)
>>> while True:
...     _ = game.play_out(choose)
...     if game.is_over:
...         break
...     _ = game.next_deal()
>>> game.scored.is_over
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from bridgewhist.actions import LEAVE, ActionKind
from bridgewhist.agents.base import Agent
from bridgewhist.agents.hand_eval import lanes, quick_tricks
from bridgewhist.agents.registry import make_agent
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.seats import Seat
from bridgewhist.three_hand.hand import PASS_DEAL, PassDeal, ThreeHandAction, ThreeHandDeal
from bridgewhist.three_hand.scoring import ThreeHandScore
from bridgewhist.view import ScoreContext, SeatView, view_of

__all__ = [
    "ThreeHandAgent", "ThreeHandPlayer", "ThreeHandView", "make_three_hand_player",
    "pass_the_deal_when_worthless", "three_hand_chooser", "three_hand_view",
]


@dataclasses.dataclass(frozen=True, slots=True)
class ThreeHandView:
    """What one of the three players knows when asked to act.

    ``seat_view`` is the four-hand view of the seat he holds in this deal (the dealer's shows
    X's cards once he has made the trump from them); ``legal`` his three-hand acts (empty when
    it is not his turn); ``game_scores`` and ``games_won`` the three players' scores.
    """

    player: int
    seat: Seat
    dealer: int
    seat_view: SeatView
    legal: tuple[ThreeHandAction, ...]
    game_scores: tuple[int, int, int] = (0, 0, 0)
    games_won: tuple[int, int, int] = (0, 0, 0)


def _context(deal: ThreeHandDeal, player: int, score: ThreeHandScore | None) -> ScoreContext:
    """The score as the four-hand agents read it, by side (NS: the dealer with X; EW: the
    adversaries). An adversary counts his own score for EW; the dealer counts the better of
    the two adversaries' (the one nearer game is the danger)."""
    if score is None:
        return ScoreContext()
    below, games = score.game_scores, score.games_won
    dealer = deal.dealer
    others = [p for p in range(3) if p != dealer]
    them = max(others, key=lambda p: (below[p], games[p])) if player == dealer else player
    return ScoreContext((below[dealer], below[them]), (games[dealer], games[them]))


def three_hand_view(deal: ThreeHandDeal, player: int,
                    score: ThreeHandScore | None = None) -> ThreeHandView:
    """The view of ``player`` (0-2): only what his seat may see.

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.three_hand.hand import LEAVE, X_SEAT
    >>> deal = ThreeHandDeal.deal(load_law_code("english"), ("A", "B", "C"), 0, random.Random(1))
    >>> three_hand_view(deal, 0).seat_view.dummy_hand is None     # X's cards unseen
    True
    >>> deal = deal.apply(LEAVE)                                   # the dealer makes from them
    >>> three_hand_view(deal, 0).seat_view.dummy_hand == deal.state.hands[X_SEAT]
    True
    >>> three_hand_view(deal, 1).seat_view.dummy_hand is None, three_hand_view(deal, 1).legal[0]
    (True, Action.parse('double'))
    """
    seat = deal.seat_of(player)
    base = view_of(deal.state, seat, _context(deal, player, score))
    x_hand = deal.x_hand_seen_by(player)
    if x_hand is not None and base.dummy_hand is None:
        base = dataclasses.replace(base, dummy_hand=x_hand)
    legal = deal.legal_actions() if deal.actor == player else ()
    core_legal = tuple(a for a in legal if not isinstance(a, PassDeal))
    base = dataclasses.replace(base, legal=core_legal)
    games = score.game_scores if score is not None else (0, 0, 0)
    won = score.games_won if score is not None else (0, 0, 0)
    return ThreeHandView(player, seat, deal.dealer, base, legal, games, won)


class ThreeHandAgent(Protocol):
    """A three-hand player: ``act`` returns one of ``view.legal``."""

    name: str

    def act(self, view: ThreeHandView) -> ThreeHandAction:
        """The chosen act."""
        ...


def pass_the_deal_when_worthless(hand: int) -> bool:
    """Whether a dealer who cannot make the trump passes the deal rather than make it from X's
    hand by rule. Ames, "The Make": "If his hand is worthless, he had better pass the make";
    in three-hand bridge there is no partner to pass it to, only the deal or X's make by rule
    (Ames, "Three Hand Bridge", which does not advise). Our reading: X's make is a blind one,
    so the dealer risks it only with the defensive strength of an average hand, two quick
    tricks (A K 2, A Q 1½, A or K Q 1, K x ½); with less his hand is worthless and he passes.

    >>> from bridgewhist.cards import CardSet
    >>> pass_the_deal_when_worthless(CardSet.parse_pbn("QJ32.J54.Q843.T2").mask)
    True
    >>> pass_the_deal_when_worthless(CardSet.parse_pbn("AK32.J54.Q843.T2").mask)
    False
    """
    return sum(quick_tricks(lane) for lane in lanes(hand)) < 4


class ThreeHandPlayer:
    """A four-hand agent seated at three-hand bridge (see the module's note)."""

    __slots__ = ("agent", "name", "rng")

    def __init__(self, agent: Agent, rng: random.Random) -> None:
        self.agent = agent
        self.rng = rng
        self.name = agent.name

    def act(self, view: ThreeHandView) -> ThreeHandAction:
        """The four-hand agent's choice; at the declaration its "leave" becomes the pass or X's
        make (:func:`pass_the_deal_when_worthless`). The random player picks among all acts.

        :raises IllegalActionError: when this player has no act to make.
        """
        legal = view.legal
        if not legal:
            raise IllegalActionError(Reason.NOT_YOUR_TURN,
                                     f"player {view.player} has no action to choose now")
        if self.name == "random":
            return legal[self.rng.randrange(len(legal))]
        action = self.agent.act(view.seat_view)
        if PASS_DEAL in legal and action.kind == ActionKind.LEAVE:
            return PASS_DEAL if pass_the_deal_when_worthless(view.seat_view.hand) else LEAVE
        return action

    def __repr__(self) -> str:
        return f"ThreeHandPlayer({self.agent!r})"


def make_three_hand_player(name: str, rng: random.Random, **settings: Any) -> ThreeHandPlayer:
    """A three-hand player built on the registered four-hand agent ``name``.

    :raises UnknownAgentError: listing the registered names.
    """
    return ThreeHandPlayer(make_agent(name, rng, **settings), rng)


def three_hand_chooser(
    players: Mapping[int, ThreeHandAgent],
    score: Callable[[], ThreeHandScore] | ThreeHandScore | None = None,
) -> Callable[[ThreeHandDeal], ThreeHandAction]:
    """``choose(deal)``: the act of the player who must act, from his view only, checked."""

    def choose(deal: ThreeHandDeal) -> ThreeHandAction:
        player = deal.actor
        if player is None:
            raise IllegalActionError(Reason.GAME_OVER, "the deal is over: nobody is to act")
        current = score() if callable(score) else score
        action = players[player].act(three_hand_view(deal, player, current))
        deal.check(action, by=player)
        return action

    return choose

