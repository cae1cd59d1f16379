"""Score a ``learned`` network's weights (an ``.npz`` that examples/train_learned.py writes) in
duplicate against the maxims, as a batch policy: the whole network, the cards included, on the
boards asked for. To compare a candidate with the shipped weights on boards neither was chosen
on (docs/research.md, "A trained baseline"):

    PYTHONPATH=src OPENBLAS_NUM_THREADS=1 nice -n 19 python examples/evaluate_weights.py \\
        src/bridgewhist/agents/learned/learned-v1.npz --first-board 2001 --boards 2000

The network's choice is the legal action of highest score (ties: the lowest index), as the
``learned`` player's with ``cards=network``; the JSON printed is ``bridgewhist-evaluate``'s.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt

from bridgewhist.env.evaluation import evaluate
from bridgewhist.env.policy_inputs import policy_inputs

Policy = Callable[[npt.NDArray[np.float32], npt.NDArray[np.bool_]], npt.NDArray[np.int64]]


def network_policy(path: Path) -> Policy:
    """The greedy batch policy of the weights at ``path`` (arrays ``w1 b1 w2 b2``)."""
    with np.load(path) as saved:
        w1, b1, w2, b2 = (saved[k].astype(np.float64) for k in ("w1", "b1", "w2", "b2"))

    def network(observations: npt.NDArray[np.float32], masks: npt.NDArray[np.bool_]
                ) -> npt.NDArray[np.int64]:
        hidden = np.maximum(policy_inputs(observations).astype(np.float64) @ w1 + b1, 0)
        best: npt.NDArray[np.int64] = np.where(masks, hidden @ w2 + b2, -np.inf).argmax(axis=1)
        return best

    network.__name__ = path.stem
    return network


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("weights", type=Path)
    parser.add_argument("--boards", type=int, default=2000)
    parser.add_argument("--first-board", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="american-1905")
    args = parser.parse_args()
    result = evaluate(network_policy(args.weights), opponent="maxims", boards=args.boards,
                      seed=args.seed, law_code=args.law_code, first_board=args.first_board)
    print(json.dumps(result.to_dict(), indent=1))


if __name__ == "__main__":
    main()
