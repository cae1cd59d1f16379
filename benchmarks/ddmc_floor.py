"""How far can a sampling declarer get on the double-dummy measure? (not a test)

Four ddmc players (default settings) play whole deals, as in ``strength.py``. At every card
decision of the makers' side with more than one legal card, this script draws ``--samples``
fresh deals consistent with the declarer's view (ddmc's own sampler and inference), solves
them, and asks, for that one decision (the position as played):

- **played**: the tricks the card ddmc played loses against double dummy (the strength
  report's measure);
- **chosen**: the tricks lost by the card with the best average over all the samples (ddmc with
  that many samples);
- **expected**: the loss that card *expects* under the sampler's own picture of the hidden
  hands: its average shortfall from each sample's best card, measured on samples it was not
  chosen with (the card is chosen on one half, its expected loss read on the other; read on
  the samples it was chosen with, "in sample", the figure errs low). No player
  who believes that picture can expect to lose less: the best card under it is the card with
  the best average, and its expected loss is this (the floor of sampling play, as far as the
  sampler knows the hidden hands);
- with ``--likelihood N`` also the same figures when the first N samples are weighted by how
  well they explain the adversaries' cards: each adversary decision so far is solved in each
  sample, and a sample in which the adversaries' cards threw away L tricks in all is weighted
  ``exp(-beta * L)`` (:func:`bridgewhist.agents.ddmc.inference.explained_losses`; the
  adversaries are strong players: a deal in which their cards were blunders is less likely to
  be the real one).

Sums per deal, with 95% intervals, as a Markdown table.

    PYTHONPATH=src python benchmarks/ddmc_floor.py [--deals 60] [--samples 100] [--seed 0]
        [--likelihood 40] [--beta 1.0 --beta 2.0]
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.progress import Progress

from bridgewhist.agents import chooser, make_agent, view_of
from bridgewhist.agents.ddmc.dds import card_values_batch
from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.inference import denied_cards, explained_losses, explanation_weights
from bridgewhist.agents.ddmc.sampling import SamplingError, sample_hands
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.sim.simulate import mean_ci95
from bridgewhist.state import HandState, Phase, new_hand


def interval(values: Sequence[float]) -> str:
    """Mean and 95% interval (:func:`bridgewhist.sim.simulate.mean_ci95`), as "m [lo, hi]"."""
    estimate = mean_ci95(values)
    low = estimate.mean if estimate.low is None else estimate.low
    high = estimate.mean if estimate.high is None else estimate.high
    return f"{estimate.mean:.2f} [{low:.2f}, {high:.2f}]"


def best_card(samples: Sequence[dict[int, int]], weights: Sequence[float], legal: Sequence[int]) -> int:
    """The legal card of best weighted average (equal averages: the lower card, as ddmc)."""
    total = sum(weights)
    means = {card: sum(w * s[card] for s, w in zip(samples, weights, strict=True)) / total
             for card in legal}
    return max(legal, key=lambda card: (means[card], -(card & 15)))


def expected_loss(samples: Sequence[dict[int, int]], weights: Sequence[float], card: int) -> float:
    """The card's weighted average shortfall from each sample's best card."""
    total = sum(weights)
    return sum(w * (max(s.values()) - s[card])
               for s, w in zip(samples, weights, strict=True)) / total


@dataclass
class Tally:
    """Per-deal sums of each figure."""

    figures: dict[str, list[float]] = field(default_factory=dict)

    def new_deal(self, names: Sequence[str]) -> None:
        for name in names:
            self.figures.setdefault(name, []).append(0.0)

    def add(self, name: str, value: float) -> None:
        self.figures[name][-1] += value


def measure(state: HandState, card: int, args: argparse.Namespace, rng: random.Random,
            tally: Tally) -> None:
    """Add one decision's figures to the tally."""
    view = view_of(state, state.actor)
    denied = denied_cards(view)
    deals: list[list[int]] = []
    for _ in range(args.samples):
        try:
            deals.append(sample_hands(view, rng, denied=denied))
        except SamplingError:
            deals.append(sample_hands(view, rng))
    positions = [Position((h[0], h[1], h[2], h[3]), view.strain, int(view.leader), view.trick)
                 for h in deals]
    positions.append(Position(state.hands, state.strain, int(state.leader), state.trick))
    *samples, truth = card_values_batch(positions)
    legal = [action.value for action in state.legal_actions()]
    best = max(truth.values())
    ones = [1.0] * len(samples)
    tally.add("played", best - truth[card])
    chosen = best_card(samples, ones, legal)
    tally.add("chosen", best - truth[chosen])
    half = len(samples) // 2
    on_half = best_card(samples[:half], ones[:half], legal)
    tally.add("expected", expected_loss(samples[half:], ones[half:], on_half))
    tally.add("expected (in sample)", expected_loss(samples, ones, chosen))
    if args.likelihood:
        count = min(args.likelihood, len(samples))
        losses = explained_losses(view, deals[:count], card_values_batch)
        for beta in args.beta:
            weights = explanation_weights(losses, beta)
            kept = samples[:count]
            tally.add(f"weighted b={beta}", best - truth[best_card(kept, weights, legal)])
            mid = count // 2
            pick = best_card(kept[:mid], weights[:mid], legal)
            tally.add(f"weighted expected b={beta}", expected_loss(kept[mid:], weights[mid:], pick))
        tally.add(f"chosen ({count} samples)", best - truth[best_card(samples[:count], ones[:count],
                                                                      legal)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--law-code", default="english-1904")
    parser.add_argument("--likelihood", type=int, default=0, metavar="N",
                        help="weight the first N samples by the adversaries' cards (slow)")
    parser.add_argument("--beta", type=float, action="append", default=None)
    args = parser.parse_args()
    if args.beta is None:
        args.beta = [1.0, 2.0]
    if args.samples < 4:
        raise SystemExit("--samples must be at least 4")
    code = load_law_code(args.law_code)
    names = ["played", "chosen", "expected", "expected (in sample)"]
    if args.likelihood:
        names += [f"chosen ({min(args.likelihood, args.samples)} samples)"]
        for beta in args.beta:
            names += [f"weighted b={beta}", f"weighted expected b={beta}"]
    tally = Tally()
    with Progress(transient=True) as progress:
        task = progress.add_task("deals", total=args.deals)
        for deal in range(args.deals):
            tally.new_deal(names)
            agents = {seat: make_agent("ddmc", random.Random(f"{args.seed}:{deal}:{seat}"))
                      for seat in Seat}
            choose = chooser(agents)
            rng = random.Random(f"floor:{args.seed}:{deal}")
            state = new_hand(code, Seat(deal % 4), rng=random.Random(f"{args.seed}:{deal}"))
            while not state.is_complete:
                action = choose(state)
                if (state.phase == Phase.PLAY and state.turn.side == state.dealer.side
                        and len(state.legal_actions()) > 1):
                    measure(state, action.value, args, rng, tally)
                state = state.apply(action)
            progress.advance(task)
    print(f"{args.deals} deals, {args.law_code}, seed {args.seed}, {args.samples} samples a decision"
          + (f", likelihood on {args.likelihood}" if args.likelihood else ""))
    print("| makers' tricks a deal | mean [95% CI] |")
    print("|---|---|")
    for name in names:
        print(f"| {name} | {interval(tally.figures[name])} |")


if __name__ == "__main__":
    main()
