"""JSON records of three-hand bridge (format ``bridgewhist-three-hand``, version 2; version 1
is read too).

A record names the law code, the three players in the order they sit, the mode (``rubber``,
``games`` with its ``games``, or ``points`` with its ``deal_count``) and each deal: the
dealer's name, the four hands as a PBN deal (the dealer South, X North, the dealer's left-hand
player West, the third player East) and the players' acts in their text form (``pass`` passes
the deal; ``leave`` makes the trump from X's hand by rule; the forced "Satisfied" answers are
not written) and, once the trump is made, its ``maker`` (always the dealer, Ames: "he may make
the trump from dummy's hand") and ``made_from`` (``"X"`` or ``"own"``: the hand the make was
made from; version 2). See ``docs/record-format.md``.

>>> import random
>>> from bridgewhist.three_hand.game import play_three_hand
>>> chooser = random.Random(1)
>>> game = play_three_hand("english", ["A", "B", "C"], 1,
...                        lambda deal: chooser.choice(deal.legal_actions()), games=1, mode="games")
>>> again = replay(loads(dumps(game.record())))
>>> again.scored.totals == game.scored.totals, again.record() == game.record()
(True, True)
"""

from __future__ import annotations

import json
import os
from typing import Any

from bridgewhist.actions import ActionKind
from bridgewhist.cards import format_deal, parse_deal
from bridgewhist.errors import BridgeError, LawCodeError, NotationError
from bridgewhist.laws.presets import law_code_from_dict
from bridgewhist.notation.limits import loads_json, shown
from bridgewhist.seats import Seat
from bridgewhist.table import TableError
from bridgewhist.three_hand.game import ThreeHandGame, ThreeHandPlayedDeal, ThreeHandRecord
from bridgewhist.three_hand.hand import PassDeal, ThreeHandAction, parse_three_hand_action
from bridgewhist.three_hand.scoring import DEFAULT_DEAL_COUNT, Mode

__all__ = ["FORMAT", "VERSION", "dump", "dumps", "from_dict", "load", "loads", "made_from", "replay",
           "to_dict"]

FORMAT = "bridgewhist-three-hand"
VERSION = 2
_READS = (1, 2)
"""The versions read: version 1 has no ``maker`` and ``made_from``."""
_FIELDS = {"format", "version", "law_code", "players", "mode", "games", "deal_count", "seed", "event",
           "deals"}


def to_dict(record: ThreeHandRecord) -> dict[str, Any]:
    """The record as JSON-ready data (``deal_count`` only for a ``points`` session)."""
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                           "law_code": record.code.to_dict(), "players": list(record.players),
                           "mode": record.mode.value, "games": record.games}
    if record.mode == Mode.POINTS:
        out["deal_count"] = record.deal_count
    if record.seed is not None:
        out["seed"] = record.seed
    if record.event:
        out["event"] = record.event
    deals = []
    for d in record.deals:
        deal: dict[str, Any] = {"dealer": record.players[d.dealer],
                                "hands": format_deal(d.hands, first=Seat.S),
                                "actions": [str(a) for a in d.actions]}
        made = made_from(d.actions)
        if made:
            deal["maker"] = record.players[d.dealer]
            deal["made_from"] = made
        deals.append(deal)
    out["deals"] = deals
    return out


def made_from(actions: tuple[ThreeHandAction, ...] | list[ThreeHandAction]) -> str:
    """The hand the trump was made from: ``"X"`` (``leave``: the dealer's make from dummy's
    hand), ``"own"`` (a strain named from his own), or ``""`` (passed, or not yet made).

    >>> from bridgewhist.three_hand.hand import LEAVE, PASS_DEAL
    >>> from bridgewhist.actions import declare
    >>> made_from((LEAVE,)), made_from((declare(1),)), made_from((PASS_DEAL,)), made_from(())
    ('X', 'own', '', '')
    """
    if not actions or isinstance(actions[0], PassDeal):
        return ""
    kind = actions[0].kind
    return "X" if kind == ActionKind.LEAVE else "own" if kind == ActionKind.DECLARE else ""


def dumps(record: ThreeHandRecord) -> str:
    """The record as JSON text."""
    return json.dumps(to_dict(record), indent=2, ensure_ascii=False) + "\n"


