"""Train the ``learned`` player: a one-hidden-layer policy (513 -> 128 ReLU -> 60) over the
environments' observation and the fields derived from it (``bridgewhist.env.policy_inputs``),
against the maxims player (issue 38, item 5; docs/research.md, "A trained baseline: the learned player").

Every phase runs in the batch environment with the compiled maxims at East-West
(``BatchEnv(..., opponent="maxims")``); North-South are the learner.

1. **Imitation** (``--imitation-steps``). At every learner decision the label is the maxims
   player's own choice for that seat (``batch_maxims.maxims_actions``, reading only what the
   seat sees); the network is fitted by cross-entropy over the legal actions. The tables follow
   the label or, more and more, the network's own choice. The log gives, each ``--log-every``
   updates, the agreement by phase and, for the make and the doubling, how often the commonest
   label alone would agree (what a network that learned nothing of the hand would reach).
2. **Look-ahead** (``--lookahead-batches``, 0 by default: with 200 it gained nothing measurable
   on the fresh batches of its log: docs/research.md). At fresh deals (every other batch one decision
   later) each legal make, leave, double and satisfied of the learner is played out to the end of
   the deal by the greedy network and the maxims (deterministic both, so one play-out is the
   action's value on that deal); the output scores of actions 52..59 are fitted by least squares
   to those values less their mean on the deal, the hidden layer kept, and those of the makes and
   the leave (52..57) are kept: the make learns what each choice is worth from the dealer's and
   dummy's view; the doubling (whose fit lost points on fresh deals) and the card play stay the
   imitated ones.
3. **Policy gradient** (``--improve-steps``, 0 by default: in 300 updates of a first run it did
   not improve on the imitation). Advantage actor-critic on sampled actions, the deal's reward
   less a learned value, a little entropy and a little cross-entropy to the maxims' choice.

The weights (``w1 b1 w2 b2``, float32) are written as a compressed ``.npz``, read without numpy by
``bridgewhist.agents.learned``. The log (``--log``, one JSON object a line) has the agreement with
the maxims by phase of the deal, the look-ahead's points gained on each fresh batch before it is
fitted, and the greedy network's mean reward against the maxims on fresh deals after each phase.

    PYTHONPATH=src OPENBLAS_NUM_THREADS=1 nice -n 10 python examples/train_learned.py --seed 0
"""

from __future__ import annotations

import argparse
import copy
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
    counts = np.zeros((3, NUM_ACTIONS))  # the labels by phase: how often the commonest is right
    steps = args.imitation_steps if args.stop_after is None else min(args.stop_after,
                                                                      args.imitation_steps)
    for step in tqdm(range(steps), desc="imitation", mininterval=5):
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
        np.add.at(counts, (phase, labels), 1)
        follow = rng.random(len(obs)) < max(0.5, 1 - step / args.imitation_steps)
        env.step(np.where(follow, labels, mine))
        if (step + 1) % args.log_every == 0:
            record(log, write, {"phase": "imitation", "update": step + 1, "agreement": {
                PHASES[i]: round(hits[i] / max(seen[i], 1), 4) for i in range(3)}, "commonest": {
                PHASES[i]: round(counts[i].max() / max(seen[i], 1), 4) for i in range(2)}})
            hits[:], seen[:], counts[:] = 0, 0, 0


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


def branch(env: BatchEnv) -> BatchEnv:
    """A copy of the batch to play on (its law code's scoring tables shared, not copied)."""
    return copy.deepcopy(env, {id(env.scorer): env.scorer, id(env.code): env.code})


def bid_values(model: Model, env: BatchEnv) -> tuple[Array, Array]:
    """At every table where the learner must declare, leave or double: the deal's reward
    (points) after each of actions 52..59, the rest of the deal played by the greedy policy and
    the maxims (both deterministic, so one play-out is the value for this deal); NaN where the
    action is not legal. Returns the observations and these values (N, 8)."""
    obs, mask = env.observe(), env.legal_mask()
    bidding = (obs[:, 364] + obs[:, 365]) > 0
    values = np.full((env.num_envs, 8), np.nan, np.float32)
    greedy_now = model.greedy(obs, mask)
    for j in range(8):
        tried = mask[:, 52 + j] & bidding
        if not tried.any():
            continue
        play = branch(env)
        result = np.zeros(env.num_envs, np.float32)
        finished = np.zeros(env.num_envs, bool)
        actions = np.where(tried, 52 + j, greedy_now)
        while not finished[tried].all():
            rewards, done = play.step(actions)
            result[done & ~finished] = rewards[done & ~finished, 0]
            finished |= done
            actions = model.greedy(play.observe(), play.legal_mask())
        values[tried, j] = result[tried]
    return obs, values


