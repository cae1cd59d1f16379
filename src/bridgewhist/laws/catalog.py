"""Catalogue of every law of each code: number, chapter, topic and how the software treats it.

Three codes are catalogued, each in its own numbering: ``english-1904`` (the Portland and
Turf Clubs' "Laws of Bridge (1904)", laws 1-108), ``american-1904`` (the code printed in
Fisher Ames's "Bridge Whist in Brief", laws 1-106) and ``american-1905`` (J. B. Elwell's
"Laws of Bridge Revised 1905", laws 1-106). Every law has one :class:`LawEntry` saying what
it rules, in modern words, and whether the software carries it out now
(:attr:`LawStatus.IMPLEMENTED`, with the modules that do), or has nothing to do for it
(with the reason).

>>> entry("english-1904", 4).topic
'Trick values: spades 2, clubs 4, diamonds 6, hearts 8, no trumps 12'
>>> [entry(code, n).number for code, n in
...  [("english-1904", 90), ("american-1904", 86), ("american-1905", 87)]]
[90, 86, 87]
>>> entry("american-1905", 87).modules
('bridgewhist.scoring',)
>>> entry("american-1904", 39).modules
('bridgewhist.referee.new_deal',)
>>> entry("english-1904", 109)
Traceback (most recent call last):
    ...
KeyError: 'law code english-1904 has laws 1-108; there is no law 109'
"""

from bridgewhist.laws import catalog_american_1904, catalog_american_1905, catalog_english_1904
from bridgewhist.laws.catalog_rows import MODULES, Row
from bridgewhist.laws.catalog_types import LawEntry, LawStatus

__all__ = ["CATALOG", "LawEntry", "LawStatus", "entry"]


def _chapter_of(number: int, chapters: tuple[tuple[int, str], ...]) -> str:
    heading = chapters[0][1]
    for first, name in chapters:
        if number >= first:
            heading = name
    return heading


def _build(
    code: str, count: int, chapters: tuple[tuple[int, str], ...], rows: tuple[Row, ...]
) -> tuple[LawEntry, ...]:
    """Turn one code's rows into entries, checking numbering, topics, status and modules."""
    entries = tuple(
        LawEntry(code, number, _chapter_of(number, chapters), topic, status, modules, note)
        for number, topic, status, modules, note in rows
    )
    numbers = [e.number for e in entries]
    if numbers != list(range(1, count + 1)):
        raise ValueError(f"{code}: laws must be numbered 1..{count} in order")
    for e in entries:
        where = f"{code} law {e.number}"
        if not e.topic or len(e.topic) > 90:
            raise ValueError(f"{where}: topic must be one line of at most 90 characters")
        if (e.status is LawStatus.IMPLEMENTED) != bool(e.modules):
            raise ValueError(f"{where}: modules are given exactly for implemented laws")
        if not set(e.modules) <= MODULES:
            raise ValueError(f"{where}: unknown module in {e.modules}")
        if e.status is LawStatus.NO_SOFTWARE and not e.note:
            raise ValueError(f"{where}: a law with no software consequence needs a reason")
    return entries


CATALOG: dict[str, tuple[LawEntry, ...]] = {
    "english-1904": _build("english-1904", 108, catalog_english_1904.CHAPTERS,
                           catalog_english_1904.ROWS),
    "american-1904": _build("american-1904", 106, catalog_american_1904.CHAPTERS,
                            catalog_american_1904.ROWS),
    "american-1905": _build("american-1905", 106, catalog_american_1905.CHAPTERS,
                            catalog_american_1905.ROWS),
}


def entry(code: str, number: int) -> LawEntry:
    """Return the catalogue entry for law ``number`` of the code ``code``.

    :raises KeyError: if the code is unknown or has no law of that number.

    >>> entry("american-1904", 77).status.value
    'implemented'
    """
    try:
        laws = CATALOG[code]
    except KeyError:
        known = ", ".join(CATALOG)
        raise KeyError(f"unknown law code {code!r}; known codes: {known}") from None
    if not 1 <= number <= len(laws):
        raise KeyError(f"law code {code} has laws 1-{len(laws)}; there is no law {number}")
    return laws[number - 1]
