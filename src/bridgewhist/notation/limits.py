"""The limits every record reader keeps: the size of a text, the depth of its nesting, and how
much of a bad value an error message may show.

A record of a long rubber is a few hundred kilobytes and nested six deep; a text far larger or
deeper is refused with a :class:`~bridgewhist.errors.NotationError` before it is decoded, so no
reader runs out of memory or stack on it.

>>> loads_json('{"deals": [[1, 2], []]}')
{'deals': [[1, 2], []]}
>>> loads_json("[" * 100_000 + "]" * 100_000)
Traceback (most recent call last):
...
bridgewhist.errors.NotationError: nested more than 32 deep: a record is nested a few levels
>>> shown("x" * 1000)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'... (1000 characters)"
>>> shown("Ann\\u202e")
"'Ann\\\\u202e'"
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

from bridgewhist.errors import NotationError

__all__ = ["MAX_DEPTH", "MAX_SHOWN", "MAX_TEXT_CHARS", "check_size", "depth", "loads_json", "shown"]

MAX_TEXT_CHARS = 8 * 1024 * 1024
"""The most characters a record's text may have (8 Mi; a long rubber's record is a few hundred
kilobytes)."""

MAX_DEPTH = 32
"""The deepest nesting of arrays and objects a JSON record may have (a record needs about six)."""

MAX_SHOWN = 32
"""The most characters of a bad value an error message shows."""

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def shown(value: object, limit: int = MAX_SHOWN) -> str:
    """A short, escaped form of ``value`` for an error message: its ``repr`` (control,
    zero-width and direction characters escaped), a long text cut to its first ``limit``
    characters with its length.

    >>> shown("N"), shown(7), shown("a\\x00b")
    ("'N'", '7', "'a\\\\x00b'")
    """
    if isinstance(value, str):
        quoted = repr(value[:limit])   # repr escapes what str.isprintable refuses
        return quoted if len(value) <= limit else f"{quoted}... ({len(value)} characters)"
    if isinstance(value, (bool, int, float)) or value is None:
        text = repr(value)
        return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} digits)"
    return f"a {type(value).__name__}"


def check_size(text: str, what: str = "a record") -> None:
    """Refuse a text longer than :data:`MAX_TEXT_CHARS`.

    :raises NotationError: naming the size and the limit.
    """
    if len(text) > MAX_TEXT_CHARS:
        raise NotationError(f"{what} of {len(text):,} characters is too large: the limit is "
                            f"{MAX_TEXT_CHARS:,}")


def depth(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets inside strings do not count).

    >>> depth('{"a": [1, "[[["]}'), depth("3")
    (2, 0)
    """
    brackets = _BRACKET.findall(_STRING.sub('""', text))
    steps = accumulate(1 if bracket in "[{" else -1 for bracket in brackets)
    return max(steps, default=0)


def loads_json(text: str) -> Any:
    """Decode a JSON record's text within the limits.

    :raises NotationError: for a text too large or nested too deep, or malformed JSON (with its
        line and column).
    """
    check_size(text)
    if depth(text) > MAX_DEPTH:
        raise NotationError(f"nested more than {MAX_DEPTH} deep: a record is nested a few levels")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError(f"invalid JSON: {error.msg}", line=error.lineno,
                            column=error.colno) from None
    except ValueError as error:   # an integer of more digits than int() converts
        raise NotationError(f"invalid JSON: {str(error).split(';')[0]}") from None
    except RecursionError:   # not reached within MAX_DEPTH; kept so no traceback can escape
        raise NotationError("nested too deep") from None
