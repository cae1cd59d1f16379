"""PBN tags: the tag names of the Bridge Whist mapping, and PBN text split into games of tags.

What the writer (:mod:`bridgewhist.notation.pbn_write`) and the reader
(:mod:`bridgewhist.notation.pbn_read`) share. Use them through :mod:`bridgewhist.notation.pbn`,
which exports the tag names.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, NamedTuple

from bridgewhist.errors import NotationError
from bridgewhist.notation.limits import shown
from bridgewhist.seats import Seat

__all__ = [
    "DOUBLES_TAG", "DOUBLING_TAG", "HOUSE_RULES_TAG", "LAW_CODE_TAG", "LEFT_TAG", "MAKER_TAG",
    "PLAYER_TAGS", "SEED_TAG", "STRAIN_TAG", "UNKNOWN", "Game", "Tag", "Token", "option_text",
    "parse_tags", "split_games",
]

LAW_CODE_TAG = "BridgeWhistLawCode"
"""The law code's key, ``english-1904``, ``american-1904`` or ``american-1905``."""
HOUSE_RULES_TAG = "BridgeWhistHouseRules"
"""The house rules in force, ``doubling_limit=200;cut_ties_by_suit=true`` (only when any)."""
SEED_TAG = "BridgeWhistSeed"
"""The record's seed (only when it has one)."""
MAKER_TAG = "BridgeWhistMaker"
"""Who named the trump: the dealer, or his partner when the dealer left it to him."""
STRAIN_TAG = "BridgeWhistStrain"
"""The trump named: ``S``, ``H``, ``D``, ``C`` or ``NT``."""
LEFT_TAG = "BridgeWhistLeft"
"""``yes`` when the dealer left the declaration to his partner, else ``no``."""
DOUBLING_TAG = "BridgeWhistDoubling"
"""The doubling acts in order, in the action notation: ``double satisfied satisfied``."""
DOUBLES_TAG = "BridgeWhistDoubles"
"""The number of doubles and redoubles."""

UNKNOWN = ("", "?")
"""Tag values that say the value is not known: empty, or ``?``."""
PLAYER_TAGS = (("West", Seat.W), ("North", Seat.N), ("East", Seat.E), ("South", Seat.S))
"""The player tags and the seat each names."""
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def option_text(value: Any) -> str:
    """A house rule's value as the ``[BridgeWhistHouseRules]`` tag writes it."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# -- tokens, games, tags -------------------------------------------------------------------
class Token(NamedTuple):
    """A token of PBN text, with the line and column it starts at."""

    kind: str
    """``[``, ``]``, ``string`` or ``word``."""
    text: str
    line: int
    column: int


@dataclasses.dataclass(slots=True)
class Tag:
    """A tag: its name, its value (``#`` already resolved), its line, and the tokens after it."""

    name: str
    value: str
    line: int
    data: list[Token]


@dataclasses.dataclass(slots=True)
class Game:
    """A game's first line and its tags by name (the first of a repeated tag)."""

    line: int
    tags: dict[str, Tag]

    def known(self, name: str) -> Tag | None:
        """The tag, unless it is absent or its value is unknown (``?``) or empty."""
        tag = self.tags.get(name)
        return None if tag is None or tag.value.strip() in UNKNOWN else tag


def _read_string(line: str, start: int, number: int) -> tuple[str, int]:
    chars: list[str] = []
    pos = start + 1
    while pos < len(line):
        char = line[pos]
        if char == "\\" and pos + 1 < len(line) and line[pos + 1] in '"\\':
            chars.append(line[pos + 1])
            pos += 2
        elif char == '"':
            return "".join(chars), pos + 1
        else:
            chars.append(char)
            pos += 1
    raise NotationError("a string is not closed by a quote on its line", line=number,
                        column=start + 1)


def split_games(text: str) -> list[tuple[int, list[Token]]]:
    """Tokens of each game; comments, ``%`` lines and the empty lines between games dropped."""
    games: list[tuple[int, list[Token]]] = []
    tokens: list[Token] = []
    in_brace = 0
    for number, line in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        if not in_brace:
            if line.startswith("%"):
                continue
            if not line.strip():
                if tokens:
                    games.append((tokens[0].line, tokens))
                    tokens = []
                continue
        pos = 0
        while pos < len(line):
            if in_brace:
                end = line.find("}", pos)
                if end < 0:
                    break
                in_brace, pos = 0, end + 1
                continue
            char = line[pos]
            if char.isspace():
                pos += 1
            elif char == ";":
                break
            elif char == "{":
                in_brace, pos = number, pos + 1
            elif char in "[]":
                tokens.append(Token(char, char, number, pos + 1))
                pos += 1
            elif char == '"':
                value, end = _read_string(line, pos, number)
                tokens.append(Token("string", value, number, pos + 1))
                pos = end
            else:
                start = pos
                while pos < len(line) and not line[pos].isspace() and line[pos] not in '[]{};"':
                    pos += 1
                tokens.append(Token("word", line[start:pos], number, start + 1))
    if in_brace:
        raise NotationError("a { comment is not closed by }", line=in_brace)
    if tokens:
        games.append((tokens[0].line, tokens))
    return games


def parse_tags(tokens: list[Token], previous: dict[str, Tag]) -> dict[str, Tag]:
    """The game's tags (the first of a repeated tag counts), each with the data after it."""
    tags: dict[str, Tag] = {}
    current: Tag | None = None
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.kind == "[":
            name, value, close = (tokens[index + k] if index + k < len(tokens) else None
                                  for k in (1, 2, 3))
            if name is None or name.kind != "word" or not _TAG_NAME.fullmatch(name.text):
                raise NotationError("expected a tag name after '['", line=token.line,
                                    column=token.column)
            if value is None or value.kind != "string":
                raise NotationError(f'[{name.text}] needs its value in quotes, like '
                                    f'[{name.text} "..."]', line=name.line, column=name.column)
            if close is None or close.kind != "]":
                raise NotationError(f"[{name.text}] is not closed by ']'", line=value.line,
                                    column=value.column)
            text = value.text
            if text == "#" and name.text in previous:
                text = previous[name.text].value
            current = Tag(name.text, text, name.line, [])
            tags.setdefault(name.text, current)
            index += 4
        elif token.kind == "]" or current is None:
            raise NotationError(f"unexpected {shown(token.text)}: expected a tag such as "
                                '[Deal "N:..."]', line=token.line, column=token.column)
        else:
            current.data.append(token)
            index += 1
    return tags

