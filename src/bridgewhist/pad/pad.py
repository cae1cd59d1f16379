"""The score pad of a real table: the players, the cut, each deal as called, and its history.

A :class:`Pad` is a log of operations (enter a deal, correct one, delete the last, agree the
score); the deals as they now stand are read from it, so nothing entered is ever lost. Every
operation is checked before it is kept: an entry must be true of some deal, the deal must be
the next dealer's, and a correction must come within the time each code allows (P12-13,
A12-13, W12-13: a score affecting tricks until the game is concluded, one affecting honours,
chicane or slam until the rubber's score is agreed).

>>> from bridgewhist.laws import load_law_code
>>> pad = Pad.new(load_law_code("american-1905"), {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, "N")
>>> pad = pad.apply({"op": "enter", "entry": {"dealer": "N", "strain": "NT",
...                   "tricks": {"NS": 9, "EW": 4}, "honours": {"side": "NS", "call": "three-aces"}}})
>>> pad.rubber.totals, pad.next_dealer.name
((66, 0), 'E')
"""

from __future__ import annotations

import dataclasses
from typing import Any

from bridgewhist.errors import BridgeError, LawCodeError, NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.presets import law_code_from_dict
from bridgewhist.pad.entry import DealEntry
from bridgewhist.pad.points import PointsEntry, PointsRubber
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat, Side, clean_name, key_shown

__all__ = ["FORMAT", "MAX_LOG", "MAX_OP_ID", "OPS", "OpIdReused", "Pad", "PadDeal", "check_op_id"]

FORMAT = "bridgewhist-pad"
OPS = ("enter", "correct", "delete", "agree")
MAX_LOG = 400
"""The most entries, corrections and deletions one pad keeps (a rubber is rarely more than a
dozen deals). The agreement, which closes the pad, does not count: a pad at the cap can still
be agreed, so its log holds at most ``MAX_LOG + 1`` operations."""
MAX_OP_ID = 64
"""The longest client id of an operation (a UUID is 36 characters)."""


class OpIdReused(NotationError):
    """An ``op_id`` already kept on the pad, sent with another operation (answered 409)."""


def check_op_id(op_id: object) -> str | None:
    """The client's id of an operation, checked: None (no id) or printable text of 1 to
    :data:`MAX_OP_ID` characters.

    >>> check_op_id("phone-1"), check_op_id(None)
    ('phone-1', None)
    >>> check_op_id([])
    Traceback (most recent call last):
    ...
    bridgewhist.errors.NotationError: op_id: must be printable text of 1 to 64 characters, not a list

    :raises NotationError: on the field ``op_id``.
    """
    if op_id is None or (isinstance(op_id, str) and 0 < len(op_id) <= MAX_OP_ID and op_id.isprintable()):
        return op_id
    if not isinstance(op_id, str):
        what = f"not a {type(op_id).__name__}"
    elif not op_id or len(op_id) > MAX_OP_ID:
        what = f"not {len(op_id)}"
    else:
        what = "with no control, direction or zero-width character"
    raise NotationError(f"must be printable text of 1 to {MAX_OP_ID} characters, {what}",
                        field="op_id")


