"""A whole law code: its parts, its house rules, and what they make of the doubling limit.

>>> from bridgewhist.laws import load_law_code
>>> code = load_law_code("english")
>>> code.key, code.cite("revoke", "penalty")
('english-1904', 'english-1904 law 90')
>>> code.effective_doubling_limit
100
>>> load_law_code("american-1905", doubling_limit=200).options.doubling_limit
200
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Literal

from bridgewhist.errors import LawCodeError
from bridgewhist.laws.model import (
    MAX_DOUBLING_LIMIT,
    CardsPlayedInErrorLaws,
    CuttingLaws,
    DealingLaws,
    DeclarationLaws,
    DoublingLaws,
    DoublingLimitReading,
    DummyLaws,
    ExposedCardsLaws,
    GeneralLaws,
    IrregularityLaws,
    LawPart,
    LeadsOutOfTurnLaws,
    NewDealLaws,
    RevokeLaws,
    ScoringLaws,
    TableLaws,
    brief_number,
)

PART_NAMES: tuple[str, ...] = (
    "scoring", "cutting", "dealing", "new_deal", "declaration", "doubling", "dummy",
    "exposed_cards", "leads_out_of_turn", "cards_played_in_error", "revoke", "tables", "general",
    "irregularities",
)

CODE_DEFAULT: Literal["code"] = "code"

HOUSE_LAWS: dict[str, str] = {
    "pone_asking_leave_lets_maker_call_suit": "doubling",
    "pones_early_lead_calls_eldests_suit": "leads_out_of_turn",
    "detached_card_liable": "exposed_cards",
    "disobeyed_penalty_correctable": "revoke",
    "first_in_room_make_table": "tables",
    "declaring_in_closes_at_first_cut": "tables",
    "substitute_needs_consent": "tables",
    "reentry_kept_for_fresh_table": "tables",
    "broken_table_players_before_all": "tables",
    "consultation_on_penalty_forfeits": "general",
    "wrong_penalty_forfeits": "general",
    "unauthorised_reference_penalised": "general",
}
"""The laws a house rule may change by name (true or false), each a field of the part named:
the rules the codes word differently, which no code's name decides."""


@dataclasses.dataclass(frozen=True, slots=True)
class HouseRules:
    """A club's agreements on top of its law code.

    ``doubling_limit``: ``"code"`` keeps the code's own (english-1904: 100; the American codes:
    none); ``None`` doubles indefinitely; a number caps the value of one trick (clubs set 100 or
    200, W55 footnote, A55 and Ames's etiquette rule 13). ``cut_ties_by_suit``: in cutting,
    between cards of equal rank the heart is lowest, then diamond, club, spade (the Axioms code).
    ``spade_convention``: the players "agree 'not to play spades'": an undoubled spade make is
    played only when either side has 20 or more toward game; otherwise the hand is abandoned
    and the deal passes (Elwell, the Spade Convention at the end of the 1905 laws).
    ``laws``: the :data:`HOUSE_LAWS` the club varies, by name, each true or false (it keeps its
    code's citation: the house varies that law).
    """

    doubling_limit: int | Literal["code"] | None = CODE_DEFAULT
    doubling_limit_reading: DoublingLimitReading | Literal["code"] = CODE_DEFAULT
    cut_ties_by_suit: bool = False
    spade_convention: bool = False
    laws: tuple[tuple[str, bool], ...] = ()

    def __post_init__(self) -> None:
        limit = self.doubling_limit
        if limit is not None and limit != CODE_DEFAULT and (
            isinstance(limit, bool) or not isinstance(limit, int) or not 12 <= limit <= MAX_DOUBLING_LIMIT
        ):
            raise LawCodeError(
                f"doubling_limit must be 'code', null or a whole number of points of at least 12 "
                f"and at most {MAX_DOUBLING_LIMIT} (clubs set 100 or 200), not {brief_number(limit)}"
            )
        if not isinstance(self.cut_ties_by_suit, bool):
            raise LawCodeError(
                f"cut_ties_by_suit must be true or false, not {brief_number(self.cut_ties_by_suit)}")
        if not isinstance(self.spade_convention, bool):
            raise LawCodeError(
                f"spade_convention must be true or false, not {brief_number(self.spade_convention)}")
        for name, value in self.laws:
            if name not in HOUSE_LAWS:
                raise LawCodeError(f"{_named(name)} is no law a house rule may change")
            if not isinstance(value, bool):
                raise LawCodeError(f"{name} must be true or false, not {brief_number(value)}")

    def to_dict(self) -> dict[str, Any]:
        """The rules that differ from the defaults, JSON-ready."""
        out: dict[str, Any] = {}
        if self.doubling_limit != CODE_DEFAULT:
            out["doubling_limit"] = self.doubling_limit
        if self.doubling_limit_reading != CODE_DEFAULT:
            assert isinstance(self.doubling_limit_reading, DoublingLimitReading)
            out["doubling_limit_reading"] = self.doubling_limit_reading.value
        if self.cut_ties_by_suit:
            out["cut_ties_by_suit"] = True
        if self.spade_convention:
            out["spade_convention"] = True
        out.update(self.laws)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HouseRules:
        """Read house rules from JSON data.

        :raises LawCodeError: naming an unknown option or a bad value.
        """
        known = {"doubling_limit", "doubling_limit_reading", "cut_ties_by_suit", "spade_convention"}
        unknown = sorted(set(data) - known - set(HOUSE_LAWS))
        if unknown:
            raise LawCodeError(
                f"unknown house rule(s) {', '.join(_named(name) for name in unknown[:5])}: "
                f"known are {', '.join(sorted(known))}, and the laws {', '.join(sorted(HOUSE_LAWS))}"
            )
        reading: DoublingLimitReading | Literal["code"] = CODE_DEFAULT
        if "doubling_limit_reading" in data:
            try:
                reading = DoublingLimitReading(data["doubling_limit_reading"])
            except ValueError:
                choices = ", ".join(r.value for r in DoublingLimitReading)
                raise LawCodeError(
                    f"doubling_limit_reading {brief_number(data['doubling_limit_reading'])}: "
                    f"expected one of {choices}"
                ) from None
        return cls(
            doubling_limit=data.get("doubling_limit", CODE_DEFAULT),
            doubling_limit_reading=reading,
            cut_ties_by_suit=data.get("cut_ties_by_suit", False),
            spade_convention=data.get("spade_convention", False),
            laws=tuple(sorted((name, data[name]) for name in data if name in HOUSE_LAWS)),
        )