def look_ahead(model: Model, args: argparse.Namespace, log: list[dict[str, object]],
               write: object) -> None:
    """Phase 2: the make and the doubling re-fitted to play-outs. At fresh deals (and, every
    other batch, one decision later: a redouble, dummy's make after a leave) each legal make or
    double is played out to the deal's end; the output layer's scores for actions 52..59 are
    fitted by least squares to those values (points / 10) less their mean on the deal, the
    hidden layer kept, so the card play learned by imitation is unchanged. Only the makes' and
    the leave's scores (52..57) are kept: in the first runs the doubling's fit (58, 59) lost
    points on the fresh batches (the log's ``points_gained_per_decision``, measured on each batch
    before it is fitted), so the doubling stays the imitated one."""
    env = BatchEnv(args.lookahead_tables, law_code=args.law_code, seed=args.seed + 4,
                   opponent="maxims")
    head = {"w": model.p["w2"][:, 52:60].copy(), "b": model.p["b2"][52:60].copy()}
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in head.items()}
    t = 0
    gains: dict[str, list[float]] = {"declaration": [], "doubling": []}
    changed: dict[str, list[float]] = {"declaration": [], "doubling": []}
    for batch in tqdm(range(args.lookahead_batches), desc="look-ahead", mininterval=5):
        env.reset(seed=args.seed * 1_000_003 + batch)
        if batch % 2:
            env.step(model.greedy(env.observe(), env.legal_mask()))
        obs, values = bid_values(model, env)
        rows = np.flatnonzero(~np.isnan(values).all(axis=1))
        if not len(rows):
            continue
        x = policy_inputs(obs[rows])
        h = np.maximum(x @ model.p["w1"] + model.p["b1"], 0)
        legal = ~np.isnan(values[rows])
        raw = np.nan_to_num(values[rows]) / 10
        # Each action's value less the mean of the legal ones on the same deal: only the
        # differences decide, and the deal's own luck (the cards) cancels out of them.
        mean = (raw * legal).sum(axis=1, keepdims=True) / legal.sum(axis=1, keepdims=True)
        target = np.where(legal, raw - mean, 0)
        before = np.where(legal, h @ head["w"] + head["b"], -np.inf).argmax(axis=1)
        chosen = target[np.arange(len(rows)), before]
        imitation = (np.where(legal, h @ model.p["w2"][:, 52:60] + model.p["b2"][52:60], -np.inf)
                     .argmax(axis=1))
        for name, phase_col in (("declaration", 364), ("doubling", 365)):
            these = obs[rows, phase_col] > 0
            gains[name].append(float((chosen - target[np.arange(len(rows)), imitation])[these].sum() * 10))
            changed[name].append(float((before != imitation)[these].sum()))
            gains[name].append(float(these.sum()))
        for _ in range(args.lookahead_fits):
            error = np.where(legal, h @ head["w"] + head["b"] - target, 0)
            grads = {"w": h.T @ error / len(rows), "b": error.mean(axis=0)}
            t += 1
            for k, g in grads.items():
                m, s = moments[k]
                m[:] = 0.9 * m + 0.1 * g
                s[:] = 0.999 * s + 0.001 * g * g
                head[k] -= (args.lookahead_lr * (m / (1 - 0.9 ** t))
                            / (np.sqrt(s / (1 - 0.999 ** t)) + 1e-8)).astype(np.float32)
        if (batch + 1) % args.lookahead_log_every == 0:
            entry: dict[str, object] = {"phase": "look-ahead", "batch": batch + 1}
            for name in gains:
                points, counts = gains[name][0::2], gains[name][1::2]
                entry[name] = {
                    "decisions": int(sum(counts)),
                    "changed_from_imitation": round(sum(changed[name]) / max(sum(counts), 1), 4),
                    "points_gained_per_decision": round(sum(points) / max(sum(counts), 1), 2)}
                gains[name], changed[name] = [], []
            record(log, write, entry)
    keep = slice(0, 6)  # the makes and the leave; the doubling's fit lost points on fresh deals
    model.p["w2"][:, 52:58] = head["w"][:, keep]
    model.p["b2"][52:58] = head["b"][keep]


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
    parser.add_argument("--imitation-steps", type=int, default=45000)
    parser.add_argument("--improve-steps", type=int, default=0)
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
    parser.add_argument("--lookahead-batches", type=int, default=0)
    parser.add_argument("--lookahead-tables", type=int, default=512)
    parser.add_argument("--lookahead-fits", type=int, default=4)
    parser.add_argument("--lookahead-lr", type=float, default=1e-3)
    parser.add_argument("--lookahead-log-every", type=int, default=10)
    parser.add_argument("--stop-after", type=int, default=None,
                        help="end the imitation after this many updates (its schedule still "
                             "--imitation-steps'): the first updates of a run, to look at")
    parser.add_argument("--start-from", type=Path, default=None,
                        help="weights of the imitation phase (its .npz): skip that phase")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--log", type=Path, default=Path("train_learned.log"))
    args = parser.parse_args()
    model = Model(args.hidden, np.random.default_rng(args.seed))
    log: list[dict[str, object]] = []
    with args.log.open("w", buffering=1) as handle:  # a line at a time: the log can be read as it grows
        record(log, handle.write, {"phase": "start", "args": {k: str(v) for k, v in vars(args).items()}})
        if args.start_from is None:
            imitate(model, args, log, handle.write)
            model.save(args.out)
            record(log, handle.write, {"phase": "imitation-done",
                                       "check": check(model, args, args.check_deals, 9_999)})
        else:
            with np.load(args.start_from) as saved:
                for k in ("w1", "b1", "w2", "b2"):
                    model.p[k] = saved[k].astype(np.float32)
        handle.flush()
        if args.lookahead_batches:
            look_ahead(model, args, log, handle.write)
            model.save(args.out)
            record(log, handle.write, {"phase": "look-ahead-done",
                                       "check": check(model, args, args.check_deals, 19_999)})
        if args.improve_steps:
            improve(model, args, log, handle.write)
            model.save(args.out)
            record(log, handle.write, {"phase": "done",
                                       "check": check(model, args, args.check_deals, 20_000)})


if __name__ == "__main__":
    main()
