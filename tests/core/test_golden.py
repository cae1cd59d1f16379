"""A golden playthrough: a seeded deal played by a seeded random chooser under american-1905.

The transcript holds, for every state, its phase, turn, actor, legal actions and the action
taken (with the laws' words for declaration and doubling acts), each trick as it is turned,
and at the end the score entries. It was generated once and inspected by hand; the test
compares the current engine's transcript with it line by line. To regenerate it after a
deliberate change, run with ``BRIDGEWHIST_UPDATE_GOLDEN=1`` and inspect the diff.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from bridgewhist.actions import ActionKind
from bridgewhist.cards import CARDS, CardSet, format_deal
from bridgewhist.laws import load_law_code
from bridgewhist.phases import declaration as declaration_phase
from bridgewhist.phases import doubling as doubling_phase
from bridgewhist.scoring import result_of, score_deal
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, new_hand

GOLDEN = Path(__file__).parent / "golden" / "american-1905-seed-7.txt"
KEY = "american-1905"
SEED = 7
DEALER = Seat.S


def words(state: HandState, action: object) -> str:
    """The act in the laws' words, for the declaration and the doubling."""
    if state.phase == Phase.DECLARATION:
        return f' ("{declaration_phase.phrase(action)}")'  # type: ignore[arg-type]
    if state.phase == Phase.DOUBLING:
        return f' ("{doubling_phase.phrase(state, action)}")'  # type: ignore[arg-type]
    return ""


def transcript() -> list[str]:
    code = load_law_code(KEY)
    state = new_hand(code, DEALER, rng=random.Random(SEED))
    chooser = random.Random(SEED)
    lines = [
        f"# bridgewhist golden playthrough: {KEY}, dealer {DEALER.name}, deal seed {SEED}, "
        f"chooser seed {SEED}",
        f"deal {format_deal(state.deal)}",
        *(f"hand {seat.name} {CardSet(state.deal[seat]).symbolic()}" for seat in Seat),
        f"dealer {state.dealer.name}; eldest {state.eldest.name}; pone {state.pone.name}; "
        f"dummy {state.dummy.name}",
    ]
    step = 0
    while not state.is_complete:
        step += 1
        options = state.legal_actions()
        action = chooser.choice(options)
        lines.append(
            f"{step:3d} {state.phase.name.lower():<11} turn {state.turn.name} actor "
            f"{state.actor.name} x{state.multiplier} | legal {' '.join(map(str, options))} "
            f"| {action}{words(state, action)}"
        )
        before = len(state.tricks)
        state = state.apply(action)
        if action.kind == ActionKind.DECLARE and state.trump is not None:
            lines.append(f"    maker {Seat(state.maker).name} names {state.trump.words}")
        if len(state.tricks) > before:
            trick = state.tricks[-1]
            cards = ", ".join(f"{trick.leader.offset(i).name} {CARDS[c]}"
                              for i, c in enumerate(trick.cards))
            lines.append(f"    trick {len(state.tricks):2d}: {cards} -> {trick.winner.name} "
                         f"(NS {state.won[0]}, EW {state.won[1]})")
    deal = result_of(state)
    lines.append(f"result strain {deal.strain.words}, multiplier {deal.multiplier}, "
                 f"tricks NS {deal.tricks[0]} EW {deal.tricks[1]}, honours N E S W "
                 f"{' '.join(map(str, deal.honours))}, voids "
                 f"{''.join(s.name for s in Seat if deal.voids[s]) or '-'}")
    for entry in score_deal(code, deal):
        where = "below" if entry.below else "above"
        lines.append(f"score {entry.side.name} {where} {entry.points:+d} {entry.kind} "
                     f"[{entry.law}] {entry.description}")
    return lines


def test_golden_playthrough_american_1905_seed_7() -> None:
    lines = transcript()
    if os.environ.get("BRIDGEWHIST_UPDATE_GOLDEN") == "1":
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert GOLDEN.exists(), f"{GOLDEN} is missing: run with BRIDGEWHIST_UPDATE_GOLDEN=1"
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    for number, (want, got) in enumerate(zip(expected, lines, strict=False), start=1):
        assert got == want, f"line {number} differs:\n  golden: {want}\n  now:    {got}"
    assert len(lines) == len(expected), f"{len(expected)} golden lines, {len(lines)} now"


def test_transcript_is_deterministic() -> None:
    assert transcript() == transcript()
