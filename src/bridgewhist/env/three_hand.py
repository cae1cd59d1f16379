"""Ames's three-hand bridge as a PettingZoo AEC environment: one deal, three agents.

``player_0`` .. ``player_2`` sit in the order they deal; the dealer plays with X, the absent
fourth, as his dummy, against the other two (:mod:`bridgewhist.three_hand.hand`). Actions are
those of :mod:`bridgewhist.env.encoding` plus ``60``, the dealer passing the deal; ``57``
(``leave``) is the make "from dummy's hand", by Ames's rule. Observations have the four-hand
layout from the player's seat (the dealer sits South, X North); the ``dummy`` field shows X's
cards as that player sees them (the dealer once he has made from them). At the end each player
is rewarded his own points for the deal (the dealer his side's, each adversary theirs, as Ames
keeps the score) less the mean of the other two players' points: the rewards sum to zero.
``doubling_limit`` (default: a club limit of 100 a trick; ``None``: uncapped) and
``reward_scale`` (rewards are points divided by it), as in the other environments
(:mod:`bridgewhist.env.rewards`).

>>> game = env(law_code="english-1904", dealer=1)
>>> game.reset(seed=3)
>>> game.agent_selection, game.observe("player_1")["action_mask"][52:].nonzero()[0].tolist()
('player_1', [0, 1, 2, 3, 4, 5, 8])
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from bridgewhist.env.encoding import ACTIONS, OBS_SIZE, action_index, card_vector, observation
from bridgewhist.env.pettingzoo import draw
from bridgewhist.env.rewards import (
    DEFAULT_DOUBLING_LIMIT,
    DoublingLimit,
    check_reward_scale,
    env_law_code,
)
from bridgewhist.env.table_env import CardTableEnv
from bridgewhist.scoring import result_of
from bridgewhist.three_hand.hand import PASS_DEAL, ThreeHandAction, ThreeHandDeal
from bridgewhist.three_hand.scoring import Mode, ThreeHandScore
from bridgewhist.view import view_of

PLAYERS = ("player_0", "player_1", "player_2")
"""The agents, in the order they sit and deal."""
PASS_INDEX = 60
"""The action index of the dealer passing the deal."""
NUM_THREE_HAND_ACTIONS = 61


def env(law_code: str = "american-1905", *, dealer: int | None = None,
        render_mode: str | None = None, doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT,
        reward_scale: float = 1.0) -> ThreeHandEnv:
    """A new three-hand environment for one deal; ``dealer`` 0, 1 or 2 (default: drawn);
    ``render_mode`` None or ``"ansi"``; ``doubling_limit`` and ``reward_scale``: the module's
    text."""
    return ThreeHandEnv(law_code=law_code, dealer=dealer, render_mode=render_mode,
                        doubling_limit=doubling_limit, reward_scale=reward_scale)


def _action(index: int) -> ThreeHandAction:
    return PASS_DEAL if index == PASS_INDEX else ACTIONS[index]


class ThreeHandEnv(CardTableEnv):
    """One deal of three-hand bridge for three agents (see the module's text)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "bridge_whist_three_hand_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, law_code: str = "american-1905", dealer: int | None = None,
                 render_mode: str | None = None,
                 doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT,
                 reward_scale: float = 1.0) -> None:
        super().__init__(render_mode)
        if dealer is not None and dealer not in (0, 1, 2):
            raise ValueError(f"dealer {dealer!r} must be player 0, 1 or 2")
        self.code = env_law_code(law_code, doubling_limit)
        self.reward_scale = check_reward_scale(reward_scale)
        self.fixed_dealer = dealer
        self.possible_agents = list(PLAYERS)
        self.agents = list(PLAYERS)
        space = spaces.Dict({
            "observation": spaces.Box(0.0, np.inf, (OBS_SIZE,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_THREE_HAND_ACTIONS,), dtype=np.int8),
        })
        self.observation_spaces = dict.fromkeys(PLAYERS, space)
        self.action_spaces = {p: spaces.Discrete(NUM_THREE_HAND_ACTIONS) for p in PLAYERS}
        self.deal: ThreeHandDeal | None = None
        self.points: tuple[int, int, int] = (0, 0, 0)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new hand (seeded when ``seed`` is given)."""
        self.reseed(seed)
        dealer = self.fixed_dealer if self.fixed_dealer is not None else self.rng.randrange(3)
        self.deal = ThreeHandDeal.deal(self.code, ("0", "1", "2"), dealer, self.rng)
        self.points = (0, 0, 0)
        self.agents = list(PLAYERS)
        self.rewards = dict.fromkeys(PLAYERS, 0.0)
        self._cumulative_rewards = dict.fromkeys(PLAYERS, 0.0)
        self.terminations = dict.fromkeys(PLAYERS, False)
        self.truncations = dict.fromkeys(PLAYERS, False)
        self.infos: dict[str, dict[str, Any]] = {p: {} for p in PLAYERS}
        self.agent_selection = PLAYERS[self._deal.actor or 0]

    @property
    def _deal(self) -> ThreeHandDeal:
        if self.deal is None:
            raise RuntimeError("the environment has no deal: call reset() first")
        return self.deal

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        """What ``agent`` sees from his seat, with the mask of his legal actions."""
        deal = self._deal
        player = PLAYERS.index(agent)
        obs = observation(view_of(deal.state, deal.seat_of(player)))
        x_hand = deal.x_hand_seen_by(player)
        if x_hand is not None and player == deal.dealer:
            obs[52:104] = card_vector(x_hand)
        mask = np.zeros(NUM_THREE_HAND_ACTIONS, dtype=np.int8)
        if deal.actor == player:
            for action in deal.legal_actions():
                mask[PASS_INDEX if action is PASS_DEAL else action_index(action)] = 1  # type: ignore[arg-type]
        return {"observation": obs, "action_mask": mask}

    def step(self, action: int | None) -> None:
        """The selected agent acts (an index 0..60, legal by its mask)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or not 0 <= int(action) < NUM_THREE_HAND_ACTIONS:
            raise ValueError(f"action {action!r} is no action index: expected 0..60")
        deal = self.deal = self._deal.apply(_action(int(action)), by=PLAYERS.index(agent))
        self._cumulative_rewards[agent] = 0
        self.rewards = dict.fromkeys(PLAYERS, 0.0)
        if deal.is_over:
            score = ThreeHandScore(self.code, ("0", "1", "2"), Mode.POINTS, deal_count=1)
            score = (score.pass_deal(deal.dealer) if deal.passed
                     else score.score(deal.dealer, result_of(deal.state)))
            self.points = score.totals
            for player, name in enumerate(PLAYERS):
                others = sum(self.points) - self.points[player]
                self.rewards[name] = (self.points[player] - others / 2) / self.reward_scale
                self.terminations[name] = True
            self.infos = {name: {"points": self.points} for name in PLAYERS}
        else:
            self.agent_selection = PLAYERS[deal.actor or 0]
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The table as text (``render_mode="ansi"``), X North as the dealer's dummy, as a
        spectator sees it (no hidden card)."""
        if self.render_mode is None:
            return None
        deal = self._deal
        return f"three-hand: {PLAYERS[deal.dealer]} deals, X is North\n" + draw(deal.state)