def dump(record: ThreeHandRecord, path: str | os.PathLike[str]) -> None:
    """Write the record to a file as JSON text (see :func:`dumps`).

    :raises OSError: when the file cannot be written.
    """
    text = dumps(record)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def _need(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise NotationError(f"missing field {shown(key)}", field=where or key)
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise NotationError(f"must be {kind.__name__}, not {type(value).__name__}",
                            field=f"{where}.{key}" if where else key)
    return value


def from_dict(data: Any) -> ThreeHandRecord:
    """Build a record from decoded JSON.

    :raises NotationError: naming the field and what is wrong.
    """
    _check_header(data)
    try:
        code = law_code_from_dict(data.get("law_code"))
    except (LawCodeError, NotationError) as error:
        raise NotationError(str(error), field="law_code") from None
    players = _players(data)
    try:
        mode = Mode.parse(_need(data, "mode", str, "")) if "mode" in data else Mode.RUBBER
    except NotationError as error:
        raise NotationError(error.bare_message, field="mode") from None
    games = _at_least_one(data, "games", 3)
    deal_count = _at_least_one(data, "deal_count", DEFAULT_DEAL_COUNT)
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise NotationError(f"must be a whole number, not {shown(seed)}", field="seed")
    event = data.get("event", "")
    if not isinstance(event, str):
        raise NotationError("must be text", field="event")
    deals = tuple(_deal(raw, f"deals[{index}]", players)
                  for index, raw in enumerate(_need(data, "deals", list, "")))
    return ThreeHandRecord(code, players, mode, games, deals, seed, event, deal_count)


def _check_header(data: Any) -> None:
    """A JSON object of this format, a version read, and no unknown field."""
    if not isinstance(data, dict):
        raise NotationError("a three-hand record must be a JSON object")
    if data.get("format") != FORMAT:
        raise NotationError(f"not a three-hand record: format must be {FORMAT!r}", field="format")
    if data.get("version") not in _READS or isinstance(data.get("version"), bool):
        raise NotationError(f"unsupported version {shown(data.get('version'))}: this program reads "
                            f"versions {', '.join(map(str, _READS))}", field="version")
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise NotationError(f"unknown field(s) {', '.join(map(repr, unknown))}: expected "
                            f"{', '.join(sorted(_FIELDS))}")


def _players(data: dict[str, Any]) -> tuple[str, str, str]:
    players = _need(data, "players", list, "")
    if len(players) != 3 or len(set(players)) != 3 or not all(
            isinstance(p, str) and p.strip() for p in players):
        raise NotationError("must be three different names", field="players")
    return players[0], players[1], players[2]


def _at_least_one(data: dict[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise NotationError(f"must be a whole number of at least 1, not {shown(value)}", field=key)
    return value


def _deal(raw: Any, path: str, players: tuple[str, str, str]) -> ThreeHandPlayedDeal:
    """One deal of the record: its dealer among the players, its hands, its acts."""
    if not isinstance(raw, dict):
        raise NotationError("a deal must be a JSON object", field=path)
    extra = sorted(set(raw) - {"dealer", "hands", "actions", "maker", "made_from"})
    if extra:
        raise NotationError(f"unknown field(s) {', '.join(map(repr, extra))}: expected "
                            "actions, dealer, hands, maker, made_from", field=path)
    name = _need(raw, "dealer", str, path)
    if name not in players:
        raise NotationError(f"{shown(name)} is not one of the players", field=f"{path}.dealer")
    try:
        hands = parse_deal(_need(raw, "hands", str, path))
    except NotationError as error:
        raise NotationError(error.bare_message, field=f"{path}.hands") from None
    actions = _actions(_need(raw, "actions", list, path), path)
    _check_make(raw, name, made_from(actions), path)
    return ThreeHandPlayedDeal(players.index(name), hands, actions)


def _actions(texts: list[Any], path: str) -> tuple[ThreeHandAction, ...]:
    actions = []
    for number, text in enumerate(texts):
        where = f"{path}.actions[{number}]"
        if not isinstance(text, str):
            raise NotationError(f"an action must be text, not {shown(text)}", field=where)
        try:
            actions.append(parse_three_hand_action(text))
        except NotationError as error:
            raise NotationError(error.bare_message, field=where) from None
    return tuple(actions)


def _check_make(raw: dict[str, Any], dealer: str, made: str, path: str) -> None:
    """``maker`` and ``made_from``, when written, agree with the acts: the dealer is the maker,
    and the make was from X's hand exactly when the first act is ``leave``."""
    if "maker" in raw and raw["maker"] != dealer:
        raise NotationError(f"the maker is the dealer {shown(dealer)}, whichever hand he made it from "
                            f"(Ames), not {shown(raw['maker'])}", field=f"{path}.maker")
    if "made_from" in raw and raw["made_from"] != made:
        expected = repr(made) if made else "absent: the trump was not made"
        raise NotationError(f"{shown(raw['made_from'])} disagrees with the actions: expected {expected}",
                            field=f"{path}.made_from")


def loads(text: str) -> ThreeHandRecord:
    """Read a record from JSON text.

    :raises NotationError: with the line and column of a JSON syntax error, or the field.
    """
    return from_dict(loads_json(text))


def load(path: str | os.PathLike[str]) -> ThreeHandRecord:
    """Read a record from a file (see :func:`loads`)."""
    with open(path, encoding="utf-8") as handle:
        return loads(handle.read())


def replay(record: ThreeHandRecord) -> ThreeHandGame:
    """Replay every deal of a record and score it.

    :raises NotationError: naming the deal or act the rules refuse, a deal dealt out of turn,
        an unfinished deal followed by another, or a deal after the game is over.
    """
    game: ThreeHandGame | None = None
    for index, played in enumerate(record.deals):
        path = f"deals[{index}]"
        try:
            if game is None:
                game = ThreeHandGame.from_record(
                    ThreeHandRecord(record.code, record.players, record.mode, record.games,
                                    (ThreeHandPlayedDeal(played.dealer, played.hands, ()),),
                                    record.seed, record.event, record.deal_count))
            else:
                game.next_deal(hands=played.hands, dealer=played.dealer)
        except (TableError, ValueError, BridgeError) as error:
            raise NotationError(str(error), field=path) from None
        for number, action in enumerate(played.actions):
            try:
                game.apply(action)
            except BridgeError as error:
                raise NotationError(f"illegal action: {error}",
                                    field=f"{path}.actions[{number}]") from None
    if game is None:
        raise NotationError("a three-hand record needs at least one deal", field="deals")
    return game
