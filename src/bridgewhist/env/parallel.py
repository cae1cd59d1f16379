"""Bridge whist in PettingZoo's parallel API, with a cap on its length and a policy for illegal
actions: what ``pettingzoo.test.max_cycles_test`` drives.

The game is turn-based, so a parallel step is one act: every live agent may send an action, and
only the action of the agent whose decision it is (``infos[agent]["active_agent"]``; the
dealer's agent in dummy's turn) counts, as in PettingZoo's own ``turn_based_aec_to_parallel``.
A *cycle* is one such step. ``max_cycles=N`` truncates the episode after N cycles.

``illegal`` says what an action outside the actor's mask does (a random agent that ignores the
mask sends one most of the time): ``"refuse"`` (the default) changes nothing, costs its maker
``penalty`` and asks him again; ``"terminate"`` ends the episode with that penalty to its maker
and nothing to the others, as PettingZoo's ``TerminateIllegalWrapper`` does for its classic
games; ``"raise"`` raises ValueError. :func:`env` is the same game in AEC form through
PettingZoo's ``parallel_to_aec``: each cycle all four agents act in turn, N, E, S, W, and the
step is played when the last has. For the plain turn-based AEC environment, where only the
actor is ever selected, see :func:`bridgewhist.env.pettingzoo.env`.

>>> game = parallel_env(law_code="english-1904", dealer="S", max_cycles=2)
>>> observations, infos = game.reset(seed=1)
>>> infos["player_0"]["active_agent"], int(observations["player_2"]["action_mask"].sum())
('player_2', 6)
>>> _, rewards, _, truncations, _ = game.step({"player_2": 0})  # a card: refused, penalised
>>> rewards["player_2"], game.agents == ["player_0", "player_1", "player_2", "player_3"]
(-1.0, True)
>>> _, rewards, _, truncations, _ = game.step({"player_2": 56})  # no trumps
>>> truncations["player_0"], game.agents  # the second cycle: truncated
(True, [])
"""

from __future__ import annotations

from typing import Any, ClassVar

from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils.conversions import parallel_to_aec

from bridgewhist.env.encoding import ACTIONS, NUM_ACTIONS
from bridgewhist.env.pettingzoo import AGENTS, BridgeWhistEnv, Observation
from bridgewhist.env.rewards import DEFAULT_DOUBLING_LIMIT, DoublingLimit

ILLEGAL_POLICIES = ("refuse", "terminate", "raise")
"""What an illegal action may do (see the module's text)."""


def parallel_env(law_code: str = "american-1905", *, dealer: str | None = None,
                 render_mode: str | None = None, max_cycles: int | None = None,
                 illegal: str = "refuse", penalty: float = 1.0,
                 doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT,
                 reward_scale: float = 1.0) -> BridgeWhistParallelEnv:
    """One deal under ``law_code`` in the parallel API (see the module's text);
    ``doubling_limit`` and ``reward_scale``: :mod:`bridgewhist.env.rewards`."""
    return BridgeWhistParallelEnv(law_code=law_code, dealer=dealer, render_mode=render_mode,
                                  max_cycles=max_cycles, illegal=illegal, penalty=penalty,
                                  doubling_limit=doubling_limit, reward_scale=reward_scale)


def env(law_code: str = "american-1905", *, dealer: str | None = None,
        render_mode: str | None = None, max_cycles: int | None = None,
        illegal: str = "refuse", penalty: float = 1.0,
        doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT, reward_scale: float = 1.0) -> AECEnv:
    """:func:`parallel_env` in AEC form: each cycle every agent acts in turn."""
    aec: AECEnv = parallel_to_aec(parallel_env(
        law_code=law_code, dealer=dealer, render_mode=render_mode, max_cycles=max_cycles,
        illegal=illegal, penalty=penalty, doubling_limit=doubling_limit,
        reward_scale=reward_scale))
    return aec


class BridgeWhistParallelEnv(ParallelEnv):  # type: ignore[misc]
    """One deal of bridge whist, one act a parallel step (see the module's text)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "bridge_whist_parallel_v0", "render_modes": ["ansi"], "is_parallelizable": True}

    def __init__(self, law_code: str = "american-1905", dealer: str | None = None,
                 render_mode: str | None = None, max_cycles: int | None = None,
                 illegal: str = "refuse", penalty: float = 1.0,
                 doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT,
                 reward_scale: float = 1.0) -> None:
        """:raises ValueError: for an unknown ``illegal`` policy or ``max_cycles`` below 1."""
        if illegal not in ILLEGAL_POLICIES:
            raise ValueError(f"unknown illegal policy {illegal!r}: expected one of "
                             + ", ".join(ILLEGAL_POLICIES))
        if max_cycles is not None and max_cycles < 1:
            raise ValueError(f"max_cycles {max_cycles} must be at least 1")
        self.game = BridgeWhistEnv(law_code=law_code, dealer=dealer, render_mode=render_mode,
                                   doubling_limit=doubling_limit, reward_scale=reward_scale)
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.illegal = illegal
        self.penalty = float(penalty)
        self.possible_agents = list(AGENTS)
        self.agents: list[str] = []
        self.cycles = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of one agent (as in the AEC environment)."""
        return self.game.observation_space(agent)

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of one agent: the 60 action indices."""
        return self.game.action_space(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        """Deal a new hand (seeded when ``seed`` is given); every agent's observation."""
        self.game.reset(seed=seed, options=options)
        self.agents = list(AGENTS)
        self.cycles = 0
        return {agent: self.game.observe(agent) for agent in self.agents}, self._infos()

    def step(self, actions: dict[str, Any]) -> tuple[
            dict[str, Observation], dict[str, float], dict[str, bool], dict[str, bool],
            dict[str, dict[str, Any]]]:
        """Play the actor's action (the others' are not read); see the module's text for an
        illegal one. Returns observations, rewards, terminations, truncations, infos."""
        if not self.agents:
            return {}, {}, {}, {}, {}
        game = self.game
        actor = game.agent_selection
        action = actions.get(actor)
        rewards = dict.fromkeys(self.agents, 0.0)
        legal = self._legal(action)
        if legal is not None:
            game.step(legal)
            rewards = {agent: float(game.rewards[agent]) for agent in self.agents}
            over = game.terminations[actor]
        elif self.illegal == "raise":
            raise ValueError(f"action {action!r} of {actor} is not legal now")
        else:
            rewards[actor] = -self.penalty
            over = self.illegal == "terminate"
        self.cycles += 1
        cut_short = not over and self.max_cycles is not None and self.cycles >= self.max_cycles
        observations = {agent: game.observe(agent) for agent in self.agents}
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, cut_short)
        infos = self._infos()
        if over or cut_short:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def _legal(self, action: Any) -> int | None:
        """``action`` as an index if the laws allow it now, else None."""
        try:
            index = int(action)
        except (TypeError, ValueError):  # None, or no number at all
            return None
        legal = 0 <= index < NUM_ACTIONS and ACTIONS[index] in self.game.hand_state.legal_actions()
        return index if legal else None

    def _infos(self) -> dict[str, dict[str, Any]]:
        active = self.game.agent_selection
        return {agent: {**self.game.infos.get(agent, {}), "active_agent": active}
                for agent in self.agents}

    def render(self) -> str | None:
        """The table as text (``render_mode="ansi"``), as a spectator sees it."""
        return self.game.render()

    def close(self) -> None:
        """Nothing to release."""
