"""Three-hand bridge with the maxims players: how often the dealer passes, makes from X's hand
or makes from his own, and the points a played deal brings the dealer and each adversary.

    PYTHONPATH=src nice .venv/bin/python benchmarks/three_hand_maxims.py --rubbers 100
"""

from __future__ import annotations

import argparse
import random

from bridgewhist.agents.three_hand_players import make_three_hand_player, three_hand_chooser
from bridgewhist.three_hand.game import ThreeHandGame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rubbers", type=int, default=100)
    parser.add_argument("--law-code", default="english-1904")
    args = parser.parse_args()
    passed = from_x = own = deals = 0
    dealer_points = adversary_points = 0
    for seed in range(args.rubbers):
        game = ThreeHandGame(args.law_code, ["A", "B", "C"], random.Random(seed), mode="rubber")
        seats = {p: make_three_hand_player("maxims", random.Random(seed * 3 + p)) for p in range(3)}
        choose = three_hand_chooser(seats, lambda game=game: game.score)  # type: ignore[misc]
        while True:
            deal = game.play_out(choose)
            deals += 1
            passed += deal.passed
            from_x += not deal.passed and deal.x_seen
            own += not deal.passed and not deal.x_seen
            if game.is_over:
                break
            game.next_deal()
        for scored in game.scored.deals:
            if scored.result is None:
                continue
            adversary = (scored.dealer + 1) % 3
            dealer_points += scored.below[scored.dealer] + scored.above[scored.dealer]
            adversary_points += scored.below[adversary] + scored.above[adversary]
    played = deals - passed
    print(f"{args.rubbers} rubbers, {deals} deals: passed {passed / deals:.1%}, made from X's hand "
          f"{from_x / deals:.1%}, made from the dealer's own {own / deals:.1%}; per played deal "
          f"the dealer scores {dealer_points / played:.1f} points, each adversary "
          f"{adversary_points / played:.1f}")


if __name__ == "__main__":
    main()
