"""The analysis board and double-dummy lines as JSON-ready dicts (what ``bridgewhist analyse
--json`` prints, and what a web route can send as is): cards as ``"SA"``, ``"HT"``; seats as
``"N"``..``"W"``; strains as ``"S"``..``"C"``, ``"NT"``; sides as ``"NS"``, ``"EW"``.

>>> from bridgewhist.analysis.dd_line import LineStep
>>> line_to_list((LineStep(0, 30, 7),))
[{'seat': 'N', 'card': 'HA', 'makers_after': 7}]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bridgewhist.analysis.board import CardPlayed, DealAnalysis
from bridgewhist.analysis.branch import Branch, BranchOutcome
from bridgewhist.analysis.dd_line import LineStep
from bridgewhist.cards import Card, CardSet
from bridgewhist.seats import Seat

__all__ = ["analysis_to_dict", "branch_to_dict", "card_to_dict", "line_to_list", "outcome_to_dict"]


def line_to_list(line: Sequence[LineStep]) -> list[dict[str, Any]]:
    """A double-dummy line, one dict a card."""
    return [{"seat": Seat(step.seat).name, "card": str(Card(step.card)),
             "makers_after": step.makers_after} for step in line]


def card_to_dict(card: CardPlayed) -> dict[str, Any]:
    """One card of the analysis: who, what, every legal card's value, the cost and the line."""
    return {
        "index": card.index, "trick": card.index // 4 + 1, "seat": card.seat.name,
        "card": str(Card(card.card)),
        "values": {str(Card(c)): value for c, value in card.values},
        "best": str(Card(card.best)), "cost": card.cost,
        "makers_before": card.makers_before, "makers_after": card.makers_after,
        "changed": card.changed,
    }


def analysis_to_dict(analysis: DealAnalysis) -> dict[str, Any]:
    """The whole analysis board of a deal."""
    return {
        "dealer": analysis.dealer.name, "makers": str(analysis.makers),
        "strain": str(analysis.strain), "multiplier": analysis.multiplier,
        "hands": {seat.name: CardSet(analysis.hands[seat]).pbn() for seat in Seat},
        "game_score": {"NS": analysis.game_score[0], "EW": analysis.game_score[1]},
        "makers_dd": analysis.makers_dd, "makers_tricks": analysis.makers_tricks,
        "points": {"NS": analysis.points[0], "EW": analysis.points[1]},
        "cards": [card_to_dict(card) for card in analysis.cards],
        "players": [{"seat": p.seat.name, "tricks_lost": p.tricks_lost,
                     "costliest": p.costliest} for p in analysis.players],
        "makes": [{"strain": str(m.strain), "tricks": m.tricks, "makers_points": m.makers_points,
                   "adversaries_points": m.adversaries_points, "chosen": m.chosen,
                   "abandoned": m.abandoned}
                  for m in analysis.makes],
        "makes_law": analysis.makes_law,
    }


def _sides(points: tuple[int, int]) -> dict[str, int]:
    return {"NS": points[0], "EW": points[1]}


def outcome_to_dict(outcome: BranchOutcome) -> dict[str, Any]:
    """A branch's end beside the deal as played and double dummy."""
    return {
        "makers": str(outcome.makers), "branch_tricks": outcome.branch_tricks,
        "played_tricks": outcome.played_tricks, "dd_tricks": outcome.dd_tricks,
        "branch_points": _sides(outcome.branch_points), "played_points": _sides(outcome.played_points),
        "dd_points": _sides(outcome.dd_points),
    }


def branch_to_dict(branch: Branch) -> dict[str, Any]:
    """A branch as it stands: its cards (the computers' the last ``replies``), the hands still
    held, the trick in progress, the tricks won, the hand to play, the user's legal cards on his
    turn, and the outcome once the deal is over."""
    state = branch.state
    trick = [{"seat": Seat((state.leader + i) % 4).name, "card": str(Card(card))}
             for i, card in enumerate(state.trick)]
    return {
        "start": branch.start, "seat": branch.seat.name,
        "cards": [{"seat": seat.name, "card": str(Card(card))} for seat, card in branch.cards],
        "replies": branch.replies,
        "hands": {seat.name: CardSet(state.hands[seat]).pbn() for seat in Seat},
        "trick": trick, "won": _sides(state.won),
        "to_play": None if state.is_complete else state.turn.name,
        "legal": [str(Card(a.value)) for a in state.legal_actions()] if branch.user_turn else [],
        "outcome": None if branch.outcome is None else outcome_to_dict(branch.outcome),
    }
