r"""The one check of a person's name, wherever one is given (a web table's seat, a score pad's
players), and how a key the user sent is named back in an error.

A name is kept in Unicode NFC with its runs of white space made one space; it may not hold a
control (NUL, escape...), format (direction overrides and isolates, zero-width spaces and
joiners, the byte-order mark), surrogate, private-use or unassigned character, nor a line or
paragraph separator, and it is at most :data:`MAX_NAME` characters once normalised.

>>> clean_name("  Ame\u0301lie   Smith ")
'Amélie Smith'
>>> clean_name("Ann\u202e")
Traceback (most recent call last):
...
bridgewhist.errors.NotationError: name may not hold control, direction or zero-width characters: '\u202e' at 4
"""

from __future__ import annotations

import unicodedata

from bridgewhist.errors import NotationError

__all__ = ["MAX_NAME", "REFUSED_CATEGORIES", "clean_name", "key_shown"]

MAX_NAME = 40
"""The most characters a name may have, once normalised."""

REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Control (NUL...), format (direction overrides and isolates, zero-width spaces and joiners),
surrogate, private-use and unassigned characters, line and paragraph separators: the Unicode
categories no name (and no line of table talk) may hold."""


def clean_name(name: str, what: str = "name") -> str:
    r"""``name`` as kept (NFC, runs of white space made one space); ``""`` when nothing is left,
    for the caller to refuse in its own words.

    >>> clean_name("x" * 41)
    Traceback (most recent call last):
    ...
    bridgewhist.errors.NotationError: name may be at most 40 characters, not 41
    >>> clean_name("   ")
    ''

    :raises NotationError: (no field: the caller knows it) for a refused character, named
        escaped with its place, or a name longer than :data:`MAX_NAME`; ``what`` begins the
        message.
    """
    kept = " ".join(unicodedata.normalize("NFC", name).split())
    for at, char in enumerate(kept, 1):
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            raise NotationError(f"{what} may not hold control, direction or zero-width "
                                f"characters: {char!r} at {at}")
    if len(kept) > MAX_NAME:
        raise NotationError(f"{what} may be at most {MAX_NAME} characters, not {len(kept)}")
    return kept


def key_shown(key: str, limit: int = 20) -> str:
    r"""A key the user sent, as an error's field may name it: itself (cut to ``limit``) when it
    is plain printable text, else its escaped ``repr``, so no field echoes a control,
    direction or surrogate character.

    >>> key_shown("honors"), key_shown("\u202e\x00")
    ('honors', "'\\u202e\\x00'")
    """
    cut = key[:limit]
    return cut if cut.isprintable() and cut.strip() == cut and cut else repr(cut)
