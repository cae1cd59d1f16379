"""What a score pad shows and exports: the scoring block as the books draw it, and the record.

The books keep two columns, "We" and "They" (Ames: "We and You, or N & S, and E & W"): the
tricks below the line, a game ruled off under the deal that wins it; honours, chicane and slam
above the line; at the end the 100 for the rubber, the totals and the difference (P11, A11,
W11). A pad's record is the same JSON and PBN record a played rubber writes, its deals as
score-keeper's results; a points-only pad has none (those records hold each deal's tricks,
trumps and honours, which its sheet does not).

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.pad.pad import Pad
>>> pad = Pad.new(load_law_code("english-1904"), {"N": "A", "E": "C", "S": "B", "W": "D"}, "N")
>>> pad = pad.apply({"op": "enter", "entry": {"dealer": "N", "strain": "D",
...     "tricks": {"NS": 9, "EW": 4}, "honours": {"side": "NS", "call": "four"}}})
>>> view = scoring_block(pad)
>>> view["games"][0]["rows"][0]["we"], view["above"][0]["we"], view["totals"]["we"]["total"]
(18, 24, 42)
"""

from __future__ import annotations

from typing import Any

from bridgewhist.errors import NotationError
from bridgewhist.pad.entry import DealEntry
from bridgewhist.pad.explain import explain_rubber
from bridgewhist.pad.pad import Pad
from bridgewhist.pad.points import PointsDeal
from bridgewhist.record import Record, ResultDeal
from bridgewhist.rubber import Rubber, ScoredDeal, seat_names
from bridgewhist.seats import Side

__all__ = ["scoring_block", "to_record", "view"]


def to_record(pad: Pad) -> Record:
    """The pad's deals as a record (``notation.record.dumps`` and ``notation.pbn.dumps`` write
    it; ``bridgewhist score`` and ``replay`` read it).

    :raises NotationError: for a points-only pad, whose deals no record format can hold.
    """
    entries = [deal.entry for deal in pad.deals]
    if pad.points_only or not all(isinstance(e, DealEntry) for e in entries):
        raise NotationError("a points-only pad has no JSON or PBN record: those records hold "
                            "each deal's tricks, trumps and honours, which its sheet does not "
                            "keep", field="points_only")
    deals = tuple(ResultDeal(e.result(pad.code)) for e in entries if isinstance(e, DealEntry))
    event = pad.title or "Score pad"
    return Record(pad.code, deals, dict(pad.players), None, event)


def scoring_block(pad: Pad) -> dict[str, Any]:
    """The scoring block: "we" and "they" columns, below the line by games, above by deals."""
    rubber = pad.rubber
    we, they = pad.we, pad.we.other
    names = seat_names(pad.players)
    games: list[dict[str, Any]] = []
    above: list[dict[str, Any]] = []
    scored_deals: tuple[ScoredDeal | PointsDeal, ...] = rubber.deals
    for deal, scored in zip(pad.deals, scored_deals, strict=True):
        if not games or games[-1]["number"] != scored.game:
            games.append({"number": scored.game, "rows": [], "winner": None})
        row = {"deal": scored.number, "deal_id": deal.deal_id,
               "we": scored.points(we, below=True), "they": scored.points(they, below=True)}
        if row["we"] or row["they"]:
            games[-1]["rows"].append(row)
        if scored.game_won_by is not None:
            games[-1]["winner"] = "we" if scored.game_won_by == we else "they"
        items = ([{"side": "we" if side == we else "they",
                   "points": scored.points(side, below=False),
                   "what": "points above the line, as entered", "law": ""}
                  for side in (we, they) if scored.points(side, below=False)]
                 if isinstance(scored, PointsDeal) else
                 [{"side": "we" if e.side == we else "they", "points": e.points,
                   "what": e.description, "law": e.law}
                  for e in scored.entries if not e.below])
        points = (scored.points(we, below=False), scored.points(they, below=False))
        if any(points):   # honours wholly cancelled by chicane write nothing
            above.append({"deal": scored.number, "deal_id": deal.deal_id, "we": points[0],
                          "they": points[1], "items": items})
    bonus = pad.code.scoring.rubber_bonus
    totals = {}
    for key, side in (("we", we), ("they", they)):
        won = rubber.winner == side
        totals[key] = {"below": rubber.points(side, below=True),
                       "above": rubber.points(side, below=False),
                       "rubber": bonus if won else 0, "total": rubber.totals[side]}
    net_side, net_points = rubber.net
    return {
        "labels": {"we": names[we], "they": names[they]},
        "we": we.name,
        "games": games,
        "above": above,
        "games_won": {"we": rubber.games_won[we], "they": rubber.games_won[they]},
        "over": rubber.is_over,
        "winner": None if rubber.winner is None else ("we" if rubber.winner == we else "they"),
        "totals": totals,
        "net": {"side": None if net_side is None else ("we" if net_side == we else "they"),
                "points": net_points},
        "rubber_law": pad.code.cite("scoring", "rubber_bonus"),
        "explain": explanations(pad),
    }