@dataclasses.dataclass(frozen=True, slots=True)
class PadDeal:
    """A deal as it now stands: its id (the number of the operation that entered it), its
    entry, and the earlier versions it replaced (oldest first)."""

    deal_id: int
    entry: DealEntry | PointsEntry
    history: tuple[DealEntry | PointsEntry, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Pad:
    """A score pad: law code, players by seat, the first dealer (who won the cut), the side
    called "We", the log of operations, and whether its deals are kept as points only
    (:class:`~bridgewhist.pad.points.PointsEntry`, as Ames's sheet keeps them)."""

    code: LawCode
    players: dict[Seat, str]
    first_dealer: Seat
    we: Side = Side.NS
    title: str = ""
    log: tuple[dict[str, Any], ...] = ()
    points_only: bool = False

    @classmethod
    def new(cls, code: LawCode, players: dict[str, str], first_dealer: str, *, we: str = "NS",
            title: str = "", points_only: bool = False) -> Pad:
        """A new pad, the names and the cut checked.

        :raises NotationError: naming the field (``players.E``, ``first_dealer``...).
        """
        seats: dict[Seat, str] = {}
        if not isinstance(players, dict):
            raise NotationError("give the four players' names by seat", field="players")
        for seat in Seat:
            name = players.get(seat.name)
            try:   # the one check of a name, a web table's too (bridgewhist.seats.clean_name)
                name = clean_name(name) if isinstance(name, str) else ""
            except NotationError as error:
                raise NotationError(error.bare_message, field=f"players.{seat.name}") from None
            if not name:
                raise NotationError(f"give the name of the player at {seat.name}",
                                    field=f"players.{seat.name}")
            if name in seats.values():
                raise NotationError(f"{name[:40]!r} is named for two seats",
                                    field=f"players.{seat.name}")
            seats[seat] = name
        extra = sorted(set(players) - {s.name for s in Seat})
        if extra:
            raise NotationError("seats are N, E, S and W", field=f"players.{key_shown(extra[0], 8)}")
        try:
            dealer = Seat.parse(first_dealer) if isinstance(first_dealer, str) else None
        except NotationError:
            dealer = None
        if dealer is None:
            raise NotationError("the first dealer (who cut lowest) must be N, E, S or W",
                                field="first_dealer")
        try:
            side = Side.parse(we) if isinstance(we, str) else None
        except NotationError:
            side = None
        if side is None:
            raise NotationError("'We' must be NS or EW", field="we")
        if not isinstance(title, str) or len(title) > 80 or not title.isprintable():
            raise NotationError("a title is one line of at most 80 characters", field="title")
        if not isinstance(points_only, bool):
            raise NotationError("must be true (deals kept as points only) or false",
                                field="points_only")
        return cls(code, seats, dealer, side, title.strip(), points_only=points_only)

    deals: tuple[PadDeal, ...] = ()
    """The deals as they now stand, in the order they were played (kept up by :meth:`apply`)."""
    deleted: tuple[PadDeal, ...] = ()
    """The deals deleted, as they stood when deleted (kept in the history)."""
    agreed: bool = False
    """Whether the score of the rubber has been made up and agreed (no more corrections)."""

    # -- reading the log ------------------------------------------------------------------
    @property
    def rubber(self) -> Rubber | PointsRubber:
        """The rubber the deals make (from the points below the line on a points-only pad)."""
        return _score(self.code, [deal.entry for deal in self.deals])

    @property
    def next_dealer(self) -> Seat:
        """Who deals next: the deal passes to the left (P34, A32, W32)."""
        seat = self.first_dealer
        for _ in self.deals:
            seat = seat.left
        return seat

    def sent_before(self, op: Any) -> bool:
        """Whether ``op`` is an operation already kept, sent again with its ``op_id`` (a phone
        syncing after it was offline): apply it once.

        :raises NotationError: for an ``op_id`` that is no short printable text.
        :raises OpIdReused: when its ``op_id`` is kept for another operation.
        """
        if not isinstance(op, dict):
            return False
        op_id = check_op_id(op.get("op_id"))
        kept = next((k for k in self.log if op_id is not None and k.get("op_id") == op_id), None)
        if kept is None:
            return False
        if _same(kept, op, self.points_only):
            return True
        raise OpIdReused(f"op_id {op_id!r} is kept for another operation (operation {kept['seq']}, "
                         f"{kept['op']}): give each operation its own op_id", field="op_id")

    # -- operations -----------------------------------------------------------------------
    def apply(self, op: Any, *, at: str = "") -> Pad:
        """The pad after one more operation: ``{"op": "enter", "entry": {...}}``,
        ``{"op": "correct", "deal": id, "entry": {...}}``, ``{"op": "delete", "deal": id}``
        or ``{"op": "agree"}``; ``op_id`` (optional) is the client's id for the operation.

        :raises NotationError: naming the field and the reason (the law, where one rules).
        """
        if not isinstance(op, dict):
            raise NotationError("an operation must be an object")
        kind = op.get("op")
        if kind not in OPS:
            raise NotationError(f"must be one of {', '.join(OPS)}", field="op")
        op_id = check_op_id(op.get("op_id"))
        if self.sent_before(op):
            raise OpIdReused(f"op_id {op_id!r} is kept already: the operation is applied once",
                             field="op_id")
        if kind != "agree" and len(self.log) >= MAX_LOG:
            raise NotationError(f"a pad keeps at most {MAX_LOG} entries, corrections and "
                                "deletions: agree the score and start a new pad")
        if self.agreed:
            raise NotationError(
                "the score of the rubber has been made up and agreed: it can no longer be "
                f"changed ({self.code.cite('scoring', 'honours_score_correctable_until')})",
                field="op")
        kept: dict[str, Any] = {"seq": len(self.log) + 1, "op": kind}
        if kind == "enter":
            entry = _entry(op, self.points_only)
            self._check_enter(entry)
            kept["entry"] = entry.to_dict()
        elif kind == "correct":
            deal_id = self._deal_id(op)
            entry = _entry(op, self.points_only)
            self._check_correct(deal_id, entry)
            kept.update(deal=deal_id, entry=entry.to_dict())
        elif kind == "delete":
            deal_id = self._deal_id(op)
            self._check_delete(deal_id)
            kept["deal"] = deal_id
        if op_id is not None:
            kept["op_id"] = op_id
        if at:
            kept["at"] = at
        deals, deleted = list(self.deals), self.deleted
        if kind == "enter":
            deals.append(PadDeal(kept["seq"], entry))
        elif kind == "correct":
            index = next(i for i, d in enumerate(deals) if d.deal_id == kept["deal"])
            old = deals[index]
            deals[index] = PadDeal(old.deal_id, entry, (*old.history, old.entry))
        elif kind == "delete":
            deleted = (*deleted, deals.pop())
        return dataclasses.replace(self, log=(*self.log, kept), deals=tuple(deals),
                                   deleted=deleted, agreed=kind == "agree")

    def _deal_id(self, op: dict[str, Any]) -> int:
        deal_id = op.get("deal")
        ids = [deal.deal_id for deal in self.deals]
        if isinstance(deal_id, bool) or deal_id not in ids:
            raise NotationError("no deal of that id stands on the pad", field="deal")
        return int(deal_id)

    def _check_enter(self, entry: DealEntry | PointsEntry) -> None:
        rubber = self.rubber
        if rubber.is_over:
            raise NotationError(f"the rubber is over ({rubber.rubber_over_text()}): start a new "
                                f"pad ({self.code.cite('scoring', 'games_to_win_rubber')})")
        if entry.dealer != self.next_dealer:
            raise NotationError(
                f"{self.next_dealer.name} deals this deal: the deal passes to the left "
                f"({self.code.cite('dealing', 'deal_rotates_left')})", field="entry.dealer")
        _result(self.code, entry)

    def _check_correct(self, deal_id: int, entry: DealEntry | PointsEntry) -> None:
        deals = self.deals
        index = next(i for i, d in enumerate(deals) if d.deal_id == deal_id)
        old = deals[index].entry
        if entry.dealer != old.dealer:
            raise NotationError(f"deal {index + 1} was dealt by {old.dealer.name}: the dealer "
                                "follows the rotation", field="entry.dealer")
        _result(self.code, entry)
        if _tricks_part(entry) != _tricks_part(old):
            self._check_game_open(index, "a score affecting tricks")
        entries = [d.entry for d in deals]
        entries[index] = entry
        _score(self.code, entries)

    def _check_delete(self, deal_id: int) -> None:
        deals = self.deals
        index = next(i for i, d in enumerate(deals) if d.deal_id == deal_id)
        if index != len(deals) - 1:
            raise NotationError(
                f"only the last deal can be deleted: without deal {index + 1} the deals after it "
                f"would be dealt out of turn ({self.code.cite('dealing', 'deal_rotates_left')}); "
                "correct it instead", field="deal")
        self._check_game_open(index, "deleting a deal")

    def _check_game_open(self, index: int, what: str) -> None:
        """Refuse when the game of deal ``index`` is concluded: a deal of a later game follows
        it (P12, A13, W12). In the last game the score stays open until agreed."""
        scored = self.rubber.deals
        game = scored[index].game
        if any(later.game > game for later in scored[index + 1:]):
            code = self.code
            raise NotationError(
                f"{what} of deal {index + 1} is too late: game {game} is concluded, "
                f"{code.scoring.trick_score_correctable_until} "
                f"({code.cite('scoring', 'trick_score_correctable_until')})", field="deal")

    # -- the document ---------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The pad as a JSON document (its log kept whole)."""
        return {"format": FORMAT, "version": 1, "law_code": self.code.to_dict(),
                "title": self.title, **({"points_only": True} if self.points_only else {}),
                "players": {seat.name: name for seat, name in self.players.items()},
                "first_dealer": self.first_dealer.name, "we": self.we.name,
                "log": [dict(op) for op in self.log]}

    @classmethod
    def from_dict(cls, data: Any) -> Pad:
        """Rebuild a pad from :meth:`to_dict`'s document, every operation checked again.

        :raises NotationError: naming what is wrong (``log[3].entry.tricks``...).
        """
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise NotationError(f"not a score pad: format must be {FORMAT!r}", field="format")
        try:
            code = law_code_from_dict(data.get("law_code"))
        except LawCodeError as error:
            raise NotationError(str(error), field="law_code") from None
        pad = cls.new(code, data.get("players"), data.get("first_dealer"),  # type: ignore[arg-type]
                      we=data.get("we", "NS"), title=data.get("title", ""),
                      points_only=data.get("points_only", False))
        log = data.get("log", [])
        if not isinstance(log, list):
            raise NotationError("must be a list of operations", field="log")
        for index, op in enumerate(log):
            try:
                pad = pad.apply(op, at=op.get("at", "") if isinstance(op, dict) else "")
            except NotationError as error:
                where = f"log[{index}]" + (f".{error.field}" if error.field else "")
                raise NotationError(error.bare_message, field=where) from None
        return pad


def _same(kept: dict[str, Any], op: dict[str, Any], points_only: bool) -> bool:
    """Whether ``op`` asks for what the kept operation did (its entry read the same way)."""
    if op.get("op") != kept["op"]:
        return False
    if "deal" in kept and (isinstance(op.get("deal"), bool) or op.get("deal") != kept["deal"]):
        return False
    if "entry" not in kept:   # what the operation does not read does not count
        return True
    try:
        return bool(_read(op.get("entry"), points_only).to_dict() == kept["entry"])
    except NotationError:
        return False


def _read(data: Any, points_only: bool) -> DealEntry | PointsEntry:
    return PointsEntry.from_dict(data) if points_only else DealEntry.from_dict(data)


def _entry(op: dict[str, Any], points_only: bool) -> DealEntry | PointsEntry:
    try:
        return _read(op.get("entry"), points_only)
    except NotationError as error:
        raise NotationError(error.bare_message,
                            field="entry" + (f".{error.field}" if error.field else "")) from None


def _result(code: LawCode, entry: DealEntry | PointsEntry) -> None:
    try:
        if isinstance(entry, PointsEntry):
            entry.check(code)
        else:
            entry.result(code)
    except NotationError as error:
        raise NotationError(error.bare_message,
                            field="entry" + (f".{error.field}" if error.field else "")) from None


def _tricks_part(entry: DealEntry | PointsEntry) -> tuple[object, ...]:
    """What of an entry affects the score below the line (the tricks, and so slam; on a
    points-only pad the points below, slam being a figure above)."""
    if isinstance(entry, PointsEntry):
        return (entry.below,)
    return (entry.strain, entry.tricks, entry.doubles)


def _score(code: LawCode, entries: list[DealEntry | PointsEntry]) -> Rubber | PointsRubber:
    if entries and isinstance(entries[0], PointsEntry):
        return _score_points(code, [e for e in entries if isinstance(e, PointsEntry)])
    rubber = Rubber(code)
    for number, entry in enumerate((e for e in entries if isinstance(e, DealEntry)), 1):
        if rubber.is_over:
            raise NotationError(f"the rubber would be over ({rubber.rubber_over_text()}) "
                                f"before deal {number}: correct the later deals first",
                                field="entry")
        try:
            rubber = rubber.score(entry.result(code))
        except BridgeError as error:
            raise NotationError(str(error), field="entry") from None
    return rubber


def _score_points(code: LawCode, entries: list[PointsEntry]) -> PointsRubber:
    """The rubber of a points-only pad: its games from the points below the line."""
    rubber = PointsRubber(code)
    for number, entry in enumerate(entries, 1):
        if rubber.is_over:
            raise NotationError(f"the rubber would be over ({rubber.rubber_over_text()}) "
                                f"before deal {number}: correct the later deals first",
                                field="entry")
        rubber = rubber.score(entry)
    return rubber
