"""Refereed deals in JSON records: the acts of a LAWS table, replayed exactly.

A played deal refereed under the laws is written ``{"kind": "played", "enforcement": "laws",
"dealer": ..., "hands": ..., "acts": ["S: hearts", "E: double", "S: choose refuse", ...]}``:
every act with its seat (``docs/record-format.md``). Replaying rebuilds every
:class:`~bridgewhist.referee.referee.Referee` (irregularities, options offered, choices and laws
included); the deal scores as its referee's result, and a deal annulled scores nothing (the
same dealer deals again; after a deal out of turn, the rightful dealer).

>>> from bridgewhist.cards import parse_deal
>>> from bridgewhist.laws import load_law_code
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
>>> deal = refereed_from_dict({"kind": "played", "enforcement": "laws", "dealer": "S",
...     "hands": "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32",
...     "acts": ["N: hearts", "W: choose new-deal"]}, "deals[0]")
>>> referees = replay_refereed(load_law_code("english-1904"), deal)
>>> referees[-1].outcome, str(referees[-1].events[0])
('new-deal', "N: hearts -- N's declaration without permission: W to choose [offered: stand, \
new-deal] (english-1904 law 49)")
>>> deal_to_dict(deal)["acts"]
['N: hearts', 'W: choose new-deal']
"""

from __future__ import annotations

from typing import Any

from bridgewhist.acts import parse_act
from bridgewhist.cards import format_deal, parse_deal
from bridgewhist.errors import BridgeError, IllegalActionError, NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.notation.limits import shown
from bridgewhist.record import RefereedDeal
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat

__all__ = ["RefereedDeal", "deal_to_dict", "refereed_from_dict", "replay_refereed"]

FIELDS = {"kind", "enforcement", "dealer", "hands", "acts"}


def refereed_from_dict(raw: dict[str, Any], path: str) -> RefereedDeal:
    """Read a refereed deal.

    :raises NotationError: naming the field that is wrong.
    """
    unknown = sorted(set(raw) - FIELDS)
    if unknown:
        raise NotationError(f"unknown field(s) {', '.join(map(repr, unknown))}: expected "
                            f"{', '.join(sorted(FIELDS))}", field=path)
    if raw.get("enforcement") != "laws":
        raise NotationError("enforcement must be 'laws' (STRICT deals hold 'actions')",
                            field=f"{path}.enforcement")
    try:
        dealer = Seat.parse(str(raw["dealer"]))
    except (KeyError, NotationError):
        raise NotationError("missing or bad dealer: N, E, S or W", field=f"{path}.dealer") from None
    try:
        hands = parse_deal(str(raw["hands"]))
    except (KeyError, NotationError) as error:
        raise NotationError(f"missing or bad hands: {error}", field=f"{path}.hands") from None
    texts = raw.get("acts")
    if not isinstance(texts, list):
        raise NotationError("acts must be a list of 'SEAT: ACT' texts", field=f"{path}.acts")
    acts = []
    for index, text in enumerate(texts):
        where = f"{path}.acts[{index}]"
        if not isinstance(text, str):
            raise NotationError(f"an act must be text, not {shown(text)}", field=where)
        try:
            acts.append(parse_act(text))
        except NotationError as error:
            raise NotationError(error.bare_message, field=where) from None
    return RefereedDeal(dealer, hands, tuple(acts))


def replay_refereed(code: LawCode, deal: RefereedDeal, path: str = "deal") -> tuple[Referee, ...]:
    """Every referee of a refereed deal, from the deal to the last act.

    :raises NotationError: naming the act that is no act at all (a card not held, an option
        not offered, an act while another player's choice waits).
    """
    try:
        referee = Referee.from_deal(code, deal.dealer, deal.hands)
    except ValueError as error:
        raise NotationError(str(error), field=f"{path}.hands") from None
    referees = [referee]
    for index, act in enumerate(deal.acts):
        try:
            referee = referee.apply(act)
        except IllegalActionError as error:
            raise NotationError(f"refused: {error}", field=f"{path}.acts[{index}]") from None
        except BridgeError as error:  # pragma: no cover - every refusal is an IllegalActionError
            raise NotationError(str(error), field=f"{path}.acts[{index}]") from None
        referees.append(referee)
    return tuple(referees)


def deal_to_dict(deal: RefereedDeal) -> dict[str, Any]:
    """The refereed deal as JSON-ready data."""
    return {"kind": "played", "enforcement": "laws", "dealer": deal.dealer.name,
            "hands": format_deal(deal.hands), "acts": [str(a) for a in deal.acts]}
