"""Find single-dummy problems for the alpha-mu player's test set (a tool, not a test).

Random endings of a few tricks, the makers (North-South, South the dealer) to play; the
adversaries' cards are dealt every possible way between East and West (the makers cannot tell
the layouts apart), and three things are computed over all the layouts:

- the sampler's card: the best average of the double-dummy values (ddmc's rule);
- the truth: a search to the end of the deal of the makers' strategies (one card for every
  layout they cannot tell apart; the adversaries seeing all the cards, as alpha-mu assumes, and
  choosing their card layout by layout among all their cards, equal cards too (``--defence min``,
  the default; ``--defence dd`` has them play each layout's double-dummy best card, the lowest of
  equals, the simplification the first problems were found with);
- the alpha-mu player's card at its defaults (:func:`bridgewhist.agents.alphamu.agent.decide`).

Endings where the sampler's card is worse than the truth's best, by at least ``--gap`` tricks,
are printed as JSON lines, ready to be read, named and explained for
``tests/agents/alphamu_problems.json``.

    PYTHONPATH=src python tools/alphamu_problems.py --tricks 4 --tries 300 --seed 1

``--spades`` deals endings built on a spade holding with a guess in it (the makers' A-Q, K-J,
A-J, A-10, K-x or A-Q-10 against the adversaries' missing honours) and random side cards, the
trump no trumps or hearts (one in ten to twenty endings is a problem); the committed problems
came from this search, run for twenty minutes from a draft of this script (its draws differ):

    PYTHONPATH=src python tools/alphamu_problems.py --spades --tricks 3 --tries 1500 --seed 1

``--recheck FILE`` studies the problems of a problem file again instead (one JSON line each,
with its name, the answer on file, and whether it is still right and still a problem).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from bridgewhist.agents.alphamu.agent import decide
from bridgewhist.agents.alphamu.front import best_mean
from bridgewhist.agents.alphamu.problems import layouts
from bridgewhist.agents.alphamu.search import Search
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.cards import CardSet
from bridgewhist.fastplay import legal_mask

SUITS = "SHDC"
HOLDINGS = (
    ("SA SQ", "S4 S2", "SK S5 S6"),
    ("SK SJ", "S4 S2", "SA SQ S5 S6"),
    ("SA SJ", "SK S2", "SQ S5 S6"),
    ("SA ST", "SK S9", "SQ SJ S5 S6"),
    ("SK S3", "SQ S2", "SA SJ S5"),
    ("SA SQ ST", "S4 S3 S2", "SK SJ S5 S6 S7"),
)
"""Spade holdings of ``--spades``: North's, South's, and the adversaries' spades."""


def spade_ending(rng: random.Random, tricks: int) -> tuple[tuple[int, int, int, int], int, int] | None:
    """An ending on one of :data:`HOLDINGS` with random side cards: hands, trump, leader."""
    north, south, hidden = (text.split() for text in rng.choice(HOLDINGS))
    if len(north) > tricks or len(south) > tricks:
        return None
    side = [suit + rank for suit in "HDC" for rank in "AKQJT98765432"]
    rng.shuffle(side)
    while len(north) < tricks:
        north.append(side.pop())
    while len(south) < tricks:
        south.append(side.pop())
    rng.shuffle(hidden)
    hidden = hidden[:2 * tricks]
    while len(hidden) < 2 * tricks:
        hidden.append(side.pop())
    east, west = hidden[:tricks], hidden[tricks:]
    trump = rng.choice("NNH")
    leader = rng.choice("NS")
    hands = tuple(CardSet.parse(" ".join(cards)).mask for cards in (north, east, south, west))
    return (hands[0], hands[1], hands[2], hands[3]), "SHDCN".index(trump), "NESW".index(leader)


def text(mask: int) -> str:
    return str(CardSet(mask))


