"""The batch environment as a Gymnasium vector environment: ``BridgeWhistVectorEnv``.

A :class:`gymnasium.vector.VectorEnv` over :class:`~bridgewhist.env.batch.BatchEnv` (its
keyword options pass through: ``law_code``, ``doubling_limit``, ``reward_scale``,
``opponent="maxims"`` with ``opponent_seats``, ``compiled``, ...). Each sub-environment is one
table; a step is one decision at every table, taken by the player whose turn it is there (with
an opponent seated, always the learner's side). Spaces: ``single_observation_space``
``Box(0, 1, (404,), float32)`` (:data:`~bridgewhist.env.encoding.FIELDS`),
``single_action_space`` ``Discrete(60)``; batched, ``Box`` (N, 404) and ``MultiDiscrete``.

- **Rewards**: ``rewards[i]`` is the reward of the side of the seat that acted at table ``i``
  (non-zero only when a deal ends there); ``infos["rewards"]`` has the four seats' (N, 4).
- **Action masks**: ``infos["action_mask"]`` (N, 60) bool, the actions the laws allow now
  (also ``infos["actor"]``, the seat 0..3 N, E, S, W that acts at each table).
- **Autoreset**: ``metadata["autoreset_mode"]`` is ``AutoresetMode.SAME_STEP``: a deal that
  ends is replaced at once, the step returning the new deal's observation, with
  ``infos["final_obs"]`` (an object array: the ended deal as the seat that acted sees it, else
  None) and ``infos["final_info"]["rewards"]`` (the four seats' rewards for it), each with its
  ``_``-prefixed mask, as Gymnasium's own vector environments do. A deal always terminates
  (``truncations`` are all False).
- **No copies**: with ``copy=False`` every call returns the same observation array, overwritten
  in place (C-contiguous float32, ready for ``torch.from_numpy`` or ``jax.numpy.asarray``
  without a copy); keep a copy of what you need past the next step. ``copy=True`` (the default,
  as Gymnasium's) returns a new one each time. The masks and rewards are new arrays each step.

>>> envs = BridgeWhistVectorEnv(4, law_code="english-1904", seed=1)
>>> observations, infos = envs.reset(seed=1)
>>> observations.shape, infos["action_mask"].shape, envs.metadata["autoreset_mode"].name
((4, 404), (4, 60), 'SAME_STEP')
>>> actions = infos["action_mask"].argmax(axis=1)
>>> observations, rewards, terminations, truncations, infos = envs.step(actions)
>>> rewards.shape, bool(terminations.any()), bool(truncations.any())
((4,), False, False)
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from bridgewhist.env import batch_kernels as kernels
from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.encoding import NUM_ACTIONS, OBS_SIZE
from bridgewhist.state import Phase

__all__ = ["BridgeWhistVectorEnv", "RecordingBatch"]

Floats = npt.NDArray[np.float32]
Ints = npt.NDArray[np.int64]
_COMPLETE = int(Phase.COMPLETE)


class RecordingBatch(BatchEnv):
    """A :class:`BatchEnv` that keeps each ended deal's final observation, as the seat in
    ``viewer`` sees it, before the table is dealt afresh (``finals``: table -> vector)."""

    def __init__(self, num_envs: int, law_code: str = "american-1905", **options: Any) -> None:
        self.viewer = np.zeros(num_envs, dtype=np.int64)
        self.finals: dict[int, Floats] = {}
        super().__init__(num_envs, law_code, **options)

    def score_finished(self, finished: Ints, rewards: npt.NDArray[np.float64],
                       done: npt.NDArray[np.bool_]) -> None:
        """Keep the final observations of the tables in ``finished``, then score and re-deal."""
        if len(finished):
            rows = np.asarray(finished)
            out = np.empty((len(rows), OBS_SIZE), dtype=np.float32)
            viewer = self.viewer[rows]
            phase = np.full(len(rows), _COMPLETE, dtype=np.int64)
            kernels.fill_observations(  # as the viewer sees it: the kernel's actor is ``turn``
                out, self.hands[rows], self.played[rows], self.dealer[rows], phase, viewer,
                self.strain[rows], self.maker[rows], self.left_to_partner[rows],
                self.doubles[rows], self.trick[rows], self.trick_len[rows], self.won[rows])
            at = np.arange(len(rows))
            out[:, 372:380] = 0.0  # the actor and the turn: the last trick's winner, as dealt
            relative = (self.turn[rows] - viewer) & 3
            out[at, 372 + relative] = 1.0
            out[at, 376 + relative] = 1.0
            for k, table in enumerate(rows.tolist()):
                self.finals[table] = out[k]
        super().score_finished(finished, rewards, done)


class BridgeWhistVectorEnv(VectorEnv[Floats, Ints, Any]):
    """``num_envs`` tables as one Gymnasium vector environment (see the module's text)."""

    metadata: dict[str, Any] = {  # noqa: RUF012 (declared an instance variable by VectorEnv)
        "autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(self, num_envs: int, law_code: str = "american-1905", *,
                 seed: int | None = None, copy: bool = True, **options: Any) -> None:
        self.batch = RecordingBatch(num_envs, law_code, seed=seed, **options)
        self.num_envs = num_envs
        self.copy = copy
        self.single_observation_space = spaces.Box(0.0, 1.0, (OBS_SIZE,), dtype=np.float32)
        self.single_action_space = spaces.Discrete(NUM_ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._observations = np.zeros((num_envs, OBS_SIZE), dtype=np.float32)
        self._all = np.ones(num_envs, dtype=bool)
        self._rows = np.arange(num_envs)

    def reset(self, *, seed: int | list[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Floats, dict[str, Any]]:
        """Deal afresh at every table (reseeded by an int ``seed``); the observations and infos.

        :raises ValueError: for a list of seeds (one generator deals every table).
        """
        if isinstance(seed, list):
            raise ValueError("seed must be one int for all the tables (one generator deals them)")
        if seed is not None:
            self.action_space.seed(seed)
        self.batch.reset(seed)
        self.batch.finals.clear()
        return self._observe(), self._infos()

    def step(self, actions: npt.ArrayLike) -> tuple[
            Floats, npt.NDArray[np.float64], npt.NDArray[np.bool_], npt.NDArray[np.bool_],
            dict[str, Any]]:
        """One decision at every table (see the module's text).

        :raises ValueError: naming the first table whose action is not legal (nothing changes).
        """
        batch = self.batch
        batch.viewer = batch.actor
        batch.finals.clear()
        seat_rewards, done = batch.step(actions)
        rewards: npt.NDArray[np.float64] = seat_rewards[self._rows, batch.viewer]
        infos = self._infos()
        infos["rewards"], infos["_rewards"] = seat_rewards, self._all
        if batch.finals:
            final_obs = np.full(self.num_envs, None, dtype=object)
            for table, vector in batch.finals.items():
                final_obs[table] = vector
            infos["final_obs"], infos["_final_obs"] = final_obs, done.copy()
            infos["final_info"] = {"rewards": seat_rewards, "_rewards": done.copy()}
            infos["_final_info"] = done.copy()
        return (self._observe(), rewards, done, np.zeros(self.num_envs, dtype=bool), infos)

    def _observe(self) -> Floats:
        if self.copy:
            return self.batch.observe()
        return self.batch.observe(out=self._observations)

    def _infos(self) -> dict[str, Any]:
        mask = self.batch.legal_mask()
        return {"action_mask": mask, "_action_mask": self._all,
                "actor": self.batch.actor, "_actor": self._all}
