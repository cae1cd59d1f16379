"""One deal on the score pad as a real table calls it, checked and turned into a result.

The players at a real table do not count honours seat by seat: they call them ("simple
honours", "four in one hand", "three aces"...) and say who held chicane. A
:class:`DealEntry` holds a deal as they say it; :meth:`DealEntry.result` checks it (thirteen
tricks, honours that can be held, chicane that fits them, the doubling limit) and gives the
scorer's :class:`~bridgewhist.scoring.DealResult`, each refusal naming its field and reason.

>>> from bridgewhist.laws import load_law_code
>>> entry = DealEntry.from_dict({"dealer": "N", "strain": "D", "tricks": {"NS": 9, "EW": 4},
...                              "honours": {"side": "NS", "call": "four"}})
>>> entry.result(load_law_code("english-1904")).honours
(2, 1, 2, 0)
>>> DealEntry.from_dict({"dealer": "N", "strain": "NT", "tricks": {"NS": 9, "EW": 5}})
Traceback (most recent call last):
...
bridgewhist.errors.NotationError: tricks: 9 and 5 make 14: the two sides' tricks add up to 13
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from bridgewhist.cards import Strain
from bridgewhist.errors import BridgeError, NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.model import DoublingLimitReading
from bridgewhist.scoring import DealResult
from bridgewhist.seats import Seat, Side, key_shown

__all__ = ["Chicane", "DealEntry", "HonoursCall"]


class HonoursCall(enum.Enum):
    """The honours as the players call them; the value is the word on the wire."""

    SIMPLE = "simple"
    FOUR = "four"
    FOUR_IN_ONE_HAND = "four-in-one-hand"
    FOUR_IN_ONE_HAND_FIFTH_WITH_PARTNER = "four-in-one-hand-fifth-with-partner"
    FIVE = "five"
    FIVE_IN_ONE_HAND = "five-in-one-hand"
    THREE_ACES = "three-aces"
    FOUR_ACES = "four-aces"
    FOUR_ACES_IN_ONE_HAND = "four-aces-in-one-hand"

    @property
    def at_no_trumps(self) -> bool:
        """Whether the call is of aces (no trumps) rather than of trump honours."""
        return self.value.endswith("aces") or "aces-" in self.value

    @property
    def words(self) -> str:
        """The call in the players' words, e.g. ``"four honours in one hand"``."""
        return _WORDS[self]

    @property
    def spread(self) -> tuple[int, int]:
        """How many the two partners hold: the larger share first."""
        return _SPREAD[self]

    @property
    def divided(self) -> bool:
        """Whether both partners must hold some (so neither can be void of trumps)."""
        return self in (HonoursCall.FOUR, HonoursCall.FIVE,
                        HonoursCall.FOUR_IN_ONE_HAND_FIFTH_WITH_PARTNER, HonoursCall.FOUR_ACES)


_WORDS = {
    HonoursCall.SIMPLE: "simple honours", HonoursCall.FOUR: "four honours",
    HonoursCall.FOUR_IN_ONE_HAND: "four honours in one hand",
    HonoursCall.FOUR_IN_ONE_HAND_FIFTH_WITH_PARTNER: "four in one hand, the fifth in partner's",
    HonoursCall.FIVE: "five honours", HonoursCall.FIVE_IN_ONE_HAND: "five honours in one hand",
    HonoursCall.THREE_ACES: "three aces", HonoursCall.FOUR_ACES: "four aces",
    HonoursCall.FOUR_ACES_IN_ONE_HAND: "four aces in one hand",
}
_SPREAD = {
    HonoursCall.SIMPLE: (2, 1), HonoursCall.FOUR: (2, 2), HonoursCall.FOUR_IN_ONE_HAND: (4, 0),
    HonoursCall.FOUR_IN_ONE_HAND_FIFTH_WITH_PARTNER: (4, 1), HonoursCall.FIVE: (3, 2),
    HonoursCall.FIVE_IN_ONE_HAND: (5, 0), HonoursCall.THREE_ACES: (2, 1),
    HonoursCall.FOUR_ACES: (2, 2), HonoursCall.FOUR_ACES_IN_ONE_HAND: (4, 0),
}


class Chicane(enum.IntEnum):
    """A side's hands void of trumps: none, one (chicane) or both (double chicane)."""

    NONE = 0
    CHICANE = 1
    DOUBLE = 2


