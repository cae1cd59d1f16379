"""Train the ``learned`` player: a one-hidden-layer policy over the environments' observation,
first imitating the maxims player, then improved by policy gradient against it (issue 38).

Both phases run in the batch environment with the compiled maxims at East-West
(``BatchEnv(..., opponent="maxims")``); North-South are the learner.

1. **Imitation.** At every learner decision the label is the maxims player's own choice for
   that seat (``batch_maxims.maxims_actions``, reading only what the seat sees); the policy is
   fitted by cross-entropy over the legal actions. The tables follow the label or, more and
   more, the policy's own choice (so it learns to recover from its own mistakes).
2. **Policy gradient.** The policy samples its actions; each decision is credited with its
   deal's reward (North-South's points less East-West's, divided by 100) less a learned value
   of the decision's observation (advantage actor-critic, no discount: the reward comes at the
   deal's end), with a little entropy and a little cross-entropy to the maxims' choice.

The weights (``w1 b1 w2 b2``, float32) are written as a ``.npz``, loaded without numpy by
``bridgewhist.agents.learned``. Each phase's progress goes to the log (one JSON object a line):
the agreement with the maxims by phase of the deal and, every ``--check-every`` updates, the
greedy policy's mean reward a deal against the maxims on fresh deals.

    PYTHONPATH=src nice -n 10 python examples/train_learned.py --seed 0
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt
from tqdm import tqdm

from bridgewhist.agents.learned.features import INPUT_SIZE
from bridgewhist.env.batch import BatchEnv
from bridgewhist.env.batch_maxims import maxims_actions
from bridgewhist.env.encoding import NUM_ACTIONS, OBS_SIZE
from bridgewhist.env.policy_inputs import policy_inputs
from bridgewhist.env.rewards import REWARD_UNIT

Array = npt.NDArray[np.float32]
PHASES = ("declaration", "doubling", "play")
OUT = Path(__file__).resolve().parents[1] / "src/bridgewhist/agents/learned/learned-v1.npz"


class Model:
    """The policy (404 -> hidden -> 60, ReLU) and a value head on the same hidden layer."""

    def __init__(self, hidden: int, rng: np.random.Generator) -> None:
        self.p = {
            "w1": (rng.standard_normal((INPUT_SIZE, hidden)) * np.sqrt(2 / 40)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "w2": (rng.standard_normal((hidden, NUM_ACTIONS)) * 0.01).astype(np.float32),
            "b2": np.zeros(NUM_ACTIONS, np.float32),
            "v": np.zeros(hidden, np.float32),
            "c": np.zeros(1, np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.s = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.t = 0

    def forward(self, x: Array, mask: npt.NDArray[np.bool_]) -> tuple[Array, Array, Array]:
        """Hidden layer, the masked softmax over the actions, and the value, from the inputs
        ``x`` (:func:`policy_inputs` of the observations)."""
        h = np.maximum(x @ self.p["w1"] + self.p["b1"], 0)
        logits = np.where(mask, h @ self.p["w2"] + self.p["b2"], -1e9)
        logits -= logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(axis=1, keepdims=True)
        return h, probs, h @ self.p["v"] + self.p["c"]

    def update(self, x: Array, h: Array, dlogits: Array, dvalue: Array, lr: float) -> None:
        """One Adam step from the loss's gradient at the logits and at the value."""
        n = len(x)
        dh = (dlogits @ self.p["w2"].T + dvalue[:, None] * self.p["v"]) * (h > 0)
        grads = {"w2": h.T @ dlogits / n, "b2": dlogits.mean(0), "v": h.T @ dvalue / n,
                 "c": np.array([dvalue.mean()], np.float32), "w1": x.T @ dh / n, "b1": dh.mean(0)}
        self.t += 1
        for k, g in grads.items():
            self.m[k] = 0.9 * self.m[k] + 0.1 * g
            self.s[k] = 0.999 * self.s[k] + 0.001 * g * g
            moment = self.m[k] / (1 - 0.9 ** self.t)
            scale = np.sqrt(self.s[k] / (1 - 0.999 ** self.t)) + 1e-8
            self.p[k] -= (lr * moment / scale).astype(np.float32)

    def greedy(self, obs: Array, mask: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
        """The most likely legal action at each table."""
        h = np.maximum(policy_inputs(obs) @ self.p["w1"] + self.p["b1"], 0)
        best: npt.NDArray[np.int64] = np.where(mask, h @ self.p["w2"] + self.p["b2"], -np.inf).argmax(axis=1)
        return best

    def save(self, path: Path) -> None:
        """The policy's arrays only (the value head is for training)."""
        np.savez_compressed(path, **{k: self.p[k] for k in ("w1", "b1", "w2", "b2")})


def phase_of(obs: Array) -> npt.NDArray[np.int64]:
    """0 declaration, 1 doubling, 2 play: the observation's phase field."""
    return np.asarray(obs[:, 364:367].argmax(axis=1), dtype=np.int64)


def check(model: Model, args: argparse.Namespace, deals: int, seed: int) -> dict[str, float]:
    """The greedy policy's and the maxims' mean reward a deal (points) against the maxims on the
    same stream of fresh deals (a check while training, not the published evaluation)."""
    out: dict[str, float] = {}
    for who in ("policy", "maxims"):
        env = BatchEnv(args.tables, law_code=args.law_code, seed=seed, opponent="maxims")
        total, count = 0.0, 0
        while count < deals:
            obs, mask = env.observe(), env.legal_mask()
            if who == "policy":
                actions = model.greedy(obs, mask)
            else:
                actions = maxims_actions(env, env.opponents.tracker)[0]  # type: ignore[union-attr]
            rewards, done = env.step(actions)
            total += float(rewards[done, 0].sum())
            count += int(done.sum())
        out[who] = total / count
    return out


def imitate(model: Model, args: argparse.Namespace, log: list[dict[str, object]],
            write: object) -> None:
    """Phase 1: cross-entropy to the maxims' choice at every learner decision."""
    env = BatchEnv(args.tables, law_code=args.law_code, seed=args.seed, opponent="maxims")
    rng = np.random.default_rng(args.seed + 1)
    hits, seen = np.zeros(3), np.zeros(3)
    for step in tqdm(range(args.imitation_steps), desc="imitation", mininterval=5):
        obs, mask = env.observe(), env.legal_mask()
        labels = maxims_actions(env, env.opponents.tracker)[0]  # type: ignore[union-attr]
        x = policy_inputs(obs)
        h, probs, _ = model.forward(x, mask)
        dlogits = probs.copy()
        dlogits[np.arange(len(obs)), labels] -= 1
        decay = 1 - 0.9 * step / args.imitation_steps
        model.update(x, h, dlogits, np.zeros(len(obs), np.float32), args.lr * decay)
        mine = probs.argmax(axis=1)
        phase = phase_of(obs)
        np.add.at(hits, phase, mine == labels)
        np.add.at(seen, phase, 1)
        follow = rng.random(len(obs)) < max(0.5, 1 - step / args.imitation_steps)
        env.step(np.where(follow, labels, mine))
        if (step + 1) % args.log_every == 0:
            record(log, write, {"phase": "imitation", "update": step + 1, "agreement": {
                PHASES[i]: round(hits[i] / max(seen[i], 1), 4) for i in range(3)}})
            hits[:], seen[:] = 0, 0


def improve(model: Model, args: argparse.Namespace, log: list[dict[str, object]],
            write: object) -> None:
    """Phase 2: advantage actor-critic against the maxims, rollouts of ``--horizon`` steps."""
    env = BatchEnv(args.tables, law_code=args.law_code, seed=args.seed + 2, opponent="maxims",
                   reward_scale=REWARD_UNIT)
    rng = np.random.default_rng(args.seed + 3)
    n, k = args.tables, args.horizon
    hits, seen, rewards_sum, deals = np.zeros(3), np.zeros(3), 0.0, 0
    for update in tqdm(range(args.improve_steps), desc="policy gradient", mininterval=5):
        obs_buf = np.zeros((k, n, OBS_SIZE), np.float32)
        mask_buf = np.zeros((k, n, NUM_ACTIONS), bool)
        act_buf = np.zeros((k, n), np.int64)
        label_buf = np.zeros((k, n), np.int64)
        done_buf = np.zeros((k, n), bool)
        reward_buf = np.zeros((k, n), np.float32)
        for i in range(k):
            obs, mask = env.observe(), env.legal_mask()
            labels = maxims_actions(env, env.opponents.tracker)[0]  # type: ignore[union-attr]
            _, probs, _ = model.forward(policy_inputs(obs), mask)
            actions = (probs.cumsum(axis=1) > rng.random((n, 1))).argmax(axis=1)
            actions = np.where(mask[np.arange(n), actions], actions, probs.argmax(axis=1))
            rewards, done = env.step(actions)
            obs_buf[i], mask_buf[i], act_buf[i], label_buf[i] = obs, mask, actions, labels
            done_buf[i], reward_buf[i] = done, rewards[:, 0]
            rewards_sum += float(rewards[done, 0].sum())
            deals += int(done.sum())
        _, _, last_value = model.forward(policy_inputs(env.observe()), env.legal_mask())
        returns = np.zeros((k, n), np.float32)
        running = last_value.astype(np.float32)
        for i in range(k - 1, -1, -1):
            running = np.where(done_buf[i], reward_buf[i], running)
            returns[i] = running
        obs_all = obs_buf.reshape(k * n, OBS_SIZE)
        mask_all = mask_buf.reshape(k * n, NUM_ACTIONS)
        act_all, label_all = act_buf.reshape(-1), label_buf.reshape(-1)
        x_all = policy_inputs(obs_all)
        h, probs, value = model.forward(x_all, mask_all)
        advantage = returns.reshape(-1) - value
        rows = np.arange(len(act_all))
        one_hot = np.zeros_like(probs)
        one_hot[rows, act_all] = 1
        logp = np.log(np.maximum(probs, 1e-12))
        entropy_grad = probs * (logp - (probs * logp).sum(axis=1, keepdims=True))
        dlogits = -(advantage - advantage.mean())[:, None] / (advantage.std() + 1e-6) * (one_hot - probs)
        dlogits += args.entropy * entropy_grad
        anchor = probs.copy()
        anchor[rows, label_all] -= 1
        dlogits += args.anchor * anchor
        model.update(x_all, h, dlogits.astype(np.float32),
                     (args.value_weight * (value - returns.reshape(-1))).astype(np.float32), args.rl_lr)
        phase = phase_of(obs_all)
        np.add.at(hits, phase, probs.argmax(axis=1) == label_all)
        np.add.at(seen, phase, 1)
        if (update + 1) % args.rl_log_every == 0:
            entry: dict[str, object] = {
                "phase": "policy-gradient", "update": update + 1,
                "agreement": {PHASES[i]: round(hits[i] / max(seen[i], 1), 4) for i in range(3)},
                "sampled_reward_points": round(rewards_sum / max(deals, 1) * REWARD_UNIT, 2),
                "deals": deals}
            if (update + 1) % args.check_every == 0:
                entry["check"] = check(model, args, args.check_deals, 10_000 + update)
            record(log, write, entry)
            hits[:], seen[:], rewards_sum, deals = 0, 0, 0.0, 0


def record(log: list[dict[str, object]], write: object, entry: dict[str, object]) -> None:
    """Append an entry to the log, with the time since the start."""
    entry["seconds"] = round(time.perf_counter() - START, 1)
    log.append(entry)
    tqdm.write(json.dumps(entry))
    if callable(write):
        write(json.dumps(entry) + "\n")


START = time.perf_counter()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="american-1905")
    parser.add_argument("--tables", type=int, default=256)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--imitation-steps", type=int, default=30000)
    parser.add_argument("--improve-steps", type=int, default=1500)
    parser.add_argument("--horizon", type=int, default=32)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--rl-lr", type=float, default=2e-4)
    parser.add_argument("--entropy", type=float, default=0.003)
    parser.add_argument("--anchor", type=float, default=0.05)
    parser.add_argument("--value-weight", type=float, default=0.5)
    parser.add_argument("--log-every", type=int, default=500)
    parser.add_argument("--rl-log-every", type=int, default=20)
    parser.add_argument("--check-every", type=int, default=100)
    parser.add_argument("--check-deals", type=int, default=4000)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--log", type=Path, default=Path("train_learned.log"))
    args = parser.parse_args()
    model = Model(args.hidden, np.random.default_rng(args.seed))
    log: list[dict[str, object]] = []
    with args.log.open("w") as handle:
        record(log, handle.write, {"phase": "start", "args": {k: str(v) for k, v in vars(args).items()}})
        imitate(model, args, log, handle.write)
        model.save(args.out)
        record(log, handle.write, {"phase": "imitation-done",
                                   "check": check(model, args, args.check_deals, 9_999)})
        handle.flush()
        improve(model, args, log, handle.write)
        model.save(args.out)
        record(log, handle.write, {"phase": "done", "check": check(model, args, args.check_deals, 20_000)})


if __name__ == "__main__":
    main()
