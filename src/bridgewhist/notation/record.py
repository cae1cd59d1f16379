"""JSON records of a rubber: the law code, each deal's dealer and cards, the actions in order.

A *played* deal holds its four hands and every action in its text form; a *result* deal
(for a score-keeper at a real table) holds only what the scorer needs. Replaying a record
rebuilds every state exactly. The format is documented in ``docs/record-format.md``.

>>> record = loads('''{"format": "bridgewhist-record", "version": 1,
...   "law_code": {"key": "english-1904"},
...   "deals": [{"kind": "result", "dealer": "S", "strain": "NT",
...              "tricks": {"NS": 8, "EW": 5}, "honours": {"N": 3}}]}''')
>>> replay(record).rubber.totals
(54, 0)
>>> loads('{"format": "bridgewhist-record", "version": 1, "law_code": "x", "deals": []}')
Traceback (most recent call last):
...
bridgewhist.errors.NotationError: law_code: unknown law code 'x': expected one of \
english-1904, american-1904, american-1905 (or an alias: american, american1904, \
american1905, ames, elwell, english, english1904, hoyle, portland, portland-turf, revised-1905)
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from typing import Any, TypeVar

from bridgewhist.actions import parse_action
from bridgewhist.cards import SUIT_MASKS, Hands, Strain, format_deal, parse_deal
from bridgewhist.errors import BridgeError, IllegalActionError, LawCodeError, NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.model import DoublingLimitReading, RevokePenalty
from bridgewhist.laws.presets import law_code_from_dict
from bridgewhist.notation.limits import loads_json, shown
from bridgewhist.notation.record_laws import deal_to_dict as refereed_to_dict
from bridgewhist.notation.record_laws import refereed_from_dict, replay_refereed
from bridgewhist.notation.schema import faults
from bridgewhist.record import Deal, PlayedDeal, Record, RefereedDeal, ResultDeal
from bridgewhist.referee.referee import Referee
from bridgewhist.rubber import Rubber, seat_names
from bridgewhist.scoring import DealResult, RevokeClaim, RevokeOption, honours_mask, result_of
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, hand_from_deal

FORMAT = "bridgewhist-record"
VERSION = 1
T = TypeVar("T")


@dataclasses.dataclass(frozen=True, slots=True)
class Replay:
    """What replaying a record rebuilds: every state of every played deal, and the rubber."""

    states: tuple[tuple[HandState, ...], ...]
    rubber: Rubber
    referees: dict[int, tuple[Referee, ...]] = dataclasses.field(default_factory=dict)
    """The referees of each deal played under LAWS enforcement, by deal index."""


# -- reading ----------------------------------------------------------------------------
def _get(data: dict[str, Any], key: str, path: str, kind: type[T], *, default: Any = ...) -> T:
    where = f"{path}.{key}" if path else key
    if key not in data or (data[key] is None and default is None):
        if default is not ...:
            return default  # type: ignore[no-any-return]
        raise NotationError(f"missing field {shown(key)}", field=path or key)
    value = data[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise NotationError(f"must be a whole number, not {shown(value)}", field=where)
    if not isinstance(value, kind):
        raise NotationError(f"must be {kind.__name__}, not {type(value).__name__}", field=where)
    return value


def _known_fields(data: dict[str, Any], known: set[str], path: str) -> None:
    """Refuse unknown fields, so that a misspelt one ("honors") is not silently ignored."""
    unknown = sorted(set(data) - known)
    if unknown:
        raise NotationError(
            f"unknown field(s) {', '.join(map(repr, unknown))}: expected "
            f"{', '.join(sorted(known))}", field=path or None)


def _at(path: str, function: Callable[..., T], *args: Any) -> T:
    try:
        return function(*args)
    except NotationError as error:
        if error.field is not None:
            raise
        raise NotationError(error.bare_message, field=path) from None
    except (LawCodeError, IllegalActionError) as error:
        raise NotationError(str(error), field=path) from None


def _seat_map(data: Any, path: str, what: str, limit: int) -> tuple[int, int, int, int]:
    if not isinstance(data, dict):
        raise NotationError(f"{what} must be an object of seats, like {{\"N\": 2}}", field=path)
    counts = [0, 0, 0, 0]
    for key, value in data.items():
        seat = _at(f"{path}.{key}", Seat.parse, key)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= limit:
            raise NotationError(f"must be a count from 0 to {limit}, not {shown(value)}",
                                field=f"{path}.{key}")
        counts[seat] = value
    return (counts[0], counts[1], counts[2], counts[3])


def _tricks(data: Any, path: str) -> tuple[int, int]:
    if not isinstance(data, dict) or set(data) != {"NS", "EW"}:
        raise NotationError('must be {"NS": n, "EW": m}', field=path)
    ns, ew = data["NS"], data["EW"]
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (ns, ew)) or ns + ew != 13:
        raise NotationError(f"tricks must be two whole numbers adding up to 13, not {ns} and {ew}",
                            field=path)
    return (ns, ew)


_RESULT_FIELDS = {"kind", "dealer", "strain", "maker", "doubles", "tricks", "hands", "honours",
                  "voids", "revokes", "dealer_leads_out_of_turn"}


def _result_deal(raw: dict[str, Any], path: str, code: LawCode) -> ResultDeal:
    _known_fields(raw, _RESULT_FIELDS, path)
    dealer = _at(f"{path}.dealer", lambda: Seat.parse(_get(raw, "dealer", path, str)))
    strain = _at(f"{path}.strain", lambda: Strain.parse(_get(raw, "strain", path, str)))
    maker_text = _get(raw, "maker", path, str, default=None)
    maker = None if maker_text is None else _at(f"{path}.maker", lambda: Seat.parse(maker_text))
    if maker is not None and maker.side != dealer.side:
        raise NotationError(f"the maker must be the dealer ({dealer}) or his partner",
                            field=f"{path}.maker")
    doubles = _get(raw, "doubles", path, int, default=0)
    if not 0 <= doubles <= 20:
        raise NotationError(f"must be 0 to 20, not {doubles}", field=f"{path}.doubles")
    _check_doubling_limit(code, strain, doubles, f"{path}.doubles")
    tricks = _tricks(_get(raw, "tricks", path, dict), f"{path}.tricks")
    hands: Hands | None = None
    if "hands" in raw:
        hands = _at(f"{path}.hands", lambda: parse_deal(_get(raw, "hands", path, str)))
        if "honours" in raw or "voids" in raw:
            raise NotationError("give either the hands or the honours and voids, not both",
                                field=path)
        mask = honours_mask(strain)
        counts = [(h & mask).bit_count() for h in hands]
        honours = (counts[0], counts[1], counts[2], counts[3])
        void_flags = [strain != Strain.NO_TRUMPS and not h & SUIT_MASKS[strain] for h in hands]
        voids = (void_flags[0], void_flags[1], void_flags[2], void_flags[3])
    else:
        limit = 4 if strain == Strain.NO_TRUMPS else 5
        honours = _seat_map(raw.get("honours", {}), f"{path}.honours", "honours", limit)
        if limit == 5 and sum(honours) <= 5 and max(honours[0] + honours[2],
                                                    honours[1] + honours[3]) < 3:
            raise NotationError(
                "at a suit one side always holds three or more of the five honours: list them "
                "(the honours, and chicane under the American codes, depend on it)",
                field=f"{path}.honours")
        void_list = _get(raw, "voids", path, list, default=[])
        void_seats = {_at(f"{path}.voids[{i}]", Seat.parse, str(v))
                      for i, v in enumerate(void_list)}
        voids = (Seat.N in void_seats, Seat.E in void_seats, Seat.S in void_seats,
                 Seat.W in void_seats)
        for seat in void_seats:
            if honours[seat]:
                raise NotationError(f"{seat} cannot be void of trumps and hold {honours[seat]} "
                                    "trump honour(s)", field=f"{path}.voids")
    revokes = []
    for index, claim in enumerate(_get(raw, "revokes", path, list, default=[])):
        where = f"{path}.revokes[{index}]"
        if not isinstance(claim, dict):
            raise NotationError('must be {"side": "NS" or "EW", "option": ...}', field=where)
        side = _at(f"{where}.side", Side.parse, _get(claim, "side", where, str))
        option_text = _get(claim, "option", where, str, default="take_tricks")
        try:
            option = RevokeOption(option_text)
        except ValueError:
            raise NotationError(f"unknown revoke option {shown(option_text)}: expected "
                                + ", ".join(o.value for o in RevokeOption),
                                field=f"{where}.option") from None
        if option != RevokeOption.TAKE_TRICKS and \
                code.revoke.penalty == RevokePenalty.TRICKS_TRANSFERRED:
            raise NotationError(
                f"{code.key} gives only three tricks for a revoke "
                f"({code.cite('revoke', 'penalty')}); {option.value} is an english-1904 option",
                field=f"{where}.option")
        revokes.append(RevokeClaim(side, option))
    leads = _get(raw, "dealer_leads_out_of_turn", path, int, default=0)
    if leads and code.leads_out_of_turn.dealer_penalty_tricks == 0:
        raise NotationError(
            f"{code.key} imposes no penalty for the dealer's lead out of turn "
            f"({code.cite('leads_out_of_turn', 'dealer_penalty_tricks')})",
            field=f"{path}.dealer_leads_out_of_turn")
    result = _at(path, lambda: DealResult(
        dealer=dealer, strain=strain, tricks=tricks, honours=honours,
        voids=voids, multiplier=1 << doubles, maker=maker,
        revokes=tuple(revokes), dealer_leads_out_of_turn=leads))
    return ResultDeal(result, hands)


def _check_doubling_limit(code: LawCode, strain: Strain, doubles: int, path: str) -> None:
    """Refuse more doubles than the limit in force allows (P58; A55/W55 with a club limit)."""
    limit = code.effective_doubling_limit
    if limit is None or doubles == 0:
        return
    value = code.scoring.trick_values[strain]
    last_before = value << (doubles - 1)
    allowed = (last_before * 2 <= limit
               if code.effective_doubling_limit_reading == DoublingLimitReading.NOT_EXCEED
               else last_before <= limit)
    if not allowed:
        raise NotationError(
            f"{doubles} doubles at {strain.words.lower()} pass the limit of {limit} a trick "
            f"({code.cite('doubling', 'limit')})", field=path)


def _played_deal(raw: dict[str, Any], path: str) -> PlayedDeal:
    _known_fields(raw, {"kind", "dealer", "hands", "actions"}, path)
    dealer = _at(f"{path}.dealer", lambda: Seat.parse(_get(raw, "dealer", path, str)))
    hands = _at(f"{path}.hands", lambda: parse_deal(_get(raw, "hands", path, str)))
    texts = _get(raw, "actions", path, list)
    actions = []
    for index, text in enumerate(texts):
        if not isinstance(text, str):
            raise NotationError(f"an action must be text, not {shown(text)}",
                                field=f"{path}.actions[{index}]")
        actions.append(_at(f"{path}.actions[{index}]", parse_action, text))
    return PlayedDeal(dealer, hands, tuple(actions))


def from_dict(data: Any) -> Record:
    """Build a :class:`Record` from decoded JSON.

    :raises NotationError: naming the field (``deals[2].actions[5]``) and what is wrong.
    """
    if not isinstance(data, dict):
        raise NotationError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise NotationError(f"not a bridgewhist record: format must be {FORMAT!r}", field="format")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version != VERSION:
        raise NotationError(f"unsupported version {shown(version)}: this program reads version {VERSION}",
                            field="version")
    _known_fields(data, {"format", "version", "law_code", "players", "seed", "event", "deals"}, "")
    if "law_code" not in data:
        raise NotationError("missing field 'law_code'", field="law_code")
    if isinstance(data["law_code"], dict):
        _known_fields(data["law_code"], {"key", "options"}, "law_code")
    code = _at("law_code", lambda: law_code_from_dict(data["law_code"]))
    players: dict[Seat, str] = {}
    for key, name in _get(data, "players", "", dict, default={}).items():
        seat = _at(f"players.{key}", Seat.parse, key)
        if not isinstance(name, str) or not name.strip():
            raise NotationError("a player's name must be non-empty text", field=f"players.{key}")
        if name in players.values():
            raise NotationError(f"{shown(name)} is named for two seats: each player holds one seat",
                                field=f"players.{key}")
        players[seat] = name
    seed = _get(data, "seed", "", int, default=None)
    event = _get(data, "event", "", str, default="")
    deals: list[Deal] = []
    for index, raw in enumerate(_get(data, "deals", "", list)):
        path = f"deals[{index}]"
        if not isinstance(raw, dict):
            raise NotationError("a deal must be a JSON object", field=path)
        kind = raw.get("kind", "played")
        if kind == "played" and "enforcement" in raw:
            deals.append(refereed_from_dict(raw, path))
        elif kind == "played":
            deals.append(_played_deal(raw, path))
        elif kind == "result":
            deals.append(_result_deal(raw, path, code))
        else:
            raise NotationError(f"unknown kind {shown(kind)}: expected 'played' or 'result'",
                                field=f"{path}.kind")
    # The published schema (docs/record.schema.json) holds as well: what the checks above let
    # through and it refuses (a null seed, a seat named oddly) is refused with its path.
    problems = faults(data)
    if problems:
        raise NotationError(problems[0].message, field=problems[0].path or None)
    return Record(code, tuple(deals), players, seed, event)


def loads(text: str) -> Record:
    """Read a record from JSON text.

    :raises NotationError: with the line and column of a JSON syntax error, or the field of
        a bad value.
    """
    return from_dict(loads_json(text))


def load(path: str | os.PathLike[str]) -> Record:
    """Read a record from a file (see :func:`loads`)."""
    with open(path, encoding="utf-8") as handle:
        return loads(handle.read())


# -- writing ----------------------------------------------------------------------------
def _deal_to_dict(deal: Deal) -> dict[str, Any]:
    if isinstance(deal, RefereedDeal):
        return refereed_to_dict(deal)
    if isinstance(deal, PlayedDeal):
        return {"kind": "played", "dealer": deal.dealer.name, "hands": format_deal(deal.hands),
                "actions": [str(a) for a in deal.actions]}
    result = deal.result
    out: dict[str, Any] = {"kind": "result", "dealer": result.dealer.name,
                           "strain": result.strain.letter}
    if result.maker is not None:
        out["maker"] = result.maker.name
    if result.doubles:
        out["doubles"] = result.doubles
    out["tricks"] = {"NS": result.tricks[0], "EW": result.tricks[1]}
    if deal.hands is not None:
        out["hands"] = format_deal(deal.hands)
    else:
        out["honours"] = {seat.name: n for seat, n in zip(Seat, result.honours, strict=True) if n}
        voids = [seat.name for seat, void in zip(Seat, result.voids, strict=True) if void]
        if voids:
            out["voids"] = voids
    if result.revokes:
        out["revokes"] = [{"side": c.side.name, "option": c.option.value} for c in result.revokes]
    if result.dealer_leads_out_of_turn:
        out["dealer_leads_out_of_turn"] = result.dealer_leads_out_of_turn
    return out


def to_dict(record: Record) -> dict[str, Any]:
    """The record as JSON-ready data."""
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "law_code": record.code.to_dict()}
    if record.event:
        out["event"] = record.event
    if record.players:
        out["players"] = {seat.name: name for seat, name in sorted(record.players.items())}
    if record.seed is not None:
        out["seed"] = record.seed
    out["deals"] = [_deal_to_dict(deal) for deal in record.deals]
    return out


def dumps(record: Record) -> str:
    """The record as JSON text (indented, stable key order)."""
    return json.dumps(to_dict(record), indent=2, ensure_ascii=False) + "\n"


def dump(record: Record, path: str | os.PathLike[str]) -> None:
    """Write the record to a file as JSON text (see :func:`dumps`).

    :raises OSError: when the file cannot be written.
    """
    text = dumps(record)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


# -- replaying --------------------------------------------------------------------------
def replay_deal(code: LawCode, deal: PlayedDeal, path: str = "deal") -> tuple[HandState, ...]:
    """Every state of a played deal, from the deal to the last action.

    :raises NotationError: naming the action that the laws refuse, and why.
    """
    try:
        state = hand_from_deal(code, deal.dealer, deal.hands)
    except ValueError as error:
        raise NotationError(str(error), field=f"{path}.hands") from None
    states = [state]
    for index, action in enumerate(deal.actions):
        try:
            state = state.apply(action)
        except IllegalActionError as error:
            raise NotationError(f"illegal action: {error}", field=f"{path}.actions[{index}]") from None
        states.append(state)
    return tuple(states)


def replay(record: Record) -> Replay:
    """Replay every deal and score the rubber.

    :raises NotationError: for an illegal action, an unfinished deal before the last, a deal
        dealt out of turn (P34, A32, W32), a deal after the rubber is over, or a card played
        to a hand the Spade Convention abandons (house rule ``spade_convention``).
    """
    rubber = Rubber(record.code)
    all_states: list[tuple[HandState, ...]] = []
    referees: dict[int, tuple[Referee, ...]] = {}
    previous: Seat | None = None
    for index, deal in enumerate(record.deals):
        path = f"deals[{index}]"
        dealer = deal.result.dealer if isinstance(deal, ResultDeal) else deal.dealer
        if isinstance(deal, RefereedDeal):
            refs = replay_refereed(record.code, deal, path)
            referees[index] = refs
            all_states.append(tuple(r.hand for r in refs))
            outcome = refs[-1].outcome
            if outcome == "void":  # dealt out of turn: the rightful dealer deals next (A43)
                continue
        if previous is not None and dealer != previous.left:
            raise NotationError(
                f"{dealer} deals out of turn: the deal goes to the left, so {previous.left} deals "
                f"after {previous} ({record.code.cite('dealing', 'deal_rotates_left')})",
                field=f"{path}.dealer")
        previous = dealer
        if rubber.is_over:
            raise NotationError("the rubber is over: no further deal belongs to it", field=path)
        if isinstance(deal, RefereedDeal):
            last = referees[index][-1]
            if not last.is_over:
                if index != len(record.deals) - 1:
                    raise NotationError("this deal is unfinished but another follows it",
                                        field=f"{path}.acts")
                continue
            refereed = last.result()
            if refereed is None:  # a new deal: the same dealer deals again (P44, A42, W42)
                previous = dealer.right
                continue
            result = refereed
        elif isinstance(deal, PlayedDeal):
            states = replay_deal(record.code, deal, path)
            all_states.append(states)
            abandoned = next((i for i, s in enumerate(states) if rubber.abandons(s)), None)
            if abandoned is not None:  # the Spade Convention: not played, not scored
                if abandoned != len(states) - 1:
                    raise NotationError(
                        "the undoubled spade make is not played while both sides have less than "
                        "20 (the Spade Convention)", field=f"{path}.actions[{abandoned}]")
                continue
            if not states[-1].is_complete:
                if index != len(record.deals) - 1:
                    raise NotationError("this deal is unfinished but another follows it",
                                        field=f"{path}.actions")
                continue
            result = result_of(states[-1])
        else:
            result = deal.result
        try:
            rubber = rubber.score(result)
        except BridgeError as error:
            raise NotationError(str(error), field=path) from None
    return Replay(tuple(all_states), rubber, referees)


def side_labels(record: Record) -> dict[Side, str]:
    """Names for the two sides, from the players when the record names them."""
    return seat_names(record.players) if record.players else {s: s.name for s in Side}
