"""Writing PBN: a record's played deals written as PBN 2.1 games.

The mapping is described in :mod:`bridgewhist.notation.pbn`, which exports :func:`dumps` and :func:`dump`.
"""

from __future__ import annotations

import os

from bridgewhist.actions import ActionKind
from bridgewhist.cards import CARDS, Strain, format_deal
from bridgewhist.errors import NotationError
from bridgewhist.notation.pbn_result import result_tags
from bridgewhist.notation.pbn_tags import (
    DOUBLES_TAG,
    DOUBLING_TAG,
    HOUSE_RULES_TAG,
    LAW_CODE_TAG,
    LEFT_TAG,
    MAKER_TAG,
    PLAYER_TAGS,
    SEED_TAG,
    STRAIN_TAG,
    option_text,
)
from bridgewhist.notation.record import replay_deal
from bridgewhist.record import PlayedDeal, Record, ResultDeal
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase

__all__ = ["dump", "dumps"]

_MANDATORY = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
              "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")


def dumps(record: Record, *, newline: str = "\n") -> str:
    """The record's deals as PBN 2.1 in export format, one game per deal, boards numbered 1...

    Each deal is replayed first, so only a legal record is written; an unfinished last deal
    is written as far as it goes (``+`` marks the next card to play). Pass
    ``newline="\\r\\n"`` for the export format's CRLF line ends.

    :raises NotationError: naming the deal (``deals[2]``) that is a score-keeper's result
        (PBN carries played deals only), holds an illegal action, or names a player or an
        event with a line break.
    """
    lines = ["% PBN 2.1", "% EXPORT"]
    for index, deal in enumerate(record.deals):
        path = f"deals[{index}]"
        if index:
            lines.append("")
        if isinstance(deal, ResultDeal):   # a score-keeper's (a score pad's): no play
            lines.extend(_result_lines(record, index + 1, deal))
            continue
        if not isinstance(deal, PlayedDeal):
            raise NotationError("a refereed deal is written as a JSON record only", field=path)
        final = replay_deal(record.code, deal, path)[-1]
        lines.extend(_game_lines(record, index + 1, deal, final))
    return newline.join(lines) + newline


def dump(record: Record, path: str | os.PathLike[str], *, newline: str = "\n") -> None:
    """Write the record's deals to a PBN file (UTF-8, the line ends as given; see :func:`dumps`).

    :raises NotationError: as :func:`dumps` (nothing is written then).
    :raises OSError: when the file cannot be written.
    """
    text = dumps(record, newline=newline)
    with open(path, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)


def _quote(value: str, field: str) -> str:
    if any(ord(char) < 32 or ord(char) == 127 for char in value):
        raise NotationError(f"{value!r} cannot be a PBN tag value: it holds a line break or "
                            "another control character", field=field)
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _contract(final: HandState) -> str:
    """The ``[Contract]`` bridge programs read: level 1 (the makers score the tricks over six),
    the strain, X for one double and XX for more (``[BridgeWhistDoubles]`` has the count); ``?``
    while the trump is not yet made."""
    if final.phase <= Phase.DECLARATION:
        return "?"
    return "1" + Strain(final.strain).letter + "X" * min(final.doubles, 2)


def _game_lines(record: Record, board: int, deal: PlayedDeal, final: HandState) -> list[str]:
    dealer = deal.dealer
    names = record.players
    playing = final.phase >= Phase.PLAY
    values = {
        "Event": record.event or "?", "Site": "?", "Date": "????.??.??", "Board": str(board),
        "Dealer": dealer.name, "Vulnerable": "None",
        "Deal": format_deal(deal.hands, first=dealer), "Scoring": "Rubber",
        "Declarer": dealer.name, "Contract": _contract(final),
        "Result": str(final.won[dealer.side]) if playing else "?",
    }
    for name, seat in PLAYER_TAGS:
        values[name] = names.get(seat, "?")
    extra = {LAW_CODE_TAG: record.code.key}
    options = record.code.options.to_dict()
    if options:
        extra[HOUSE_RULES_TAG] = ";".join(f"{k}={option_text(v)}" for k, v in options.items())
    if record.seed is not None:
        extra[SEED_TAG] = str(record.seed)
    if final.left_to_partner or final.phase > Phase.DECLARATION:
        extra[LEFT_TAG] = "yes" if final.left_to_partner else "no"
    if final.phase > Phase.DECLARATION:
        extra[MAKER_TAG] = Seat(final.maker).name
        extra[STRAIN_TAG] = Strain(final.strain).letter
        extra[DOUBLING_TAG] = " ".join(
            str(a) for a in deal.actions if a.kind in (ActionKind.DOUBLE, ActionKind.SATISFIED))
        extra[DOUBLES_TAG] = str(final.doubles)
    fields = {"Event": "event", "West": "players.W", "North": "players.N", "East": "players.E",
              "South": "players.S"}
    lines = [f"[{name} {_quote(values[name], fields.get(name, name))}]" for name in _MANDATORY]
    lines += [f"[{name} {_quote(extra[name], name)}]" for name in sorted(extra)]
    if final.tricks or final.trick:
        eldest = dealer.left
        columns = [eldest.offset(i) for i in range(4)]
        lines.append(f'[Play "{eldest.name}"]')
        for trick in final.tricks:
            lines.append(" ".join(str(CARDS[trick.card_of(seat)]) for seat in columns))
        if not final.is_complete:
            played = {final.leader.offset(i): card for i, card in enumerate(final.trick)}
            lines.append(" ".join(
                str(CARDS[played[seat]]) if seat in played else "+" if seat == final.turn else "-"
                for seat in columns))
    return lines


def _result_lines(record: Record, board: int, deal: ResultDeal) -> list[str]:
    """A score-keeper's result as a PBN game (:mod:`bridgewhist.notation.pbn_result`)."""
    standard, extra = result_tags(deal)
    values = {"Event": record.event or "?", "Site": "?", "Date": "????.??.??",
              "Board": str(board), "Dealer": deal.result.dealer.name, "Vulnerable": "None",
              "Scoring": "Rubber", **standard}
    for name, seat in PLAYER_TAGS:
        values[name] = record.players.get(seat, "?")
    extra[LAW_CODE_TAG] = record.code.key
    options = record.code.options.to_dict()
    if options:
        extra[HOUSE_RULES_TAG] = ";".join(f"{k}={option_text(v)}" for k, v in options.items())
    fields = {"Event": "event", "West": "players.W", "North": "players.N", "East": "players.E",
              "South": "players.S"}
    lines = [f"[{name} {_quote(values[name], fields.get(name, name))}]" for name in _MANDATORY]
    return lines + [f"[{name} {_quote(extra[name], name)}]" for name in sorted(extra)]