def study(hands: tuple[int, int, int, int], trump: int, leader: int, cap: int, defence: str = "min"
          ) -> dict[str, object]:
    """The sampler's card, the truth and the alpha-mu card at the start of a trick."""
    worlds = layouts(*hands)
    tricks = hands[0].bit_count()

    def search(front_cap: int = 8, truth: bool = False) -> Search:
        if truth:
            return Search(solver().card_values_batch, worlds, trump=trump, leader=leader, trick=(),
                          gone=0, makers=0, front_cap=front_cap, defence=defence, slack=13,
                          falsecards=True)
        return Search(solver().card_values_batch, worlds, trump=trump, leader=leader, trick=(),
                      gone=0, makers=0, front_cap=front_cap)

    hand = hands[leader]
    legal = [c for c in range(64) if legal_mask(hand, -1) >> c & 1]
    root = search().root_values()
    means = {c: sum(v[c] for v in root) / len(root) for c in legal}
    sampler = max(legal, key=lambda c: (means[c], -(c & 15)))
    full = search(cap, truth=True).root_fronts(legal, 2 * tricks)
    truth = {c: best_mean(front) for c, front in full.items()}
    card, _ = decide(search(), legal, hand)
    return {"north": text(hands[0]), "east": text(hands[1]), "south": text(hands[2]),
            "west": text(hands[3]), "trump": "SHDCN"[trump], "leader": "NESW"[leader],
            "layouts": len(worlds),
            "sampler": text(1 << sampler), "alphamu": text(1 << card),
            "truth": {text(1 << c): round(v, 3) for c, v in sorted(truth.items(), key=lambda x: -x[1])},
            "averages": {text(1 << c): round(v, 3) for c, v in means.items()}}


def recheck(path: str, cap: int, defence: str) -> None:
    """Study every problem of a problem file again, one JSON line each."""
    for item in json.loads(Path(path).read_text(encoding="utf-8")):
        hands = tuple(CardSet.parse(item[seat]).mask for seat in ("north", "east", "south", "west"))
        found = study((hands[0], hands[1], hands[2], hands[3]), "SHDCN".index(item["trump"]),
                      "NESW".index(item["leader"]), cap, defence)
        truth = found["truth"]
        assert isinstance(truth, dict)
        best = max(truth.values())
        right = sorted(card for card, value in truth.items() if value == best)
        print(json.dumps({"name": item["name"], "right_on_file": item["right"], "right": right,
                          "still_right": all(truth.get(c) == best for c in item["right"]),
                          "still_a_problem": truth[found["sampler"]] < best, **found}), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tricks", type=int, default=4)
    parser.add_argument("--tries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--gap", type=float, default=0.1)
    parser.add_argument("--cap", type=int, default=64, help="front size of the truth's search")
    parser.add_argument("--lowest", type=int, default=2, help="the lowest rank dealt (2-14)")
    parser.add_argument("--defence", choices=("min", "dd"), default="min",
                        help="the adversaries of the truth's search (see above)")
    parser.add_argument("--spades", action="store_true", help="endings on a spade holding with a guess")
    parser.add_argument("--recheck", default=None, metavar="FILE", help="study FILE's problems again")
    args = parser.parse_args()
    if args.recheck:
        recheck(args.recheck, args.cap, args.defence)
        return
    rng = random.Random(args.seed)
    deck = [s * 16 + r for s in range(4) for r in range(args.lowest, 15)]
    for _ in range(args.tries):
        if args.spades:
            ending = spade_ending(rng, args.tricks)
            if ending is None:
                continue
            dealt, trump, leader = ending
        else:
            cards = rng.sample(deck, 4 * args.tricks)
            hands = tuple(sum(1 << c for c in cards[i * args.tricks:(i + 1) * args.tricks])
                          for i in range(4))
            dealt = (hands[0], hands[1], hands[2], hands[3])
            trump = rng.choice((0, 4))
            leader = rng.choice((0, 2))
        found = study(dealt, trump, leader, args.cap, args.defence)
        truth = found["truth"]
        assert isinstance(truth, dict)
        if max(truth.values()) - truth[found["sampler"]] >= args.gap:
            print(json.dumps(found), flush=True)


if __name__ == "__main__":
    main()
