"""OpenSpiel's IS-MCTS bot against the maxims player, on ``python_bridge_whist``.

North and South are IS-MCTS (:class:`open_spiel.python.algorithms.ismcts.ISMCTSBot` with
random rollouts; it resamples the hidden hands through the game's
``resample_from_infostate``), East and West the house's maxims player, which sees its seat's
:func:`~bridgewhist.view.view_of` only. Prints each deal's points and the mean for NS.

    PYTHONPATH=src python -m bridgewhist.env.ismcts_match [--deals 4] [--simulations 100]
"""

from __future__ import annotations

import argparse
import random
import statistics

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.env import openspiel as bw_os
from bridgewhist.env.encoding import action_index
from bridgewhist.seats import SEATS
from bridgewhist.view import view_of


def play_match(deals: int, simulations: int, seed: int,
               law_code: str = "american-1905") -> list[float]:
    """NS's return (points less EW's) in each of ``deals`` deals."""
    game = pyspiel.load_game(bw_os.GAME_TYPE.short_name, {"law_code": law_code})
    state_rng = np.random.RandomState(seed)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, state_rng), uct_c=2.0,
                           max_simulations=simulations, random_state=state_rng)
    maxims = MaximsAgent(random.Random(seed))
    rng = random.Random(seed)
    results = []
    for _ in range(deals):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            elif state.current_player() % 2 == 0:
                state.apply_action(bot.step(state))
            else:
                view = view_of(state.hand, SEATS[state.current_player()])
                state.apply_action(action_index(maxims.act(view)))
        results.append(state.returns()[0])
    return results


def main() -> None:
    """Play the match from the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="american-1905")
    args = parser.parse_args()
    results = play_match(args.deals, args.simulations, args.seed, args.law_code)
    for number, points in enumerate(results, 1):
        print(f"deal {number}: NS (IS-MCTS) {points:+.0f}")
    print(f"mean for NS over {len(results)} deals: {statistics.fmean(results):+.1f}")


if __name__ == "__main__":
    main()