def _field(data: dict[str, Any], key: str, kind: type, default: Any = ...) -> Any:
    if key not in data or data[key] is None:
        if default is ...:
            raise NotationError(f"missing: give the {key.replace('_', ' ')}", field=key)
        return default
    value = data[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise NotationError(f"must be a whole number, not {value!r}"[:80], field=key)
    if not isinstance(value, kind):
        raise NotationError(f"must be {kind.__name__}, not {type(value).__name__}", field=key)
    return value


def _parse(field: str, parse: Any, text: str) -> Any:
    try:
        return parse(text)
    except (NotationError, ValueError):
        raise NotationError(f"{text[:20]!r} is not a valid {field.split('.')[-1]}",
                            field=field) from None


@dataclasses.dataclass(frozen=True, slots=True)
class DealEntry:
    """A deal as the table calls it.

    ``by_partner``: the dealer said "I leave it to you" and his partner declared;
    ``doubles``: how many times the tricks were doubled (redoubles included); ``tricks``: won
    by NS and EW; ``honours``: the side that scores honours and its call (None when no side
    does: at no trumps, aces two and two); ``chicane``: NS's and EW's hands void of trumps.
    """

    dealer: Seat
    strain: Strain
    tricks: tuple[int, int]
    by_partner: bool = False
    doubles: int = 0
    honours: tuple[Side, HonoursCall] | None = None
    chicane: tuple[Chicane, Chicane] = (Chicane.NONE, Chicane.NONE)

    @property
    def maker(self) -> Seat:
        """Who declared: the dealer, or his partner after "I leave it to you"."""
        return self.dealer.partner if self.by_partner else self.dealer

    @property
    def slam(self) -> tuple[Side, str] | None:
        """The side that won a slam (13 tricks) or little slam (12), and its name."""
        for side in Side:
            if self.tricks[side] >= 12:
                return (side, "grand slam" if self.tricks[side] == 13 else "little slam")
        return None

    @classmethod
    def from_dict(cls, data: Any) -> DealEntry:
        """Read an entry from JSON data (the wire's and the pad document's shape).

        :raises NotationError: naming the field that is wrong and why.
        """
        if not isinstance(data, dict):
            raise NotationError("a deal must be an object")
        known = {"dealer", "declarer", "strain", "doubles", "tricks", "honours", "chicane"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise NotationError(f"unknown field {unknown[0][:20]!r}: expected "
                                f"{', '.join(sorted(known))}", field=key_shown(unknown[0]))
        dealer = _parse("dealer", Seat.parse, _field(data, "dealer", str))
        declarer = _field(data, "declarer", str, "dealer")
        if declarer not in ("dealer", "partner"):
            raise NotationError("must be 'dealer' or 'partner' (after \"I leave it to you\")",
                                field="declarer")
        strain = _parse("strain", Strain.parse, _field(data, "strain", str))
        doubles = _field(data, "doubles", int, 0)
        if not 0 <= doubles <= 20:
            raise NotationError(f"must be 0 to 20, not {doubles}", field="doubles")
        raw_tricks = _field(data, "tricks", dict)
        tricks = []
        for side in ("NS", "EW"):
            value = raw_tricks.get(side)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 13:
                raise NotationError(f"{side}'s tricks must be a whole number from 0 to 13",
                                    field=f"tricks.{side}")
            tricks.append(value)
        if sum(tricks) != 13:
            raise NotationError(f"{tricks[0]} and {tricks[1]} make {sum(tricks)}: the two "
                                "sides' tricks add up to 13", field="tricks")
        honours = None
        raw_honours = data.get("honours")
        if isinstance(raw_honours, list):   # the calls of both sides, as the table heard them
            if len(raw_honours) > 1:
                raise NotationError(
                    "both sides cannot score honours: of five honours (four aces), when one "
                    "side holds three the other holds two at most, which scores nothing",
                    field="honours")
            raw_honours = raw_honours[0] if raw_honours else None
        if raw_honours is not None and not isinstance(raw_honours, dict):
            raise NotationError('must be {"side": "NS" or "EW", "call": ...}', field="honours")
        if raw_honours is not None:
            side = _parse("honours.side", Side.parse, _field(raw_honours, "side", str))
            call_text = _field(raw_honours, "call", str)
            try:
                call = HonoursCall(call_text)
            except ValueError:
                raise NotationError(f"{call_text[:30]!r} is no call: expected "
                                    + ", ".join(c.value for c in HonoursCall),
                                    field="honours.call") from None
            honours = (side, call)
        raw_chicane = _field(data, "chicane", dict, {})
        chicane = []
        for side in ("NS", "EW"):
            value = raw_chicane.get(side, 0)
            if isinstance(value, bool) or value not in (0, 1, 2):
                raise NotationError("must be 0 (none), 1 (chicane) or 2 (double chicane)",
                                    field=f"chicane.{side}")
            chicane.append(Chicane(value))
        return cls(dealer, strain, (tricks[0], tricks[1]), declarer == "partner", doubles,
                   honours, (chicane[0], chicane[1]))

    def to_dict(self) -> dict[str, Any]:
        """The entry as JSON data (the shape :meth:`from_dict` reads)."""
        out: dict[str, Any] = {
            "dealer": self.dealer.name, "declarer": "partner" if self.by_partner else "dealer",
            "strain": self.strain.letter, "doubles": self.doubles,
            "tricks": {"NS": self.tricks[0], "EW": self.tricks[1]},
            "honours": None if self.honours is None else {
                "side": self.honours[0].name, "call": self.honours[1].value},
            "chicane": {"NS": int(self.chicane[0]), "EW": int(self.chicane[1])},
        }
        return out

    def result(self, code: LawCode) -> DealResult:
        """The scorer's result of this deal, the honours and voids set seat by seat.

        :raises NotationError: naming the field when the entry cannot be true of a deal.
        """
        self._check_doubling(code)
        no_trumps = self.strain == Strain.NO_TRUMPS
        if no_trumps and any(self.chicane):
            raise NotationError("there is no chicane at no trumps: chicane is a hand without "
                                "a trump", field="chicane")
        if self.chicane[0] == self.chicane[1] == Chicane.DOUBLE:
            raise NotationError("all four hands cannot be void of trumps", field="chicane")
        counts = [0, 0, 0, 0]
        voids = [False, False, False, False]
        total = 4 if no_trumps else 5
        held_by = {Side.NS: 0, Side.EW: 0}
        if self.honours is None:
            if not no_trumps:
                raise NotationError("at a suit one side always holds three or more of the five "
                                    "honours: say which side and what they call",
                                    field="honours")
        else:
            side, call = self.honours
            if call.at_no_trumps != no_trumps:
                raise NotationError(
                    f"{call.words} cannot be held at {self.strain.words.lower()}: "
                    + ("call the aces" if no_trumps else "aces are honours only at no trumps"),
                    field="honours.call")
            held_by[side] = sum(call.spread)
        for side in Side:
            if self.chicane[side] == Chicane.DOUBLE and held_by[side]:
                raise NotationError(f"{side} cannot call honours with double chicane: neither "
                                    "hand holds a trump", field="chicane." + side.name)
        if self.honours is not None:
            side, call = self.honours
            first, second = side.seats
            void = self.chicane[side] == Chicane.CHICANE
            if void and call.divided:
                raise NotationError(
                    f"{call.words} are held in both hands of {side}: neither can be void of "
                    "trumps (chicane)", field="chicane." + side.name)
            spread = (3, 0) if void and call == HonoursCall.SIMPLE else call.spread
            counts[first], counts[second] = spread
            voids[second] = void
            other = side.other
            rest = total - sum(spread)
            other_first, other_second = other.seats
            if self.chicane[other] == Chicane.DOUBLE and rest:
                raise NotationError(
                    f"{other} hold no trump (double chicane), so {side} hold all five honours: "
                    f"call five honours", field="honours.call")
            if self.chicane[other] == Chicane.CHICANE:
                counts[other_first], voids[other_second] = rest, True
            elif self.chicane[other] == Chicane.DOUBLE:
                voids[other_first] = voids[other_second] = True
            else:
                counts[other_first], counts[other_second] = (rest + 1) // 2, rest // 2
            if void and self.chicane[other] == Chicane.DOUBLE and call != \
                    HonoursCall.FIVE_IN_ONE_HAND:
                raise NotationError("three hands void of trumps: the fourth holds all five "
                                    "honours in one hand", field="honours.call")
        else:
            counts = [1, 1, 1, 1]
        try:
            return DealResult(dealer=self.dealer, strain=self.strain, tricks=self.tricks,
                              honours=(counts[0], counts[1], counts[2], counts[3]),
                              voids=(voids[0], voids[1], voids[2], voids[3]),
                              multiplier=1 << self.doubles, maker=self.maker)
        except BridgeError as error:
            raise NotationError(str(error)) from None

    def _check_doubling(self, code: LawCode) -> None:
        """Refuse more doubles than the limit in force allows (P58; A55/W55 with a club's)."""
        limit = code.effective_doubling_limit
        if limit is None or self.doubles == 0:
            return
        last_before = code.scoring.trick_values[self.strain] << (self.doubles - 1)
        allowed = (last_before * 2 <= limit
                   if code.effective_doubling_limit_reading == DoublingLimitReading.NOT_EXCEED
                   else last_before <= limit)
        if not allowed:
            raise NotationError(
                f"{self.doubles} doubles at {self.strain.words.lower()} pass the limit of "
                f"{limit} a trick ({code.cite('doubling', 'limit')})", field="doubles")
