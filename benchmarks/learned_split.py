"""Where the ``learned`` player gains and loses against the maxims (not a test): the network in
one part of the deal and the maxims player in the other, scored in duplicate on the published
boards by :func:`bridgewhist.env.evaluate`.

- ``--network-at cards``: the network plays the cards, the maxims make the trump and double;
- ``--network-at make``: the network makes and doubles, the maxims play the cards (the same as
  the registered player's setting ``cards=maxims``).

    PYTHONPATH=src nice -n 10 python benchmarks/learned_split.py --network-at cards --boards 2000
"""

from __future__ import annotations

import argparse
import json
import random

from bridgewhist.actions import Action
from bridgewhist.agents.learned.agent import make_learned
from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.agents.registry import register_agent
from bridgewhist.env.evaluation import evaluate
from bridgewhist.phases.stages import Phase
from bridgewhist.view import SeatView


class Split:
    """The network for one part of the deal (``cards`` or ``make``), the maxims for the rest."""

    name = "learned-split"

    def __init__(self, rng: random.Random, network_at: str) -> None:
        self.network = make_learned(rng, cards="network")
        self.maxims = MaximsAgent(rng)
        self.network_at = network_at

    def act(self, view: SeatView) -> Action:
        """The network's action in its part of the deal, the maxims' in the other."""
        in_play = view.phase == Phase.PLAY
        return (self.network if in_play == (self.network_at == "cards") else self.maxims).act(view)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--network-at", choices=("cards", "make"), required=True)
    parser.add_argument("--boards", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    register_agent("learned-split", lambda rng, **_: Split(rng, args.network_at))
    result = evaluate("learned-split", opponent="maxims", boards=args.boards, seed=args.seed)
    print(f"network at the {args.network_at}: {result.text()}")
    print(json.dumps(result.to_dict()))


if __name__ == "__main__":
    main()