@dataclasses.dataclass(frozen=True, slots=True)
class LawCode:
    """One code of the laws of Bridge, with a club's house rules."""

    key: str
    title: str
    source: str
    law_count: int
    scoring: ScoringLaws
    cutting: CuttingLaws
    dealing: DealingLaws
    new_deal: NewDealLaws
    declaration: DeclarationLaws
    doubling: DoublingLaws
    dummy: DummyLaws
    exposed_cards: ExposedCardsLaws
    leads_out_of_turn: LeadsOutOfTurnLaws
    cards_played_in_error: CardsPlayedInErrorLaws
    revoke: RevokeLaws
    tables: TableLaws
    general: GeneralLaws
    irregularities: IrregularityLaws
    """The cases the referee rules (:mod:`bridgewhist.referee`), each citing its law."""
    options: HouseRules = HouseRules()

    def __post_init__(self) -> None:
        for name in PART_NAMES:
            part = getattr(self, name)
            if not isinstance(part, LawPart):
                raise LawCodeError(f"{self.key}: part {name} is not a law chapter")
            for field, cited in part.laws.items():
                for number in _law_numbers(cited):
                    if not 1 <= number <= self.law_count:
                        raise LawCodeError(
                            f"{self.key}: {name}.{field} cites law {number}, "
                            f"but the code has laws 1-{self.law_count}"
                        )

    def part(self, name: str) -> LawPart:
        """A chapter by its name in :data:`PART_NAMES`."""
        if name not in PART_NAMES:
            raise LawCodeError(f"no chapter {name!r}: expected one of {', '.join(PART_NAMES)}")
        part: LawPart = getattr(self, name)
        return part

    def cite(self, part: str, field: str) -> str:
        """The citation for one rule, as ``"american-1905 law 87"``.

        >>> from bridgewhist.laws import load_law_code
        >>> load_law_code("american-1904").cite("irregularities", "new_deal_imperfect_pack")
        'american-1904 law 38b, 42'
        """
        chapter = self.part(part)
        numbers = chapter.law_for(field)
        several = chapter.plural_citations and ("," in numbers or "-" in numbers)
        return f"{self.key} {'laws' if several else 'law'} {numbers}"

    @property
    def effective_doubling_limit(self) -> int | None:
        """The limit on one trick's value in force: the house rule, else the code's own."""
        if self.options.doubling_limit == CODE_DEFAULT:
            return self.doubling.limit
        return self.options.doubling_limit

    @property
    def effective_doubling_limit_reading(self) -> DoublingLimitReading:
        """How the limit in force stops the doubling."""
        reading = self.options.doubling_limit_reading
        return self.doubling.limit_reading if reading == CODE_DEFAULT else reading

    def with_options(self, **options: Any) -> LawCode:
        """This code with house rules (keyword names as :class:`HouseRules`; a law of
        :data:`HOUSE_LAWS` by its name changes that field of its part).

        >>> from bridgewhist.laws import load_law_code
        >>> code = load_law_code("english-1904").with_options(reentry_kept_for_fresh_table=True)
        >>> code.tables.reentry_kept_for_fresh_table, code.options.to_dict()
        (True, {'reentry_kept_for_fresh_table': True})

        :raises LawCodeError: for an unknown option or a bad value.
        """
        merged = {**self.options.to_dict(), **{
            k: (v.value if isinstance(v, DoublingLimitReading) else v) for k, v in options.items()
        }}
        rules = HouseRules.from_dict(merged)
        parts: dict[str, dict[str, Any]] = {}
        for name, value in rules.laws:
            parts.setdefault(HOUSE_LAWS[name], {})[name] = value
        replaced: dict[str, Any] = {
            part: dataclasses.replace(self.part(part), **values) for part, values in parts.items()}
        return dataclasses.replace(self, options=rules, **replaced)

    def to_dict(self) -> dict[str, Any]:
        """The code as it goes into a record: its key and the house rules in force."""
        return {"key": self.key, "options": self.options.to_dict()}


def _named(name: str) -> str:
    """An option's name as an error shows it: a short plain name as it is, else briefly."""
    return name if name.isidentifier() and len(name) <= 40 else brief_number(name)


_CITED = re.compile(r"(\d+)(?:-(\d+))?(?:[a-z]|[IVX]+)?")
"""One piece of a citation: a law (``"39"``), a range (``"19-20"``) or a law with its clause
(``"38b"``, ``"39 VII"``)."""


def _law_numbers(cited: str) -> list[int]:
    numbers: list[int] = []
    for piece in cited.replace(" ", "").split(","):
        if not piece:
            continue
        match = _CITED.fullmatch(piece)
        if match is None:
            raise LawCodeError(f"{cited!r}: {piece!r} is not a law number, range or law with its clause")
        low, high = match.group(1), match.group(2)
        numbers.extend(range(int(low), int(high or low) + 1))
    return numbers
