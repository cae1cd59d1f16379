"""Find single-dummy problems for the alpha-mu player's test set (a tool, not a test).

Random endings of a few tricks, the makers (North-South, South the dealer) to play; the
adversaries' cards are dealt every possible way between East and West (the makers cannot tell
the layouts apart), and three things are computed over all the layouts:

- the sampler's card: the best average of the double-dummy values (ddmc's rule);
- the truth: a search to the end of the deal of the makers' strategies (one card for every
  layout they cannot tell apart; the adversaries seeing all the cards, as alpha-mu assumes);
- the alpha-mu player's card at its defaults (:func:`bridgewhist.agents.alphamu.agent.decide`).

Endings where the sampler's card is worse than the truth's best, by at least ``--gap`` tricks,
are printed as JSON lines, ready to be read, named and explained for
``tests/agents/alphamu_problems.json``.

    PYTHONPATH=src python tools/alphamu_problems.py --tricks 4 --tries 300 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random

from bridgewhist.agents.alphamu.agent import decide, search_score
from bridgewhist.agents.alphamu.problems import layouts
from bridgewhist.agents.alphamu.search import Search
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.cards import CardSet
from bridgewhist.fastplay import legal_mask

SUITS = "SHDC"


def text(mask: int) -> str:
    return str(CardSet(mask))


def study(hands: tuple[int, int, int, int], trump: int, leader: int, cap: int) -> dict[str, object]:
    """The sampler's card, the truth and the alpha-mu card at the start of a trick."""
    worlds = layouts(*hands)
    tricks = hands[0].bit_count()

    def search(front_cap: int = 8) -> Search:
        return Search(solver().card_values_batch, worlds, trump=trump, leader=leader, trick=(),
                      gone=0, makers=0, front_cap=front_cap)

    hand = hands[leader]
    legal = [c for c in range(64) if legal_mask(hand, -1) >> c & 1]
    root = search().root_values()
    means = {c: sum(v[c] for v in root) / len(root) for c in legal}
    sampler = max(legal, key=lambda c: (means[c], -(c & 15)))
    full = search(cap).root_fronts(legal, 2 * tricks)
    truth = {c: search_score(front) for c, front in full.items()}
    card, _ = decide(search(), legal, hand)
    return {"north": text(hands[0]), "east": text(hands[1]), "south": text(hands[2]),
            "west": text(hands[3]), "trump": "SHDCN"[trump], "leader": "NESW"[leader],
            "layouts": len(worlds),
            "sampler": text(1 << sampler), "alphamu": text(1 << card),
            "truth": {text(1 << c): round(v, 3) for c, v in sorted(truth.items(), key=lambda x: -x[1])},
            "averages": {text(1 << c): round(v, 3) for c, v in means.items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tricks", type=int, default=4)
    parser.add_argument("--tries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--gap", type=float, default=0.1)
    parser.add_argument("--cap", type=int, default=64, help="front size of the truth's search")
    parser.add_argument("--lowest", type=int, default=2, help="the lowest rank dealt (2-14)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    deck = [s * 16 + r for s in range(4) for r in range(args.lowest, 15)]
    for _ in range(args.tries):
        cards = rng.sample(deck, 4 * args.tricks)
        hands = tuple(sum(1 << c for c in cards[i * args.tricks:(i + 1) * args.tricks]) for i in range(4))
        trump = rng.choice((0, 4))
        leader = rng.choice((0, 2))
        found = study((hands[0], hands[1], hands[2], hands[3]), trump, leader, args.cap)
        truth = found["truth"]
        assert isinstance(truth, dict)
        if max(truth.values()) - truth[found["sampler"]] >= args.gap:
            print(json.dumps(found), flush=True)


if __name__ == "__main__":
    main()
