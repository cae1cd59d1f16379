"""The record's JSON Schema (``record.schema.json``, published as ``docs/record.schema.json``)
and a checker of it in the standard library, which names every fault with its path.

The checker knows the keywords the schema uses (``$ref``, ``type``, ``const``, ``enum``,
``required``, ``properties``, ``additionalProperties``, ``propertyNames``, ``items``,
``minItems``, ``maxItems``, ``minimum``, ``maximum``, ``minLength``, ``pattern``, ``oneOf``,
``if``/``then``/``else``); a test checks that the schema is valid Draft 2020-12 and that the
checker agrees with a full validator. The loaders (:func:`bridgewhist.notation.record.from_dict`,
``bridgewhist validate``) enforce it; what the schema cannot say (a card held twice, an act the
laws refuse) is checked by replaying.

>>> for fault in faults({"format": "bridgewhist-record", "version": 1, "law_code": "english-1904",
...                      "deals": [{"dealer": "Q", "hands": "", "actions": [], "honors": {}}]}):
...     print(fault)
deals[0].dealer: "Q" is not a seat: N, E, S or W (or North, East, South, West)
deals[0].hands: must not be empty
deals[0]: unknown field 'honors': expected actions, dealer, hands, kind
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any, NamedTuple

from bridgewhist.notation.limits import MAX_SHOWN, shown

__all__ = ["SCHEMA", "Fault", "faults"]

SCHEMA: dict[str, Any] = json.loads(
    resources.files("bridgewhist.notation").joinpath("record.schema.json").read_text(encoding="utf-8"))
"""The schema, as published in ``docs/record.schema.json``."""

_TYPES = {"object": (dict,), "array": (list,), "string": (str,), "integer": (int,), "number": (int, float),
          "boolean": (bool,), "null": (type(None),)}
_WORDS = {"object": "an object", "array": "a list", "string": "text", "integer": "a whole number",
          "number": "a number", "boolean": "true or false", "null": "null"}


class Fault(NamedTuple):
    """One fault of a document: where (``deals[2].hands``, empty for the whole) and what."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def faults(document: Any, schema: dict[str, Any] | None = None) -> list[Fault]:
    """Every fault of ``document`` against ``schema`` (default :data:`SCHEMA`), in document order."""
    found: list[Fault] = []
    _check(document, SCHEMA if schema is None else schema, "", found)
    return found


def _kind(value: Any) -> str:
    for name in ("boolean", "integer", "number", "string", "array", "object", "null"):
        if _is(value, name):
            return _WORDS[name]
    return type(value).__name__


def _is(value: Any, kind: str) -> bool:
    if isinstance(value, bool):
        return kind == "boolean"
    return isinstance(value, _TYPES[kind])


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        target: Any = SCHEMA
        for part in schema["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        schema = target
    return schema


def _json(value: Any) -> str:
    """A value as JSON writes it (non-ASCII escaped), a long text cut to its first characters."""
    if isinstance(value, str) and len(value) > MAX_SHOWN:
        return f"{json.dumps(value[:MAX_SHOWN])}... ({len(value)} characters)"
    return json.dumps(value) if isinstance(value, (str, bool)) or value is None else shown(value)


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    name = key if key.isidentifier() and len(key) <= MAX_SHOWN else shown(key)
    return f"{path}.{name}" if path else name


def _check(value: Any, schema: dict[str, Any], path: str, found: list[Fault]) -> None:
    schema = _resolve(schema)
    types = schema.get("type")
    if types is not None:
        allowed = [types] if isinstance(types, str) else list(types)
        if not any(_is(value, t) for t in allowed):
            words = " or ".join(_WORDS[t] for t in allowed)
            found.append(Fault(path, f"must be {words}, not {_kind(value)}"))
            return
    if "const" in schema and value != schema["const"]:
        found.append(Fault(path, f"must be {json.dumps(schema['const'])}, not {_json(value)}"))
        return
    if "enum" in schema and value not in schema["enum"]:
        choices = ", ".join(json.dumps(v) for v in schema["enum"])
        found.append(Fault(path, f"must be one of {choices}, not {_json(value)}"))
        return
    if "oneOf" in schema:
        _one_of(value, schema["oneOf"], path, found)
    if "if" in schema:
        passed = not faults(value, schema["if"])
        branch = schema.get("then" if passed else "else")
        if branch is not None:
            _check(value, branch, path, found)
    if isinstance(value, str):
        _string(value, schema, path, found)
    elif _is(value, "integer") or _is(value, "number"):
        if "minimum" in schema and value < schema["minimum"]:
            found.append(Fault(path, f"must be at least {schema['minimum']}, not {shown(value)}"))
        if "maximum" in schema and value > schema["maximum"]:
            found.append(Fault(path, f"must be at most {schema['maximum']}, not {shown(value)}"))
    elif isinstance(value, list):
        _array(value, schema, path, found)
    elif isinstance(value, dict):
        _object(value, schema, path, found)


def _one_of(value: Any, branches: list[dict[str, Any]], path: str, found: list[Fault]) -> None:
    fitting = [b for b in branches if not faults(value, b)]
    if len(fitting) == 1:
        return
    if fitting:
        found.append(Fault(path, "matches more than one of the allowed forms"))
        return
    typed = [b for b in map(_resolve, branches) if "type" in b and not faults(value, {"type": b["type"]})]
    if len(typed) == 1:   # the form it was meant to be: say what is wrong inside it
        _check(value, typed[0], path, found)
        return
    found.append(Fault(path, f"{_json(value)} is none of the allowed forms"))


def _string(value: str, schema: dict[str, Any], path: str, found: list[Fault]) -> None:
    if len(value) < schema.get("minLength", 0):
        found.append(Fault(path, "must not be empty"))
    elif "pattern" in schema and not re.search(schema["pattern"], value):
        found.append(Fault(path, f"{_json(value)} is not {schema.get('description', 'as expected')}"))


def _array(value: list[Any], schema: dict[str, Any], path: str, found: list[Fault]) -> None:
    if len(value) < schema.get("minItems", 0) or len(value) > schema.get("maxItems", len(value)):
        low, high = schema.get("minItems", 0), schema.get("maxItems")
        size = f"{low}" if low == high else f"at least {low}" if high is None else f"{low} to {high}"
        found.append(Fault(path, f"must hold {size} items, not {len(value)}"))
    if "items" in schema:
        for index, item in enumerate(value):
            _check(item, schema["items"], _join(path, index), found)


def _object(value: dict[str, Any], schema: dict[str, Any], path: str, found: list[Fault]) -> None:
    properties: dict[str, Any] = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    for key in schema.get("required", ()):
        if key not in value:
            found.append(Fault(path, f"missing field {shown(key)}"))
    for key, item in value.items():
        where = _join(path, key)
        if "propertyNames" in schema:
            named = faults(key, schema["propertyNames"])
            if named:
                found.append(Fault(where, named[0].message))
                continue
        if key in properties:
            _check(item, properties[key], where, found)
        elif extra is False:
            found.append(Fault(path, f"unknown field {shown(key)}: expected {', '.join(sorted(properties))}"))
        elif isinstance(extra, dict):
            _check(item, extra, where, found)
