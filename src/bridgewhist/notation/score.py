"""The scoring blocks as JSON-ready data: a rubber's (docs/record-format.md, "score output") and
a three-hand game's (docs/record-format.md, "three-hand"). What ``bridgewhist score`` prints and
what the web table's view holds as its ``score``; the core keeps the score, this module writes it.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.rubber import Rubber
>>> block = rubber_score(Rubber(load_law_code("english-1904")))
>>> block["deals"], block["rubber_winner"], block["net"]
([], None, {'winner': None, 'points': 0})
"""

from __future__ import annotations

from typing import Any

from bridgewhist.rubber import Rubber
from bridgewhist.scoring import ScoreEntry
from bridgewhist.seats import Side
from bridgewhist.three_hand.scoring import Mode, ThreeHandScore

__all__ = ["rubber_score", "three_hand_score"]


def _entry(e: ScoreEntry) -> dict[str, Any]:
    return {"points": e.points, "kind": e.kind, "law": e.law, "description": e.description}


def rubber_score(rubber: Rubber, names: dict[Side, str] | None = None) -> dict[str, Any]:
    """The rubber's scoring block; each side named by ``names`` (else ``NS``, ``EW``)."""
    label = {side: (names or {}).get(side, side.name) for side in Side}
    deals = []
    for deal in rubber.deals:
        sides = {}
        for side in Side:
            sides[label[side]] = {
                "below": deal.points(side, below=True),
                "above": deal.points(side, below=False),
                "below_entries": [_entry(e) for e in deal.entries if e.side == side and e.below],
                "above_entries": [_entry(e) for e in deal.entries if e.side == side and not e.below],
            }
        deals.append({
            "deal": deal.number, "game": deal.game, "dealer": deal.result.dealer.name,
            "strain": deal.result.strain.letter, "multiplier": deal.result.multiplier,
            "tricks": {label[Side.NS]: deal.result.tricks[0], label[Side.EW]: deal.result.tricks[1]},
            "sides": sides,
            "game_won_by": None if deal.game_won_by is None else label[deal.game_won_by],
        })
    games = []
    for number in range(1, max((d.game for d in rubber.deals), default=0) + 1):
        in_game = [d for d in rubber.deals if d.game == number]
        won_by = next((d.game_won_by for d in in_game if d.game_won_by is not None), None)
        games.append({
            "game": number,
            "below": {label[s]: sum(d.points(s, below=True) for d in in_game) for s in Side},
            "winner": None if won_by is None else label[won_by],
        })
    net_side, net_points = rubber.net
    return {
        "law_code": rubber.code.to_dict(),
        "deals": deals,
        "games": games,
        "games_won": {label[s]: rubber.games_won[s] for s in Side},
        "rubber_winner": None if rubber.winner is None else label[rubber.winner],
        "rubber_bonus": rubber.code.scoring.rubber_bonus if rubber.winner is not None else 0,
        "totals": {label[s]: {"below": rubber.points(s, below=True), "above": rubber.points(s, below=False),
                              "total": rubber.totals[s]} for s in Side},
        "net": {"winner": None if net_side is None else label[net_side], "points": net_points},
    }


def three_hand_score(score: ThreeHandScore) -> dict[str, Any]:
    """The three-hand block, one column per player."""
    names = score.players
    deals = []
    for deal in score.deals:
        item: dict[str, Any] = {"deal": deal.number, "game": deal.game, "dealer": names[deal.dealer],
                                "passed": deal.passed}
        if deal.result is not None:
            item.update({
                "strain": deal.result.strain.letter, "multiplier": deal.result.multiplier,
                "tricks": {"dealer": deal.result.tricks[Side.NS], "adversaries": deal.result.tricks[Side.EW]},
            })
        item["players"] = {names[p]: {"below": deal.below[p], "above": deal.above[p]} for p in range(3)}
        item["games_won_by"] = [names[p] for p in deal.games_won_by]
        deals.append(item)
    return {
        "law_code": score.code.to_dict(),
        "mode": score.mode.value,
        **({"games": score.games} if score.mode == Mode.GAMES else {}),
        **({"deal_count": score.deal_count} if score.mode == Mode.POINTS else {}),
        "players": list(names),
        "deals": deals,
        "games_won": {names[p]: score.games_won[p] for p in range(3)},
        "rubber_winners": [names[p] for p in score.rubber_winners],
        "totals": {names[p]: {"below": score.points(p, below=True), "above": score.points(p, below=False),
                              "bonus": score.bonus(p), "total": score.totals[p]} for p in range(3)},
        "is_over": score.is_over,
    }
