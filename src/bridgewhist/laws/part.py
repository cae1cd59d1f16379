"""The base of every part of a law code (:class:`LawPart`: fields each citing its law) and the
checks its values pass (whole numbers in range; errors that show a bad value briefly).

>>> check_count("TableLaws", "max_members", 5, 4, 6)
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any, ClassVar

from bridgewhist.errors import LawCodeError


class Citations(dict[str, str]):
    """A read-only mapping from field name to the law number(s) it carries out (picklable)."""

    def _refuse(self, *args: object, **kwargs: object) -> None:
        raise TypeError("citations are read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[object, ...]:
        return (Citations, (dict(self),))

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items())))


@dataclasses.dataclass(frozen=True, slots=True)
class LawPart:
    """A chapter of a law code; subclasses add fields and ``laws`` cites each one."""

    laws: Mapping[str, str] = dataclasses.field(default_factory=dict, compare=False)

    chapter: ClassVar[str] = ""
    plural_citations: ClassVar[bool] = True
    """Whether a citation of several laws says "laws" (:meth:`~bridgewhist.laws.code.LawCode.cite`)."""

    def __post_init__(self) -> None:
        names = {f.name for f in dataclasses.fields(self) if f.name != "laws"}
        missing = sorted(names - set(self.laws))
        extra = sorted(set(self.laws) - names)
        if missing or extra:
            raise LawCodeError(
                f"{type(self).__name__}: every field must cite its law"
                + (f"; uncited: {', '.join(missing)}" if missing else "")
                + (f"; unknown: {', '.join(extra)}" if extra else "")
            )
        object.__setattr__(self, "laws", Citations(self.laws))
        self.validate()

    def validate(self) -> None:
        """Check the values; subclasses raise :class:`LawCodeError` for a bad one."""

    def law_for(self, field: str) -> str:
        """The law number(s) cited for one field."""
        return self.laws[field]

    @classmethod
    def cite_all(cls, number: str) -> dict[str, str]:
        """Cite every field to one law (for building parts in tests and house rules)."""
        return {f.name: number for f in dataclasses.fields(cls) if f.name != "laws"}

    def to_dict(self) -> dict[str, Any]:
        """The part's values as JSON-ready data (enums by value)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name == "laws":
                continue
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, enum.Enum) else value
        return out


MAX_POINTS = 10_000
"""The largest score a law may set (a bonus, a trick's value, the points of a game)."""

MAX_DOUBLING_LIMIT = 1_000_000
"""The largest doubling limit a club may set (clubs set 100 or 200; no limit is ``None``)."""


def brief_number(value: object) -> str:
    """A value as an error message shows it: a huge number by its size, never its digits; a
    text by its first characters, escaped.

    >>> brief_number(200), brief_number(10**400), brief_number("x" * 50), brief_number([1])
    ('200', 'a number of about 400 digits', "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'...", 'a list')
    """
    if isinstance(value, str):
        return repr(value[:32]) + ("..." if len(value) > 32 else "")
    if isinstance(value, bool) or value is None:
        return repr(value)
    if not isinstance(value, (int, float)):
        return f"a {type(value).__name__}"
    if isinstance(value, int) and abs(value) >= 10**30:
        return f"a number of about {round(value.bit_length() * 0.30103)} digits"
    return repr(value)


def check_count(part: str, name: str, value: object, low: int, high: int) -> None:
    """Refuse ``value`` unless it is a whole number from ``low`` to ``high``.

    >>> check_count("DoublingLaws", "limit", 10**400, 12, 100)
    Traceback (most recent call last):
    ...
    bridgewhist.errors.LawCodeError: DoublingLaws.limit must be a whole number from 12 to 100, \
not a number of about 400 digits

    :raises LawCodeError: naming the field, its range and (briefly) the value.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise LawCodeError(f"{part}.{name} must be a whole number from {low} to {high}, "
                           f"not {brief_number(value)}")


def check_positive(part: str, name: str, value: int) -> None:
    """Refuse ``value`` unless it is a whole number from 1 to :data:`MAX_POINTS`.

    >>> check_positive("RevokeLaws", "penalty_tricks", 0)
    Traceback (most recent call last):
    ...
    bridgewhist.errors.LawCodeError: RevokeLaws.penalty_tricks must be positive, not 0
    """
    if isinstance(value, int) and not isinstance(value, bool) and value <= 0:
        raise LawCodeError(f"{part}.{name} must be positive, not {value}")
    check_count(part, name, value, 1, MAX_POINTS)