def explanations(pad: Pad) -> dict[str, dict[str, Any]]:
    """How each figure of the block was made (:func:`bridgewhist.pad.explain.explain_rubber`), by
    the figure's key: ``"deal-below:3:we"``, ``"deal-above:3:they"``, ``"below:we"``,
    ``"above:they"``, ``"rubber:we"``, ``"total:they"``, ``"net"``. A points-only pad has
    none: its figures were entered, not reckoned.

    >>> from bridgewhist.laws import load_law_code
    >>> pad = Pad.new(load_law_code("english-1904"), {"N": "A", "E": "C", "S": "B", "W": "D"}, "N")
    >>> pad = pad.apply({"op": "enter", "entry": {"dealer": "N", "strain": "H",
    ...     "tricks": {"NS": 9, "EW": 4}, "honours": {"side": "EW", "call": "simple"}}})
    >>> explanations(pad)["deal-below:1:we"]["words"]
    'deal 1, NS below the line: 3 tricks over six at hearts, 8 each = 24; english-1904 law 4'
    """
    out: dict[str, dict[str, Any]] = {}
    rubber = pad.rubber
    if not isinstance(rubber, Rubber):
        return out
    for figure in explain_rubber(rubber):
        if figure.place == "item":
            continue
        side = "" if figure.side is None else ":we" if figure.side == pad.we else ":they"
        deal = "" if figure.deal is None else f":{figure.deal}"
        key = "net" if figure.place == "net" else f"{figure.place}{deal}{side}"
        out[key] = figure.explanation.to_dict()
    return out


def _deal_view(pad: Pad) -> list[dict[str, Any]]:
    out = []
    for number, deal in enumerate(pad.deals, 1):
        entry = deal.entry
        if not isinstance(entry, DealEntry):   # kept as points only: no facts behind them
            out.append({"number": number, "deal_id": deal.deal_id, "entry": entry.to_dict(),
                        "maker": None, "slam": None, "honours_words": None,
                        "corrections": len(deal.history),
                        "history": [old.to_dict() for old in deal.history]})
            continue
        slam = entry.slam
        out.append({"number": number, "deal_id": deal.deal_id, "entry": entry.to_dict(),
                    "maker": entry.maker.name,
                    "slam": None if slam is None else {"side": slam[0].name, "what": slam[1]},
                    "honours_words": None if entry.honours is None else entry.honours[1].words,
                    "corrections": len(deal.history),
                    "history": [old.to_dict() for old in deal.history]})
    return out


def view(pad: Pad) -> dict[str, Any]:
    """Everything the page draws: the pad's settings, its deals, the block and the history."""
    players = {seat.name: name for seat, name in pad.players.items()}
    return {
        "law_code": pad.code.key,
        "title": pad.title,
        "players": players,
        "first_dealer": pad.first_dealer.name,
        "we": pad.we.name,
        "sides": {side.name: "-".join(pad.players[s] for s in side.seats) for side in Side},
        "next_dealer": pad.next_dealer.name,
        "agreed": pad.agreed,
        "points_only": pad.points_only,
        "deals": _deal_view(pad),
        "deleted": [{"deal_id": d.deal_id, "entry": d.entry.to_dict()} for d in pad.deleted],
        "log": [{k: v for k, v in op.items() if k != "op_id"} for op in pad.log],
        "block": scoring_block(pad),
        "scoring": pad.code.scoring.to_dict(),
    }
